import { createHash, randomFillSync } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  ScribeClient,
  UploadError,
  WebhookVerificationError,
  findTemplate,
  verifyWebhook,
  type Fetch,
  type SessionFinished,
  type UploadProgress,
} from '../../src/index.js';
import { AUDIO_DIR, audio, startScribe, type ScribeServer } from '../helpers/scribe-server.js';
import { startWebhookReceiver } from '../../../server/test/helpers/webhook-receiver.js';

const MiB = 1024 * 1024;
const ALL_TEMPLATES = (['transcript_template', 'clinical_notes_template', 'svc_emr_template'] as const).map((template_id) => ({
  template_id,
  codification_needed: true,
}));
const TRANSCRIPT_ONLY = { input_language: ['en-IN' as const], output_template: [{ template_id: 'transcript_template' as const }] };
const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest();

/** The session flow of PROTOCOL §4 and the webhooks of §6, driven through the SDK against the real server over HTTP. */
describe('sessions and webhooks against the real server', () => {
  let scribe: ScribeServer;
  const client = async (fetch?: Fetch) => new ScribeClient({ baseUrl: scribe.baseUrl, ...(await scribe.credentials()), ...(fetch ? { fetch } : {}) });

  beforeAll(async () => {
    // Parts of a few KiB, so that small fixtures can go as multipart uploads too.
    scribe = await startScribe({ SCRIBE_MULTIPART_MIN_PART_BYTES: '1024' });
  });
  afterAll(() => scribe.stop());

  it('uploads, starts with init, decodes every template and the FHIR document, and verifies the signed webhooks', async () => {
    const scribeClient = await client();
    const whsec = { receiver: await startWebhookReceiver([204]), key: `whsec_${Buffer.from('a secret of enough bytes!').toString('base64')}` };
    const plain = { receiver: await startWebhookReceiver([204]), key: 'plain signing key' };
    const ids = [];
    for (const { receiver, key } of [whsec, plain]) ids.push((await scribeClient.webhooks.subscribe({ endpoint: receiver.url, signingKey: key })).id);
    const listed = await scribeClient.webhooks.list();
    expect(listed.map((s) => [s.id, s.protocol, s.has_signing_key])).toEqual(expect.arrayContaining(ids.map((id) => [id, 'http', true])));

    const fever = audio('fever-cough.wav');
    const progress: UploadProgress[] = [];
    const txnId = await scribeClient.sessions.upload({
      files: [new File([new Uint8Array(fever)], 'complaint.wav'), { name: 'plan.wav', data: new Uint8Array(audio('dictation-metformin.wav')) }],
      txnId: 'sdk-visit-1',
      action: 'svc-scribe-v2',
      extraData: { mode: 'consultation', model_type: 'pro', additional_data: { visit: 7 } },
      outputFormat: { input_language: ['en-IN'], output_template: ALL_TEMPLATES },
      onProgress: (p) => progress.push(p),
    });
    expect(txnId).toBe('sdk-visit-1');
    expect(progress.map((p) => [p.fileName, p.filesUploaded])).toEqual([['complaint.wav', 1], ['plan.wav', 2]]);
    expect(progress.at(-1)).toMatchObject({ bytesUploaded: progress[0]!.bytesTotal, filesTotal: 2 });

    const result = (await scribeClient.sessions.waitForResult(txnId, { intervalMs: 100 })) as SessionFinished;
    expect(result).toMatchObject({ status: 'completed', txnId, additionalData: { visit: 7 } });
    const transcript = findTemplate(result, 'transcript_template')!;
    expect(transcript.status).toBe('success');
    expect(transcript.value!.mode).toBe('consultation');
    expect([...new Set(transcript.value!.segments.map((s) => s.file))]).toEqual(['complaint.wav', 'plan.wav']);
    expect(transcript.value!.transcript.toLowerCase()).toContain('fever');
    const notes = findTemplate(result, 'clinical_notes_template')!.value!;
    expect(notes.sections).toHaveLength(17);
    expect(notes.sections.find((s) => s.key === 'chief_complaints')!.items.map((i) => i.text.toLowerCase()).join(' ')).toContain('fever');
    const prescription = findTemplate(result, 'svc_emr_template')!.value!.prescription;
    expect(prescription.medications.map((m) => m.name)).toContain('metformin');
    expect(prescription.diagnosis.find((d) => d.name.includes('diabetes'))?.icd10_code).toMatch(/^E1/);

    const fhir = await scribeClient.sessions.fhir(txnId);
    expect(fhir.status).toBe('completed');
    expect(fhir.bundle?.resourceType).toBe('Bundle');
    expect(fhir.bundle?.entry?.[0]?.resource.resourceType).toBe('Composition');
    expect(fhir.bundle?.entry?.map((e) => e.resource.resourceType)).toEqual(expect.arrayContaining(['Condition', 'MedicationRequest']));

    // Each delivery verifies with either scheme alone, and not once a byte or the key is wrong.
    for (const { receiver, key } of [whsec, plain]) {
      const { headers, body } = (await receiver.received(1))[0]!;
      const verified = await verifyWebhook({ rawBody: body, headers, signingKey: key });
      expect(verified.payload).toMatchObject({ event: 'v2rx.completed', data: { transaction_id: txnId, status: 'completed', session_id: txnId } });
      expect(verified.id).toBe(headers['webhook-id']);
      const { 'svc-webhook-signature': svc, ...standard } = headers;
      await expect(verifyWebhook({ rawBody: body, headers: standard, signingKey: key })).resolves.toMatchObject({ payload: verified.payload });
      await expect(verifyWebhook({ rawBody: body, headers: { 'svc-webhook-signature': svc }, signingKey: key })).resolves.toMatchObject({ payload: verified.payload });
      const tampered = Buffer.from(body.toString().replace('"completed"', '"failed"   '));
      await expect(verifyWebhook({ rawBody: tampered, headers, signingKey: key })).rejects.toBeInstanceOf(WebhookVerificationError);
      const forged = { ...headers, 'webhook-signature': `v1,${Buffer.alloc(32, 1).toString('base64')}`, 'svc-webhook-signature': `t=${headers['webhook-timestamp']},v1=${'ab'.repeat(32)}` };
      await expect(verifyWebhook({ rawBody: body, headers: forged, signingKey: key })).rejects.toThrow(/no signature matches/);
      await expect(verifyWebhook({ rawBody: body, headers, signingKey: `${key}x` })).rejects.toBeInstanceOf(WebhookVerificationError);
      await receiver.close();
    }
    const { deliveries } = await scribeClient.webhooks.deliveries(ids[0]!);
    expect(deliveries.map((d) => [d.event, d.transaction_id, d.state])).toEqual([['v2rx.completed', txnId, 'delivered']]);
    for (const id of ids) await scribeClient.webhooks.delete(id);
    expect(await scribeClient.webhooks.list()).toEqual([]);

    await scribeClient.sessions.delete(txnId);
    const gone = await scribeClient.sessions.status(txnId).catch((error: unknown) => error);
    expect(gone).toBeInstanceOf(ApiError);
    expect(gone).toMatchObject({ status: 400, code: 'transaction_not_found' });
  });

  it('uploads from paths, large files in parallel parts that survive failures, and starts with the manifest', async () => {
    const failed = new Set<string>();
    const puts: string[] = [];
    let releaseFirst!: () => void;
    const anotherStarted = new Promise<void>((resolve) => (releaseFirst = resolve));
    // The network drops part 2 once and part 3 gets a 503 once: each part is retried on its own.
    const flaky: Fetch = async (input, init) => {
      const part = /\/parts\/(\d+)\?/.exec(String(input))?.[1];
      if (init?.method !== 'PUT' || part === undefined) return fetch(input, init);
      puts.push(part);
      // Part 1 waits for another part to start: sent one at a time, the upload would never finish.
      if (part === '1') await anotherStarted;
      else releaseFirst();
      if (part === '2' && !failed.has(part)) {
        failed.add(part);
        throw new TypeError('fetch failed');
      }
      if (part === '3' && !failed.has(part)) {
        failed.add(part);
        return new Response(JSON.stringify({ message: 'Service Unavailable' }), { status: 503 });
      }
      return fetch(input, init);
    };
    const scribeClient = await client(flaky);
    const progress: UploadProgress[] = [];
    const txnId = await scribeClient.sessions.upload({
      filePaths: [path.join(AUDIO_DIR, 'fever-cough.wav'), path.join(AUDIO_DIR, 'dictation-metformin.wav')],
      extraData: { mode: 'dictation', additional_data: { source: 'manifest' } },
      outputFormat: TRANSCRIPT_ONLY,
      start: 'manifest',
      // fever-cough.wav (77,736 bytes) by presigned POST, dictation-metformin.wav (149,434) in five parts.
      multipartThresholdBytes: 100_000,
      partSizeBytes: 32 * 1024,
      concurrency: 3,
      onProgress: (p) => progress.push(p),
    });
    expect(txnId).toMatch(/^[0-9a-f-]{36}$/);
    expect([...puts].sort()).toEqual(['1', '2', '2', '3', '3', '4', '5']);
    expect(progress.filter((p) => p.fileName === 'dictation-metformin.wav')).toHaveLength(6);
    expect(progress.at(-1)).toMatchObject({ bytesUploaded: 77_736 + 149_434, bytesTotal: 77_736 + 149_434, filesUploaded: 2 });

    const result = (await scribeClient.sessions.waitForResult(txnId, { intervalMs: 100 })) as SessionFinished;
    expect(result).toMatchObject({ status: 'completed', additionalData: { source: 'manifest' } });
    const transcript = findTemplate(result, 'transcript_template')!.value!;
    expect([...new Set(transcript.segments.map((s) => s.file))]).toEqual(['fever-cough.wav', 'dictation-metformin.wav']);
    expect(transcript.transcript.toLowerCase()).toContain('metformin');
  });

  it('sends a file over 100 MiB as a multipart upload by default, byte for byte', async () => {
    const size = 100 * MiB + 12_345;
    // Not audio: the upload is what is tested, and the session then fails at once instead of transcribing an hour.
    const bytes = randomFillSync(new Uint8Array(size));
    let completed: { size_bytes: number; etag: string } | undefined;
    const watching: Fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (String(input).endsWith('/complete')) completed = (await response.clone().json()) as typeof completed;
      return response;
    };
    const scribeClient = await client(watching);
    const progress: UploadProgress[] = [];
    const txnId = await scribeClient.sessions.upload({
      files: [new File([bytes], 'long-recording.wav')],
      outputFormat: TRANSCRIPT_ONLY,
      onProgress: (p) => progress.push(p),
    });
    // 8 MiB parts: 13 of them. S3's multipart ETag is the MD5 of the parts' MD5s, then the count.
    const partMd5s = Array.from({ length: 13 }, (_, i) => md5(bytes.subarray(i * 8 * MiB, (i + 1) * 8 * MiB)));
    expect(completed).toEqual({ key: expect.stringMatching(/long-recording\.wav$/), size_bytes: size, etag: `"${md5(Buffer.concat(partMd5s)).toString('hex')}-13"` });
    expect(progress).toHaveLength(14);
    expect(progress.at(-1)).toMatchObject({ bytesUploaded: size, filesUploaded: 1 });

    const result = await scribeClient.sessions.waitForResult(txnId, { intervalMs: 100 });
    expect(result).toMatchObject({ status: 'failed', error: { code: 'output_not_available' } });
  });

  it('aborts a multipart upload whose part is refused, and reports which file failed', async () => {
    const deletes: string[] = [];
    const refusing: Fetch = async (input, init) => {
      if (init?.method === 'DELETE') deletes.push(String(input));
      if (init?.method === 'PUT' && String(input).includes('/parts/2?')) return new Response(JSON.stringify({ message: 'Forbidden' }), { status: 403 });
      return fetch(input, init);
    };
    const scribeClient = await client(refusing);
    const error = await scribeClient.sessions
      .upload({ files: [{ name: 'big.wav', data: new Uint8Array(audio('fever-cough.wav')) }], outputFormat: TRANSCRIPT_ONLY, multipartThresholdBytes: 1, partSizeBytes: 16 * 1024 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({ fileName: 'big.wav', cause: { status: 403 } });
    expect(deletes).toEqual([expect.stringMatching(/\/v1\/file-upload\/multipart\/[^/]+$/)]);
  });
});
