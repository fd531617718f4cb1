/**
 * The rule that recognition never invents a medical term: a term may come from the bias or from the lexicon correction
 * only when the audio supports it about as well as what the model heard on its own, the speech around it is about
 * medicine, and (for the bias) it sounds like what the model heard without it. "arts and crafts" read as "artesunate crafts", "Roman" as "rheumatoid arthritis" and "ne plus ultra"
 * as "Ultram" (LJ Speech, ordinary reading) are what this stops: a drug nobody said is worse than a word missed.
 */
import { distance } from 'fastest-levenshtein';
import { soundsAlike } from '../correction/phonetic-matcher.js';
import { compactSpelling } from '../../../lexicon/spelling.js';
import { correctionHunks, scoringForms, withHunks, withOneHunk, type Hunk } from './correction-hunks.js';
import type { RecognizedText } from './moonshine-recognizer.js';
import type { ScoredWord } from '../words/token-words.js';

/**
 * How much less likely (in nats) a transcript the bias chose may be than the model's own (over the whole piece), and
 * the decoded text with one correction written in than the decoded text.
 *
 * BIAS_MARGIN was tuned on the espeak-ng dictations (bench/corpus/asr), when a correction was still weighed over the
 * whole piece: with 4, 42.9% term recall; with 8, 51.0%; LJ Speech: none invented with any.
 *
 * CORRECTION_MARGIN, one change at a time, in its likeliest case, with the other readings of slots (espeak-ng /
 * flite+festival voices term recall, invented terms; LJ Speech invented 0 with each): 8: 52.0% / 63.6%, 1 / 1;
 * 12: 53.1% / 68.8%, 1 / 1; 16: 54.1% / 68.8%, 1 / 1. The right corrections measured lay 1 to 18 nats below the
 * decoded text, the wrong ones 37 and 52 ("the progesterone" → dydrogesterone, "arts and" → artesunate): 12 keeps
 * most of the first and is far from the second.
 */
export const BIAS_MARGIN = 8;
export const CORRECTION_MARGIN = 12;
/**
 * What naming a medicine at one of its listed strengths ("Start cefixime 200 mg") is worth, in nats, to a change: it may
 * be that much less likely than another and still be taken, beyond CORRECTION_MARGIN too. Measured with the bench:asr
 * corpora and metrics (flite+festival / espeak-ng term recall; invented terms 0 / 1 / LJ Speech 0 with each): 4: 87.8% /
 * 62.2%; 8: 90.2% / 62.2%; 12: 90.2% / 63.3%. 8 takes what 12 takes on the voices and stays further from letting a
 * medicine in on its dose alone.
 */
export const STRENGTH_PRIOR = 8;

/**
 * Words the decoder was this sure of (every token) are not corrected: no reading of them is scored. With 0.8, against
 * none: WER 34.3% → 33.1% (espeak-ng) and 15.3% → 14.0% (voices), term recall 60.2% → 61.2% and 76.6% unchanged, a
 * sixth fewer readings scored; with 0.5, term recall 60.2% and 74.0%.
 */
const SURE_WORD = 0.8;

/**
 * Whether the decoder was sure (SURE_WORD) of every one of the words [from, to) of a text of `wordCount` words, given the
 * words it decoded; when those are unknown or do not match the text word for word, it was not.
 */
export function surelyHeard(words: readonly ScoredWord[] | undefined, wordCount: number, from: number, to: number): boolean {
  return words?.length === wordCount && words.slice(from, to).every((word) => word.confidence >= SURE_WORD);
}

/** A token this likely under the model alone is its first choice whatever the bias adds. */
export const MODELS_OWN_CHOICE = 0.5;

export interface AudioScorer {
  recognize(pcm: Float32Array): Promise<RecognizedText>;
  /** The model's log-prob of each of `texts` as the transcript of `pcm`. */
  score(pcm: Float32Array, texts: readonly string[]): Promise<number[]>;
}

export interface MedicalContext {
  /** Whether `text` speaks of medicine: a lexicon term, a dose, a clinical word. */
  isMedical(text: string): boolean;
  /** Whether `text` has a clinical word that is no lexicon term ("mg", "tab", "BD"): one the bias cannot have made. */
  hasClinicalWord(text: string): boolean;
  /** Whether `text` names a lexicon term. */
  namesTerm(text: string): boolean;
  /** Where lexicon terms are named among `words` (a transcript's, in order): each as the words [first, end) that name it. */
  termSpans(words: readonly string[]): Array<{ first: number; end: number }>;
  /**
   * The medicines of `text` with a dose after them, and whether the dose is one of their strengths, one they can be
   * given as, or one they are not made in ("progesterone 20 mg"); medicines whose strengths are not known are left out.
   */
  medicineDoses(text: string): ReadonlyArray<{ spelling: string; fit: DoseFit }>;
  /**
   * The medicines of `text` beyond the lexicon (the formulary's) that no dose they can be given as vouches for; `doses`,
   * `medicineDoses(text)` when already read, saves reading them again.
   */
  unprovenMedicines(text: string, doses?: ReadonlyArray<{ spelling: string; fit: DoseFit }>): readonly string[];
  /** The lexicon terms of `text` that name no medicine and stand where a medicine is prescribed ("Continue cough post a 1 mg"). */
  termsOutOfPlace(text: string): readonly string[];
}

export type DoseFit = 'strength' | 'possible' | 'unmade';

/**
 * How far (phonetic-key edits over the longer key) a word the bias chose may sound from what the model alone heard
 * there. The bias may spell a sound as a term ("Telmasartun" → "Telma sartun"), never put a term where other sounds
 * were ("to the patient" → "tinnitus", "one" → "burns", "lipped in" → "lithium": espeak-ng dictations).
 */
export const BIAS_SOUND_DISTANCE = 0.4;

/**
 * The transcript of `pcm`: the biased one when it owes nothing to the bias; or when the model alone finds it nearly as
 * likely as its own, every term it has where the model alone heard none sounds like what was heard, it gives no medicine
 * a dose it is not made in where the model's own gave none, and the speech is about medicine (the model's own transcript,
 * `before`, the speech just before, or a clinical word of the biased one says so); else the model's own.
 */
export async function supportedBias(scorer: AudioScorer, context: MedicalContext, pcm: Float32Array, biased: RecognizedText, before: string): Promise<RecognizedText> {
  // Every token at least even odds is every token the model's own first choice: the bias chose nothing the model
  // would not have, so there is nothing to check (and no second decode to pay for).
  if (!biased.biased || !doubtfulTerm(context, biased.words)) return biased;
  const plain = await scorer.recognize(pcm);
  const medical = context.isMedical(plain.text) || context.isMedical(before) || context.hasClinicalWord(biased.text);
  const supported = medical && biased.logProb >= plain.logProb - BIAS_MARGIN && termsSoundAsHeard(context, plain.text, biased.text);
  return supported && !dosesBrought(context.medicineDoses(plain.text), context.medicineDoses(biased.text)).has('unmade') && !termsBrought(context, new Set(context.termsOutOfPlace(plain.text)), biased.text)
    ? biased
    : plain;
}

/** Whether `changed` has a term out of place (`termsOutOfPlace`) the original had not (`had`): a symptom written where a medicine is prescribed. */
function termsBrought(context: MedicalContext, had: ReadonlySet<string>, changed: string): boolean {
  return context.termsOutOfPlace(changed).some((term) => !had.has(term));
}

/** Words on either side of a doubtful word that may belong to the same term ("rheumatoid arthritis"). */
const TERM_REACH = 2;

/**
 * Whether a word below even odds (one the bias may have pushed) is part of a lexicon term, within TERM_REACH words of
 * it: only then can the bias have made a term the model would not.
 */
function doubtfulTerm(context: MedicalContext, words: readonly ScoredWord[]): boolean {
  return words.some((word, i) => word.confidence < MODELS_OWN_CHOICE && context.namesTerm(words.slice(Math.max(0, i - TERM_REACH), i + TERM_REACH + 1).map((w) => w.text).join(' ')));
}

/**
 * Whether each term the bias wrote where the model alone wrote none sounds like the words it replaces. Acronyms and
 * names with digits ("HbA1c" for "H B A one C") are spoken letter by letter, which phonetic keys cannot compare.
 */
function termsSoundAsHeard(context: MedicalContext, plain: string, biased: string): boolean {
  const parts = correctionHunks(plain, biased);
  return parts.hunks.every((hunk) => {
    const [heard, replacement] = withoutRespellings(parts.decoded.slice(hunk.from, hunk.to), hunk.replacement);
    const written = replacement.join(' ');
    if (!context.namesTerm(written) || context.namesTerm(heard.join(' ')) || /\p{N}|\p{Lu}\p{Lu}/u.test(written)) return true;
    return soundsAlike(heard, replacement, BIAS_SOUND_DISTANCE);
  });
}

type MedicineDoses = ReturnType<MedicalContext['medicineDoses']>;

/** How the doses of the medicines `changed` has and `original` has not (with that fit) fit them ("Tad the progesterone 20 mg": unmade). */
function dosesBrought(original: MedicineDoses, changed: MedicineDoses): Set<DoseFit> {
  const had = new Set(original.map((dose) => `${dose.fit} ${dose.spelling}`));
  return new Set(changed.filter((dose) => !had.has(`${dose.fit} ${dose.spelling}`)).map((dose) => dose.fit));
}

/** A word at either end of a change that is only spelled a little differently ("hypoglycemia", "hypoglycaemia"). */
const RESPELLING_DISTANCE = 0.2;

/** The two sides of a change without the re-spelled words at its ends. */
function withoutRespellings(heard: readonly string[], written: readonly string[]): [string[], string[]] {
  const respelled = (a = '', b = ''): boolean => {
    const [x, y] = [compactSpelling(a), compactSpelling(b)];
    return x !== '' && distance(x, y) <= RESPELLING_DISTANCE * Math.max(x.length, y.length);
  };
  let [first, lastHeard, lastWritten] = [0, heard.length, written.length];
  while (first < lastHeard && first < lastWritten && respelled(heard[first], written[first])) first++;
  while (lastHeard > first && lastWritten > first && respelled(heard[lastHeard - 1], written[lastWritten - 1])) [lastHeard, lastWritten] = [lastHeard - 1, lastWritten - 1];
  return [heard.slice(first, lastHeard), written.slice(first, lastWritten)];
}

/**
 * The decoded text with the changes `propose` proposes (the lexicon correction first, then other readings of it) that
 * the audio supports, where the speech is about medicine (the piece itself or the speech `around` it). Each change
 * (correction-hunks.ts) of words the decoder was unsure of (`decoded.words`, below SURE_WORD) is weighed on its own:
 * the decoded text with that one change written in, in its likeliest case, may be at most CORRECTION_MARGIN less
 * likely than the decoded text. Of changes to the same words the likeliest is taken, unless another name is about as
 * likely (`rivalled`). The first proposal's changes of case and punctuation alone are kept. `decoded.logProb`, the decoder's own
 * log-prob of it when known, saves scoring it again.
 */
export async function supportedCorrection(
  scorer: AudioScorer,
  context: MedicalContext,
  pcm: Float32Array,
  decoded: { text: string; logProb?: number; words?: readonly ScoredWord[] },
  propose: () => readonly string[] | Promise<readonly string[]>,
  around: string,
): Promise<string> {
  // Only speech about medicine is corrected: the readings, which take some matching to find, are not sought elsewhere.
  if (!context.isMedical(decoded.text) && !context.isMedical(around)) return decoded.text;
  const proposals = await propose();
  const [correction = decoded.text] = proposals;
  if (proposals.every((proposal) => proposal === decoded.text)) return decoded.text;
  const base = correctionHunks(decoded.text, correction);
  const sure = (hunk: Hunk) => hunk.to > hunk.from && surelyHeard(decoded.words, base.decoded.length, hunk.from, hunk.to);
  const hunks = uniqueHunks(proposals.flatMap((proposal) => correctionHunks(decoded.text, proposal).hunks)).filter((hunk) => !sure(hunk));
  if (hunks.length === 0) return withHunks(base, []);
  const decodedLogProb = decoded.logProb ?? (await scorer.score(pcm, [decoded.text]))[0]!;
  // A change that gives a medicine a dose it is not made in is not weighed at all, nor one that names a formulary
  // medicine without a dose it can be given as; one that names a medicine at one of its strengths has STRENGTH_PRIOR on
  // its side. Nor is a term left out of place in a prescription slot (termsOutOfPlace) by the changes taken.
  const priors = new Map<Hunk, number>();
  const decodedDoses = context.medicineDoses(decoded.text);
  const decodedUnproven = new Set(context.unprovenMedicines(decoded.text, decodedDoses));
  const decodedOutOfPlace = new Set(context.termsOutOfPlace(decoded.text));
  // Changes that, written alone, bring a term out of place: kept only where the changes taken with them put it in place.
  const outOfPlaceAlone = new Set<Hunk>();
  for (const hunk of hunks) {
    const changed = withOneHunk(base, hunk, hunk.replacement);
    const changedDoses = context.medicineDoses(changed);
    const brought = dosesBrought(decodedDoses, changedDoses);
    const unproven = context.unprovenMedicines(changed, changedDoses).some((spelling) => !decodedUnproven.has(spelling));
    if (brought.has('unmade') || unproven) continue;
    priors.set(hunk, brought.has('strength') ? STRENGTH_PRIOR : 0);
    if (termsBrought(context, decodedOutOfPlace, changed)) outOfPlaceAlone.add(hunk);
  }
  const threshold = decodedLogProb - CORRECTION_MARGIN;
  // Every way of writing every change is scored; a change counts with its likeliest form, and its prior.
  const forms = [...priors].flatMap(([hunk, prior]) => scoringForms(hunk.replacement).map((form) => ({ hunk, prior, text: withOneHunk(base, hunk, form) })));
  const logProbs = await scorer.score(pcm, forms.map((form) => form.text));
  const best = new Map<Hunk, number>();
  forms.forEach(({ hunk, prior }, i) => best.set(hunk, Math.max(best.get(hunk) ?? -Infinity, logProbs[i]! + prior)));
  const supported = [...best].filter(([hunk, logProb]) => logProb >= threshold && !rivalled(context, hunk, logProb, best)).map(([hunk, logProb]) => ({ hunk, logProb }));
  // A name read in two changes ("Beauty-Son-Eye" → budesonide, "for Motorola" → formoterol) leaves words of its slot over
  // in each alone, and takes the slot with both; a name read from part of a slot ("Take in the promethazine") never does.
  const taken = likeliestApart(supported);
  if (!termsBrought(context, decodedOutOfPlace, withHunks(base, taken))) return withHunks(base, taken);
  return withHunks(base, likeliestApart(supported.filter(({ hunk }) => !outOfPlaceAlone.has(hunk))));
}

/**
 * How close (in nats, priors counted) another name read for the same words may come to a change before the audio is
 * taken not to tell them apart. On the formulary tuning and first held-out rows (bench:asr), 3 also let go of Ciloxan
 * (2.6 nats above cefalexin, both at a strength), right; 2 stops methamphetamine for midodrine (1.4 above metformin).
 */
export const RIVAL_MARGIN = 2;

/**
 * Whether `hunk` names a term and another change of the same decoded words names another one about as likely
 * (RIVAL_MARGIN, priors counted): then the audio does not tell which was said ("Mitteran" read as methamphetamine or
 * metformin, 1.4 nats apart), and neither is written. A change of more or fewer words is no rival: it may name more of
 * what was said ("budesonide formoterol" for "Beauty-Son-Eye for Motorola", "budesonide" for "Beauty-Son-Eye").
 */
function rivalled(context: MedicalContext, hunk: Hunk, logProb: number, scored: ReadonlyMap<Hunk, number>): boolean {
  const names = (change: Hunk) => context.namesTerm(change.replacement.join(' '));
  const letters = (change: Hunk) => compactSpelling(change.replacement.join(''));
  if (!names(hunk)) return false;
  return [...scored].some(
    ([other, otherLogProb]) => other.from === hunk.from && other.to === hunk.to && letters(other) !== letters(hunk) && otherLogProb >= logProb - RIVAL_MARGIN && names(other),
  );
}

const uniqueHunks = (hunks: readonly Hunk[]): Hunk[] => [...new Map(hunks.map((hunk) => [`${hunk.from}:${hunk.to}:${hunk.replacement.join(' ')}`, hunk])).values()];

/** The likeliest changes, none of them touching words another one taken changes. */
function likeliestApart(scored: ReadonlyArray<{ hunk: Hunk; logProb: number }>): Hunk[] {
  const taken: Hunk[] = [];
  for (const { hunk } of [...scored].sort((a, b) => b.logProb - a.logProb)) {
    if (taken.every((other) => hunk.to <= other.from || other.to <= hunk.from) && taken.every((other) => other.from !== hunk.from)) taken.push(hunk);
  }
  return taken;
}
