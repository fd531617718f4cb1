import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { missedTerms } from './asr-metrics.js';
import { inventedTerms, medicalConcepts } from './asr-medical.js';
import { CORPUS_DIR, FORMULARY_CORPUS_DIR, LATENCY_CLIP_ID, LJSPEECH_CORPUS_DIR, loadManifest, VITALS_CORPUS_DIR, VOICES_CORPUS_DIR, wavFormat, type ClipEntry } from './corpus.js';
import { loadLexiconAndFormulary, loadMedicalVocabulary } from '../../packages/server/src/lexicon/formulary/formulary.js';

const manifest = await loadManifest();

/** Every clip of `dir` is 16 kHz mono 16-bit PCM, and as long as `seconds` says for it. */
async function expectWavClips(dir: string, clips: readonly ClipEntry[], seconds: (clip: ClipEntry) => readonly [number, number]): Promise<void> {
  for (const clip of clips) {
    const format = wavFormat(await readFile(join(dir, clip.file)));
    expect({ ...format, durationS: 0 }, clip.id).toEqual({ sampleRate: 16_000, channels: 1, bitsPerSample: 16, durationS: 0 });
    const [min, max] = seconds(clip);
    expect(format.durationS, clip.id).toBeGreaterThanOrEqual(min);
    expect(format.durationS, clip.id).toBeLessThanOrEqual(max);
  }
}

describe('ASR corpus', () => {
  it('has at least 40 dictations with unique ids, including the latency clip', () => {
    expect(manifest.length).toBeGreaterThanOrEqual(41);
    expect(new Set(manifest.map((clip) => clip.id)).size).toBe(manifest.length);
    expect(manifest.map((clip) => clip.id)).toContain(LATENCY_CLIP_ID);
  });

  it('lists only terms that occur in their own reference', () => {
    for (const clip of manifest) {
      expect(missedTerms(clip.terms, clip.reference), clip.id).toEqual([]);
    }
  });

  it('stores 16 kHz mono 16-bit clips of 5-15 s (about 30 s for the latency clip)', async () => {
    await expectWavClips(CORPUS_DIR, manifest, (clip) => (clip.id === LATENCY_CLIP_ID ? [25, 35] : [5, 15]));
  });
});

const voices = await loadManifest(VOICES_CORPUS_DIR);

describe('ASR corpus of other synthesisers', () => {
  it('has unique ids and at least 3 voices from flite and festival, each reading at least 8 clips', () => {
    expect(new Set(voices.map((clip) => clip.id)).size).toBe(voices.length);
    const perVoice = new Map<string, number>();
    for (const clip of voices) perVoice.set(clip.voice, (perVoice.get(clip.voice) ?? 0) + 1);
    expect(perVoice.size).toBeGreaterThanOrEqual(3);
    expect([...perVoice.keys()].some((voice) => voice.startsWith('festival-'))).toBe(true);
    expect([...perVoice.keys()].some((voice) => voice.startsWith('flite-'))).toBe(true);
    for (const [voice, count] of perVoice) expect(count, voice).toBeGreaterThanOrEqual(8);
  });

  it('reads the same sentence as the espeak-ng clip of the same id', () => {
    const espeak = new Map(manifest.map((clip) => [clip.id, clip]));
    for (const clip of voices.filter((entry) => espeak.has(entry.id))) {
      const twin = espeak.get(clip.id);
      expect({ spoken: clip.spoken, reference: clip.reference, terms: clip.terms }, clip.id).toEqual({
        spoken: twin?.spoken, reference: twin?.reference, terms: twin?.terms,
      });
    }
  });

  it('lists only terms that occur in their own reference', () => {
    for (const clip of voices) expect(missedTerms(clip.terms, clip.reference), clip.id).toEqual([]);
  });

  it('stores 16 kHz mono 16-bit clips of 4-15 s', async () => {
    await expectWavClips(VOICES_CORPUS_DIR, voices, () => [4, 15]);
  });
});

const formulary = await loadManifest(FORMULARY_CORPUS_DIR);

describe('ASR corpus of formulary prescriptions', () => {
  const named = formulary.filter((clip) => clip.terms.length > 0);
  const unreal = formulary.filter((clip) => clip.terms.length === 0);
  const isFresh = (clip: ClipEntry) => clip.id.startsWith('fresh-');

  it('names one medicine per clip, each only the formulary has, a third of the first rows held out', async () => {
    const { lexicon, formulary: { medicines } } = await loadLexiconAndFormulary();
    const curated = new Set(lexicon.flatMap((entry) => [entry.term, ...entry.aliases]));
    const names = new Set(medicines.map((entry) => entry.term));
    expect(new Set(named.map((clip) => clip.terms[0])).size).toBe(named.length);
    for (const clip of named) {
      expect(clip.terms, clip.id).toHaveLength(1);
      expect(names.has(clip.terms[0]!) && !curated.has(clip.terms[0]!), clip.id).toBe(true);
      expect(missedTerms(clip.terms, clip.reference), clip.id).toEqual([]);
    }
    const first = formulary.filter((clip) => !isFresh(clip));
    expect(first.filter((clip) => clip.id.startsWith('held-')).length * 3).toBe(first.length);
    expect(first.every((clip) => /^(tune|held)-\d{2,3}$/.test(clip.id) && clip.terms.length === 1)).toBe(true);
    expect(formulary.filter(isFresh).every((clip) => /^fresh-\d{2}$/.test(clip.id))).toBe(true);
  });

  it('prescribes, among the fresh rows only, medicines that neither the lexicon nor the formulary names', async () => {
    const concepts = medicalConcepts((await loadMedicalVocabulary()).entries);
    expect(unreal.length).toBeGreaterThanOrEqual(3);
    for (const clip of unreal) {
      expect(isFresh(clip), clip.id).toBe(true);
      // Nothing of the lexicon or the formulary is said: every name the engine writes there is one nobody said.
      expect(inventedTerms(concepts, '', clip.reference), clip.id).toEqual([]);
    }
  });

  it('is read by four voices of two synthesisers, each reading tuning, held-out and fresh rows', () => {
    const voicesOf = (clips: typeof formulary) => new Set(clips.map((clip) => clip.voice));
    expect([...voicesOf(formulary)].sort()).toEqual(['festival-hts-slt', 'flite-awb', 'flite-rms', 'flite-slt']);
    for (const prefix of ['tune-', 'held-', 'fresh-']) expect(voicesOf(formulary.filter((clip) => clip.id.startsWith(prefix))).size, prefix).toBe(4);
  });

  it('stores 16 kHz mono 16-bit clips of 2-8 s', async () => {
    await expectWavClips(FORMULARY_CORPUS_DIR, formulary, () => [2, 8]);
  });
});

const vitals = await loadManifest(VITALS_CORPUS_DIR);

describe('ASR corpus of vitals', () => {
  it('is read by four voices of two synthesisers', () => {
    expect(vitals.every((clip) => /^vitals-\d{2}$/.test(clip.id))).toBe(true);
    expect([...new Set(vitals.map((clip) => clip.voice))].sort()).toEqual(['festival-hts-slt', 'flite-awb', 'flite-rms', 'flite-slt']);
  });

  it('stores 16 kHz mono 16-bit clips of 2-10 s', async () => {
    await expectWavClips(VITALS_CORPUS_DIR, vitals, () => [2, 10]);
  });
});

const ljspeech = await loadManifest(LJSPEECH_CORPUS_DIR);

describe('LJ Speech corpus', () => {
  it('holds the 32 clips, each with its reference file as its manifest reference', async () => {
    expect(ljspeech.map((clip) => clip.id)).toEqual(Array.from({ length: 32 }, (_, i) => `LJ001-${String(i + 1).padStart(4, '0')}`));
    for (const clip of ljspeech) {
      expect(clip.terms, clip.id).toEqual([]);
      expect((await readFile(join(LJSPEECH_CORPUS_DIR, `${clip.id}.ref.txt`), 'utf8')).trim(), clip.id).toBe(clip.reference);
    }
  });

  it('stores 16 kHz mono 16-bit clips of 1.5-12 s', async () => {
    await expectWavClips(LJSPEECH_CORPUS_DIR, ljspeech, () => [1.5, 12]);
  });
});
