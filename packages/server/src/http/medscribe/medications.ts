import type { Medication } from '../../engines/notes/clinical-model.js';
import type { ClinicalNotesDocument } from '../../engines/notes/render/clinical-notes.js';
import { duration, quantity } from '../../engines/notes/render/describe.js';

/** One entry of the `medications` template (08-templates.md §8.5): what was said, `null` where nothing was. */
export type MsaMedication = {
  name: string;
  dosage: string | null;
  frequency: string | null;
  duration: string | null;
  route: string | null;
  instructions: string | null;
  /** §8.5's medication actions that the visit can tell: `start`, `continue`, `increase`, `decrease`, `stop`. */
  action: 'start' | 'continue' | 'increase' | 'decrease' | 'stop';
};

/** A prescription's change of strength says whether the dose goes up or down; anything else prescribed is started. */
function prescribedAction(m: Medication): MsaMedication['action'] {
  if (!m.strength || !m.previousStrength || m.strength.unit !== m.previousStrength.unit) return 'start';
  if (m.strength.value > m.previousStrength.value) return 'increase';
  return m.strength.value < m.previousStrength.value ? 'decrease' : 'start';
}

const ACTIONS: Record<Exclude<Medication['status'], 'prescribed' | 'declined'>, MsaMedication['action']> = {
  current: 'continue',
  stopped: 'stop',
};

const joined = (parts: readonly (string | undefined | false)[]) => parts.filter((part): part is string => Boolean(part)).join('; ') || null;

function medication(m: Medication): MsaMedication | undefined {
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
 * The `medications` template, read from the stored clinical notes: their sections of current medications and of the
 * visit's medications carry each medication whole (`entity`), as the clinical model has it.
 */
export function medicationsOf(notes: ClinicalNotesDocument): MsaMedication[] {
  const entities = notes.sections
    .filter((section) => section.key === 'current_medications' || section.key === 'medications')
    .flatMap((section) => section.items.map((item) => item.entity as unknown as Medication));
  return entities.map(medication).filter((m): m is MsaMedication => m !== undefined);
}
