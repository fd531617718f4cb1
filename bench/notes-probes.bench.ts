/**
 * `npm run bench:notes:probes [-- --dump <dir>]`: the notes engine on the probe consultations of
 * bench/corpus/notes-probes (written by helpers who had read neither the code nor its output; README.md there), scored
 * with the key facts of `facts-1.json` (p01–p12) and `facts-2.json` (p13–p28) exactly as bench:notes:aci scores
 * ACI-BENCH (bench/lib/key-facts.ts: recall by section, a fact in the wrong section missed; precision over the
 * enumerable sections), with the same writing checks (register, verbatim copies, duplicates).
 *
 * Three sets: `probes-1` (p01–p12) and `probes-2-tune` (the odd ones of p13–p27) are tuning material; `probes-2-held`
 * (the even ones of p14–p28) is kept out of tuning and reported apart. `--dump` writes our note, the gold note and
 * the review of the tuning sets only, so that the held-out notes are not read while the code is changed for them.
 *
 * Prints the figures and writes bench/results/notes-probes.json; it measures and never gates.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { renderSoap } from '../packages/server/src/engines/notes/render/soap.js';
import { segmentsFromText } from '../packages/server/src/engines/notes/dialogue/transcript-text.js';
import { conversationAndDictation, dialogueTurns } from './lib/aci.js';
import { dumpEncounters } from './lib/aci-dump.js';
import { loadNotesReader, type NotesReader } from './lib/notes-reader.js';
import { percent, printChecks, printTable, type Check } from './lib/asr-report.js';
import { parseFactsFile, type EncounterFacts } from './lib/key-facts-file.js';
import { scoreKeyFacts, type KeyFactScore } from './lib/key-facts.js';
import { summariseKeyFacts } from './lib/key-facts-summary.js';
import { checkNote, summariseNoteChecks, type NoteChecks } from './lib/note-checks.js';
import { noteItems } from './lib/note-items.js';
import { printKeyFacts, printWriting } from './lib/notes-aci-print.js';
import { machine, runHeader, writeResults } from './lib/run-info.js';

const CORPUS_DIR = fileURLToPath(new URL('corpus/notes-probes/', import.meta.url));
const RESULTS_FILE = fileURLToPath(new URL('results/notes-probes.json', import.meta.url));
const FACT_FILES = ['facts-1.json', 'facts-2.json'];
const LANGUAGE = 'en-US';

const SETS = ['probes-1', 'probes-2-tune', 'probes-2-held'] as const;
type ProbeSet = (typeof SETS)[number];

/** p01–p12 the first batch; of the second, the even numbers are held out. */
function setOf(id: string): ProbeSet {
  const number = Number(id.slice(1));
  if (number <= 12) return 'probes-1';
  return number % 2 === 0 ? 'probes-2-held' : 'probes-2-tune';
}

interface ProbeResult {
  id: string;
  set: ProbeSet;
  writing: NoteChecks;
  keyFacts: KeyFactScore | undefined;
  texts: { ours: string; gold: string };
}

async function loadFacts(): Promise<{ facts: Map<string, EncounterFacts>; notes: string[] }> {
  const facts = new Map<string, EncounterFacts>();
  const notes: string[] = [];
  for (const name of FACT_FILES) {
    try {
      for (const [id, encounter] of parseFactsFile(name, JSON.parse(await readFile(join(CORPUS_DIR, name), 'utf8')), notes)) facts.set(id, encounter);
    } catch (error) {
      notes.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { facts, notes };
}

async function scoreProbe(id: string, reader: NotesReader, facts: EncounterFacts | undefined): Promise<ProbeResult> {
  const transcript = await readFile(join(CORPUS_DIR, `${id}.txt`), 'utf8');
  const gold = await readFile(join(CORPUS_DIR, `${id}.gold.md`), 'utf8').catch(() => '');
  const model = reader.read(segmentsFromText(transcript), LANGUAGE);
  const { markdown } = renderSoap(model);
  const items = noteItems(markdown);
  return {
    id,
    set: setOf(id),
    writing: checkNote(items, conversationAndDictation(dialogueTurns(transcript))),
    keyFacts: facts && scoreKeyFacts(items, facts.facts),
    texts: { ours: markdown, gold },
  };
}

function summariseSet(results: readonly ProbeResult[]) {
  const scored = results.flatMap((r) => (r.keyFacts ? [r.keyFacts] : []));
  return {
    probes: results.length,
    withFacts: scored.length,
    keyFacts: scored.length === 0 ? undefined : summariseKeyFacts(scored),
    writing: summariseNoteChecks(results.map((r) => r.writing)),
  };
}
type SetSummary = ReturnType<typeof summariseSet>;

function setChecks(set: ProbeSet, summary: SetSummary): Check[] {
  const facts = summary.keyFacts;
  const ratio = (r: { hits: number; of: number } | undefined) => (r ? `${r.hits} of ${r.of}` : 'no key facts');
  return [
    { name: `${set}: key-fact recall (${ratio(facts?.recall)})`, value: facts?.recall.value, format: percent },
    { name: `${set}: key-fact precision, items (${ratio(facts?.precision)})`, value: facts?.precision.value, format: percent },
    { name: `${set}: medication recall, key facts with dose (${ratio(facts?.medicationRecall)})`, value: facts?.medicationRecall.value, format: percent },
    { name: `${set}: register violations per note`, value: summary.writing.register.perNote, format: (v) => v.toFixed(2) },
    { name: `${set}: verbatim copies per note`, value: summary.writing.verbatim.perNote, format: (v) => v.toFixed(2) },
    { name: `${set}: duplicate statements per note`, value: summary.writing.duplicates.perNote, format: (v) => v.toFixed(2) },
  ];
}

const { values } = parseArgs({ options: { dump: { type: 'string' } } });
const loadAtStart = loadavg()[0];
const reader = await loadNotesReader();
const { facts, notes } = await loadFacts();
if (notes.length > 0) console.log(`key facts left out: ${notes.join('; ')}`);
const ids = (await readdir(CORPUS_DIR))
  .flatMap((name) => /^(p\d+)\.txt$/.exec(name)?.slice(1, 2) ?? [])
  .sort();
const results = await Promise.all(ids.map((id) => scoreProbe(id, reader, facts.get(id))));

const checks: Check[] = [];
const reports: Record<string, unknown> = {};
for (const set of SETS) {
  const inSet = results.filter((r) => r.set === set);
  if (inSet.length === 0) continue;
  const summary = summariseSet(inSet);
  console.log(`\n== ${set}: ${inSet.length} consultations, ${summary.withFacts} with key facts ==`);
  printTable(
    ['probe', 'facts found', 'items right', 'register', 'verbatim'],
    inSet.map((r) => {
      const counted = r.keyFacts?.facts.filter((f) => f.counted) ?? [];
      const items = r.keyFacts?.items ?? [];
      return [r.id, `${counted.filter((f) => f.foundIn !== undefined).length}/${counted.length}`, `${items.filter((i) => i.correct).length}/${items.length}`, String(r.writing.register.length), String(r.writing.verbatim.length)];
    }),
    [1, 2, 3, 4],
  );
  // The held-out set is reported by its figures only: its notes and misses are not printed.
  if (set !== 'probes-2-held') {
    printWriting(inSet);
    if (summary.keyFacts) printKeyFacts(summary.keyFacts, undefined, inSet);
  }
  const own = setChecks(set, summary);
  checks.push(...own);
  reports[set] = {
    probes: inSet.map((r) => r.id),
    checks: own.map((c) => ({ name: c.name, value: c.value ?? null })),
    keyFacts: summary.keyFacts,
    writing: { register: summary.writing.register.perNote, verbatim: summary.writing.verbatim.perNote, duplicates: summary.writing.duplicates.perNote },
  };
}
printChecks(checks);

if (values.dump !== undefined) {
  for (const set of SETS.filter((s) => s !== 'probes-2-held')) {
    const inSet = results.filter((r) => r.set === set);
    if (inSet.length === 0) continue;
    await dumpEncounters(values.dump, set, inSet.map((r) => ({ id: r.id, ours: r.texts.ours, reference: r.texts.gold, checks: r.writing, keyFacts: r.keyFacts })));
  }
}

await writeResults(RESULTS_FILE, {
  benchmark: 'probe consultations of bench/corpus/notes-probes, key facts as bench:notes:aci scores them',
  extractor: 'rule-based',
  template: 'soap',
  ...runHeader(machine(loadAtStart)),
  sets: reports,
});
