/**
 * What the patient takes, as the history lists it: what the patient said they take, and what the doctor continues,
 * changes, refills or stops in the visit ("increase the Lasix to 80 mg" tells that Lasix is taken). A changed drug is
 * listed at the strength taken before the change, when it was said; one drug once, at its fullest mention. A drug
 * tried for the complaint is the history's to tell, not this list's.
 */
import type { ClinicalModel, Medication } from '../clinical-model.js';
import { saysWords } from '../narrative/spoken-text.js';
import { NOT_A_MEDICINE } from '../prescription/not-a-medicine.js';

/** Changes made to a drug already taken. */
const TAKEN_BEFORE: ReadonlySet<Medication['change']> = new Set(['continue', 'increase', 'decrease', 'refill']);


export function currentMedications(model: ClinicalModel): Medication[] {
  const taken = model.medications.flatMap((m): Medication[] => {
    if (NOT_A_MEDICINE.has(m.name)) return [];
    if (m.status === 'current') return [m];
    // A drug stopped in the visit was taken until now ("Stop Norvasc 5 mg daily"): the plan stops it, for as long as
    // it says ("hold the clopidogrel for a week before surgery").
    if (m.status === 'stopped') {
      const taken: Medication = { ...m, status: 'current' };
      delete taken.duration;
      delete taken.change;
      return [taken];
    }
    if (m.status !== 'prescribed' || !TAKEN_BEFORE.has(m.change)) return [];
    if (m.change !== 'increase' && m.change !== 'decrease') return [m];
    // Taken before the change: the strength before it if said, and neither the new strength nor the new sig.
    const before: Medication = { ...m, status: 'current' };
    delete before.strength;
    delete before.previousStrength;
    delete before.frequency;
    delete before.weekdayDoses;
    delete before.change;
    return [m.previousStrength ? { ...before, strength: m.previousStrength } : before];
  });
  // A drug tried for the complaint ("Tried Tylenol and ibuprofen with some relief") is told in the history already.
  const tried = model.complaintHistory.flatMap((c) => c.tried).join(' ');
  const toldTried = (m: Medication) => [m.name, m.brand].some((name) => name !== undefined && saysWords(tried, name));
  const names = [...new Set(taken.filter((m) => !toldTried(m)).map((m) => m.name))];
  return names.map((name) => {
    const mentions = taken.filter((m) => m.name === name);
    return mentions.find((m) => m.strength) ?? mentions[0]!;
  });
}
