import { describe, expect, it } from 'vitest';
import type { IndicEntry, IndicKind } from '../../../lexicon/indic-lexicon.js';
import { SpellingMatcher } from './spelling-matcher.js';
import { sentencesOf } from './words.js';

const entry = (kind: IndicKind, native: string, english: string): IndicEntry => ({ kind, spellings: native.split('|'), english, source: 't.tsv:1' });
const matcher = new SpellingMatcher([
  entry('symptom', 'पेट दर्द|pet dard', 'abdominal pain'),
  entry('symptom', 'दर्द', 'pain'),
  entry('symptom', 'भूख नहीं', 'loss of appetite'),
  entry('negation', 'नहीं|-లేదు', 'no'),
  entry('symptom', 'காய்ச்சல்', 'fever'),
  entry('number', 'तीन|teen', '3'),
  entry('phrase', 'दिन में # बार', '# times a day'),
  entry('drop', 'से=', ''),
]);
const found = (text: string) => matcher.find(sentencesOf(text)[0]!.words).map((match) => `${match.entry.english.replace('#', match.number ?? '#')}@${match.at.join(',')}`);

describe('SpellingMatcher', () => {
  it('matches a spelling with up to two words between its words, the longest first', () => {
    expect(found('पेट में हल्का दर्द')).toEqual(['abdominal pain@0,3']);
    expect(found('भूख नहीं लगती')).toEqual(['loss of appetite@0,1']);
  });

  it('does not reach across a comma or past two words', () => {
    expect(found('पेट ठीक है, दर्द')).toEqual(['pain@3']);
    expect(found('पेट में बहुत ज़्यादा दर्द')).toEqual(['pain@4']);
  });

  it('matches an inflected word by its stem, a final virama aside, and a joined ending by a leading "-"', () => {
    expect(found('காய்ச்சலா')).toEqual(['fever@0']);
    expect(found('రాలేదు')).toEqual(['no@0']);
  });

  it('matches only the same word where the spelling says "=" or is short', () => {
    expect(found('सेब')).toEqual([]);
  });

  it('reads a number in words or digits for "#"', () => {
    expect(found('दिन में तीन बार')).toEqual(['3 times a day@0,1,2,3']);
    expect(found('दिन में 2 बार')).toEqual(['2 times a day@0,1,2,3']);
  });

  it('matches romanised spellings without regard to case', () => {
    expect(found('Pet Dard')).toEqual(['abdominal pain@0,1']);
  });
});

describe('SpellingMatcher (a negative stem and the "may" it begins)', () => {
  const tamil = new SpellingMatcher([
    entry('symptom', 'தூக்கம் வரல', 'insomnia'),
    entry('negation', '-ரல', 'no'),
    entry('phrase', '-ரலாம்', 'may happen'),
  ]);
  const inTamil = (text: string) => tamil.find(sentencesOf(text)[0]!.words).map((match) => `${match.entry.english}@${match.at.join(',')}`);

  it('matches the negative stem in its own word and its particles ("வரல", "வரலை")', () => {
    expect(inTamil('தூக்கம் வரலை')).toEqual(['insomnia@0,1']);
  });

  it('does not match it in the word of "may" it begins ("வரலாம்": may come, no denial)', () => {
    expect(inTamil('தூக்கம் வரலாம்')).toEqual(['may happen@1']);
  });
});
