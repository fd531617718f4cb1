import { beforeAll, describe, expect, it } from 'vitest';
import { loadIndicLexicon } from '../../../lexicon/indic-lexicon.js';
import { loadLexicon } from '../../../lexicon/lexicon.js';
import { LoanwordMatcher } from './loanwords.js';

let matcher: LoanwordMatcher;
beforeAll(async () => {
  const lexicon = await loadLexicon();
  matcher = new LoanwordMatcher(lexicon, (await loadIndicLexicon(lexicon)).loanwords);
});

describe('LoanwordMatcher', () => {
  it.each([
    ['पैरासिटामोल', 'paracetamol'],
    ['ब्लड', 'blood'],
    ['थर्मामीटर', 'thermometer'],
    ['ஷுகர்', 'sugar'],
    ['டயபடீஸ்', 'diabetes'],
    ['ஃபாஸ்டிங்', 'fasting'],
    ['ரிப்போர்ட்', 'report'],
    ['வெயிட்', 'weight'],
    ['రిపోర్ట్', 'report'],
    ['ডোলো', 'dolo'],
    ['அமாக்ஸிசிலின்', 'amoxicillin'],
    ['டெம்பரேச்சர்', 'temperature'],
    ['কনস্টিপেশন', 'constipation'],
  ])('hears %s as the English "%s"', (word, english) => {
    expect(matcher.englishOf(word)).toBe(english);
  });

  it.each(['पानी', 'खाना', 'मगर', 'रहता', 'ठंड', 'மாத்திரை', 'ತಕ್ಷಣ'])('hears no English in %s', (word) => {
    expect(matcher.englishOf(word)).toBeUndefined();
  });
});
