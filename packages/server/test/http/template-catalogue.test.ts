/**
 * Every list of templates is the catalogue's (`src/domain/templates.ts`): the svc API's template ids (every `template_id`
 * of the OpenAPI document: what init and the manifest take and the status answers, beside a note template's id), the
 * MedScribeAlliance template list (found from the discovery document, with the built-in note templates), `scribe notes
 * --template` and the SDK's generated document types. A template the catalogue gains and one of them misses, or a list
 * written anywhere else, fails here.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Value } from '@sinclair/typebox/value';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SDK_TEMPLATE_TYPES_FILE } from '../../scripts/sdk-template-types.js';
import { notesCommand } from '../../src/cli/notes.command.js';
import { TEMPLATES } from '../../src/domain/templates.js';
import { TEMPLATE_RENDERERS } from '../../src/engines/notes/render/templates.js';
import { loadBuiltInTemplates } from '../../src/services/built-in-templates.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const VISIT = fileURLToPath(new URL('../fixtures/notes/fever-visit.txt', import.meta.url));

/** The ids a session is asked for, in the catalogue's order. */
const sessionTemplateIds = TEMPLATES.filter((template) => template.sessionOutput).map((template) => template.id);

describe('the template catalogue', () => {
  let s: TestServer;
  let msaHeaders: Record<string, string>;
  beforeAll(async () => {
    s = await startTestServer();
    msaHeaders = { authorization: `Bearer ${(await s.login()).access_token}`, 'msa-version': '0.1' };
  });
  afterAll(() => s.close());

  it("is the svc API's template ids, wherever the OpenAPI document takes or answers one", async () => {
    const doc: unknown = (await s.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const lists: string[][] = [];
    const walk = (node: unknown): void => {
      if (typeof node !== 'object' || node === null) return;
      const templateId = (node as { properties?: { template_id?: { enum?: string[]; anyOf?: { enum?: string[] }[] } } }).properties?.template_id;
      if (templateId) lists.push(templateId.enum ?? (templateId.anyOf ?? []).flatMap((option) => option.enum ?? []));
      Object.values(node).forEach(walk);
    };
    walk(doc);
    expect(lists.length).toBeGreaterThanOrEqual(2);
    for (const ids of lists) expect(ids).toEqual(sessionTemplateIds);
  });

  it('is the MedScribeAlliance template list, the transcript under the protocol\'s id, and a session may ask for each', async () => {
    const discovery = (await s.app.inject({ method: 'GET', url: '/.well-known/medscribealliance' })).json();
    const list = await s.app.inject({ method: 'GET', url: new URL(discovery.endpoints.templates_url).pathname, headers: msaHeaders });
    expect(list.statusCode).toBe(200);
    const listed = (list.json().templates as { id: string }[]).map((template) => template.id);
    // The catalogue's, and the built-in note templates every client may ask for (data/note-templates/).
    const expected = [...TEMPLATES.map((template) => (template.id === 'transcript_template' ? 'transcript' : template.id)), ...loadBuiltInTemplates().map((template) => template.id)];
    expect([...listed].sort()).toEqual([...expected].sort());
    for (const id of listed) {
      const created = await s.app.inject({ method: 'POST', url: '/medscribealliance/sessions', headers: msaHeaders, payload: { templates: [id], upload_type: 'chunked' } });
      expect(created.statusCode, `${id}: ${created.body}`).toBe(201);
    }
  });

  it('is what `scribe notes --template` takes: every template made from the clinical model, each written as its schema says', async () => {
    const notesTemplates = TEMPLATES.filter((template) => template.needs === 'clinical-model');
    const option = notesCommand().options.find((candidate) => candidate.long === '--template');
    expect(option?.description).toBe(notesTemplates.map((template) => template.id).join(', '));
    const stdout = vi.spyOn(process.stdout, 'write').mockReturnValue(true);
    const stderr = vi.spyOn(process.stderr, 'write').mockReturnValue(true);
    try {
      for (const template of notesTemplates) {
        stdout.mockClear();
        await notesCommand().parseAsync(['node', 'notes', VISIT, '--template', template.id]);
        const document: unknown = JSON.parse(stdout.mock.calls.map(([chunk]) => String(chunk)).join(''));
        expect([...Value.Errors(TEMPLATE_RENDERERS[template.id].document, document)].map((error) => `${template.id}${error.path}: ${error.message}`)).toEqual([]);
      }
    } finally {
      stdout.mockRestore();
      stderr.mockRestore();
    }
  });

  it("is what the SDK's generated document types cover", () => {
    const generated = ts.createSourceFile('templates.ts', fs.readFileSync(SDK_TEMPLATE_TYPES_FILE, 'utf8'), ts.ScriptTarget.Latest);
    // The members of `TemplateDocuments` (components.schemas.TemplateDocuments), as the SDK's types read them.
    const keys: string[] = [];
    const walk = (node: ts.Node): void => {
      if (ts.isPropertySignature(node) && node.name.getText(generated) === 'TemplateDocuments' && node.type && ts.isTypeLiteralNode(node.type)) {
        keys.push(...node.type.members.map((member) => member.name!.getText(generated)));
      }
      ts.forEachChild(node, walk);
    };
    walk(generated);
    expect(keys).toEqual(TEMPLATES.map((template) => template.id));
  });
});
