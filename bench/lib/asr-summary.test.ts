import { describe, expect, it } from 'vitest';
import type { ClipResult, PassResult } from './asr-report.js';
import { byVoice, neverSaidBySource, summariseClips } from './asr-summary.js';

function pass(overrides: Partial<PassResult>): PassResult {
  return {
    hypothesis: '',
    seconds: 0.5,
    errors: { substitutions: 0, deletions: 0, insertions: 0, referenceWords: 10 },
    missedTerms: [],
    invented: [],
    doses: { total: 0, found: 0, missed: [] },
    vitals: { total: 0, found: 0, missed: [] },
    ...overrides,
  };
}

function clip(id: string, voice: string, raw: Partial<PassResult>, corrected: Partial<PassResult>, terms = 2): ClipResult {
  return { set: 'voices', id, voice, speed: 150, audioS: 5, terms, raw: pass(raw), corrected: pass(corrected) };
}

const clips = [
  clip('a', 'flite-slt', { errors: { substitutions: 2, deletions: 0, insertions: 0, referenceWords: 10 }, missedTerms: ['x'] }, {
    doses: { total: 2, found: 1, missed: ['500 mg'] },
    invented: [{ term: 'Pan', kind: 'brand', heard: 'pan' }, { term: 'fever', kind: 'symptom', heard: 'fever' }],
  }),
  clip('b', 'flite-rms', { errors: { substitutions: 0, deletions: 1, insertions: 0, referenceWords: 30 }, seconds: 1.5 }, {
    doses: { total: 2, found: 2, missed: [] },
  }),
];

describe('summariseClips', () => {
  it('sums errors, terms, doses and time over the clips before dividing', () => {
    const summary = summariseClips(clips, true);
    expect(summary).toMatchObject({ clips: 2, audioS: 10, terms: 4 });
    expect(summary.raw.wer).toBeCloseTo(3 / 40);
    expect(summary.raw.termRecall).toBeCloseTo(3 / 4);
    expect(summary.raw.rtf).toBeCloseTo(2 / 10);
    expect(summary.corrected.doseAccuracy).toBeCloseTo(3 / 4);
    expect(summary.corrected.doses).toEqual({ found: 3, total: 4 });
    expect(summary.raw.doseAccuracy).toBeNull();
  });

  it('lists every invented term with its clip and counts the clips that have one', () => {
    const { corrected, raw } = summariseClips(clips, true);
    expect(corrected.inventedCount).toBe(2);
    expect(corrected.inventedClips).toBe(1);
    expect(corrected.invented).toEqual([
      { clip: 'a', term: 'Pan', kind: 'brand', heard: 'pan' },
      { clip: 'a', term: 'fever', kind: 'symptom', heard: 'fever' },
    ]);
    expect(raw.inventedCount).toBe(0);
  });

  it('summarises the unbiased pass only when every clip has one', () => {
    expect(summariseClips(clips, true).unbiased).toBeNull();
    const withUnbiased = clips.map((c) => ({ ...c, unbiased: pass({ invented: [{ term: 'Dolo', kind: 'brand', heard: 'Dolo' }] }) }));
    expect(summariseClips(withUnbiased, true).unbiased?.invented).toEqual([
      { clip: 'a', term: 'Dolo', kind: 'brand', heard: 'Dolo' },
      { clip: 'b', term: 'Dolo', kind: 'brand', heard: 'Dolo' },
    ]);
  });

  it('counts vitals found over the clips, and has no vitals accuracy where none was said', () => {
    const said = [clip('c', 'flite-slt', {}, { vitals: { total: 3, found: 1, missed: ['pulse 88 /min', 'spo2 96 %'] } }), clip('d', 'flite-slt', {}, { vitals: { total: 1, found: 1, missed: [] } })];
    expect(summariseClips(said, true).corrected.vitalsAccuracy).toBeCloseTo(2 / 4);
    expect(summariseClips(clips, true).corrected.vitalsAccuracy).toBeNull();
  });

  it('has no term recall without terms and no dose accuracy outside medical sets', () => {
    const summary = summariseClips([clip('c', 'LJ', {}, { doses: { total: 1, found: 1, missed: [] } }, 0)], false);
    expect(summary.corrected.termRecall).toBeNull();
    expect(summary.corrected.doseAccuracy).toBeNull();
  });
});

describe('neverSaidBySource', () => {
  const term = (name: string) => ({ term: name, kind: 'drug', heard: name });
  it('charges each invented term to the first pass that wrote it in its clip', () => {
    const withSources = [
      { ...clips[0]!, unbiased: pass({ invented: [term('fentanyl')] }), raw: pass({ invented: [term('fentanyl'), term('Valium')] }), corrected: pass({ invented: [term('fentanyl'), term('Valium'), term('melatonin')] }) },
      { ...clips[1]!, unbiased: pass({ invented: [term('Valium')] }), raw: pass({}), corrected: pass({ invented: [term('Valium')] }) },
    ];
    expect(neverSaidBySource(withSources)).toEqual({ model: 2, bias: 1, correction: 2 });
  });

  it('is unknown unless every clip has its unbiased pass', () => {
    expect(neverSaidBySource(clips)).toBeNull();
  });
});

describe('byVoice', () => {
  it('groups clips by voice in order of first appearance', () => {
    const groups = byVoice([...clips, clip('c', 'flite-slt', {}, {})]);
    expect([...groups.keys()]).toEqual(['flite-slt', 'flite-rms']);
    expect(groups.get('flite-slt')?.map((c) => c.id)).toEqual(['a', 'c']);
  });
});
