/**
 * The post-recognition correction step: medical lexicon correction (general, then medicine names in
 * prescription slots, see lexicon-corrector.ts), then dose-form shorthand and dose/unit/vital-sign
 * normalisation. Also supplies the lexicon's terms for the recogniser's contextual biasing, and tells
 * whether speech is about medicine, without which no term is brought in (moonshine/term-support.ts).
 */
import { loadCommonEnglishWords, type ScowlSize } from '../../../lexicon/english-words.js';
import { DEFAULT_LEXICON_DIR, type LexiconEntry, type LexiconKind, spellingsOf } from '../../../lexicon/lexicon.js';
import { DEFAULT_STRENGTHS_FILE, MedicineStrengths, type StrengthUnit } from '../../../lexicon/strengths.js';
import { DEFAULT_FORMULARY_DIR, loadLexiconAndFormulary } from '../../../lexicon/formulary/formulary.js';
import { LexiconCorrector } from './lexicon-corrector.js';
import { TermAlternatives } from './term-alternatives.js';
import { normalizeNumbers, VITAL_SIGN_WORDS } from './normalize-numbers.js';
import { doseSplitReadings } from './dose-splits.js';
import { pressureReadings } from './pressure-readings.js';
import { vitalLabelReadings } from './vital-label-readings.js';
import { findPrescriptionSlots } from './prescription-slots.js';
import { splitWords } from './text-words.js';
import { joinVitalValues, joinVitaminNumbers, restoreBP, restoreDoseForms, restoreHbA1c, restoreSpO2, separateGluedValues, writeCombinationStrengths, writeDoseSchedules, writeFrequencyAbbreviations } from './prescription-shorthand.js';

/**
 * Words up to SCOWL size 50 count as ordinary English and are never replaced on their own. Measured on the
 * SCOWL lists: with size 35, 2–3% of the rarer real words (adrenal, augmentation, allegro) were "corrected"
 * into lexicon terms; with 50 none are, and every mis-recognition in the tests is still corrected.
 */
const ORDINARY_WORDS_SIZE: ScowlSize = 50;

/** Kinds whose names, said right before a number, make it a dose or value ("Dolo six fifty" → "Dolo 650"). */
const VALUE_CONTEXT_KINDS: ReadonlySet<LexiconKind> = new Set(['drug', 'brand', 'lab']);
const MEDICINE_KINDS: ReadonlySet<LexiconKind> = new Set(['drug', 'brand']);

export class MedicalCorrector {
  private constructor(
    private readonly lexiconCorrector: LexiconCorrector,
    private readonly termAlternatives: TermAlternatives,
    /** Lowercase one-word names of medicines, lab tests and vital signs, which a value may follow. */
    private readonly valueContextWords: ReadonlySet<string>,
    /** Lowercase one-word names of medicines, which "Tab"/"Cap" may precede. */
    private readonly medicineWords: ReadonlySet<string>,
    private readonly terms: readonly string[],
    /** Every spelling of every lexicon entry and formulary medicine, lowercase, its words joined by one space. */
    private readonly spellings: ReadonlySet<string>,
    private readonly strengths: MedicineStrengths,
    private readonly medicineSpellings: readonly string[],
    /** The spellings of the formulary's medicines a slot may be read as: those with strengths listed. */
    private readonly formularySpellings: readonly string[],
    /** Every spelling of every formulary medicine, as `wordsOf` writes them. */
    private readonly formularyWords: ReadonlySet<string>,
    /** The spellings of the lexicon's terms that name no medicine (symptoms, diagnoses, tests, procedures), as `wordsOf` writes them. */
    private readonly nonMedicineWords: ReadonlySet<string>,
  ) {}

  /**
   * The lexicon is what the text is corrected to and the recogniser biased towards; the formulary's medicines
   * (lexicon/formulary) are names too, which a prescription slot may be read as where the audio judges.
   */
  static async load(
    lexiconDir: string = DEFAULT_LEXICON_DIR,
    strengthsFile: string = DEFAULT_STRENGTHS_FILE,
    formularyDir: string = DEFAULT_FORMULARY_DIR,
  ): Promise<MedicalCorrector> {
    const [{ lexicon: entries, formulary: { medicines: allFormulary, strengths } }, ordinaryWords] = await Promise.all([
      loadLexiconAndFormulary(lexiconDir, strengthsFile, formularyDir),
      loadCommonEnglishWords(ORDINARY_WORDS_SIZE),
    ]);
    // A formulary medicine with no strengths listed can never be vouched for (unprovenMedicines): it is no reading to offer.
    const formulary = allFormulary.filter((entry) => strengths.lists(entry.term));
    const named = [...entries, ...allFormulary];
    const spellings = writtenSpellings(named);
    const isKnownWord = (word: string) => [ordinaryWords, CLINICAL_WORDS, UNIT_WORDS, spellings].some((known) => known.has(word.toLowerCase()));
    return new MedicalCorrector(
      new LexiconCorrector(entries, ordinaryWords, formulary),
      new TermAlternatives(entries, isKnownWord),
      new Set([...VITAL_SIGN_WORDS, ...singleWordSpellings(named, VALUE_CONTEXT_KINDS)]),
      new Set(singleWordSpellings(named, MEDICINE_KINDS)),
      [...new Set(entries.map((entry) => entry.term))],
      new Set([...spellings].filter((spelling) => spelling.length > 2)),
      strengths,
      entries.filter((entry) => MEDICINE_KINDS.has(entry.kind)).flatMap(spellingsOf),
      formulary.flatMap(spellingsOf),
      writtenSpellings(allFormulary),
      nonMedicineSpellings(named),
    );
  }

  /** Medical terms restored from what the decoder wrote ("met for min" → "metformin", "Tap" → "Tab" before a medicine name comes next). */
  correctTerms(text: string): string {
    // The slot pass runs on corrected text (exact terms are found first) and before the shorthand and number
    // passes, which rely on the medicine names it restores ("Tap telmisartan" → "Tab", "Dolo six fifty" → 650).
    return this.lexiconCorrector.correctPrescriptionSlots(this.lexiconCorrector.correct(text));
  }

  /**
   * Other readings of `text`, each a copy with one term more, for the audio to judge: medicine names in prescription
   * slots, acronyms one letter off, multi-word terms one of whose words was heard (term-alternatives.ts); a strength
   * run into the count after it, split ("Dolo 653 times" → "Dolo 650 three times", dose-splits.ts); a blood pressure's
   * upper number, and a vital sign's name, heard as other words (pressure-readings.ts, vital-label-readings.ts).
   */
  alternatives(text: string): string[] {
    return [
      ...this.lexiconCorrector.slotAlternatives(text),
      ...this.termAlternatives.readings(text),
      ...this.doseSplits(text),
      ...pressureReadings(text),
      ...vitalLabelReadings(text),
    ];
  }

  /** `text` with a strength run into the count after it split again ("Dolo 653 times" → "Dolo 650 three times", dose-splits.ts). */
  doseSplits(text: string): string[] {
    return doseSplitReadings(text, (spelling, amount) => this.strengths.isStrength(spelling, amount));
  }

  /**
   * Terms in the lexicon's case ("dolo" → "Dolo"), and dose forms, numbers, units, vitals and schedules as clinicians
   * write them ("five hundred milligrams" → "500 mg", "Janumet 50 by 500" → "Janumet 50/500", "sos" → "SOS").
   */
  normalise(text: string): string {
    const cased = this.lexiconCorrector.recased(text);
    const shorthand = separateGluedValues(joinVitaminNumbers(restoreBP(restoreHbA1c(restoreDoseForms(cased, this.medicineWords)))), this.valueContextWords);
    // After the numbers: "S P O two ninety eight" is read as 298 there ("one forty" = 140).
    const numbers = joinVitalValues(restoreSpO2(normalizeNumbers(shorthand, this.valueContextWords)));
    return writeFrequencyAbbreviations(writeCombinationStrengths(writeDoseSchedules(numbers, this.medicineWords), this.medicineWords));
  }

  /** Whether `text` speaks of medicine: it names a term of the lexicon or a formulary medicine exactly, or a clinical word, unit or vital sign. */
  isMedical(text: string): boolean {
    return anyClinical(wordsOf(text)) || VITAL_SIGN_PHRASE.test(text) || VITAL_VALUE.test(text) || this.namesTerm(text);
  }

  /** Whether `text` names a term of the lexicon or a formulary medicine, exactly. */
  namesTerm(text: string): boolean {
    return !this.termsNamed(wordsOf(text)).next().done;
  }

  /** Where terms of the lexicon or formulary medicines are named among `words` (a transcript's, in order): each as the words [first, end) that name it. */
  termSpans(words: readonly string[]): Array<{ first: number; end: number }> {
    const parts = words.flatMap((word, owner) => wordsOf(word).map((part) => ({ part, owner })));
    return [...this.termsNamed(parts.map(({ part }) => part))].map(({ first, length }) => ({ first: parts[first]!.owner, end: parts[first + length - 1]!.owner + 1 }));
  }

  /** Where terms of the lexicon or formulary medicines are named in `words` (wordsOf's). */
  private *termsNamed(words: readonly string[]): Generator<{ first: number; length: number }> {
    for (let first = 0; first < words.length; first++) {
      for (let length = 1; length <= MAX_TERM_WORDS && first + length <= words.length; length++) {
        if (this.spellings.has(words.slice(first, first + length).join(' '))) yield { first, length };
      }
    }
  }

  /**
   * The medicines of `text` that have listed strengths (strengths.ts) and a dose after them, each with how the dose fits:
   * one of its strengths ("atorvastatin 20 mg"); one it can be given as (a number of tablets, or a number that sounds
   * like a strength: "fourteen" for forty); or none ("progesterone 20 mg"), the sign of a misheard name. Doses are read as
   * clinicians write them (`normalise`); a number is a dose when a unit follows it, or a frequency, or nothing ("Dolo 650
   * SOS"), not a count ("metformin 2 tablets"); a combination's "50/500" only when it is one listed.
   */
  medicineDoses(text: string): MedicineDose[] {
    return this.dosesIn(this.normalise(text)).map(({ spelling, fit }) => ({ spelling, fit }));
  }

  /**
   * The words of `text` (as written, split at spaces) that give a medicine a dose it is neither made in nor given as
   * ("atomoxetine 14 mg": made as 10, 18, 25, 40 … mg): the number and its unit, for a person to confirm against the
   * recording. A number that only sounds like a strength ("fourteen" for forty) is such a dose too.
   */
  unmadeDoseWords(text: string): number[] {
    return this.dosesIn(text).flatMap((dose) => (dose.fit === 'strength' || dose.givenAs ? [] : dose.words));
  }

  /** `medicineDoses` of text already written as clinicians write it, with the indexes of each dose's words and whether the medicine can be given as the amount itself. */
  private dosesIn(normalised: string): Array<MedicineDose & { words: number[]; givenAs: boolean }> {
    const words = normalised.split(/\s+/).filter((word) => word !== '');
    const bare = words.map((word) => word.replace(/^["'(]+|[)"',.;:!?]+$/g, '').toLowerCase());
    const doses: Array<MedicineDose & { words: number[]; givenAs: boolean }> = [];
    for (let first = 0; first < words.length; first++) {
      for (let length = 1; length <= MAX_TERM_WORDS && first + length < words.length; length++) {
        const spelling = bare.slice(first, first + length).join(' ');
        const at = first + length;
        if (!this.strengths.lists(spelling)) continue;
        // A combination's strength ("Janumet 50/500") counts when listed; another is no sign of anything (generics list none).
        const parts = /^\d+(?:\.\d+)?(?:\/\d+(?:\.\d+)?)+$/.test(bare[at]!) ? bare[at]!.split('/').map(Number) : undefined;
        if (parts !== undefined && this.strengths.isCombination(spelling, parts)) doses.push({ spelling, fit: 'strength', words: [at], givenAs: true });
        if (!/^\d+(\.\d+)?$/.test(bare[at]!)) continue;
        const next = bare[at + 1] ?? '';
        const unit = DOSE_UNITS.get(next);
        if (unit === undefined && !(next === '' || words[at] !== bare[at] || AFTER_DOSE_WORDS.has(next))) continue;
        const amount = Number(bare[at]);
        const givenAs = (amounts: number[]) => amounts.some((each) => this.strengths.canBeGiven(spelling, each, unit));
        const fit = this.strengths.isStrength(spelling, amount, unit) ? 'strength' : givenAs([amount, ...soundAlikeNumbers(amount)]) ? 'possible' : 'unmade';
        doses.push({ spelling, fit, words: unit === undefined ? [at] : [at, at + 1], givenAs: givenAs([amount]) });
      }
    }
    return doses;
  }

  /** Whether `text` has one of the clinical words that are no lexicon term (units, dose forms, "prescribed" …). */
  hasClinicalWord(text: string): boolean {
    return anyClinical(wordsOf(text));
  }

  /** Canonical spellings of every lexicon entry (drugs, brands, diagnoses, tests, procedures, symptoms). */
  biasTerms(): readonly string[] {
    return this.terms;
  }

  /** Every spelling of every drug and brand of the lexicon. */
  medicineNames(): readonly string[] {
    return this.medicineSpellings;
  }

  /** Every spelling of every medicine of the formulary a slot may be read as (those with strengths listed). */
  formularyNames(): readonly string[] {
    return this.formularySpellings;
  }

  /**
   * The formulary's medicines `text` names without a dose they can be given as ("Start glycine 200 mg": no strengths
   * listed; "Tab Nitrous"; "sotalol 70 mg"): names of thousands, none of which the audio alone can vouch for, as
   * wordsOf writes them. A dose heard a little off ("atomoxetine 14 mg", made as 40) vouches, and is flagged in the notes.
   */
  unprovenMedicines(text: string, doses: readonly MedicineDose[] = this.medicineDoses(text)): string[] {
    const proven = new Set(doses.filter((dose) => dose.fit !== 'unmade').map((dose) => wordsOf(dose.spelling).join(' ')));
    const words = wordsOf(text);
    const named = [...this.termsNamed(words)];
    // A name inside a longer one is that one's word ("isosorbide" of isosorbide mononitrate, "sotalol" of sotalol hydrochloride).
    const within = (span: { first: number; length: number }) =>
      named.some((other) => other.length > span.length && other.first <= span.first && span.first + span.length <= other.first + other.length);
    return named
      .filter((span) => !within(span))
      .map(({ first, length }) => words.slice(first, first + length).join(' '))
      .filter((spelling) => this.formularyWords.has(spelling) && !proven.has(spelling));
  }

  /**
   * The lexicon terms of `text` that stand out of place in a prescription slot, where a medicine name is expected, as
   * wordsOf writes them: a term that names no medicine (a symptom, a diagnosis, a test: "Continue cough post a 1 mg", a
   * medicine misheard, never the cough), and any term that leaves words of its slot naming nothing ("Take in the
   * promethazine 25 mg", "Restart v melatonin of 214 mg"): a name said there takes the whole slot, and one read from
   * part of its sounds, the rest left over, is no more likely than any other name that sounds like that part. Slots
   * start after a spoken cue (prescription-slots.ts, and the words of OUT_OF_PLACE_CUES), not at the start of a
   * sentence, whose first word may be a cue misheard ("Respart entacapone 200 mg").
   */
  termsOutOfPlace(text: string): string[] {
    const words = splitWords(text);
    const outOfPlace = new Set<string>();
    for (const slot of findPrescriptionSlots(text, words, { moreCues: OUT_OF_PLACE_CUES })) {
      const said = wordsOf(text.slice(words[slot.first]!.start, words[slot.last]!.end));
      const named = [...this.termsNamed(said)];
      const explained = new Set(named.flatMap(({ first, length }) => Array.from({ length }, (_, k) => first + k)));
      const lastNamed = Math.max(-1, ...named.map(({ first, length }) => first + length - 1));
      // Words after the names stand for the dose's number where only its unit closes the slot ("pantoprazole for the milligrams").
      const numberMisheard = UNIT_WORDS_SAID.test(words[slot.last + 1]?.text ?? '');
      const leftOver = said.some((word, i) => {
        if (explained.has(i) || SLOT_JOINERS.has(word)) return false;
        // A word between two names is their joiner misheard ("ferrous sulfate when folic acid").
        const betweenNames = named.some(({ first }) => first > i) && named.some(({ first, length }) => first + length <= i);
        return !betweenNames && !(numberMisheard && i > lastNamed);
      });
      for (const { first, length } of named) {
        const spelling = said.slice(first, first + length).join(' ');
        if (leftOver || this.nonMedicineWords.has(spelling)) outOfPlace.add(spelling);
      }
    }
    return [...outOfPlace];
  }

  /**
   * Where a medicine name is expected and none was heard, as the text before and after the words heard there: the
   * prescription slots (prescription-slots.ts) whose words name no lexicon term, after a spoken cue ("Tab", "Start", or
   * "on": "known diabetic on Jan. 50/500"), or at the start of a sentence whose first word has a dose form run into
   * the name ("Tableau 650" for "Tab Dolo 650"; the reading then starts with "Tab").
   */
  slotsWithoutMedicine(text: string): Array<{ before: string; after: string }> {
    const words = splitWords(text);
    const afterCue = findPrescriptionSlots(text, words, { moreCues: READING_CUES });
    const runInto = findPrescriptionSlots(text, words, { atSentenceStart: true }).filter(
      (slot) => RUN_INTO_DOSE_FORM.test(words[slot.first]!.text) && !afterCue.some((other) => other.first === slot.first),
    );
    return [...afterCue.map((slot) => ({ slot, form: '' })), ...runInto.map((slot) => ({ slot, form: 'Tab ' }))]
      .map(({ slot, form }) => ({ from: words[slot.first]!.start, to: words[slot.last]!.end, form }))
      .filter(({ from, to }) => !this.namesTerm(text.slice(from, to)))
      // The recogniser's punctuation between a misheard name and its dose ("Jan. 50", "Artem, 40") goes with the name.
      .map(({ from, to, form }) => ({ before: text.slice(0, from) + form, after: text.slice(to).replace(/^[.,](?=\s)/, '') }));
  }
}

/**
 * Lowercase words, letters and digits only: how spellings and text are compared (a spelling's words joined by a
 * space). "&" is said "and" (as in compactSpelling); a dose form glued to the name after it ("tabamoxicillin") and a
 * unit glued to its number ("500mg") are two words.
 */
const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .replaceAll('&', ' and ')
    .replace(/\b(tab|cap)(?=\p{L}{4})/gu, '$1 ')
    .replace(/(?<=\p{N})(?=(?:mg|mcg|ml|gm?|kg|iu)\b)/gu, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');

/** Every spelling of `entries`, as text is compared: wordsOf's words joined by one space. */
const writtenSpellings = (entries: readonly LexiconEntry[]): Set<string> => new Set(entries.flatMap(spellingsOf).map((spelling) => wordsOf(spelling).join(' ')));

/** The spellings of the terms of `entries` that name no medicine, and are no medicine's spelling too, as wordsOf writes them. */
function nonMedicineSpellings(entries: readonly LexiconEntry[]): Set<string> {
  const medicines = writtenSpellings(entries.filter((entry) => MEDICINE_KINDS.has(entry.kind)));
  return new Set([...writtenSpellings(entries.filter((entry) => !MEDICINE_KINDS.has(entry.kind)))].filter((spelling) => !medicines.has(spelling)));
}

/** The longest lexicon spelling looked for, in words. */
const MAX_TERM_WORDS = 4;

/**
 * Words that make speech clinical whatever else it says: units and dose forms, prescribing and diagnosing, and vital
 * signs and tests by their names. Words ordinary prose uses too ("history", "daily", "rate", "pressure") are not here.
 */
const CLINICAL_WORDS: ReadonlySet<string> = new Set([
  ...'mg milligram milligrams mcg microgram micrograms gram grams ml tab tablet tablets cap capsule capsules syrup injection injections ointment inhaler dose doses dosage'.split(' '),
  ...'thrice subcutaneously subcutaneous intravenous intravenously intramuscular'.split(' '),
  ...'patient prescribe prescribed prescription diagnosis diagnosed complains symptoms medicine medicines medication medications investigations'.split(' '),
  ...'bd tds od sos mmhg pulse bp spo2 sats hba1c haemoglobin hemoglobin creatinine tsh rbs fbs ppbs bmi glucose'.split(' '),
]);

/** A medicine of a text with a dose after it, and how the dose fits its strengths (`MedicalCorrector.medicineDoses`). */
export interface MedicineDose {
  /** As written, lower case. */
  readonly spelling: string;
  readonly fit: 'strength' | 'possible' | 'unmade';
}

/**
 * Words that announce a medicine, for telling a term out of place (`termsOutOfPlace`): READING_CUES, the prescribing
 * verbs' other forms and taking verbs ("Continued", "Take"), so that a name right after them fills its slot.
 */
const OUT_OF_PLACE_CUES: ReadonlySet<string> = new Set([
  'on', 'take', 'takes', 'taking', 'taken', 'give', 'given', 'prescribe', 'prescribed',
  'started', 'starting', 'continued', 'continuing', 'restarted', 'resumed', 'added', 'increased', 'reduced', 'stopped',
]);
/** A dose's unit as said or written, the word that closes a slot whose number was misheard. */
const UNIT_WORDS_SAID = /^(?:mg|mcg|g|gm|ml|iu|units?|milligrams?|micrograms?|grams?)$/i;
/** Words of a slot beside its names that a name does not leave over: between two names ("and"), or before the new dose ("to"). */
const SLOT_JOINERS: ReadonlySet<string> = new Set(['and', 'with', 'plus', 'to']);

/** Words that, for readings the audio judges, also announce a medicine ("on metformin 500"). */
const READING_CUES: ReadonlySet<string> = new Set(['on']);
/** A word that starts with a tablet's or capsule's dose form (or its mishearing) run into more letters: "Tableau", "Tubbil". */
const RUN_INTO_DOSE_FORM = /^(?:tab|tad|tap|tub|cap|cab)\p{L}{3,}$/iu;

/** Units of a medicine's strength as `normalise` writes them, lower case → as strengths.ts names them. */
const DOSE_UNITS: ReadonlyMap<string, StrengthUnit> = new Map([
  ['mg', 'mg'], ['mcg', 'mcg'], ['g', 'g'], ['gm', 'g'], ['iu', 'IU'], ['units', 'units'], ['unit', 'units'],
]);

/** The numbers recognisers confuse `amount` with: a teen and its ten (14 and 40, 15 and 50, … 19 and 90), 13 and 30 too. */
function soundAlikeNumbers(amount: number): number[] {
  if (amount >= 13 && amount <= 19) return [(amount - 10) * 10];
  if (amount >= 30 && amount <= 90 && amount % 10 === 0) return [amount / 10 + 10];
  return [];
}

/** Words after a number that make it a dose said without its unit ("Telma 40 once daily", "Dolo 650 SOS", "Dolo 650 three times"). */
const AFTER_DOSE_WORDS: ReadonlySet<string> = new Set(
  'once twice thrice daily od bd bid tds tid qid hs sos stat at after before every in one two three four'.split(' '),
);

/** Units written in the short forms a term is never corrected from ("dL" of "mg/dL"). */
const UNIT_WORDS: ReadonlySet<string> = new Set('mg mcg ml dl kg g gm iu mmhg mmol'.split(' '));

const anyClinical = (words: readonly string[]): boolean => words.some((word) => CLINICAL_WORDS.has(word));
/** A vital sign's value by its shape or unit, its name misheard ("8130 by 85 wait 72 kilos", "puddles 104 per minute"). */
const VITAL_VALUE = /\b(?:[6-9]\d|1\d\d|2[0-5]\d)\s*(?:\/|over|by)\s*(?:[3-9]\d|1[0-5]\d)\b|\b\d+(?:\.\d+)?\s*(?:per minute|kgs?|kilos?|kilograms?|degrees (?:fahrenheit|celsius|centigrade))\b/i;
/** Vital signs named in words each too ordinary alone ("pressure", "rate") to make speech clinical. */
const VITAL_SIGN_PHRASE = /\b(?:blood pressure|heart rate|pulse rate|respiratory rate|oxygen saturation|blood sugar)\b/i;

function singleWordSpellings(entries: readonly LexiconEntry[], kinds: ReadonlySet<LexiconKind>): string[] {
  return entries
    .filter((entry) => kinds.has(entry.kind))
    .flatMap(spellingsOf)
    .filter((spelling) => !/\s/.test(spelling))
    .map((spelling) => spelling.toLowerCase());
}
