/**
 * The post-recognition correction step: medical lexicon correction (general, then medicine names in
 * prescription slots, see lexicon-corrector.ts), then dose-form shorthand and dose/unit/vital-sign
 * normalisation. Also supplies the lexicon's terms for the recogniser's contextual biasing.
 */
import { loadCommonEnglishWords, type ScowlSize } from './english-words.js';
import { DEFAULT_LEXICON_DIR, loadLexicon, type LexiconEntry, type LexiconKind } from '../../../lexicon/lexicon.js';
import { LexiconCorrector } from './lexicon-corrector.js';
import { normalizeNumbers, VITAL_SIGN_WORDS } from './normalize-numbers.js';
import { restoreDoseForms, separateGluedValues } from './prescription-shorthand.js';

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
    /** Lowercase one-word names of medicines, lab tests and vital signs, which a value may follow. */
    private readonly valueContextWords: ReadonlySet<string>,
    /** Lowercase one-word names of medicines, which "Tab"/"Cap" may precede. */
    private readonly medicineWords: ReadonlySet<string>,
    private readonly terms: readonly string[],
  ) {}

  static async load(lexiconDir: string = DEFAULT_LEXICON_DIR): Promise<MedicalCorrector> {
    const [entries, ordinaryWords] = await Promise.all([loadLexicon(lexiconDir), loadCommonEnglishWords(ORDINARY_WORDS_SIZE)]);
    return new MedicalCorrector(
      new LexiconCorrector(entries, ordinaryWords),
      new Set([...VITAL_SIGN_WORDS, ...singleWordSpellings(entries, VALUE_CONTEXT_KINDS)]),
      new Set(singleWordSpellings(entries, MEDICINE_KINDS)),
      [...new Set(entries.map((entry) => entry.term))],
    );
  }

  correct(text: string): string {
    // The slot pass runs on corrected text (exact terms are found first) and before the shorthand and number
    // passes, which rely on the medicine names it restores ("Tap telmisartan" → "Tab", "Dolo six fifty" → 650).
    const terms = this.lexiconCorrector.correctPrescriptionSlots(this.lexiconCorrector.correct(text));
    const shorthand = separateGluedValues(restoreDoseForms(terms, this.medicineWords), this.valueContextWords);
    return normalizeNumbers(shorthand, this.valueContextWords);
  }

  /** Canonical spellings of every lexicon entry (drugs, brands, diagnoses, tests, procedures, symptoms). */
  biasTerms(): readonly string[] {
    return this.terms;
  }
}

function singleWordSpellings(entries: readonly LexiconEntry[], kinds: ReadonlySet<LexiconKind>): string[] {
  return entries
    .filter((entry) => kinds.has(entry.kind))
    .flatMap((entry) => [entry.term, ...entry.aliases])
    .filter((spelling) => !/\s/.test(spelling))
    .map((spelling) => spelling.toLowerCase());
}
