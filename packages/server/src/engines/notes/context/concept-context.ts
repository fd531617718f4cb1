/**
 * The assertion context of a clinical concept in a sentence, NegEx/ConText style: whether the patient has it
 * (present, absent, possible), whether it is history, whose it is, and for how long.
 *
 * Each trigger of cues.ts marks the concepts in its scope: the words on its side up to a terminator, at most
 * its window of words away, through lists but not across a second statement (scope.ts). When several
 * presence triggers reach the concept the nearest wins ("no fever, ?malaria": malaria is possible).
 */
import type { Duration, Presence, Subject, Temporality } from '../clinical-model.js';
import type { ScopeKind, TriggerKind } from './cues.js';
import { matchCues, type TokenRange, type TriggerMatch } from './match-cues.js';
import { scopeDistance, type ScopeRules } from './scope.js';
import { findTimePhrases, type TimePhrase } from './time-phrases.js';
import { tokenize, type Token } from './tokens.js';

export interface ConceptContext {
  presence: Presence;
  temporality: Temporality;
  subject: Subject;
  /** Said as a condition ("if you get a fever"), not as a fact. */
  hypothetical: boolean;
  duration?: Duration;
  onset?: string;
}

/** Presence triggers in the order that breaks a tie of distance: "no fever noted" is absent. */
const PRESENCE: readonly [TriggerKind, Presence][] = [
  ['negation', 'absent'],
  ['uncertainty', 'possible'],
  ['affirmation', 'present'],
];
/** How far a duration reaches: "fever with chills and rigors since 3 days", "since 2 days fever". */
const TIME_WINDOW_AFTER = 5;
const TIME_WINDOW_BEFORE = 3;

/** `span`: character offsets of the concept (e.g. "chest pain") in `sentence`. */
export function conceptContext(sentence: string, span: { start: number; end: number }): ConceptContext {
  const tokens = tokenize(sentence);
  const concept = conceptTokens(sentence, tokens, span);
  const { triggers, terminators } = matchCues(tokens, concept);
  const allTimes = findTimePhrases(sentence, tokens);
  const times = allTimes.filter((phrase) => phrase.last < concept.first || phrase.first > concept.last);
  const timed = new Set(times.flatMap((phrase) => indexes(phrase)));
  const rules = (kind: ScopeKind, window: number): ScopeRules => ({
    window,
    ends: (i) => terminators.some((terminator) => terminator.ends.has(kind) && i >= terminator.first && i <= terminator.last),
    timed: (i) => timed.has(i),
    listsClauses: kind === 'hypothetical',
  });
  const reach = (trigger: TriggerMatch): number | undefined => {
    const directions = trigger.reads === 'both' ? (['forward', 'backward'] as const) : [trigger.reads];
    const distances = directions
      .map((direction) => scopeDistance(tokens, trigger, concept, direction, rules(trigger.kind, trigger.window)))
      .filter((distance) => distance !== undefined);
    return distances.length > 0 ? Math.min(...distances) : undefined;
  };
  const reaching = (kind: TriggerKind): number[] =>
    triggers.filter((trigger) => trigger.kind === kind).flatMap((trigger) => reach(trigger) ?? []);

  const time = timeOf(tokens, concept, times, rules('time', TIME_WINDOW_AFTER), rules('time', TIME_WINDOW_BEFORE));
  // Reported history with a duration is the present illness ("h/o fever since 3 days"), and so is a complaint
  // of days or weeks next to known illnesses ("known hypertensive, with chest pain since morning").
  const past = (reaching('past').length > 0 && !time?.recent) || (reaching('history').length > 0 && !time) || toldOfLongAgo(tokens, allTimes, concept);
  const context: ConceptContext = {
    presence: isSubjectOfDeniedLikeness(sentence, span) ? 'present' : presenceOf(reaching),
    temporality: past ? 'past' : 'current',
    subject: reaching('family').length > 0 ? 'family' : 'patient',
    hypothetical: reaching('hypothetical').length > 0,
  };
  if (time?.duration) context.duration = time.duration;
  if (time?.onset) context.onset = time.onset;
  return context;
}

/**
 * "Two years back, similar pain but without the leg pain": a time long past that opens the sentence, set off by its
 * comma, is the time of all of it, through the "but" that ends other scopes; not past a "now" ("… but now cough is there").
 */
function toldOfLongAgo(tokens: readonly Token[], times: readonly TimePhrase[], concept: TokenRange): boolean {
  const opening = times.find((phrase) => phrase.first === 0 && phrase.onset !== undefined && !phrase.recent && tokens[phrase.last + 1]?.norm === ',');
  if (!opening || opening.last >= concept.first) return false;
  return !tokens.slice(opening.last + 1, concept.first).some((token) => NOW.has(token.norm));
}
/** Words that bring a sentence opened long ago back to the present: "… but now", "since then". */
const NOW: ReadonlySet<string> = new Set(['now', 'currently', 'presently', 'today', 'since']);

/**
 * "It's not like my tiredness is depression": what is denied is what the complaint is taken for, not the complaint,
 * which NegEx's scopes, reaching from the trigger, cannot leave out.
 */
const DENIED_LIKENESS = { before: /\bnot like (?:my|his|her|the|your)\s+$/i, after: /^\s+(?:is|was|are)\b/i };
const isSubjectOfDeniedLikeness = (sentence: string, { start, end }: { start: number; end: number }) =>
  DENIED_LIKENESS.before.test(sentence.slice(0, start)) && DENIED_LIKENESS.after.test(sentence.slice(end));

function conceptTokens(sentence: string, tokens: readonly Token[], span: { start: number; end: number }): TokenRange {
  const { start, end } = span;
  if (!(Number.isInteger(start) && Number.isInteger(end) && start >= 0 && start < end && end <= sentence.length)) {
    throw new RangeError(`span ${start}..${end} is not inside the sentence (length ${sentence.length})`);
  }
  const first = tokens.findIndex((token) => token.end > start);
  const last = tokens.filter((token) => token.start < end).length - 1;
  if (first < 0 || last < first) throw new RangeError(`span ${start}..${end} covers no word of the sentence`);
  return { first, last };
}

function presenceOf(reaching: (kind: TriggerKind) => number[]): Presence {
  let best: { presence: Presence; distance: number } | undefined;
  for (const [kind, presence] of PRESENCE) {
    const distance = Math.min(...reaching(kind));
    if (distance < (best?.distance ?? Infinity)) best = { presence, distance };
  }
  return best?.presence ?? 'present';
}

/**
 * The nearest duration or onset after the concept ("fever since 3 days"), else before it: one said before its
 * complaint ("3 din se bukhar"), or opening the clause ("Since yesterday, pain in the ear"). An English
 * duration in mid-sentence belongs to the words before it: "No fever since 3 days, cough".
 */
function timeOf(
  tokens: readonly Token[],
  concept: TokenRange,
  times: readonly TimePhrase[],
  after: ScopeRules,
  before: ScopeRules,
): TimePhrase | undefined {
  const nearest = (direction: 'forward' | 'backward', rules: ScopeRules): TimePhrase | undefined =>
    times
      .filter((phrase) => direction === 'backward' || phrase.precedes || !tokens[phrase.first - 1]?.word)
      .map((phrase) => ({ phrase, distance: scopeDistance(tokens, phrase, concept, direction, rules) }))
      .filter((found): found is { phrase: TimePhrase; distance: number } => found.distance !== undefined)
      .sort((a, b) => a.distance - b.distance)[0]?.phrase;
  return nearest('backward', after) ?? nearest('forward', before);
}

function indexes(range: TokenRange): number[] {
  return Array.from({ length: range.last - range.first + 1 }, (_, k) => range.first + k);
}
