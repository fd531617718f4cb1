/**
 * "Burning when you pass urine? Anything red?" — "The burning, a little. Nothing red.": an answer that names the head
 * word of a finding asked (burning, swelling, pain) says yes to that finding, not to every question of the turn. The
 * composer writes such an answer "Yes, a little burning."; here it is written with the finding asked whose words hold
 * the head word ("I have mild burning urination."), or, when none does, as a bare "Yes, a little.".
 */
import type { TranscriptSegment } from '../clinical-model.js';
import { saysWords } from '../narrative/spoken-text.js';
import { HEAD_WORDS } from './answer-words.js';

const HEAD_ANSWER = new RegExp(String.raw`(?<=^|[.?!]\s)Yes(, a little)? (${[...HEAD_WORDS].join('|')})\.`, 'g');

/**
 * The segments with each head-word answer written with what it answers. `findingsIn` gives the findings English words
 * name, as said ("burning urination").
 */
export function withHeadAnswersNamed(segments: readonly TranscriptSegment[], findingsIn: (english: string) => string[]): TranscriptSegment[] {
  return segments.map((segment, i) => {
    if (!segment.text.match(HEAD_ANSWER)) return segment;
    const asked = questionsAnswered(segments, i).flatMap(findingsIn);
    const text = segment.text.replace(HEAD_ANSWER, (_said, little: string | undefined, head: string) => {
      const finding = asked.find((name) => saysWords(name, head));
      return finding ? `I have ${little ? 'mild ' : ''}${finding}.` : `Yes${little ?? ''}.`;
    });
    return { ...segment, text };
  });
}

/**
 * The questions the `i`th segment answers: the sentences of the doctor's turn just before it that end in "?", when
 * it is the patient's; none for any other turn.
 */
export function questionsAnswered(segments: readonly TranscriptSegment[], i: number): string[] {
  const before = segments[i - 1];
  if (segments[i]?.speaker !== 'patient' || before?.speaker !== 'doctor') return [];
  return before.text.split(/(?<=[?.!])\s+/).filter((said) => said.endsWith('?'));
}
