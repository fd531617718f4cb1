/** Splitting a sentence into the tokens the context rules read, keeping their positions. */

export interface Token {
  readonly text: string;
  /** Lowercase, curly apostrophe straightened, possessive dropped ("Mother's" → "mother"). */
  readonly norm: string;
  readonly start: number;
  readonly end: number;
  /** Words and numbers count towards scope windows; punctuation does not. */
  readonly word: boolean;
}

/** The norm of a question mark written against the word after it ("?typhoid"), which marks a suspicion. */
export const QUERY_MARK = '?query';

const TOKEN = new RegExp(
  [
    // "?typhoid": a question mark glued to the next word.
    String.raw`(?<query>\?(?=[\p{L}\p{N}]))`,
    // Clinical shorthand with slashes: h/o, k/c/o, c/o, r/o, s/p, v/s.
    String.raw`(?<slashed>\p{L}(?:\/\p{L})+(?![\p{L}\p{N}]))`,
    // "x3 days": the times sign glued to a number.
    String.raw`(?<times>x(?=\d))`,
    String.raw`(?<number>\d+(?:\.\d+)?)`,
    String.raw`(?<word>[\p{L}\p{N}]+(?:['’]\p{L}+)*)`,
    String.raw`(?<mark>\S)`,
  ].join('|'),
  'giu',
);

export function tokenize(sentence: string): Token[] {
  return [...sentence.matchAll(TOKEN)].map((m) => {
    const text = m[0];
    const groups = m.groups ?? {};
    return {
      text,
      norm: groups['query'] ? QUERY_MARK : text.toLowerCase().replace(/’/g, "'").replace(/'s$/, ''),
      start: m.index,
      end: m.index + text.length,
      word: groups['mark'] === undefined && groups['query'] === undefined,
    };
  });
}

/** 1900–2099: "in 2019", "since 2015". */
export function isYear(token: Token): boolean {
  return /^(?:19|20)\d\d$/.test(token.norm);
}
