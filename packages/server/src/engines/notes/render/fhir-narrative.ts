/**
 * The human-readable parts of the FHIR document: section narratives (XHTML) and the note on
 * every clinical resource that says where in the transcript it was read.
 */
import type { Grounded } from '../clinical-model.js';
import type { Annotation, Narrative } from './fhir-types.js';

/** A narrative listing `lines`, one item each. */
export function narrative(lines: readonly string[]): Narrative {
  const items = lines.map((line) => `<li>${escapeXml(line)}</li>`).join('');
  return { status: 'generated', div: `<div xmlns="http://www.w3.org/1999/xhtml"><ul>${items}</ul></div>` };
}

/** A narrative of one paragraph. */
export function paragraph(text: string): Narrative {
  return { status: 'generated', div: `<div xmlns="http://www.w3.org/1999/xhtml"><p>${escapeXml(text)}</p></div>` };
}

/** Keeps the words as said and their segment ids with the resource, so a reader can check it against the transcript. */
export function evidenceNote(item: Grounded): Annotation {
  return { text: evidenceText(item) };
}

export function evidenceText(item: Grounded): string {
  return `Transcript (${item.evidence.join(', ')}): "${item.text}"`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
