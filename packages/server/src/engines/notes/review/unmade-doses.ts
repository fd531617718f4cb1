/**
 * Marks a medication written with a strength it is not made in ("atorvastatin 14 mg": made as 5, 10, 20, 40 and 80 mg)
 * for review, as a word recognition was unsure of is: "fourteen" heard for "forty" is a dose a person must confirm,
 * not one to trust. A medicine the strengths file does not list is not checked (lexicon/strengths.ts).
 */
import type { ClinicalExtractor, ClinicalModel, Medication } from '../clinical-model.js';
import { isStrengthUnit, type MedicineStrengths } from '../../../lexicon/strengths.js';

/** The name the strengths file lists the medicine by: its brand, else its generic. */
const listedSpelling = (m: Medication, strengths: MedicineStrengths) => [m.brand, m.name].find((name): name is string => name !== undefined && strengths.lists(name));

/** The strength as the note writes it, with the medicine's name and the strengths it is made in, when it is not made in it. */
function unmadeStrength(m: Medication, strengths: MedicineStrengths): { said: string; spelling: string; made: string[] } | undefined {
  const strength = m.strength;
  if (!strength || !isStrengthUnit(strength.unit)) return undefined;
  const spelling = listedSpelling(m, strengths);
  if (spelling === undefined || strengths.canBeGiven(spelling, strength.value, strength.unit)) return undefined;
  return { said: `${strength.value} ${strength.unit}`, spelling, made: strengths.strengthsOf(spelling) };
}

/** A unit said with a strength: "mg", "milligrams", "mcg", "micrograms", "g". */
const UNIT_SAID = /\b(?:mg|milligrams?|mcg|µg|micrograms?|g|grams?|gm)\b/i;

/**
 * "Thyronorm fifty": a strength said without its unit, which the prescription reading took as mg, is in micrograms when
 * the medicine is made as that many micrograms and not milligrams (levothyroxine 50 mcg; 50 mg is a thousand times it).
 */
function withUnitMadeIn(m: Medication, strengths: MedicineStrengths): Medication {
  const strength = m.strength;
  if (!strength || strength.unit !== 'mg' || UNIT_SAID.test(m.text)) return m;
  const spelling = listedSpelling(m, strengths);
  if (spelling === undefined || strengths.canBeGiven(spelling, strength.value, 'mg') || !strengths.isStrength(spelling, strength.value, 'mcg')) return m;
  return { ...m, strength: { ...strength, unit: 'mcg' } };
}

export function markUnmadeDoses(model: ClinicalModel, strengths: MedicineStrengths): ClinicalModel {
  const told: { code: string; msg: string }[] = [];
  const medications = model.medications.map((said) => {
    const m = withUnitMadeIn(said, strengths);
    const unmade = unmadeStrength(m, strengths);
    if (unmade === undefined || m.needsReview?.includes(unmade.said)) return m;
    // The strengths it is made in, for the reader to choose from: "atorvastatin is made as 5 mg, 10 mg, …, not 14 mg".
    told.push({ code: 'strength_not_made', msg: `${unmade.spelling} is made as ${unmade.made.join(', ')}, not ${unmade.said}: confirm the dose against the recording (${m.evidence.join(', ')})` });
    return { ...m, needsReview: [...(m.needsReview ?? []), unmade.said] };
  });
  return { ...model, medications, ...(told.length === 0 ? {} : { warnings: [...(model.warnings ?? []), ...told] }) };
}

/** `extractor`, with every medication it reads checked against the strengths it is made in. */
export function withDosesChecked(extractor: ClinicalExtractor, strengths: MedicineStrengths): ClinicalExtractor {
  return { name: extractor.name, extract: async (input) => markUnmadeDoses(await extractor.extract(input), strengths) };
}
