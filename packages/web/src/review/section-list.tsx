import { evidenceOf, type DraftItem, type DraftSection } from './draft.js';
import { sameEvidence, type Evidence } from './evidence.js';

interface SectionListProps {
  /** What the list is (Clinical notes, SOAP note): part of each field's accessible name. */
  label: string;
  sections: DraftSection[];
  editing: boolean;
  /** The evidence shown now, to tell which item is selected. */
  activeEvidence: Evidence;
  onSelect: (evidence: Evidence) => void;
  onEdit: (sectionIndex: number, itemIndex: number, text: string) => void;
  /** A warning to show beside an item (low-confidence words of a medication), or none. */
  warningOf?: (item: DraftItem) => string | undefined;
}

/**
 * Sections of items: each item a button that shows its evidence in the transcript, or, while editing, a text field
 * named after its section. Shared by the clinical notes and the SOAP note.
 */
export function SectionList({ label, sections, editing, activeEvidence, onSelect, onEdit, warningOf }: SectionListProps) {
  if (sections.length === 0) return <p class="empty">Nothing was noted.</p>;
  return (
    <>
      {sections.map((section, s) => (
        <section class="note-section" key={section.key}>
          <h3>{section.title}</h3>
          <ul>
            {section.items.map((item, i) => {
              const warning = warningOf?.(item);
              return (
                <li key={i} class={warning ? 'needs-review' : undefined}>
                  {editing ? (
                    <textarea aria-label={`${label}: ${section.title} ${i + 1}`} value={item.text} rows={2} onInput={(e) => onEdit(s, i, e.currentTarget.value)} />
                  ) : (
                    <button
                      type="button"
                      class="item"
                      aria-pressed={sameEvidence(evidenceOf(item), activeEvidence)}
                      disabled={item.evidence.length === 0}
                      onClick={() => onSelect(evidenceOf(item))}
                    >
                      {item.text}
                    </button>
                  )}
                  {warning && (
                    <p class="warning" role="note">
                      {warning}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}
