/** Reading a Prometheus text exposition (`GET /metrics`) in tests and benches: prom-client has no parser. */

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The sample lines of an exposition; label values here hold no `"` or `,`. */
export function samples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries((match[2] ?? '').split(',').filter(Boolean).map((pair) => pair.split('=').map((part) => part.replace(/^"|"$/g, '')) as [string, string]));
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

/** The first sample named `name` whose labels include `labels`. */
export const findSample = (all: readonly Sample[], name: string, labels: Record<string, string>): Sample | undefined =>
  all.find((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value));
