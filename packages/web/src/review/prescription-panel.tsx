import { emptyMedication, evidenceOf, medicationLine, MEDICATION_TEXT_FIELDS, type DraftMedication, type MedicationTextField } from './draft.js';
import type { Evidence } from './evidence.js';

const LABELS: Record<MedicationTextField, string> = {
  name: 'name',
  strength: 'strength',
  dose: 'dose',
  frequency: 'frequency',
  duration: 'duration',
  instructions: 'instructions',
};

const PLACEHOLDERS: Record<MedicationTextField, string> = {
  name: 'metformin',
  strength: '500 mg',
  dose: '1 tablet',
  frequency: 'BD',
  duration: '5 days',
  instructions: 'after food',
};

export const reviewWarning = (words: readonly string[]) => `Check before signing: heard with low confidence (${words.join(', ')}).`;

interface PrescriptionPanelProps {
  medications: DraftMedication[];
  editing: boolean;
  onSelect: (evidence: Evidence) => void;
  onChange: (medications: DraftMedication[]) => void;
}

/**
 * The prescription: each medication's fields (name, strength, dose, frequency, duration, as needed, instructions),
 * editable, with medications added and removed; one whose drug name or dose rests on doubtful words is flagged.
 */
export function PrescriptionPanel({ medications, editing, onSelect, onChange }: PrescriptionPanelProps) {
  const edit = (index: number, change: Partial<DraftMedication>) => onChange(medications.map((m, i) => (i === index ? { ...m, ...change } : m)));
  const remove = (index: number) => onChange(medications.filter((_, i) => i !== index));
  return (
    <>
      {medications.length === 0 && <p class="empty">No medication was prescribed.</p>}
      <ol class="medications">
        {medications.map((medication, i) => (
          <li key={i} class={medication.reviewWords.length > 0 ? 'needs-review' : undefined}>
            {editing ? (
              <div class="medication-fields" role="group" aria-label={`Medication ${i + 1}`}>
                {MEDICATION_TEXT_FIELDS.map((field) => (
                  <label key={field}>
                    {LABELS[field]}
                    <input
                      aria-label={`Medication ${i + 1} ${LABELS[field]}`}
                      value={medication[field]}
                      placeholder={PLACEHOLDERS[field]}
                      onInput={(e) => edit(i, { [field]: e.currentTarget.value })}
                    />
                  </label>
                ))}
                <label class="check">
                  <input type="checkbox" aria-label={`Medication ${i + 1} as needed`} checked={medication.asNeeded} onChange={(e) => edit(i, { asNeeded: e.currentTarget.checked })} />
                  as needed
                </label>
                <button type="button" class="secondary" aria-label={`Remove medication ${i + 1}`} onClick={() => remove(i)}>
                  Remove
                </button>
              </div>
            ) : (
              <button type="button" class="item" disabled={medication.evidence.length === 0} onClick={() => onSelect(evidenceOf(medication))}>
                <strong>{[medication.name, medication.strength].filter(Boolean).join(' ')}</strong> {medicationLine(medication)}
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
      {editing && (
        <button type="button" class="secondary" onClick={() => onChange([...medications, emptyMedication()])}>
          Add medication
        </button>
      )}
    </>
  );
}
