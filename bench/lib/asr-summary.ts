/** Corpus-level figures of the ASR benchmark, summed over the clips of a set (or of one voice of a set). */
import { sumWordErrors, wordErrorRate, type WordErrors } from './asr-metrics.js';
import type { ClipResult, PassResult } from './asr-report.js';

/** One invented medical term, with the clip it was heard in. */
export interface InventedInClip {
  clip: string;
  term: string;
  kind: string;
  heard: string;
}

export interface PassSummary {
  /** Corpus WER: edits summed over the clips / reference words summed over the clips. */
  wer: number;
  errors: WordErrors;
  /** Share of manifest terms found; null when the clips list no terms (LJ Speech). */
  termRecall: number | null;
  /** Share of reference dose/number spans found exactly; null when `medical` is false or there are none. */
  doseAccuracy: number | null;
  doses: { found: number; total: number };
  /** Share of the reference's vitals found (asr-vitals.ts); null when the clips say none. */
  vitalsAccuracy: number | null;
  vitals: { found: number; total: number };
  /** Invented medical terms, counted once per lexicon entry and clip. */
  inventedCount: number;
  /** Clips with at least one invented term. */
  inventedClips: number;
  invented: InventedInClip[];
  /** Sum of transcribe() wall time / sum of audio duration. */
  rtf: number;
}

export interface SetSummary {
  clips: number;
  audioS: number;
  terms: number;
  raw: PassSummary;
  corrected: PassSummary;
  /** Null when not every clip has an unbiased pass. */
  unbiased: PassSummary | null;
  /** Drugs and other terms never said, by where they came from (NEVER_SAID_RULE); null without the unbiased pass. */
  neverSaid: NeverSaid | null;
}

/** The definition recorded in bench/results/asr.json (keep in step with `neverSaidBySource`). */
export const NEVER_SAID_RULE =
  'invented medical terms by source, counted once per lexicon entry and clip: model, those of the unbiased decoder; ' +
  'bias, those of the raw pass (bias trie, no correction) that the unbiased decoder did not write in the clip; ' +
  'correction, those of the corrected pass (the product path) that the raw pass did not write in the clip';

export interface NeverSaid {
  model: number;
  bias: number;
  correction: number;
}

/** Each pass's invented terms that the pass before it (unbiased → raw → corrected) did not have in the same clip. */
export function neverSaidBySource(clips: readonly ClipResult[]): NeverSaid | null {
  if (clips.some((clip) => clip.unbiased === undefined)) return null;
  const brought = (pass: PassResult, before: PassResult | undefined) =>
    pass.invented.filter((term) => !before?.invented.some((other) => other.term === term.term)).length;
  const sum = (count: (clip: ClipResult) => number) => clips.reduce((total, clip) => total + count(clip), 0);
  return {
    model: sum((clip) => brought(clip.unbiased!, undefined)),
    bias: sum((clip) => brought(clip.raw, clip.unbiased)),
    correction: sum((clip) => brought(clip.corrected, clip.raw)),
  };
}

/** Sums the clips' figures; `medical` says whether dose accuracy means anything for these clips. */
export function summariseClips(clips: readonly ClipResult[], medical: boolean): SetSummary {
  const audioS = clips.reduce((sum, clip) => sum + clip.audioS, 0);
  const terms = clips.reduce((sum, clip) => sum + clip.terms, 0);
  const summarise = (passes: readonly PassResult[]): PassSummary => {
    const missed = passes.reduce((sum, pass) => sum + pass.missedTerms.length, 0);
    const seconds = passes.reduce((sum, pass) => sum + pass.seconds, 0);
    const errors = sumWordErrors(passes.map((pass) => pass.errors));
    const doses = {
      found: passes.reduce((sum, pass) => sum + pass.doses.found, 0),
      total: passes.reduce((sum, pass) => sum + pass.doses.total, 0),
    };
    const vitals = {
      found: passes.reduce((sum, pass) => sum + pass.vitals.found, 0),
      total: passes.reduce((sum, pass) => sum + pass.vitals.total, 0),
    };
    const invented = passes.flatMap((pass, i) => pass.invented.map((term) => ({ clip: clips[i]?.id ?? '', ...term })));
    return {
      wer: wordErrorRate(errors),
      errors,
      termRecall: terms === 0 ? null : (terms - missed) / terms,
      doseAccuracy: medical && doses.total > 0 ? doses.found / doses.total : null,
      doses,
      vitalsAccuracy: vitals.total > 0 ? vitals.found / vitals.total : null,
      vitals,
      inventedCount: invented.length,
      inventedClips: passes.filter((pass) => pass.invented.length > 0).length,
      invented,
      rtf: audioS === 0 ? 0 : seconds / audioS,
    };
  };
  const unbiased = clips.map((clip) => clip.unbiased).filter((pass) => pass !== undefined);
  return {
    clips: clips.length,
    audioS,
    terms,
    raw: summarise(clips.map((clip) => clip.raw)),
    corrected: summarise(clips.map((clip) => clip.corrected)),
    unbiased: clips.length > 0 && unbiased.length === clips.length ? summarise(unbiased) : null,
    neverSaid: clips.length > 0 ? neverSaidBySource(clips) : null,
  };
}

/** The clips grouped by voice, in order of first appearance. */
export function byVoice(clips: readonly ClipResult[]): Map<string, ClipResult[]> {
  const groups = new Map<string, ClipResult[]>();
  for (const clip of clips) groups.set(clip.voice, [...(groups.get(clip.voice) ?? []), clip]);
  return groups;
}
