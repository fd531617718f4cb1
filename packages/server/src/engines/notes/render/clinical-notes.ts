import { Type, type Static } from '@sinclair/typebox';
import {
  AllergySchema,
  CodeSchema,
  DiagnosisStatusSchema,
  DurationSchema,
  ExamFindingSchema,
  FollowUpSchema,
  InvestigationSchema,
  MedicationSchema,
  OneOf,
  PresenceSchema,
  ProcedureSchema,
  VitalKindSchema,
  type ClinicalModel,
  type Code,
  type Grounded,
  type Medication,
} from '../clinical-model.js';
import * as describe from './describe.js';
import { capitalise } from '../narrative/spoken-text.js';
import { asWrittenIn } from '../narrative/note-wording.js';
import { patientReported } from './complaints.js';
import { evidenceOf, historyLines, socialLines } from './history.js';
import { currentMedications } from './current-medications.js';
import { latestVitals } from './latest-vitals.js';
import { deniedFamilyConditions, withRelatives } from './family-history.js';
import { checkBeforeSigning } from './model-warnings.js';

/** PROTOCOL §5: the sections of `clinical_notes_template`, in this order, always all present (empty when nothing was said). */
export const SECTIONS = [
  ['chief_complaints', 'Chief complaints'],
  ['history_of_present_illness', 'History of present illness'],
  ['past_medical_history', 'Past medical history'],
  ['current_medications', 'Current medications'],
  ['allergies', 'Allergies'],
  ['family_history', 'Family history'],
  ['social_history', 'Social history'],
  ['review_of_systems', 'Review of systems'],
  ['vitals', 'Vitals'],
  ['examination', 'Examination'],
  ['investigation_results', 'Investigation results'],
  ['assessment', 'Assessment'],
  ['medications', 'Medications'],
  ['investigations_advised', 'Investigations advised'],
  ['procedures', 'Procedures'],
  ['advice', 'Advice'],
  ['follow_up', 'Follow-up'],
] as const;

export type SectionKey = (typeof SECTIONS)[number][0];

const codes = Type.Optional(Type.Array(CodeSchema, { description: 'With `codification_needed` only.' }));
const relatives = Type.Optional(Type.Array(Type.String(), { description: "Of a family member's condition: the relatives said to have it." }));

/** What a notes item was read as: the model's item, typed by `type`, without the words it was read from. */
const NotesEntitySchema = Type.Union([
  Type.Object({
    type: Type.Literal('finding'),
    name: Type.String(),
    presence: PresenceSchema,
    duration: Type.Optional(DurationSchema),
    onset: Type.Optional(Type.String()),
    relatives,
    codes,
  }),
  Type.Object({ type: Type.Literal('diagnosis'), name: Type.String(), status: DiagnosisStatusSchema, relatives, codes }),
  Type.Composite([Type.Object({ type: Type.Literal('medication') }), Type.Omit(MedicationSchema, ['evidence', 'text', 'codes']), Type.Object({ codes })]),
  Type.Object({
    type: Type.Literal('investigation'),
    name: Type.String(),
    status: InvestigationSchema.properties.status,
    result: Type.Optional(Type.String()),
    condition: Type.Optional(Type.String({ description: 'Advised only if this happens: "if not improving".' })),
    site: Type.Optional(Type.String()),
    codes,
  }),
  Type.Object({ type: Type.Literal('allergy'), substance: Type.String(), category: AllergySchema.properties.category, codes }),
  Type.Object({
    type: Type.Literal('vital'),
    kind: VitalKindSchema,
    value: Type.Number(),
    value2: Type.Optional(Type.Number()),
    unit: Type.String(),
    qualifier: Type.Optional(Type.String()),
    codes,
  }),
  Type.Object({ type: Type.Literal('examination'), system: ExamFindingSchema.properties.system, finding: Type.String() }),
  Type.Object({ type: Type.Literal('procedure'), name: Type.String(), status: ProcedureSchema.properties.status, codes }),
  Type.Object({ type: Type.Literal('follow_up'), interval: FollowUpSchema.properties.interval, date: FollowUpSchema.properties.date }),
]);
export type NotesEntity = Static<typeof NotesEntitySchema>;

const NotesItemSchema = Type.Object({
  text: Type.String(),
  evidence: Type.Array(Type.String(), { description: 'Ids of the transcript segments the item was read from.' }),
  said: Type.Optional(
    Type.Array(Type.String(), {
      description: 'The words in those segments that name the item, as said ("type 2 diabetes", "metformin 500 mg twice daily"): of a finding, a diagnosis and a medication.',
    }),
  ),
  entity: Type.Optional(NotesEntitySchema),
}, { description: 'A line of a section; free-text items (history, social history, advice) have no `entity`.' });
export type NotesItem = Static<typeof NotesItemSchema>;

/** `clinical_notes_template` (PROTOCOL §5): every section, in order, empty when nothing was said; and the same as Markdown. */
export const ClinicalNotesDocumentSchema = Type.Object({
  sections: Type.Array(Type.Object({ key: OneOf(SECTIONS.map(([key]) => key)), title: Type.String(), items: Type.Array(NotesItemSchema) })),
  markdown: Type.String(),
});
export type ClinicalNotesDocument = Static<typeof ClinicalNotesDocumentSchema>;

/** The model's medication as an entity: what it holds but the words it was read from, which are the item's. */
function medicationEntity({ evidence: _evidence, text: _text, ...medication }: Medication, codes: Code[] | undefined): NotesEntity {
  return { type: 'medication', ...medication, codes };
}

const item = (text: string, source: Grounded, entity?: NotesEntity, said?: string[]): NotesItem => ({
  text,
  evidence: source.evidence,
  ...(said && said.length > 0 ? { said } : {}),
  ...(entity ? { entity } : {}),
});

/** A family member's condition with who has it, in its text and its entity, when said. */
function ofRelatives(familyItem: NotesItem, relatives: string[] | undefined): NotesItem {
  const { entity } = familyItem;
  if (!relatives || (entity?.type !== 'finding' && entity?.type !== 'diagnosis')) return familyItem;
  return { ...familyItem, text: withRelatives(familyItem.text, relatives), entity: { ...entity, relatives } };
}

/** A section's items, or the one saying there are none when that was said. */
const orNone = (items: NotesItem[], none: string, saidNone: Grounded | undefined): NotesItem[] =>
  items.length === 0 && saidNone ? [item(none, saidNone)] : items;

/** What the patient came with: the complaints they told, not those they denied. */
const chiefComplaintFindings = (model: ClinicalModel) => patientReported(model).filter((f) => f.presence !== 'absent');

/** The chief complaints' texts as the clinical notes list them, in the consultation's spelling, without the rest of the document. */
export const chiefComplaintTexts = (model: ClinicalModel): string[] => chiefComplaintFindings(model).map((f) => asWrittenIn(model.language, describe.finding(f)));

/** Each section's items, read from the model only. */
function sectionItems(model: ClinicalModel, codify: boolean): Record<SectionKey, NotesItem[]> {
  const codes = (list: Parameters<typeof describe.codes>[0]) => describe.codes(list, codify);
  const patient = model.findings.filter((f) => f.subject === 'patient');
  const findingItem = (f: (typeof model.findings)[number]) =>
    item(describe.finding(f), f, { type: 'finding', name: f.name, presence: f.presence, duration: f.duration, onset: f.onset, codes: codes(f.codes) }, f.said);
  const diagnosisItem = (d: (typeof model.diagnoses)[number]) =>
    item(describe.diagnosis(d), d, { type: 'diagnosis', name: d.name, status: d.status, codes: codes(d.codes) }, d.said);
  const medicationItem = (m: (typeof model.medications)[number]) =>
    // A medication's words as said are its whole phrase: name, dose, frequency.
    item(describe.medication(m), m, medicationEntity(m, codes(m.codes)), [m.text]);
  const investigationItem = (i: (typeof model.investigations)[number]) =>
    item(describe.investigation(i), i, { type: 'investigation', name: i.name, status: i.status, result: i.result, condition: i.condition, site: i.site, codes: codes(i.codes) });
  return {
    // The patient's complaints, as the SOAP note reads them: a murmur the doctor heard is the examination's.
    chief_complaints: chiefComplaintFindings(model).map(findingItem),
    // The same composed history as the SOAP note's: never the transcript's sentences.
    history_of_present_illness: historyLines(model).map((line) => ({ text: line.text, evidence: evidenceOf(...line.sources) })),
    past_medical_history: orNone(
      [
        ...model.diagnoses.filter((d) => d.subject === 'patient' && d.temporality === 'past').map(diagnosisItem),
        ...patient.filter((f) => f.presence !== 'absent' && f.temporality === 'past').map(findingItem),
      ],
      'No past medical history',
      model.noPastMedicalHistory,
    ),
    current_medications: orNone(currentMedications(model).map(medicationItem), 'No current medications', model.noCurrentMedications),
    allergies: orNone(
      model.allergies.map((a) => item(capitalise(describe.allergy(a)), a, { type: 'allergy', substance: a.substance, category: a.category, codes: codes(a.codes) })),
      'No known allergies',
      model.noKnownAllergies,
    ),
    family_history: [
      ...model.diagnoses.filter((d) => d.subject === 'family' && d.status !== 'ruled_out').map((d) => ofRelatives(diagnosisItem(d), d.relatives)),
      ...model.findings.filter((f) => f.subject === 'family' && f.presence !== 'absent').map((f) => ofRelatives(findingItem(f), f.relatives)),
      ...[...deniedFamilyConditions(model)].map(([name, said]) => ({ text: `No family history of ${name}`, evidence: evidenceOf(...said) })),
    ],
    social_history: socialLines(model).map((line) => ({ text: line.text, evidence: evidenceOf(...line.sources) })),
    review_of_systems: patientReported(model).filter((f) => f.presence === 'absent').map(findingItem),
    vitals: latestVitals(model.vitals).map((v) =>
      item(describe.vital(v), v, { type: 'vital', kind: v.kind, value: v.value, value2: v.value2, unit: v.unit, qualifier: v.qualifier, codes: codes(v.codes) }),
    ),
    examination: model.examinations.map((s) => item(describe.examination(s), s, { type: 'examination', system: s.system, finding: s.finding })),
    investigation_results: model.investigations.filter((i) => i.status === 'reported').map(investigationItem),
    assessment: model.diagnoses.filter((d) => d.subject === 'patient' && d.temporality === 'current').map(diagnosisItem),
    medications: model.medications.filter((m) => m.status !== 'current').map(medicationItem),
    investigations_advised: model.investigations.filter((i) => i.status === 'advised').map(investigationItem),
    procedures: model.procedures.map((p) => item(`${p.name}${p.status === 'done' ? '' : ` (${p.status})`}`, p, { type: 'procedure', name: p.name, status: p.status, codes: codes(p.codes) })),
    advice: model.advice.map((s) => item(s.instruction, s)),
    follow_up: model.followUp ? [item(describe.followUp(model.followUp), model.followUp, { type: 'follow_up', interval: model.followUp.interval, date: model.followUp.date })] : [],
  };
}

function markdown(sections: ClinicalNotesDocument['sections'], model: ClinicalModel): string {
  const filled = sections.filter((s) => s.items.length > 0);
  const header = checkBeforeSigning(model);
  if (filled.length === 0) return `${header}_No clinical content was recognised in the transcript._\n`;
  return header + filled.map((s) => `## ${s.title}\n\n${s.items.map((i) => `- ${i.text}`).join('\n')}\n`).join('\n');
}

/** `clinical_notes_template` (PROTOCOL §5): the sections with grounded items, and the same as Markdown. */
export function renderClinicalNotes(model: ClinicalModel, options: { codify: boolean }): ClinicalNotesDocument {
  const items = sectionItems(model, options.codify);
  // The item's text in the consultation's spelling; its entity keeps the lexicon's name and codes.
  const sections = SECTIONS.map(([key, title]) => ({ key, title, items: items[key].map((i) => ({ ...i, text: asWrittenIn(model.language, i.text) })) }));
  return { sections, markdown: markdown(sections, model) };
}
