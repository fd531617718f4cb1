/**
 * `scribe templates derive`: a note template proposed from a clinic's own notes. Each note's headings are found in
 * order (note-headings.ts) and each mapped to what the clinical model writes it from (heading-sources.ts); the
 * template has every heading the notes use, in the order they use them, written as they write it, in prose or bullets
 * as their text is, and hidden when empty when some notes leave it out. A definition for the clinic to edit.
 */
import type { NoteTemplateDefinition, NoteTemplateSection, SectionSource } from '../../../domain/note-templates.js';
import { headingKey, sourcesOfHeading, sourcesOfText } from './heading-sources.js';
import { noteSections, type NoteSection } from './note-headings.js';

export interface DerivedTemplate {
  definition: NoteTemplateDefinition;
  /** What the clinic should check: headings placed by the section router from their text, not by their name. */
  notes: string[];
}

/** A line of a list: "- …", "• …", "* …", "1. …", "2) …". */
const BULLET = /^(?:[-•*]|\d{1,2}[.)])\s/;

interface Heading {
  key: string;
  /** Each note's spelling of it. */
  written: string[];
  /** Its place in each note that has it, from 0 (first) to 1 (last). */
  places: number[];
  /** The notes that have it. */
  notes: Set<number>;
  lines: string[];
}

/** The spelling most notes use; the first of equals. */
function mostWritten(written: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const w of written) counts.set(w, (counts.get(w) ?? 0) + 1);
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

function collect(notes: readonly NoteSection[][]): Heading[] {
  const headings = new Map<string, Heading>();
  for (const [n, sections] of notes.entries()) {
    for (const [i, section] of sections.entries()) {
      const key = headingKey(section.heading);
      const heading = headings.get(key) ?? { key, written: [], places: [], notes: new Set<number>(), lines: [] };
      heading.notes.add(n);
      heading.written.push(section.heading);
      heading.places.push(sections.length === 1 ? 0 : i / (sections.length - 1));
      heading.lines.push(...section.lines);
      headings.set(key, heading);
    }
  }
  // In the order the notes put them; of two at the same mean place, the one seen first.
  return [...headings.values()].map((h, seen) => ({ h, seen })).sort((a, b) => mean(a.h.places) - mean(b.h.places) || a.seen - b.seen).map(({ h }) => h);
}

/** The template proposed by `notes` (their Markdown or text). Throws when no note has a heading. */
export function deriveTemplate(notes: readonly string[], names: Pick<NoteTemplateDefinition, 'id' | 'name' | 'description'>): DerivedTemplate {
  const read = notes.map(noteSections).filter((sections) => sections.length > 0);
  if (read.length === 0) throw new Error('no headings were found in the notes (Markdown # headings, lines in capitals, "Heading:" lines)');
  const remarks: string[] = [];
  const sections = collect(read).map((heading): NoteTemplateSection => {
    const written = mostWritten(heading.written);
    let sources: readonly SectionSource[] | undefined = sourcesOfHeading(written);
    if (sources === undefined) {
      const routed = sourcesOfText(heading.lines.join('\n'));
      sources = routed.sources;
      remarks.push(`"${written}" is not a heading known here: the section router read its text as MTS-Dialog's ${routed.header} (p = ${routed.probability.toFixed(2)}), written from ${sources.join(', ')}`);
    }
    const bullets = heading.lines.filter((line) => BULLET.test(line)).length;
    return {
      heading: written,
      sources: [...sources],
      style: bullets * 2 >= heading.lines.length && bullets > 0 ? 'bullets' : 'prose',
      ...(heading.notes.size < read.length ? { optional: true } : {}),
    };
  });
  return { definition: { ...names, sections }, notes: remarks };
}
