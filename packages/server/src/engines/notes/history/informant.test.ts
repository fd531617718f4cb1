import { describe, expect, it } from 'vitest';
import type { Sentence } from '../sentences.js';
import { informantOf, sexAskedOf } from './informant.js';

const said = (lines: readonly [Sentence['speaker'], string][]): Sentence[] =>
  lines.map(([speaker, text], i) => ({ speaker, text, segmentId: `seg_${i + 1}` }) as Sentence);

describe('who speaks for the patient', () => {
  it('is the parent the doctor presents or speaks to (issue 28, train D2N055)', () => {
    expect(informantOf(said([['doctor', 'karen nelson is a 3 -year-old female who comes in for a new right eye twitch karen is accompanied by her father']]))?.relation).toBe('father');
    expect(informantOf(said([['doctor', 'hey mom how is she doing'], ['patient', 'she is better']]))?.relation).toBe('mother');
    expect(informantOf(said([['doctor', 'okay okay and so so dad how often are you seeing the twitch on karen']]))?.relation).toBe('father');
  });

  it('is the speaker the doctor asks of "she", who tells of her more than of themselves, unannounced', () => {
    const visit = said([
      ['doctor', "i know she's a twin , so are these your first two babies ?"],
      ['patient', 'no , i have a son also who is nine .'],
      ['patient', 'she was doing fine . she just had problems with eating .'],
      ['doctor', 'good . is she in therapy ?'],
      ['patient', 'yes , she sees a physical therapist every week .'],
    ]);
    expect(informantOf(visit)).toBeDefined();
    expect(informantOf(visit)?.relation).toBeUndefined();
    expect(sexAskedOf(visit)).toBe('female');
  });

  it('is nobody when the patient tells their own story, a spouse beside them, or the doctor speaks of a relative', () => {
    expect(
      informantOf(
        said([
          ['doctor', 'does he snore at night ?'],
          ['patient', 'he does , very loudly .'],
          ['doctor', 'and is he tired during the day ?'],
          ['patient', "i am tired all day . i feel like i can't stay awake and i have been napping ."],
          ['patient', 'i do wake up with headaches too .'],
        ]),
      ),
    ).toBeUndefined();
    expect(informantOf(said([['doctor', 'so dad had a heart attack at sixty ?'], ['patient', 'yes he did .']]))).toBeUndefined();
  });
});
