import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioFixture } from '../helpers/fixtures.js';
import { TRANSCRIPT_ONLY, sessionsClient } from '../helpers/sessions-client.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const TEMPLATES = ['transcript_template', 'clinical_notes_template', 'soap'].map((template_id) => ({ template_id }));

interface Item {
  template_id: string;
  value: string;
  status: string;
  errors: { code: string; msg: string }[];
}

/**
 * Issue 29: the svc status renders a finished session's templates from its stored result, and a session finished by an
 * older version, which kept its svc outputs in the `output` column, is answered with those, as they were.
 */
describe('the svc status of a finished session', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
    s.container.startWorker(silentLog);
  });
  afterAll(() => s.close());

  /** A dictation of two files (one unreadable: partial) with three templates, processed to its end. */
  async function finishedSession(txnId: string) {
    const { access_token } = await s.login();
    const sessions = sessionsClient(s.app, access_token);
    const target = await sessions.target(txnId);
    await sessions.post(target, { name: 'visit.wav', bytes: audioFixture('dictation-metformin.wav') });
    await sessions.post(target, { name: 'bad.wav', bytes: audioFixture('not-audio.wav') });
    await sessions.init(txnId, { ...TRANSCRIPT_ONLY, output_format_template: TEMPLATES });
    const done = await sessions.finished(txnId);
    expect(done.statusCode).toBe(206);
    return { sessions, done, v1: await sessions.fhirStatus(txnId) };
  }

  /** Runs `sql` on the session's row in the server's SQLite database. */
  function update(txnId: string, sql: string, ...values: unknown[]): void {
    const db = new Database(path.join(s.config.dataDir, 'scribe.db'));
    db.prepare(`UPDATE sessions SET ${sql} WHERE txn_id = ?`).run(...values, txnId);
    db.close();
  }

  const storedOutput = (txnId: string): unknown => {
    const db = new Database(path.join(s.config.dataDir, 'scribe.db'), { readonly: true });
    const row = db.prepare('SELECT output FROM sessions WHERE txn_id = ?').get(txnId) as { output: string | null };
    db.close();
    return row.output;
  };

  it('keeps no svc outputs of its own, and answers every template, v3 and v1, from the stored result', async () => {
    const { sessions, done, v1 } = await finishedSession('svc-result');
    expect(storedOutput('svc-result')).toBeNull();
    const output = done.json<{ data: { output: Item[] } }>().data.output;
    expect(output.map((item) => [item.template_id, item.status, item.value !== ''])).toEqual([
      ['transcript_template', 'partial_success', true],
      ['clinical_notes_template', 'partial_success', true],
      ['soap', 'partial_success', true],
    ]);
    expect(v1.json().warning).toEqual(output.flatMap((item) => item.errors.map(({ code, msg }) => ({ code, message: `${item.template_id}: ${msg}` }))));
    expect(v1.json().warning).toHaveLength(3);
    // Read again, rendered again: the same bytes.
    expect((await sessions.status('svc-result')).body).toBe(done.body);
    expect((await sessions.fhirStatus('svc-result')).body).toBe(v1.body);
  });

  it('answers a session finished by an older version with the svc outputs it kept, as they were, whatever its result', async () => {
    const { sessions, done } = await finishedSession('svc-legacy');
    const body = done.json<{ data: { output: Item[] } }>();
    // What an older version wrote at finish, told apart from what the result renders now.
    const kept = body.data.output.map((item) => ({ ...item, value: Buffer.from(`{"kept":"${item.template_id}"}`).toString('base64'), errors: [{ code: 'kept', msg: 'then' }] }));
    for (const result of ['result', `json_object('version', 1, 'files', result -> '$.files', 'fileErrors', result -> '$.fileErrors')`, 'NULL']) {
      update('svc-legacy', `output = ?, result = ${result}`, JSON.stringify(kept));
      const status = await sessions.status('svc-legacy');
      expect([result, status.statusCode, status.json()]).toEqual([result, 206, { ...body, data: { ...body.data, output: kept } }]);
      expect((await sessions.fhirStatus('svc-legacy')).json().warning).toEqual(kept.map((item) => ({ code: 'kept', message: `${item.template_id}: then` })));
    }
  });
});
