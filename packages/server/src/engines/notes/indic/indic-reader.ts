/**
 * Reading a transcript in an Indian language (`hi`, `ta`, …; its script, romanised, or mixed with English) as plain
 * clinical English, segment by segment, so that the English notes engine reads it: the model, the note, the EMR
 * lines and the FHIR document come out in English, and every fact still cites the segment said in the original.
 * A sentence written in English in the middle of the conversation is kept as said.
 */
import type { IndicLanguage, IndicLexicon } from '../../../lexicon/indic-lexicon.js';
import { isIndicLanguage } from '../../../lexicon/indic-lexicon.js';
import { LEXICON_KINDS, type LexiconEntry, type LexiconKind } from '../../../lexicon/lexicon.js';
import type { ClinicalExtractor, TranscriptSegment } from '../clinical-model.js';
import { examFindingsOf } from '../examination/exam-findings.js';
import { TermIndex, type TermMention } from '../term-index.js';
import { composeSentence, itemsOf, type ComposeContext } from './compose.js';
import { questionsAnswered, withHeadAnswersNamed } from './head-answers.js';
import { LoanwordMatcher } from './loanwords.js';
import { SpellingMatcher } from './spelling-matcher.js';
import { sentencesOf, type IndicSentence } from './words.js';

/** A Latin-script sentence with at least this share of English words is English, said in the middle of the conversation. */
const ENGLISH_SHARE = 0.6;
/** English words that are in no lexicon, for telling an English sentence from romanised Hindi or Tamil. */
const ENGLISH_FUNCTION_WORDS = new Set(
  (
    'a an the is are was were be been am i me my we our you your he him his she her it its they them their this that these those ' +
    'and or but if so then than as of to in on at by for from with without about into over under up down out off not no yes ' +
    'do does did have has had will would can could should may might must shall what which who whom whose when where why how ' +
    'any some all each every both more most less very too also just only again please okay ok well now today since there here'
  ).split(' '),
);

const MEDICINES: readonly LexiconKind[] = ['drug', 'brand'];
const NOT_MEDICINES = LEXICON_KINDS.filter((kind) => !MEDICINES.includes(kind));

export class IndicReader {
  private readonly matchers = new Map<IndicLanguage, SpellingMatcher>();
  private readonly loanwords: LoanwordMatcher;
  private readonly vocabulary: TermIndex;

  /**
   * An English word said in an Indian script is matched by sound with the curated `lexicon`'s words only: the
   * formulary's thousands of rare names would be met by chance. English written in Latin letters is read with the
   * `index` of the whole vocabulary, the extractor's.
   */
  constructor(indic: IndicLexicon, english: { lexicon: readonly LexiconEntry[]; index: TermIndex }) {
    this.loanwords = new LoanwordMatcher(english.lexicon, indic.loanwords, romanisedWords(indic));
    const isLoanword = (word: string) => this.loanwords.englishOf(word) !== undefined;
    for (const [language, entries] of indic.languages) this.matchers.set(language, new SpellingMatcher(entries, isLoanword));
    this.vocabulary = english.index;
  }

  /** Whether transcripts in `language` are read into English here. */
  reads(language: string): language is IndicLanguage {
    return isIndicLanguage(language) && this.matchers.has(language);
  }

  /** The segments with their text in English (same ids, times and speakers). */
  inEnglish(segments: readonly TranscriptSegment[], language: IndicLanguage): TranscriptSegment[] {
    const matcher = this.matchers.get(language)!;
    const findingsSaid = (english: string) => this.findingMentions(english).map((mention) => english.slice(mention.start, mention.end));
    const composed = segments.map((segment) => {
      const context: ComposeContext = {
        endsInDenial: (ending) => matcher.endsInDenial(ending),
        endsInCondition: (word) => matcher.endsInCondition(word),
        englishOf: (word) => (!word.native ? word.text : this.loanwords.englishOf(word.text)),
        namesMedicine: (english) => this.vocabulary.find(english, MEDICINES).length > 0,
        findingsIn: (english) =>
          this.findingMentions(english).map((mention) => ({ start: mention.start, end: mention.end, kind: mention.entry.kind === 'symptom' ? 'symptom' : 'diagnosis' })),
        speaker: segment.speaker,
      };
      const english = sentencesOf(segment.text)
        .map((sentence) => this.sentenceInEnglish(sentence, matcher, context))
        .filter((said) => said !== '')
        .join(' ');
      const text = segment.speaker === 'doctor' ? withExaminationSaid(english) : english;
      const { words: _recognisedWords, ...rest } = segment;
      return { ...rest, text };
    });
    // The head-word answers first ("Yes, a little burning." → "I have mild burning urination."): a "No." after one
    // then answers another question, not the one the head word answers.
    return this.withDenialsNamed(withHeadAnswersNamed(composed, findingsSaid));
  }

  /**
   * "Do you have vomiting? Do you have melaena?" — "No vomiting. Stool normal. No.": a "No." (or a "Not sure.") the
   * patient says after other words (of a denial said in other words: "not black") answers the last finding asked that
   * the answer does not name, and is written with it ("No melaena.", "Not sure about melaena."), so that the English
   * dialogue does not take it for an answer to nothing. A "No." that opens the answer answers every question already;
   * a "Yes" that opens it answers the first.
   */
  private withDenialsNamed(segments: TranscriptSegment[]): TranscriptSegment[] {
    const namesIn = (english: string) => new Set(this.findingMentions(english).filter((m) => m.entry.kind === 'symptom').map((m) => m.entry.term));
    // What the patient has already said they have is not denied by a "No." to something else asked in its words.
    const toldPresent = new Set<string>();
    return segments.map((segment, i) => {
      const told = segment.speaker === 'patient' ? segment.text.split(/(?<=[.?!])\s+/).filter((said) => /^I have\b/.test(said)) : [];
      const earlier = new Set(toldPresent);
      for (const said of told) for (const name of namesIn(said)) toldPresent.add(name);
      const bare = LATER_BARE_ANSWER.exec(segment.text);
      if (!bare) return segment;
      const asked = questionsAnswered(segments, i).flatMap((question) => [...namesIn(question)]);
      const answeredYes = /^Yes\b/.test(segment.text) ? asked.slice(0, 1) : [];
      const named = namesIn(segment.text);
      const unanswered = asked.filter((name) => !named.has(name) && !earlier.has(name) && !answeredYes.includes(name)).at(-1);
      if (!unanswered) return segment;
      const answer = bare[1] === 'No' ? `No ${unanswered}.` : `Not sure about ${unanswered}.`;
      return { ...segment, text: `${segment.text.slice(0, bare.index)}${answer}${segment.text.slice(bare.index + bare[0].length)}` };
    });
  }

  /** The symptoms and diagnoses English words name; tests and procedures are sought too, so that a finding inside a test's name ("dengue NS1") is none. */
  private findingMentions(english: string): TermMention[] {
    return this.vocabulary.find(english, NOT_MEDICINES).filter((mention) => mention.entry.kind === 'symptom' || mention.entry.kind === 'diagnosis');
  }

  private isEnglish(sentence: IndicSentence): boolean {
    return isEnglishSentence(sentence, (word) => this.loanwords.isEnglishWord(word));
  }

  private sentenceInEnglish(sentence: IndicSentence, matcher: SpellingMatcher, context: ComposeContext): string {
    // An English question keeps its mark, for the dialogue to know it asks.
    if (this.isEnglish(sentence)) return `${sentence.words.map((word) => word.text).join(' ')}${sentence.asked ? '?' : ''}`;
    return composeSentence(itemsOf(sentence.words, matcher.find(sentence.words), context), sentence.asked, context);
  }
}

/**
 * The romanised spellings of one word in the language files ("bukhar", "thakan"): Indian words, which the English
 * lexicon lists as aliases for code-mixed speech. (A word of a longer spelling may be English: "bleeding jaasthi".)
 */
function romanisedWords(indic: IndicLexicon): Set<string> {
  const words = new Set<string>();
  for (const entries of indic.languages.values()) {
    for (const entry of entries) for (const spelling of entry.spellings) if (/^[a-z]+=?$/i.test(spelling)) words.add(spelling.toLowerCase().replace(/=$/, ''));
  }
  return words;
}

/** A bare "No." or "Not sure." after another sentence of the answer. */
const LATER_BARE_ANSWER = /(?<=[.?!]\s)(No|Not sure)\.(?=\s|$)/;

/** The doctor's statements that are no finding of the examination: orders, denials, a diagnosis, an account. */
const NOT_EXAMINED = /^(?:no|do not|do you|it may be|my|i|come back|get|take|apply|drink|stop|continue|avoid|rest|bring|check|reduce)\b|examination/i;

/**
 * The doctor's statements that name findings of the examination ("Throat red, chest clear.", "There is mild
 * oedema.", "Knee crepitus.") said as the examination's ("On examination, throat red, chest clear."), as an English
 * speaker's "on exam" would: the English engine files a finding under the examination by such words.
 */
function withExaminationSaid(text: string): string {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((said) => (/\.$/.test(said) && !NOT_EXAMINED.test(said) && examFindingsOf(said).length > 0 ? `On examination, ${said[0]!.toLowerCase()}${said.slice(1)}` : said))
    .join(' ');
}

/** A sentence in Latin letters whose words are mostly English (numbers aside): no romanised Indian speech. */
function isEnglishSentence(sentence: IndicSentence, isEnglishWord: (word: string) => boolean): boolean {
  if (sentence.words.some((word) => word.native)) return false;
  const words = sentence.words.filter((word) => !/^\d/.test(word.key));
  return words.filter((word) => ENGLISH_FUNCTION_WORDS.has(word.key) || isEnglishWord(word.key)).length >= ENGLISH_SHARE * words.length;
}

const LANGUAGE_NAMES: Readonly<Record<IndicLanguage, string>> = {
  hi: 'Hindi',
  ta: 'Tamil',
  te: 'Telugu',
  kn: 'Kannada',
  ml: 'Malayalam',
  bn: 'Bengali',
  gu: 'Gujarati',
  mr: 'Marathi',
  pa: 'Punjabi',
};

/**
 * `extractor` reading a transcript in an Indian language in English, the model keeping the transcript's language and
 * saying, for the note's reader, which language the conversation was in.
 */
export function withIndicReading(extractor: ClinicalExtractor, reader: IndicReader): ClinicalExtractor {
  return {
    name: extractor.name,
    extract: async (input) => {
      if (!reader.reads(input.language)) return extractor.extract(input);
      const model = await extractor.extract({ ...input, segments: reader.inEnglish(input.segments, input.language) });
      const msg = `the conversation was in ${LANGUAGE_NAMES[input.language]}; the note is written from its reading in English: check it against the transcript`;
      return { ...model, warnings: [...(model.warnings ?? []), { code: 'read_in_english', msg }] };
    },
  };
}
