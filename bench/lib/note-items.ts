/**
 * Our note's Markdown (the `soap` renderer's: `## SECTION` headings, paragraphs, `- ` bullets, `**Problem**`
 * headings in the plan, a `> **Check before signing:**` quote above the sections) read as the sentences a reader
 * checks: each with the section it stands under and whether it is a problem heading. The warning quote is a message
 * to the clinician, not part of the note, and is left out.
 */
import { REFERENCE_HEADING } from './aci-reference.js';

export interface NoteItem {
  /** The `## ` heading the item stands under, as written ('' before the first heading). */
  section: string;
  text: string;
  /** `heading`: a problem heading of the plan (`**Hypertension**`); `bullet`: from a `- ` line; else a sentence. */
  kind: 'heading' | 'bullet' | 'sentence';
  /** Of a bullet's second sentence or later, the label its first opened with ("Medical reasoning"). */
  continues?: string;
}

/** The label a line opens with: "Medical reasoning: …". */
const OPENING_LABEL = /^([A-Za-z][A-Za-z /-]{0,30}):\s/;

/** A sentence ends at . ! or ? (and a closing quote or bracket) before a space: "2.5 mg" and "Mr. Smith" stay whole. */
export function splitSentences(line: string): string[] {
  return line
    .split(/(?<!\b(?:Mr|Mrs|Ms|Dr|St|vs|approx|e\.g|i\.e)\.)(?<=[.!?]["”')\]]?)\s+/)
    .map((text) => text.trim())
    .filter((text) => text !== '');
}

export function noteItems(markdown: string): NoteItem[] {
  const items: NoteItem[] = [];
  let section = '';
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('>')) continue;
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) {
      section = heading[1]!.trim();
      continue;
    }
    const problem = /^\*\*(.+?)\*\*:?$/.exec(line);
    if (problem) {
      items.push({ section, text: problem[1]!.trim(), kind: 'heading' });
      continue;
    }
    const bullet = /^[-*•]\s+(.*)$/.exec(line);
    const sentences = splitSentences(bullet ? bullet[1]! : line);
    const label = bullet ? OPENING_LABEL.exec(sentences[0] ?? '')?.[1]?.trim() : undefined;
    sentences.forEach((text, i) => items.push({ section, text, kind: bullet ? 'bullet' : 'sentence', ...(i > 0 && label ? { continues: label } : {}) }));
  }
  return items;
}

/** The note's statements: every item but the problem headings (a heading names a problem, it states nothing). */
export const statements = (items: readonly NoteItem[]) => items.filter((item) => item.kind !== 'heading');

/** A reference note with its capitalised headings marked as ours are, so that it is read and scored the same way. */
export const referenceAsMarkdown = (note: string) =>
  note
    .split(/\r?\n/)
    .map((line) => (REFERENCE_HEADING.test(line.trim()) ? `## ${line.trim()}` : line))
    .join('\n');
