import type { ClinicalModel, Finding, Grounded } from './clinical-model.js';

/** Items said more than once become one, with all their evidence; what a later mention adds fills what the first lacked. */
function mergeBy<T extends Grounded>(items: readonly T[], keyOf: (item: T) => string): T[] {
  const merged = new Map<string, T>();
  for (const item of items) {
    const key = keyOf(item);
    const first = merged.get(key);
    if (!first) {
      merged.set(key, { ...item, evidence: [...item.evidence] });
      continue;
    }
    for (const id of item.evidence) if (!first.evidence.includes(id)) first.evidence.push(id);
    for (const [field, value] of Object.entries(item)) {
      if ((first as Record<string, unknown>)[field] === undefined) (first as Record<string, unknown>)[field] = value;
    }
  }
  return [...merged.values()];
}

const findingKey = (f: Finding) => `${f.name}|${f.presence}|${f.subject}|${f.temporality}`;

/**
 * The model with duplicates merged, and contradictions recorded rather than resolved: a finding
 * said both present and absent for the same person and time keeps both statements.
 */
export function mergeDuplicates(model: ClinicalModel): ClinicalModel {
  const findings = mergeBy(model.findings, findingKey);
  const contradictions = [...model.contradictions];
  const seen = new Map<string, Finding>();
  for (const finding of findings) {
    if (finding.presence === 'possible') continue;
    const key = `${finding.name}|${finding.subject}|${finding.temporality}`;
    const other = seen.get(key);
    if (other && other.presence !== finding.presence) {
      contradictions.push({
        text: `${finding.name}: said both present and absent`,
        evidence: [...new Set([...other.evidence, ...finding.evidence])],
      });
    }
    seen.set(key, finding);
  }
  return {
    ...model,
    findings,
    diagnoses: mergeBy(model.diagnoses, (d) => `${d.name}|${d.status}|${d.subject}|${d.temporality}`),
    medications: mergeBy(model.medications, (m) => `${m.name}|${m.status}`),
    vitals: mergeBy(model.vitals, (v) => `${v.kind}|${v.value}|${v.value2 ?? ''}|${v.qualifier ?? ''}`),
    investigations: mergeBy(model.investigations, (i) => `${i.name}|${i.status}`),
    procedures: mergeBy(model.procedures, (p) => `${p.name}|${p.status}`),
    allergies: mergeBy(model.allergies, (a) => a.substance.toLowerCase()),
    contradictions,
  };
}
