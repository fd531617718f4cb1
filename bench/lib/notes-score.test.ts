import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptyClinicalModel, type ClinicalModel, type Diagnosis, type Finding, type Medication } from '../../packages/server/src/engines/notes/clinical-model.js';
import { INDIC_LANGUAGES } from '../../packages/server/src/lexicon/indic-lexicon.js';
import { loadLexicon, type LexiconKind } from '../../packages/server/src/lexicon/lexicon.js';
import { wavFormat } from './corpus.js';
import {
  accuracy,
  contradictionName,
  frequencyCode,
  loadGold,
  loadIndicGold,
  microCounts,
  NOTES_CORPUS_DIR,
  parseGold,
  rates,
  scoreTranscript,
  sumScores,
  type Expected,
  type GoldMedication,
  type GoldTranscript,
} from './notes-score.js';

const SEGMENTS = ['seg_1', 'seg_2', 'seg_3', 'seg_4'];
const WITH_LINES = { segmentIds: SEGMENTS, useLines: true };
const WITHOUT_LINES = { segmentIds: SEGMENTS, useLines: false };

function model(parts: Partial<ClinicalModel>): ClinicalModel {
  return {
    ...emptyClinicalModel({ language: 'en-IN', mode: 'consultation' }),
    ...parts,
  };
}

function expected(parts: Partial<Expected>): Expected {
  return { symptoms: [], diagnoses: [], medications: [], vitals: [], labTests: [], contradictions: [], ...parts };
}

function finding(name: string, presence: Finding['presence'], evidence = ['seg_1']): Finding {
  return { name, presence, temporality: 'current', subject: 'patient', codes: [], evidence, text: name };
}

function diagnosis(name: string, status: Diagnosis['status'], codes: Diagnosis['codes'] = []): Diagnosis {
  return { name, status, temporality: 'current', subject: 'patient', codes, evidence: ['seg_1'], text: name };
}

function medication(name: string, parts: Partial<Medication> = {}): Medication {
  return { name, status: 'prescribed', flags: [], codes: [], evidence: ['seg_1'], text: name, ...parts };
}

const gold = (name: string, parts: Partial<GoldMedication> = {}): GoldMedication => ({ name, ...parts });

describe('parseGold', () => {
  const file = {
    id: 'gm-01',
    speciality: 'general medicine',
    mode: 'consultation',
    language: 'en-IN',
    lines: [
      { speaker: 'patient', text: 'Fever since 3 days, no vomiting.' },
      { speaker: 'doctor', text: 'Take Dolo 650 1-0-1 for 5 days. Review after 1 week.' },
    ],
    expected: {
      symptoms: [{ name: 'fever', presence: 'present', line: 1 }],
      medications: [{ name: 'paracetamol', strength: '650 mg', frequency: '1-0-1', duration: '5 day' }],
      followUp: { interval: '1 week' },
    },
  };

  it('reads the annotation, turning strengths, patterns and durations into values', () => {
    const transcript = parseGold(file, 'gm-01.json');
    expect(transcript.lines).toHaveLength(2);
    expect(transcript.expected).toEqual({
      symptoms: [{ name: 'fever', presence: 'present', line: 1 }],
      diagnoses: [],
      medications: [{ name: 'paracetamol', strength: { value: 650, unit: 'mg' }, frequency: 'BD', duration: { value: 5, unit: 'day' } }],
      vitals: [],
      labTests: [],
      followUp: { interval: { value: 1, unit: 'week' } },
      contradictions: [],
    });
  });

  it('reads the names of the symptoms said both ways', () => {
    const annotation = { ...file.expected, contradictions: ['fever'] };
    expect(parseGold({ ...file, expected: annotation }, 'gm-01.json').expected.contradictions).toEqual(['fever']);
  });

  it.each([
    ['a line outside the transcript', { symptoms: [{ name: 'fever', presence: 'present', line: 3 }] }, 'symptoms[0].line must be a line number from 1 to 2'],
    ['an unknown presence', { symptoms: [{ name: 'fever', presence: 'yes' }] }, 'symptoms[0].presence must be one of'],
    ['a frequency that is no code', { medications: [{ name: 'paracetamol', frequency: 'thrice' }] }, 'frequency "thrice" is neither a code'],
    ['a plural duration unit', { medications: [{ name: 'paracetamol', duration: '5 days' }] }, 'duration "5 days" is not'],
    ['a strength without unit', { medications: [{ name: 'paracetamol', strength: '650' }] }, 'strength "650" is not'],
    ['contradictions that are not a list', { contradictions: 'fever' }, 'contradictions must be an array'],
    ['a contradiction that is not a name', { contradictions: [{ name: 'fever' }] }, 'contradictions[0] must be a non-empty string'],
  ])('rejects %s, naming the file', (_, annotation, message) => {
    expect(() => parseGold({ ...file, expected: annotation }, 'gm-01.json')).toThrow(`gm-01.json: ${message}`);
  });
});

describe('frequencyCode', () => {
  it('takes the code (Q<n>H by its doses a day), else counts the doses of a morning-noon-night pattern', () => {
    expect(frequencyCode({ code: 'hs', custom: '0-0-1' })).toBe('HS');
    expect(frequencyCode({ code: 'Q6H', perDay: 4 })).toBe('QID');
    expect(frequencyCode({ code: 'Q12H' })).toBe('BD');
    expect(frequencyCode({ code: 'Q5H' })).toBe('Q5H');
    expect(frequencyCode({ custom: '1-0-1' })).toBe('BD');
    expect(frequencyCode({ custom: '1-1-1' })).toBe('TDS');
    expect(frequencyCode({ custom: '0-0-1' })).toBe('OD');
    expect(frequencyCode({ custom: '1-1-1-1' })).toBe('QID');
    expect(frequencyCode({ custom: '½-0-½' })).toBe('BD');
    expect(frequencyCode({ custom: '0-0-0' })).toBeUndefined();
    expect(frequencyCode({ custom: 'after food' })).toBeUndefined();
    expect(frequencyCode(undefined)).toBeUndefined();
  });
});

describe('scoreTranscript: symptoms and negation', () => {
  const annotation = expected({
    symptoms: [
      { name: 'fever', presence: 'present', line: 1 },
      { name: 'vomiting', presence: 'absent', line: 2 },
      { name: 'cough', presence: 'absent', line: 2 },
    ],
  });

  it('matches a symptom on name and presence: the wrong presence is a false positive and a false negative', () => {
    const score = scoreTranscript(annotation, model({
      findings: [finding('Fever', 'present'), finding('vomiting', 'present', ['seg_2']), finding('headache', 'present')],
    }), WITH_LINES);
    expect(score.counts.symptom).toEqual({ tp: 1, fp: 2, fn: 2 });
    expect(score.negation).toEqual({ correct: 1, total: 2 });
    expect(score.notes).toEqual([
      'FN symptom "vomiting" absent, line 2',
      'FN symptom "cough" absent, line 2',
      'FP symptom "vomiting" present [seg_2]',
      'FP symptom "headache" present [seg_1]',
      'negation "vomiting", line 2: expected absent, found present',
    ]);
  });

  it('counts a wrong-presence finding beside the right one as a false positive and a negation error', () => {
    // A question ("Any vomiting?") read as "vomiting present" beside the answer's "No vomiting".
    const score = scoreTranscript(expected({ symptoms: [{ name: 'vomiting', presence: 'absent', line: 2 }] }), model({
      findings: [finding('vomiting', 'present', ['seg_1']), finding('vomiting', 'absent', ['seg_2'])],
    }), WITH_LINES);
    expect(score.counts.symptom).toEqual({ tp: 1, fp: 1, fn: 0 });
    expect(score.negation).toEqual({ correct: 0, total: 1 });
    expect(score.notes).toEqual([
      'FP symptom "vomiting" present [seg_1]',
      'negation "vomiting", line 2: expected absent, found present, absent',
    ]);
  });

  it('counts a repeated finding as a false positive', () => {
    const score = scoreTranscript(expected({ symptoms: [{ name: 'fever', presence: 'present', line: 3 }] }), model({
      findings: [finding('fever', 'present', ['seg_3']), finding('fever', 'present', ['seg_4'])],
    }), WITH_LINES);
    expect(score.counts.symptom).toEqual({ tp: 1, fp: 1, fn: 0 });
    expect(score.negation).toEqual({ correct: 1, total: 1 });
  });

  it('requires the annotated line among the evidence, unless lines are ignored', () => {
    const found = model({ findings: [finding('fever', 'present', ['seg_3'])] });
    const annotation = expected({ symptoms: [{ name: 'fever', presence: 'present', line: 1 }] });
    expect(scoreTranscript(annotation, found, WITH_LINES).counts.symptom).toEqual({ tp: 0, fp: 1, fn: 1 });
    expect(scoreTranscript(annotation, found, WITHOUT_LINES).counts.symptom).toEqual({ tp: 1, fp: 0, fn: 0 });
  });

  it('measures negation over the annotated symptoms whose name was found at all, whatever the line', () => {
    const score = scoreTranscript(annotation, model({ findings: [finding('fever', 'present', ['seg_4']), finding('cough', 'absent', ['seg_4'])] }), WITH_LINES);
    expect(score.counts.symptom).toEqual({ tp: 0, fp: 2, fn: 3 });
    expect(score.negation).toEqual({ correct: 2, total: 2 });
  });
});

describe('scoreTranscript: contradictions', () => {
  const contradiction = (text: string, evidence = ['seg_1', 'seg_3']) => ({ text, evidence });

  it('reads the symptom a contradiction is about from its text', () => {
    expect(contradictionName('fever: said both present and absent')).toBe('fever');
    expect(contradictionName('  sore throat : said both present and absent')).toBe('sore throat');
    expect(contradictionName('fever was denied, then reported')).toBeUndefined();
    expect(contradictionName(': said both present and absent')).toBeUndefined();
  });

  it('scores contradictions by symptom name, and counts them in the micro figures', () => {
    const annotation = expected({
      symptoms: [{ name: 'fever', presence: 'present', line: 3 }, { name: 'cough', presence: 'present', line: 1 }],
      contradictions: ['fever', 'cough'],
    });
    const score = scoreTranscript(annotation, model({
      findings: [finding('fever', 'present', ['seg_1', 'seg_3']), finding('cough', 'present')],
      contradictions: [
        contradiction('Fever: said both present and absent'),
        contradiction('vomiting: said both present and absent'),
        contradiction('fever: said both present and absent'),
        contradiction('cough contradicts itself'),
      ],
    }), WITH_LINES);
    expect(score.counts.contradiction).toEqual({ tp: 1, fp: 3, fn: 1 });
    expect(score.notes).toEqual([
      'FN contradiction "cough"',
      'FP contradiction "vomiting: said both present and absent" [seg_1, seg_3]',
      'FP contradiction "fever: said both present and absent" [seg_1, seg_3]',
      'FP contradiction "cough contradicts itself" [seg_1, seg_3]',
    ]);
    expect(microCounts(score.counts)).toEqual({ tp: 3, fp: 3, fn: 1 });
  });

  it('counts a contradiction the annotation does not have as a false positive', () => {
    const score = scoreTranscript(expected({}), model({ contradictions: [contradiction('fever: said both present and absent')] }), WITH_LINES);
    expect(score.counts.contradiction).toEqual({ tp: 0, fp: 1, fn: 0 });
    expect(rates(microCounts(score.counts)).precision).toBe(0);
  });
});

describe('scoreTranscript: diagnoses and codification', () => {
  it('matches name and status, and checks the ICD-10 code of matched diagnoses', () => {
    const annotation = expected({
      diagnoses: [
        { name: 'typhoid fever', status: 'suspected', icd10: 'A01.0' },
        { name: 'type 2 diabetes mellitus', status: 'confirmed', icd10: 'E11' },
        { name: 'pulmonary tuberculosis', status: 'ruled_out' },
      ],
    });
    const score = scoreTranscript(annotation, model({
      diagnoses: [
        diagnosis('typhoid fever', 'suspected', [{ system: 'ICD-10', code: 'A01.0', display: 'typhoid fever' }]),
        diagnosis('type 2 diabetes mellitus', 'confirmed'),
        diagnosis('pulmonary tuberculosis', 'suspected'),
      ],
    }), WITH_LINES);
    expect(score.counts.diagnosis).toEqual({ tp: 2, fp: 1, fn: 1 });
    expect(score.codification).toEqual({ correct: 1, total: 2 });
    expect(score.notes).toContain('code "type 2 diabetes mellitus": expected ICD-10 E11, found none');
  });
});

describe('scoreTranscript: medications', () => {
  it('scores name, strength, frequency and duration as separate entities of the same medication', () => {
    const annotation = expected({
      medications: [
        gold('paracetamol', { strength: { value: 650, unit: 'mg' }, frequency: 'TDS', duration: { value: 5, unit: 'day' } }),
        gold('amoxicillin + clavulanic acid', { frequency: 'BD', duration: { value: 1, unit: 'week' } }),
        gold('levocetirizine', { strength: { value: 5, unit: 'mg' }, frequency: 'HS' }),
      ],
    });
    const score = scoreTranscript(annotation, model({
      medications: [
        medication('paracetamol', { brand: 'Dolo', strength: { value: 650, unit: 'MG' }, frequency: { code: 'TDS' }, duration: { value: 3, unit: 'day' } }),
        medication('clavulanic acid + amoxicillin', { strength: { value: 625, unit: 'mg' }, frequency: { custom: '1-0-1' }, duration: { value: 7, unit: 'day' } }),
        medication('montelukast', { frequency: { code: 'HS' } }),
      ],
    }), WITH_LINES);
    expect(score.counts.medication).toEqual({ tp: 2, fp: 1, fn: 1 });
    // 625 mg was not annotated: a strength the gold does not have is a false positive.
    expect(score.counts.dose).toEqual({ tp: 1, fp: 1, fn: 1 });
    expect(score.counts.frequency).toEqual({ tp: 2, fp: 1, fn: 1 });
    expect(score.counts.duration).toEqual({ tp: 1, fp: 1, fn: 1 });
    expect(score.notes).toContain('FN duration "paracetamol" 5 day');
    expect(score.notes).toContain('FP duration "paracetamol" 3 day [seg_1]');
  });

  it('keeps two annotated strengths of one drug apart (a dose change)', () => {
    const annotation = expected({
      medications: [gold('levothyroxine', { strength: { value: 50, unit: 'mcg' } }), gold('levothyroxine', { strength: { value: 75, unit: 'mcg' } })],
    });
    const score = scoreTranscript(annotation, model({
      medications: [medication('levothyroxine', { strength: { value: 75, unit: 'µg' } })],
    }), WITH_LINES);
    expect(score.counts.medication).toEqual({ tp: 1, fp: 0, fn: 1 });
    expect(score.counts.dose).toEqual({ tp: 1, fp: 0, fn: 1 });
  });

  it('counts a medication listed twice as a false positive of every attribute it repeats', () => {
    const annotation = expected({ medications: [gold('metformin', { strength: { value: 500, unit: 'mg' }, frequency: 'BD' })] });
    const twice = medication('metformin', { strength: { value: 500, unit: 'mg' }, frequency: { code: 'BD' } });
    const score = scoreTranscript(annotation, model({ medications: [twice, { ...twice, evidence: ['seg_3'] }] }), WITH_LINES);
    expect(score.counts.medication).toEqual({ tp: 1, fp: 1, fn: 0 });
    expect(score.counts.dose).toEqual({ tp: 1, fp: 1, fn: 0 });
    expect(score.counts.frequency).toEqual({ tp: 1, fp: 1, fn: 0 });
  });

  it('compares durations by length: a week is 7 days, a year 12 months, a month no number of days', () => {
    const annotation = expected({
      medications: [gold('metformin', { duration: { value: 1, unit: 'year' } }), gold('folic acid', { duration: { value: 1, unit: 'month' } })],
    });
    const score = scoreTranscript(annotation, model({
      medications: [medication('metformin', { duration: { value: 12, unit: 'month' } }), medication('folic acid', { duration: { value: 30, unit: 'day' } })],
    }), WITH_LINES);
    expect(score.counts.duration).toEqual({ tp: 1, fp: 1, fn: 1 });
  });
});

describe('scoreTranscript: vitals, investigations and follow-up', () => {
  it('matches a vital by kind and value within 0.05, and blood pressure by both values', () => {
    const annotation = expected({
      vitals: [
        { kind: 'temperature', value: 99.4 },
        { kind: 'blood_pressure', value: 140, value2: 90 },
        { kind: 'pulse', value: 88 },
      ],
    });
    const vital = (kind: 'temperature' | 'blood_pressure' | 'pulse', value: number, value2?: number) => ({
      kind, value, ...(value2 === undefined ? {} : { value2 }), unit: '', codes: [], evidence: ['seg_2'], text: '',
    });
    const score = scoreTranscript(annotation, model({
      vitals: [vital('temperature', 99.44), vital('blood_pressure', 140, 80), vital('pulse', 88.1)],
    }), WITH_LINES);
    expect(score.counts.vital).toEqual({ tp: 1, fp: 2, fn: 2 });
  });

  it('requires an investigation to be advised or reported as annotated', () => {
    const annotation = expected({
      labTests: [{ name: 'HbA1c', status: 'reported' }, { name: 'HbA1c', status: 'advised' }, { name: 'complete blood count', status: 'advised' }],
    });
    const investigation = (name: string, status: 'advised' | 'reported') => ({ name, status, codes: [], evidence: ['seg_3'], text: name });
    const score = scoreTranscript(annotation, model({
      investigations: [investigation('HbA1c', 'reported'), investigation('hba1c', 'advised'), investigation('complete blood count', 'reported')],
    }), WITH_LINES);
    expect(score.counts.labTest).toEqual({ tp: 2, fp: 1, fn: 1 });
  });

  it('scores the follow-up interval once per transcript', () => {
    const annotation = expected({ followUp: { interval: { value: 2, unit: 'week' } } });
    const followUp = (value: number, unit: 'day' | 'week') => model({ followUp: { interval: { value, unit }, evidence: ['seg_4'], text: '' } });
    expect(scoreTranscript(annotation, followUp(14, 'day'), WITH_LINES).counts.followUp).toEqual({ tp: 1, fp: 0, fn: 0 });
    expect(scoreTranscript(annotation, followUp(10, 'day'), WITH_LINES).counts.followUp).toEqual({ tp: 0, fp: 1, fn: 1 });
    expect(scoreTranscript(annotation, model({}), WITH_LINES).counts.followUp).toEqual({ tp: 0, fp: 0, fn: 1 });
    expect(scoreTranscript(expected({}), followUp(1, 'week'), WITH_LINES).counts.followUp).toEqual({ tp: 0, fp: 1, fn: 0 });
  });
});

describe('scoreTranscript: evidence', () => {
  it('lists every item without evidence or citing an unknown segment', () => {
    const score = scoreTranscript(expected({}), model({
      findings: [finding('fever', 'present', [])],
      medications: [medication('paracetamol', { evidence: ['seg_9'] })],
      advice: [{ text: 'Drink plenty of water.', instruction: 'Drink plenty of water', evidence: ['seg_2'] }],
      followUp: { interval: { value: 3, unit: 'day' }, evidence: [], text: 'Review after 3 days.' },
    }), WITH_LINES);
    expect(score.ungrounded).toEqual(['finding "fever" []', 'medication "paracetamol" [seg_9]', 'follow-up "Review after 3 days." []']);
  });

  it('finds nothing to count in an empty transcript with an empty model', () => {
    const score = scoreTranscript(expected({}), model({}), WITH_LINES);
    expect(microCounts(score.counts)).toEqual({ tp: 0, fp: 0, fn: 0 });
    expect(score.notes).toEqual([]);
  });
});

describe('totals', () => {
  it('sums transcripts and micro-averages over every type', () => {
    const annotation = expected({ symptoms: [{ name: 'fever', presence: 'absent' }], medications: [gold('paracetamol')] });
    const first = scoreTranscript(annotation, model({ findings: [finding('fever', 'present')] }), WITH_LINES);
    const second = scoreTranscript(annotation, model({ findings: [finding('fever', 'absent')], medications: [medication('paracetamol')] }), WITH_LINES);
    const totals = sumScores([first, second]);
    expect(totals.counts.symptom).toEqual({ tp: 1, fp: 1, fn: 1 });
    expect(totals.counts.medication).toEqual({ tp: 1, fp: 0, fn: 1 });
    expect(totals.negation).toEqual({ correct: 1, total: 2 });
    expect(microCounts(totals.counts)).toEqual({ tp: 2, fp: 1, fn: 2 });
  });

  it('computes precision, recall and F1, with 1 for an empty side', () => {
    const { precision, recall, f1 } = rates({ tp: 8, fp: 2, fn: 8 });
    expect([precision, recall]).toEqual([0.8, 0.5]);
    expect(f1).toBeCloseTo(0.8 / 1.3);
    expect(rates({ tp: 0, fp: 0, fn: 0 })).toEqual({ precision: 1, recall: 1, f1: 1 });
    expect(rates({ tp: 0, fp: 0, fn: 3 })).toEqual({ precision: 1, recall: 0, f1: 0 });
    expect(rates({ tp: 0, fp: 2, fn: 3 }).f1).toBe(0);
  });

  it('leaves an accuracy over nothing undefined', () => {
    expect(accuracy({ correct: 3, total: 4 })).toBe(0.75);
    expect(accuracy({ correct: 0, total: 0 })).toBeUndefined();
  });
});

/** The checks every gold corpus passes: lexicon names of the right kind, each symptom once, none on a question. */
async function annotationChecks(corpus: readonly GoldTranscript[]): Promise<void> {
  const lexicon = await loadLexicon();
  const terms = (...kinds: LexiconKind[]) => new Map(lexicon.filter((entry) => kinds.includes(entry.kind)).map((entry) => [entry.term, entry]));

  it('names every expected item by a lexicon term of its kind, diagnoses with the lexicon ICD-10 code', () => {
    const [symptoms, diagnoses, investigations, drugs] = [terms('symptom'), terms('diagnosis'), terms('lab', 'imaging'), terms('drug')];
    for (const { id, expected } of corpus) {
      for (const symptom of expected.symptoms) expect(symptoms.has(symptom.name), `${id} ${symptom.name}`).toBe(true);
      for (const test of expected.labTests) expect(investigations.has(test.name), `${id} ${test.name}`).toBe(true);
      for (const medication of expected.medications) {
        for (const generic of medication.name.split(' + ')) expect(drugs.has(generic), `${id} ${generic}`).toBe(true);
      }
      for (const diagnosis of expected.diagnoses) {
        const entry = diagnoses.get(diagnosis.name);
        expect(entry, `${id} ${diagnosis.name}`).toBeDefined();
        expect(diagnosis.icd10, `${id} ${diagnosis.name}`).toBe(entry?.codes.find((code) => code.system === 'ICD-10')?.code);
      }
    }
  });

  it('annotates each symptom once, and lists as contradictions only symptoms it annotates', () => {
    for (const { id, expected } of corpus) {
      const names = expected.symptoms.map((symptom) => symptom.name);
      expect(names.filter((name, i) => names.indexOf(name) !== i), `${id}: symptoms annotated twice`).toEqual([]);
      expect(expected.contradictions.filter((name) => !names.includes(name)), `${id}: contradictions without their symptom`).toEqual([]);
      expect(new Set(expected.contradictions).size, `${id}: a contradiction listed twice`).toBe(expected.contradictions.length);
    }
  });

  it("never places a symptom on a doctor's question: the answer decides", () => {
    for (const { id, lines, expected } of corpus) {
      for (const symptom of expected.symptoms) {
        const line = symptom.line === undefined ? undefined : lines[symptom.line - 1];
        const question = line?.speaker === 'doctor' && line.text.trim().endsWith('?');
        expect(question, `${id} ${symptom.name}, line ${symptom.line}: "${line?.text}"`).toBe(false);
      }
    }
  });
}

describe('notes corpus', async () => {
  const corpus = await loadGold();

  it('has at least 40 transcripts of both modes, a consultation between doctor and patient, a dictation by the doctor', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(40);
    expect(corpus.filter((transcript) => transcript.mode === 'consultation').length).toBeGreaterThanOrEqual(25);
    expect(corpus.filter((transcript) => transcript.mode === 'dictation').length).toBeGreaterThanOrEqual(15);
    for (const transcript of corpus) {
      const speakers = new Set(transcript.lines.map((line) => line.speaker));
      expect([...speakers].sort(), transcript.id).toEqual(transcript.mode === 'consultation' ? ['doctor', 'patient'] : ['doctor']);
    }
  });

  await annotationChecks(corpus);

  it('renders every line of the spoken transcripts, in order, to a 16 kHz mono wav each', async () => {
    const audioDir = join(NOTES_CORPUS_DIR, 'audio');
    const rows = (await readFile(join(audioDir, 'script.tsv'), 'utf8')).trim().split('\n').slice(1).map((row) => row.split('\t'));
    const scripted = new Map<string, number[]>();
    for (const [id = '', line = ''] of rows) scripted.set(id, [...(scripted.get(id) ?? []), Number(line)]);
    const wavs = (await readdir(audioDir)).filter((name) => name.endsWith('.wav'));
    expect(wavs.map((name) => name.replace(/\.wav$/, '')).sort()).toEqual([...scripted.keys()].sort());
    expect(scripted.size).toBeGreaterThanOrEqual(10);
    for (const [id, lines] of scripted) {
      const transcript = corpus.find((candidate) => candidate.id === id);
      expect(lines, id).toEqual(transcript?.lines.map((_, i) => i + 1));
      const format = wavFormat(await readFile(join(audioDir, `${id}.wav`)));
      expect({ ...format, durationS: 0 }, id).toEqual({ sampleRate: 16_000, channels: 1, bitsPerSample: 16, durationS: 0 });
    }
  });
});

describe('Indian-language notes corpus (issue 31)', async () => {
  const corpus = await loadIndicGold();

  it('has at least 10 consultations in each of the nine languages written in its own script, and romanised Hinglish', () => {
    const native = corpus.filter((transcript) => !/-en-/.test(transcript.id));
    for (const language of INDIC_LANGUAGES) expect(native.filter((t) => t.language === language).length, language).toBeGreaterThanOrEqual(10);
    expect(corpus.filter((t) => t.id.startsWith('hi-en-')).length).toBeGreaterThanOrEqual(10);
    for (const transcript of corpus) {
      expect(transcript.id.startsWith(`${transcript.language}-`), transcript.id).toBe(true);
      expect(transcript.mode, transcript.id).toBe('consultation');
      expect(new Set(transcript.lines.map((line) => line.speaker)).size, transcript.id).toBe(2);
    }
  });

  it('keeps about a third of each language out of tuning', () => {
    const byLanguage = new Map<string, GoldTranscript[]>();
    for (const t of corpus) {
      const language = `${t.language}${/-en-/.test(t.id) ? '-en' : ''}`;
      byLanguage.set(language, [...(byLanguage.get(language) ?? []), t]);
    }
    for (const [language, transcripts] of byLanguage) {
      const held = transcripts.filter((t) => t.split === 'held').length;
      expect(transcripts.every((t) => t.split !== undefined), language).toBe(true);
      expect(held / transcripts.length, language).toBeGreaterThanOrEqual(0.3);
      expect(held / transcripts.length, language).toBeLessThanOrEqual(0.45);
    }
  });

  await annotationChecks(corpus);
});
