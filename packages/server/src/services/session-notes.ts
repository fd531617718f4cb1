/**
 * The clinical model of a transcript, as every path to a note makes it: a session's processing (`sessionNotes`, once,
 * when it finishes; its result keeps the model) and `scribe notes` offline both call this, and render the catalogue's
 * templates from it (`domain/templates.ts`), so that the same recording gives the same document and the same warnings
 * either way.
 */
import type { ClinicalExtractor, ClinicalModel, ExtractionInput } from '../engines/notes/clinical-model.js';
import { markDoubtfulWords } from '../engines/notes/review/doubtful-words.js';
import { transcriptDocument, type FileTranscript } from '../engines/notes/render/transcript.js';
import type { NotesOutcome, SessionRequest } from '../domain/sessions.js';

export type NotesModel = NotesOutcome<ClinicalModel>;

/**
 * The model `extractor` makes of the segments, with the drug names, doses and numbers recognition was unsure of
 * marked for review (from the segments' word confidences, when the transcript has them); or why there is none. Every
 * language of the interface is read: English, and the Indian languages in English (`engines/notes/indic`).
 */
export async function extractNotesModel(extractor: ClinicalExtractor, input: ExtractionInput): Promise<NotesModel> {
  try {
    return { model: markDoubtfulWords(await extractor.extract(input), input.segments) };
  } catch (error) {
    return { error: { code: 'extraction_failed', msg: error instanceof Error ? error.message : String(error) } };
  }
}

/** A session's clinical model, extracted from its files' transcript as one; null when no file could be read. */
export async function sessionNotes(extractor: ClinicalExtractor, request: SessionRequest, files: readonly FileTranscript[]): Promise<NotesModel | null> {
  if (files.length === 0) return null;
  return extractNotesModel(extractor, {
    segments: transcriptDocument(request, files).segments,
    mode: request.mode,
    language: request.languages[0] ?? '',
    ...(request.speciality === undefined ? {} : { speciality: request.speciality }),
    additionalData: request.additionalData,
  });
}
