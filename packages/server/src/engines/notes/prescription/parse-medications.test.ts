import { describe, expect, it } from 'vitest';
import type { Code } from '../clinical-model.js';
import { parseMedications, type DrugMention, type ParsedMedication } from './parse-medications.js';

/** A drug as the caller's lexicon would find it: `said` is the words in the sentence. */
interface Said {
  said: string;
  name: string;
  brand?: string;
}

function mention(sentence: string, { said, name, brand }: Said, codes: Code[] = []): DrugMention {
  const start = sentence.indexOf(said);
  if (start < 0) throw new Error(`"${said}" is not in "${sentence}"`);
  return { start, end: start + said.length, name, ...(brand !== undefined && { brand }), codes };
}

/** The expected medication: prescribed, no flags, no codes unless said. */
function med(fields: Partial<ParsedMedication> & Pick<ParsedMedication, 'text' | 'name'>): ParsedMedication {
  return { status: 'prescribed', flags: [], codes: [], ...fields };
}

const generic = (name: string): Said => ({ said: name, name });
const brand = (said: string, name: string): Said => ({ said, name, brand: said });

const mg = (value: number) => ({ value, unit: 'mg' });
const days = (value: number) => ({ value, unit: 'day' as const });
const OD = { code: 'OD', perDay: 1 };
const BD = { code: 'BD', perDay: 2 };
const TDS = { code: 'TDS', perDay: 3 };
const QID = { code: 'QID', perDay: 4 };
const HS = { code: 'HS', perDay: 1 };
const SOS = { code: 'SOS' };

interface Case {
  sentence: string;
  drugs: Said[];
  expected: ParsedMedication[];
}

const CASES: Case[] = [
  // A dose changed in the visit: the new strength, and the one before.
  {
    sentence: 'I want to increase your lisinopril from 10 mg to 20 mg a day',
    drugs: [generic('lisinopril')],
    expected: [med({ text: 'lisinopril from 10 mg to 20 mg a day', name: 'lisinopril', strength: mg(20), previousStrength: mg(10), frequency: OD })],
  },
  {
    sentence: 'Reduce Telma from 80 to 40 mg OD',
    drugs: [brand('Telma', 'telmisartan')],
    expected: [med({ text: 'Telma from 80 to 40 mg OD', name: 'telmisartan', brand: 'Telma', strength: mg(40), previousStrength: mg(80), frequency: OD })],
  },
  // The change said after the name with no unit, as Indian doctors say it: milligrams, as a bare strength is (issue 28).
  {
    sentence: 'metformin, increase from five hundred to one thousand, twice daily after food.',
    drugs: [generic('metformin')],
    expected: [
      med({
        text: 'metformin, increase from five hundred to one thousand, twice daily after food',
        name: 'metformin',
        strength: mg(1000),
        previousStrength: mg(500),
        frequency: BD,
        timing: 'after food',
        instruction: 'increase',
      }),
    ],
  },
  // … not a course of days.
  {
    sentence: 'amoxicillin 500 mg from 5 to 7 days',
    drugs: [generic('amoxicillin')],
    expected: [med({ text: 'amoxicillin 500 mg from 5 to 7 days', name: 'amoxicillin', strength: mg(500), duration: { value: 7, unit: 'day' }, instruction: 'from' })],
  },
  // How long before a meal is the timing, not a course of minutes (issue 28).
  {
    sentence: 'then start omeprazole forty milligrams once a day, thirty minutes before breakfast, for eight weeks.',
    drugs: [generic('omeprazole')],
    expected: [
      med({
        text: 'omeprazole forty milligrams once a day, thirty minutes before breakfast, for eight weeks',
        name: 'omeprazole',
        strength: mg(40),
        frequency: OD,
        timing: '30 minutes before breakfast',
        duration: { value: 8, unit: 'week' },
      }),
    ],
  },
  // "Six fifty": the hundred left out, as Indian doctors and patients name Dolo 650; a gap between doses is no course (issue 28).
  {
    sentence: 'tablet paracetamol six fifty, one tablet three times daily only if fever, keep minimum six hours gap.',
    drugs: [generic('paracetamol')],
    expected: [
      med({
        text: 'tablet paracetamol six fifty, one tablet three times daily only if fever, keep minimum six hours gap',
        name: 'paracetamol',
        form: 'tablet',
        strength: mg(650),
        dose: { value: 1, unit: 'tablet' },
        frequency: TDS,
        instruction: 'if fever, keep minimum six hours gap',
      }),
    ],
  },
  // "Vitamin D three, sixty thousand units": the name's number, then the strength in units (issue 28).
  {
    sentence: 'vitamin d three, sixty thousand units sachet, once a week for eight weeks, mix in milk.',
    drugs: [{ said: 'vitamin d', name: 'vitamin D' }],
    expected: [
      med({
        text: 'vitamin d three, sixty thousand units sachet, once a week for eight weeks, mix in milk',
        name: 'vitamin D',
        strength: { value: 60000, unit: 'units' },
        form: 'sachet',
        frequency: { code: 'QW' },
        duration: { value: 8, unit: 'week' },
        instruction: 'three, mix in milk',
      }),
    ],
  },
  // "Three twenty five milligrams": the hundred left out before a unit too (issue 28).
  {
    sentence: 'for the anemia, start ferrous sulfate three twenty five milligrams once a day.',
    drugs: [generic('ferrous sulfate')],
    expected: [med({ text: 'ferrous sulfate three twenty five milligrams once a day', name: 'ferrous sulfate', strength: mg(325), frequency: OD })],
  },
  {
    sentence: 'lisinopril, two ten milligram tablets daily',
    drugs: [generic('lisinopril')],
    expected: [med({ text: 'lisinopril, two ten milligram tablets daily', name: 'lisinopril', strength: mg(10), form: 'tablet', frequency: OD, instruction: 'two' })],
  },
  // The review's cases: a time before a meal, sprays and puffs, insulin units, "up to" of another frequency.
  {
    sentence: 'omeprazole one thirty minutes before breakfast',
    drugs: [generic('omeprazole')],
    expected: [med({ text: 'omeprazole one thirty minutes before breakfast', name: 'omeprazole', timing: '30 minutes before breakfast', instruction: 'one' })],
  },
  {
    sentence: 'fluticasone nasal spray two fifty microgram sprays each nostril',
    drugs: [generic('fluticasone')],
    expected: [med({ text: 'fluticasone nasal spray two fifty microgram sprays each nostril', name: 'fluticasone', form: 'spray', route: 'nasal', strength: { value: 50, unit: 'mcg' }, instruction: 'two, sprays' })],
  },
  {
    sentence: 'insulin glargine from 10 to 14, at night',
    drugs: [generic('insulin glargine')],
    expected: [med({ text: 'insulin glargine from 10 to 14, at night', name: 'insulin glargine', frequency: { code: 'HS', perDay: 1 }, timing: 'at night', instruction: 'from 10 to 14' })],
  },
  {
    sentence: 'ibuprofen every six hours, up to three times a day',
    drugs: [generic('ibuprofen')],
    expected: [med({ text: 'ibuprofen every six hours, up to three times a day', name: 'ibuprofen', frequency: { code: 'Q6H', perDay: 4 }, instruction: 'up to three times a day' })],
  },
  // A strength said before the name, and doses said in words as Americans say them.
  {
    sentence: 'you are on ten milligrams of norvasc daily',
    drugs: [brand('norvasc', 'amlodipine')],
    expected: [med({ text: 'ten milligrams of norvasc daily', name: 'amlodipine', brand: 'norvasc', strength: mg(10), frequency: OD, status: 'current' })],
  },
  {
    sentence: 'ibuprofen eight hundred milligrams three times a day',
    drugs: [generic('ibuprofen')],
    expected: [med({ text: 'ibuprofen eight hundred milligrams three times a day', name: 'ibuprofen', strength: mg(800), frequency: TDS })],
  },
  // A new clause with its own subject is not the drug's: no "instruction" of what the patient did next.
  {
    sentence: 'i took some ibuprofen, i used a little bit of icy heat on the spot',
    drugs: [generic('ibuprofen')],
    expected: [med({ text: 'ibuprofen', name: 'ibuprofen' })],
  },
  // A range of hours is a frequency, and the fillers around what is left are no instruction.
  {
    sentence: "let's continue you on the albuterol , two puffs , uh , every four to six hours as needed , okay ?",
    drugs: [generic('albuterol')],
    expected: [
      med({
        text: 'albuterol , two puffs , uh , every four to six hours as needed , okay ?',
        name: 'albuterol',
        dose: { value: 2, unit: 'puff' },
        frequency: { custom: 'every 4-6 hours' },
        instruction: 'as needed',
        status: 'current',
      }),
    ],
  },
  // A new clause of the doctor's ("the only thing i really want you taking is …") ends what was said of the drugs before.
  {
    sentence: 'stop taking any nonsteroidal medicines such as your advil or motrin the only thing i really want you taking is tylenol for any pain',
    drugs: [brand('advil', 'ibuprofen'), brand('motrin', 'ibuprofen'), brand('tylenol', 'paracetamol')],
    expected: [
      med({ text: 'advil', name: 'ibuprofen', brand: 'advil', status: 'stopped' }),
      med({ text: 'motrin', name: 'ibuprofen', brand: 'motrin', status: 'stopped' }),
      med({ text: 'tylenol for any pain', name: 'paracetamol', brand: 'tylenol', instruction: 'for any pain' }),
    ],
  },
  // Dictation: form, strength, pattern, timing, duration.
  {
    sentence: 'Tab metformin 500 mg 1-0-1 after food for 30 days',
    drugs: [generic('metformin')],
    expected: [
      med({
        text: 'Tab metformin 500 mg 1-0-1 after food for 30 days',
        name: 'metformin',
        form: 'tablet',
        strength: mg(500),
        frequency: { custom: '1-0-1', code: 'BD', perDay: 2 },
        timing: 'after food',
        duration: days(30),
      }),
    ],
  },
  {
    sentence: 'Syp paracetamol 5 ml TDS',
    drugs: [generic('paracetamol')],
    expected: [med({ text: 'Syp paracetamol 5 ml TDS', name: 'paracetamol', form: 'syrup', dose: { value: 5, unit: 'ml' }, frequency: TDS })],
  },
  {
    sentence: 'Metformin 500 mg twice daily.',
    drugs: [{ said: 'Metformin', name: 'metformin' }],
    expected: [med({ text: 'Metformin 500 mg twice daily', name: 'metformin', strength: mg(500), frequency: BD })],
  },
  {
    sentence: 'Tab Pan 40 mg OD before breakfast and Tab Dolo 650 SOS for fever',
    drugs: [brand('Pan', 'pantoprazole'), brand('Dolo 650', 'paracetamol')],
    expected: [
      med({
        text: 'Tab Pan 40 mg OD before breakfast',
        name: 'pantoprazole',
        brand: 'Pan',
        form: 'tablet',
        strength: mg(40),
        frequency: OD,
        timing: 'before breakfast',
      }),
      med({ text: 'Tab Dolo 650 SOS for fever', name: 'paracetamol', brand: 'Dolo 650', form: 'tablet', frequency: SOS, instruction: 'for fever' }),
    ],
  },
  {
    sentence: 'Tab Augmentin 625 1 tab BD after food x 5 days',
    drugs: [brand('Augmentin 625', 'amoxicillin and clavulanic acid')],
    expected: [
      med({
        text: 'Tab Augmentin 625 1 tab BD after food x 5 days',
        name: 'amoxicillin and clavulanic acid',
        brand: 'Augmentin 625',
        form: 'tablet',
        dose: { value: 1, unit: 'tablet' },
        frequency: BD,
        timing: 'after food',
        duration: days(5),
      }),
    ],
  },
  {
    sentence: 'Tab Azithral 500 one tablet once daily for three days',
    drugs: [brand('Azithral 500', 'azithromycin')],
    expected: [
      med({
        text: 'Tab Azithral 500 one tablet once daily for three days',
        name: 'azithromycin',
        brand: 'Azithral 500',
        form: 'tablet',
        dose: { value: 1, unit: 'tablet' },
        frequency: OD,
        duration: days(3),
      }),
    ],
  },
  {
    sentence: 'Tab Azithral 500 OD x 3 days with plenty of water',
    drugs: [brand('Azithral 500', 'azithromycin')],
    expected: [
      med({
        text: 'Tab Azithral 500 OD x 3 days with plenty of water',
        name: 'azithromycin',
        brand: 'Azithral 500',
        form: 'tablet',
        frequency: OD,
        duration: days(3),
        instruction: 'with plenty of water',
      }),
    ],
  },
  {
    sentence: 'Tab Crocin 650 mg SOS if fever above 100 °F',
    drugs: [brand('Crocin', 'paracetamol')],
    expected: [
      med({
        text: 'Tab Crocin 650 mg SOS if fever above 100 °F',
        name: 'paracetamol',
        brand: 'Crocin',
        form: 'tablet',
        strength: mg(650),
        frequency: SOS,
        instruction: 'if fever above 100 °F',
      }),
    ],
  },
  {
    sentence: 'Tab Montair LC once daily at night for 10 days',
    drugs: [brand('Montair LC', 'montelukast and levocetirizine')],
    expected: [
      med({
        text: 'Tab Montair LC once daily at night for 10 days',
        name: 'montelukast and levocetirizine',
        brand: 'Montair LC',
        form: 'tablet',
        frequency: OD,
        timing: 'at night',
        duration: days(10),
      }),
    ],
  },
  // "At night" with no other frequency is HS.
  {
    sentence: 'Tab Montair LC raat ko',
    drugs: [brand('Montair LC', 'montelukast and levocetirizine')],
    expected: [
      med({ text: 'Tab Montair LC raat ko', name: 'montelukast and levocetirizine', brand: 'Montair LC', form: 'tablet', frequency: HS, timing: 'at night' }),
    ],
  },
  // … said in words too (issue 28).
  {
    sentence: 'and for bp telmisartan forty in the morning.',
    drugs: [generic('telmisartan')],
    expected: [med({ text: 'telmisartan forty in the morning', name: 'telmisartan', strength: mg(40), timing: 'morning' })],
  },
  {
    sentence: 'metformin five hundred morning and night',
    drugs: [generic('metformin')],
    expected: [med({ text: 'metformin five hundred morning and night', name: 'metformin', strength: mg(500), frequency: BD })],
  },
  // A bare number after the name is the strength in mg.
  {
    sentence: 'Tab Telma 40 OD in the morning',
    drugs: [brand('Telma', 'telmisartan')],
    expected: [
      med({ text: 'Tab Telma 40 OD in the morning', name: 'telmisartan', brand: 'Telma', form: 'tablet', strength: mg(40), frequency: OD, timing: 'morning' }),
    ],
  },
  {
    sentence: 'Tab Ecosprin 75 OD after lunch',
    drugs: [brand('Ecosprin 75', 'aspirin')],
    expected: [med({ text: 'Tab Ecosprin 75 OD after lunch', name: 'aspirin', brand: 'Ecosprin 75', form: 'tablet', frequency: OD, timing: 'after lunch' })],
  },
  // Morning-noon-night patterns.
  {
    sentence: 'Tab glimepiride 1 mg 1/2-0-1/2 before food',
    drugs: [generic('glimepiride')],
    expected: [
      med({
        text: 'Tab glimepiride 1 mg 1/2-0-1/2 before food',
        name: 'glimepiride',
        form: 'tablet',
        strength: mg(1),
        frequency: { custom: '1/2-0-1/2', code: 'BD', perDay: 2 },
        timing: 'before food',
      }),
    ],
  },
  {
    sentence: 'Tab Atorva 10 mg 0-0-1',
    drugs: [brand('Atorva', 'atorvastatin')],
    expected: [
      med({ text: 'Tab Atorva 10 mg 0-0-1', name: 'atorvastatin', brand: 'Atorva', form: 'tablet', strength: mg(10), frequency: { custom: '0-0-1', code: 'OD', perDay: 1 } }),
    ],
  },
  {
    sentence: 'Tab Thyronorm 50 mcg 1-0-0 empty stomach',
    drugs: [brand('Thyronorm', 'levothyroxine')],
    expected: [
      med({
        text: 'Tab Thyronorm 50 mcg 1-0-0 empty stomach',
        name: 'levothyroxine',
        brand: 'Thyronorm',
        form: 'tablet',
        strength: { value: 50, unit: 'mcg' },
        frequency: { custom: '1-0-0', code: 'OD', perDay: 1 },
        timing: 'before food',
      }),
    ],
  },
  {
    sentence: 'Cap amoxicillin 500 mg 1-1-1 for 5 days',
    drugs: [generic('amoxicillin')],
    expected: [
      med({
        text: 'Cap amoxicillin 500 mg 1-1-1 for 5 days',
        name: 'amoxicillin',
        form: 'capsule',
        strength: mg(500),
        frequency: { custom: '1-1-1', code: 'TDS', perDay: 3 },
        duration: days(5),
      }),
    ],
  },
  {
    sentence: 'Syp Ascoril LS 5 ml 1-1-1-1',
    drugs: [brand('Ascoril LS', 'ambroxol, levosalbutamol and guaifenesin')],
    expected: [
      med({
        text: 'Syp Ascoril LS 5 ml 1-1-1-1',
        name: 'ambroxol, levosalbutamol and guaifenesin',
        brand: 'Ascoril LS',
        form: 'syrup',
        dose: { value: 5, unit: 'ml' },
        frequency: { custom: '1-1-1-1', code: 'QID', perDay: 4 },
      }),
    ],
  },
  // Strength per volume, dose in ml, hourly interval, a condition.
  {
    sentence: 'Syp Calpol 250 mg/5 ml 5 ml every 6 hours if fever above 100 °F',
    drugs: [brand('Calpol', 'paracetamol')],
    expected: [
      med({
        text: 'Syp Calpol 250 mg/5 ml 5 ml every 6 hours if fever above 100 °F',
        name: 'paracetamol',
        brand: 'Calpol',
        form: 'syrup',
        strength: { value: 250, unit: 'mg/5 ml' },
        dose: { value: 5, unit: 'ml' },
        frequency: { code: 'Q6H', perDay: 4 },
        instruction: 'if fever above 100 °F',
      }),
    ],
  },
  {
    sentence: 'Syp Crocin 125 mg/5 ml 7.5 ml 6 hourly',
    drugs: [brand('Crocin', 'paracetamol')],
    expected: [
      med({
        text: 'Syp Crocin 125 mg/5 ml 7.5 ml 6 hourly',
        name: 'paracetamol',
        brand: 'Crocin',
        form: 'syrup',
        strength: { value: 125, unit: 'mg/5 ml' },
        dose: { value: 7.5, unit: 'ml' },
        frequency: { code: 'Q6H', perDay: 4 },
      }),
    ],
  },
  {
    sentence: 'Tab doxycycline 100 mg every 12 hours for 7 days',
    drugs: [generic('doxycycline')],
    expected: [
      med({
        text: 'Tab doxycycline 100 mg every 12 hours for 7 days',
        name: 'doxycycline',
        form: 'tablet',
        strength: mg(100),
        frequency: { code: 'Q12H', perDay: 2 },
        duration: days(7),
      }),
    ],
  },
  // Injections and routes.
  {
    sentence: 'Inj Monocef 1 g IV BD for 3 days',
    drugs: [brand('Monocef', 'ceftriaxone')],
    expected: [
      med({
        text: 'Inj Monocef 1 g IV BD for 3 days',
        name: 'ceftriaxone',
        brand: 'Monocef',
        form: 'injection',
        strength: { value: 1, unit: 'g' },
        route: 'IV',
        frequency: BD,
        duration: days(3),
      }),
    ],
  },
  {
    sentence: 'Inj Diclofenac 75 mg IM stat',
    drugs: [generic('Diclofenac')],
    expected: [med({ text: 'Inj Diclofenac 75 mg IM stat', name: 'Diclofenac', form: 'injection', strength: mg(75), route: 'IM', frequency: { code: 'STAT' } })],
  },
  {
    sentence: 'Inj Actrapid 10 units subcutaneous before meals',
    drugs: [brand('Actrapid', 'insulin regular')],
    expected: [
      med({
        text: 'Inj Actrapid 10 units subcutaneous before meals',
        name: 'insulin regular',
        brand: 'Actrapid',
        form: 'injection',
        strength: { value: 10, unit: 'units' },
        route: 'SC',
        timing: 'before food',
      }),
    ],
  },
  {
    sentence: 'Tab Sorbitrate 5 mg sublingual SOS for chest pain',
    drugs: [brand('Sorbitrate', 'isosorbide dinitrate')],
    expected: [
      med({
        text: 'Tab Sorbitrate 5 mg sublingual SOS for chest pain',
        name: 'isosorbide dinitrate',
        brand: 'Sorbitrate',
        form: 'tablet',
        strength: mg(5),
        route: 'sublingual',
        frequency: SOS,
        instruction: 'for chest pain',
      }),
    ],
  },
  {
    sentence: 'Tab Dolo 650 orally thrice daily after food for 3 days',
    drugs: [brand('Dolo 650', 'paracetamol')],
    expected: [
      med({
        text: 'Tab Dolo 650 orally thrice daily after food for 3 days',
        name: 'paracetamol',
        brand: 'Dolo 650',
        form: 'tablet',
        route: 'oral',
        frequency: TDS,
        timing: 'after food',
        duration: days(3),
      }),
    ],
  },
  {
    sentence: 'Dulcolax suppository per rectal HS',
    drugs: [brand('Dulcolax', 'bisacodyl')],
    expected: [med({ text: 'Dulcolax suppository per rectal HS', name: 'bisacodyl', brand: 'Dulcolax', form: 'suppository', route: 'rectal', frequency: HS })],
  },
  // Inhalers, drops, topical forms said after the name.
  {
    sentence: 'Asthalin inhaler 2 puffs SOS for breathlessness',
    drugs: [brand('Asthalin', 'salbutamol')],
    expected: [
      med({
        text: 'Asthalin inhaler 2 puffs SOS for breathlessness',
        name: 'salbutamol',
        brand: 'Asthalin',
        form: 'inhaler',
        dose: { value: 2, unit: 'puff' },
        frequency: SOS,
        instruction: 'for breathlessness',
      }),
    ],
  },
  {
    sentence: 'Budecort respules nebulisation BD',
    drugs: [brand('Budecort', 'budesonide')],
    expected: [med({ text: 'Budecort respules nebulisation BD', name: 'budesonide', brand: 'Budecort', form: 'respules', route: 'inhalation', frequency: BD })],
  },
  {
    sentence: 'Ciplox eye drops 2 drops in both eyes QID for 5 days',
    drugs: [brand('Ciplox', 'ciprofloxacin')],
    expected: [
      med({
        text: 'Ciplox eye drops 2 drops in both eyes QID for 5 days',
        name: 'ciprofloxacin',
        brand: 'Ciplox',
        form: 'drops',
        dose: { value: 2, unit: 'drop' },
        route: 'eye',
        frequency: QID,
        duration: days(5),
      }),
    ],
  },
  {
    sentence: 'Otrivin nasal drops 2 drops each nostril TDS',
    drugs: [brand('Otrivin', 'xylometazoline')],
    expected: [
      med({
        text: 'Otrivin nasal drops 2 drops each nostril TDS',
        name: 'xylometazoline',
        brand: 'Otrivin',
        form: 'drops',
        dose: { value: 2, unit: 'drop' },
        route: 'nasal',
        frequency: TDS,
      }),
    ],
  },
  {
    sentence: 'Tonoferon drops 10 drops OD after food',
    drugs: [brand('Tonoferon', 'ferrous ascorbate')],
    expected: [
      med({
        text: 'Tonoferon drops 10 drops OD after food',
        name: 'ferrous ascorbate',
        brand: 'Tonoferon',
        form: 'drops',
        dose: { value: 10, unit: 'drop' },
        frequency: OD,
        timing: 'after food',
      }),
    ],
  },
  // "Apply" says topical and stays in the instruction.
  {
    sentence: 'Betnovate N cream apply thin layer at night',
    drugs: [brand('Betnovate N', 'betamethasone and neomycin')],
    expected: [
      med({
        text: 'Betnovate N cream apply thin layer at night',
        name: 'betamethasone and neomycin',
        brand: 'Betnovate N',
        form: 'cream',
        route: 'topical',
        frequency: HS,
        timing: 'at night',
        instruction: 'apply thin layer',
      }),
    ],
  },
  {
    sentence: 'Mupirocin 2% ointment local application twice a day for 1 week',
    drugs: [generic('Mupirocin')],
    expected: [
      med({
        text: 'Mupirocin 2% ointment local application twice a day for 1 week',
        name: 'Mupirocin',
        strength: { value: 2, unit: '%' },
        form: 'ointment',
        route: 'topical',
        frequency: BD,
        duration: { value: 1, unit: 'week' },
      }),
    ],
  },
  {
    sentence: 'Clotrimazole 1% cream apply locally BD × 2 weeks',
    drugs: [generic('Clotrimazole')],
    expected: [
      med({
        text: 'Clotrimazole 1% cream apply locally BD × 2 weeks',
        name: 'Clotrimazole',
        strength: { value: 1, unit: '%' },
        form: 'cream',
        route: 'topical',
        frequency: BD,
        duration: { value: 2, unit: 'week' },
      }),
    ],
  },
  // Hinglish.
  {
    sentence: 'Tab Dolo 650 din mein teen baar khana khane ke baad 5 din tak',
    drugs: [brand('Dolo 650', 'paracetamol')],
    expected: [
      med({
        text: 'Tab Dolo 650 din mein teen baar khana khane ke baad 5 din tak',
        name: 'paracetamol',
        brand: 'Dolo 650',
        form: 'tablet',
        frequency: TDS,
        timing: 'after food',
        duration: days(5),
      }),
    ],
  },
  {
    sentence: 'Syp Ascoril LS 5 ml subah shaam',
    drugs: [brand('Ascoril LS', 'ambroxol, levosalbutamol and guaifenesin')],
    expected: [
      med({
        text: 'Syp Ascoril LS 5 ml subah shaam',
        name: 'ambroxol, levosalbutamol and guaifenesin',
        brand: 'Ascoril LS',
        form: 'syrup',
        dose: { value: 5, unit: 'ml' },
        frequency: BD,
      }),
    ],
  },
  {
    sentence: 'Tab Pan 40 subah khali pet',
    drugs: [brand('Pan', 'pantoprazole')],
    expected: [med({ text: 'Tab Pan 40 subah khali pet', name: 'pantoprazole', brand: 'Pan', form: 'tablet', strength: mg(40), timing: 'morning, before food' })],
  },
  {
    sentence: 'Tab Zincovit din mein ek baar for one month',
    drugs: [brand('Zincovit', 'multivitamin with zinc')],
    expected: [
      med({
        text: 'Tab Zincovit din mein ek baar for one month',
        name: 'multivitamin with zinc',
        brand: 'Zincovit',
        form: 'tablet',
        frequency: OD,
        duration: { value: 1, unit: 'month' },
      }),
    ],
  },
  // Doses in fractions, HS, weekly and alternate days, per-week counts left as said.
  {
    sentence: 'Tab Clonazepam 0.5 mg HS',
    drugs: [generic('Clonazepam')],
    expected: [med({ text: 'Tab Clonazepam 0.5 mg HS', name: 'Clonazepam', form: 'tablet', strength: mg(0.5), frequency: HS })],
  },
  {
    sentence: 'Tab Ondem 4 mg half tablet SOS for vomiting',
    drugs: [brand('Ondem', 'ondansetron')],
    expected: [
      med({
        text: 'Tab Ondem 4 mg half tablet SOS for vomiting',
        name: 'ondansetron',
        brand: 'Ondem',
        form: 'tablet',
        strength: mg(4),
        dose: { value: 0.5, unit: 'tablet' },
        frequency: SOS,
        instruction: 'for vomiting',
      }),
    ],
  },
  {
    sentence: 'Tab Shelcal 500 mg OD after food and Cap Uprise D3 60000 IU once a week for 8 weeks',
    drugs: [brand('Shelcal', 'calcium carbonate and vitamin D3'), brand('Uprise D3', 'cholecalciferol')],
    expected: [
      med({
        text: 'Tab Shelcal 500 mg OD after food',
        name: 'calcium carbonate and vitamin D3',
        brand: 'Shelcal',
        form: 'tablet',
        strength: mg(500),
        frequency: OD,
        timing: 'after food',
      }),
      med({
        text: 'Cap Uprise D3 60000 IU once a week for 8 weeks',
        name: 'cholecalciferol',
        brand: 'Uprise D3',
        form: 'capsule',
        strength: { value: 60000, unit: 'IU' },
        frequency: { code: 'QW' },
        duration: { value: 8, unit: 'week' },
      }),
    ],
  },
  {
    sentence: 'Tab Folvite 5 mg on alternate days',
    drugs: [brand('Folvite', 'folic acid')],
    expected: [med({ text: 'Tab Folvite 5 mg on alternate days', name: 'folic acid', brand: 'Folvite', form: 'tablet', strength: mg(5), frequency: { code: 'QOD' } })],
  },
  {
    sentence: 'Tab Levocet 5 mg twice a week',
    drugs: [brand('Levocet', 'levocetirizine')],
    expected: [med({ text: 'Tab Levocet 5 mg twice a week', name: 'levocetirizine', brand: 'Levocet', form: 'tablet', strength: mg(5), instruction: 'twice a week' })],
  },
  {
    sentence: 'Tab Dolo 650 1 tab SOS, maximum 4 tablets a day',
    drugs: [brand('Dolo 650', 'paracetamol')],
    expected: [
      med({
        text: 'Tab Dolo 650 1 tab SOS, maximum 4 tablets a day',
        name: 'paracetamol',
        brand: 'Dolo 650',
        form: 'tablet',
        dose: { value: 1, unit: 'tablet' },
        frequency: SOS,
        instruction: 'at most 4 tablets a day',
      }),
    ],
  },
  {
    sentence: 'Cap Omez 20 mg BD before meals till review',
    drugs: [brand('Omez', 'omeprazole')],
    expected: [
      med({
        text: 'Cap Omez 20 mg BD before meals till review',
        name: 'omeprazole',
        brand: 'Omez',
        form: 'capsule',
        strength: mg(20),
        frequency: BD,
        timing: 'before food',
        instruction: 'till review',
      }),
    ],
  },
  // Tapering: the schedule is kept whole, no frequency is made up from it.
  {
    sentence: 'Tab Wysolone 40 mg OD after breakfast, reduce by 10 mg every week',
    drugs: [brand('Wysolone', 'prednisolone')],
    expected: [
      med({
        text: 'Tab Wysolone 40 mg OD after breakfast, reduce by 10 mg every week',
        name: 'prednisolone',
        brand: 'Wysolone',
        form: 'tablet',
        strength: mg(40),
        frequency: OD,
        timing: 'after breakfast',
        instruction: 'reduce by 10 mg every week',
        flags: ['tapering'],
      }),
    ],
  },
  {
    sentence: 'Tab Medrol 16 mg in tapering dose',
    drugs: [brand('Medrol', 'methylprednisolone')],
    expected: [
      med({
        text: 'Tab Medrol 16 mg in tapering dose',
        name: 'methylprednisolone',
        brand: 'Medrol',
        form: 'tablet',
        strength: mg(16),
        instruction: 'in tapering dose',
        flags: ['tapering'],
      }),
    ],
  },
  {
    sentence: 'Tab prednisolone 20 mg OD for 5 days then 10 mg OD for 5 days then stop',
    drugs: [generic('prednisolone')],
    expected: [
      med({
        text: 'Tab prednisolone 20 mg OD for 5 days then 10 mg OD for 5 days then stop',
        name: 'prednisolone',
        form: 'tablet',
        strength: mg(20),
        frequency: OD,
        duration: days(5),
        instruction: 'then 10 mg OD for 5 days then stop',
        flags: ['tapering'],
      }),
    ],
  },
  {
    sentence: 'Taper Wysolone by 5 mg every week',
    drugs: [brand('Wysolone', 'prednisolone')],
    expected: [med({ text: 'Wysolone by 5 mg every week', name: 'prednisolone', brand: 'Wysolone', instruction: 'by 5 mg every week', flags: ['tapering'] })],
  },
  // Status: current, stopped, continue the same, carried over a list.
  {
    sentence: 'Patient is already taking Tab Glycomet GP1 ½-0-½ before food',
    drugs: [brand('Glycomet GP1', 'metformin and glimepiride')],
    expected: [
      med({
        text: 'Tab Glycomet GP1 ½-0-½ before food',
        name: 'metformin and glimepiride',
        brand: 'Glycomet GP1',
        form: 'tablet',
        frequency: { custom: '½-0-½', code: 'BD', perDay: 2 },
        timing: 'before food',
        status: 'current',
      }),
    ],
  },
  {
    sentence: 'Known diabetic on Glycomet GP1 1-0-1',
    drugs: [brand('Glycomet GP1', 'metformin and glimepiride')],
    expected: [
      med({
        text: 'Glycomet GP1 1-0-1',
        name: 'metformin and glimepiride',
        brand: 'Glycomet GP1',
        frequency: { custom: '1-0-1', code: 'BD', perDay: 2 },
        status: 'current',
      }),
    ],
  },
  {
    sentence: 'He was taking Tab amlodipine 5 mg OD',
    drugs: [generic('amlodipine')],
    expected: [med({ text: 'Tab amlodipine 5 mg OD', name: 'amlodipine', form: 'tablet', strength: mg(5), frequency: OD, status: 'current' })],
  },
  {
    sentence: 'Continue the same Tab Telma 40 once daily',
    drugs: [brand('Telma 40', 'telmisartan')],
    expected: [
      med({ text: 'Tab Telma 40 once daily', name: 'telmisartan', brand: 'Telma 40', form: 'tablet', frequency: OD, status: 'current', flags: ['continue_same'] }),
    ],
  },
  {
    sentence: 'Telma 40 continue same dose',
    drugs: [brand('Telma 40', 'telmisartan')],
    expected: [med({ text: 'Telma 40 continue same dose', name: 'telmisartan', brand: 'Telma 40', status: 'current', flags: ['continue_same'] })],
  },
  {
    sentence: 'Continue Telma 40 and Ecosprin 75, stop Glycomet GP1',
    drugs: [brand('Telma', 'telmisartan'), brand('Ecosprin 75', 'aspirin'), brand('Glycomet GP1', 'metformin and glimepiride')],
    expected: [
      med({ text: 'Telma 40', name: 'telmisartan', brand: 'Telma', strength: mg(40), status: 'current' }),
      med({ text: 'Ecosprin 75', name: 'aspirin', brand: 'Ecosprin 75', status: 'current' }),
      med({ text: 'Glycomet GP1', name: 'metformin and glimepiride', brand: 'Glycomet GP1', status: 'stopped' }),
    ],
  },
  {
    sentence: 'Stop Tab Ecosprin 75 five days before surgery',
    drugs: [brand('Ecosprin 75', 'aspirin')],
    expected: [
      med({
        text: 'Tab Ecosprin 75 five days before surgery',
        name: 'aspirin',
        brand: 'Ecosprin 75',
        form: 'tablet',
        instruction: 'five days before surgery',
        status: 'stopped',
      }),
    ],
  },
  {
    sentence: 'Hold metformin for 2 days',
    drugs: [generic('metformin')],
    expected: [med({ text: 'metformin for 2 days', name: 'metformin', duration: days(2), status: 'stopped' })],
  },
  {
    sentence: 'Patient was taking Ecosprin 75 but stopped it 2 weeks back',
    drugs: [brand('Ecosprin 75', 'aspirin')],
    expected: [
      med({ text: 'Ecosprin 75 but stopped it 2 weeks back', name: 'aspirin', brand: 'Ecosprin 75', instruction: '2 weeks back', status: 'stopped' }),
    ],
  },
  {
    sentence: 'Glycomet GP1 subah shaam le rahe hain',
    drugs: [brand('Glycomet GP1', 'metformin and glimepiride')],
    expected: [
      med({ text: 'Glycomet GP1 subah shaam le rahe hain', name: 'metformin and glimepiride', brand: 'Glycomet GP1', frequency: BD, status: 'current' }),
    ],
  },
  {
    sentence: 'Ecosprin band karo',
    drugs: [brand('Ecosprin', 'aspirin')],
    expected: [med({ text: 'Ecosprin band karo', name: 'aspirin', brand: 'Ecosprin', status: 'stopped' })],
  },
  // "Then stop" ends the course; it does not stop the drug now. The follow-up is not the drug's.
  {
    sentence: 'Tab Augmentin 625 BD for 5 days then stop, review after 5 days',
    drugs: [brand('Augmentin 625', 'amoxicillin and clavulanic acid')],
    expected: [
      med({
        text: 'Tab Augmentin 625 BD for 5 days then stop',
        name: 'amoxicillin and clavulanic acid',
        brand: 'Augmentin 625',
        form: 'tablet',
        frequency: BD,
        duration: days(5),
      }),
    ],
  },
  // Consultation style.
  {
    sentence: 'I am giving you Dolo 650, take one tablet three times a day after food for three days',
    drugs: [brand('Dolo 650', 'paracetamol')],
    expected: [
      med({
        text: 'Dolo 650, take one tablet three times a day after food for three days',
        name: 'paracetamol',
        brand: 'Dolo 650',
        dose: { value: 1, unit: 'tablet' },
        frequency: TDS,
        timing: 'after food',
        duration: days(3),
      }),
    ],
  },
  {
    sentence: 'You are already on Telma 40, continue that',
    drugs: [brand('Telma 40', 'telmisartan')],
    expected: [med({ text: 'Telma 40, continue that', name: 'telmisartan', brand: 'Telma 40', status: 'current' })],
  },
  // Several drugs: each with only its own attributes.
  {
    sentence: 'Tab metformin 500 mg BD, Tab Telma 40 mg OD',
    drugs: [generic('metformin'), brand('Telma', 'telmisartan')],
    expected: [
      med({ text: 'Tab metformin 500 mg BD', name: 'metformin', form: 'tablet', strength: mg(500), frequency: BD }),
      med({ text: 'Tab Telma 40 mg OD', name: 'telmisartan', brand: 'Telma', form: 'tablet', strength: mg(40), frequency: OD }),
    ],
  },
  {
    sentence: 'Tab Telma 40 and Tab Ecosprin 75 once daily',
    drugs: [brand('Telma 40', 'telmisartan'), brand('Ecosprin 75', 'aspirin')],
    expected: [
      med({ text: 'Tab Telma 40', name: 'telmisartan', brand: 'Telma 40', form: 'tablet' }),
      med({ text: 'Tab Ecosprin 75 once daily', name: 'aspirin', brand: 'Ecosprin 75', form: 'tablet', frequency: OD }),
    ],
  },
  {
    sentence: 'Tab Pan 40 OD stop Ecosprin',
    drugs: [brand('Pan', 'pantoprazole'), brand('Ecosprin', 'aspirin')],
    expected: [
      med({ text: 'Tab Pan 40 OD', name: 'pantoprazole', brand: 'Pan', form: 'tablet', strength: mg(40), frequency: OD }),
      med({ text: 'Ecosprin', name: 'aspirin', brand: 'Ecosprin', status: 'stopped' }),
    ],
  },
  {
    sentence: '2 puffs of Asthalin SOS and Cap Omez 20 mg OD before breakfast',
    drugs: [brand('Asthalin', 'salbutamol'), brand('Omez', 'omeprazole')],
    expected: [
      med({ text: '2 puffs of Asthalin SOS', name: 'salbutamol', brand: 'Asthalin', dose: { value: 2, unit: 'puff' }, frequency: SOS }),
      med({ text: 'Cap Omez 20 mg OD before breakfast', name: 'omeprazole', brand: 'Omez', form: 'capsule', strength: mg(20), frequency: OD, timing: 'before breakfast' }),
    ],
  },
  {
    sentence: 'Start Tab Augmentin 625 1-0-1 after food x 5 days, Tab Pan 40 1-0-0 before breakfast x 5 days and Tab Dolo 650 SOS.',
    drugs: [brand('Augmentin 625', 'amoxicillin and clavulanic acid'), brand('Pan', 'pantoprazole'), brand('Dolo 650', 'paracetamol')],
    expected: [
      med({
        text: 'Tab Augmentin 625 1-0-1 after food x 5 days',
        name: 'amoxicillin and clavulanic acid',
        brand: 'Augmentin 625',
        form: 'tablet',
        frequency: { custom: '1-0-1', code: 'BD', perDay: 2 },
        timing: 'after food',
        duration: days(5),
      }),
      med({
        text: 'Tab Pan 40 1-0-0 before breakfast x 5 days',
        name: 'pantoprazole',
        brand: 'Pan',
        form: 'tablet',
        strength: mg(40),
        frequency: { custom: '1-0-0', code: 'OD', perDay: 1 },
        timing: 'before breakfast',
        duration: days(5),
      }),
      med({ text: 'Tab Dolo 650 SOS', name: 'paracetamol', brand: 'Dolo 650', form: 'tablet', frequency: SOS }),
    ],
  },
  {
    sentence: 'Tab Glycomet GP1 continue, add Tab Januvia 100 mg OD',
    drugs: [brand('Glycomet GP1', 'metformin and glimepiride'), brand('Januvia', 'sitagliptin')],
    expected: [
      med({ text: 'Tab Glycomet GP1 continue', name: 'metformin and glimepiride', brand: 'Glycomet GP1', form: 'tablet', status: 'current' }),
      med({ text: 'Tab Januvia 100 mg OD', name: 'sitagliptin', brand: 'Januvia', form: 'tablet', strength: mg(100), frequency: OD }),
    ],
  },
  // A bare 1 after the name is as likely one capsule as 1 mg: kept as said.
  {
    sentence: 'Cap. Becosules 1 OD x 1 month',
    drugs: [brand('Becosules', 'vitamin B complex')],
    expected: [
      med({
        text: 'Cap. Becosules 1 OD x 1 month',
        name: 'vitamin B complex',
        brand: 'Becosules',
        form: 'capsule',
        frequency: OD,
        duration: { value: 1, unit: 'month' },
        instruction: '1',
      }),
    ],
  },
  // A filler inside the frequency; a range of tablets is no dose of the larger number (issue 28).
  {
    sentence: 'lortab 5 milligrams, one to two tablets every, uh, six hours as needed for pain',
    drugs: [brand('lortab', 'hydrocodone + paracetamol')],
    expected: [
      med({
        text: 'lortab 5 milligrams, one to two tablets every, uh, six hours as needed for pain',
        name: 'hydrocodone + paracetamol',
        brand: 'lortab',
        strength: mg(5),
        frequency: { code: 'Q6H', perDay: 4 },
        instruction: 'one to two tablets, as needed for pain',
      }),
    ],
  },
  // "Up to three times a day as needed": the most a day, not a fixed three times (issue 28).
  {
    sentence: 'acetaminophen , one thousand milligrams up to three times a day as needed .',
    drugs: [generic('acetaminophen')],
    expected: [
      med({
        text: 'acetaminophen , one thousand milligrams up to three times a day as needed',
        name: 'acetaminophen',
        strength: mg(1000),
        frequency: { code: 'TDS', perDay: 3, atMost: true },
        instruction: 'as needed',
      }),
    ],
  },
  // A syrup's strength per volume said in words, and the dose said after "he can have" (issue 28: probe p13).
  {
    sentence: "the children's ibuprofen , one hundred milligrams per five ml , he can have eight ml every six to eight hours as needed",
    drugs: [generic('ibuprofen')],
    expected: [
      med({
        text: "ibuprofen , one hundred milligrams per five ml , he can have eight ml every six to eight hours as needed",
        name: 'ibuprofen',
        strength: { value: 100, unit: 'mg/5 ml' },
        dose: { value: 8, unit: 'ml' },
        frequency: { custom: 'every 6-8 hours' },
        instruction: 'as needed',
      }),
    ],
  },
  // A strength in percent said in words.
  {
    sentence: 'clobetasol zero point zero five percent solution twice daily',
    drugs: [generic('clobetasol')],
    expected: [med({ text: 'clobetasol zero point zero five percent solution twice daily', name: 'clobetasol', strength: { value: 0.05, unit: '%' }, form: 'solution', frequency: BD })],
  },
  // Nothing said about it but the name.
  {
    sentence: 'Tab Dolo 650',
    drugs: [brand('Dolo 650', 'paracetamol')],
    expected: [med({ text: 'Tab Dolo 650', name: 'paracetamol', brand: 'Dolo 650', form: 'tablet' })],
  },
  {
    sentence: 'No need of Augmentin',
    drugs: [brand('Augmentin', 'amoxicillin and clavulanic acid')],
    expected: [med({ text: 'Augmentin', name: 'amoxicillin and clavulanic acid', brand: 'Augmentin' })],
  },
];

describe('parseMedications', () => {
  it.each(CASES)('$sentence', ({ sentence, drugs, expected }) => {
    expect(parseMedications(sentence, drugs.map((drug) => mention(sentence, drug)))).toEqual(expected);
  });

  it('has a table of at least 40 sentences', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  it('reads a word cut off before the name is said again as no instruction', () => {
    const sentence = "we'll do lortab 500- lortab 5 milligram";
    const second = sentence.lastIndexOf('lortab');
    const lortab = (start: number): DrugMention => ({ start, end: start + 'lortab'.length, name: 'hydrocodone + paracetamol', brand: 'lortab', codes: [] });
    expect(parseMedications(sentence, [lortab(sentence.indexOf('lortab')), lortab(second)])).toEqual([
      med({ text: 'lortab 500-', name: 'hydrocodone + paracetamol', brand: 'lortab' }),
      med({ text: 'lortab 5 milligram', name: 'hydrocodone + paracetamol', brand: 'lortab', strength: mg(5) }),
    ]);
  });

  it('keeps the codes of each mention', () => {
    const sentence = 'Tab Dolo 650 SOS';
    const codes: Code[] = [{ system: 'ATC', code: 'N02BE01', display: 'paracetamol' }];
    const [medication] = parseMedications(sentence, [mention(sentence, brand('Dolo 650', 'paracetamol'), codes)]);
    expect(medication?.codes).toEqual(codes);
  });

  it('reads mentions in sentence order, and drops one overlapping another', () => {
    const sentence = 'Tab Pan 40 OD and Tab Dolo 650 SOS';
    const dolo = mention(sentence, brand('Dolo 650', 'paracetamol'));
    const pan = mention(sentence, brand('Pan', 'pantoprazole'));
    const overlapping = mention(sentence, brand('Dolo', 'paracetamol'));
    expect(parseMedications(sentence, [dolo, pan, overlapping]).map((m) => m.text)).toEqual(['Tab Pan 40 OD', 'Tab Dolo 650 SOS']);
  });

  it('returns nothing without drug mentions', () => {
    expect(parseMedications('Review after 3 days with reports', [])).toEqual([]);
  });

  it("leaves another instruction out of the last drug: the icing's 'once an hour for fifteen minutes' is not the drug's sig", () => {
    const sentence = "i'll prescribe some mobic you can start taking that as a pain reliever i want you to ice your knee once an hour for about fifteen minutes";
    const [mobic] = parseMedications(sentence, [mention(sentence, brand('mobic', 'meloxicam'))]);
    expect(mobic?.frequency).toBeUndefined();
    expect(mobic?.duration).toBeUndefined();
    expect(mobic?.text).toBe('mobic you can start taking that as a pain reliever');
  });

  it('reads an unpunctuated turn as said: no IM route from "im" (I\'m), no timing from the grogginess of the morning (probe p15)', () => {
    const sentence = 'benadryl the the fifty milligram most nights but im super groggy in the morning like i cant function till ten';
    const [benadryl] = parseMedications(sentence, [mention(sentence, brand('benadryl', 'diphenhydramine'))]);
    expect(benadryl?.route).toBeUndefined();
    // Nor is the grogginess of the morning, said after "but", the drug's timing: it is taken most nights.
    expect([benadryl?.timing, benadryl?.frequency?.code]).toEqual(['at night', 'HS']);
    // "The morning grogginess" is what the drug does, not when it is taken.
    const stop = 'the benadryl i want you to stop it its probably making the morning grogginess worse';
    expect(parseMedications(stop, [mention(stop, brand('benadryl', 'diphenhydramine'))])[0]?.timing).toBeUndefined();
    const moved = 'take the lisinopril in the morning';
    expect(parseMedications(moved, [mention(moved, generic('lisinopril'))])[0]?.timing).toBe('morning');
    const injection = 'inj diclofenac 75 mg im stat';
    expect(parseMedications(injection, [mention(injection, generic('diclofenac'))])[0]?.route).toBe('IM');
    const ending = 'give ceftriaxone one gram im';
    expect(parseMedications(ending, [mention(ending, generic('ceftriaxone'))])[0]?.route).toBe('IM');
  });

  it('reads "twice daily, morning and night" as twice a day, with no time of day of its own (probe p27)', () => {
    const sentence = 'foracort two hundred inhaler, two puffs twice daily, morning and night, with spacer.';
    const [foracort] = parseMedications(sentence, [mention(sentence, brand('foracort', 'formoterol + budesonide'))]);
    expect([foracort?.frequency?.code, foracort?.timing]).toEqual(['BD', undefined]);
  });

  it('reads the dose after a "you know" said between it and the name', () => {
    const sentence = 'i also wan na start you on some lasix , you know , 20 milligrams a day .';
    const [lasix] = parseMedications(sentence, [mention(sentence, brand('lasix', 'furosemide'))]);
    expect(lasix?.strength).toEqual({ value: 20, unit: 'mg' });
    expect(lasix?.status).toBe('prescribed');
  });

  it('reads no timing from the reason given for the sig: "at night because … if they take it in the morning" (issue 28, train D2N047)', () => {
    const sentence = 'we can try to start you on what we call flomax zero point four milligrams once a day you should take it at night because it can cause people to get a little bit dizzy if they take it in the morning';
    const [flomax] = parseMedications(sentence, [mention(sentence, brand('flomax', 'tamsulosin'))]);
    expect(flomax?.timing).toBe('at night');
  });

  it('reads a count of two to four said before the name as the tablets taken at a time (issue 28, train D2N045, D2N057)', () => {
    const sentence = 'stay on two tylenol five hundred milligrams and two ibuprofen two hundred milligram tablets';
    const [tylenol, ibuprofen] = parseMedications(sentence, [mention(sentence, brand('tylenol', 'paracetamol')), mention(sentence, generic('ibuprofen'))]);
    expect([tylenol?.dose, tylenol?.strength]).toEqual([{ value: 2, unit: 'tablet' }, mg(500)]);
    expect([ibuprofen?.dose, ibuprofen?.strength]).toEqual([{ value: 2, unit: 'tablet' }, mg(200)]);
    const taken = 'i take you know like a two ibuprofen a day';
    expect(parseMedications(taken, [mention(taken, generic('ibuprofen'))])[0]?.dose).toEqual({ value: 2, unit: 'tablet' });
    const one = 'i take one aspirin a day';
    expect(parseMedications(one, [mention(one, generic('aspirin'))])[0]?.dose).toBeUndefined();
  });

  it('leaves the follow-up out of the last drug', () => {
    const sentence = 'Tab Dolo 650 SOS for fever and review after 3 days';
    const [dolo] = parseMedications(sentence, [mention(sentence, brand('Dolo 650', 'paracetamol'))]);
    expect(dolo).toEqual(med({ text: 'Tab Dolo 650 SOS for fever', name: 'paracetamol', brand: 'Dolo 650', form: 'tablet', frequency: SOS, instruction: 'for fever' }));
  });
  it('gives the sig said for "that" or "them" after several drugs to each of them (issue 28)', () => {
    const sentence = 'stay on two tylenol five hundred milligrams and two ibuprofen two hundred milligram tablets and i want you to take that three times a day';
    const [tylenol, ibuprofen] = parseMedications(sentence, [mention(sentence, brand('tylenol', 'paracetamol')), mention(sentence, generic('ibuprofen'))]);
    expect(tylenol?.frequency).toEqual({ code: 'TDS', perDay: 3 });
    expect(ibuprofen?.frequency).toEqual({ code: 'TDS', perDay: 3 });
    // "Take that tylenol" names a drug; "take that, it will help" after the sig gives none; a drug stopped takes none.
    const named = 'you can continue to take that tylenol for the pain and i will write you for flexeril five milligrams three times a day and you can take that';
    expect(parseMedications(named, [mention(named, brand('tylenol', 'paracetamol')), mention(named, brand('flexeril', 'cyclobenzaprine'))])[0]?.frequency).toBeUndefined();
    const stopped = 'stop the motrin and start meloxicam fifteen milligrams and take them once a day';
    expect(parseMedications(stopped, [mention(stopped, brand('motrin', 'ibuprofen')), mention(stopped, generic('meloxicam'))])[0]?.frequency).toBeUndefined();
    // A sig said of the last drug alone stays its own.
    const own = 'continue the aspirin and take the lisinopril once a day';
    const [aspirin, lisinopril] = parseMedications(own, [mention(own, generic('aspirin')), mention(own, generic('lisinopril'))]);
    expect(aspirin?.frequency).toBeUndefined();
    expect(lisinopril?.frequency).toEqual({ code: 'OD', perDay: 1 });
  });

  it('reads how often to take a drug said after its daily amount, and after a comma as "you can take that" (issue 28, train D2N067)', () => {
    const said = 'ibuprofen eight hundred milligrams a day you can take that twice a day as needed for your left knee';
    expect(parseMedications(said, [mention(said, generic('ibuprofen'))])[0]).toMatchObject({ strength: mg(800), frequency: BD });
    const comma = "i'm gon na prescribe ibuprofen eight hundred milligrams , you can take that twice a day as needed for your left knee";
    expect(parseMedications(comma, [mention(comma, generic('ibuprofen'))])[0]).toMatchObject({ strength: mg(800), frequency: BD });
    // "20 mg a day" alone stays once a day.
    const daily = 'lisinopril twenty milligrams a day';
    expect(parseMedications(daily, [mention(daily, generic('lisinopril'))])[0]?.frequency).toEqual(OD);
  });

  it('reads the strengths of an Indian OPD prescription as made: an inhaler in micrograms, a tablet strength with the total said after it, no change in a test as a strength (issue 28: probe p27)', () => {
    const read = (sentence: string, drug: Said) => parseMedications(sentence, [mention(sentence, drug)])[0];
    expect(read('foracort two hundred inhaler, two puffs twice daily, morning and night, with spacer.', brand('foracort', 'budesonide + formoterol'))).toMatchObject({
      strength: { value: 200, unit: 'mcg' },
      form: 'inhaler',
      dose: { value: 2, unit: 'puff' },
      frequency: BD,
    });
    // Two 20 mg tablets, "that is forty milligram": not two 40 mg tablets.
    expect(read('tablet wysolone twenty, two tablets, that is forty milligram, once daily after breakfast for five days, then stop.', brand('wysolone', 'prednisolone'))).toMatchObject({
      strength: mg(20),
      dose: { value: 2, unit: 'tablet' },
    });
    expect(read('after the asthalin puffs it improved by eighteen percent.', brand('asthalin', 'salbutamol'))?.strength).toBeUndefined();
  });
});
