/**
 * Finding phrases from small tables of regexes: each table row is a way of saying something, with the value it
 * stands for. Phrases are matched as whole words, case-insensitively.
 */

/** A value read from part of a text; `start` and `end` are offsets into that text. */
export interface Found<T> {
  value: T;
  start: number;
  end: number;
}

/** One way of saying something; `value` may read the match (a number in it), or reject it with undefined. */
export interface Phrase<T> {
  pattern: RegExp;
  value: T | ((match: RegExpExecArray) => T | undefined);
}

/**
 * A case-insensitive regex for `source` as whole words: no letter or digit right before or after, so that
 * "od" is not found in "food" and "i.v." may end with its period.
 */
export function wordsRegex(source: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, 'iu');
}

/** The phrase said first; of two starting together, the longer ("twice daily" over "twice"). */
export function findFirst<T>(text: string, phrases: readonly Phrase<T>[]): Found<T> | undefined {
  return best(allFound(text, phrases), (a, b) => a.start - b.start || b.end - a.end);
}

/** The phrase said last, nearest the end of the text; of two ending together, the longer. */
export function findLast<T>(text: string, phrases: readonly Phrase<T>[]): Found<T> | undefined {
  return best(allFound(text, phrases), (a, b) => b.end - a.end || a.start - b.start);
}

/** Each phrase's pattern made global once (matchAll needs it so; it copies the regex, so one copy serves every call). */
const GLOBAL_PATTERNS = new WeakMap<RegExp, RegExp>();
export function globalPattern(pattern: RegExp): RegExp {
  let global = GLOBAL_PATTERNS.get(pattern);
  if (!global) {
    global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    GLOBAL_PATTERNS.set(pattern, global);
  }
  return global;
}

function allFound<T>(text: string, phrases: readonly Phrase<T>[]): Found<T>[] {
  const found: Found<T>[] = [];
  for (const { pattern, value } of phrases) {
    for (const match of text.matchAll(globalPattern(pattern))) {
      if (match[0] === '') continue;
      const read = typeof value === 'function' ? (value as (m: RegExpExecArray) => T | undefined)(match as RegExpExecArray) : value;
      if (read !== undefined) found.push({ value: read, start: match.index, end: match.index + match[0].length });
    }
  }
  return found;
}

function best<T>(found: Found<T>[], order: (a: Found<T>, b: Found<T>) => number): Found<T> | undefined {
  return found.sort(order)[0];
}
