import { beforeAll, describe, expect, it } from 'vitest';
import { loadCommonEnglishWords } from '../../../lexicon/english-words.js';
import { loadLexicon } from '../../../lexicon/lexicon.js';
import { LexiconCorrector } from './lexicon-corrector.js';
import { MedicalCorrector } from './medical-corrector.js';

/** Both passes, as the backend runs them where the audio supports the terms. */
const correctAll = (corrector: MedicalCorrector, text: string): string => corrector.normalise(corrector.correctTerms(text));
import { findPrescriptionSlots } from './prescription-slots.js';
import { splitWords } from './text-words.js';

function slotTexts(text: string): string[] {
  const words = splitWords(text);
  return findPrescriptionSlots(text, words).map((slot) => text.slice(words[slot.first]?.start, words[slot.last]?.end));
}

describe('findPrescriptionSlots', () => {
  it('finds the words between a cue and the dose or frequency', () => {
    expect(slotTexts('Tab clap inaugural 75 mg and aspirin 75 mg.')).toEqual(['clap inaugural']);
    expect(slotTexts('Tap tail, Miss Artem, forty milligrams, once daily.')).toEqual(['tail, Miss Artem']);
    expect(slotTexts('Insulin large in 10 units at bedtime.')).toEqual(['large in']);
    expect(slotTexts('Continue Beauty-Sonic formal trial inhaler, two puffs.')).toEqual(['Beauty-Sonic formal trial']);
    expect(slotTexts('Start fear of sulfate once daily after lunch.')).toEqual(['fear of sulfate']);
    expect(slotTexts('Tab dom peri done before food.')).toEqual(['dom peri done']);
    expect(slotTexts('Cap omeprazole one capsule at night.')).toEqual(['omeprazole']);
  });

  it('starts afresh at a later cue and ends at a unit whose number was misheard', () => {
    expect(slotTexts('Continue tab pan the prelal for the milligrams.')).toEqual(['pan the prelal for the']);
  });

  it('finds no slot without a dose or frequency close after the cue, or across a question mark', () => {
    expect(slotTexts('Continue the same dose for one month.')).toEqual([]);
    expect(slotTexts('Start walking in the morning and evening with your wife for half an hour daily.')).toEqual([]);
    expect(slotTexts('Stop? Twice daily.')).toEqual([]);
    expect(slotTexts('Tab 40 mg.')).toEqual([]);
  });
});

let lexicon: LexiconCorrector;
let medical: MedicalCorrector;
let commonWords: string[];

beforeAll(async () => {
  lexicon = new LexiconCorrector(await loadLexicon(), await loadCommonEnglishWords(50));
  medical = await MedicalCorrector.load();
  commonWords = [...(await loadCommonEnglishWords(20))].filter((word) => /^[a-z]+$/.test(word)).sort();
});

describe('medicine names in prescription slots', () => {
  it.each([
    // Runs of ordinary words, which only the slot rule reads as a name.
    ['Tab clap inaugural 75 mg once daily.', 'Tab clopidogrel 75 mg once daily.'],
    ['Tap tail, Miss Artem, forty milligrams, once daily.', 'Tab telmisartan, 40 mg, once daily.'],
    ['Continue budesonide formal trial inhaler, two puffs twice daily.', 'Continue budesonide formoterol inhaler, two puffs twice daily.'],
    ['Tad pan the prelal 40 mg before breakfast.', 'Tab pantoprazole 40 mg before breakfast.'],
    ['Tab on and sit run 4 mg SOS.', 'Tab ondansetron 4 mg SOS.'],
    ['Tab as a throw my sin 500 mg once daily.', 'Tab azithromycin 500 mg once daily.'],
    ['Start fear of sulfate once daily after lunch.', 'Start ferrous sulfate once daily after lunch.'],
    ['Cap a mock see sill in 500 mg thrice daily.', 'Cap amoxicillin 500 mg thrice daily.'],
    ['Tab pair a set a mall 650 mg SOS.', 'Tab paracetamol 650 mg SOS.'],
    ['Tab a ten all all 50 mg once daily.', 'Tab atenolol 50 mg once daily.'],
    ['Tab sip row flocks a sin 500 mg twice daily.', 'Tab ciprofloxacin 500 mg twice daily.'],
    ['Tab fame a tea dean 20 mg twice daily.', 'Tab famotidine 20 mg twice daily.'],
    ['Tab tram a doll 50 mg SOS.', 'Tab tramadol 50 mg SOS.'],
    // Runs the general rule already reads, in a slot too.
    ['Tab am low deep in 5 mg at night.', 'Tab amlodipine 5 mg at night.'],
    ['Tab war far in 5 mg at night.', 'Tab warfarin 5 mg at night.'],
    ['Inj heap a rin 5000 units twice daily.', 'Inj heparin 5000 units twice daily.'],
    ['Tab mont a Luke cast 10 mg at bedtime.', 'Tab montelukast 10 mg at bedtime.'],
  ])('%s', (recognised, corrected) => {
    expect(correctAll(medical, recognised)).toBe(corrected);
  });

  it.each([
    'Continue the same dose for one month.',
    'Start the exercise plan twice daily.',
    'Tab to be taken after food.',
    'Add salt to food twice a day.',
    'Stop the old tablets at night.',
    'Increase the dose to 40 mg.',
    'Drink tap water, a cup of tea twice daily.',
    'Start walking 30 minutes daily.',
    'Continue the inhaler, two puffs twice daily.',
    'Tab as before, once daily.',
    'Stop smoking and alcohol at once.',
  ])('leaves ordinary words around a cue alone: %s', (text) => {
    expect(lexicon.correctPrescriptionSlots(lexicon.correct(text))).toBe(text);
  });

  it('keeps the strict rule for runs outside a slot', () => {
    // The same words, with no cue before them or no dose after them, are no medicine name.
    expect(correctAll(medical, 'He gave a clap inaugural speech.')).toBe('He gave a clap inaugural speech.');
    expect(correctAll(medical, 'Clap inaugural 75 mg once daily.')).toBe('Clap inaugural 75 mg once daily.');
    expect(correctAll(medical, 'Tab clap inaugural.')).toBe('Tab clap inaugural.');
    expect(correctAll(medical, 'She said pair a set a mall twice.')).toBe('She said pair a set a mall twice.');
    expect(correctAll(medical, 'Tram a doll 50 mg SOS.')).toBe('Tram a doll 50 mg SOS.');
  });

  it('leaves a run that sounds equally like two medicines alone', () => {
    expect(lexicon.correctPrescriptionSlots('Tab clobazapam 10 mg.')).toBe('Tab clobazapam 10 mg.');
  });

  it('rarely changes ordinary word runs between a cue and a dose (false-positive rate)', () => {
    const sentences = ordinarySentences(commonWords, 3000);
    const changed = sentences.filter((text) => {
      const general = lexicon.correct(text);
      return lexicon.correctPrescriptionSlots(general) !== general;
    });
    console.info(`slot pass changed ${changed.length} of ${sentences.length} ordinary sentences`, changed);
    expect(changed.length / sentences.length).toBeLessThanOrEqual(0.005);
  });
});

const CUES = ['Tab', 'Tablet', 'Cap', 'Inj', 'Syrup', 'Start', 'Continue', 'Add', 'Stop', 'Increase', 'Reduce', 'Insulin', 'Tap', 'Cup'];
const ENDS = ['40 mg', '500 mg', '10 units', 'forty milligrams', 'once daily', 'twice daily', 'thrice daily', 'at bedtime', 'at night', 'before food', 'after meals', 'OD', 'BD', 'SOS', 'inhaler', 'drops'];
const PHRASES = [
  'the same dose', 'the exercise plan', 'the same medicines', 'walking', 'the diet', 'salt to food', 'the old tablets',
  'all other medicines', 'the tablets', 'the syrup', 'the morning dose', 'the evening dose', 'it', 'them', 'one more',
  'warm water gargles', 'steam inhalation', 'physiotherapy', 'the sugar chart', 'home monitoring', 'the eye',
  'the new medicine', 'sugar in tea', 'oil in food', 'your usual medicines', 'brisk walking', 'yoga', 'milk',
  'fruits and vegetables', 'the treatment', 'the course', 'the antibiotic', 'the painkiller', 'the cough syrup',
  'to be taken', 'to be chewed', 'to be swallowed whole', 'as before', 'as advised', 'as needed', 'with water',
  'the blood pressure tablet', 'the sugar tablet', 'the same', 'this', 'that one', 'only', 'half a tablet',
  'one tablet', 'the second dose', 'the night dose', 'and review', 'then check', 'the drops', 'with milk',
  'a glass of water', 'light food', 'plenty of fluids', 'rest and fluids', 'the calcium', 'the vitamin',
];

/** Deterministic: ordinary phrases and runs of 1–4 common words between a cue and a dose or frequency. */
function ordinarySentences(words: readonly string[], count: number): string[] {
  let seed = 20240611;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const sentences: string[] = [];
  for (const cue of CUES) for (const phrase of PHRASES) sentences.push(`${cue} ${phrase} ${pick(ENDS)}.`);
  while (sentences.length < count) {
    const run = Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(words)).join(' ');
    sentences.push(`${pick(CUES)} ${run} ${pick(ENDS)}.`);
  }
  return sentences;
}
