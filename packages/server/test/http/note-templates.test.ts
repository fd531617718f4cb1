import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoteDocument } from '../../src/engines/notes/render/note-template.js';
import { countingExtractor } from '../helpers/counting-extractor.js';
import { audioFixture, FIXTURES_DIR } from '../helpers/fixtures.js';
import { medscribeClient } from '../helpers/medscribe-client.js';
import { schemaErrors } from '../helpers/medscribe-schemas.js';
import { scribeCli } from '../helpers/scribe-process.js';
import { decodeValue, sessionsClient, TRANSCRIPT_ONLY } from '../helpers/sessions-client.js';
import { makeDataDir, startTestServer, type TestServer } from '../helpers/test-server.js';

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A clinic's template, as its JSON file says it. */
const DIABETES_CLINIC = {
  id: 'diabetes_clinic',
  name: 'Diabetes clinic',
  description: 'Our follow-up note.',
  sections: [
    { heading: 'Complaint', sources: ['chief_complaint'], style: 'prose' },
    { heading: 'Allergies', sources: ['allergies'], optional: true },
    { heading: 'Rx', sources: ['medications'] },
    { heading: 'Plan', sources: ['plan'], style: 'prose' },
  ],
};

/**
 * Issue 33's first "Done when": a template created from a JSON file through the CLI is listed for its client, a session
 * asks for it (MedScribeAlliance and svc), and an older session, finished before the template existed, is rendered with
 * it from its stored result: the speech engine and the notes extractor, both watched, are not called again.
 */
describe('a clinic template made with `scribe templates create`', () => {
  const dataDir = makeDataDir();
  const env = { NODE_ENV: 'test', SCRIBE_DATA_DIR: dataDir };
  const scribe = (args: string[]) => scribeCli(args, env);
  let s: TestServer;
  let clientId: string;
  let token: string;
  const extractor = countingExtractor();


  beforeAll(async () => {
    const credentials = JSON.parse(await scribe(['clients', 'create', '--name', 'clinic', '--json'])) as { client_id: string; client_secret: string };
    clientId = credentials.client_id;
    s = await startTestServer({}, dataDir, { notesExtractor: extractor.load });
    s.container.startWorker(silentLog);
    const login = await s.app.inject({ method: 'POST', url: '/connect-auth/v1/account/login', payload: credentials });
    token = login.json<{ access_token: string }>().access_token;
  });
  afterAll(() => s.close());

  /** Writes a definition to a file and runs `scribe templates <command> --client … <file>`. */
  async function fromFile(command: 'create' | 'update', definition: unknown) {
    const file = path.join(dataDir, `${command}.json`);
    fs.writeFileSync(file, JSON.stringify(definition));
    return JSON.parse(await scribe(['templates', command, '--client', clientId, file])) as { id: string; version: number };
  }

  /** A MedScribeAlliance session of these templates, processed to its end. */
  async function finishedSession(templates: string[]) {
    const c = medscribeClient(s.app, token);
    const created = await c.create({ templates, upload_type: 'single', communication_protocol: 'http' });
    expect(created.statusCode).toBe(201);
    const session = created.json<{ session_id: string; upload_url: string }>();
    await c.uploadRaw(session.upload_url, 'visit.wav', audioFixture('dictation-metformin.wav'));
    expect((await c.end(session.session_id, 1)).statusCode).toBe(202);
    expect((await c.finished(session.session_id)).statusCode).toBe(200);
    return session.session_id;
  }

  const read = async (id: string, templates?: string) => {
    const response = await s.app.inject({
      method: 'GET',
      url: `/medscribealliance/sessions/${id}${templates === undefined ? '' : `?templates=${templates}`}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect([response.statusCode, schemaErrors('sessionCompleted', response.json())]).toEqual([200, []]);
    return response.json<{ templates: Record<string, { status: string; data: NoteDocument }> }>().templates;
  };

  it('is listed, used by sessions, and renders an older session from its stored result without recognising or extracting again', async () => {
    const older = await finishedSession(['transcript', 'soap']);

    expect(await fromFile('create', DIABETES_CLINIC)).toMatchObject({ id: 'diabetes_clinic', version: 1, built_in: false });
    const listed = await s.app.inject({ method: 'GET', url: '/medscribealliance/templates', headers: { authorization: `Bearer ${token}` } });
    const entries = listed.json<{ templates: { id: string; kind: string; version?: number }[] }>().templates;
    expect(entries).toContainEqual(expect.objectContaining({ id: 'diabetes_clinic', name: 'Diabetes clinic', kind: 'clinic', version: 1, available: true }));
    expect(entries.filter((t) => t.kind === 'built_in').map((t) => t.id)).toEqual(['cardiology_follow_up', 'ent', 'general_opd', 'orthopaedics', 'paediatrics']);

    // The older session, asked for the template afterwards: rendered from what it kept.
    const recognitions = s.speech!.calls.length;
    const extracted = extractor.calls;
    const later = await read(older, 'diabetes_clinic,soap');
    expect(s.speech!.calls.length).toBe(recognitions);
    expect(extractor.calls).toBe(extracted);
    const note = later.diabetes_clinic!;
    expect(note.status).toBe('success');
    expect(note.data.template).toEqual({ id: 'diabetes_clinic', version: 1, name: 'Diabetes clinic' });
    // The allergies were not talked about: hidden when empty.
    expect(note.data.sections.map((section) => section.heading)).toEqual(['Complaint', 'Rx', 'Plan']);
    expect(note.data.markdown).toMatch(/## Rx\n\n- Metformin 500 mg/);
    expect(later.soap!.status).toBe('success');

    // A session asking for it by id (MedScribeAlliance), recognised and extracted once.
    const asking = await finishedSession(['transcript', 'diabetes_clinic']);
    expect(extractor.calls).toBe(extracted + 1);
    expect((await read(asking)).diabetes_clinic).toEqual(note);
    const shown = JSON.parse(await scribe(['sessions', 'show', clientId, asking])) as { request: { noteTemplates: unknown[] }; output: unknown[] };
    expect(shown.request.noteTemplates).toEqual([{ ...DIABETES_CLINIC, version: 1 }]);
    expect(shown.output).toContainEqual(expect.objectContaining({ template_id: 'diabetes_clinic', version: 1, status: 'success', errors: [] }));

    // An svc session asking for it by `template_id`: an output item of its own, after the catalogue's.
    const svc = sessionsClient(s.app, token);
    await svc.post(await svc.target('svc-diabetes'), { name: 'visit.wav', bytes: audioFixture('dictation-metformin.wav') });
    const init = await svc.init('svc-diabetes', { ...TRANSCRIPT_ONLY, output_format_template: [{ template_id: 'diabetes_clinic' }, { template_id: 'transcript_template' }] });
    expect(init.statusCode).toBe(201);
    const output = (await svc.finished('svc-diabetes')).json<{ data: { output: { template_id: string; name: string; status: string; value: string }[] } }>().data.output;
    expect(output.map((item) => [item.template_id, item.name, item.status])).toEqual([
      ['transcript_template', 'Transcript', 'success'],
      ['diabetes_clinic', 'Diabetes clinic', 'success'],
    ]);
    expect(decodeValue<NoteDocument>(output[1]!.value)).toEqual(note.data);

    // A new version: the sessions that used version 1 keep it; one read with it afterwards gets the new one.
    const changed = { ...DIABETES_CLINIC, sections: [{ heading: 'Medicines', sources: ['medications'] }] };
    expect(await fromFile('update', changed)).toMatchObject({ version: 2 });
    expect((await read(asking)).diabetes_clinic).toEqual(note);
    const renamed = (await read(older, 'diabetes_clinic')).diabetes_clinic!;
    expect([renamed.data.template.version, renamed.data.sections.map((section) => section.heading)]).toEqual([2, ['Medicines']]);
    expect(s.speech!.calls.length).toBe(recognitions + 2);
    expect(extractor.calls).toBe(extracted + 2);
  });

  it("is its client's alone, and a session asking for an unknown template is refused, naming it", async () => {
    const other = await s.login();
    const headers = { authorization: `Bearer ${other.access_token}` };
    const listed = await s.app.inject({ method: 'GET', url: '/medscribealliance/templates', headers });
    expect(listed.json<{ templates: { id: string }[] }>().templates.map((t) => t.id)).not.toContain('diabetes_clinic');
    const shown = await s.app.inject({ method: 'GET', url: '/medscribealliance/templates/diabetes_clinic', headers });
    expect([shown.statusCode, shown.json().error.code]).toEqual([404, 'template_not_found']);
    const created = await medscribeClient(s.app, other.access_token).create({ templates: ['diabetes_clinic'], upload_type: 'single' });
    expect([created.statusCode, created.json().error]).toEqual([400, expect.objectContaining({ code: 'template_not_found', message: "Template 'diabetes_clinic' is not available" })]);
    const svc = sessionsClient(s.app, other.access_token);
    await svc.post(await svc.target('svc-other'), { name: 'visit.wav', bytes: audioFixture('dictation-metformin.wav') });
    const init = await svc.init('svc-other', { ...TRANSCRIPT_ONLY, output_format_template: [{ template_id: 'soap' }, { template_id: 'diabetes_clinic' }] });
    expect([init.statusCode, init.json().details]).toEqual([
      422,
      [{ field: '/output_format_template/1', message: "template diabetes_clinic is not available: neither the catalogue's nor a note template of this client" }],
    ]);
  });

  it('is created, read, changed and deleted through the API too, with errors that name the field, the id or the version', async () => {
    const headers = { authorization: `Bearer ${token}` };
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
      s.app.inject({ method, url: `/medscribealliance/templates${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
    const ent = { id: 'ent_quick', name: 'ENT quick', description: '', sections: [{ heading: 'Ear', sources: ['examination'] }] };

    const created = await call('POST', '', ent);
    expect([created.statusCode, created.json()]).toEqual([201, { ...ent, version: 1, built_in: false, created_at: expect.any(String) }]);
    expect((await call('POST', '', ent)).json().error.code).toBe('template_exists');
    expect((await call('POST', '', { ...ent, id: 'soap' })).statusCode).toBe(409);
    expect((await call('POST', '', { ...ent, id: 'general_opd' })).json().error).toMatchObject({ code: 'template_exists', message: "Template id 'general_opd' is taken by a built-in template" });

    const badSource = await call('POST', '', { ...ent, id: 'ent_bad', sections: [{ heading: 'Ear', sources: ['horoscope'] }] });
    expect([badSource.statusCode, badSource.json().error.code, badSource.json().error.message]).toEqual([400, 'invalid_request', expect.stringContaining('/sections/0/sources/0')]);
    const twice = await call('POST', '', { ...ent, id: 'ent_twice', sections: [...ent.sections, { heading: 'EAR', sources: ['advice'] }] });
    expect([twice.statusCode, twice.json().error]).toEqual([
      400,
      { code: 'invalid_template', message: 'not a valid template: sections[1].heading: two sections have this heading', details: { fields: [{ field: 'sections[1].heading', message: 'two sections have this heading' }] } },
    ]);

    const updated = await call('PUT', '/ent_quick', { ...ent, name: 'ENT, quick' });
    expect([updated.statusCode, updated.json().version, updated.json().name]).toEqual([200, 2, 'ENT, quick']);
    expect((await call('PUT', '/ent_quick', { ...ent, id: 'ent_other' })).json().error.details).toEqual({ fields: [{ field: 'id', message: 'must be ent_quick' }] });
    expect((await call('GET', '/ent_quick?version=1')).json()).toMatchObject({ name: 'ENT quick', version: 1 });
    expect((await call('GET', '/ent_quick')).json()).toMatchObject({ name: 'ENT, quick', version: 2 });
    expect((await call('GET', '/ent_quick?version=3')).statusCode).toBe(404);
    expect((await call('GET', '/general_opd')).json()).toMatchObject({ id: 'general_opd', version: 1, built_in: true, created_at: null });
    expect((await call('PUT', '/general_opd', { ...ent, id: 'general_opd' })).json().error.code).toBe('template_built_in');
    expect((await call('DELETE', '/general_opd')).statusCode).toBe(409);

    // Another client's template is one that does not exist.
    const other = { authorization: `Bearer ${(await s.login()).access_token}` };
    for (const [method, payload] of [['GET'], ['PUT', ent], ['DELETE']] as const) {
      const response = await s.app.inject({ method, url: '/medscribealliance/templates/ent_quick', headers: other, ...(payload ? { payload } : {}) });
      expect([method, response.statusCode, response.json().error.code]).toEqual([method, 404, 'template_not_found']);
    }

    expect((await call('DELETE', '/ent_quick')).statusCode).toBe(204);
    expect((await call('GET', '/ent_quick')).statusCode).toBe(404);
    expect((await call('DELETE', '/ent_quick')).statusCode).toBe(404);
    expect((await call('GET', '/ent_quick?version=2')).json()).toMatchObject({ version: 2 });
    expect((await call('POST', '', ent)).json().version).toBe(3);
  });

  it('is listed, shown in any version and deleted by `scribe templates`, which refuses an invalid file naming the field', async () => {
    await fromFile('create', { ...DIABETES_CLINIC, id: 'cli_only' });
    const listed = JSON.parse(await scribe(['templates', 'list', '--client', clientId, '--json'])) as { id: string; version: number; built_in: boolean }[];
    expect(listed.filter((t) => ['cli_only', 'diabetes_clinic'].includes(t.id)).map((t) => [t.id, t.version, t.built_in])).toEqual([['cli_only', 1, false], ['diabetes_clinic', 2, false]]);
    expect(listed.filter((t) => t.built_in)).toHaveLength(5);
    expect(await scribe(['templates', 'list', '--client', clientId])).toMatch(/^cli_only {2}v1 {2}own {2}Diabetes clinic$/m);
    // The definition as `update` takes it, to edit.
    expect(JSON.parse(await scribe(['templates', 'show', '--client', clientId, 'diabetes_clinic', '1']))).toEqual(DIABETES_CLINIC);
    expect(await scribe(['templates', 'delete', '--client', clientId, 'cli_only'])).toBe('deleted cli_only\n');
    await expect(scribe(['templates', 'show', '--client', clientId, 'cli_only'])).rejects.toThrow(/Template 'cli_only' does not exist/);
    await expect(fromFile('create', { ...DIABETES_CLINIC, id: 'broken', sections: [{ heading: 'Rx', sources: ['medications'], style: 'table' }] })).rejects.toThrow(
      /not a valid template: sections\[0\]\.style: /,
    );
    await expect(scribe(['templates', 'list', '--client', 'no-such-client'])).rejects.toThrow(/no active client no-such-client/);
  });

  it('`scribe templates derive` proposes, from five notes of one heading style, a template of their sections in their order', async () => {
    const folder = path.join(FIXTURES_DIR, 'note-templates', 'aci-bench');
    const notes = fs.readdirSync(folder).map((file) => path.join(folder, file));
    expect(notes).toHaveLength(5);
    const proposed = JSON.parse(await scribe(['templates', 'derive', '--id', 'aci_style', '--name', 'ACI style', ...notes])) as { id: string; sections: { heading: string; sources: string[] }[] };
    expect(proposed).toMatchObject({ id: 'aci_style', name: 'ACI style', description: expect.stringMatching(/^Derived from 5 example notes \(D2N002\.md, /) });
    expect(proposed.sections.map((section) => [section.heading, section.sources.join()])).toEqual([
      ['CHIEF COMPLAINT', 'chief_complaint'],
      ['HISTORY OF PRESENT ILLNESS', 'history_of_present_illness'],
      ['REVIEW OF SYSTEMS', 'review_of_systems'],
      ['PHYSICAL EXAMINATION', 'examination'],
      ['RESULTS', 'results'],
      ['ASSESSMENT AND PLAN', 'assessment_and_plan'],
    ]);
    // What it proposes is a template the clinic can create as it is.
    expect(await fromFile('create', proposed)).toMatchObject({ id: 'aci_style', version: 1 });
  });
});
