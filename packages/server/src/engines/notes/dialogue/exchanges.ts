/**
 * Pairs the doctor's questions with the patient's answers. The questions asked since the patient last spoke are
 * answered by the patient's next turn; a turn that only asks for the question again ("sorry?") is skipped, so the
 * answer may come a turn later.
 */
import type { Sentence } from '../sentences.js';
import { answerOpening, asksToRepeat, type Opening } from './answers.js';
import { isQuestion, LEAD_IN } from './questions.js';

export interface Exchange {
  questions: Sentence[];
  /** The sentences of the patient's answering turn. */
  answer: Sentence[];
  /** What the answer's first sentence opens with. */
  opening: Opening;
  /** The exchange before, for an answer that picks from its list ("Which one?" — "Only nausea."). */
  previous?: Exchange;
}

export interface Dialogue {
  /** Sentences that ask (by index in the sentence list): they never state a finding themselves. */
  questions: ReadonlySet<number>;
  /** Exchanges by the index of their answer's first sentence, where the reading takes them up. */
  answeredAt: ReadonlyMap<number, Exchange>;
}

/** "Okay, so pain with both flexion and extension": the doctor summing up, which a yes confirms, not answers. */
const SUMMING_UP = /^\W*(?:(?:okay|ok|alright|all right)\W+)?so\b/i;

/** "Sensation is normal to the touch." — "Yes.": the doctor stating a normal finding, which the patient acknowledges. */
const STATES_NORMAL_FINDING = /\b(?:is|are)\s+(?:normal|intact|equal|clear|symmetric(?:al)?)\b/i;

/** The longest doctor's sentence a bare yes or no can show to have been a question. */
const LOST_QUESTION_WORDS = 8;
/** …or a denial checked ("no weakness or numbness in your legs right now"), counted after its lead-in. */
const LOST_DENIAL_WORDS = 12;
const CHECKS_DENIAL = /^no\s/i;

const wordCount = (text: string): number => text.split(/\s+/).filter((word) => word !== '').length;

/** Whether `sentence` is the patient's, opening with a yes or no said on its own ("No, doctor.", "Yes, sometimes."). */
function answersBare(sentence: Sentence | undefined): boolean {
  if (sentence?.speaker !== 'patient') return false;
  const opening = answerOpening(sentence.text);
  return opening.polarity !== undefined && opening.bare;
}

/** A question goes unanswered once the doctor has gone on to say this many other things. */
const STATEMENTS_BEFORE_MOVING_ON = 3;

/**
 * The dialogue of a consultation; `namesOnly` tells a sentence that says nothing but the names of symptoms. A turn of unknown speaker after a question is taken as its answer: in an
 * unlabelled transcript the doctor's questions are known by their words, the answers are not.
 */
export function readDialogue(sentences: readonly Sentence[], namesOnly: (sentence: Sentence) => boolean = () => false): Dialogue {
  const questions = new Set<number>();
  const answeredAt = new Map<number, Exchange>();
  let pending: Sentence[] = [];
  let previous: Exchange | undefined;
  let statementsSince = 0;
  for (let i = 0; i < sentences.length; ) {
    const speaker = sentences[i]!.speaker;
    let end = i;
    while (end + 1 < sentences.length && sentences[end + 1]!.speaker === speaker) end++;
    const turn = sentences.slice(i, end + 1);
    const answeredBare = answersBare(sentences[end + 1]);
    turn.forEach((sentence, k) => {
      // The doctor running through symptoms by name ("okay coughing headache") asks about them; so does a short
      // sentence with no question mark that the patient answers with a bare yes or no, whose question recognition lost
      // ("And in vomiting or loose motions." for "Any vomiting or loose motions?"). A statement with a tag ("No
      // vomiting, right?") was read as said and stays so.
      // "Okay, so pain on the medial side with palpation." — "Yes.": the doctor summing up what was found, confirmed;
      // "So, no vision problems." — "No." checks a denial, and is asked; "so epigastric pain", the patient's "my belly
      // hurts up here" put in the doctor's words, is not.
      const summing = SUMMING_UP.test(sentence.text) && !/\b(?:no|not|never|any)\b|n't\b/i.test(sentence.text);
      const opened = sentence.text.replace(LEAD_IN, '');
      const lostQuestion =
        speaker === 'doctor' &&
        k === turn.length - 1 &&
        answeredBare &&
        !summing &&
        !STATES_NORMAL_FINDING.test(sentence.text) &&
        !sentence.text.trim().endsWith('?') &&
        (wordCount(sentence.text) <= LOST_QUESTION_WORDS || (CHECKS_DENIAL.test(opened) && wordCount(opened) <= LOST_DENIAL_WORDS));
      if (isQuestion(sentence.text) || lostQuestion || (speaker === 'doctor' && namesOnly(sentence) && !summing)) questions.add(i + k);
    });
    if (speaker === 'doctor') {
      turn.forEach((sentence, k) => {
        if (!questions.has(i + k)) statementsSince++;
        else {
          if (statementsSince >= STATEMENTS_BEFORE_MOVING_ON) pending = [];
          pending.push(sentence);
          statementsSince = 0;
        }
      });
      if (statementsSince >= STATEMENTS_BEFORE_MOVING_ON) pending = [];
    } else if (pending.length > 0 && !(turn.length === 1 && asksToRepeat(turn[0]!.text))) {
      const exchange: Exchange = { questions: pending, answer: turn, opening: answerOpening(turn[0]!.text), ...(previous ? { previous } : {}) };
      answeredAt.set(i, exchange);
      previous = exchange;
      pending = [];
    }
    i = end + 1;
  }
  return { questions, answeredAt };
}
