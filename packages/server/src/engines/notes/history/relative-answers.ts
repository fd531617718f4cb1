/**
 * The doctor turning to a relative who came with the patient, by what they call them ("mother, you also have
 * asthma?"): the answer on the patient's line is the relative's own ("yes doctor, i have asthma from long time. i use
 * foracort."). It is the relative's history, the family history of the note, and none of the patient's: not the
 * patient's asthma, nor a drug the patient takes.
 */
import type { Diagnosis } from '../clinical-model.js';
import { conceptContext } from '../context/concept-context.js';
import { KIN } from './family-relatives.js';
import type { Sentence } from '../sentences.js';
import { codesOf, type TermIndex } from '../term-index.js';

/**
 * What a relative who came along is called to their face: the kin words a note names them by (family-relatives.ts),
 * and the Indian words for a parent. Not "son" or "daughter", who may be the patient spoken to.
 */
const CALLED: Readonly<Record<string, string>> = {
  ...Object.fromEntries(['mother', 'mom', 'mum', 'father', 'dad', 'papa', 'daddy', 'husband', 'wife', 'grandma', 'granny', 'grandpa', 'sister', 'brother', 'aunty', 'auntie', 'uncle'].map((word) => [word, KIN[word]!])),
  mummy: 'mother',
  amma: 'mother',
  appa: 'father',
};
/** The relative called first, then asked of themselves: "mother, you also have asthma?", "and papa, do you have sugar?". */
const ADDRESSED = new RegExp(String.raw`^\W*(?:(?:and|so|okay|ok|now)\W+)*(${Object.keys(CALLED).join('|')})\s*,\s*(?=[^?]*\byou\b)[^?]*\?\s*$`, 'i');
const YES = /^\W*(?:yes|yeah|haan|ha|ji)\b/i;

/** The relation of the relative a doctor's question is put to by name, if it is. */
export function relativeAddressed(question: string): string | undefined {
  const called = ADDRESSED.exec(question)?.[1];
  return called === undefined ? undefined : CALLED[called.toLowerCase()];
}

/** A question put to a relative by name, and the answer on the patient's line after it. */
export interface RelativeAnswer {
  relation: string;
  question: Sentence;
  answer: Sentence[];
}

/** The sentences without the relatives' exchanges, and those exchanges apart. */
export function relativesApart(sentences: readonly Sentence[]): { sentences: Sentence[]; answers: RelativeAnswer[] } {
  const answers: RelativeAnswer[] = [];
  const apart = new Set<number>();
  sentences.forEach((sentence, i) => {
    const relation = sentence.speaker === 'doctor' ? relativeAddressed(sentence.text) : undefined;
    if (relation === undefined) return;
    let end = i + 1;
    while (end < sentences.length && sentences[end]!.speaker === 'patient') end += 1;
    if (end === i + 1) return;
    answers.push({ relation, question: sentence, answer: sentences.slice(i + 1, end) });
    for (let at = i; at < end; at++) apart.add(at);
  });
  return { sentences: sentences.filter((_, i) => !apart.has(i)), answers };
}

/**
 * The conditions a relative's answer gives them: those they name as theirs, and those the question named when they
 * answer yes.
 */
export function relativesConditions(answers: readonly RelativeAnswer[], index: TermIndex): Diagnosis[] {
  const out: Diagnosis[] = [];
  for (const { relation, question, answer } of answers) {
    const affirmed = (sentence: Sentence) =>
      index.find(sentence.text, ['diagnosis']).filter((m) => {
        const context = conceptContext(sentence.text, m);
        return context.presence === 'present' && !context.hypothetical;
      });
    const named = answer.flatMap((sentence) => affirmed(sentence).map((mention) => ({ sentence, mention })));
    const askedAndYes = YES.test(answer[0]!.text) ? index.find(question.text, ['diagnosis']).map((mention) => ({ sentence: answer[0]!, mention })) : [];
    for (const { sentence, mention } of [...named, ...askedAndYes]) {
      if (out.some((d) => d.name === mention.entry.term && d.relatives?.includes(relation))) continue;
      out.push({
        name: mention.entry.term,
        said: [mention.text],
        evidence: [...new Set([question.segmentId, sentence.segmentId])],
        text: sentence.text,
        codes: codesOf(mention.entry),
        status: 'confirmed',
        temporality: 'current',
        subject: 'family',
        relatives: [relation],
      });
    }
  }
  return out;
}
