import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadConfig } from '../../src/config/config.js';
import { decodeAudio } from '../../src/engines/speech/audio/decode-audio.js';
import { pcm16Bytes } from '../../src/engines/speech/audio/wav-encoder.js';
import { audioFixture } from '../helpers/fixtures.js';
import { startFakeTranscriptionServer, verboseAnswer, type FakeTranscriptionServer } from '../helpers/fake-transcription-server.js';
import { sessionsClient } from '../helpers/sessions-client.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/** 16-bit little-endian PCM of a fixture, at 16 kHz. */
async function pcmOf(name: string): Promise<Buffer> {
  return Buffer.from(pcm16Bytes(await decodeAudio(audioFixture(name))));
}

interface Message {
  type: string;
  [key: string]: unknown;
}

/** Opens a stream; resolves once open, or rejects with the HTTP status of a refused upgrade. */
function connect(url: string, headers: Record<string, string>): Promise<{ socket: WebSocket; messages: Message[]; closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    const messages: Message[] = [];
    const closed = new Promise<number>((done) => socket.on('close', (code) => done(code)));
    socket.on('message', (data) => messages.push(JSON.parse(String(data)) as Message));
    socket.on('open', () => resolve({ socket, messages, closed }));
    socket.on('unexpected-response', (_request, response) => reject(Object.assign(new Error(`refused: ${response.statusCode}`), { status: response.statusCode })));
    socket.on('error', reject);
  });
}

describe('GET /voice/v1/stream', () => {
  let s: TestServer;
  let base: string;
  let bearer: Record<string, string>;

  beforeAll(async () => {
    s = await startTestServer();
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(s.app.server.address() as AddressInfo).port}/voice/v1/stream`;
    bearer = { authorization: `Bearer ${(await s.login()).access_token}` };
  });
  afterAll(() => s.close());

  it('streams a dictation at real-time pace and sends finals at its pauses, then the whole transcript', async () => {
    const pcm = await pcmOf('dictation-metformin.wav');
    const { socket, messages, closed } = await connect(`${base}?language=en-IN&sample_rate=16000`, bearer);
    // 100 ms frames, each after the time it lasts.
    const frame = 3200;
    for (let at = 0; at < pcm.length; at += frame) {
      socket.send(pcm.subarray(at, at + frame));
      await sleep(100);
    }
    // A second of silence: the speaker has paused.
    for (let i = 0; i < 10; i++) {
      socket.send(Buffer.alloc(frame));
      await sleep(100);
    }
    socket.send(JSON.stringify({ type: 'close' }));
    expect(await closed).toBe(1000);

    const finals = messages.filter((m) => m.type === 'final').map((m) => m.segment as { id: number; start: number; end: number; text: string; confidence: number });
    expect(finals.length).toBeGreaterThanOrEqual(1);
    expect(finals.map((f) => f.id)).toEqual(finals.map((_, i) => i + 1));
    for (const final of finals) {
      expect(final.end).toBeGreaterThan(final.start);
      expect(final.confidence).toBeGreaterThan(0);
    }
    const closing = messages.at(-1)!;
    expect(closing.type).toBe('closed');
    expect(closing.transcript).toBe(finals.map((f) => f.text).join(' '));
    const transcript = String(closing.transcript).toLowerCase();
    expect(transcript).toContain('metformin');
    expect(transcript).toContain('500 mg');
    expect(transcript).toMatch(/diabetes/);
    // Partials come before the final of their segment, and only while it grows.
    const firstFinal = messages.findIndex((m) => m.type === 'final');
    expect(messages.slice(0, firstFinal).every((m) => m.type === 'partial')).toBe(true);
  });

  it('ends the segment in progress on finalize', async () => {
    const pcm = await pcmOf('dictation-metformin.wav');
    const { socket, messages, closed } = await connect(base, bearer);
    socket.send(pcm.subarray(0, pcm.length / 2));
    socket.send(JSON.stringify({ type: 'finalize' }));
    await sleep(50);
    socket.send(JSON.stringify({ type: 'close' }));
    await closed;
    expect(messages.filter((m) => m.type === 'final')).toHaveLength(1);
    expect(messages.at(-1)).toEqual({ type: 'closed', transcript: (messages.find((m) => m.type === 'final')!.segment as { text: string }).text });
  });

  it('refuses the upgrade without a valid token, or with an encoding it does not take', async () => {
    await expect(connect(base, {})).rejects.toMatchObject({ status: 401 });
    await expect(connect(base, { authorization: 'Bearer nope' })).rejects.toMatchObject({ status: 401 });
    const noScope = { authorization: `Bearer ${(await s.login({ scopes: ['sessions'] })).access_token}` };
    await expect(connect(base, noScope)).rejects.toMatchObject({ status: 403 });
    await expect(connect(`${base}?encoding=mp3`, bearer)).rejects.toMatchObject({ status: 400 });
    await expect(connect(`${base}?sample_rate=4000`, bearer)).rejects.toMatchObject({ status: 400 });
  });

  it("takes what a browser's MediaRecorder makes, WebM or Ogg with Opus, decoded as it arrives", async () => {
    for (const [encoding, fixture] of [['webm', 'sentence.webm'], ['ogg', 'sentence.ogg']] as const) {
      const bytes = audioFixture(fixture);
      const { socket, messages, closed } = await connect(`${base}?encoding=${encoding}`, bearer);
      for (let at = 0; at < bytes.length; at += 2000) socket.send(bytes.subarray(at, at + 2000));
      socket.send(JSON.stringify({ type: 'close' }));
      expect(await closed, encoding).toBe(1000);
      const closing = messages.at(-1) as { type: string; transcript: string };
      expect(closing.type, encoding).toBe('closed');
      expect(closing.transcript.toLowerCase(), encoding).toMatch(/blood pressure/);
    }
  });

  it('closes with 1007 and says so when the audio does not decode', async () => {
    const { socket, messages, closed } = await connect(`${base}?encoding=webm`, bearer);
    for (let i = 0; i < 40; i++) socket.send(Buffer.alloc(2000, 7));
    expect(await closed).toBe(1007);
    expect(messages).toEqual([{ type: 'error', code: 'audio_undecodable', message: expect.any(String) }]);
    // The Ogg decoder skips what is no Ogg page without a word: 64 KiB that yield nothing are not audio.
    const ogg = await connect(`${base}?encoding=ogg`, bearer);
    for (let i = 0; i < 40; i++) ogg.socket.send(Buffer.alloc(2000, 7));
    expect(await ogg.closed).toBe(1007);
    expect(ogg.messages).toEqual([{ type: 'error', code: 'audio_undecodable', message: 'no audio could be decoded from the first 64 KiB' }]);
  });

  it('closes with 1007, and lives on, when a stream that never became audio is finalized or closed', async () => {
    const webm = audioFixture('sentence.webm');
    const prefixes = { 'a 40-byte WebM prefix': webm.subarray(0, 40), 'a 300-byte WebM prefix': webm.subarray(0, 300), '1,000 bytes of 0x1a': Buffer.alloc(1000, 0x1a) };
    for (const [what, bytes] of Object.entries(prefixes)) {
      for (const type of ['close', 'finalize']) {
        const { socket, messages, closed } = await connect(`${base}?encoding=webm`, bearer);
        socket.send(bytes);
        socket.send(JSON.stringify({ type }));
        expect(await closed, `${what}, then ${type}`).toBe(1007);
        expect(messages, `${what}, then ${type}`).toEqual([{ type: 'error', code: 'audio_undecodable', message: expect.stringMatching(/webm/i) }]);
      }
    }
    // The server is still there, and takes the next stream.
    const next = await connect(`${base}?encoding=webm`, bearer);
    next.socket.send(JSON.stringify({ type: 'close' }));
    expect(await next.closed).toBe(1000);
  });

  it('refuses a query key given twice with 400, not 500', async () => {
    await expect(connect(`${base}?txn_id=a&txn_id=b`, bearer)).rejects.toMatchObject({ status: 400 });
    await expect(connect(`${base}?language=en-IN&language=hi`, bearer)).rejects.toMatchObject({ status: 400 });
    await expect(connect(`${base}?templates=a&templates=b`, bearer)).rejects.toMatchObject({ status: 400 });
    const plain = await s.app.inject({ method: 'GET', url: '/voice/v1/stream?txn_id=a&txn_id=b', headers: bearer });
    expect(plain.statusCode).toBe(400);
  });

  it('refuses more keyterms than it takes, or a term too long to be one, with 400 before the upgrade', async () => {
    const many = Array.from({ length: 101 }, (_, i) => `term${i}`).join(',');
    await expect(connect(`${base}?keyterms=${many}`, bearer)).rejects.toMatchObject({ status: 400 });
    await expect(connect(`${base}?keyterms=${'a'.repeat(101)}`, bearer)).rejects.toMatchObject({ status: 400 });
    const fits = await connect(`${base}?keyterms=${encodeURIComponent('metformin, Janumet 50/500')}`, bearer);
    fits.socket.send(JSON.stringify({ type: 'close' }));
    expect(await fits.closed).toBe(1000);
  });

  it('refuses a ticket whose user was disabled, or whose client was revoked, after it was issued', async () => {
    const credentials = await s.createClient();
    const login = await s.app.inject({ method: 'POST', url: '/connect-auth/v1/account/login', payload: credentials });
    const auth = { authorization: `Bearer ${(login.json() as { access_token: string }).access_token}` };
    const { ticket } = (await s.app.inject({ method: 'POST', url: '/voice/v1/stream/tickets', headers: auth })).json() as { ticket: string };
    await s.container.clients.revoke(credentials.client_id);
    await expect(connect(`${base}?ticket=${ticket}`, {})).rejects.toMatchObject({ status: 401 });

    const clinic = await s.createClient({ scopes: ['transcription'] });
    await s.container.users.create({ clientId: clinic.client_id, email: 'ada@clinic.example', password: 'correct horse battery' });
    const signedIn = await s.app.inject({ method: 'POST', url: '/connect-auth/v1/users/login', payload: { email: 'ada@clinic.example', password: 'correct horse battery' } });
    const user = { authorization: `Bearer ${(signedIn.json() as { access_token: string }).access_token}` };
    const issued = (await s.app.inject({ method: 'POST', url: '/voice/v1/stream/tickets', headers: user })).json() as { ticket: string };
    await s.container.users.disable('ada@clinic.example');
    await expect(connect(`${base}?ticket=${issued.ticket}`, {})).rejects.toMatchObject({ status: 401 });
  });

  it('opens a stream from a browser with a single-use ticket, never twice, and never with a token in the URL', async () => {
    const issued = await s.app.inject({ method: 'POST', url: '/voice/v1/stream/tickets', headers: bearer });
    expect(issued.statusCode).toBe(201);
    const { ticket, expires_in } = issued.json() as { ticket: string; expires_in: number };
    expect(expires_in).toBe(60);
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { socket, closed } = await connect(`${base}?ticket=${ticket}`, {});
    socket.send(JSON.stringify({ type: 'close' }));
    expect(await closed).toBe(1000);
    await expect(connect(`${base}?ticket=${ticket}`, {})).rejects.toMatchObject({ status: 401 });
    await expect(connect(`${base}?ticket=${bearer.authorization!.slice('Bearer '.length)}`, {})).rejects.toMatchObject({ status: 401 });
    expect((await s.app.inject({ method: 'POST', url: '/voice/v1/stream/tickets' })).statusCode).toBe(401);
  });

  it('refuses a ticket once it has expired', async () => {
    const { ticket } = (await s.app.inject({ method: 'POST', url: '/voice/v1/stream/tickets', headers: bearer })).json() as { ticket: string };
    s.clock.advance(61);
    await expect(connect(`${base}?ticket=${ticket}`, {})).rejects.toMatchObject({ status: 401 });
  });

  it('records a stream attached to a session as its file, and starts the session on close, so the notes follow', async () => {
    const { access_token } = await s.login();
    const sessions = sessionsClient(s.app, access_token);
    const txnId = 'live-visit-1';
    expect((await sessions.presign(txnId)).statusCode).toBe(200);
    const auth = { authorization: `Bearer ${access_token}` };
    const pcm = await pcmOf('dictation-metformin.wav');
    const { socket, messages, closed } = await connect(`${base}?txn_id=${txnId}&templates=transcript_template,clinical_notes_template,general_opd`, auth);
    for (let at = 0; at < pcm.length; at += 32000) socket.send(pcm.subarray(at, at + 32000));
    socket.send(JSON.stringify({ type: 'close' }));
    expect(await closed).toBe(1000);
    expect(messages.at(-1)?.type).toBe('closed');
    s.container.startWorker({ info: () => undefined, warn: () => undefined, error: () => undefined });
    const done = await sessions.finished(txnId);
    expect(done.statusCode).toBe(200);
    const output = done.json().data.output as { template_id: string; value: string }[];
    const notes = JSON.parse(Buffer.from(output.find((item) => item.template_id === 'clinical_notes_template')!.value, 'base64').toString('utf8'));
    expect(JSON.stringify(notes).toLowerCase()).toContain('metformin');
    // A note template too, by its id, as an upload's init takes it.
    const opd = JSON.parse(Buffer.from(output.find((item) => item.template_id === 'general_opd')!.value, 'base64').toString('utf8'));
    expect(opd.template).toMatchObject({ id: 'general_opd' });
    // Started once: a second stream cannot attach to it.
    await expect(connect(`${base}?txn_id=${txnId}`, auth)).rejects.toMatchObject({ status: 409 });
    await expect(connect(`${base}?txn_id=no-such-session`, auth)).rejects.toMatchObject({ status: 404 });
    await expect(connect(`${base}?txn_id=${txnId}&templates=Not-An-Id`, auth)).rejects.toMatchObject({ status: 400 });
  });

  it("refuses, before any audio, a session template that is neither the catalogue's nor a note template of the client", async () => {
    const { access_token } = await s.login();
    const sessions = sessionsClient(s.app, access_token);
    expect((await sessions.presign('live-visit-2')).statusCode).toBe(200);
    const auth = { authorization: `Bearer ${access_token}` };
    await expect(connect(`${base}?txn_id=live-visit-2&templates=transcript_template,no_such_template`, auth)).rejects.toMatchObject({ status: 400 });
    await expect(connect(`${base}?txn_id=live-visit-2&templates=Not-An-Id`, auth)).rejects.toMatchObject({ status: 400 });
    const { socket, closed } = await connect(`${base}?txn_id=live-visit-2&templates=transcript_template,cardiology_follow_up`, auth);
    socket.send(JSON.stringify({ type: 'close' }));
    expect(await closed).toBe(1000);
  });

  it('answers 426 to a plain GET, and closes with an error on a text frame it does not know', async () => {
    const plain = await s.app.inject({ method: 'GET', url: '/voice/v1/stream', headers: bearer });
    expect(plain.statusCode).toBe(426);
    expect(plain.json()).toEqual({ message: 'Upgrade to a WebSocket to stream audio' });
    const { socket, messages, closed } = await connect(base, bearer);
    socket.send('hello');
    expect(await closed).toBe(1003);
    expect(messages).toEqual([{ type: 'error', code: 'invalid_message', message: 'text frames are {"type":"finalize"} or {"type":"close"}' }]);
  });

  it('closes with 1009 on a frame over 1 MiB, and takes one of exactly 1 MiB', async () => {
    const fits = await connect(base, bearer);
    fits.socket.send(Buffer.alloc(1024 * 1024));
    fits.socket.send(JSON.stringify({ type: 'close' }));
    expect(await fits.closed).toBe(1000);
    const { socket, closed } = await connect(base, bearer);
    socket.send(Buffer.alloc(1024 * 1024 + 2));
    expect(await closed).toBe(1009);
  });
});

describe('GET /voice/v1/stream limits', () => {
  let s: TestServer;
  let base: string;
  let bearer: Record<string, string>;

  beforeAll(async () => {
    s = await startTestServer({ SCRIBE_STREAM_MAX_CONCURRENT: '1', SCRIBE_STREAM_IDLE_TIMEOUT_S: '1', SCRIBE_STREAM_MAX_DURATION_S: '2' });
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(s.app.server.address() as AddressInfo).port}/voice/v1/stream`;
    bearer = { authorization: `Bearer ${(await s.login()).access_token}` };
  });
  afterAll(() => s.close());

  it('refuses a stream beyond SCRIBE_STREAM_MAX_CONCURRENT with 503, and closes an idle one', async () => {
    const first = await connect(base, bearer);
    await expect(connect(base, bearer)).rejects.toMatchObject({ status: 503 });
    // A plain GET is not an upgrade: 426 however full the server is.
    expect((await s.app.inject({ method: 'GET', url: '/voice/v1/stream', headers: bearer })).statusCode).toBe(426);
    // Nothing sent for a second: closed, saying why.
    expect(await first.closed).toBe(1008);
    expect(first.messages).toEqual([{ type: 'error', code: 'idle_timeout', message: 'no audio received for 1 s' }]);
    const next = await connect(base, bearer);
    next.socket.close();
    await next.closed;
  });

  it('closes a stream that sends only empty frames, bytes that decode to nothing, or a sample now and then: idle means no audio', async () => {
    const beats: [string, (socket: WebSocket) => void][] = [
      ['', (socket) => socket.send(Buffer.alloc(0))],
      ['?encoding=ogg', (socket) => socket.send(Buffer.alloc(1000, 7))],
      ['', (socket) => socket.send(Buffer.alloc(2))],
    ];
    for (const [query, beat] of beats) {
      const { socket, messages, closed } = await connect(`${base}${query}`, bearer);
      const beating = setInterval(() => beat(socket), 200);
      expect(await closed).toBe(1008);
      clearInterval(beating);
      expect(messages).toEqual([{ type: 'error', code: 'idle_timeout', message: 'no audio received for 1 s' }]);
    }
  });

  it("gives each client its share of the streams (SCRIBE_STREAM_MAX_PER_CLIENT): another client's are not taken", async () => {
    const other = await startTestServer({ SCRIBE_STREAM_MAX_CONCURRENT: '3', SCRIBE_STREAM_MAX_PER_CLIENT: '2' });
    try {
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `ws://127.0.0.1:${(other.app.server.address() as AddressInfo).port}/voice/v1/stream`;
      const greedy = { authorization: `Bearer ${(await other.login()).access_token}` };
      const held = [await connect(url, greedy), await connect(url, greedy)];
      await expect(connect(url, greedy)).rejects.toMatchObject({ status: 429 });
      const polite = await connect(url, { authorization: `Bearer ${(await other.login()).access_token}` });
      for (const { socket, closed } of [...held, polite]) {
        socket.send(JSON.stringify({ type: 'close' }));
        expect(await closed).toBe(1000);
      }
      // Given back on close.
      const again = await connect(url, greedy);
      again.socket.close();
      await again.closed;
    } finally {
      await other.close();
    }
  });

  it('refuses a per-client share larger than the whole, or a longest stream past a day, at start, naming the setting', () => {
    expect(() => loadConfig({ SCRIBE_STREAM_MAX_CONCURRENT: '2', SCRIBE_STREAM_MAX_PER_CLIENT: '3' })).toThrow(/SCRIBE_STREAM_MAX_PER_CLIENT/);
    // Twice it must fit Node's longest timer.
    expect(() => loadConfig({ SCRIBE_STREAM_MAX_DURATION_S: '86401' })).toThrow(/SCRIBE_STREAM_MAX_DURATION_S must be an integer ≥ 1 and ≤ 86400/);
  });

  it('closes open streams with 1012 (reconnect) when the server shuts down', async () => {
    const other = await startTestServer();
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `ws://127.0.0.1:${(other.app.server.address() as AddressInfo).port}/voice/v1/stream`;
    const { closed } = await connect(url, { authorization: `Bearer ${(await other.login()).access_token}` });
    await other.close();
    expect(await closed).toBe(1012);
  });
});

describe('GET /voice/v1/stream max duration', () => {
  let s: TestServer;
  let base: string;

  beforeAll(async () => {
    // The idle timer is out of the way (a long one): only the duration limit can end this stream.
    s = await startTestServer({ SCRIBE_STREAM_IDLE_TIMEOUT_S: '600', SCRIBE_STREAM_MAX_DURATION_S: '2' });
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(s.app.server.address() as AddressInfo).port}/voice/v1/stream`;
  });
  afterAll(() => s.close());

  it('ends a stream past SCRIBE_STREAM_MAX_DURATION_S after sending the finals of what was said', async () => {
    const pcm = await pcmOf('dictation-metformin.wav');
    const { socket, messages, closed } = await connect(base, { authorization: `Bearer ${(await s.login()).access_token}` });
    socket.send(pcm);
    expect(await closed).toBe(1008);
    expect(messages.at(-1)).toEqual({ type: 'error', code: 'max_duration', message: 'a stream lasts at most 2 s of audio' });
    expect(messages.filter((m) => m.type === 'final').length).toBeGreaterThanOrEqual(1);
  });

  it('closes a stream that has been open twice SCRIBE_STREAM_MAX_DURATION_S, however little audio it sent', async () => {
    const { socket, messages, closed } = await connect(base, { authorization: `Bearer ${(await s.login()).access_token}` });
    // 20 ms of audio every 200 ms: never 2 s of it within the 4 s.
    const trickle = setInterval(() => socket.send(Buffer.alloc(640)), 200);
    expect(await closed).toBe(1008);
    clearInterval(trickle);
    expect(messages.at(-1)).toEqual({ type: 'error', code: 'max_duration', message: 'a stream stays open at most 4 s' });
  });
});

describe('GET /voice/v1/stream with a language served by a remote backend', () => {
  let s: TestServer;
  let remote: FakeTranscriptionServer;

  beforeAll(async () => {
    remote = await startFakeTranscriptionServer(() => verboseAnswer([{ start: 0, end: 1, text: ' रक्तचाप सामान्य है' }]));
    s = await startTestServer({ SCRIBE_ASR_BACKENDS: JSON.stringify({ hi: { type: 'openai', url: remote.url, model: 'whisper-large-v3' } }) });
    await s.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await s.close();
    await remote.close();
  });

  it('sends finals from the remote backend, one request each, and no partials', async () => {
    const url = `ws://127.0.0.1:${(s.app.server.address() as AddressInfo).port}/voice/v1/stream?language=hi`;
    const pcm = await pcmOf('dictation-metformin.wav');
    const { socket, messages, closed } = await connect(url, { authorization: `Bearer ${(await s.login()).access_token}` });
    // Two stretches of speech with a pause between them, faster than real time.
    for (const part of [pcm, Buffer.alloc(32000), pcm]) socket.send(part);
    socket.send(JSON.stringify({ type: 'close' }));
    expect(await closed).toBe(1000);
    expect(messages.filter((m) => m.type === 'partial')).toEqual([]);
    const finals = messages.filter((m) => m.type === 'final');
    expect(finals.length).toBeGreaterThanOrEqual(2);
    expect(remote.requests).toHaveLength(finals.length);
    expect(messages.at(-1)).toEqual({ type: 'closed', transcript: finals.map(() => 'रक्तचाप सामान्य है').join(' ') });
  });

  it('keeps a stream open while the server finishes after close, however long that takes past the idle timeout and the lifetime', async () => {
    // Each final takes 4.5 s to come back; the idle timeout is 1 s, the stream's lifetime 4 s (twice 2 s).
    const slow = await startFakeTranscriptionServer(async () => {
      await sleep(4500);
      return verboseAnswer([{ start: 0, end: 1, text: ' रक्तचाप सामान्य है' }]);
    });
    const patient = await startTestServer({
      SCRIBE_STREAM_IDLE_TIMEOUT_S: '1',
      SCRIBE_STREAM_MAX_DURATION_S: '2',
      SCRIBE_ASR_BACKENDS: JSON.stringify({ hi: { type: 'openai', url: slow.url, model: 'whisper-large-v3' } }),
    });
    try {
      await patient.app.listen({ port: 0, host: '127.0.0.1' });
      // The 4.7 s recording read as 48 kHz is 1.6 s of audio: under the 2 s limit (the fake backend hears no words anyway).
      const url = `ws://127.0.0.1:${(patient.app.server.address() as AddressInfo).port}/voice/v1/stream?language=hi&sample_rate=48000`;
      const { socket, messages, closed } = await connect(url, { authorization: `Bearer ${(await patient.login()).access_token}` });
      socket.send(await pcmOf('dictation-metformin.wav'));
      socket.send(JSON.stringify({ type: 'close' }));
      expect(await closed).toBe(1000);
      expect(messages.at(-1)).toEqual({ type: 'closed', transcript: 'रक्तचाप सामान्य है' });
    } finally {
      await patient.close();
      await slow.close();
    }
  });
});
