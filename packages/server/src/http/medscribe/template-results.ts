import type { OutputMessage } from '../../domain/sessions.js';
import type { SoapDocument, SoapSentence } from '../../engines/notes/render/soap.js';
import type { TranscriptDocument } from '../../services/session-outputs.js';

/** One entry of `templates` (the protocol's `TemplateResult`). */
export type TemplateData = Record<string, unknown> | Record<string, unknown>[];

export type MsaTemplateResult =
  | { status: 'success'; data: TemplateData }
  | { status: 'failed'; error: { code: string; message: string } };

/** What a finished session answers with, read from what its processing kept. */
export interface FinishedResults {
  /** `templates.<id>`, for every template asked for. */
  templates: Record<string, MsaTemplateResult>;
  /** The transcript, unless none could be made. */
  transcript: TranscriptDocument | undefined;
  /** The errors of the templates made (a file's error is on each of them), each once. */
  errors: OutputMessage[];
}

export const failed = (code: string, message: string): MsaTemplateResult => ({ status: 'failed', error: { code, message } });

/** A template that failed says why in its first error (09-extraction.md §9.6's codes where ours mean the same). */
export const failedWith = (errors: readonly OutputMessage[], name: string): MsaTemplateResult =>
  failed(errors[0]?.code ?? 'extraction_failed', errors[0]?.msg ?? `${name} could not be made`);

export const unknownTemplate = (id: string): MsaTemplateResult => failed('template_not_found', `Template '${id}' is not available`);

export const distinctErrors = (errors: readonly OutputMessage[]): OutputMessage[] => [
  ...new Map(errors.map((error) => [`${error.code}\n${error.msg}`, error])).values(),
];

/** A new paragraph, a bullet or a heading of the note starts a line of its own; a paragraph's sentences run on. */
const prose = (sentences: readonly SoapSentence[]) =>
  sentences.reduce((text, s, i) => (i === 0 ? s.text : `${text}${s.style === undefined ? ' ' : '\n'}${s.text}`), '');

/**
 * 08-templates.md §8.5's `soap`: `subjective`, `objective`, `assessment` and `plan` as text, as EMRs read them; the
 * note's sections (each sentence with the transcript segments it rests on), warnings and Markdown stay beside them.
 */
export function soapData(note: SoapDocument): Record<string, unknown> {
  return {
    ...note,
    subjective: prose(note.subjective),
    objective: prose(note.objective),
    assessment: prose(note.assessment),
    plan: prose(note.plan),
  };
}
