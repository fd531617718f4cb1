/** How far a cue reaches: whether its scope covers a concept, and how many words lie between them. */
import type { TokenRange } from './match-cues.js';
import type { Token } from './tokens.js';

export interface ScopeRules {
  /** At most this many words between the cue and the concept. */
  readonly window: number;
  /** Whether the token at this index ends the scope (a terminator for this kind of cue). */
  readonly ends: (index: number) => boolean;
  /** Whether the token at this index is part of a duration or onset phrase. */
  readonly timed: (index: number) => boolean;
  /** Whether the cue's list may be of clauses joined by "or" (a safety net's conditions). */
  readonly listsClauses?: boolean;
}

const SEPARATORS: ReadonlySet<string> = new Set([',', '/']);
/**
 * A scope runs on past a comma only through a list ("no fever, cough or vomiting"): a stretch between commas of
 * at most this many words and without a duration. "No fever since 3 days, cough present" is two statements.
 */
const MAX_ITEM_WORDS = 3;
/**
 * A list of conditions is of clauses, joined by a last "or": "if he gets a stiff neck, he's very hard to wake up, you
 * see swelling or redness behind the ear, or he has trouble breathing".
 */
const MAX_CLAUSE_WORDS = 8;

/** The words between `cue` and `concept` when the cue's scope, read in `direction`, reaches the concept. */
export function scopeDistance(
  tokens: readonly Token[],
  cue: TokenRange,
  concept: TokenRange,
  direction: 'forward' | 'backward',
  rules: ScopeRules,
): number | undefined {
  const forward = direction === 'forward';
  if (forward ? cue.last >= concept.first : cue.first <= concept.last) return undefined;
  const [from, to] = forward ? [cue.last + 1, concept.first - 1] : [concept.last + 1, cue.first - 1];
  // A review of systems lists many: "you've not had any recent weight loss or gain, headaches, bone pain, blood in
  // your stool". Past the first stretch (itself within the window), the items between do not use up the window.
  let firstStretch = 0;
  let itemWords = 0;
  let itemTimed = false;
  let inList = false;
  // A list of conditions may say how long of one ("no urine for six hours"), which no list of complaints does.
  const clauses = rules.listsClauses === true && forward && disjunctionFollows(tokens, from, rules);
  const isListItem = (): boolean => itemWords <= (clauses ? MAX_CLAUSE_WORDS : MAX_ITEM_WORDS) && (clauses || !itemTimed);
  for (let i = from; i <= to; i++) {
    const token = tokens[i];
    if (!token || rules.ends(i)) return undefined;
    if (SEPARATORS.has(token.norm)) {
      // The first stretch is held to the window only ("not had any recent weight loss or gain, headaches").
      if (inList ? !isListItem() : itemTimed || firstStretch > rules.window) return undefined;
      inList = true;
      itemWords = 0;
      itemTimed = false;
    } else if (token.word) {
      if (!inList) firstStretch++;
      itemWords++;
      itemTimed ||= rules.timed(i);
    }
  }
  // Past a comma, the last stretch is a list item too: "Father has hypertension, patient has chest pain".
  if (inList && !isListItem()) return undefined;
  // A list puts its concept one step further than its first item: "No pallor, icterus present" is icterus present.
  const words = inList ? 1 + itemWords : firstStretch;
  return words <= rules.window ? words : undefined;
}

/** Whether a stretch after a comma opens with "or" before the clause ends: the list is of alternatives. */
function disjunctionFollows(tokens: readonly Token[], from: number, rules: ScopeRules): boolean {
  for (let i = from; i < tokens.length && !rules.ends(i); i++) {
    if (SEPARATORS.has(tokens[i]!.norm) && tokens[i + 1]?.norm === 'or') return true;
  }
  return false;
}
