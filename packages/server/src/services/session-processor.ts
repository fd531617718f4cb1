import { buffer as readAll } from 'node:stream/consumers';
import type { BlobStore } from '../adapters/blobs/blob-store.js';
import type { SessionFileRecord, SessionKey, SessionRecord, Store } from '../adapters/db/store.js';
import {
  finishedState,
  type OutputItem,
  type OutputMessage,
  type SessionRequest,
  type SessionResult,
  type TemplateRequest,
} from '../domain/sessions.js';
import { canMove } from '../domain/session/transitions.js';
import { templateOf } from '../domain/templates.js';
import type { ClinicalExtractor } from '../engines/notes/clinical-model.js';
import type { BackgroundLoad } from '../lib/background-load.js';
import { AudioDecodeError } from '../engines/speech/speech-errors.js';
import type { SpeechEngine, Transcript } from '../engines/speech/speech-types.js';
import { readyEngine } from './ready-engine.js';
import { renderOutputs, type FileTranscript, type SessionOutputs } from './session-outputs.js';
import type { WebhooksService } from './webhooks.service.js';

const EXPIRY_BATCH = 100;

/**
 * Processes a started session (PROTOCOL §4, issue: decode every file in upload order, recognise,
 * one transcript, then each template) and finishes it exactly once, with its webhook deliveries.
 * Runs inside a `process-session` job, so it may run again after a crash: a finished session is left alone.
 */
export class SessionProcessor {
  constructor(
    private readonly d: {
      store: Store;
      blobs: BlobStore;
      speech: BackgroundLoad<SpeechEngine>;
      webhooks: WebhooksService;
      notes: Promise<ClinicalExtractor>;
      now: () => Date;
    },
  ) {}

  async process(key: SessionKey): Promise<void> {
    const session = await this.d.store.sessions.find(key);
    if (!session?.request || !canMove('startProcessing', session.state)) return;
    if (!(await this.d.store.sessions.markProcessing(key, this.d.now()))) return;
    const { request } = session;
    const engine = await readyEngine(this.d.speech);
    const byName = new Map((await this.d.store.sessions.files(key)).map((f) => [f.name, f]));
    const transcripts: FileTranscript[] = [];
    const fileErrors: OutputMessage[] = [];
    for (const name of request.files) {
      const file = byName.get(name);
      if (!file) {
        fileErrors.push({ code: 'file_missing', msg: `${name}: the uploaded file is gone` });
        continue;
      }
      try {
        transcripts.push({ file: name, transcript: await this.recognise(engine, file, request) });
      } catch (error) {
        // A corrupt file fails alone; anything else (engine down, queue full) retries the whole job.
        if (!(error instanceof AudioDecodeError)) throw error;
        fileErrors.push({ code: 'audio_unreadable', msg: `${name}: ${error.message}` });
      }
    }
    // The client sent files that never arrived (or counts differently): what came is processed, and the session is partial.
    if (request.filesSent !== undefined && request.filesSent !== request.files.length) {
      fileErrors.push({ code: 'audio_files_missing', msg: `${request.filesSent} audio files were sent, ${request.files.length} received` });
    }
    const result: SessionResult = { version: 1, files: transcripts, fileErrors };
    const outputs = await this.render(session, result, request.templates, this.d.now());
    await this.finish(session, outputs.items, outputs.fhir, result, null);
  }

  /** The queue gave the job up: the session ends failed, and says why. */
  async giveUp(key: SessionKey, reason: string): Promise<void> {
    const session = await this.d.store.sessions.find(key);
    if (!session || !canMove('finish', session.state)) return;
    const lang = session.request?.languages[0] ?? '';
    const items = (session.request?.templates ?? []).map(
      (template): OutputItem => ({
        template_id: template.templateId,
        type: 'json',
        name: templateOf(template.templateId).name,
        lang,
        value: '',
        status: 'failure',
        errors: [{ code: 'processing_failed', msg: reason }],
        warnings: [],
      }),
    );
    await this.finish(session, items, null, null, reason);
  }

  /**
   * Housekeeping: sessions never started within their time (created before `before`) expire, each in one transaction
   * with its notifications (the MedScribeAlliance protocol's `session.expired`), a batch at a time. Resolves to how many.
   */
  async expireUnstarted(before: Date): Promise<number> {
    let expired = 0;
    for (;;) {
      const due = await this.d.store.sessions.unstartedBefore(before, EXPIRY_BATCH);
      for (const session of due) {
        if (await this.d.store.sessions.expire(session, this.d.now(), await this.d.webhooks.notificationsFor(session, 'expired'))) expired += 1;
      }
      if (due.length < EXPIRY_BATCH) return expired;
    }
  }

  private async recognise(engine: SpeechEngine, file: SessionFileRecord, request: SessionRequest): Promise<Transcript> {
    const audio = await readAll(await this.d.blobs.get(file.blobKey));
    return engine.transcribe(audio, { language: request.languages[0] ?? '', speakers: request.mode === 'consultation' });
  }

  /**
   * Templates of a finished session rendered again from its stored result, without recognising its audio again (a
   * template asked for after it finished); undefined when it has no result (it failed, or finished before results
   * were kept).
   */
  async rerender(session: SessionRecord, templates: readonly TemplateRequest[]): Promise<SessionOutputs | undefined> {
    if (!session.result || !session.request) return undefined;
    return this.render(session, session.result, templates, session.finishedAt ?? this.d.now());
  }

  private async render(session: SessionRecord, result: SessionResult, templates: readonly TemplateRequest[], now: Date): Promise<SessionOutputs> {
    const request = { ...session.request!, templates: [...templates] };
    const sessionId = `${session.clientId}/${session.txnId}`;
    return renderOutputs({ request, transcripts: result.files, fileErrors: result.fileErrors, extractor: await this.d.notes, sessionId, now });
  }

  private async finish(session: SessionRecord, items: OutputItem[], fhir: string | null, result: SessionResult | null, failureReason: string | null): Promise<void> {
    const state = finishedState(items);
    const { deliveries, jobs } = await this.d.webhooks.notificationsFor(session, state);
    await this.d.store.sessions.finish(session, { state, output: items, fhir, result, failureReason, at: this.d.now() }, deliveries, jobs);
  }
}
