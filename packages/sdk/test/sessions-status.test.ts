import { describe, expect, it } from 'vitest';
import { ApiError, ScribeClient, TimeoutError, findTemplate } from '../src/index.js';
import { reply, scriptedFetch } from './helpers/fake-fetch.js';

const FAST = { retries: 2, minDelayMs: 1, maxDelayMs: 5 };
const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
const item = (template_id: string, value: string, status = 'success') => ({ template_id, value, type: 'json', name: template_id, status, errors: [], warnings: [], lang: 'en-IN' });
const IN_PROGRESS = reply.json(202, { status: 'in-progress', data: { output: [], additional_data: {} } });

function clientWith(...replies: Parameters<typeof scriptedFetch>[0]) {
  const { fetch, calls } = scriptedFetch(replies);
  return { client: new ScribeClient({ baseUrl: 'https://scribe.test', accessToken: 't', fetch, retry: FAST }), calls };
}

/** How status and waitForResult read each answer of the v3 status (PROTOCOL §4.6). */
describe('sessions.status and waitForResult', () => {
  it('polls through 202 and decodes each template of a partial (206) result', async () => {
    const transcript = { transcript: 'fever', language: 'en-IN', mode: 'dictation', duration_s: 2, segments: [] };
    const { client, calls } = clientWith(IN_PROGRESS, IN_PROGRESS, reply.json(206, {
      status: 'partial',
      data: { output: [item('transcript_template', base64(transcript)), item('svc_emr_template', '', 'failure')], additional_data: { visit: 1 } },
    }));
    const result = await client.sessions.waitForResult('t-1', { intervalMs: 1 });
    expect(calls.map((c) => new URL(c.url).pathname)).toEqual(Array(3).fill('/voice/api/v3/status/t-1'));
    expect(result).toMatchObject({ status: 'partial', txnId: 't-1', additionalData: { visit: 1 } });
    if (result.status === 'failed') throw new Error('unexpected');
    expect(findTemplate(result, 'transcript_template')?.value).toEqual(transcript);
    expect(findTemplate(result, 'svc_emr_template')).toMatchObject({ status: 'failure', value: null });
    expect(findTemplate(result, 'clinical_notes_template')).toBeUndefined();
  });

  it('returns a failed session (500 output_not_available) at once, but retries a server fault', async () => {
    const failed = clientWith(reply.json(500, { error: { code: 'output_not_available', msg: 'no speech' } }));
    expect(await failed.client.sessions.waitForResult('t-2')).toEqual({ status: 'failed', txnId: 't-2', error: { code: 'output_not_available', msg: 'no speech' } });
    expect(failed.calls).toHaveLength(1);

    const fault = clientWith(reply.json(500, { message: 'Internal Server Error' }), IN_PROGRESS);
    expect(await fault.client.sessions.status('t-3')).toMatchObject({ status: 'in-progress' });
    expect(fault.calls).toHaveLength(2);
  });

  it('throws the 400 of an unknown txn, a TimeoutError after timeoutMs, and the reason of an abort', async () => {
    const unknown = clientWith(reply.json(400, { error: { code: 'transaction_not_found', msg: 'transaction not found' } }));
    await expect(unknown.client.sessions.waitForResult('nope')).rejects.toMatchObject({ name: 'ApiError', status: 400, code: 'transaction_not_found' });
    await expect(unknown.client.sessions.status('nope')).rejects.toBeInstanceOf(ApiError);

    const slow = clientWith(IN_PROGRESS);
    await expect(slow.client.sessions.waitForResult('t-4', { timeoutMs: 30, intervalMs: 5 })).rejects.toBeInstanceOf(TimeoutError);

    const controller = new AbortController();
    const aborted = clientWith((call) => {
      if (call.url.endsWith('/t-5')) controller.abort(new Error('user left'));
      return IN_PROGRESS;
    });
    await expect(aborted.client.sessions.waitForResult('t-5', { signal: controller.signal, intervalMs: 60_000 })).rejects.toThrow('user left');
  });

  it('asks for the redacted templates with `redacted`, and throws the 409 of a session that did not ask for redaction', async () => {
    const transcript = { transcript: '[NAME] has fever', language: 'en-IN', mode: 'dictation', duration_s: 2, segments: [] };
    const { client, calls } = clientWith(
      reply.json(200, { status: 'completed', data: { output: [item('transcript_template', base64(transcript))], additional_data: {} } }),
      reply.json(409, { error: { code: 'not_redacted', msg: 'session t-4 was not created with redact: true' } }),
    );
    const redacted = await client.sessions.status('t-3', { redacted: true });
    expect(redacted.status === 'completed' && findTemplate(redacted, 'transcript_template')?.value).toEqual(transcript);
    const refused = await client.sessions.status('t-4', { redacted: true }).catch((error: unknown) => error);
    expect([(refused as ApiError).status, (refused as ApiError).code]).toEqual([409, 'not_redacted']);
    expect(calls.map((c) => `${new URL(c.url).pathname}${new URL(c.url).search}`)).toEqual(['/voice/api/v3/status/t-3?redacted=true', '/voice/api/v3/status/t-4?redacted=true']);
  });
});
