import { describe, expect, it } from 'vitest';
import { conceptContext, type ConceptContext } from './concept-context.js';

const PLAIN: ConceptContext = { presence: 'present', temporality: 'current', subject: 'patient', hypothetical: false };

function contextOf(sentence: string, concept: string): ConceptContext {
  const start = sentence.indexOf(concept);
  if (start < 0) throw new Error(`"${concept}" is not in "${sentence}"`);
  return conceptContext(sentence, { start, end: start + concept.length });
}

type Row = [sentence: string, concept: string, expected: Partial<ConceptContext>];

function table(rows: readonly Row[]): void {
  it.each(rows)('%s → %s', (sentence, concept, expected) => {
    expect(contextOf(sentence, concept)).toEqual({ ...PLAIN, ...expected });
  });
}

describe('conceptContext', () => {
  describe('negation and its scope', () => {
    table([
      ['Patient denies chest pain.', 'chest pain', { presence: 'absent' }],
      ["on your heart exam you have a regular rate and rhythm and i don't appreciate any murmurs", 'murmurs', { presence: 'absent' }],
      ["I don't hear any wheezes.", 'wheezes', { presence: 'absent' }],
      ["but i don't think that this is a a sign of a stroke or any bleeding in your brain", 'stroke', { presence: 'absent' }],
      // The doctor's opinion that the patient has not got it, before or after the name (issue 28).
      ["i don't think you have a fracture of the wrist", 'fracture', { presence: 'absent' }],
      ['i do not think that she has appendicitis', 'appendicitis', { presence: 'absent' }],
      ["it looks for prostate cancer issues which i don't think you have because the exam was normal", 'prostate cancer', { presence: 'absent', hypothetical: true }],
      ["anemia , which i don't think he has", 'anemia', { presence: 'absent' }],
      // What the doctor wants to keep away is not the patient's (issue 28).
      ["we all like the french fries but we also don't like strokes", 'strokes', { hypothetical: true }],
      ["we don't want you to have a heart attack", 'heart attack', { hypothetical: true }],
      // What a test looks for is not the patient's.
      ["we'll send a psa which looks for prostate cancer", 'prostate cancer', { hypothetical: true }],
      // What a medicine may do (issue 31: the doctors' counselling in the Indian-language corpus).
      ['this tablet may cause drowsiness', 'drowsiness', { hypothetical: true }],
      ['drowsiness may come for the first few days', 'drowsiness', { hypothetical: true }],
      // Probe p15: a side effect that may return when the dose goes up is counselling, not a complaint.
      ['the nausea might come back for a few days when we go up', 'nausea', { hypothetical: true }],
      // A procedure the patient may need one day is no order (issue 28).
      ['make sure you tell them that you have that iga deficiency before any blood transfusion', 'blood transfusion', { hypothetical: true }],
      ['if you ever need surgery on that knee we can talk about it', 'surgery', { hypothetical: true }],
      // A safety net's conditions are clauses joined by "or", each longer than a list item (probe p13).
      ["go to the emergency room if he gets a stiff neck, he's very hard to wake up, you see swelling or redness behind the ear, or he has trouble breathing.", 'trouble breathing', { hypothetical: true }],
      ["go to the emergency room if he gets a stiff neck, he's very hard to wake up, you see swelling or redness behind the ear, or he has trouble breathing.", 'swelling', { hypothetical: true }],
      // A state to wait for is not the patient's now (probes p06, p13).
      ["keep him home until he's been fever free for twenty four hours.", 'fever', { presence: 'absent', hypothetical: true, duration: { value: 24, unit: 'hour' } }],
      ["stay home until you've been fever free for twenty four hours without medicine.", 'fever', { presence: 'absent', hypothetical: true, duration: { value: 24, unit: 'hour' } }],
      ['i was fine until the fever started on monday.', 'fever', {}],
      // A condition of the list may say how long (probe p25).
      ['come immediately if he is not drinking, very sleepy, vomiting everything, blood in the motion, no urine for six hours, or high fever.', 'high fever', { hypothetical: true }],
      // With no "or" the clause after the comma is a statement of its own.
      ['if the pain gets worse, take ibuprofen, your knee has some swelling today.', 'swelling', {}],
      ["i'll do a swab to check for strep throat", 'strep throat', { hypothetical: true }],
      ['No fever, cough or vomiting.', 'fever', { presence: 'absent' }],
      // What the patient has, said after a denial (issue 28: train D2N007, D2N066, D2N027).
      ['no , no weakness , just , just the weird numbing', 'numbing', {}],
      ['no fever , only a cough', 'cough', {}],
      ["no surgeries you know i've i've had back pain occasionally over the years", 'back pain', {}],
      ['no surgeries , i had knee pain for years', 'knee pain', {}],
      // What is denied is what the complaint is taken for (train D2N027).
      ["it's not like my tiredness is depression or anything", 'tiredness', {}],
      ["it's not like my tiredness is depression or anything", 'depression', { presence: 'absent' }],
      ["no no numbness and i don't think i've had like any tingling or anything like that", 'tingling', { presence: 'absent' }],
      // What is denied is the recurrence, not the condition had before.
      ["today's clinical examination shows no evidence of recurrence with the dcis or other malignancy", 'dcis', {}],
      ['no evidence of cancer', 'cancer', { presence: 'absent' }],
      ["no i wish unfortunately i've gained some weight", 'gained some weight', {}],
      ["good news is i don't see any evidence of osteomyelitis meaning that there is no infection of the bone", 'osteomyelitis', { presence: 'absent' }],
      // What not treating may bring is no diagnosis.
      ['you also have a high likelihood of developing arthritis', 'arthritis', { hypothetical: true }],
      // A pathology report's denial follows its finding.
      ['um , melanocytic nevus not identified .', 'melanocytic nevus', { presence: 'absent' }],
      ['No fever, cough or vomiting.', 'cough', { presence: 'absent' }],
      ['No fever, cough or vomiting.', 'vomiting', { presence: 'absent' }],
      ['No burning micturition, loose stools, cold or body ache.', 'body ache', { presence: 'absent' }],
      ['No fever but cough since 3 days.', 'fever', { presence: 'absent' }],
      ['No fever but cough since 3 days.', 'cough', { duration: { value: 3, unit: 'day' } }],
      ['Complains of headache, no vomiting.', 'headache', {}],
      ['Pedal edema is absent.', 'Pedal edema', { presence: 'absent' }],
      ['Absent breath sounds on the right side.', 'breath sounds', { presence: 'absent' }],
      ['Pallor nil, icterus present.', 'Pallor', { presence: 'absent' }],
      ['Pallor nil, icterus present.', 'icterus', {}],
      ['No pallor, icterus present.', 'icterus', {}],
      ['No pallor, icterus present.', 'pallor', { presence: 'absent' }],
      ['No focal motor weakness is noted.', 'weakness', { presence: 'absent' }],
      ['No rash is seen over the shin.', 'rash', { presence: 'absent' }],
      ['Mild swelling is noted.', 'swelling', {}],
      ['Without any breathlessness on exertion.', 'breathlessness', { presence: 'absent' }],
      ['Patient is free of seizures since 2019.', 'seizures', { presence: 'absent', onset: '2019' }],
      // Free of it, said after the name (probe p13: "until he's been fever free for twenty four hours" was a fever).
      ['he has been fever free since sunday.', 'fever', { presence: 'absent', onset: 'sunday' }],
      ['she has been pain-free since the injection.', 'pain', { presence: 'absent' }],
      ['Burning micturition not present.', 'Burning micturition', { presence: 'absent' }],
      ['Pallor, icterus, cyanosis not present.', 'Pallor', { presence: 'absent' }],
      ['Fever since 3 days, cough not present.', 'Fever', { duration: { value: 3, unit: 'day' } }],
      ['Dengue NS1 was negative.', 'Dengue NS1', { presence: 'absent' }],
      ['Typhoid ruled out, started on antibiotics for UTI.', 'Typhoid', { presence: 'absent' }],
      ['Typhoid ruled out, started on antibiotics for UTI.', 'UTI', {}],
      ['Ruled out malaria.', 'malaria', { presence: 'absent' }],
      ['Dengue has been ruled out.', 'Dengue', { presence: 'absent' }],
      ['Does not have diabetes.', 'diabetes', { presence: 'absent' }],
      ['Never had seizures.', 'seizures', { presence: 'absent' }],
      ['Denies fever, has cough with expectoration.', 'cough', {}],
      ['No fever and has cough', 'cough', {}],
      ['No cough; fever since 2 days.', 'fever', { duration: { value: 2, unit: 'day' } }],
      ['Denies fever except for mild chills at night.', 'chills', {}],
      ['No pain apart from occasional burning micturition.', 'burning micturition', {}],
      ['No vomiting or diarrhoea, however abdominal pain is there.', 'abdominal pain', {}],
      ['No tenderness, which makes appendicitis unlikely.', 'appendicitis', { presence: 'possible' }],
      ['No fever since 3 days, cough persists.', 'cough', {}],
      ['No fever since 3 days, cough persists.', 'fever', { presence: 'absent', duration: { value: 3, unit: 'day' } }],
      // Beyond the window: "not" is about the medication, not the disease.
      ['Not on any regular medication or follow up with a doctor for hypertension.', 'hypertension', {}],
    ]);
  });

  describe('pseudo-negation', () => {
    table([
      ['No increase in swelling over the ankle.', 'swelling', {}],
      // Reassurance denies nothing said after it (probe p21).
      ['no no not serious your thyroid is under active hypothyroidism', 'hypothyroidism', {}],
      ["don't worry, this is just a mild sprain", 'sprain', {}],
      ['No change in breathlessness since the last visit.', 'breathlessness', {}],
      ['No improvement in knee pain after physiotherapy.', 'knee pain', {}],
      ['No relief in pain abdomen with antacids.', 'pain abdomen', {}],
      ['Not only fever but also joint pains.', 'fever', {}],
      ['Gram negative bacilli seen in urine culture.', 'bacilli', {}],
      ['Swallowing without difficulty.', 'Swallowing', {}],
      ['No further workup needed for anaemia.', 'anaemia', {}],
      ['BP is not controlled on amlodipine.', 'amlodipine', {}],
      // How the patient is, answered before the complaint: "not great" denies nothing that follows (issue 28).
      ['not great, my lower back has been killing me.', 'lower back', {}],
      ["not so good, i've had this cough for a week", 'cough', { duration: { value: 1, unit: 'week' } }],
      ["i'm not feeling well, i have a fever", 'fever', {}],
      ['not too bad, but my knee still hurts', 'knee', {}],
      // … but a bare "not good" still denies what follows (review).
      ['there is not good range of motion', 'range of motion', { presence: 'absent' }],
    ]);
  });

  describe('Hinglish', () => {
    table([
      ['Bukhar nahi hai.', 'Bukhar', { presence: 'absent' }],
      ['Chest pain nahi hai, sirf khansi hai.', 'Chest pain', { presence: 'absent' }],
      ['Chest pain nahi hai, sirf khansi hai.', 'khansi', {}],
      ['Koi vomiting nahi.', 'vomiting', { presence: 'absent' }],
      ['Fever 3 din se hai koi vomiting nahi', 'Fever', { duration: { value: 3, unit: 'day' } }],
      ['3 din se bukhar hai.', 'bukhar', { duration: { value: 3, unit: 'day' } }],
      ['Do hafte se khansi hai.', 'khansi', { duration: { value: 2, unit: 'week' } }],
      ['Kal se ulti ho rahi hai.', 'ulti', { onset: 'yesterday' }],
      ['Papa ko sugar hai.', 'sugar', { subject: 'family' }],
    ]);
  });

  describe('uncertainty', () => {
    table([
      ['?Typhoid, advised Widal test.', 'Typhoid', { presence: 'possible' }],
      ['Rule out dengue.', 'dengue', { presence: 'possible' }],
      ["i'm concerned you may have a meniscal tear .", 'meniscal tear', { presence: 'possible' }],
      ['what i am concerned about for your knee is it sounds like you have a torn or injured mcl', 'injured mcl', { presence: 'possible' }],
      ["i'm worried that this is a stress fracture .", 'stress fracture', { presence: 'possible' }],
      ['this is concerning for a kidney stone .', 'kidney stone', { presence: 'possible' }],
      ["i'm a little concerned about the inactivity with your your knee pain .", 'knee pain', {}],
      ['R/o malaria, send peripheral smear.', 'malaria', { presence: 'possible' }],
      ['Suspected pulmonary tuberculosis.', 'pulmonary tuberculosis', { presence: 'possible' }],
      ['Acute appendicitis likely.', 'Acute appendicitis', { presence: 'possible' }],
      ['Could be viral fever.', 'viral fever', { presence: 'possible' }],
      ['Typhoid vs malaria.', 'Typhoid', { presence: 'possible' }],
      ['Typhoid vs malaria.', 'malaria', { presence: 'possible' }],
      ['Dengue to be ruled out.', 'Dengue', { presence: 'possible' }],
      ['Tuberculosis not ruled out.', 'Tuberculosis', { presence: 'possible' }],
      ['Cannot rule out pneumonia.', 'pneumonia', { presence: 'possible' }],
      ['Not certain about migraine.', 'migraine', { presence: 'possible' }],
      ['No fever, ?malaria.', 'malaria', { presence: 'possible' }],
      ['Differential diagnosis includes typhoid and brucellosis.', 'brucellosis', { presence: 'possible' }],
      ['Cough, possible pneumonia.', 'pneumonia', { presence: 'possible' }],
      ['Cough, possible pneumonia.', 'Cough', {}],
      ['Fever, likely viral.', 'Fever', {}],
    ]);
  });

  describe('history and current', () => {
    table([
      ['K/c/o DM on metformin since 5 years.', 'DM', { temporality: 'past', duration: { value: 5, unit: 'year' } }],
      ['Known case of hypertension, now c/o headache since morning.', 'hypertension', { temporality: 'past' }],
      ['Known case of hypertension, now c/o headache since morning.', 'headache', { onset: 'morning' }],
      ['H/o fever since 3 days.', 'fever', { duration: { value: 3, unit: 'day' } }],
      // A time long past opening the sentence tells of that time, through its "but" (probe p23: "denies leg pain").
      ['two years back, similar pain but without the leg pain.', 'leg pain', { presence: 'absent', temporality: 'past' }],
      ['two years back, i had asthma but now cough is there.', 'cough', {}],
      ['two years back, i had asthma but now cough is there.', 'asthma', { temporality: 'past', onset: 'two years back' }],
      // A side effect that has gone, told after "but" (probe p15's chief complaint was the nausea).
      ['my stomach was kinda upset the first week like a little nausea but that went away', 'nausea', { temporality: 'past' }],
      ['i had some dizziness but it went away after a day', 'dizziness', { temporality: 'past' }],
      ['i had chest pain but it was not like this', 'chest pain', {}],
      ['H/o chest pain on exertion.', 'chest pain', { temporality: 'past' }],
      ['History of asthma in childhood.', 'asthma', { temporality: 'past' }],
      ["when i was a kid i had strep throat but i haven't had anything like that as an adult", 'strep throat', { temporality: 'past' }],
      ['Had jaundice 2 years ago.', 'jaundice', { temporality: 'past', onset: '2 years ago' }],
      ['Operated for appendicitis in 2015.', 'appendicitis', { temporality: 'past' }],
      ['Was diagnosed with tuberculosis last year and completed treatment.', 'tuberculosis', { temporality: 'past' }],
      ['Previously treated for pulmonary TB.', 'pulmonary TB', { temporality: 'past' }],
      ['Past history of jaundice, no h/o blood transfusion.', 'jaundice', { temporality: 'past' }],
      ['Past history of jaundice, no h/o blood transfusion.', 'blood transfusion', { presence: 'absent', temporality: 'past' }],
      ['Known diabetic, presents with burning micturition since 2 days.', 'burning micturition', { duration: { value: 2, unit: 'day' } }],
      ['Had dengue in 2019, now fever since 2 days', 'dengue', { temporality: 'past' }],
      ['Had dengue in 2019, now fever since 2 days', 'fever', { duration: { value: 2, unit: 'day' } }],
      // A year said aloud dates it as one in digits does (issue 28).
      ['you had a heart attack in twenty eighteen.', 'heart attack', { temporality: 'past' }],
      ['i had pneumonia back in two thousand and five', 'pneumonia', { temporality: 'past' }],
      ['History of present illness: fever with chills.', 'fever', {}],
      // Reported history with a duration is the complaint now; a known case stays past medical history.
      ['H/o DM since 10 years.', 'DM', { duration: { value: 10, unit: 'year' } }],
      ['45 year old female, known hypertensive, with chest pain since morning.', 'hypertensive', { temporality: 'past' }],
      ['45 year old female, known hypertensive, with chest pain since morning.', 'chest pain', { onset: 'morning' }],
    ]);
  });

  describe('family and patient', () => {
    table([
      ['Mother is diabetic.', 'diabetic', { subject: 'family' }],
      ['Father had MI at the age of 55.', 'MI', { subject: 'family' }],
      ['Family history of hypertension and stroke.', 'stroke', { subject: 'family' }],
      // A heading reaches the whole list after it: "for family history, it looks like there's …".
      ["and for family history , it looks like there's high blood pressure , diabetes , thyroid disease and gastric ulcers .", 'high blood pressure', { subject: 'family' }],
      ["and for family history , it looks like there's high blood pressure , diabetes , thyroid disease and gastric ulcers .", 'gastric ulcers', { subject: 'family' }],
      ['Asthma runs in the family.', 'Asthma', { subject: 'family' }],
      ['Diabetes in both parents.', 'Diabetes', { subject: 'family' }],
      ['FHx of IHD in father.', 'IHD', { subject: 'family' }],
      ['Maternal uncle had epilepsy.', 'epilepsy', { subject: 'family' }],
      ['Father has hypertension, patient has chest pain since morning.', 'hypertension', { subject: 'family' }],
      ['Father has hypertension, patient has chest pain since morning.', 'chest pain', { onset: 'morning' }],
      ['Mother says he has fever since 3 days.', 'fever', { duration: { value: 3, unit: 'day' } }],
      ['Brought by mother with complaints of fever and cold.', 'fever', {}],
      ['Patient has no fever, has cough since 2 days and mother is diabetic.', 'diabetic', { subject: 'family' }],
      // The patient telling what a relative said of herself (issue 28: train D2N021).
      ['um , my cousin said she had lost some weight , and has been working out every day', 'lost some weight', { subject: 'family' }],
    ]);
  });

  describe('durations and onsets', () => {
    table([
      ['Cough with expectoration for two weeks.', 'Cough', { duration: { value: 2, unit: 'week' } }],
      ['Fever x 5 days.', 'Fever', { duration: { value: 5, unit: 'day' } }],
      ['Fever x3 days with chills.', 'Fever', { duration: { value: 3, unit: 'day' } }],
      ['Loose motions since yesterday.', 'Loose motions', { onset: 'yesterday' }],
      ['Headache since last week.', 'Headache', { onset: 'last week' }],
      ['Pain abdomen since morning.', 'Pain abdomen', { onset: 'morning' }],
      ['Fever since 2-3 days.', 'Fever', { duration: { value: 3, unit: 'day' } }],
      ['Fever, cough and cold since 4 days.', 'Fever', { duration: { value: 4, unit: 'day' } }],
      ['Fever since 3 days, cough since 1 week.', 'Fever', { duration: { value: 3, unit: 'day' } }],
      ['Fever since 3 days, cough since 1 week.', 'cough', { duration: { value: 1, unit: 'week' } }],
      ['Joint pains for the last 6 months.', 'Joint pains', { duration: { value: 6, unit: 'month' } }],
      ['Knee pain since 1.5 years.', 'Knee pain', { duration: { value: 1.5, unit: 'year' } }],
      ['45 year old male with chest pain.', 'chest pain', {}],
      ['Vomiting 2 days back.', 'Vomiting', { onset: '2 days back' }],
      ['Since yesterday evening, pain in the right ear.', 'pain', { onset: 'yesterday evening' }],
      ['Fever since 3 days, review after 5 days.', 'Fever', { duration: { value: 3, unit: 'day' } }],
    ]);
  });

  describe('what the patient does not have: possible causes, vaccinations', () => {
    const CAUSES = 'some possible causes are certain medications that can be toxic to liver , alcohol abuse , fatty liver disease , hepatitis , cirrhosis , and other liver diseases';
    table([
      [CAUSES, 'fatty liver', { hypothetical: true }],
      [CAUSES, 'cirrhosis', { hypothetical: true }],
      ['i have suggested the shingles vaccine and he is fully vaccinated against covid-19 .', 'covid-19', { hypothetical: true }],
      ['did you get your covid shots ?', 'covid', { hypothetical: true }],
      ['and then we opened the evaluation centers and the covid clinic .', 'covid', { hypothetical: true }],
      ["that's when i first started to lead the process of delivering the results to patients with covid .", 'covid', { hypothetical: true }],
      ['he had covid last year', 'covid', { temporality: 'past' }],
      // A vaccine series completed, named by its disease (issue 28, train D2N027).
      ["now you are due for your mmr . you have completed your covid-19 , so that's good .", 'covid-19', { hypothetical: true }],
      ['he completed the treatment for hepatitis c', 'hepatitis c', { hypothetical: false }],
    ]);
  });

  describe('combinations', () => {
    table([
      ['No family history of diabetes.', 'diabetes', { presence: 'absent', subject: 'family' }],
      ['Father is not diabetic.', 'diabetic', { presence: 'absent', subject: 'family' }],
      ['Mother had tuberculosis 10 years ago.', 'tuberculosis', { subject: 'family', temporality: 'past', onset: '10 years ago' }],
      ['No h/o diabetes or hypertension in the family.', 'hypertension', { presence: 'absent', temporality: 'past', subject: 'family' }],
      ['Possible family history of epilepsy.', 'epilepsy', { presence: 'possible', subject: 'family' }],
      ['nobody in my family has had heart disease .', 'heart disease', { presence: 'absent', subject: 'family' }],
      ['no one in the family has diabetes that i know of .', 'diabetes', { presence: 'absent', subject: 'family' }],
      ['none of my siblings have asthma .', 'asthma', { presence: 'absent', subject: 'family' }],
      ['No fever since yesterday.', 'fever', { presence: 'absent', onset: 'yesterday' }],
    ]);
  });

  it('rejects a span outside the sentence', () => {
    expect(() => conceptContext('No fever.', { start: 3, end: 30 })).toThrow(RangeError);
    expect(() => conceptContext('No fever.', { start: 5, end: 5 })).toThrow(RangeError);
  });
});
