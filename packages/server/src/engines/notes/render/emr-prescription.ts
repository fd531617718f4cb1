import { Type, type Static } from '@sinclair/typebox';
import {
  DiagnosisStatusSchema,
  DurationSchema,
  FollowUpSchema,
  ProcedureSchema,
  QuantitySchema,
  type ClinicalModel,
  type Code,
  type Medication,
} from '../clinical-model.js';
import { examination as examinationLine, VITAL_NAMES, weeklySchedule } from './describe.js';
import { socialLines } from './history.js';

const optionalCode = (description: string) => Type.Optional(Type.String({ description }));
const text = Type.Object({ text: Type.String() });
/** Words of the item recognised with low confidence: a person confirms them before signing. */
const review = {
  needs_review: Type.Optional(Type.Literal(true, { description: 'It rests on words recognised with low confidence: confirm before signing.' })),
  review_words: Type.Optional(Type.Array(Type.String(), { description: 'Those words, as said.' })),
};

const EmrMedicationSchema = Type.Object({
  name: Type.String(),
  brand: Type.Optional(Type.String()),
  strength: Type.Optional(QuantitySchema),
  form: Type.Optional(Type.String()),
  dose: Type.Union([QuantitySchema, Type.Null()]),
  route: Type.Union([Type.String(), Type.Null()]),
  frequency: Type.Union([
    Type.Object(
      { custom: Type.Union([Type.String(), Type.Null()]), code: Type.Union([Type.String(), Type.Null()]), per_day: Type.Union([Type.Number(), Type.Null()]) },
      { description: '`custom` "1-0-1", `code` "BD", `per_day` 2.' },
    ),
    Type.Null(),
  ]),
  timing: Type.Union([Type.String(), Type.Null()], { description: '"after food".' }),
  duration: Type.Union([DurationSchema, Type.Null()]),
  instruction: Type.Union([Type.String(), Type.Null()]),
  rxnorm_code: optionalCode('With codification.'),
  atc_code: optionalCode('With codification.'),
  ...review,
});
type EmrMedication = Static<typeof EmrMedicationSchema>;

/** PROTOCOL §5: the decoded `value` of `svc_emr_template`, the prescription in the shape EMRs take. */
export const EmrDocumentSchema = Type.Object({
  prescription: Type.Object({
    symptoms: Type.Array(
      Type.Object({
        name: Type.String(),
        duration: Type.Union([DurationSchema, Type.Null()]),
        since: Type.Optional(Type.String()),
        uncertain: Type.Optional(Type.Literal(true)),
        snomed_code: optionalCode('With codification.'),
        icd10_code: optionalCode('With codification.'),
      }),
    ),
    diagnosis: Type.Array(
      Type.Object({
        name: Type.String(),
        status: DiagnosisStatusSchema,
        icd10_code: optionalCode('With codification.'),
        icd10_name: optionalCode('With codification.'),
      }),
    ),
    medications: Type.Array(Type.Composite([EmrMedicationSchema, Type.Object({ stop: Type.Optional(Type.Literal(true, { description: 'To be stopped.' })) })])),
    labTests: Type.Array(Type.Object({ name: Type.String(), loinc_code: optionalCode('With codification.') })),
    labVitals: Type.Array(
      Type.Object({
        name: Type.String(),
        value: Type.Union([Type.String(), Type.Null()]),
        unit: Type.Optional(Type.String()),
        qualifier: Type.Optional(Type.String()),
        loinc_code: optionalCode('With codification.'),
        ...review,
      }),
    ),
    procedures: Type.Array(Type.Object({ name: Type.String(), status: ProcedureSchema.properties.status, snomed_code: optionalCode('With codification.') })),
    advices: Type.Array(text),
    followup: Type.Object({ interval: FollowUpSchema.properties.interval, date: FollowUpSchema.properties.date, text: Type.Optional(Type.String()) }),
    medicalHistory: Type.Object({
      patientMedicalConditions: Type.Array(Type.Object({ name: Type.String(), icd10_code: optionalCode('With codification.') })),
      currentMedications: Type.Array(EmrMedicationSchema),
      familyHistory: Type.Array(Type.Object({ name: Type.String(), icd10_code: optionalCode('With codification.') })),
      lifestyleHabits: Type.Array(text),
      drugAllergy: Type.Array(Type.Object({ name: Type.String(), reaction: Type.Optional(Type.String()) })),
      foodOtherAllergy: Type.Array(Type.Object({ name: Type.String(), category: Type.String(), reaction: Type.Optional(Type.String()) })),
    }),
    examinations: Type.Array(text),
    language: Type.String(),
  }),
});
export type EmrDocument = Static<typeof EmrDocumentSchema>;

/** A drug name, dose or number recognised with low confidence: the EMR shows it for a person to confirm. */
const needsReview = (item: { needsReview?: string[] }) => (item.needsReview ? { needs_review: true as const, review_words: item.needsReview } : {});

const codeOf = (codes: readonly Code[], system: Code['system']) => codes.find((c) => c.system === system);

/** The codes an EMR field carries with codification: one per system the lexicon knows. */
function coded(codes: readonly Code[], codify: boolean, fields: Partial<Record<Code['system'], string>>): Record<string, string> {
  if (!codify) return {};
  const out: Record<string, string> = {};
  for (const [system, field] of Object.entries(fields) as [Code['system'], string][]) {
    const code = codeOf(codes, system);
    if (code) out[field] = code.code;
  }
  return out;
}

function medication(m: Medication, codify: boolean): EmrMedication {
  return {
    name: m.name,
    ...(m.brand ? { brand: m.brand } : {}),
    ...(m.strength ? { strength: m.strength } : {}),
    ...(m.form ? { form: m.form } : {}),
    dose: m.dose ?? null,
    route: m.route ?? null,
    frequency: m.frequency ? { custom: m.frequency.custom ?? null, code: m.frequency.code ?? null, per_day: m.frequency.perDay ?? null } : null,
    timing: m.timing ?? null,
    duration: m.duration ?? null,
    instruction: [m.weekdayDoses && weeklySchedule(m.weekdayDoses), m.instruction, m.condition, m.flags.includes('continue_same') ? 'continue same' : '', m.flags.includes('tapering') ? 'tapering' : ''].filter(Boolean).join('; ') || null,
    ...coded(m.codes, codify, { RXNORM: 'rxnorm_code', ATC: 'atc_code' }),
    ...needsReview(m),
  };
}

/** `svc_emr_template`: the prescription in the shape Indian EMRs take, read from the model only. */
export function renderEmrPrescription(model: ClinicalModel, options: { codify: boolean }): EmrDocument {
  const { codify } = options;
  const patientFindings = model.findings.filter((f) => f.subject === 'patient' && f.temporality === 'current' && f.presence !== 'absent');
  const current = model.diagnoses.filter((d) => d.subject === 'patient' && d.temporality === 'current');
  return {
    prescription: {
      symptoms: patientFindings.map((f) => ({
        name: f.name,
        duration: f.duration ?? null,
        ...(f.onset ? { since: f.onset } : {}),
        ...(f.presence === 'possible' ? { uncertain: true } : {}),
        ...coded(f.codes, codify, { SNOMED: 'snomed_code', 'ICD-10': 'icd10_code' }),
      })),
      diagnosis: current.map((d) => {
        const icd10 = codify ? codeOf(d.codes, 'ICD-10') : undefined;
        return { name: d.name, status: d.status, ...(icd10 ? { icd10_code: icd10.code, icd10_name: icd10.display } : {}) };
      }),
      medications: model.medications.filter((m) => m.status === 'prescribed' || m.status === 'stopped').map((m) => ({ ...medication(m, codify), ...(m.status === 'stopped' ? { stop: true } : {}) })),
      labTests: model.investigations.filter((i) => i.status === 'advised').map((i) => ({ name: i.name, ...coded(i.codes, codify, { LOINC: 'loinc_code' }) })),
      labVitals: [
        ...model.vitals.map((v) => ({
          name: VITAL_NAMES[v.kind],
          value: v.value2 === undefined ? String(v.value) : `${v.value}/${v.value2}`,
          unit: v.unit,
          ...(v.qualifier ? { qualifier: v.qualifier } : {}),
          ...coded(v.codes, codify, { LOINC: 'loinc_code' }),
          ...needsReview(v),
        })),
        ...model.investigations.filter((i) => i.status === 'reported').map((i) => ({ name: i.name, value: i.result ?? null, ...coded(i.codes, codify, { LOINC: 'loinc_code' }) })),
      ],
      procedures: model.procedures.map((p) => ({ name: p.name, status: p.status, ...coded(p.codes, codify, { SNOMED: 'snomed_code' }) })),
      advices: model.advice.map((a) => ({ text: a.instruction })),
      followup: model.followUp ? { ...(model.followUp.interval ? { interval: model.followUp.interval } : {}), ...(model.followUp.date ? { date: model.followUp.date } : {}), text: model.followUp.text } : {},
      medicalHistory: {
        patientMedicalConditions: model.diagnoses
          .filter((d) => d.subject === 'patient' && d.temporality === 'past' && d.status !== 'ruled_out')
          .map((d) => ({ name: d.name, ...coded(d.codes, codify, { 'ICD-10': 'icd10_code' }) })),
        currentMedications: model.medications.filter((m) => m.status === 'current').map((m) => medication(m, codify)),
        familyHistory: [
          ...model.diagnoses.filter((d) => d.subject === 'family' && d.status !== 'ruled_out').map((d) => ({ name: d.name, ...coded(d.codes, codify, { 'ICD-10': 'icd10_code' }) })),
          ...model.findings.filter((f) => f.subject === 'family' && f.presence !== 'absent').map((f) => ({ name: f.name })),
        ],
        lifestyleHabits: socialLines(model).map((line) => ({ text: line.text })),
        drugAllergy: model.allergies.filter((a) => a.category === 'drug').map((a) => ({ name: a.substance, ...(a.reaction ? { reaction: a.reaction } : {}) })),
        foodOtherAllergy: model.allergies.filter((a) => a.category !== 'drug').map((a) => ({ name: a.substance, category: a.category, ...(a.reaction ? { reaction: a.reaction } : {}) })),
      },
      examinations: model.examinations.map((e) => ({ text: examinationLine(e) })),
      language: model.language,
    },
  };
}
