import { beforeAll, describe, expect, it } from 'vitest';
import { loadCommonEnglishWords } from '../../../lexicon/english-words.js';
import { loadLexicon } from '../../../lexicon/lexicon.js';
import { LexiconCorrector } from './lexicon-corrector.js';

let corrector: LexiconCorrector;

beforeAll(async () => {
  corrector = new LexiconCorrector(await loadLexicon(), await loadCommonEnglishWords(50));
});

describe('LexiconCorrector', () => {
  it.each([
    // Words split into ordinary English syllables.
    ['Tab met for min 500 mg twice daily.', 'Tab metformin 500 mg twice daily.'],
    ['Start tell Ms. Arton 40 mg once daily.', 'Start telmisartan 40 mg once daily.'],
    ['Tablet am low to pin 5 mg at night.', 'Tablet amlodipine 5 mg at night.'],
    ['Take panto prazole 40 mg before breakfast.', 'Take pantoprazole 40 mg before breakfast.'],
    ['Continue Ator va statin 10 mg at bedtime.', 'Continue atorvastatin 10 mg at bedtime.'],
    ['Add rosu va statin 10 mg.', 'Add rosuvastatin 10 mg.'],
    ['Glimy pride 1 mg before breakfast.', 'Glimepiride 1 mg before breakfast.'],
    ['Augment in 625 twice a day.', 'Augmentin 625 twice a day.'],
    ['Tab a zithro mycin 500 mg once daily.', 'Tab azithromycin 500 mg once daily.'],
    ['Cef ix eem 200 mg twice daily.', 'Cefixime 200 mg twice daily.'],
    ['Give levo cetirizine at night.', 'Give levocetirizine at night.'],
    ['Monty Lucas 10 mg at bedtime.', 'Montelukast 10 mg at bedtime.'],
    ['Dia mycron 60 mg once daily.', 'Diamicron 60 mg once daily.'],
    ['Thyro norm 50 mcg on an empty stomach.', 'Thyronorm 50 mcg on an empty stomach.'],
    ['Ondan setron 4 mg SOS.', 'Ondansetron 4 mg SOS.'],
    ['Tab dom peri done 10 mg before food.', 'Tab domperidone 10 mg before food.'],
    ['Add hydro chloro thiazide 12.5 mg.', 'Add hydrochlorothiazide 12.5 mg.'],
    ['Eco spring 75 mg after lunch.', 'Ecosprin 75 mg after lunch.'],
    ['Clopido grel 75 mg once daily.', 'Clopidogrel 75 mg once daily.'],
    ['Cap amox a cillin 500 mg thrice daily.', 'Cap amoxicillin 500 mg thrice daily.'],
    ['Sal beauty mall inhaler two puffs SOS.', 'Salbutamol inhaler two puffs SOS.'],
    ['Pre gabble in 75 mg at night.', 'Pregabalin 75 mg at night.'],
    ['Combi flame for fever.', 'Combiflam for fever.'],
    ['Known case of hyper tension.', 'Known case of hypertension.'],
    ['Complaining of dis pnea on exertion.', 'Complaining of dyspnea on exertion.'],
    ['Ultra sound abdomen shows fatty liver.', 'Ultrasound abdomen shows fatty liver.'],
    // Misspelled or misheard single words.
    ['Telmisartin 40 mg.', 'Telmisartan 40 mg.'],
    ['Tab metforman 500 mg.', 'Tab metformin 500 mg.'],
    ['Dollo 650 for fever.', 'Dolo 650 for fever.'],
    ['Inj sefuroxime 1.5 g.', 'Inj cefuroxime 1.5 g.'],
    ['Tab glycimet 500.', 'Tab Glycomet 500.'],
    ['Tab clonazapam 0.5 mg at night.', 'Tab clonazepam 0.5 mg at night.'],
    ['Type 2 diabetes mellitis for ten years.', 'Type 2 diabetes mellitus for ten years.'],
    // Acronyms written as in the lexicon.
    ['HBA1C is 7.2%.', 'HbA1c is 7.2%.'],
    ['Get an E C G done.', 'Get an ECG done.'],
    ['Check tsh and lft.', 'Check TSH and LFT.'],
  ])('%s', (recognised, corrected) => {
    expect(corrector.correct(recognised)).toBe(corrected);
  });

  it.each([
    'tell him to come for a follow up',
    'I am feeling low',
    'he had a pin prick',
    'Met him for a minute in the clinic.',
    'Mr. Sharma has come with his wife Priya.',
    'Take rest for two days and drink plenty of water.',
    'She had pain in the abdomen since morning, no vomiting.',
    'Can you please lie down on the bed?',
    'Come back after one week with the reports.',
    'The adrenal glands and the augmentation were discussed.',
    'Keep the frying pan away, and pause the video.',
  ])('leaves ordinary speech alone: %s', (text) => {
    expect(corrector.correct(text)).toBe(text);
  });

  it('keeps correctly spelled terms as they are', () => {
    const text = 'He has type 2 diabetes mellitus, hypertension and hypothyroidism; on metformin and Telma.';
    expect(corrector.correct(text)).toBe(text);
  });

  it('prefers the canonical spelling to an alias written with the same letters', () => {
    expect(corrector.correct('Advise fasting and postprandial blood sugar.')).toBe('Advise fasting and postprandial blood sugar.');
    expect(corrector.correct('Advise post prandial blood sugar.')).toBe('Advise postprandial blood sugar.');
  });

  it('leaves a word that sounds equally like two entries alone', () => {
    // clobazam or clonazepam?
    expect(corrector.correct('Tab clobazapam 10 mg.')).toBe('Tab clobazapam 10 mg.');
    // Rosuvas or Rozavel?
    expect(corrector.correct('Tab Rosuval 10.')).toBe('Tab Rosuval 10.');
  });

  it('keeps the punctuation around a replaced run and capitalises only at a sentence start', () => {
    expect(corrector.correct('Stop it. Met for min, twice daily!')).toBe('Stop it. Metformin, twice daily!');
    expect(corrector.correct('("am low to pin")')).toBe('("amlodipine")');
    expect(corrector.correct('On Glycomet and met for min.')).toBe('On Glycomet and metformin.');
  });

  it('writes generics lowercase and brands capitalised', () => {
    expect(corrector.correct('Continue Metformin and dollo.')).toBe('Continue metformin and Dolo.');
  });
});
