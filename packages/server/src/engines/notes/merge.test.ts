import { describe, expect, it } from 'vitest';
import { emptyClinicalModel, type Finding, type Medication } from './clinical-model.js';
import { mergeDuplicates } from './merge.js';

const drug = (name: string, status: Medication['status'], evidence: string[], extra: Partial<Medication> = {}): Medication =>
  ({ name, status, evidence, text: '', codes: [], flags: [], ...extra }) as Medication;
const merged = (...medications: Medication[]) => mergeDuplicates({ ...emptyClinicalModel({ language: 'en-IN', mode: 'consultation' }), medications }).medications;

describe('medications said more than once', () => {
  it('makes a drug the patient takes and the doctor stops one medication, stopped, with what the taking told (issue 31)', () => {
    const taken = drug('ibuprofen + paracetamol', 'current', ['seg_10'], { frequency: { code: 'SOS' } });
    const stopped = drug('ibuprofen + paracetamol', 'stopped', ['seg_12'], { change: 'stop' });
    expect(merged(taken, stopped)).toEqual([{ ...stopped, evidence: ['seg_10', 'seg_12'], frequency: { code: 'SOS' } }]);
  });

  it("keeps what each mention's instruction said: the as-needed and the most a day said after a first mention (issue 28: probe p13)", () => {
    const first = drug('ibuprofen', 'prescribed', ['seg_3'], { instruction: 'is fine' });
    const sig = drug('ibuprofen', 'prescribed', ['seg_5'], { dose: { value: 8, unit: 'ml' }, instruction: 'as needed, at most 4 doses a day' });
    expect(merged(first, sig)).toEqual([{ ...first, evidence: ['seg_3', 'seg_5'], dose: { value: 8, unit: 'ml' }, instruction: 'is fine, as needed, at most 4 doses a day' }]);
    const again = drug('ibuprofen', 'prescribed', ['seg_7'], { instruction: 'is fine' });
    expect(merged(first, again)).toEqual([{ ...first, evidence: ['seg_3', 'seg_7'] }]);
  });

  it('keeps apart a drug stopped and another taken, and a drug only taken', () => {
    const metformin = drug('metformin', 'current', ['seg_2']);
    const ibuprofen = drug('ibuprofen', 'stopped', ['seg_5'], { change: 'stop' });
    expect(merged(metformin, ibuprofen)).toEqual([metformin, ibuprofen]);
  });

  it('gives a raised or lowered strength the one the patient said they take, when the change did not say it (issue 28)', () => {
    const mg = (value: number) => ({ value, unit: 'mg' });
    const taken = drug('fluoxetine', 'current', ['seg_3'], { strength: mg(20) });
    const raised = drug('fluoxetine', 'prescribed', ['seg_20'], { change: 'increase', strength: mg(40) });
    expect(merged(taken, raised)).toEqual([taken, { ...raised, previousStrength: mg(20) }]);
    const lowered = drug('fluoxetine', 'prescribed', ['seg_20'], { change: 'decrease', strength: mg(10) });
    expect(merged(taken, lowered)).toEqual([taken, { ...lowered, previousStrength: mg(20) }]);
  });

  it('gives a drug read out and then raised the strengths of the raise, not of the reading (issue 28)', () => {
    const mg = (value: number) => ({ value, unit: 'mg' });
    const readOut = drug('amlodipine', 'prescribed', ['seg_3'], { strength: mg(5), frequency: { code: 'OD', perDay: 1 } });
    const raised = drug('amlodipine', 'prescribed', ['seg_5'], { change: 'increase', strength: mg(10), previousStrength: mg(5), frequency: { code: 'OD', perDay: 1 } });
    expect(merged(readOut, raised)).toEqual([{ ...readOut, evidence: ['seg_3', 'seg_5'], change: 'increase', strength: mg(10), previousStrength: mg(5) }]);
  });

  it('gives a change no strength before it when what was taken does not fit it', () => {
    const mg = (value: number) => ({ value, unit: 'mg' });
    const raised = drug('lisinopril', 'prescribed', ['seg_20'], { change: 'increase', strength: mg(40) });
    // Taken at a strength the change would not raise, in another unit, or at no strength said.
    for (const taken of [
      drug('lisinopril', 'current', ['seg_3'], { strength: mg(40) }),
      drug('lisinopril', 'current', ['seg_3'], { strength: mg(80) }),
      drug('lisinopril', 'current', ['seg_3'], { strength: { value: 20, unit: 'mcg' } }),
      drug('lisinopril', 'current', ['seg_3']),
      drug('losartan', 'current', ['seg_3'], { strength: mg(20) }),
    ]) {
      expect(merged(taken, raised)).toEqual([taken, raised]);
    }
    // A change that said its strength before keeps it.
    const said = { ...raised, previousStrength: mg(10) };
    expect(merged(drug('lisinopril', 'current', ['seg_3'], { strength: mg(20) }), said)[1]).toEqual(said);
  });
});

describe('a finding said more than once', () => {
  const finding = (presence: Finding['presence'], text: string, evidence: string): Finding => ({ name: 'fever', presence, temporality: 'current', subject: 'patient', text, evidence: [evidence], codes: [] });
  const mergedOf = (...findings: Finding[]) => mergeDuplicates({ ...emptyClinicalModel({ language: 'en-IN', mode: 'consultation' }), findings });

  it('reads a symptom had and gone by today as had, not as said both ways (issue 28, probe p25)', () => {
    const model = mergedOf(finding('present', 'yesterday evening little fever, hundred.', 'seg_5'), finding('absent', 'today no fever.', 'seg_5'));
    expect(model.contradictions).toEqual([]);
    expect(model.findings).toEqual([expect.objectContaining({ presence: 'present', evidence: ['seg_5'], gone: 'today' })]);
    const vomiting = mergedOf(finding('present', 'yesterday he vomited two times.', 'seg_9'), finding('absent', 'no vomiting since then.', 'seg_9'));
    expect(vomiting.contradictions).toEqual([]);
    expect(vomiting.findings).toEqual([expect.objectContaining({ presence: 'present', gone: 'now' })]);
  });

  it('reads a symptom back after it was gone as had, and the conflict kept (review of the change)', () => {
    const back = mergedOf(
      finding('present', 'yesterday he vomited twice.', 'seg_2'),
      finding('absent', 'today no vomiting.', 'seg_4'),
      finding('present', 'after lunch today he vomited once.', 'seg_6'),
    );
    expect(back.findings[0]).not.toHaveProperty('gone');
    expect(back.contradictions).toHaveLength(1);
    // The plan's "only if fever is above hundred" is no report of it.
    const conditional = mergedOf(finding('present', 'yesterday evening little fever.', 'seg_2'), finding('absent', 'today no fever.', 'seg_2'), finding('present', 'paracetamol only if fever is above hundred.', 'seg_9'));
    expect(conditional.findings[0]).toMatchObject({ gone: 'today' });
  });

  it('keeps the later word, and the conflict, when the denial tells no time of its own, or follows no time just before', () => {
    const episodic = mergedOf(finding('present', 'your primary care doctor sent you about headaches.', 'seg_1'), finding('absent', "today's okay actually, no headache right now.", 'seg_2'));
    expect(episodic.findings).toEqual([expect.objectContaining({ presence: 'absent' })]);
    expect(episodic.findings[0]).not.toHaveProperty('gone');
    const model = mergedOf(finding('present', 'i had a fever.', 'seg_3'), finding('absent', 'no fever.', 'seg_7'));
    expect(model.findings).toEqual([expect.objectContaining({ presence: 'absent' })]);
    expect(model.contradictions).toHaveLength(1);
    const denied = mergedOf(finding('absent', 'no fever today.', 'seg_3'), finding('present', 'actually i had fever last night.', 'seg_7'));
    expect(denied.findings).toEqual([expect.objectContaining({ presence: 'present' })]);
  });
});
