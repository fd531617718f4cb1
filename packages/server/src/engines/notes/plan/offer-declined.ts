/**
 * Orders the doctor offers and the patient turns down: "we can also do the anti-TPO test" — "can we do it later, already
 * a lot of expense"; "I can refer you to orthopedics for an injection, if you want" — "no, let's see how the tylenol
 * does first". The test or referral of the offer is declined, which the plan says as such, not as ordered. So is an
 * order the patient cannot keep when the doctor gives way ("office timings are difficult, i can't come daily" — "okay").
 */
import type { ClinicalModel } from '../clinical-model.js';
import type { Sentence } from '../sentences.js';

/** The doctor offering, not ordering: "we can also do", "I can refer you", "do you want", "if you want". */
const OFFERS =
  /\b(?:we|i) (?:can|could|may) (?:also )?(?:do|get|order|check|refer|send|arrange|schedule|set up|try)\b|\b(?:do|would) you (?:want|like)\b|\bif you (?:want|like|wish|prefer)\b|\b(?:are|would) you (?:be )?(?:interested|open|willing)\b|\bhow (?:do|would) you feel about\b|\bthe offer stands\b/i;

/** The patient's answer turning it down: "no", "not right now", "can we do it later", "let's see how … does first". */
const DECLINES =
  /^\W*(?:(?:um|uh|hmm|well|doctor|doc|honestly)\W+)*(?:no\b(?!\s+(?:problem|worries)\b)|nah\b|not (?:right )?now\b|not yet\b|not this time\b|maybe later\b|later\b|i (?:don'?t|do not) (?:think so|want|know)|i'?d rather (?:not|wait)|i'll pass\b|can we (?:do it |wait |hold off )?(?:later|next time|wait|hold off)|let'?s (?:wait|hold off|see how)|i (?:want|would like|'d like) to (?:wait|hold off|think about it))/i;

/** The patient saying they cannot keep an order: "i can't come daily", "that is not possible for me", "too expensive"; not "i can't think of any". */
const CANNOT = /\b(?:i|we) (?:can'?t|cannot|can not|won'?t be able to) (?:come|afford|manage|attend|make it|travel|get (?:leave|time|off))\b|\bnot possible\b|\btoo (?:expensive|costly|far)\b/i;
/** The doctor giving way: "okay. i will show you three exercises", "fine, then do them at home". */
const GIVES_WAY = /^\W*(?:okay|ok|alright|all right|fine|no problem|then)\b(?![^.]*\b(?:but|must|have to|need to|should)\b)/i;

/**
 * What the patient says to an offer: their first sentence after it, when the doctor says at most one more sentence
 * before it ("… if you want. It's up to you." — "No, not now.").
 */
function answerAt(sentences: readonly Sentence[], at: number): number | undefined {
  for (let next = at + 1; next < sentences.length; next++) {
    const sentence = sentences[next]!;
    if (sentence.speaker === 'patient') return next;
    if (sentence.speaker === 'doctor' && next > at + 1) return undefined;
  }
  return undefined;
}

/** The model with each test or referral offered in a sentence the patient's answer declines marked declined. */
export function withOffersDeclined(model: ClinicalModel, sentences: readonly Sentence[]): ClinicalModel {
  const declinedIn = new Set(
    sentences.flatMap((sentence, i) => {
      if (sentence.speaker !== 'doctor') return [];
      const answeredAt = answerAt(sentences, i);
      if (answeredAt === undefined) return [];
      const answer = sentences[answeredAt]!;
      if (OFFERS.test(sentence.text)) return DECLINES.test(answer.text) ? [sentence.text] : [];
      // An order the patient cannot keep, and the doctor gives way: "… ten sessions." — "office timings are
      // difficult, i can't come daily." — "okay. i will show you three exercises now".
      const after = sentences.slice(answeredAt + 1).find((next) => next.speaker === 'doctor');
      return CANNOT.test(answer.text) && after && GIVES_WAY.test(after.text) ? [sentence.text] : [];
    }),
  );
  if (declinedIn.size === 0) return model;
  const declined = <T extends { status: string; text: string }>(item: T): T => (item.status === 'advised' && declinedIn.has(item.text) ? { ...item, status: 'declined' } : item);
  return { ...model, investigations: model.investigations.map(declined), procedures: model.procedures.map(declined) };
}
