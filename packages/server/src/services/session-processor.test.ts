import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalDiskBlobStore } from '../adapters/blobs/local-disk.js';
import { SqliteStore } from '../adapters/db/sqlite/sqlite-store.js';
import type { Store } from '../adapters/db/store.js';
import type { SessionRequest } from '../domain/sessions.js';
import type { SpeechEngine } from '../engines/speech/speech-types.js';
import { BackgroundLoad } from '../lib/background-load.js';
import { SessionProcessor } from './session-processor.js';
import { renderStoredTemplate, storedRendering } from './stored-result.js';
import { WebhooksService } from './webhooks.service.js';

const unused = () => Promise.reject(new Error('not used when a job is given up'));

describe('SessionProcessor.giveUp', () => {
  let dir: string;
  let store: Store;
  afterEach(async () => {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('fails every template asked for with why, in the result any template is rendered from later', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scribe-processor-'));
    const now = () => new Date('2026-12-01T10:00:00Z');
    store = SqliteStore.open(path.join(dir, 'scribe.db'), now);
    await store.clients.insert({ id: 'c', name: 'clinic', secretHash: 'hash', scopes: ['sessions'], redirectUrl: '', createdAt: now(), revokedAt: null });
    const request: SessionRequest = {
      source: 'init',
      mode: 'dictation',
      modelType: 'pro',
      languages: ['en-IN'],
      templates: [{ templateId: 'soap', codificationNeeded: false }],
      files: ['a.wav'],
      additionalData: {},
    };
    await store.sessions.create({
      clientId: 'c',
      txnId: 't',
      ownerId: null,
      state: 'processing',
      folderPath: 'c/t/',
      extraData: {},
      protocolSettings: null,
      request,
      batchId: 'b',
      output: null,
      fhir: null,
      result: null,
      failureReason: null,
      progress: null,
      createdAt: now(),
      queuedAt: now(),
      startedAt: now(),
      finishedAt: null,
    });
    const processor = new SessionProcessor({
      store,
      blobs: new LocalDiskBlobStore(dir),
      speech: new BackgroundLoad<SpeechEngine>(unused),
      webhooks: new WebhooksService({ store, now, masterKey: () => Buffer.alloc(32), allowInsecure: false, send: unused, formats: [] }),
      notes: new Promise(() => undefined),
      redactor: unused,
      now,
    });

    await processor.giveUp({ clientId: 'c', txnId: 't' }, 'the worker died');
    const session = await store.sessions.find({ clientId: 'c', txnId: 't' });
    const error = { code: 'processing_failed', msg: 'the worker died' };
    expect(session).toMatchObject({ state: 'failed', failureReason: 'the worker died', fhir: null, output: null });
    expect(session?.result).toMatchObject({ templates: [{ templateId: 'soap', status: 'failure', errors: [error], warnings: [] }] });
    const stored = storedRendering(session!)!;
    for (const id of ['soap', 'medications', 'fhir'] as const) expect(renderStoredTemplate(stored, id, true)).toEqual({ status: 'failure', errors: [error], warnings: [] });
  });
});
