import { beforeAll, describe, expect, it } from 'vitest';
import { loadLexicon } from '../../lexicon/lexicon.js';
import type { ClinicalExtractor, ClinicalModel, TranscriptSegment } from './clinical-model.js';
import { createRuleBasedExtractor } from './rule-based-extractor.js';

const consultation: [speaker: string, text: string][] = [
  ['doctor', 'Good morning. What brings you here today?'],
  ['patient', 'Doctor, I have fever for 3 days and cough since last week.'],
  ['doctor', 'Any vomiting or loose motions?'],
  ['patient', 'No vomiting. No loose motions.'],
  ['doctor', 'Do you have any known illness?'],
  ['patient', 'I am a known case of hypertension. My mother has diabetes.'],
  ['patient', 'I am allergic to sulfa drugs.'],
  ['doctor', 'BP 140/90, pulse 96, temperature 101 °F, SpO2 97%.'],
  ['doctor', 'On examination throat is congested, chest is clear.'],
  ['doctor', 'This looks like ?typhoid. Rule out dengue.'],
  ['doctor', 'Take Dolo 650 1-0-1 after food for 5 days.'],
  ['doctor', 'Get a CBC and Widal test done.'],
  ['doctor', 'Drink plenty of fluids.'],
  ['doctor', 'Review after 1 week with reports.'],
];

const segments = (lines: readonly [string, string][]): TranscriptSegment[] =>
  lines.map(([speaker, text], index) => ({ id: `seg_${index + 1}`, text, start: index * 5, end: index * 5 + 4, speaker }));

describe('rule-based clinical extractor', () => {
  let extractor: ClinicalExtractor;
  let model: ClinicalModel;

  beforeAll(async () => {
    extractor = createRuleBasedExtractor(await loadLexicon());
    model = await extractor.extract({ segments: segments(consultation), mode: 'consultation', language: 'en-IN' });
  });

  it('reads complaints with their durations, and the pertinent negatives', () => {
    const findings = model.findings.map((f) => [f.name, f.presence, f.duration ?? f.onset ?? null]);
    expect(findings).toEqual(
      expect.arrayContaining([
        ['fever', 'present', { value: 3, unit: 'day' }],
        ['vomiting', 'absent', null],
      ]),
    );
    expect(model.findings.find((f) => f.name === 'cough')?.presence).toBe('present');
  });

  it('tells history, family history, suspicion and ruling out apart', () => {
    const diagnoses = Object.fromEntries(model.diagnoses.map((d) => [d.name, [d.status, d.temporality, d.subject]]));
    expect(diagnoses).toMatchObject({
      hypertension: ['confirmed', 'past', 'patient'],
      'typhoid fever': ['suspected', 'current', 'patient'],
    });
    expect(model.diagnoses.find((d) => d.subject === 'family')?.name).toMatch(/diabetes/);
    expect(model.diagnoses.find((d) => d.name.startsWith('dengue'))?.status).toBe('suspected');
  });

  it('reads the prescription, vitals, tests, allergy, advice and follow-up', () => {
    expect(model.medications).toHaveLength(1);
    expect(model.medications[0]).toMatchObject({
      name: 'paracetamol',
      brand: 'Dolo',
      strength: { value: 650, unit: 'mg' },
      frequency: { custom: '1-0-1', code: 'BD', perDay: 2 },
      timing: 'after food',
      duration: { value: 5, unit: 'day' },
      status: 'prescribed',
    });
    expect(model.vitals.map((v) => [v.kind, v.value])).toEqual(
      expect.arrayContaining([
        ['blood_pressure', 140],
        ['pulse', 96],
        ['temperature', 101],
        ['spo2', 97],
      ]),
    );
    expect(model.investigations.map((i) => [i.name, i.status])).toEqual(expect.arrayContaining([['complete blood count', 'advised']]));
    expect(model.allergies.map((a) => a.category)).toEqual(['drug']);
    expect(model.advice.map((a) => a.text)).toContain('Drink plenty of fluids.');
    expect(model.examinations).toHaveLength(1);
    expect(model.followUp).toMatchObject({ interval: { value: 1, unit: 'week' }, evidence: ['seg_14'] });
  });

  it('grounds every item in the segments it came from', () => {
    const grounded = [
      ...model.findings,
      ...model.diagnoses,
      ...model.medications,
      ...model.vitals,
      ...model.investigations,
      ...model.allergies,
      ...model.advice,
      ...model.examinations,
    ];
    const ids = new Set(consultation.map((_, i) => `seg_${i + 1}`));
    for (const item of grounded) {
      expect(item.evidence.length).toBeGreaterThan(0);
      for (const id of item.evidence) expect(ids.has(id), id).toBe(true);
    }
  });

  it('invents nothing from small talk or an empty transcript, and records contradictions', async () => {
    const smallTalk = await extractor.extract({
      segments: segments([
        ['doctor', 'Good morning, how was the traffic today?'],
        ['patient', 'Terrible, it took an hour. My son is writing his exams this week.'],
      ]),
      mode: 'consultation',
      language: 'en-IN',
    });
    expect([smallTalk.findings, smallTalk.diagnoses, smallTalk.medications, smallTalk.vitals, smallTalk.investigations]).toEqual([[], [], [], [], []]);
    const empty = await extractor.extract({ segments: [], mode: 'dictation', language: 'en-IN' });
    expect(empty.findings).toEqual([]);
    const contradictory = await extractor.extract({
      segments: segments([
        ['patient', 'I have no fever.'],
        ['patient', 'I have had fever since yesterday.'],
      ]),
      mode: 'consultation',
      language: 'en-IN',
    });
    expect(contradictory.contradictions).toHaveLength(1);
    expect(contradictory.contradictions[0]!.evidence).toEqual(['seg_1', 'seg_2']);
  });
});
