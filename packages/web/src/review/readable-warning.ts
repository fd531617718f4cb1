import type { TranscriptSegment } from '@svc-scribe/sdk';
import { markedWords } from './evidence.js';

/** A list of segment ids in parentheses, as the notes engine cites the lines a warning rests on: "(seg_2, seg_9)". */
const CITED_SEGMENTS = /\s*\((seg_\d+(?:,\s*seg_\d+)*)\)/g;
/** The notes engine's low-confidence warning, its segments cut: `confirm "1" in "take 1 tablet" against the recording`. */
const NEEDS_REVIEW = /^confirm (.+) in "(.*)" against the recording$/s;

export interface ReadableWarning {
  /** What to check, in a clinician's words: no segment ids. */
  text: string;
  /**
   * Where to listen (seconds): the first word it quotes, in the lines it cites; else where the first of those lines
   * starts; undefined when it cites none the transcript has.
   */
  at: number | undefined;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** When `quoted` is said in the segment, by its words' times; undefined when its words are not found there. */
function spokenAt(segment: TranscriptSegment, quoted: string): number | undefined {
  const marked = markedWords(segment.words ?? [], [quoted]);
  return marked === 'all' ? undefined : segment.words![Math.min(...marked)]!.start;
}

/**
 * A warning of the SOAP note (as the notes engine words it, citing transcript segment ids) for the clinician: the
 * segment ids become the time of the first, where the review offers to listen; a low-confidence word is said as such.
 */
export function readableWarning(message: string, segments: readonly TranscriptSegment[]): ReadableWarning {
  const cited = [...message.matchAll(CITED_SEGMENTS)].flatMap((match) => match[1]!.split(/,\s*/));
  const lines = cited.flatMap((id) => segments.find((segment) => segment.id === id) ?? []);
  const plain = message.replace(CITED_SEGMENTS, '').trim();
  const review = NEEDS_REVIEW.exec(plain);
  const quoted = review && /"([^"]+)"/.exec(review[1]!)?.[1];
  const at = (quoted ? lines.map((line) => spokenAt(line, quoted)).find((seconds) => seconds !== undefined) : undefined) ?? lines[0]?.start;
  const text = review ? `Check ${review[1]} in “${review[2]}”: heard with low confidence.` : `${capitalised(plain)}.`.replace(/\.\.$/, '.');
  return { text, at };
}
