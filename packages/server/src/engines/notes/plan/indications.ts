/**
 * What a drug is given for, and what a test or procedure is ordered for, as WHO ICD-10 code prefixes (a block, "I10"–"I15", or a
 * category, "K59"): enough to tell that a laxative is not for a contusion, nor a thyroid panel for knee arthritis. A
 * drug or test not in the table may be for anything; the table holds the classes of the ACI-BENCH train plans and
 * common outpatient practice, curated from the drugs' licensed indications (FDA labels, NLEM 2022), the tests'
 * common indications, and WHO ICD-10.
 */
import { LIMB_PARTS } from '../context/body-parts.js';
import { ACTIVITY } from './advice.js';

const HYPERTENSION = ['I10', 'I11', 'I12', 'I13', 'I15'];
const ISCHAEMIC_HEART = ['I20', 'I21', 'I22', 'I23', 'I24', 'I25'];
const HEART_FAILURE = ['I50', 'I42'];
const ARRHYTHMIA = ['I47', 'I48', 'I49'];
const KIDNEY = ['N18', 'N08'];
const DIABETES = ['E10', 'E11', 'E12', 'E13', 'E14', 'R73'];
const LIPIDS = ['E78'];
const STROKE_VASCULAR = ['I63', 'I64', 'I65', 'I66', 'I70', 'I73', 'Z95'];
const THROMBOSIS = ['I26', 'I80', 'I82'];
const OEDEMA = ['R60'];
const LIVER = ['K70', 'K74', 'K76'];
const ACID = ['K20', 'K21', 'K22', 'K25', 'K26', 'K27', 'K29', 'K30', 'K31', 'R10', 'R12'];
const BOWEL = ['K56', 'K57', 'K58', 'K59', 'R19'];
const MOOD_ANXIETY = ['F32', 'F33', 'F34', 'F38', 'F39', 'F40', 'F41', 'F42', 'F43', 'F50'];
const AIRWAYS = ['J20', 'J21', 'J40', 'J41', 'J42', 'J43', 'J44', 'J45', 'J46', 'J47', 'J98', 'R05', 'R06', 'U07'];
const ALLERGY = ['T78', 'T63', 'T80', 'T88', 'Z88', 'L50', 'J30', 'L20', 'L23', 'L29', 'H10'];
const THYROID = ['E01', 'E02', 'E03', 'E04', 'E89', 'C73'];
const GOUT = ['M10', 'E79'];
const HEADACHE = ['G43', 'G44', 'R51'];
const NEUROPATHIC = ['G40', 'G50', 'G54', 'G56', 'G57', 'G58', 'G62', 'G63', 'B02', 'M54', 'M79', 'R20', 'R52'];

/** Pain and inflammation of the musculoskeletal system and injuries, whole chapters: M (musculoskeletal), S (injuries). */
const MUSCULOSKELETAL_PAIN = ['M', 'S', 'T14', 'R52', 'G56', 'G57'];
const PAIN_AND_FEVER = [...MUSCULOSKELETAL_PAIN, ...HEADACHE, 'R50', 'R07.0', 'J02', 'J03', 'J06', 'N20', 'N21', 'N23', 'N94'];

const HEART = [...HEART_FAILURE, ...ISCHAEMIC_HEART, ...HYPERTENSION, ...ARRHYTHMIA];
const LIPID_RISK = [...LIPIDS, ...ISCHAEMIC_HEART, ...HYPERTENSION, ...DIABETES, ...STROKE_VASCULAR, 'E66'];
const RENAL_PANEL = [...KIDNEY, ...HYPERTENSION, ...HEART_FAILURE, ...DIABETES, 'N17', 'N19', 'N20', 'E86', 'E87', 'Z94'];
const LIVER_PANEL = [...LIVER, 'K75', 'K80', 'K81', 'K83', 'B15', 'B16', 'B17', 'B18', 'B19', 'R17', 'R74'];
const URINARY = ['N10', 'N11', 'N20', 'N30', 'N39', 'R30', 'R31', 'R35'];

const ACE_OR_ARB = [...HYPERTENSION, ...HEART_FAILURE, ...ISCHAEMIC_HEART, ...KIDNEY, ...DIABETES];
const BETA_BLOCKER = [...HYPERTENSION, ...ISCHAEMIC_HEART, ...HEART_FAILURE, ...ARRHYTHMIA];
const CALCIUM_BLOCKER = [...HYPERTENSION, ...ISCHAEMIC_HEART];
const LOOP_DIURETIC = [...HEART_FAILURE, ...HYPERTENSION, ...OEDEMA, ...KIDNEY, ...LIVER];
const THIAZIDE = [...HYPERTENSION, ...HEART_FAILURE, ...OEDEMA];
const ANTIPLATELET = [...ISCHAEMIC_HEART, ...STROKE_VASCULAR];
const ANTICOAGULANT = [...ARRHYTHMIA, ...THROMBOSIS, ...STROKE_VASCULAR];
const STATIN = [...LIPIDS, ...ISCHAEMIC_HEART, ...STROKE_VASCULAR, ...DIABETES];
const GLUCOSE_LOWERING = [...DIABETES, 'E66', 'E28'];
const SGLT2 = [...GLUCOSE_LOWERING, ...HEART_FAILURE, ...KIDNEY];
const ACID_LOWERING = ACID;
const LAXATIVE = [...BOWEL, ...LIVER];
const ANTIDEPRESSANT = MOOD_ANXIETY;
const INHALED = AIRWAYS;
const ANTIHISTAMINE = ALLERGY;

export const INDICATIONS: Readonly<Record<string, readonly string[]>> = {
  lisinopril: ACE_OR_ARB, enalapril: ACE_OR_ARB, ramipril: ACE_OR_ARB, losartan: ACE_OR_ARB, telmisartan: ACE_OR_ARB,
  valsartan: ACE_OR_ARB, olmesartan: ACE_OR_ARB,
  metoprolol: BETA_BLOCKER, carvedilol: BETA_BLOCKER, atenolol: BETA_BLOCKER, bisoprolol: BETA_BLOCKER,
  propranolol: [...BETA_BLOCKER, ...HEADACHE, 'F41', 'I85'],
  amlodipine: CALCIUM_BLOCKER, nifedipine: CALCIUM_BLOCKER, diltiazem: [...CALCIUM_BLOCKER, ...ARRHYTHMIA],
  furosemide: LOOP_DIURETIC, bumetanide: LOOP_DIURETIC, torsemide: LOOP_DIURETIC,
  hydrochlorothiazide: THIAZIDE, chlorthalidone: THIAZIDE,
  spironolactone: [...HEART_FAILURE, ...HYPERTENSION, ...OEDEMA, ...LIVER, 'E26', 'L70', 'L68'],
  digoxin: [...ARRHYTHMIA, ...HEART_FAILURE],
  aspirin: [...ANTIPLATELET, 'R50', 'R51', 'R52', 'M79'],
  clopidogrel: ANTIPLATELET, ticagrelor: ANTIPLATELET,
  apixaban: ANTICOAGULANT, rivaroxaban: ANTICOAGULANT, warfarin: ANTICOAGULANT, dabigatran: ANTICOAGULANT,
  atorvastatin: STATIN, rosuvastatin: STATIN, simvastatin: STATIN, pravastatin: STATIN,
  metformin: GLUCOSE_LOWERING, glipizide: GLUCOSE_LOWERING, glimepiride: GLUCOSE_LOWERING, gliclazide: GLUCOSE_LOWERING,
  sitagliptin: GLUCOSE_LOWERING, 'insulin glargine': GLUCOSE_LOWERING, insulin: GLUCOSE_LOWERING,
  empagliflozin: SGLT2, dapagliflozin: SGLT2, liraglutide: GLUCOSE_LOWERING, semaglutide: GLUCOSE_LOWERING,
  omeprazole: ACID_LOWERING, pantoprazole: ACID_LOWERING, esomeprazole: ACID_LOWERING, lansoprazole: ACID_LOWERING,
  rabeprazole: ACID_LOWERING, famotidine: ACID_LOWERING,
  'polyethylene glycol': LAXATIVE, senna: LAXATIVE, lactulose: [...LAXATIVE, 'K72'], bisacodyl: LAXATIVE,
  fluoxetine: ANTIDEPRESSANT, sertraline: ANTIDEPRESSANT, escitalopram: ANTIDEPRESSANT, citalopram: ANTIDEPRESSANT,
  paroxetine: ANTIDEPRESSANT, venlafaxine: ANTIDEPRESSANT, duloxetine: [...ANTIDEPRESSANT, ...NEUROPATHIC],
  bupropion: [...ANTIDEPRESSANT, 'F17'], mirtazapine: ANTIDEPRESSANT, trazodone: [...ANTIDEPRESSANT, 'G47'],
  salbutamol: INHALED, ipratropium: INHALED, tiotropium: INHALED, budesonide: [...INHALED, 'J30', 'J32', 'K50'],
  formoterol: INHALED, salmeterol: INHALED, fluticasone: [...INHALED, 'J30', 'J32', 'J33'], beclomethasone: INHALED,
  montelukast: [...INHALED, 'J30'],
  adrenaline: ALLERGY,
  cetirizine: ANTIHISTAMINE, levocetirizine: ANTIHISTAMINE, loratadine: ANTIHISTAMINE, fexofenadine: ANTIHISTAMINE,
  levothyroxine: THYROID,
  allopurinol: GOUT, colchicine: [...GOUT, 'I30'], febuxostat: GOUT,
  sumatriptan: HEADACHE, rizatriptan: HEADACHE,
  ibuprofen: PAIN_AND_FEVER, naproxen: PAIN_AND_FEVER, diclofenac: PAIN_AND_FEVER, ketorolac: PAIN_AND_FEVER,
  paracetamol: PAIN_AND_FEVER, meloxicam: MUSCULOSKELETAL_PAIN, celecoxib: MUSCULOSKELETAL_PAIN, indomethacin: [...MUSCULOSKELETAL_PAIN, ...GOUT],
  cyclobenzaprine: MUSCULOSKELETAL_PAIN, methocarbamol: MUSCULOSKELETAL_PAIN, tizanidine: [...MUSCULOSKELETAL_PAIN, 'G35', 'G82'],
  tramadol: [...MUSCULOSKELETAL_PAIN, ...NEUROPATHIC], hydrocodone: [...MUSCULOSKELETAL_PAIN, 'R05'],
  gabapentin: NEUROPATHIC, pregabalin: [...NEUROPATHIC, 'F41'],

  // Tests, by their names in investigations.tsv.
  'thyroid profile': THYROID, TSH: THYROID, 'free T4': THYROID, 'free T3': THYROID, 'anti-TPO antibodies': THYROID,
  HbA1c: DIABETES, 'fasting blood sugar': DIABETES, 'postprandial blood sugar': DIABETES, 'oral glucose tolerance test': DIABETES,
  'lipid profile': LIPID_RISK, 'total cholesterol': LIPID_RISK, triglycerides: LIPID_RISK, 'HDL cholesterol': LIPID_RISK, 'LDL cholesterol': LIPID_RISK,
  echocardiography: [...HEART, 'I34', 'I35', 'I36', 'I37', 'I05', 'I06', 'I07', 'I08', 'I71', 'Q2', 'R01', 'R06', 'R07', 'R55', 'Z95'],
  electrocardiogram: [...HEART, 'R00', 'R07', 'R42', 'R55', 'Z95'],
  'exercise stress test': [...ISCHAEMIC_HEART, ...ARRHYTHMIA, 'R07', 'R06', 'R55', 'Z95'],
  'kidney function test': RENAL_PANEL, 'serum creatinine': RENAL_PANEL, 'basic metabolic panel': RENAL_PANEL,
  'comprehensive metabolic panel': [...RENAL_PANEL, ...LIVER_PANEL], 'serum electrolytes': RENAL_PANEL, 'serum sodium': RENAL_PANEL,
  'serum potassium': RENAL_PANEL, 'estimated glomerular filtration rate': RENAL_PANEL,
  'serum uric acid': GOUT,
  PSA: ['C61', 'N40', 'N41', 'R39', 'Z12'],
  mammography: ['C50', 'D05', 'N60', 'N63', 'N64', 'Z12'],
  'pulmonary function test': AIRWAYS,
  'liver function test': LIVER_PANEL, SGPT: LIVER_PANEL, SGOT: LIVER_PANEL, 'alkaline phosphatase': [...LIVER_PANEL, 'M88', 'C79'],
  'gamma-glutamyl transferase': LIVER_PANEL, 'serum bilirubin': LIVER_PANEL,
  'urine routine': URINARY, 'urine culture': URINARY,

  // Procedures, by their names in procedures.tsv.
  'cataract surgery': ['H25', 'H26', 'H28'],
  'carpal tunnel release': ['G56'],
  'total knee replacement': ['M17', 'M23', 'M25', 'S83'], 'total hip replacement': ['M16', 'M87', 'S72'],
  'rotator cuff repair': ['M75', 'S43', 'S46'],
  'epidural steroid injection': ['M47', 'M48', 'M50', 'M51', 'M54', 'G54', 'G55'],
  'extracorporeal shock wave lithotripsy': ['N20', 'N21', 'N23'], ureteroscopy: ['N20', 'N21', 'N23', 'N13'],
  'coronary angiography': [...ISCHAEMIC_HEART, ...HEART_FAILURE, 'R07', 'I35'],
  'upper GI endoscopy': [...ACID, 'K92', 'D50', 'D62', 'D64', 'R13', 'C15', 'C16'],
  colonoscopy: ['K50', 'K51', 'K55', 'K56', 'K57', 'K58', 'K59', 'K62', 'K63', 'K92', 'C18', 'C19', 'C20', 'D12', 'Z12', 'R19', 'D50', 'D62', 'D64'],
};

/** Images of a part, which are for what hurts or was injured there when the part is a limb, a joint or the back. */
const IMAGING = /^(?:MRI|X-ray|CT scan)$/i;
const PART_OF_THE_MUSCULOSKELETAL_SYSTEM = new RegExp(String.raw`\b(?:${LIMB_PARTS}|back|spine|lumbar|cervical|neck|pelvis)`, 'i');

/** What advice is given for, by the words it turns on: salt for the blood pressure and the heart, ice for an injury. */
const ADVICE_INDICATIONS: readonly [RegExp, readonly string[]][] = [
  [/\b(?:salt|sodium|salty)\b/i, [...HYPERTENSION, ...HEART_FAILURE, ...OEDEMA, ...KIDNEY, ...LIVER]],
  // Weighing oneself, not losing weight: "weigh daily", "check the weights".
  [/\bweigh\b|\b(?:check|record|monitor)\w* (?:the |your )?weights?\b|\bdaily weights?\b/i, [...HEART_FAILURE, ...OEDEMA, ...KIDNEY]],
  [/\bblood pressures?\b/i, [...HYPERTENSION, ...HEART_FAILURE, ...KIDNEY]],
  [/\bblood sugars?\b|\bglucose\b|\b(?:carbs|carbohydrates|sugars?|sweets)\b/i, [...DIABETES, 'E66']],
  [/\bpush fluids\b|\bstrain the urine\b/i, ['N20', 'N21', 'N23', 'R31']],
  [/\b(?:ice|icing|elevat\w*|brace|splint|sling|crutches|weight-bearing|air cast|ace wrap)\b/i, MUSCULOSKELETAL_PAIN],
  // An activity forbidden: "no basketball for 7 days", "no running"; not driving, forbidden as often for a seizure.
  [new RegExp(String.raw`^no (?!driving\b)${ACTIVITY}\b`, 'i'), MUSCULOSKELETAL_PAIN],
];

/** Whether an instruction is for a problem with these ICD-10 codes: undefined when the table does not know it, or the problem has no code. */
export function isAdviceFor(instruction: string, icd10Codes: readonly string[]): boolean | undefined {
  return fitsAny(ADVICE_INDICATIONS.filter(([words]) => words.test(instruction)).map(([, prefixes]) => prefixes), icd10Codes);
}

/** Whether any of the known indications holds a problem's code: undefined when none is known, or the problem has no code. */
function fitsAny(known: readonly (readonly string[])[], icd10Codes: readonly string[]): boolean | undefined {
  if (known.length === 0 || icd10Codes.length === 0) return undefined;
  return known.some((prefixes) => icd10Codes.some((code) => prefixes.some((prefix) => code.toUpperCase().startsWith(prefix))));
}

/**
 * Whether a drug (by its model name; a combination "budesonide + formoterol" by any of its parts) or a test is for a
 * problem with these ICD-10 codes: undefined when the table does not know it, or the problem has no code.
 */
export function isFor(item: string, icd10Codes: readonly string[], site?: string): boolean | undefined {
  const imagedPart = site !== undefined && IMAGING.test(item) && PART_OF_THE_MUSCULOSKELETAL_SYSTEM.test(site) ? [MUSCULOSKELETAL_PAIN] : [];
  return fitsAny([...imagedPart, ...item.split(' + ').map((part) => INDICATIONS[part.trim()] ?? INDICATIONS[part.trim().toLowerCase()]).filter((list) => list !== undefined)], icd10Codes);
}
