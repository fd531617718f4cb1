/** The body system a symptom is reviewed under, as a review of systems groups them. */
import type { Finding } from '../clinical-model.js';

export const SYSTEMS = [
  'Constitutional', 'Eyes', 'Ears, Nose, Mouth and Throat', 'Cardiovascular', 'Respiratory', 'Gastrointestinal',
  'Genitourinary', 'Breast', 'Musculoskeletal', 'Skin', 'Neurological', 'Psychiatric', 'Endocrine', 'Haematological', 'Other',
] as const;
export type BodySystem = (typeof SYSTEMS)[number];

const BY_TERM: Partial<Record<BodySystem, readonly string[]>> = {
  Constitutional: ['fever', 'chills', 'fatigue', 'weight loss', 'weight gain', 'anorexia', 'excessive sweating', 'night sweats', 'malaise', 'weakness', 'lymphadenopathy', 'weight change', 'appetite change'],
  Eyes: ['blurred vision', 'diplopia', 'photophobia', 'eye pain', 'red eye', 'eye discharge', 'vision loss', 'visual disturbance'],
  'Ears, Nose, Mouth and Throat': ['earache', 'ear discharge', 'tinnitus', 'epistaxis', 'nasal congestion', 'rhinorrhoea', 'sore throat', 'hoarseness of voice', 'anosmia', 'ageusia', 'sneezing', 'hearing loss', 'voice change', 'dry mouth', 'neck lump', 'postnasal drip', 'toothache'],
  Cardiovascular: ['chest pain', 'palpitations', 'tachycardia', 'bradycardia', 'murmur', 'syncope', 'oedema', 'pedal oedema', 'intermittent claudication', 'orthopnoea', 'paroxysmal nocturnal dyspnoea', 'presyncope', 'chest tightness'],
  Respiratory: ['cough', 'dry cough', 'productive cough', 'expectoration', 'dyspnoea', 'tachypnoea', 'wheezing', 'stridor', 'haemoptysis', 'crepitations', 'rhonchi', 'hiccups', 'pleuritic chest pain', 'snoring', 'clubbing'],
  Gastrointestinal: ['nausea', 'vomiting', 'abdominal pain', 'epigastric pain', 'heartburn', 'bloating', 'constipation', 'diarrhoea', 'dysphagia', 'odynophagia', 'haematemesis', 'melaena', 'haematochezia', 'tenesmus', 'jaundice', 'change in bowel habit', 'faecal incontinence', 'pale stools', 'belching', 'ascites', 'hepatomegaly', 'splenomegaly', 'hepatosplenomegaly'],
  Genitourinary: ['dysuria', 'haematuria', 'polyuria', 'nocturia', 'oliguria', 'anuria', 'urinary retention', 'urinary incontinence', 'bowel or bladder dysfunction', 'urinary urgency', 'urinary hesitancy', 'flank pain', 'vaginal discharge', 'urinary symptoms', 'weak urinary stream', 'urethral discharge', 'vaginal bleeding'],
  Neurological: ['headache', 'dizziness', 'vertigo', 'seizures', 'tremor', 'paraesthesia', 'numbness', 'confusion', 'altered sensorium', 'somnolence', 'aphasia', 'dysarthria', 'ataxia', 'neck stiffness', 'limb weakness', 'loss of consciousness', 'sensory loss', 'facial droop', 'speech disturbance', 'unsteadiness', 'difficulty walking', 'twitching', 'memory loss'],
  Psychiatric: ['irritability', 'hallucinations', 'anxiety', 'depressed mood', 'insomnia', 'nervousness', 'mood changes', 'sleep disturbance', 'suicidal ideation', 'homicidal ideation'],
  Skin: ['pruritus', 'rash', 'hair loss', 'pallor', 'cyanosis', 'hirsutism', 'skin changes', 'skin lesions', 'ecchymosis', 'mole', 'crusting'],
  Breast: ['mastalgia', 'breast lump', 'galactorrhoea'],
  Musculoskeletal: ['muscle spasm'],
  Endocrine: ['polydipsia', 'polyphagia', 'heat intolerance', 'cold intolerance'],
  Haematological: ['easy bruising', 'bleeding tendency'],
};

const SYSTEM_OF_TERM = new Map(Object.entries(BY_TERM).flatMap(([system, terms]) => terms.map((term) => [term, system as BodySystem])));

/** By the lexicon term, else by the ICD-10 chapter of its code: M musculoskeletal, L skin, H eye and ear, F mental. */
export function systemOf(finding: Pick<Finding, 'name' | 'codes'>): BodySystem {
  const known = SYSTEM_OF_TERM.get(finding.name);
  if (known) return known;
  const icd = finding.codes.find((c) => c.system === 'ICD-10')?.code ?? '';
  if (/pain|stiffness|cramps|swelling/.test(finding.name) || icd.startsWith('M')) return 'Musculoskeletal';
  if (icd.startsWith('L')) return 'Skin';
  if (icd.startsWith('H')) return 'Eyes';
  if (icd.startsWith('F')) return 'Psychiatric';
  return 'Other';
}
