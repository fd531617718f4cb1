/**
 * One session's summary for the web app (issue 33): what the clinician called the visit and the patient, the chief
 * complaints once it has finished, and how far its processing has gone while it runs (`GET /voice/api/v2/transactions/{txn_id}`).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SessionProgress } from '../../src/domain/sessions.js';
import { audioFixture } from '../helpers/fixtures.js';
import { sessionsClient } from '../helpers/sessions-client.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const PASSWORD = 'correct horse battery';
const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe("a session's summary: its label, patient, chief complaints and progress", () => {
  let s: TestServer;
  let ann: { authorization: string };
  let ben: { authorization: string };
  /** Every progress the processor wrote, with the summary the route answered right after each. */
  const seen: { progress: SessionProgress; answered: unknown }[] = [];

  beforeAll(async () => {
    s = await startTestServer();
    const { client_id } = await s.createClient({ name: 'clinic' });
    const signIn = async (email: string) => {
      await s.container.users.create({ clientId: client_id, email, password: PASSWORD });
      const response = await s.app.inject({ method: 'POST', url: '/connect-auth/v1/users/login', payload: { email, password: PASSWORD } });
      return { authorization: `Bearer ${response.json().access_token as string}` };
    };
    ann = await signIn('ann@clinic.example');
    ben = await signIn('ben@clinic.example');
    const sessions = s.container.store.sessions;
    const write = sessions.setProgress.bind(sessions);
    vi.spyOn(sessions, 'setProgress').mockImplementation(async (key, progress) => {
      const written = await write(key, progress);
      seen.push({ progress, answered: (await s.app.inject({ method: 'GET', url: `/voice/api/v2/transactions/${key.txnId}`, headers: ann })).json() });
      return written;
    });
    s.container.startWorker(silentLog);
  });
  afterAll(() => s?.close());

  it('reports the stages while processing, then the label, patient and chief complaints of the finished session', async () => {
    const c = sessionsClient(s.app, ann.authorization.slice('Bearer '.length));
    const target = await c.target('visit-7', { mode: 'consultation', visit_label: '  Follow-up, ward 3 ', patient_ref: 'MRN 4471' });
    expect((await c.post(target, { name: 'fever.wav', bytes: audioFixture('fever-cough.wav') })).statusCode).toBe(204);
    const init = await c.init('visit-7', {
      mode: 'consultation',
      input_language: ['en-IN'],
      output_format_template: [{ template_id: 'clinical_notes_template', codification_needed: false }],
    });
    expect(init.statusCode).toBe(201);
    expect((await c.finished('visit-7')).statusCode).toBe(200);

    // Recognition's share of the audio, never going back, up to all of it; then the notes.
    const stages = seen.map((x) => x.progress);
    expect(stages[0]).toEqual({ stage: 'transcribing', fraction: 0 });
    expect(stages.at(-2)).toEqual({ stage: 'transcribing', fraction: 1 });
    expect(stages.at(-1)).toEqual({ stage: 'writing_note', fraction: 0 });
    const fractions = stages.filter((p) => p.stage === 'transcribing').map((p) => p.fraction);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    // The route answered each while the session was processing.
    for (const { progress, answered } of seen) expect(answered).toMatchObject({ state: 'processing', progress, chief_complaint: null });

    const summary = (await s.app.inject({ method: 'GET', url: '/voice/api/v2/transactions/visit-7', headers: ann })).json();
    expect(summary).toEqual({
      txn_id: 'visit-7',
      state: 'completed',
      mode: 'consultation',
      languages: ['en-IN'],
      visit_label: 'Follow-up, ward 3',
      patient_ref: 'MRN 4471',
      chief_complaint: 'Fever, Cough',
      progress: null,
      created_at: expect.any(String),
      finished_at: expect.any(String),
    });
    const history = (await s.app.inject({ method: 'GET', url: '/voice/api/v2/transactions', headers: ann })).json();
    expect(history.sessions).toEqual([summary]);
  });

  it("answers another user's session, and an unknown one, as not found", async () => {
    for (const url of ['/voice/api/v2/transactions/visit-7', '/voice/api/v2/transactions/no-such-visit']) {
      const response = await s.app.inject({ method: 'GET', url, headers: ben });
      expect([response.statusCode, response.json()]).toEqual([404, { message: 'Not Found' }]);
    }
  });
});
