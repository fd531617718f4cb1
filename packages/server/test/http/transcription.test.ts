import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { audioPart, multipartForm, type FormPart } from '../helpers/multipart.js';
import { audioFixture, wavOfSize } from '../helpers/fixtures.js';

/**
 * `POST /voice/get-asr` through the real server (PROTOCOL §2), with the fake speech engine: real decoding and chunking,
 * the words the real model heard in each fixture (the real model over HTTP: test/e2e/transcribe-over-http.test.ts).
 */
describe('POST /voice/get-asr', () => {
  let s: TestServer;
  let bearer: Record<string, string>;

  beforeAll(async () => {
    s = await startTestServer();
    bearer = { authorization: `Bearer ${(await s.login()).access_token}` };
  });
  afterAll(() => s.close());

  const transcribe = (parts: FormPart[], query = '?language=en-IN') => {
    const form = multipartForm(parts);
    return s.app.inject({ method: 'POST', url: `/voice/get-asr${query}`, headers: { ...bearer, ...form.headers }, payload: form.payload });
  };

  it('transcribes a wav file into text with the medical terms right', async () => {
    const response = await transcribe([audioPart(audioFixture('dictation-metformin.wav'), 'clip.wav', 'audio/wav')]);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['text']);
    const text = response.json().text.toLowerCase();
    expect(text).toContain('metformin');
    expect(text).toContain('500 mg');
    expect(text).toMatch(/diabetes/);
  });

  it('defaults the language to en-IN and reads mp3 and m4a too', async () => {
    for (const name of ['sentence.mp3', 'sentence.m4a']) {
      const response = await transcribe([audioPart(audioFixture(name), name)], '');
      expect(response.statusCode, name).toBe(200);
      expect(response.json().text.toLowerCase(), name).toMatch(/blood pressure/);
    }
  });

  it('takes extra keyterms from a form field sent before the file', async () => {
    const response = await transcribe([
      { name: 'keyterms', value: 'metformin, glimepiride' },
      audioPart(audioFixture('dictation-metformin.wav'), 'clip.wav'),
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().text.toLowerCase()).toContain('metformin');
    expect(s.speech!.calls.at(-1)).toMatchObject({ language: 'en-IN', keyterms: ['metformin', 'glimepiride'] });
  });

  it('answers 400 without a `file` part, for an empty file, and for a body that is not multipart', async () => {
    const noFile = await transcribe([{ name: 'audio', value: audioFixture('dictation-metformin.wav'), filename: 'a.wav' }]);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual({ message: 'missing multipart part "file"' });

    const onlyField = await transcribe([{ name: 'note', value: 'hello' }]);
    expect(onlyField.statusCode).toBe(400);

    const empty = await transcribe([audioPart(Buffer.alloc(0), 'empty.wav')]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'file is empty' });

    const json = await s.app.inject({ method: 'POST', url: '/voice/get-asr', headers: bearer, payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toHaveProperty('message');
  });

  it('answers 415 for a text file named .wav and for a truncated mp3', async () => {
    for (const name of ['not-audio.wav', 'truncated.mp3']) {
      const response = await transcribe([audioPart(audioFixture(name), name)]);
      expect(response.statusCode, name).toBe(415);
      expect(response.json().message, name).toBeTypeOf('string');
    }
  });

  it('answers 413 "Request Entity Too Large" for 6 MB of audio, and 5 MB still passes the limit', async () => {
    const tooBig = await transcribe([audioPart(wavOfSize(6 * 1024 * 1024), 'big.wav')]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ message: 'Request Entity Too Large' });

    const atLimit = await transcribe([audioPart(wavOfSize(5 * 1024 * 1024), 'tone.wav')]);
    expect(atLimit.statusCode).not.toBe(413);
  });

  it('answers 400 for an unknown language and 422 naming the installed ones for a language without a model', async () => {
    const clip = [audioPart(audioFixture('dictation-metformin.wav'), 'clip.wav')];
    const unknown = await transcribe(clip, '?language=xx');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/language/);

    const hindi = await transcribe(clip, '?language=hi');
    expect(hindi.statusCode).toBe(422);
    expect(hindi.json().message).toContain('en-IN');
    expect(hindi.json().message).toContain('en-US');
  });

  it('stays healthy after all of that', async () => {
    expect((await s.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await s.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { store: 'ok', speech: 'ready' },
      languages: ['en-IN', 'en-US'],
      backends: [
        { code: 'en-IN', backend: 'local', model: 'moonshine-base' },
        { code: 'en-US', backend: 'local', model: 'moonshine-base' },
      ],
    });
  });
});
