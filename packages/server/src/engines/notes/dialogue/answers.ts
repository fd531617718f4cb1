/**
 * What a patient's answer says on its own, before any symptom is named in it: yes, no, or not sure. "No." to
 * "Any nausea, vomiting?" says no to both; "I don't think so" leaves them possible.
 */
export type Polarity = 'yes' | 'no' | 'unsure';

/** Words that open an answer without saying anything: "uh, no", "well, yes", "okay, not really", "I'm trying to think, no". */
const OPENING_WORDS = String.raw`(?:(?:uh|um+|hm+|ah|oh|well|okay|ok|so|actually|really|honestly|doctor|sir|madam|ma'am|(?:oh )?my (?:gosh|god|goodness)|gosh|goodness|i'?m trying to think|let me think|let me see|let's see)\b[\s,.!-]*)*`;
const OPENING = `^${OPENING_WORDS}`;

const POLARITIES: readonly [Polarity, RegExp][] = [
  ['unsure', /i (?:do ?n'?t|do not) think so|not (?:really )?sure|i'?m not sure|i am not sure|maybe|may be|possibly|perhaps|i (?:do ?n'?t|do not) know|do ?n'?t know|can'?t say|hard to say|pata nahi|pata nahin/],
  [
    'no',
    /no\b|nope|nah\b|not really|not at all|none|nothing|never|negative|nahi|nahin|na\b|neither|i (?:do ?n'?t|do not|did ?n'?t|did not|have ?n'?t|have not|have never|had ?n'?t|had not)\b|i'?m not\b|i am not\b|it (?:does ?n'?t|does not|is ?n'?t|is not|was ?n'?t|was not)\b|not that\b|not any\b|not (?:in|for) (?:a (?:long )?while|a long time|ages|(?:a |quite a |several )?(?:few|couple(?: of)?) (?:days|weeks|months|years)|(?:days|weeks|months|years))\b|not (?:recently|lately)\b/,
  ],
  [
    'yes',
    /(?:only|just|mostly|mainly|usually) (?:when|if|with|after|during|while|at night|in the (?:morning|evening))\b|not (?:if|unless|except)\b|yes|yeah|yep|yup|yah\b|ya\b|uh-?huh|mm-?hmm|mhm|haan|han\b|ha ji|hanji|ji haan|a little|a bit|little bit|a lot|sometimes|occasionally|once in a while|on and off|off and on|i do\b|i have\b|i did\b|it does\b|it is\b|it was\b|definitely|absolutely|correct\b|right\b|kind of|sort of|somewhat|slightly|mild|some\b|quite\b|very\b|all the time|every day|constantly/,
  ],
];

const ANSWER_START = new RegExp(`${OPENING}(.*)$`, 'is');

/** What an answer opens with. */
export interface Opening {
  polarity: Polarity | undefined;
  /** Said on its own ("No.", "No, nothing like that", "Nahi doctor") rather than of a symptom ("No fever"). */
  bare: boolean;
  /** Picks from the list asked: "Only the cough.", "Just some diarrhea.", "No, just the cough." */
  only: boolean;
  /** Takes the whole list: "Yes, both.", "Yes, all three." */
  all: boolean;
  /** Says it of the patient in so many words: "Yes, I do." (to "You don't have any fever?"). */
  affirmsItself: boolean;
}

/** Nothing after the yes or no but an address or the question's verb said back: "No, doctor.", "Yes, I have.", "No, I don't.". */
const ON_ITS_OWN =
  /^(?:\s*(?:doctor|sir|madam|ma'am|ji)\b)?(?:[\s,]*i (?:do|have|did|am|do ?n't|do not|have ?n't|have not|did ?n't|did not|'m not|am not)(?![\w']))?\s*(?:[,.!;:-]|$)/;
/** …but not "only when I walk": that is a yes under a condition. */
const ONLY = /^(?:(?:no|nope|nah|yes|yeah)\b[\s,.]*)?(?:only|just)\b(?!\s+(?:when|if|with|after|during|while|at night)\b)/;

/** Where the answer is of, said before its yes or no: "on my body no", "in my family no". */
const SCOPE_FIRST = /^(?:on|in|at|around|for|with)\s+(?:my|the|his|her|our)\s+(?:\w+\s+)?\w+[\s,]+(?=(?:no|nope|not|nothing|none|yes|yeah|yep)\b)/;

/** The yes, no or "not sure" an answer opens with, if any, and how. */
export function answerOpening(answer: string): Opening {
  const rest = (ANSWER_START.exec(answer.trim().toLowerCase())?.[1] ?? '').replace(/’/g, "'").replace(SCOPE_FIRST, '');
  const only = ONLY.test(rest);
  const all = /\b(?:both|all (?:of them|three|four|the above)|all|every one|everything)\b/.test(rest);
  for (const [polarity, pattern] of POLARITIES) {
    const said = new RegExp(`^(?:${pattern.source})`).exec(rest);
    if (said) {
      const after = rest.slice(said[0].length);
      return { polarity, bare: ON_ITS_OWN.test(after), only, all, affirmsItself: polarity === 'yes' && /^[\s,]*i (?:do|have|did|am)\b/.test(after) };
    }
  }
  return { polarity: undefined, bare: false, only, all, affirmsItself: false };
}


/** A doctor's turn that only acknowledges ("okay", "mm-hmm"): the patient goes on answering the question before it. */
export const onlyAcknowledges = (text: string) => /^\W*(?:(?:okay|ok|alright|all right|uh-huh|mm-hmm|mhm|hmm|yeah|yes|right|i see|got it|sure|good|great)\W*)+$/i.test(text);

/** "Sorry?", "Pardon?", "What was that?": the patient asks for the question again, and answers a turn later. */
export function asksToRepeat(answer: string): boolean {
  return /^\s*(?:sorry|pardon|excuse me|what|huh|hmm+|come again|i didn'?t (?:get|hear)|can you repeat|kya)\b[^.]*\??\s*$/i.test(answer) && answer.trim().length < 40;
}

/**
 * The opening yes or no of an answer as blanks (offsets kept), so that it is not read as a negation of what follows:
 * in "No, just the cough" the "No" answers the question, the cough is there.
 */
export function maskOpeningAnswer(text: string): string {
  // "No, …", or "no i wish … i've gained some weight" said without the comma: the answer opens on its own subject.
  const match = new RegExp(
    String.raw`^(\s*${OPENING_WORDS})(no|nope|nah|yes|yeah|yep|haan|nahi|nahin)(\s*[,.!;-]+|\s+(?=(?:i|i'm|i've|i'd|it|it's|we|my|but|actually|just|only|not)\b))`,
    'i',
  ).exec(text);
  if (!match) return text;
  const start = match[1]!.length;
  return text.slice(0, start) + ' '.repeat(match[2]!.length) + text.slice(start + match[2]!.length);
}
