/**
 * PHI redaction of a session that asked for it (`redact`, issue 33): its files' transcripts with every identifier
 * replaced by its typed tag, read as one document (a name said in one file is found again in the next). The words
 * recognition scored carry the identifiers too, and are left out.
 */
import type { FileTranscript } from '../engines/notes/render/transcript.js';

/** Texts with their identifiers replaced, in order (the redactor's `redact(texts).texts`). */
export type RedactTexts = (texts: readonly string[]) => string[];

export function redactedFiles(files: readonly FileTranscript[], redact: RedactTexts): FileTranscript[] {
  const texts = redact(files.flatMap(({ transcript }) => transcript.segments.map((segment) => segment.text)));
  let next = 0;
  return files.map(({ file, transcript }) => {
    const segments = transcript.segments.map(({ words: _words, ...segment }) => ({ ...segment, text: texts[next++]! }));
    return { file, transcript: { ...transcript, segments, text: segments.map((segment) => segment.text).join(' ') } };
  });
}
