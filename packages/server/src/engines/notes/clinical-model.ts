/**
 * The clinical model: what the notes engine understood of a consultation or dictation, between
 * the extractor (transcript → model) and the renderers (model → clinical notes, EMR prescription,
 * FHIR Bundle). Renderers read only this, never the transcript. Every item is grounded: it names
 * the transcript segments it was read from (`evidence`) and the words as said (`text`).
 *
 * Versioned: a stored or exchanged model says which shape it has (`version`).
 *
 * The shape is a TypeBox schema and the types are derived from it, so that a model that comes from
 * outside the process (a language model's answer) is checked against exactly what the code reads.
 * The descriptions are part of the schema: they tell that language model what each field means.
 */
import { Type, type Static, type TUnsafe } from '@sinclair/typebox';
import type { CodeSystem } from '../../lexicon/code-systems.js';
import { EXAM_SYSTEMS } from './examination/exam-systems.js';

export const CLINICAL_MODEL_VERSION = 3;

/** A union of literals typed as the union of its strings: `Value.Check` understands it, where it refuses an `enum` keyword. */
export const OneOf = <const T extends readonly string[]>(values: T, description?: string) =>
  Type.Union(
    values.map((value) => Type.Literal(value)),
    description ? { description } : {},
  ) as unknown as TUnsafe<T[number]>;

/** A Record, so that a code system the lexicon gains must be listed here too. */
const CODE_SYSTEMS: Record<CodeSystem, true> = { 'ICD-10': true, LOINC: true, SNOMED: true, RXNORM: true, ATC: true };

export const CodeSchema = Type.Object({
  system: OneOf(Object.keys(CODE_SYSTEMS) as CodeSystem[]),
  code: Type.String(),
  display: Type.String({ description: "The lexicon's name for the concept." }),
});
export type Code = Static<typeof CodeSchema>;

/** What every item carries: where it was read, and how it was said. */
export const GroundedSchema = Type.Object({
  evidence: Type.Array(Type.String(), { minItems: 1, description: 'Ids of the transcript segments (`seg_3` …) the item comes from; never empty.' }),
  text: Type.String({ description: 'The words of the transcript the item was read from.' }),
});
export type Grounded = Static<typeof GroundedSchema>;

/** Words the item rests on that recognition was unsure of: a person confirms them before the note is signed. */
const needsReview = Type.Optional(
  Type.Array(Type.String(), {
    description: 'The drug names, doses and numbers of the item recognised with low confidence, as said: confirm them against the recording.',
  }),
);

export const TimeUnitSchema = OneOf(['minute', 'hour', 'day', 'week', 'month', 'year']);
export type TimeUnit = Static<typeof TimeUnitSchema>;

export const DurationSchema = Type.Object({ value: Type.Number(), unit: TimeUnitSchema });
export type Duration = Static<typeof DurationSchema>;

export const PriorInjurySchema = Type.Object(
  {
    thisPart: OneOf(['none', 'none significant', 'injured'], 'This part injured before: never, nothing of note, or yes.'),
    others: Type.Optional(Type.String({ description: 'Other injuries told with it: "the other foot", "other injuries playing soccer".' })),
  },
  { description: 'Injuries before this one, as answered to "have you ever injured that ankle before?".' },
);
export type PriorInjury = Static<typeof PriorInjurySchema>;

export const QuantitySchema = Type.Object({
  value: Type.Number(),
  unit: Type.String({ description: 'As written in prescriptions: mg, g, mcg, ml, IU, units, tablet, capsule, drop, puff, % …' }),
});
export type Quantity = Static<typeof QuantitySchema>;

/** The days of the week, as FHIR's Timing codes them. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WeekdayDoseSchema = Type.Object({
  days: Type.Array(OneOf(WEEKDAYS), { minItems: 1 }),
  amount: Type.Object(QuantitySchema.properties, { description: 'How much on those days: "2.5 mg", "half a tablet".' }),
});
export type WeekdayDose = Static<typeof WeekdayDoseSchema>;

export const PresenceSchema = OneOf(
  ['present', 'absent', 'possible'],
  'Whether the patient has it: "no fever" is absent, "?typhoid" / "rule out dengue" possible.',
);
export type Presence = Static<typeof PresenceSchema>;

export const TemporalitySchema = OneOf(['current', 'past'], '"history of asthma", "had jaundice last year": past; otherwise current.');
export type Temporality = Static<typeof TemporalitySchema>;

export const SubjectSchema = OneOf(['patient', 'family'], '"mother is diabetic": family.');
export type Subject = Static<typeof SubjectSchema>;

/** Who in the family has it, when said: a finding or diagnosis of the family. */
const relatives = Type.Optional(
  Type.Array(Type.String(), {
    description:
      'Of a family finding or diagnosis, the relatives said to have it, as a note names them: "mother", "father", "sister", "brother", "maternal aunt", "paternal grandfather", "son", "daughter", "cousin" ("my mom and her sister both had melanoma": mother, maternal aunt).',
  }),
);

const codes = Type.Array(CodeSchema);

/** The problem of the plan an order belongs to. */
const forProblem = Type.Optional(
  Type.String({ description: 'The problem (a diagnosis, or the complaint taken up as a problem) the doctor was discussing when this was said.' }),
);

export const FindingSchema = Type.Object(
  {
    ...GroundedSchema.properties,
    name: Type.String({ description: 'The symptom or sign (fever, cough, chest pain).' }),
    presence: PresenceSchema,
    temporality: TemporalitySchema,
    subject: SubjectSchema,
    relatives,
    duration: Type.Optional(Type.Object(DurationSchema.properties, { description: '"for 3 days", "since 2 weeks".' })),
    onset: Type.Optional(Type.String({ description: 'When the duration is not a number: "since last week", "since morning".' })),
    said: Type.Optional(Type.Array(Type.String(), { description: 'The words that named it in the transcript, as said: "dizzy", "body aches".' })),
    gone: Type.Optional(
      OneOf(['today', 'now'], 'Of a symptom had, when it was said to be gone: "yesterday he vomited two times … today no vomiting" is gone today; "not anymore", now.'),
    ),
    codes,
  },
  { description: 'A symptom or sign the patient reports or the doctor notes (complaints, review of systems).' },
);
export type Finding = Static<typeof FindingSchema>;

export const DiagnosisStatusSchema = OneOf(['confirmed', 'suspected', 'ruled_out']);
export type DiagnosisStatus = Static<typeof DiagnosisStatusSchema>;

export const SideSchema = OneOf(['right', 'left', 'bilateral']);
export type Side = Static<typeof SideSchema>;

export const DiagnosisSchema = Type.Object({
  ...GroundedSchema.properties,
  name: Type.String(),
  said: Type.Optional(Type.Array(Type.String(), { description: 'The words that named it in the transcript, as said: "heart attack", "sugar".' })),
  side: Type.Optional(OneOf(['right', 'left', 'bilateral'], 'The side said with it: "a right ankle sprain", "a fracture of the left wrist".')),
  status: DiagnosisStatusSchema,
  temporality: TemporalitySchema,
  subject: SubjectSchema,
  relatives,
  codes,
});
export type Diagnosis = Static<typeof DiagnosisSchema>;

/** PROTOCOL §5: `frequency {custom:"1-0-1", code:"BD", per_day}`. */
export const FrequencySchema = Type.Object({
  custom: Type.Optional(Type.String({ description: 'Morning-noon-night pattern, "1-0-1", or a range with no one code, "every 4-6 hours".' })),
  code: Type.Optional(Type.String({ description: 'OD, BD, TDS, QID, HS, SOS, STAT, QOD (alternate days), QW (weekly).' })),
  perDay: Type.Optional(Type.Number()),
  atMost: Type.Optional(Type.Boolean({ description: 'Said as the most, not a fixed schedule: "up to 3 times a day".' })),
});
export type Frequency = Static<typeof FrequencySchema>;

export const MedicationStatusSchema = OneOf(
  ['prescribed', 'current', 'stopped', 'declined'],
  'prescribed: in this consultation; current: already taking; stopped: to be stopped; declined: the patient does not want it ("I don\'t want to take insulin").',
);
export type MedicationStatus = Static<typeof MedicationStatusSchema>;

export const MedicationSchema = Type.Object({
  ...GroundedSchema.properties,
  name: Type.String({ description: 'The generic name (a brand is mapped to its generic).' }),
  brand: Type.Optional(Type.String({ description: 'The brand as said, when one was.' })),
  strength: Type.Optional(Type.Object(QuantitySchema.properties, { description: '"500 mg" of "Tab metformin 500 mg".' })),
  previousStrength: Type.Optional(
    Type.Object(QuantitySchema.properties, { description: 'The strength before a change made in this visit: 10 mg of "increase lisinopril from 10 to 20 mg".' }),
  ),
  dose: Type.Optional(Type.Object(QuantitySchema.properties, { description: 'How much per dose: "1 tablet", "5 ml", "2 puffs".' })),
  form: Type.Optional(Type.String({ description: 'tablet, capsule, syrup, injection, drops, inhaler, ointment, cream, gel, sachet …' })),
  route: Type.Optional(Type.String({ description: 'oral, IV, IM, SC, topical, inhalation, nasal, eye, ear, rectal, vaginal, sublingual.' })),
  frequency: Type.Optional(FrequencySchema),
  timing: Type.Optional(Type.String({ description: '"after food", "before food", "empty stomach", "at bedtime".' })),
  duration: Type.Optional(DurationSchema),
  weekdayDoses: Type.Optional(
    Type.Array(WeekdayDoseSchema, {
      minItems: 1,
      description: 'A dose that differs by the day of the week, in place of one strength and frequency: warfarin 2.5 mg on Mondays and Thursdays, 5 mg on the other days.',
    }),
  ),
  instruction: Type.Optional(Type.String({ description: 'Anything else said about taking it: "if fever above 100", "with plenty of water".' })),
  condition: Type.Optional(Type.String({ description: 'Prescribed only if this happens, as a plan writes it: "if rapid strep test positive", "if not improving".' })),
  status: MedicationStatusSchema,
  change: Type.Optional(
    OneOf(['start', 'continue', 'increase', 'decrease', 'stop', 'refill'], 'What the doctor does with it in this visit, as said: "increase his metformin" is increase.'),
  ),
  problem: forProblem,
  flags: Type.Array(OneOf(['tapering', 'continue_same']), { description: 'Said but not turned into structure: a tapering schedule, "continue same".' }),
  needsReview,
  codes,
});
export type Medication = Static<typeof MedicationSchema>;

export const VitalKindSchema = OneOf(['blood_pressure', 'pulse', 'temperature', 'spo2', 'respiratory_rate', 'weight', 'height', 'bmi', 'blood_sugar']);
export type VitalKind = Static<typeof VitalKindSchema>;

export const VitalSchema = Type.Object({
  ...GroundedSchema.properties,
  kind: VitalKindSchema,
  value: Type.Number({ description: 'Systolic for blood pressure.' }),
  value2: Type.Optional(Type.Number({ description: 'Diastolic for blood pressure.' })),
  unit: Type.String({ description: 'mmHg, /min, °F, °C, %, kg, lb, cm, kg/m2, mg/dL.' }),
  qualifier: Type.Optional(Type.String({ description: 'For blood sugar: fasting, post-prandial, random.' })),
  needsReview,
  codes,
});
export type Vital = Static<typeof VitalSchema>;

export const InvestigationSchema = Type.Object({
  ...GroundedSchema.properties,
  name: Type.String(),
  status: OneOf(['advised', 'reported', 'declined'], 'Advised now, a result the patient brought or the doctor read out, or offered and declined by the patient.'),
  result: Type.Optional(Type.String({ description: 'The reported value as said: "8.6%", "normal", "12.1 g/dL".' })),
  condition: Type.Optional(Type.String({ description: 'Advised only if this happens, as a plan writes it: "if not improving", "if worsening".' })),
  again: Type.Optional(Type.Boolean({ description: 'Advised as done before and to be done again: "another EKG", "repeat the A1c".' })),
  site: Type.Optional(Type.String({ description: 'The body part or organ the test looks at, as said: "kidneys" (a renal ultrasound), "right knee".' })),
  abbreviation: Type.Optional(Type.String({ description: 'The abbreviation the test was said by, as a note writes it: "INR", "CBC".' })),
  due: Type.Optional(Type.String({ description: 'When an advised test is to be done, as a plan writes it: "in 1 week", "in 6 months".' })),
  purpose: Type.Optional(Type.String({ description: 'What the test is ordered for, as a plan writes it: "to rule out gallstones", "to assess for injuries to the ligaments".' })),
  problem: forProblem,
  codes,
});
export type Investigation = Static<typeof InvestigationSchema>;

export const ProcedureSchema = Type.Object({
  ...GroundedSchema.properties,
  name: Type.String(),
  status: OneOf(['done', 'advised', 'declined'], 'Done (before or in the visit), advised now, or offered and declined by the patient.'),
  when: Type.Optional(Type.String({ description: 'When a procedure done was done, as said: "last year", "2 years ago", "in 2019".' })),
  problem: forProblem,
  codes,
});
export type Procedure = Static<typeof ProcedureSchema>;

export const AllergySchema = Type.Object({
  ...GroundedSchema.properties,
  substance: Type.String(),
  brand: Type.Optional(Type.String({ description: 'The brand said, when the substance was named by it ("augmentin" for amoxicillin + clavulanic acid).' })),
  category: OneOf(['drug', 'food', 'other']),
  reaction: Type.Optional(Type.String()),
  codes,
});
export type Allergy = Static<typeof AllergySchema>;

export const ExamFindingSchema = Type.Object(
  {
    ...GroundedSchema.properties,
    system: OneOf(EXAM_SYSTEMS),
    finding: Type.String({ description: 'The finding as a note writes it: "3/6 systolic ejection murmur", "Tenderness to palpation of the lumbar spine".' }),
    part: Type.Optional(Type.String({ description: 'The sided limb the doctor was examining in focus when it was found: "right ankle".' })),
  },
  { description: 'A finding of the physical examination, by body system.' },
);
export type ExamFinding = Static<typeof ExamFindingSchema>;

const phrases = (description: string) => Type.Array(Type.String(), { description });

export const ComplaintHistorySchema = Type.Object(
  {
    ...GroundedSchema.properties,
    complaint: Type.String({ description: 'The symptom, by its name in `findings`.' }),
    site: Type.Optional(Type.String({ description: 'Where, with the side: "lower back", "right knee", "both elbows".' })),
    aspect: Type.Optional(OneOf(['medial', 'lateral', 'anterior', 'posterior'], 'The side of the site where it is: "the inside of my knee" is medial.')),
    worseSide: Type.Optional(OneOf(['right', 'left'], 'Of a complaint on both sides, the side that is worse.')),
    onset: Type.Optional(Type.String({ description: 'When it began: "Saturday", "3 weeks ago".' })),
    duration: Type.Optional(DurationSchema),
    mechanism: Type.Optional(Type.String({ description: 'What brought it on: "lifting heavy boxes", "slipping on a patch of ice".' })),
    activity: Type.Optional(Type.String({ description: 'What the patient was doing when it happened: "taking out the trash".' })),
    pop: Type.Optional(Type.Boolean({ description: 'A pop felt or heard when it happened.' })),
    noInjury: Type.Optional(Type.Boolean({ description: 'The patient knows of no injury or event that brought it on.' })),
    priorInjury: Type.Optional(PriorInjurySchema),
    character: Type.Optional(Type.String({ description: 'sharp, dull, burning, throbbing …' })),
    severity: Type.Optional(Type.String({ description: '"6/10", "severe".' })),
    timing: Type.Optional(Type.String({ description: 'constant, intermittent, at night …' })),
    radiation: Type.Optional(Type.String({ description: 'Where it spreads to.' })),
    noRadiation: Type.Optional(Type.Boolean({ description: 'Said to spread nowhere: "it stays right at the shoulder".' })),
    disturbsSleep: Type.Optional(Type.Boolean({ description: 'Said to disturb sleep: "it\'s been affecting my sleep".' })),
    course: Type.Optional(OneOf(['worsening', 'not improving', 'improving'], 'How it has gone since it began.')),
    aggravating: phrases('What makes it worse: "bending".'),
    relieving: phrases('What makes it better: "lying on the right side".'),
    tried: phrases('What was tried and how it went: "ibuprofen without relief".'),
  },
  { description: 'The history of one complaint, attribute by attribute.' },
);
export type ComplaintHistory = Static<typeof ComplaintHistorySchema>;

export const ResultFindingSchema = Type.Object(
  {
    ...GroundedSchema.properties,
    test: Type.Optional(Type.String({ description: 'The test or study, with its site when said: "X-ray of the back", "HbA1c".' })),
    finding: Type.String({ description: 'What it showed, as a note writes it: "elevated at 8", "no fracture", "ejection fraction reduced at 45%".' }),
  },
  { description: 'A finding of a result reviewed in the visit.' },
);
export type ResultFinding = Static<typeof ResultFindingSchema>;

export const AdviceSchema = Type.Object(
  {
    ...GroundedSchema.properties,
    instruction: Type.String({ description: 'The advice as a note writes it: "Avoid strenuous activity", "Drink plenty of fluids".' }),
    problem: forProblem,
  },
  { description: 'An instruction given to the patient.' },
);
export type Advice = Static<typeof AdviceSchema>;

/** The statement a question of the doctor's and the patient's answer make together, when `text` is the two as said. */
const told = Type.Optional(
  Type.String({
    description: 'When `text` is a question and its answer ("Do you drink?" "A couple of beers on Saturdays."), the statement they make together ("I drink a couple of beers on Saturdays.").',
  }),
);

/** A free-text clinical statement: a social-history fact. */
export const StatementSchema = Type.Object({ ...GroundedSchema.properties, told });
export type Statement = Static<typeof StatementSchema>;

export const HistoryStatementSchema = Type.Object({
  ...GroundedSchema.properties,
  told,
  problem: Type.Optional(
    Type.String({ description: 'The condition or past procedure the doctor was asking about when it was told ("how is your diabetes doing?"), as the lexicon names it.' }),
  ),
});
export type HistoryStatement = Static<typeof HistoryStatementSchema>;

export const PlanStatementSchema = Type.Object({
  ...GroundedSchema.properties,
  problem: Type.Optional(Type.String({ description: 'The diagnosis (its name in `diagnoses`) this part of the plan is for, when the doctor said.' })),
});

export const FollowUpSchema = Type.Object({
  ...GroundedSchema.properties,
  interval: Type.Optional(
    Type.Object(
      { ...DurationSchema.properties, upTo: Type.Optional(Type.Number({ description: 'The last of a range said: "in a week or two" is 1 up to 2 weeks.' })) },
      { description: '"after 2 weeks".' },
    ),
  ),
  date: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'An explicit date, ISO `YYYY-MM-DD`, when one was said.' })),
});
export type FollowUp = Static<typeof FollowUpSchema>;

export const SmokingHistorySchema = Type.Object(
  {
    ...GroundedSchema.properties,
    status: OneOf(['current', 'former', 'never'], 'Whether the patient smokes, smoked once, or never did.'),
    amount: Type.Optional(Type.String({ description: 'How much, as a note writes it: "about 1.5 packs a day", "10 cigarettes a day".' })),
    duration: Type.Optional(Type.String({ description: 'For how long: "30+ years".' })),
    quit: Type.Optional(Type.String({ description: 'When a former smoker quit: "about 6 years ago".' })),
  },
  { description: 'The smoking history, told whole from the answers to the questions asked of it.' },
);
export type SmokingHistory = Static<typeof SmokingHistorySchema>;

export const DietHistorySchema = Type.Object(
  {
    ...GroundedSchema.properties,
    diet: OneOf(['low-sodium', 'diabetic', 'general'], 'The diet the patient was asked about: a low-sodium diet (salt was named), a diabetic one, or the diet in general.'),
    adherence: Type.Optional(OneOf(['adherent', 'mostly', 'difficulty'], 'How the patient keeps to it, when said: keeps to it, mostly, or finds it hard.')),
    eaten: Type.Array(Type.String(), { description: 'Foods eaten against it, as said: "pizza", "potato chips".' }),
    avoided: Type.Array(Type.String(), { description: 'Foods the patient avoids, or tries to: "salty foods".' }),
    tryingToAvoid: Type.Optional(Type.Boolean({ description: 'The foods avoided are tried to be avoided ("trying to stay away from carbs").' })),
    occasional: Type.Optional(Type.Boolean({ description: 'What is eaten against it is eaten now and then ("I cheat every now and then").' })),
  },
  { description: 'The diet history, told whole from the answers to the questions asked of it and what the patient told unasked.' },
);
export type DietHistory = Static<typeof DietHistorySchema>;

export const DictatedPassageSchema = Type.Object(
  {
    ...GroundedSchema.properties,
    section: OneOf(
      ['history', 'examination', 'results', 'assessment', 'plan'],
      'The note section the spoken heading named ("physical exam, …", "paragraph, impression"); `history` for what was dictated before the patient first spoke.',
    ),
    statement: Type.String({ description: 'The sentence as the note writes it: the dictated words without the heading, the commands and the hesitations.' }),
    opens: Type.Optional(
      OneOf(
        ['paragraph', 'problem'],
        'Starts a paragraph (the first words after a heading, a numbered item), or names a problem the next sentences are about ("diagnosis will be …", "number two, pre-op examination.").',
      ),
    ),
    problem: Type.Optional(
      Type.String({ description: 'The diagnosis a problem heading names, as the lexicon names it: "congestive heart failure" for "Chronic chf."' }),
    ),
  },
  { description: 'A sentence the doctor dictated for the record before the patient spoke or after the patient left: already a note\'s words, filed where the doctor said.' },
);
export type DictatedPassage = Static<typeof DictatedPassageSchema>;

export const ContradictionSchema = Type.Object(
  { text: Type.String(), evidence: Type.Array(Type.String(), { minItems: 1 }) },
  { description: 'Two statements that cannot both hold ("no fever" … "fever since yesterday"): recorded, not resolved.' },
);
export type Contradiction = Static<typeof ContradictionSchema>;

export const SpeakerSchema = OneOf(['doctor', 'patient', 'unknown']);
export type Speaker = Static<typeof SpeakerSchema>;

export const ClinicalModelSchema = Type.Object({
  version: Type.Literal(CLINICAL_MODEL_VERSION),
  language: Type.String(),
  mode: OneOf(['dictation', 'consultation']),
  speciality: Type.Optional(Type.String()),
  speakers: Type.Array(Type.Object({ segmentId: Type.String(), speaker: SpeakerSchema }), {
    description: 'Who said each segment, as far as the words tell (consultation mode); `unknown` otherwise.',
  }),
  patientSex: Type.Optional(OneOf(['female', 'male'], 'As the doctor said it ("a 58-year-old male"), for the pronouns of the note.')),
  informant: Type.Optional(
    Type.Object(
      {
        ...GroundedSchema.properties,
        relation: Type.Optional(Type.String({ description: 'Who they are to the patient, as the doctor named them: "father", "mother".' })),
      },
      {
        description:
          'Someone who speaks for the patient (a parent for a child), as the doctor\'s words show ("accompanied by her father", "hey dad", "is she in therapy?"): what they tell of "she" or "he" is the patient\'s history; their "I" is their own.',
      },
    ),
  ),
  presentation: Type.Optional(
    Type.Object(
      {
        ...GroundedSchema.properties,
        age: Type.Optional(Type.Number({ description: 'In years, as said.' })),
        reason: Type.Optional(Type.String({ description: 'Why the patient came, in a few words: "back pain", "follow-up of chronic problems".' })),
      },
      { description: 'Who the patient is and why they came, as the doctor summed it up ("a 58-year-old male with … who presents with back pain").' },
    ),
  ),
  complaintHistory: Type.Array(ComplaintHistorySchema, { description: 'What was said about each complaint: its site, onset, character, severity and the rest.' }),
  findings: Type.Array(FindingSchema),
  diagnoses: Type.Array(DiagnosisSchema),
  medications: Type.Array(MedicationSchema),
  vitals: Type.Array(VitalSchema),
  investigations: Type.Array(InvestigationSchema),
  procedures: Type.Array(ProcedureSchema),
  allergies: Type.Array(AllergySchema),
  noKnownAllergies: Type.Optional(
    Type.Object(GroundedSchema.properties, { description: 'Said that the patient has no known allergies ("no allergies", "not that I know of"); absent when any allergy was said.' }),
  ),
  noCurrentMedications: Type.Optional(
    Type.Object(GroundedSchema.properties, { description: 'Said that the patient takes no medications ("I\'m not taking any medications"); absent when any medication taken was said.' }),
  ),
  noPastMedicalHistory: Type.Optional(
    Type.Object(GroundedSchema.properties, {
      description: 'Said that the patient has no (other) medical problems ("no significant past medical history", "any other medical conditions?" — "no"); absent when a past condition was said.',
    }),
  ),
  familyHistoryUnknown: Type.Optional(
    Type.Object(GroundedSchema.properties, { description: 'Said that the patient\'s family history is unknown ("I was adopted"); the note writes "Family history: unknown (adopted)".' }),
  ),
  examinations: Type.Array(ExamFindingSchema, { description: 'Examination findings, each with its body system.' }),
  results: Type.Array(ResultFindingSchema, { description: 'What the results the doctor reviewed in the visit showed, one finding each.' }),
  plan: Type.Array(PlanStatementSchema, { description: "The doctor's assessment and plan, as statements, each with its problem when said." }),
  history: Type.Array(HistoryStatementSchema, { description: 'The narrative of the present illness: statements about the complaints and the conditions taken up, in order.' }),
  social: Type.Array(StatementSchema, { description: 'Social-history facts: smoking, alcohol, occupation, diet.' }),
  smoking: Type.Optional(SmokingHistorySchema),
  diet: Type.Optional(DietHistorySchema),
  advice: Type.Array(AdviceSchema, { description: 'Advice given to the patient, one instruction each.' }),
  dictated: Type.Optional(Type.Array(DictatedPassageSchema, { description: 'What the doctor dictated for the record before and after the consultation, in the order said.' })),
  followUp: Type.Optional(FollowUpSchema),
  planAgreed: Type.Optional(
    Type.Object(GroundedSchema.properties, {
      description: 'The patient agreeing to the plan once the doctor set it out ("sounds good", "let\'s do it"); absent when the patient only acknowledged it or turned something down.',
    }),
  ),
  contradictions: Type.Array(ContradictionSchema),
  warnings: Type.Optional(
    Type.Array(Type.Object({ code: Type.String(), msg: Type.String() }), {
      description: 'What the extractor wants the reader told (a fallback, say); reported as warnings of the notes template items.',
    }),
  ),
});
export type ClinicalModel = Static<typeof ClinicalModelSchema>;

/** One segment of the transcript, as the extractor reads it (PROTOCOL §5 transcript segments). */
export interface TranscriptSegment {
  id: string;
  text: string;
  start: number;
  end: number;
  speaker?: string;
  /** Each word with recognition's confidence in it, when the speech backend scores words. */
  words?: readonly { text: string; confidence: number }[];
}

export interface ExtractionInput {
  segments: readonly TranscriptSegment[];
  mode: 'dictation' | 'consultation';
  language: string;
  speciality?: string;
  additionalData?: Record<string, unknown>;
}

/** Transcript in, clinical model out: the rule-based extractor, or a language model behind the same interface. */
export interface ClinicalExtractor {
  readonly name: string;
  extract(input: ExtractionInput): Promise<ClinicalModel>;
}

/** A model that records nothing yet: what an extractor fills, and what a transcript with nothing clinical yields. */
export function emptyClinicalModel(header: { language: string; mode: ClinicalModel['mode']; speciality?: string }): ClinicalModel {
  return {
    version: CLINICAL_MODEL_VERSION,
    language: header.language,
    mode: header.mode,
    ...(header.speciality === undefined ? {} : { speciality: header.speciality }),
    speakers: [],
    complaintHistory: [],
    findings: [],
    diagnoses: [],
    medications: [],
    vitals: [],
    investigations: [],
    procedures: [],
    allergies: [],
    examinations: [],
    results: [],
    plan: [],
    history: [],
    social: [],
    advice: [],
    contradictions: [],
  };
}
