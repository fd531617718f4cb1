import { Type, type Static } from '@sinclair/typebox';
import type { Transcript } from '../../../domain/transcript.js';

const TranscriptWordSchema = Type.Object({
  text: Type.String(),
  start: Type.Number({ description: 'Seconds from the start of the first file; estimated, the segment\'s time shared among its words by their length.' }),
  end: Type.Number(),
  confidence: Type.Number({ description: "0..1: the probability of the word's least likely token; a corrected word has the least of the words it replaced." }),
  corrected: Type.Boolean({ description: 'The lexicon correction or dose normalisation wrote it, not the decoder ("500 mg" for "five hundred milligrams").' }),
  needs_review: Type.Optional(
    Type.Literal(true, {
      description: 'Part of a dose the medicine named before it is neither made in nor given as ("atomoxetine 14 mg": made as 10, 18, 25, 40 … mg): confirm it against the recording.',
    }),
  ),
});

const TranscriptSegmentSchema = Type.Object({
  id: Type.String({ description: '`seg_1`, `seg_2` …: what notes items cite as evidence.' }),
  file: Type.String({ description: 'The uploaded file the segment is from.' }),
  start: Type.Number({ description: 'Seconds from the start of the first file.' }),
  end: Type.Number(),
  speaker: Type.String({ description: '`doctor` or `patient` in consultation mode when the voices or the words tell, else `speaker_1` ….' }),
  text: Type.String(),
  confidence: Type.Number({ description: "0..1: the geometric mean of the segment's token probabilities." }),
  words: Type.Optional(
    Type.Array(TranscriptWordSchema, { description: 'Each word with recognition\'s confidence in it, when the speech backend scores words (the local model does).' }),
  ),
});

/** PROTOCOL §5: the decoded `value` of `transcript_template`. */
export const TranscriptDocumentSchema = Type.Object({
  transcript: Type.String({ description: "Every segment's text, joined." }),
  language: Type.String(),
  mode: Type.String(),
  duration_s: Type.Number({ description: 'Total audio length in seconds, over every file.' }),
  segments: Type.Array(TranscriptSegmentSchema),
});
export type TranscriptDocument = Static<typeof TranscriptDocumentSchema>;
export type TranscriptDocumentSegment = Static<typeof TranscriptSegmentSchema>;

export interface FileTranscript {
  file: string;
  transcript: Transcript;
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** One transcript over every file, each file's segment times offset by the length of the files before it. */
export function transcriptDocument(request: { languages: readonly string[]; mode: string }, files: readonly FileTranscript[]): TranscriptDocument {
  let offset = 0;
  const segments: TranscriptDocumentSegment[] = [];
  for (const { file, transcript } of files) {
    for (const segment of transcript.segments) {
      segments.push({
        id: `seg_${segments.length + 1}`,
        file,
        start: round(offset + segment.start),
        end: round(offset + segment.end),
        // The voice the recogniser told apart in a consultation; else one speaker, unless the words tell (`renderOutputs`).
        speaker: segment.speaker ?? 'speaker_1',
        text: segment.text,
        confidence: round(segment.confidence),
        ...(segment.words && {
          words: segment.words.map(({ needsReview, ...word }) => ({
            ...word,
            start: round(offset + word.start),
            end: round(offset + word.end),
            confidence: round(word.confidence),
            ...(needsReview && { needs_review: needsReview }),
          })),
        }),
      });
    }
    offset += transcript.durationS;
  }
  return {
    transcript: segments.map((s) => s.text).join(' '),
    language: request.languages[0] ?? '',
    mode: request.mode,
    duration_s: round(offset),
    segments,
  };
}
