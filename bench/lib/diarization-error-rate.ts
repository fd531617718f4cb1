/**
 * Diarization error rate, for the diarization bench: (missed speech + false alarm + speaker confusion) / reference
 * speech, on a 10 ms grid, with the hypothesis labels mapped one-to-one onto the reference speakers in the way
 * that gives the least confusion. Reference turns are assumed not to overlap (the synthetic corpus has none).
 */

export interface LabelledSpan<Label> {
  start: number;
  end: number;
  speaker: Label;
}

export interface DerResult {
  /** Seconds of scored reference speech. */
  speech: number;
  missed: number;
  falseAlarm: number;
  confusion: number;
  der: number;
  /** Hypothesis label → reference speaker, as chosen. */
  mapping: Map<string, string>;
}

const STEP_S = 0.01;

/**
 * `collarS` seconds either side of every reference turn boundary are left out of the scoring (0.25 is the usual
 * NIST collar; 0 scores everything).
 */
export function diarizationErrorRate<R, H>(
  reference: readonly LabelledSpan<R>[],
  hypothesis: readonly LabelledSpan<H>[],
  collarS = 0,
): DerResult {
  const end = Math.max(0, ...reference.map((s) => s.end), ...hypothesis.map((s) => s.end));
  const cells = Math.ceil(end / STEP_S) + 1;
  const refSpeakers = [...new Set(reference.map((s) => String(s.speaker)))];
  const hypSpeakers = [...new Set(hypothesis.map((s) => String(s.speaker)))];
  const ref = new Int16Array(cells).fill(-1);
  const hyp = new Int16Array(cells).fill(-1);
  const scored = new Uint8Array(cells).fill(1);
  const paint = (grid: Int16Array, from: number, to: number, value: number) => {
    for (let i = Math.max(0, Math.round(from / STEP_S)); i < Math.min(cells, Math.round(to / STEP_S)); i++) grid[i] = value;
  };
  for (const s of reference) paint(ref, s.start, s.end, refSpeakers.indexOf(String(s.speaker)));
  for (const s of hypothesis) paint(hyp, s.start, s.end, hypSpeakers.indexOf(String(s.speaker)));
  if (collarS > 0) {
    for (const s of reference) {
      for (const boundary of [s.start, s.end]) {
        for (let i = Math.max(0, Math.round((boundary - collarS) / STEP_S)); i < Math.min(cells, Math.round((boundary + collarS) / STEP_S)); i++) scored[i] = 0;
      }
    }
  }
  // co[h][r]: cells where hypothesis h and reference r are both speaking.
  const co = hypSpeakers.map(() => new Array<number>(refSpeakers.length).fill(0));
  let speech = 0;
  let missed = 0;
  let falseAlarm = 0;
  let both = 0;
  for (let i = 0; i < cells; i++) {
    if (!scored[i]) continue;
    const r = ref[i]!;
    const h = hyp[i]!;
    if (r >= 0) speech++;
    if (r >= 0 && h < 0) missed++;
    else if (r < 0 && h >= 0) falseAlarm++;
    else if (r >= 0 && h >= 0) {
      both++;
      co[h]![r]!++;
    }
  }
  const { matched, mapping } = bestMapping(co);
  const named = new Map<string, string>();
  mapping.forEach((r, h) => {
    if (r >= 0) named.set(hypSpeakers[h]!, refSpeakers[r]!);
  });
  const confusion = both - matched;
  const errors = missed + falseAlarm + confusion;
  return {
    speech: speech * STEP_S,
    missed: missed * STEP_S,
    falseAlarm: falseAlarm * STEP_S,
    confusion: confusion * STEP_S,
    der: speech === 0 ? 0 : errors / speech,
    mapping: named,
  };
}

/** The one-to-one map of hypothesis onto reference labels with the most agreeing cells (exhaustive: few speakers). */
function bestMapping(co: number[][]): { matched: number; mapping: number[] } {
  const refCount = co[0]?.length ?? 0;
  let best = { matched: -1, mapping: [] as number[] };
  const used = new Array<boolean>(refCount).fill(false);
  const current: number[] = [];
  const search = (h: number, matched: number) => {
    if (h === co.length) {
      if (matched > best.matched) best = { matched, mapping: current.slice() };
      return;
    }
    current.push(-1);
    search(h + 1, matched);
    current.pop();
    for (let r = 0; r < refCount; r++) {
      if (used[r]) continue;
      used[r] = true;
      current.push(r);
      search(h + 1, matched + co[h]![r]!);
      current.pop();
      used[r] = false;
    }
  };
  search(0, 0);
  return best.matched < 0 ? { matched: 0, mapping: [] } : best;
}
