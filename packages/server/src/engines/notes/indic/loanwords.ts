/**
 * English said in an Indian script (`पैरासिटामोल`, `ரிப்போர்ட்`, `ब्लड`): the word transliterated to Latin
 * (`@indic-transliteration/sanscript`) and matched by sound with the English words clinicians say, the words of the
 * English lexicon's spellings and the loanwords. Both are written as they sound (voicing, aspiration and vowel length
 * set aside); a word matches an English word with the same sounds, or with the same consonants when it has three or
 * more. Anything else is no English word.
 */
import sanscriptModule from '@indic-transliteration/sanscript';
import { distance } from 'fastest-levenshtein';
import { spellingsOf, type LexiconEntry } from '../../../lexicon/lexicon.js';
import { schemeOf } from './scripts.js';

// The package is CommonJS (`module.exports = Sanscript`) while its types declare a default export: the default import
// is the module object itself, which the types call its `default`.
const Sanscript = sanscriptModule as unknown as typeof sanscriptModule.default;

/** Scripts whose consonants carry a vowel `a` that is not said at the end of a word (`पैरासिटामोल` → `pairasitamol`). */
const FINAL_SCHWA_DROPPED = new Set(['devanagari', 'bengali', 'gujarati', 'gurmukhi']);
/** Letters that IAST writes with a mark and English with two letters, or that a script says otherwise. */
const SOUNDS: readonly [RegExp, string][] = [
  [/ṅ/g, 'ng'],
  [/ñ/g, 'ny'],
  [/ḥ(?:bh|p)/g, 'f'], // Tamil ஃப is f.
  [/ṟṟ/g, 'tt'], // Malayalam റ്റ is tt.
  [/ṃ(?=[pb])/g, 'm'], // The anusvara is the nasal of the consonant after it: फास्टिंग is fasting.
  [/ṃ/g, 'n'],
];

/** `word` in plain Latin letters, as the script says it. */
function latinOf(word: string): string {
  const scheme = schemeOf(word);
  if (!scheme) return word.toLowerCase();
  let iast = Sanscript.t(word, scheme, 'iast');
  for (const [pattern, sound] of SOUNDS) iast = iast.replace(pattern, sound);
  const latin = iast
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  return FINAL_SCHWA_DROPPED.has(scheme) ? latin.replace(/([^aeiou])a$/, '$1') : latin;
}

/**
 * Letters as they sound, blind to what the Indian scripts and English write apart: voicing (Tamil writes `ப` for p
 * and b), aspiration, vowel length, doubled letters. `c` is the sound of "ch", as in IAST.
 */
function soundSpelling(latin: string): string {
  return latin
    .replace(/^y(?=u)/, '')
    .replace(/ph/g, 'f')
    .replace(/([bcdgjkpt])h/g, '$1')
    .replace(/sh/g, 's')
    .replace(/q/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/w/g, 'v')
    .replace(/[zj]/g, 'c')
    .replace(/b/g, 'p')
    .replace(/d/g, 't')
    .replace(/g/g, 'k')
    .replace(/y/g, 'i')
    .replace(/ee|ea/g, 'i')
    .replace(/oo|ou/g, 'u')
    .replace(/ai|ay/g, 'e')
    .replace(/au/g, 'o')
    .replace(/(.)\1+/g, '$1')
    .replace(/[^a-z]/g, '');
}

/** An English word in the letters of its sound: "ch" as `c`, other c as k or s, gh and a final e silent. */
function englishSoundSpelling(word: string): string {
  const spoken = word
    .toLowerCase()
    .replace(/(?<=[^aeiou])y(?=[^aeiou])/g, 'ai')
    .replace(/tion/g, 'sion')
    .replace(/ture/g, 'cher')
    .replace(/eigh/g, 'ei')
    .replace(/igh/g, 'ai')
    .replace(/ch/g, '\u0000')
    .replace(/ck/g, 'k')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c/g, 'k')
    .replace(/\u0000/g, 'c')
    .replace(/([^aeiou])e$/, '$1');
  return soundSpelling(spoken);
}

/** The consonants of a sound spelling, each run of vowels one `a`. */
const consonantFrame = (sound: string) => sound.replace(/[aeiou]+/g, 'a');
const consonantsOf = (sound: string) => sound.replace(/[aeiou]+/g, '');

/** Consonants enough to tell words apart when their vowels differ (`tharmamitar` is thermometer). */
const MIN_FUZZY_CONSONANTS = 3;
/** Consonants enough to tell words apart by their consonants alone (a medicine's name needs one more). */
const MIN_SKELETON_CONSONANTS = 5;
/** Words of the lexicon shorter than this are too easily met by chance, but for medicine names; the loanwords list short ones. */
const MIN_LEXICON_WORD_LETTERS = 5;

/**
 * Medicine names are many and short: one is heard in a word with other vowels only by more consonants than a common
 * word needs, and with few letters changed (`pairasitamol` is paracetamol, `takshan` is no Dexona).
 */
const MIN_FUZZY_NAME_CONSONANTS = 4;
const MAX_NAME_CHANGES = 0.25;

interface EnglishWord {
  readonly word: string;
  readonly sound: string;
  readonly isName: boolean;
}

export class LoanwordMatcher {
  /** Consonant frame → the English words with that frame. */
  private readonly byFrame = new Map<string, EnglishWord[]>();
  /** Consonants alone → the English words with those consonants, for a schwa the script writes and no one says. */
  private readonly byConsonants = new Map<string, EnglishWord[]>();
  private readonly words: ReadonlySet<string>;

  /**
   * `romanised` are the words the language files write as romanised Indian speech: the English lexicon lists some as
   * aliases for code-mixed speech ("thakan", "bukhar"), but a word of the script said like them is no English word.
   */
  constructor(lexicon: readonly LexiconEntry[], loanwords: readonly string[], romanised: ReadonlySet<string> = new Set()) {
    const names = new Set<string>();
    const words = new Set(loanwords);
    for (const entry of lexicon) {
      const isName = entry.kind === 'drug' || entry.kind === 'brand';
      for (const spelling of spellingsOf(entry)) {
        for (const word of spelling.toLowerCase().split(/[\s-]+/)) {
          if (!/^[a-z]{3,}$/.test(word) || romanised.has(word) || (!isName && word.length < MIN_LEXICON_WORD_LETTERS)) continue;
          words.add(word);
          if (isName) names.add(word);
        }
      }
    }
    this.words = words;
    for (const word of words) {
      const sound = englishSoundSpelling(word);
      const english = { word, sound, isName: names.has(word) && !loanwords.includes(word) };
      for (const [index, key] of [[this.byFrame, consonantFrame(sound)], [this.byConsonants, consonantsOf(sound)]] as const) {
        const bucket = index.get(key);
        if (bucket) bucket.push(english);
        else index.set(key, [english]);
      }
    }
  }

  /** Whether a lower-case Latin word is one of the English words clinicians say. */
  isEnglishWord(word: string): boolean {
    return this.words.has(word);
  }

  /** The English word an Indian-script `word` is, if it is one. */
  englishOf(word: string): string | undefined {
    const sound = soundSpelling(latinOf(word));
    // Tamil writes one letter, ச, for the sounds of "ch" and "s" (சுகர், அமாக்ஸிசிலின்).
    return this.heard(sound) ?? (schemeOf(word) === 'tamil' && sound.includes('c') ? this.heard(sound.replace(/c/g, 's')) : undefined);
  }

  private heard(sound: string): string | undefined {
    const frame = consonantFrame(sound);
    const consonants = consonantsOf(sound);
    const changes = (candidate: EnglishWord) => distance(sound, candidate.sound) / Math.max(sound.length, candidate.sound.length);
    // The same sounds, or the same consonants with consonants enough to tell words apart, a name with few changes.
    const sameFrame = (this.byFrame.get(frame) ?? []).filter(
      (candidate) =>
        candidate.sound === sound ||
        (consonants.length >= (candidate.isName ? MIN_FUZZY_NAME_CONSONANTS : MIN_FUZZY_CONSONANTS) && (!candidate.isName || changes(candidate) <= MAX_NAME_CHANGES)),
    );
    // Else, in a long word, the same consonants with a vowel more or less (কনস্টিপেশন, "kanastipesan", is constipation).
    const candidates =
      sameFrame.length > 0 || consonants.length < MIN_SKELETON_CONSONANTS
        ? sameFrame
        : (this.byConsonants.get(consonants) ?? []).filter((candidate) => !candidate.isName || consonants.length >= MIN_SKELETON_CONSONANTS + 1);
    return candidates.reduce<EnglishWord | undefined>((best, candidate) => (!best || changes(candidate) < changes(best) ? candidate : best), undefined)?.word;
  }
}
