/**
 * Replaces mis-recognised medical words with lexicon spellings ("met for min" → "metformin").
 *
 * Pass 1, exact: runs of up to MAX_EXACT_WORDS words whose letters equal a lexicon spelling are taken as that
 * term: re-cased when the words already match ("ecg" → "ECG"), joined when the recogniser split the word
 * ("panto prazole" → "pantoprazole"). These words are then left alone by pass 2.
 *
 * Pass 2, by sound — the scoring rule. For a run of 1..MAX_RUN_WORDS words, let P be the normalised edit
 * distance between its Double Metaphone key and a spelling's key, S the same on the letters, and
 * cost = (P + S) / 2. Ordinary words are the English words of the SCOWL list the caller passes
 * (medical-corrector.ts uses size 50).
 *  - A single word is considered only if it is not ordinary and has ≥ 4 letters; it is replaced when
 *    P ≤ 0.25, S ≤ 0.4 and cost ≤ 0.25.
 *  - A run of 2–4 words is usually made of ordinary syllables ("am low to pin", "tell Ms. Arton"), so it must
 *    sound almost exactly like one spelling with a key of ≥ 4 letters: P ≤ 0.15 (one key edit per seven
 *    letters), S ≤ 0.5, and cost + meaning ≤ 0.32, where meaning = 0.02 per letter beyond the third of each ordinary
 *    word: short ordinary words ("am", "to", "pin") are plausible syllables, long ones ("adaptation") carry
 *    meaning the recogniser heard. A run of only ordinary words further needs P = 0 and a key of ≥ 6
 *    letters ("total evil" is not "tadalafil").
 *  - Spellings of at most five letters (Dolo, Telma) need P = 0 and S ≤ 0.25.
 *  - The best spelling must beat every other entry's cost by MIN_MARGIN, otherwise the run is ambiguous and
 *    left alone. Overlapping accepted runs are resolved lowest cost first.
 * The replacement is written as in the lexicon (drug names lowercase, brands capitalised, acronyms as listed),
 * capitalised at the start of a sentence; punctuation around the run is kept.
 *
 * Pass 3, prescription slots (`correctPrescriptionSlots`, run by MedicalCorrector after passes 1–2). Between a
 * cue and a dose ("Tab clap inaugural 75 mg", prescription-slots.ts) a medicine name is expected, so runs of
 * ordinary words are read as one there. Only drug and brand entries are candidates, multi-word spellings whole
 * too ("fear of sulfate" → "ferrous sulfate"); words already spelling a lexicon term are kept. With P, S and
 * cost as above (no meaning term):
 *  - A run of 2–5 words (the whole slot at most; commas and periods inside it allowed: "tail, Miss Artem")
 *    needs a key of ≥ 5 letters, P ≤ 0.25, S ≤ 0.6 and cost ≤ 0.34; when P > 0.15 also S ≤ 0.4 and a key of
 *    ≥ 6 letters ("sugar in" is not "Stugeron", "the second dose" not "secnidazole").
 *  - A single word has the limits of pass 2 (≥ 4 letters, P ≤ 0.25, S ≤ 0.4, cost ≤ 0.25; "succinate" is not
 *    "Suminat"); an ordinary one is only re-cased ("Tab pause 500 mg" → "Tab Pause 500 mg"), and only when it
 *    is the whole slot.
 *  - Short spellings and the margin as in pass 2, but rivals are sought up to P = 0.4 (a rival that sounds a
 *    little further off but is spelled closer still makes the run ambiguous: "Ambra hole", ambroxol or
 *    omeprazole?). The cheapest run wins; a longer run read as the same name at ≤ 0.05 more cost replaces it
 *    ("on and sit run", not "on [and sit run]").
 * Measured on 3,000 generated sentences with a cue and a dose around ordinary phrases or random common words
 * (prescription-slots.test.ts), 1 changes.
 */
import { spellingsOf, type LexiconEntry, type LexiconKind } from '../../../lexicon/lexicon.js';
import { meanDistance, PhoneticMatcher, type PhoneticMatch } from './phonetic-matcher.js';
import { findPrescriptionSlots, MAX_SLOT_WORDS, type PrescriptionSlot } from './prescription-slots.js';
import { compactSpelling } from '../../../lexicon/spelling.js';
import { canJoin, splitWords, startsSentence, type TextWord } from './text-words.js';

const MAX_EXACT_WORDS = 6;
const MAX_RUN_WORDS = 4;
/** Shortest joined spelling accepted when the recogniser split a word ("a ten" is not "Aten"). */
const MIN_JOINED_LETTERS = 5;
const SINGLE = { maxPhonetic: 0.25, maxSpelling: 0.4, maxCost: 0.25, minLetters: 4 } as const;
const RUN = { maxPhonetic: 0.15, maxSpelling: 0.5, maxCost: 0.32, minKeyLength: 4, meaningPerLetter: 0.02 } as const;
const ORDINARY_RUN = { minKeyLength: 6 } as const;
const SHORT_FORM = { maxLetters: 5, maxSpelling: 0.25 } as const;
const MIN_MARGIN = 0.08;
/** Medicine names in a prescription slot (see the header). */
const SLOT_KINDS: ReadonlySet<LexiconKind> = new Set(['drug', 'brand']);
const SLOT_RUN = { maxPhonetic: 0.25, maxSpelling: 0.6, maxCost: 0.34, minKeyLength: 5 } as const;
/** Rivals for the margin are looked for this far by sound, beyond the acceptance limit. */
const SLOT_RIVAL_PHONETIC = 0.4;
/** Words a run in a slot may have (a slot is at most this long). */
const SLOT_MAX_RUN_WORDS = MAX_SLOT_WORDS;
/** A longer run read as the same name is preferred when it costs at most this much more ("on and sit run"). */
const SLOT_EXTEND_COST = 0.05;
/** A slot run with more than one key edit per seven letters must be spelled closer and rest on a longer key. */
const SLOT_LOOSE_SOUND = { abovePhonetic: 0.15, maxSpelling: 0.4, minKeyLength: 6 } as const;
/** A single word gets no looser limits than in pass 2: only its rivals are fewer (drugs and brands). */
const SLOT_SINGLE = SINGLE;
/**
 * Readings of a slot offered to the audio rather than decided here (`slotAlternatives`): the few medicine names a run
 * sounds most like, by limits the text alone could not afford ("and low-dipine": amlodipine, a key edit in four).
 * Measured on the bench:asr corpora (its metrics, corrected pass): from 0.35/0.4 to 0.45/0.5, flite + festival voices term recall 80.5% → 81.7%
 * ("Tad and Lord Dipping 5 mg" → amlodipine), espeak-ng 61.2% unchanged, invented terms unchanged (1, 1, LJ Speech 0).
 */
const SLOT_ALTERNATIVE = { maxPhonetic: 0.45, maxCost: 0.5, minKeyLength: 5, exactMinKeyLength: 4, count: 3, formularyCount: 1 } as const;

interface Edit {
  readonly first: number;
  readonly last: number;
  readonly replacement: string;
}

interface Candidate extends Edit {
  readonly cost: number;
}

export class LexiconCorrector {
  private readonly matcher: PhoneticMatcher;
  /** Drugs and brands only, multi-word spellings indexed whole too: for prescription slots. */
  private readonly medicineMatcher: PhoneticMatcher;
  /** The formulary's medicines: for the readings of a slot the audio judges. */
  private readonly formularyMatcher: PhoneticMatcher;
  /** Compact spelling → the spelling as written in the lexicon. */
  private readonly spellings = new Map<string, string>();
  /** The same, and the formulary's: for writing a name in its case, never for joining words into one. */
  private readonly spellingsWithFormulary: Map<string, string>;

  /** `formulary`: medicines beyond the lexicon (lexicon/formulary), read in a slot only where the audio judges. */
  constructor(
    entries: readonly LexiconEntry[],
    private readonly ordinaryWords: ReadonlySet<string>,
    formulary: readonly LexiconEntry[] = [],
  ) {
    this.matcher = new PhoneticMatcher(entries, (word) => this.isOrdinaryWord(word));
    const medicines = entries.filter((entry) => SLOT_KINDS.has(entry.kind));
    this.medicineMatcher = new PhoneticMatcher(medicines, (word) => this.isOrdinaryWord(word), { wholeSpellings: true });
    this.formularyMatcher = new PhoneticMatcher(formulary, (word) => this.isOrdinaryWord(word), { wholeSpellings: true });
    // Aliases first, so that where an alias and a canonical term share their letters ("post prandial blood sugar",
    // "postprandial blood sugar") the canonical spelling wins.
    for (const entry of entries) for (const alias of entry.aliases) this.spellings.set(compactSpelling(alias), alias);
    for (const entry of entries) this.spellings.set(compactSpelling(entry.term), entry.term);
    const formularySpellings = formulary.flatMap((entry) => spellingsOf(entry).map((form) => [compactSpelling(form), form] as const));
    this.spellingsWithFormulary = new Map([...formularySpellings, ...this.spellings]);
  }

  correct(text: string): string {
    const words = splitWords(text);
    const protectedWords = new Array<boolean>(words.length).fill(false);
    const edits = [...this.exactEdits(text, words, protectedWords), ...this.phoneticEdits(text, words, protectedWords)];
    return applyEdits(text, words, edits);
  }

  /**
   * `text` with the words that spell a lexicon term, word for word, written in the lexicon's case ("tab dolo 650" → "tab
   * Dolo 650"): the exact pass without its joins, which change words and are the audio's to judge. An ordinary word that
   * is also a brand ("pan") stays as said.
   */
  recased(text: string): string {
    const words = splitWords(text);
    const edits = this.exactEdits(text, words, new Array<boolean>(words.length).fill(false), this.spellingsWithFormulary);
    return applyEdits(text, words, edits.filter((edit) => edit.replacement.toLowerCase() === text.slice(words[edit.first]?.start, words[edit.last]?.end).toLowerCase()));
  }

  /**
   * The slot pass: reads the words of each prescription slot as a medicine name, with the looser slot rule of
   * the header. Meant for text the general pass (`correct`) has already been through; words that spell a lexicon
   * term exactly are left as they are.
   */
  correctPrescriptionSlots(text: string): string {
    const words = splitWords(text);
    const slots = findPrescriptionSlots(text, words);
    if (slots.length === 0) return text;
    const protectedWords = new Array<boolean>(words.length).fill(false);
    this.exactEdits(text, words, protectedWords);
    return applyEdits(text, words, this.slotEdits(text, words, protectedWords, slots));
  }

  /**
   * Other readings of the prescription slots, for the audio to choose between (moonshine/term-support.ts): copies of
   * `text`, each with one run of a slot read as one of the SLOT_ALTERNATIVE.count medicine names it sounds most like,
   * by looser limits than the slot pass (a key of 4 letters when it sounds exactly right: "curse in", Crocin), the start
   * of a sentence counting as a cue. A run may hold a word that already spells a term ("Telma sartun" may be
   * telmisartan). Nothing here is taken without the audio's support.
   */
  slotAlternatives(text: string): string[] {
    const words = splitWords(text);
    const alternatives = new Set<string>();
    for (const slot of findPrescriptionSlots(text, words, { atSentenceStart: true })) {
      for (let first = slot.first; first <= slot.last; first++) {
        for (let last = first; last <= Math.min(slot.last, first + SLOT_MAX_RUN_WORDS - 1); last++) {
          if (/\p{N}/u.test(words[last]?.text ?? '') || !joinableInSlot(text, words, first, last)) break;
          const span = words.slice(first, last + 1).map((word) => word.text);
          const spelled = this.spellingsWithFormulary.get(span.map(compactSpelling).join(''));
          if (spelled !== undefined) {
            // Words that spell a name letter for letter, split where it is one word ("dex methylphenidate"), read as that name.
            if (last > first && !sameWordSequence(words.slice(first, last + 1), spelled)) alternatives.add(applyEdits(text, words, [{ first, last, replacement: casedAsLexicon(spelled, startsSentence(text, words, first)) }]));
            continue;
          }
          const matches = [
            ...this.medicineMatcher.candidates(span, SLOT_ALTERNATIVE.maxPhonetic).slice(0, SLOT_ALTERNATIVE.count),
            ...this.formularyMatcher.candidates(span, SLOT_ALTERNATIVE.maxPhonetic).slice(0, SLOT_ALTERNATIVE.formularyCount),
          ];
          for (const match of matches) {
            const minKeyLength = match.phoneticDistance === 0 ? SLOT_ALTERNATIVE.exactMinKeyLength : SLOT_ALTERNATIVE.minKeyLength;
            if (meanDistance(match) > SLOT_ALTERNATIVE.maxCost || match.keyLength < minKeyLength) continue;
            const replacement = casedAsLexicon(match.form, startsSentence(text, words, first));
            alternatives.add(applyEdits(text, words, [{ first, last, replacement }]));
          }
        }
      }
    }
    alternatives.delete(text);
    return [...alternatives];
  }

  private exactEdits(text: string, words: readonly TextWord[], protectedWords: boolean[], spellings: ReadonlyMap<string, string> = this.spellings): Edit[] {
    const edits: Edit[] = [];
    for (let first = 0; first < words.length; first++) {
      for (let last = Math.min(words.length, first + MAX_EXACT_WORDS) - 1; last >= first; last--) {
        if (!joinable(text, words, first, last)) continue;
        const span = words.slice(first, last + 1);
        const letters = span.map((word) => compactSpelling(word.text)).join('');
        const form = spellings.get(letters);
        if (form === undefined) continue;
        const sameWords = sameWordSequence(span, form);
        if (!sameWords && (first === last || (letters.length < MIN_JOINED_LETTERS && !spelledOut(span)))) continue;
        // An ordinary word that happens to be a brand or term ("pan", "pause") stays as said and unprotected.
        if (first === last && this.isOrdinaryWord(span[0]?.text ?? '')) break;
        const cased = casedAsLexicon(form, startsSentence(text, words, first));
        const replacement = sameWords ? keepSeparators(text, span, cased) : cased;
        if (text.slice(words[first]?.start, words[last]?.end) !== replacement) edits.push({ first, last, replacement });
        protectedWords.fill(true, first, last + 1);
        first = last;
        break;
      }
    }
    return edits;
  }

  private phoneticEdits(text: string, words: readonly TextWord[], protectedWords: readonly boolean[]): Edit[] {
    const candidates: Candidate[] = [];
    for (let first = 0; first < words.length; first++) {
      for (let last = first; last < Math.min(words.length, first + MAX_RUN_WORDS); last++) {
        const word = words[last];
        if (!word || protectedWords[last] || /\p{N}/u.test(word.text) || !joinable(text, words, first, last)) break;
        const candidate = this.bestReplacement(text, words, first, last);
        if (candidate) candidates.push(candidate);
      }
    }
    return withoutOverlaps(candidates, words.length);
  }

  private slotEdits(text: string, words: readonly TextWord[], protectedWords: readonly boolean[], slots: readonly PrescriptionSlot[]): Edit[] {
    const candidates: Candidate[] = [];
    for (const slot of slots) {
      for (let first = slot.first; first <= slot.last; first++) {
        for (let last = first; last <= Math.min(slot.last, first + SLOT_MAX_RUN_WORDS - 1); last++) {
          const word = words[last];
          if (!word || protectedWords[last] || /\p{N}/u.test(word.text) || !joinableInSlot(text, words, first, last)) break;
          const candidate = this.bestSlotReplacement(text, words, first, last, first === slot.first && last === slot.last);
          if (candidate) candidates.push(candidate);
        }
      }
    }
    // The cheapest run may leave a syllable of the name behind ("on [and sit run]"): take the longest run read
    // as the same name at nearly the same cost.
    const extended = candidates.map((candidate) => {
      const longer = candidates.filter(
        (other) =>
          other.first <= candidate.first &&
          other.last >= candidate.last &&
          other.replacement.toLowerCase() === candidate.replacement.toLowerCase() &&
          other.cost <= candidate.cost + SLOT_EXTEND_COST,
      );
      const longest = longer.reduce((a, b) => (b.last - b.first > a.last - a.first ? b : a), candidate);
      return { ...longest, cost: candidate.cost };
    });
    return withoutOverlaps(extended, words.length);
  }

  private bestReplacement(text: string, words: readonly TextWord[], first: number, last: number): Candidate | undefined {
    const span = words.slice(first, last + 1).map((word) => word.text);
    const isRun = span.length > 1;
    if (!isRun && (this.isOrdinaryWord(span[0] ?? '') || compactSpelling(span[0] ?? '').length < SINGLE.minLetters)) {
      return undefined;
    }
    const limits = isRun ? RUN : SINGLE;
    const ordinary = span.filter((word) => this.isOrdinaryWord(word));
    const meaning = isRun ? RUN.meaningPerLetter * ordinary.reduce((sum, word) => sum + Math.max(0, word.length - 3), 0) : 0;
    const cost = (match: PhoneticMatch) => meanDistance(match) + meaning;
    const [best, runnerUp] = this.matcher.candidates(span, limits.maxPhonetic);
    if (!best || best.spellingDistance > limits.maxSpelling || cost(best) > limits.maxCost) return undefined;
    if (isRun && best.keyLength < RUN.minKeyLength) return undefined;
    if (isRun && ordinary.length === span.length) {
      if (best.phoneticDistance > 0 || best.keyLength < ORDINARY_RUN.minKeyLength) return undefined;
    }
    return acceptedCandidate(text, words, first, last, best, runnerUp, cost);
  }

  private bestSlotReplacement(text: string, words: readonly TextWord[], first: number, last: number, wholeSlot: boolean): Candidate | undefined {
    const span = words.slice(first, last + 1).map((word) => word.text);
    const isRun = span.length > 1;
    const limits = isRun ? SLOT_RUN : SLOT_SINGLE;
    if (!isRun && compactSpelling(span[0] ?? '').length < SLOT_SINGLE.minLetters) return undefined;
    const [best, runnerUp] = this.medicineMatcher.candidates(span, SLOT_RIVAL_PHONETIC);
    if (!best || best.phoneticDistance > limits.maxPhonetic) return undefined;
    if (best.spellingDistance > limits.maxSpelling || meanDistance(best) > limits.maxCost) return undefined;
    if (isRun && best.keyLength < SLOT_RUN.minKeyLength) return undefined;
    if (isRun && best.phoneticDistance > SLOT_LOOSE_SOUND.abovePhonetic) {
      if (best.spellingDistance > SLOT_LOOSE_SOUND.maxSpelling || best.keyLength < SLOT_LOOSE_SOUND.minKeyLength) return undefined;
    }
    // A single ordinary word is only re-cased (brand "Pause"), and only when it is the whole slot.
    if (!isRun && this.isOrdinaryWord(span[0] ?? '') && (best.spellingDistance > 0 || !wholeSlot)) return undefined;
    return acceptedCandidate(text, words, first, last, best, runnerUp, meanDistance);
  }

  private isOrdinaryWord(word: string): boolean {
    return this.ordinaryWords.has(word.toLowerCase());
  }
}

/**
 * The checks both sound passes end with: a short spelling must sound exactly right, the best entry must beat its
 * rival by the margin, and the replacement must change the text.
 */
function acceptedCandidate(
  text: string,
  words: readonly TextWord[],
  first: number,
  last: number,
  best: PhoneticMatch,
  runnerUp: PhoneticMatch | undefined,
  cost: (match: PhoneticMatch) => number,
): Candidate | undefined {
  if (compactSpelling(best.form).length <= SHORT_FORM.maxLetters) {
    if (best.phoneticDistance > 0 || best.spellingDistance > SHORT_FORM.maxSpelling) return undefined;
  }
  if (runnerUp && cost(runnerUp) - cost(best) < MIN_MARGIN) return undefined;
  const replacement = casedAsLexicon(best.form, startsSentence(text, words, first));
  if (replacement === text.slice(words[first]?.start, words[last]?.end)) return undefined;
  return { first, last, replacement, cost: cost(best) };
}

function applyEdits(text: string, words: readonly TextWord[], edits: readonly Edit[]): string {
  let result = text;
  for (const edit of [...edits].sort((a, b) => b.first - a.first)) {
    const from = words[edit.first]?.start ?? 0;
    const to = words[edit.last]?.end ?? from;
    result = result.slice(0, from) + edit.replacement + result.slice(to);
  }
  return result;
}

/** Accepted runs, lowest cost first (longer first on a tie), skipping runs that overlap one already taken. */
function withoutOverlaps(candidates: Candidate[], wordCount: number): Edit[] {
  const taken = new Array<boolean>(wordCount).fill(false);
  const chosen: Edit[] = [];
  candidates.sort((a, b) => a.cost - b.cost || b.last - b.first - (a.last - a.first));
  for (const candidate of candidates) {
    if (taken.slice(candidate.first, candidate.last + 1).some(Boolean)) continue;
    taken.fill(true, candidate.first, candidate.last + 1);
    chosen.push(candidate);
  }
  return chosen;
}

/** Inside a slot a run may also span a comma or period the recogniser put inside the name ("tail, Miss Artem"). */
function joinableInSlot(text: string, words: readonly TextWord[], first: number, last: number): boolean {
  for (let i = first; i < last; i++) {
    const left = words[i];
    const right = words[i + 1];
    if (!left || !right) return false;
    if (!canJoin(text, left, right) && !/^[,.]\s+$/.test(text.slice(left.end, right.start))) return false;
  }
  return true;
}

function joinable(text: string, words: readonly TextWord[], first: number, last: number): boolean {
  for (let i = first; i < last; i++) {
    const left = words[i];
    const right = words[i + 1];
    if (!left || !right || !canJoin(text, left, right)) return false;
  }
  return true;
}

/** Letters spoken one by one ("E C G", "T. S. H."). */
function spelledOut(span: readonly TextWord[]): boolean {
  return span.every((word) => word.text.length === 1);
}

function sameWordSequence(span: readonly TextWord[], form: string): boolean {
  const formWords = splitWords(form).map((word) => compactSpelling(word.text));
  return formWords.length === span.length && formWords.every((word, i) => word === compactSpelling(span[i]?.text ?? ''));
}

function casedAsLexicon(form: string, sentenceStart: boolean): string {
  return sentenceStart ? form.charAt(0).toUpperCase() + form.slice(1) : form;
}

/** `replacement`'s words with the separators the recogniser wrote between them ("X ray" stays two words). */
function keepSeparators(text: string, span: readonly TextWord[], replacement: string): string {
  const formWords = splitWords(replacement);
  return span
    .map((word, i) => {
      const next = span[i + 1];
      return (formWords[i]?.text ?? word.text) + (next ? text.slice(word.end, next.start) : '');
    })
    .join('');
}

