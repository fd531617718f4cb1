import fs from 'node:fs/promises';
import path from 'node:path';
import { Command } from 'commander';
import { findTemplate, type OutputItem, type ScribeClient, type SessionFinished } from '@svc-scribe/sdk';
import { isTemplateId, TEMPLATE_IDS } from '../../domain/templates.js';
import { printWarnings } from '../warnings.js';
import { savedClient } from './credentials.js';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

async function finishedSession(client: ScribeClient, txnId: string): Promise<SessionFinished> {
  const result = await client.sessions.status(txnId);
  if (result.status === 'in-progress') throw new Error(`session ${txnId} is still in progress: try again later`);
  if (result.status === 'failed') throw new Error(`session ${txnId} failed: ${result.error.code}: ${result.error.msg}`);
  return result;
}

/** Writes each template, the FHIR document (for the whole session) and the notes' and SOAP note's Markdown; answers the paths. */
async function writeFiles(client: ScribeClient, result: SessionFinished, items: readonly OutputItem[], dir: string, withFhir: boolean): Promise<string[]> {
  await fs.mkdir(dir, { recursive: true });
  const files: [name: string, content: string][] = items
    .filter((item) => item.value !== null)
    .map((item) => [`${result.txnId}.${item.template_id}.json`, json(item.value)]);
  const markdown = findTemplate({ output: items }, 'clinical_notes_template')?.value?.markdown;
  if (markdown) files.push([`${result.txnId}.notes.md`, markdown]);
  const soap = findTemplate({ output: items }, 'soap')?.value?.markdown;
  if (soap) files.push([`${result.txnId}.soap.md`, soap]);
  if (withFhir) {
    const { bundle } = await client.sessions.fhir(result.txnId);
    if (bundle) files.push([`${result.txnId}.fhir.json`, json(bundle)]);
  }
  return Promise.all(
    files.map(async ([name, content]) => {
      const file = path.join(dir, name);
      await fs.writeFile(file, content);
      return file;
    }),
  );
}

/** `scribe result <txn>`: a finished session's decoded templates, on stdout or as files; their warnings on stderr. */
export function resultCommand(): Command {
  return new Command('result')
    .description("print a finished session's templates as JSON, or write them to files")
    .argument('<txn>', 'the txn id `scribe upload` printed')
    .option('--template <id>', `only this template (${TEMPLATE_IDS.join(', ')}); on stdout, the document alone`)
    .option('--out <dir>', 'write <txn>.<template>.json per template, <txn>.fhir.json, <txn>.notes.md and <txn>.soap.md instead')
    .action(async (txnId: string, opts: { template?: string; out?: string }) => {
      if (opts.template !== undefined && !isTemplateId(opts.template)) {
        throw new Error(`unknown template ${opts.template}: use ${TEMPLATE_IDS.join(', ')}`);
      }
      const client = await savedClient();
      const result = await finishedSession(client, txnId);
      const items = opts.template === undefined ? result.output : result.output.filter((item) => item.template_id === opts.template);
      if (opts.template !== undefined && items.length === 0) throw new Error(`session ${txnId} has no ${opts.template}`);
      if (opts.out !== undefined) {
        // The FHIR document covers the session, not one template: only written when all are asked for.
        for (const file of await writeFiles(client, result, items, opts.out, opts.template === undefined)) process.stdout.write(`${file}\n`);
      } else if (opts.template !== undefined) {
        process.stdout.write(json(items[0]!.value));
      } else {
        process.stdout.write(json(Object.fromEntries(items.map((item) => [item.template_id, item.value]))));
      }
      // The notes templates share one clinical model, and so its warnings: each said once.
      const warnings = new Map(items.flatMap((item) => item.warnings).map((w) => [`${w.code}: ${w.msg}`, w]));
      printWarnings([...warnings.values()]);
    });
}
