/**
 * The family history as a clinician writes it: each condition with who has it when said ("Family history: melanoma
 * (mother and maternal aunt); hypertension (father)."), and what the family was said not to have ("No family history
 * of colon cancer."), a pertinent negative.
 */
import type { ClinicalModel, Diagnosis } from '../clinical-model.js';
import { listOf } from '../narrative/spoken-text.js';
import type { HistoryLine } from './history-line.js';

/**
 * The conditions the family was said not to have, by name. Not one a relative is said to have after all, nor one denied
 * of a relative only ("my father is not diabetic"), which says nothing of the rest of the family.
 */
export function deniedFamilyConditions(model: ClinicalModel): Map<string, Diagnosis[]> {
  const had = new Set(model.diagnoses.filter((d) => d.subject === 'family' && d.status === 'confirmed').map((d) => d.name));
  const denied = model.diagnoses.filter((d) => d.subject === 'family' && d.status === 'ruled_out' && !d.relatives && !had.has(d.name));
  return byName(denied);
}

export function familyHistoryLines(model: ClinicalModel): HistoryLine[] {
  const had = model.diagnoses.filter((d) => d.subject === 'family' && d.status === 'confirmed');
  const denied = deniedFamilyConditions(model);
  return [
    ...(had.length > 0 ? [{ text: `Family history: ${conditionsWithRelatives(byName(had))}.`, sources: had }] : []),
    ...(denied.size > 0 ? [{ text: `No family history of ${listOf([...denied.keys()], 'or')}.`, sources: [...denied.values()].flat() }] : []),
    // "I was adopted": what the family had is not known.
    ...(had.length === 0 && denied.size === 0 && model.familyHistoryUnknown ? [{ text: 'Family history: unknown (adopted).', sources: [model.familyHistoryUnknown] }] : []),
  ];
}

/** "Melanoma (mother and maternal aunt)": a family member's condition with who has it, when said. */
export const withRelatives = (name: string, relatives: readonly string[] = []) => (relatives.length > 0 ? `${name} (${listOf(relatives)})` : name);

/** "melanoma (mother and maternal aunt); hypertension (father)", or, with no relative said, "melanoma and hypertension". */
function conditionsWithRelatives(conditions: ReadonlyMap<string, readonly Diagnosis[]>): string {
  const told = [...conditions].map(([name, said]) => ({ name, relatives: [...new Set(said.flatMap((d) => d.relatives ?? []))] }));
  if (told.every((c) => c.relatives.length === 0)) return listOf(told.map((c) => c.name));
  return told.map((c) => withRelatives(c.name, c.relatives)).join('; ');
}

function byName(diagnoses: readonly Diagnosis[]): Map<string, Diagnosis[]> {
  const named = new Map<string, Diagnosis[]>();
  for (const d of diagnoses) named.set(d.name, [...(named.get(d.name) ?? []), d]);
  return named;
}
