/**
 * A clinic's note read as its sections: each heading, in order, with the lines under it. Headings are Markdown `#`
 * headings, lines in capitals ("CHIEF COMPLAINT", "ASSESSMENT AND PLAN:") and lines of a few words ending with a colon
 * ("Chief complaint:"); in a note with none of those, lines that open with a heading the vocabulary knows ("CC: cough
 * for a week"). A line of a section that only starts with a label ("Labs: within normal limits") stays in its section.
 */
import { isKnownHeading } from './heading-sources.js';

export interface NoteSection {
  /** As written, without the `#` or the colon. */
  heading: string;
  /** The section's lines, blank lines left out. */
  lines: string[];
}

const MARKDOWN = /^#{1,6}\s+(.+?)\s*#*$/;
/** Capitals and a heading's punctuation (no digits: "BP 120/80" is a reading), with two letters at least: "HISTORY OF PRESENT ILLNESS", "FAM/SOCHX:". */
const CAPITALS = /^(?=(?:[^A-Z]*[A-Z]){2})[A-Z][A-Z /&(),'-]{0,79}:?$/;
/** A line of one to six words ending with a colon: "Chief complaint:", "On examination:". */
const COLON_LINE = /^([A-Za-z][A-Za-z0-9/&(),'-]*(?: [A-Za-z0-9/&(),'-]+){0,5}):$/;
/** A known heading opening a line, the section's text after it: "CC: cough for a week". */
const INLINE = /^([A-Za-z][A-Za-z/&'_ -]{0,40}):\s+(\S.*)$/;

function standaloneHeading(line: string): string | undefined {
  const markdown = MARKDOWN.exec(line)?.[1];
  if (markdown !== undefined) return markdown.replace(/:$/, '');
  if (CAPITALS.test(line)) return line.replace(/:$/, '').trim();
  return COLON_LINE.exec(line)?.[1];
}

/** The note's sections in order; text before the first heading is left out. */
export function noteSections(note: string): NoteSection[] {
  const lines = note.split(/\r?\n/).map((line) => line.trim());
  const standalone = lines.some((line) => standaloneHeading(line) !== undefined);
  const sections: NoteSection[] = [];
  for (const line of lines) {
    if (line === '') continue;
    const heading = standalone ? standaloneHeading(line) : undefined;
    const inline = standalone ? undefined : INLINE.exec(line);
    if (heading !== undefined) sections.push({ heading, lines: [] });
    else if (inline && isKnownHeading(inline[1]!)) sections.push({ heading: inline[1]!.trim(), lines: [inline[2]!] });
    else sections.at(-1)?.lines.push(line);
  }
  return sections;
}
