/**
 * Care coordinated with the patient's other clinicians, as a plan writes it: the doctor contacting them ("I will talk
 * to your cardiologist in case you need a procedure, to see if you're cleared" → "The patient's cardiologist will be
 * contacted for medical clearance"), or the patient told to ("I would recommend calling your primary care" → "Contact
 * the primary care physician"). A question, a contact made before, or the clinic calling the patient is none.
 */
import { cleanSpoken, withTitledNames } from '../narrative/spoken-text.js';

/** The patient's other clinicians, by the name a plan writes: "your pcp" → "primary care physician". */
const CLINICIANS: readonly [RegExp, string][] = [
  [/^(?:primary care(?: (?:physician|doctor|provider))?|pcp|family (?:doctor|physician)|regular doctor)$/, 'primary care physician'],
  [/^(cardiologist|oncologist|surgeon|endocrinologist|nephrologist|neurologist|rheumatologist|dermatologist|pulmonologist|gastroenterologist|urologist|gynecologist|psychiatrist|therapist)$/, '$1'],
  [/^ob-?gyn$/, 'gynecologist'],
];
const CLINICIAN = String.raw`(?:your|his|her|their)\s+(primary care(?: (?:physician|doctor|provider))?|pcp|family (?:doctor|physician)|regular doctor|cardiologist|oncologist|surgeon|endocrinologist|nephrologist|neurologist|rheumatologist|dermatologist|pulmonologist|gastroenterologist|urologist|gynecologist|ob-?gyn|psychiatrist|therapist)\b|\b(dr\.?\s+[a-z]+)\b`;

/** The doctor's own contacting, said as what they will do: "i will talk to", "i wanna go ahead and reach out to". */
const DOCTOR_WILL = new RegExp(
  String.raw`\b(?:i|we)(?:'ll| will| would like to| want to| wan ?na| need to|'m gon ?na|'m going to| am going to| are going to|'re gon ?na|'re going to)(?:\s+(?:also|just|go ahead and|definitely))*\s+(?:talk (?:to|with)|speak (?:to|with)|reach out to|contact|call|get in touch with|touch base with|send (?:a (?:note|letter|message)|my notes?|(?:a )?cop(?:y|ies)(?: of (?:my|the) (?:note|notes|results))?|the results) to|discuss (?:this |that |it |your case )?with|coordinate with)\s+(?:${CLINICIAN})`,
  'i',
);
/** The patient told to contact them: "i would recommend calling your primary care", "i want you to talk to your pcp". */
const PATIENT_TO = new RegExp(
  String.raw`\b(?:i (?:would |'d )?recommend|i (?:want|need) you to|i'd like you to|you should|you need to|you'll need to|please)\s+(?:calling|call|contacting|contact|talking (?:to|with)|talk (?:to|with)|reaching out to|reach out to|discussing (?:this |that |it )?with|discuss (?:this |that |it )?with)\s+(?:${CLINICIAN})`,
  'i',
);
/** "To see if you're cleared from a medical standpoint", "for clearance": the contact is for medical clearance. */
const CLEARANCE = /\bclear(?:ed|ance)\b/i;

/** The clinician's name as the plan writes it: "primary care" → "primary care physician", "dr. lewis" → "Dr. Lewis". */
function clinicianNamed(said: string): string {
  const words = said.toLowerCase().replace(/\s+/g, ' ');
  const known = CLINICIANS.find(([pattern]) => pattern.test(words));
  return known ? words.replace(known[0], known[1]) : withTitledNames(words);
}

/** The words a line of care coordination is written with, by which the plan lists it apart. */
const CONTACTED = ' will be contacted';

/** An instruction of the plan that is the doctor's contacting another clinician, which the plan lists apart. */
export const isContactingClinician = (instruction: string) => instruction.includes(CONTACTED);

/** The coordination of care one of the doctor's sentences says, at most one of each kind. */
export function careCoordinationOf(sentence: string): string[] {
  if (/\?\s*$/.test(sentence)) return [];
  const text = cleanSpoken(sentence).toLowerCase();
  const doctor = DOCTOR_WILL.exec(text);
  if (doctor) {
    const named = doctor[1] ?? doctor[2]!;
    const who = doctor[1] ? `The patient's ${clinicianNamed(named)}` : clinicianNamed(named);
    return [`${who}${CONTACTED}${CLEARANCE.test(text.slice(doctor.index)) ? ' for medical clearance' : ''}`];
  }
  const patient = PATIENT_TO.exec(text);
  if (patient) return [`Contact ${patient[1] ? `the ${clinicianNamed(patient[1])}` : clinicianNamed(patient[2]!)}`];
  return [];
}
