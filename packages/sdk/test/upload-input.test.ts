import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScribeClient, UploadError, type Fetch, type UploadFile } from '../src/index.js';
import { toNamedBlob } from '../src/files/upload-file.js';
import { AUDIO_DIR, audio } from './helpers/scribe-server.js';

const WAV = audio('fever-cough.wav');
const bytesOf = async (blob: Blob) => Buffer.from(await blob.arrayBuffer());
const ACCEPTED = /Blob.*Uint8Array.*buffer.*ArrayBuffer.*stream.*path/s;

/** Every way Node and browser code holds a file, turned into the same named, typed bytes (Defect 10 of issue 13). */
describe('upload inputs', () => {
  let dir: string;
  let wavPath: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sdk-inputs-'));
    wavPath = path.join(dir, 'visit.wav');
    fs.writeFileSync(wavPath, WAV);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('takes a Node.js Buffer, also one that is a view into a larger pool', async () => {
    const pooled = Buffer.concat([Buffer.from('garbage before'), WAV, Buffer.from('garbage after')]).subarray(14, 14 + WAV.length);
    for (const input of [WAV, pooled]) {
      const file = await toNamedBlob(input, 'audio');
      expect([file.name, file.blob.type]).toEqual(['audio.wav', 'audio/wav']);
      expect((await bytesOf(file.blob)).equals(WAV)).toBe(true);
    }
  });

  it('takes a Uint8Array, an ArrayBuffer, other views, a Blob and a File', async () => {
    const copy = new Uint8Array(WAV);
    const inputs: [unknown, string][] = [
      [copy, 'audio.wav'],
      [copy.buffer, 'audio.wav'],
      [new DataView(copy.buffer), 'audio.wav'],
      [new Blob([copy]), 'audio.wav'],
      [new File([copy], 'named.wav'), 'named.wav'],
    ];
    for (const [input, name] of inputs) {
      const file = await toNamedBlob(input, 'audio');
      expect([name, file.name, file.blob.type]).toEqual([name, name, 'audio/wav']);
      expect((await bytesOf(file.blob)).equals(WAV)).toBe(true);
    }
  });

  it('takes a Node.js readable stream, a web ReadableStream and a path; a file stream is named by its path', async () => {
    const inputs: [unknown, string][] = [
      [Readable.from([WAV.subarray(0, 1000), WAV.subarray(1000)]), 'audio.wav'],
      [fs.createReadStream(wavPath), 'visit.wav'],
      [Readable.toWeb(fs.createReadStream(wavPath)), 'audio.wav'],
      [wavPath, 'visit.wav'],
    ];
    for (const [input, name] of inputs) {
      const file = await toNamedBlob(input, 'audio');
      expect([name, file.name, file.blob.type]).toEqual([name, name, 'audio/wav']);
      expect((await bytesOf(file.blob)).equals(WAV)).toBe(true);
    }
  });

  it('takes { name, data } with any of them but a path, and names unnamed files by their first bytes', async () => {
    for (const data of [WAV, new Uint8Array(WAV).buffer, Readable.from([WAV]), new Blob([new Uint8Array(WAV)])]) {
      const file = await toNamedBlob({ name: 'given.wav', data }, 'audio');
      expect([file.name, file.blob.type, (await bytesOf(file.blob)).equals(WAV)]).toEqual(['given.wav', 'audio/wav', true]);
    }
    const sniffed: [string, string][] = [
      ['sentence.mp3', 'audio-1.mp3'],
      ['sentence.ogg', 'audio-1.ogg'],
      ['sentence.flac', 'audio-1.flac'],
      ['sentence.m4a', 'audio-1.m4a'],
      ['sentence.webm', 'audio-1.webm'],
      ['not-audio.wav', 'audio-1'],
    ];
    for (const [fixture, name] of sniffed) expect([fixture, (await toNamedBlob(audio(fixture), 'audio-1')).name]).toEqual([fixture, name]);
  });

  it('refuses anything else with a TypeError naming the accepted kinds', async () => {
    const refused: unknown[] = [
      undefined,
      null,
      42,
      {},
      [1, 2, 3],
      { name: 'x.wav' },
      { name: 7, data: WAV },
      { name: 'x.wav', data: wavPath },
      { data: WAV },
      Readable.from(['text, not bytes']),
      Promise.resolve(WAV),
    ];
    for (const input of refused) {
      const error = await toNamedBlob(input, 'audio').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TypeError);
      expect((error as Error).message).toMatch(ACCEPTED);
    }
  });

  it('reports a missing path as an UploadError naming the file', async () => {
    await expect(toNamedBlob(path.join(dir, 'missing.wav'), 'audio')).rejects.toMatchObject({ name: 'UploadError', fileName: 'missing.wav' });
    await expect(toNamedBlob(path.join(dir, 'missing.wav'), 'audio')).rejects.toBeInstanceOf(UploadError);
  });
});

/** What leaves the client: the same multipart `file` part whatever the input was, and nothing at all for a wrong one. */
describe('the client with every kind of input', () => {
  const capture = () => {
    const files: { url: string; name: string; bytes: Buffer; type: string }[] = [];
    const fetch: Fetch = async (input, init = {}) => {
      const url = new URL(String(input)).pathname;
      const form = init.body instanceof FormData ? init.body : undefined;
      const file = form?.get('file');
      if (file instanceof File) files.push({ url, name: file.name, bytes: Buffer.from(await file.arrayBuffer()), type: file.type });
      if (url.endsWith('/voice/get-asr')) return Response.json({ text: 'ok' });
      if (url.endsWith('/v1/file-upload')) {
        return Response.json({ uploadData: { url: 'https://scribe.test/v1/file-upload/storage', fields: { key: 'k' } }, folderPath: 'c/t/', txn_id: 't' });
      }
      if (url.endsWith('/storage')) return new Response(null, { status: 204 });
      return Response.json({ message: 'ok' }, { status: 201 });
    };
    return { fetch, files };
  };

  it('transcribes a Buffer, a stream and a path as the same named file', async () => {
    const { fetch, files } = capture();
    const client = new ScribeClient({ baseUrl: 'https://scribe.test', accessToken: 't', fetch });
    for (const input of [WAV, fs.createReadStream(path.join(AUDIO_DIR, 'fever-cough.wav')), new Uint8Array(WAV).buffer] as UploadFile[]) {
      expect(await client.transcribe(input)).toEqual({ text: 'ok' });
    }
    expect(files.map((f) => [f.name, f.type, f.bytes.equals(WAV)])).toEqual([
      ['audio.wav', 'audio/wav', true],
      ['fever-cough.wav', 'audio/wav', true],
      ['audio.wav', 'audio/wav', true],
    ]);
  });

  it('uploads session files of every kind, unnamed ones numbered', async () => {
    const { fetch, files } = capture();
    const client = new ScribeClient({ baseUrl: 'https://scribe.test', accessToken: 't', fetch });
    await client.sessions.upload({
      files: [WAV, Readable.from([WAV]), { name: 'third.wav', data: Readable.from([WAV]) }, path.join(AUDIO_DIR, 'fever-cough.wav')],
      txnId: 't',
      outputFormat: { input_language: ['en-IN'], output_template: [{ template_id: 'transcript_template' }] },
    });
    expect(files.map((f) => [f.name, f.bytes.equals(WAV)])).toEqual([
      ['audio-1.wav', true],
      ['audio-2.wav', true],
      ['third.wav', true],
      ['fever-cough.wav', true],
    ]);
  });

  it('refuses a wrong input with a TypeError before any request', async () => {
    const { fetch } = capture();
    let calls = 0;
    const counting: Fetch = (input, init) => {
      calls += 1;
      return fetch(input, init);
    };
    const client = new ScribeClient({ baseUrl: 'https://scribe.test', accessToken: 't', fetch: counting });
    await expect(client.transcribe(42 as never)).rejects.toThrow(TypeError);
    await expect(client.transcribe({ name: 'x.wav' } as never)).rejects.toThrow(ACCEPTED);
    const outputFormat = { input_language: ['en-IN' as const], output_template: [{ template_id: 'transcript_template' as const }] };
    await expect(client.sessions.upload({ files: [WAV, null as never, 3 as never], outputFormat })).rejects.toThrow(TypeError);
    expect(calls).toBe(0);
  });
});
