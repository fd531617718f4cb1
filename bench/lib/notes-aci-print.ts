/** Console output of bench:notes:aci's writing checks and key facts: tables and the worst examples to read. */
import { percent, printTable } from './asr-report.js';
import { FACT_SECTIONS } from './key-facts-file.js';
import type { KeyFactScore } from './key-facts.js';
import type { KeyFactSummary, Ratio } from './key-facts-summary.js';
import type { NoteChecks } from './note-checks.js';

interface Encounter {
  id: string;
  writing: NoteChecks;
  keyFacts: KeyFactScore | undefined;
}

/** How many examples each list prints and the results file keeps; --dump has them all. */
const EXAMPLES = 15;

const clip = (text: string, length = 140) => (text.length <= length ? text : `${text.slice(0, length - 1)}…`);

function printList(title: string, lines: readonly string[]): void {
  console.log(`\n${title}: ${lines.length === 0 ? 'none' : lines.length > EXAMPLES ? `${lines.length}, the first ${EXAMPLES}` : ''}`);
  for (const line of lines.slice(0, EXAMPLES)) console.log(`  ${line}`);
}

/** The examples of the writing checks: 3 sentences of each note, most register violations first; the longest copies; every duplicate. */
export const writingExamples = (encounters: readonly Encounter[]) => ({
  register: [...encounters]
    .sort((a, b) => b.writing.register.length - a.writing.register.length)
    .flatMap((e) => e.writing.register.slice(0, 3).map((s) => ({ id: e.id, text: clip(s.text, 200), violations: s.violations })))
    .slice(0, EXAMPLES),
  verbatim: encounters
    .flatMap((e) => e.writing.verbatim.map((s) => ({ id: e.id, text: clip(s.text, 200), copied: s.copied })))
    .sort((a, b) => b.copied.length - a.copied.length)
    .slice(0, EXAMPLES),
  duplicates: encounters.flatMap((e) => e.writing.duplicates.map((d) => ({ id: e.id, text: clip(d.text, 200), of: clip(d.of, 200) }))),
});

export function printWriting(encounters: readonly Encounter[]): void {
  const examples = writingExamples(encounters);
  const total = (count: (e: Encounter) => number) => encounters.reduce((sum, e) => sum + count(e), 0);
  const heading = (title: string, shown: number, all: number) => console.log(`\n${title}: ${all === 0 ? 'none' : shown < all ? `${all}, ${shown} shown` : ''}`);
  heading('Register violations, the worst notes first', examples.register.length, total((e) => e.writing.register.length));
  for (const s of examples.register) console.log(`  ${s.id}  ${clip(s.text)}  [${s.violations.map((v) => `${v.kind}: ${v.words}`).join('; ')}]`);
  heading('Verbatim copies (8+ consecutive words of the conversation), longest first', examples.verbatim.length, total((e) => e.writing.verbatim.length));
  for (const s of examples.verbatim) console.log(`  ${s.id}  ${clip(s.text)}`);
  heading('Duplicate statements', examples.duplicates.length, examples.duplicates.length);
  for (const d of examples.duplicates) console.log(`  ${d.id}  "${clip(d.text, 80)}" repeats "${clip(d.of, 80)}"`);
}

const ratioCells = (r: Ratio | undefined) => (r === undefined || r.of === 0 ? ['0', '', ''] : [String(r.of), String(r.hits), r.value === undefined ? '' : percent(r.value)]);

/** Recall and precision by section; `reference`: the clinicians' notes scored the same way, beside ours. */
export function printKeyFacts(summary: KeyFactSummary, reference: KeyFactSummary | undefined, encounters: readonly Encounter[]): void {
  console.log(`\nKey facts by section (${summary.encounters} encounters with facts; "ref": the reference notes scored the same way):`);
  const sections = [...FACT_SECTIONS, 'plan_prose'] as const;
  const value = (r: Ratio | undefined) => (r?.value === undefined ? '' : percent(r.value));
  const rows = sections.map((section) => {
    const recall = (s: KeyFactSummary | undefined) => (section === 'plan_prose' ? undefined : s?.recallBySection[section]);
    return [section, ...ratioCells(recall(summary)), ...ratioCells(summary.precisionBySection[section]), value(recall(reference)), value(reference?.precisionBySection[section])];
  });
  rows.push(['all', ...ratioCells(summary.recall), ...ratioCells(summary.precision), value(reference?.recall), value(reference?.precision)]);
  printTable(['section', 'facts', 'found', 'recall', 'items', 'correct', 'precision', 'ref recall', 'ref precision'], rows, [1, 2, 3, 4, 5, 6, 7, 8]);
  const scored = encounters.flatMap((e) => (e.keyFacts ? [{ id: e.id, score: e.keyFacts }] : []));
  printList(
    'Facts found only in another section of our note',
    scored.flatMap(({ id, score }) =>
      score.facts.filter((f) => f.counted && !f.foundIn && f.elsewhere).map((f) => `${id}  ${f.fact.section}: ${clip(f.fact.text, 70)}  ← ${f.elsewhere!.region}: "${clip(f.elsewhere!.text, 70)}"`),
    ),
  );
  printList(
    'Orders the gold marks done, declined or past, written in our plan',
    scored.flatMap(({ id, score }) => score.items.filter((i) => i.reason?.startsWith('an order')).map((i) => `${id}  "${clip(i.text, 80)}": ${i.reason}`)),
  );
}
