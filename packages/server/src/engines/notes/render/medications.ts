import { Type, type Static } from '@sinclair/typebox';
import { OneOf, type ClinicalModel, type Medication } from '../clinical-model.js';
import { renderClinicalNotes, type ClinicalNotesDocument, type NotesEntity } from './clinical-notes.js';
import { duration, quantity, weeklySchedule } from './describe.js';

const said = (description: string) => Type.Union([Type.String(), Type.Null()], { description });

/** One entry of the `medications` template (08-templates.md §8.5): what was said, `null` where nothing was. */
const ListedMedicationSchema = Type.Object({
  name: Type.String(),
  dosage: said('The strength, else the dose: "500 mg".'),
  frequency: said('"1-0-1", "BD", "3 times a day".'),
  duration: said('"5 days".'),
  route: said('"oral".'),
  instructions: said('The dose beside the strength, when to take it, and the rest said: "1 tablet; after food".'),
  action: OneOf(['start', 'continue', 'increase', 'decrease', 'stop'], "§8.5's medication actions that the visit can tell."),
});
export type ListedMedication = Static<typeof ListedMedicationSchema>;

/** The `medications` template: the visit's medications on their own; one the patient declined is left out. */
export const MedicationsDocumentSchema = Type.Array(ListedMedicationSchema);

/** A medication of the clinical notes: the model's, without the words it was read from. */
type MedicationEntity = Omit<Extract<NotesEntity, { type: 'medication' }>, 'type'>;

/** A prescription's change of strength says whether the dose goes up or down; anything else prescribed is started. */
function prescribedAction(m: MedicationEntity): ListedMedication['action'] {
  // "Decrease warfarin to 30 mg a week": a change said of a schedule by the day.
  if (m.weekdayDoses && (m.change === 'increase' || m.change === 'decrease')) return m.change;
  if (!m.strength || !m.previousStrength || m.strength.unit !== m.previousStrength.unit) return 'start';
  if (m.strength.value > m.previousStrength.value) return 'increase';
  return m.strength.value < m.previousStrength.value ? 'decrease' : 'start';
}

const ACTIONS: Record<Exclude<Medication['status'], 'prescribed' | 'declined'>, ListedMedication['action']> = {
  current: 'continue',
  stopped: 'stop',
};

const joined = (parts: readonly (string | undefined | false)[]) => parts.filter((part): part is string => Boolean(part)).join('; ') || null;

function medication(m: MedicationEntity): ListedMedication | undefined {
  // A medication the patient declined is neither taken nor prescribed: §8.5 has no action for it.
  if (m.status === 'declined') return undefined;
  const strength = m.strength ?? m.dose;
  return {
    name: m.name,
    dosage: strength ? quantity(strength) : null,
    frequency: m.frequency ? (m.frequency.custom ?? m.frequency.code ?? (m.frequency.perDay ? `${m.frequency.perDay} times a day` : null)) : null,
    duration: m.duration ? duration(m.duration) : null,
    route: m.route ?? null,
    instructions: joined([
      m.weekdayDoses && weeklySchedule(m.weekdayDoses),
      m.strength && m.dose && quantity(m.dose),
      m.timing,
      m.instruction,
      m.flags.includes('continue_same') && 'continue same',
      m.flags.includes('tapering') && 'tapering',
    ]),
    action: m.status === 'prescribed' ? prescribedAction(m) : ACTIONS[m.status],
  };
}

/**
 * The `medications` template, read from clinical notes: their sections of current medications and of the visit's
 * medications carry each medication whole (`entity`), as the clinical model has it.
 */
export function medicationsOf(notes: ClinicalNotesDocument): ListedMedication[] {
  return notes.sections
    .filter((section) => section.key === 'current_medications' || section.key === 'medications')
    .flatMap((section) => section.items.flatMap((item) => (item.entity?.type === 'medication' ? (medication(item.entity) ?? []) : [])));
}

/** The `medications` template of a model: from its clinical notes, so that it lists what they list. */
export const renderMedications = (model: ClinicalModel): ListedMedication[] => medicationsOf(renderClinicalNotes(model, { codify: false }));
