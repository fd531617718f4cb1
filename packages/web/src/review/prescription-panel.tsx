import type { DraftMedication } from './draft.js';

const FIELDS: [keyof Omit<DraftMedication, 'reviewWords' | 'evidence'>, string][] = [
  ['name', 'name'],
  ['dose', 'dose'],
  ['frequency', 'frequency'],
  ['duration', 'duration'],
  ['instructions', 'instructions'],
];

export const reviewWarning = (words: readonly string[]) => `Check before signing: heard with low confidence (${words.join(', ')}).`;

interface PrescriptionPanelProps {
  medications: DraftMedication[];
  editing: boolean;
  onSelect: (evidence: string[]) => void;
  onEdit: (index: number, field: keyof DraftMedication, value: string) => void;
}

/** The prescription: each medication's fields, editable; one a drug name or dose rests on doubtful words is flagged. */
export function PrescriptionPanel({ medications, editing, onSelect, onEdit }: PrescriptionPanelProps) {
  if (medications.length === 0) return <p class="empty">No medication was prescribed.</p>;
  return (
    <ol class="medications">
      {medications.map((medication, i) => (
        <li key={i} class={medication.reviewWords.length > 0 ? 'needs-review' : undefined}>
          {editing ? (
            <div class="medication-fields">
              {FIELDS.map(([field, name]) => (
                <label key={field}>
                  {name}
                  <input aria-label={`Medication ${i + 1} ${name}`} value={medication[field]} onInput={(e) => onEdit(i, field, e.currentTarget.value)} />
                </label>
              ))}
            </div>
          ) : (
            <button type="button" class="item" disabled={medication.evidence.length === 0} onClick={() => onSelect(medication.evidence)}>
              <strong>{medication.name}</strong> {[medication.dose, medication.frequency, medication.duration, medication.instructions].filter(Boolean).join(' · ')}
            </button>
          )}
          {medication.reviewWords.length > 0 && (
            <p class="warning" role="note">
              {reviewWarning(medication.reviewWords)}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
