/**
 * `npm run bench:redaction`: PHI redaction (issue 33) on bench/corpus/redaction, a development set written before the
 * redactor: identifier recall (every character of an identifier replaced, any tag), typed recall, clinical-term
 * preservation and over-redaction, per split (tune: developed on; held: kept out of development), locale and
 * identifier type, against the targets (recall ≥ 98%, preservation ≥ 99%). Writes bench/results/redaction.json.
 * It measures and never gates.
 */
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { loadVocabularyRedactor } from '../packages/server/src/engines/redaction/redactor.js';
import { passes, percent, printChecks, printTable, type Check } from './lib/asr-report.js';
import { loadRedactionCases, scoreCase, type CaseScore, type RedactionCounts } from './lib/redaction-score.js';
import { machine, runHeader, writeResults } from './lib/run-info.js';

const RESULTS_FILE = fileURLToPath(new URL('results/redaction.json', import.meta.url));
const MIN_RECALL = 0.98;
const MIN_PRESERVATION = 0.99;

const loadAtStart = loadavg()[0];
const cases = await loadRedactionCases();
const redactor = await loadVocabularyRedactor();
const scored = cases.map((testCase) => ({ testCase, score: scoreCase(testCase, redactor.redact(testCase.lines.map((line) => line.text)).found) }));

function summed(scores: readonly CaseScore[]) {
  const counts: RedactionCounts = { identifiers: 0, caught: 0, typed: 0, keep: 0, kept: 0, extra: 0, replaced: 0 };
  const byType: CaseScore['byType'] = {};
  for (const score of scores) {
    for (const key of Object.keys(counts) as (keyof RedactionCounts)[]) counts[key] += score.counts[key];
    for (const [type, row] of Object.entries(score.byType)) {
      const sum = (byType[type] ??= { identifiers: 0, caught: 0, typed: 0 });
      sum.identifiers += row.identifiers;
      sum.caught += row.caught;
      sum.typed += row.typed;
    }
  }
  const ratio = (a: number, b: number) => (b === 0 ? null : a / b);
  return {
    cases: scores.length,
    ...counts,
    recall: ratio(counts.caught, counts.identifiers),
    typedRecall: ratio(counts.typed, counts.identifiers),
    preservation: ratio(counts.kept, counts.keep),
    precision: ratio(counts.replaced - counts.extra, counts.replaced),
    byType,
  };
}

const groups = {
  tune: summed(scored.filter((s) => s.testCase.split === 'tune').map((s) => s.score)),
  held: summed(scored.filter((s) => s.testCase.split === 'held').map((s) => s.score)),
  'held, India': summed(scored.filter((s) => s.testCase.split === 'held' && s.testCase.locale === 'in').map((s) => s.score)),
  'held, US': summed(scored.filter((s) => s.testCase.split === 'held' && s.testCase.locale === 'us').map((s) => s.score)),
};
const show = (value: number | null) => (value === null ? '-' : percent(value));
printTable(
  ['split', 'cases', 'identifiers', 'recall', 'typed recall', 'clinical terms', 'preserved', 'replaced spans', 'precision'],
  Object.entries(groups).map(([name, g]) => [name, String(g.cases), String(g.identifiers), show(g.recall), show(g.typedRecall), String(g.keep), show(g.preservation), String(g.replaced), show(g.precision)]),
  [1, 2, 3, 4, 5, 6, 7, 8],
);
console.log();
const types = [...new Set(Object.keys(groups.tune.byType).concat(Object.keys(groups.held.byType)))].sort();
printTable(
  ['type', 'tune recall', 'held recall', 'held typed'],
  types.map((type) => {
    const [tune, held] = [groups.tune.byType[type], groups.held.byType[type]];
    return [type, tune ? `${show(tune.caught / tune.identifiers)} of ${tune.identifiers}` : '-', held ? `${show(held.caught / held.identifiers)} of ${held.identifiers}` : '-', held ? show(held.typed / held.identifiers) : '-'];
  }),
  [1, 2, 3],
);
console.log();
const checks: Check[] = [
  { name: 'held: identifier recall', value: groups.held.recall ?? undefined, target: { kind: 'min', limit: MIN_RECALL }, format: percent },
  { name: 'held: clinical-term preservation', value: groups.held.preservation ?? undefined, target: { kind: 'min', limit: MIN_PRESERVATION }, format: percent },
  { name: 'tune: identifier recall', value: groups.tune.recall ?? undefined, format: percent },
  { name: 'tune: clinical-term preservation', value: groups.tune.preservation ?? undefined, format: percent },
];
printChecks(checks);

await writeResults(RESULTS_FILE, {
  ...runHeader(machine(loadAtStart)),
  definitions: {
    recall: 'identifiers every character of which (but spaces) lies in a replaced span, any tag / identifiers',
    typedRecall: 'caught identifiers with a covering span of their own type / identifiers',
    preservation: 'clinical terms (the corpus\'s "keep") that no replaced span touches / clinical terms',
    precision: 'replaced spans that touch an identifier / replaced spans',
    split: 'tune: the cases the redactor was developed on; held: phi-97…phi-120, written by another writer and kept out of development (bench/corpus/redaction/README.md)',
  },
  checks: checks.map((check) => ({ name: check.name, value: check.value ?? null, target: check.target ?? null, pass: passes(check) ?? null })),
  groups,
  cases: scored.map(({ testCase, score }) => ({ id: testCase.id, split: testCase.split, locale: testCase.locale, notes: testCase.split === 'held' ? score.notes.length : score.notes })),
});
