import type { TranscriptSegment } from '@svc-scribe/sdk';
import { describe, expect, it } from 'vitest';
import { readableWarning } from './readable-warning.js';

const segment = (id: string, start: number, words: string[] = []) =>
  ({ id, start, end: start + 5, file: 'a.wav', speaker: 'doctor', text: words.join(' '), confidence: 1, words: words.map((text, i) => ({ text, start: start + i, end: start + i + 1, confidence: 0.9, corrected: false })) }) as TranscriptSegment;
const SEGMENTS = [segment('seg_1', 0), segment('seg_2', 2.4), segment('seg_9', 73.2, ['then', 'take', '1', 'tablet', 'twice', 'daily'])];

describe('readableWarning', () => {
  it('says which word to check, and when it was said, without the segment id', () => {
    expect(readableWarning('confirm "1" in "take 1 tablet twice daily" against the recording (seg_9)', SEGMENTS)).toEqual({
      text: 'Check "1" in “take 1 tablet twice daily”: heard with low confidence.',
      at: 75.2,
    });
  });

  it('listens where the line starts when the quoted word is not in it', () => {
    expect(readableWarning('confirm "7" in "take 7 tablets" against the recording (seg_9)', SEGMENTS).at).toBe(73.2);
  });

  it('cuts the segment ids of any warning, listening at the first cited line', () => {
    expect(readableWarning('atomoxetine is made as 10, 18, 25 mg, not 14 mg: confirm the dose against the recording (seg_2, seg_9)', SEGMENTS)).toEqual({
      text: 'Atomoxetine is made as 10, 18, 25 mg, not 14 mg: confirm the dose against the recording.',
      at: 2.4,
    });
    expect(readableWarning('said but not in the note: chest pain (seg_1); smoking (seg_9)', SEGMENTS)).toEqual({ text: 'Said but not in the note: chest pain; smoking.', at: 0 });
  });

  it('has no time for a warning citing no line, or lines the transcript lacks', () => {
    expect(readableWarning('no clinical content was recognised in the transcript', SEGMENTS)).toEqual({ text: 'No clinical content was recognised in the transcript.', at: undefined });
    expect(readableWarning('the patient denies fever but reports chills (seg_40)', SEGMENTS).at).toBeUndefined();
  });
});
