import fs from 'node:fs';
import path from 'node:path';
import { Command } from 'commander';
import type { Store } from '../adapters/db/store.js';
import { openNoteTemplates } from '../container.js';
import { definitionErrors } from '../domain/note-templates.js';
import { deriveTemplate } from '../engines/notes/derive/derive-template.js';
import type { NoteTemplatesService } from '../services/note-templates.service.js';
import { noteTemplateView } from './views.js';
import { withStore } from './with-store.js';

/** The note templates of an active client, over the configured store. */
function withTemplates<T>(clientId: string, work: (templates: NoteTemplatesService) => Promise<T>): Promise<T> {
  return withStore(async (store: Store) => {
    const client = await store.clients.findById(clientId);
    if (!client || client.revokedAt) throw new Error(`no active client ${clientId}`);
    return work(openNoteTemplates(store, () => new Date()));
  });
}

/** A template definition from a JSON file (JSON only: no YAML reader is a dependency of the server). */
function definitionFile(file: string): unknown {
  const text = fs.readFileSync(file, 'utf8');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not JSON: ${(error as Error).message}`);
  }
}

const print = (value: unknown) => process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);

/** `scribe templates …`: a client's note templates (issue 33), on the store of SCRIBE_DATA_DIR or SCRIBE_DATABASE_URL. */
export function templatesCommand(): Command {
  const templates = new Command('templates').description("list, show, create, change and delete a client's note templates; derive one from example notes");
  const client = ['--client <client_id>', 'the client whose templates these are'] as const;

  templates
    .command('list')
    .description('the built-in note templates and the client\'s own, with their current versions')
    .requiredOption(...client)
    .option('--json', 'print JSON')
    .action(async (opts: { client: string; json?: boolean }) => {
      const all = (await withTemplates(opts.client, (t) => t.list(opts.client))).map(noteTemplateView);
      if (opts.json) {
        process.stdout.write(`${JSON.stringify(all)}\n`);
        return;
      }
      for (const t of all) process.stdout.write(`${t.id}  v${t.version}  ${t.built_in ? 'built-in' : 'own'}  ${t.name}\n`);
    });

  templates
    .command('show <template_id> [version]')
    .description('a template\'s definition (JSON, as `update` takes it), its latest version or the one named; the version on stderr')
    .requiredOption(...client)
    .action(async (templateId: string, version: string | undefined, opts: { client: string }) => {
      if (version !== undefined && !/^[1-9]\d{0,8}$/.test(version)) throw new Error(`version ${version}: a whole number from 1`);
      const shown = await withTemplates(opts.client, (t) => t.get(opts.client, templateId, version === undefined ? undefined : Number(version)));
      const { version: number, ...definition } = shown.template;
      process.stderr.write(`${templateId} version ${number}, ${shown.builtIn ? 'built in' : `written ${shown.createdAt?.toISOString()}`}\n`);
      print(definition);
    });

  templates
    .command('create <file.json>')
    .description('create a template from its definition (JSON): its version 1')
    .requiredOption(...client)
    .action(async (file: string, opts: { client: string }) => {
      const definition = definitionFile(file);
      print(noteTemplateView(await withTemplates(opts.client, (t) => t.create(opts.client, definition))));
    });

  templates
    .command('update <file.json>')
    .description("change a template to the definition (JSON) of the same id: its next version; sessions started before keep theirs")
    .requiredOption(...client)
    .action(async (file: string, opts: { client: string }) => {
      const definition = definitionFile(file);
      const id = (definition as { id?: unknown }).id;
      if (typeof id !== 'string') throw new Error(`${file}: id: a template id is required`);
      print(noteTemplateView(await withTemplates(opts.client, (t) => t.update(opts.client, id, definition))));
    });

  templates
    .command('delete <template_id>')
    .description('delete a template: no longer listed or asked for; sessions that used it keep their version')
    .requiredOption(...client)
    .action(async (templateId: string, opts: { client: string }) => {
      await withTemplates(opts.client, (t) => t.remove(opts.client, templateId));
      process.stdout.write(`deleted ${templateId}\n`);
    });

  templates
    .command('derive <notes...>')
    .description('propose a template from example notes (Markdown or text): their headings, in order, each mapped to the clinical model')
    .option('--id <id>', 'the template id to propose', 'derived_template')
    .option('--name <name>', 'its name', 'Derived template')
    .action((files: string[], opts: { id: string; name: string }) => {
      const notes = files.map((file) => fs.readFileSync(file, 'utf8'));
      const description = `Derived from ${files.length} example note${files.length === 1 ? '' : 's'} (${files.map((file) => path.basename(file)).join(', ')}).`;
      const { definition, notes: remarks } = deriveTemplate(notes, { id: opts.id, name: opts.name, description });
      const [error] = definitionErrors(definition);
      if (error) throw new Error(`the template proposed is not valid: ${error.field}: ${error.message}`);
      for (const remark of remarks) process.stderr.write(`check: ${remark}\n`);
      print(definition);
    });

  return templates;
}
