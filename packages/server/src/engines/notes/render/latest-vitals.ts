/**
 * The vitals a note reports: for each vital (blood sugar by its qualifier), the reading said last. A reading
 * recalled from earlier ("it was two hundred over ninety in the emergency room") comes before the one taken in
 * the visit; two blood pressures side by side would leave the reader to guess which is today's.
 */
import type { Vital } from '../clinical-model.js';

export function latestVitals(vitals: readonly Vital[]): Vital[] {
  const last = new Map<string, Vital>();
  for (const vital of vitals) last.set(`${vital.kind}|${vital.qualifier ?? ''}`, vital);
  return vitals.filter((vital) => last.get(`${vital.kind}|${vital.qualifier ?? ''}`) === vital);
}
