/**
 * A segment of an Indian-language transcript as sentences of words: sentences end at `।`, `॥`, `?`, `!` and a full
 * stop; a word is a run of one script, so that English joined to a native case ending (`Glycomet-ஐ`, `mg-ஆ`) gives
 * the English word and the ending apart.
 */
import { normaliseIndicText } from './scripts.js';

export interface IndicWord {
  /** As written (normalised). */
  readonly text: string;
  /** What spellings are compared with: the text, lower-cased when Latin. */
  readonly key: string;
  readonly native: boolean;
  /** A comma or semicolon stands between this word and the one before it. */
  readonly afterComma: boolean;
}

export interface IndicSentence {
  readonly words: readonly IndicWord[];
  /** The sentence ends with a question mark. */
  readonly asked: boolean;
}

const SENTENCE_END = /(?<=[।॥?!])|(?<=\.)(?=\s|$)/u;
/** Latin letters and digits with the marks inside them (`116/74`, `101.4`, `Taxim-O`, `1-0-1`), or a run of Indian script. */
const WORD = /[A-Za-z0-9](?:[A-Za-z0-9.\/%+'-]*[A-Za-z0-9%])?|[\u0900-\u0963\u0966-\u0dff]+/gu;
const CLAUSE_MARK = /[,;]/;

export function sentencesOf(text: string): IndicSentence[] {
  const sentences: IndicSentence[] = [];
  for (const part of normaliseIndicText(text).split(SENTENCE_END)) {
    const words: IndicWord[] = [];
    let afterComma = false;
    for (const chunk of part.split(/\s+/)) {
      for (const [i, match] of [...chunk.matchAll(WORD)].entries()) {
        const native = !/^[A-Za-z0-9]/.test(match[0]);
        const comma = afterComma || (i > 0 && CLAUSE_MARK.test(chunk.slice(0, match.index)));
        words.push({ text: match[0], key: native ? match[0] : match[0].toLowerCase(), native, afterComma: comma && words.length > 0 });
        afterComma = false;
      }
      if (CLAUSE_MARK.test(chunk.slice(-1))) afterComma = true;
    }
    if (words.length > 0) sentences.push({ words, asked: part.trim().endsWith('?') });
  }
  return sentences;
}
