/**
 * Vitals accuracy of the ASR benchmark: whether the vitals a reference says reach the notes from the hypothesis, with
 * their figures written as clinicians write them ("140/90", "100.2 °F").
 */
import { vitalsSaid, type VitalMatch } from '../../packages/server/src/engines/notes/vitals/extract-vitals.js';

/** The definition recorded in bench/results/asr.json (keep in step with `vitalsScore`). */
export const VITALS_RULE =
  'the vitals of the reference are those the notes engine reads from it (vitalsSaid in engines/notes/vitals, plausible ' +
  'or not); one is found when the notes engine reads from the hypothesis a vital of the same kind, values, unit and ' +
  'qualifier whose words write the same figures in digits ("140/90", "100.2": the numbers of the words the vital was ' +
  'read from, in order), each hypothesis vital matching one reference vital. Accuracy = found / vitals of the reference';

export interface VitalsScore {
  total: number;
  found: number;
  /** The reference's vitals not found, as "kind value[/value2] unit". */
  missed: string[];
}

interface ReadVital {
  key: string;
  figures: string;
  label: string;
}

function readVitals(text: string): ReadVital[] {
  const { plausible, implausible } = vitalsSaid(text);
  return [...plausible, ...implausible].map((vital: VitalMatch) => {
    const label = `${vital.kind} ${vital.value}${vital.value2 === undefined ? '' : `/${vital.value2}`} ${vital.unit}`;
    return {
      key: `${label} ${vital.qualifier ?? ''}`,
      figures: (text.slice(vital.start, vital.end).match(/\d+(?:[./]\d+)*/g) ?? []).join(' '),
      label,
    };
  });
}

/** How many of the reference's vitals the hypothesis gives the notes, written in the same figures (VITALS_RULE). */
export function vitalsScore(reference: string, hypothesis: string): VitalsScore {
  const wanted = readVitals(reference);
  const heard = readVitals(hypothesis);
  const missed: string[] = [];
  for (const vital of wanted) {
    const at = heard.findIndex((other) => other.key === vital.key && other.figures === vital.figures);
    if (at === -1) missed.push(vital.label);
    else heard.splice(at, 1);
  }
  return { total: wanted.length, found: wanted.length - missed.length, missed };
}
