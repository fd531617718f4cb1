/**
 * `npm run bench:notes:hpi-labels`: the HPI sentences of the ACI-BENCH train notes labelled as a clinician would edit
 * them (bench/corpus/hpi-labels, README.md there), against the notes the engine writes now: per label, how many of the
 * labelled sentences are gone from the HPI. A change to the notes should take away DELETE and WRONG sentences and keep
 * the KEEP ones. Prints the counts and writes bench/results/notes-hpi-labels.json; it measures and never gates.
 */
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { renderSoap } from '../packages/server/src/engines/notes/render/soap.js';
import { extractClinicalModel } from '../packages/server/src/engines/notes/rule-based-extractor.js';
import { TermIndex } from '../packages/server/src/engines/notes/term-index.js';
import { loadMedicalVocabulary } from '../packages/server/src/lexicon/formulary/formulary.js';
import { loadAciSplit } from './lib/aci.js';
import { printTable } from './lib/asr-report.js';
import { machine, runHeader, writeResults } from './lib/run-info.js';

const CORPUS_DIR = new URL('corpus/hpi-labels/', import.meta.url);
const RESULTS_FILE = fileURLToPath(new URL('results/notes-hpi-labels.json', import.meta.url));
const HALVES = ['tune', 'held'] as const;
const LABELS = ['KEEP', 'REWORD', 'MOVE', 'DELETE', 'WRONG'] as const;
type Label = (typeof LABELS)[number];

interface LabelledSentence {
  id: string;
  sentence: string;
  label: Label;
}

async function labelled(half: (typeof HALVES)[number]): Promise<LabelledSentence[]> {
  const [, ...rows] = (await readFile(new URL(`${half}.tsv`, CORPUS_DIR), 'utf8')).split('\n').filter((line) => line !== '');
  return rows.map((row) => {
    const [id, , sentence, label] = row.split('\t');
    if (!LABELS.includes(label as Label)) throw new Error(`${half}.tsv: "${label}" is no label (${id})`);
    return { id: id!, sentence: sentence!, label: label as Label };
  });
}

/** The HPI of a note as the markdown writes it. */
const hpiOf = (markdown: string) => /## HISTORY OF PRESENT ILLNESS\n([\s\S]*?)(?=\n## |$)/.exec(markdown)?.[1] ?? '';

const host = machine(loadavg()[0]);
const index = new TermIndex((await loadMedicalVocabulary()).entries);
const hpi = new Map<string, string>();
for (const encounter of await loadAciSplit('train')) {
  const model = extractClinicalModel({ segments: encounter.segments, mode: 'consultation', language: 'en-US' }, index);
  hpi.set(encounter.id, hpiOf(renderSoap(model).markdown));
}

const halves: Record<string, Record<Label, { labelled: number; gone: number }>> = {};
for (const half of HALVES) {
  const counts = Object.fromEntries(LABELS.map((label) => [label, { labelled: 0, gone: 0 }])) as Record<Label, { labelled: number; gone: number }>;
  for (const { id, sentence, label } of await labelled(half)) {
    counts[label].labelled += 1;
    if (!(hpi.get(id) ?? '').includes(sentence)) counts[label].gone += 1;
  }
  halves[half] = counts;
}

console.log('HPI sentences labelled on the notes of 66a36667 that the notes no longer write, by label:\n');
printTable(
  ['half', ...LABELS],
  HALVES.map((half) => [half, ...LABELS.map((label) => `${halves[half]![label].gone} of ${halves[half]![label].labelled}`)]),
  LABELS.map((_label, k) => k + 1),
);
await writeResults(RESULTS_FILE, { ...runHeader(host), labelledAt: '66a36667', halves });
