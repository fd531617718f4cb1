import { Type } from '@sinclair/typebox';

export const PrometheusExposition = Type.String({
  $id: 'PrometheusExposition',
  description:
    'The metrics in the Prometheus text exposition format 0.0.4 (`# HELP`, `# TYPE`, then one sample a line), as a Prometheus server scrapes it.',
});
