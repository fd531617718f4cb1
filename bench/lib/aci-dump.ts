/**
 * `--dump <dir>`: per encounter, our note (`<id>.ours.md`), the clinician's reference (`<id>.reference.md`) and a
 * review (`<id>.review.md`: each key fact found or missed and where, our items that match no fact, and the writing
 * checks), under `<dir>/<split>/`, so that a reader can lay them side by side.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { KeyFactScore } from './key-facts.js';
import type { NoteChecks } from './note-checks.js';

export interface DumpedEncounter {
  id: string;
  ours: string;
  reference: string;
  checks: NoteChecks;
  /** Undefined when the encounter has no key facts yet. */
  keyFacts: KeyFactScore | undefined;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function factLines(score: KeyFactScore): string[] {
  const rows = score.facts.map(({ fact, counted, foundIn, elsewhere, withDose }) => {
    const state = fact.state && fact.state !== 'ordered' ? ` (${fact.state}: not counted)` : '';
    const verdict = foundIn !== undefined ? 'found' : elsewhere ? `missed: in ${elsewhere.region}` : 'missed';
    const dose = withDose === false && foundIn !== undefined ? ', dose missing' : '';
    const where = foundIn ?? elsewhere?.text ?? '';
    return `| ${fact.section} | ${cell(fact.text)}${state} | ${counted ? verdict + dose : '-'} | ${cell(where)} |`;
  });
  const wrong = score.items.filter((item) => !item.correct).map((item) => `- ${item.section}: ${item.text} (${item.reason})`);
  return [
    '## Key facts',
    '',
    '| section | fact | verdict | our item |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    `## Our items that count against precision (${wrong.length} of ${score.items.length})`,
    '',
    ...(wrong.length > 0 ? wrong : ['none']),
  ];
}

function checkLines(checks: NoteChecks): string[] {
  const list = (title: string, lines: string[]) => [`## ${title} (${lines.length})`, '', ...(lines.length > 0 ? lines : ['none']), ''];
  return [
    ...list(
      `Register violations, of ${checks.sentences} sentences`,
      checks.register.map((s) => `- ${s.text} (${s.violations.map((v) => `${v.kind}: ${v.words}`).join('; ')})`),
    ),
    ...list('History fragments (no subject)', checks.fragments.map((text) => `- ${text}`)),
    ...list('Copied from the conversation', checks.verbatim.map((s) => `- ${s.text} (copies "${s.copied}")`)),
    ...list('Said twice', checks.duplicates.map((d) => `- ${d.text} (repeats "${d.of}")`)),
  ];
}

export async function dumpEncounters(dir: string, split: string, encounters: readonly DumpedEncounter[]): Promise<void> {
  const into = join(dir, split);
  await mkdir(into, { recursive: true });
  for (const encounter of encounters) {
    const review = [
      `# ${encounter.id} (${split}): review`,
      '',
      ...(encounter.keyFacts ? factLines(encounter.keyFacts) : ['No key facts for this encounter yet.']),
      '',
      ...checkLines(encounter.checks),
    ];
    await writeFile(join(into, `${encounter.id}.ours.md`), encounter.ours);
    await writeFile(join(into, `${encounter.id}.reference.md`), `${encounter.reference.trim()}\n`);
    await writeFile(join(into, `${encounter.id}.review.md`), `${review.join('\n').trim()}\n`);
  }
  console.log(`\nwrote ${encounters.length} encounters to ${into} (<id>.ours.md, <id>.reference.md, <id>.review.md)`);
}
