/** Finding the cues of cues.ts in a tokenised sentence: left to right, the longest phrase at each position. */
import { CUES, YEAR, type Cue, type ScopeKind, type TriggerKind } from './cues.js';
import { isYear, type Token } from './tokens.js';

/** Token indexes, both inclusive. */
export interface TokenRange {
  readonly first: number;
  readonly last: number;
}

export interface TriggerMatch extends TokenRange {
  readonly kind: TriggerKind;
  /** The direction of this occurrence (a forward-or-closing trigger resolved by what follows it). */
  readonly reads: 'forward' | 'backward' | 'both';
  readonly window: number;
}

export interface TerminatorMatch extends TokenRange {
  readonly ends: ReadonlySet<ScopeKind>;
}

export interface CueMatches {
  readonly triggers: TriggerMatch[];
  readonly terminators: TerminatorMatch[];
}

/** Words after which a trigger closes its clause, as punctuation or the sentence end does. */
const CLAUSE_JOINERS: ReadonlySet<string> = new Set(['and', 'or', 'aur', 'but', 'however', 'although', 'whereas', 'lekin']);

/**
 * Cues by how their phrase starts: its one element, or its first two. Many phrases share a first word ("in" opens every
 * "in twenty eighteen"), so a token is tried only against the phrases its next token can go on.
 */
const CUES_BY_START: ReadonlyMap<string, readonly Cue[]> = (() => {
  const index = new Map<string, Cue[]>();
  for (const cue of CUES) {
    const start = cue.phrase.slice(0, 2).join(' ');
    index.set(start, [...(index.get(start) ?? []), cue]);
  }
  return index;
})();

/** The elements a token can stand for in a phrase: its own word, and a year (2019) as YEAR. */
const elementsOf = (token: Token | undefined): string[] => (token ? [token.norm, ...(isYear(token) ? [YEAR] : [])] : []);

/** Cues found in `tokens`, none touching `concept`: the concept's own words are not its context. */
export function matchCues(tokens: readonly Token[], concept: TokenRange): CueMatches {
  const found: CueMatches = { triggers: [], terminators: [] };
  const outside = (i: number): boolean => i < concept.first || i > concept.last;
  for (let i = 0; i < tokens.length; i++) {
    const cue = outside(i) ? longestCueAt(tokens, i, outside) : undefined;
    if (!cue) continue;
    const range = { first: i, last: i + cue.phrase.length - 1 };
    if (cue.role === 'trigger') {
      const reads = cue.direction === 'forward-or-closing' ? (closesClause(tokens, range.last + 1) ? 'backward' : 'forward') : cue.direction;
      for (const kind of cue.kinds) found.triggers.push({ ...range, kind, reads, window: cue.window });
    } else if (cue.role === 'terminator') {
      found.terminators.push({ ...range, ends: cue.ends });
    }
    i = range.last;
  }
  return found;
}

function longestCueAt(tokens: readonly Token[], i: number, outside: (i: number) => boolean): Cue | undefined {
  const token = tokens[i];
  if (!token) return undefined;
  const next = elementsOf(tokens[i + 1]);
  const candidates = elementsOf(token).flatMap((first) => [first, ...next.map((second) => `${first} ${second}`)].flatMap((start) => CUES_BY_START.get(start) ?? []));
  return candidates
    .filter((cue) => cue.phrase.every((element, k) => outside(i + k) && matchesElement(tokens[i + k], element)))
    .reduce<Cue | undefined>((best, cue) => (best && best.phrase.length >= cue.phrase.length ? best : cue), undefined);
}

function matchesElement(token: Token | undefined, element: string): boolean {
  if (!token) return false;
  return element === YEAR ? isYear(token) : token.norm === element;
}

function closesClause(tokens: readonly Token[], next: number): boolean {
  const token = tokens[next];
  return !token || !token.word || CLAUSE_JOINERS.has(token.norm);
}
