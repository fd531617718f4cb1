import { buffer as readAll } from 'node:stream/consumers';
import type { BlobStore } from '../adapters/blobs/blob-store.js';
import type { SessionFileRecord, SessionKey, SessionOutcome, SessionRecord, Store } from '../adapters/db/store.js';
import { finishedState, templateOutcomes, type OutputMessage, type SessionRequest, type SessionResultV2 } from '../domain/sessions.js';
import { canMove } from '../domain/session/transitions.js';
import type { ClinicalExtractor } from '../engines/notes/clinical-model.js';
import type { BackgroundLoad } from '../lib/background-load.js';
import { AudioDecodeError } from '../engines/speech/speech-errors.js';
import type { RecognitionOptions, SpeechEngine, Transcript } from '../engines/speech/speech-types.js';
import { ProgressReporter } from './progress-reporter.js';
import { readyEngine } from './ready-engine.js';
import { processedSession, type FileTranscript } from './session-outputs.js';
import type { RedactTexts } from './session-redaction.js';
import { failedTemplate, renderSessionId } from './session-render.js';
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
      /** The PHI redactor, loaded when a session first asks for redaction. */
      redactor: () => Promise<RedactTexts>;
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
    // The web app's processing view: the share of the audio recognised, file by file, then the notes being written.
    const progress = new ProgressReporter((reached) => this.d.store.sessions.setProgress(key, reached));
    const fileCount = Math.max(1, request.files.length);
    for (const [index, name] of request.files.entries()) {
      const file = byName.get(name);
      if (!file) {
        fileErrors.push({ code: 'file_missing', msg: `${name}: the uploaded file is gone` });
        continue;
      }
      try {
        const onProgress = ({ done, total }: { done: number; total: number }) =>
          progress.report({ stage: 'transcribing', fraction: (index + (total === 0 ? 1 : done / total)) / fileCount });
        transcripts.push({ file: name, transcript: await this.recognise(engine, file, request, onProgress) });
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
    progress.report({ stage: 'writing_note', fraction: 0 });
    await progress.settled();
    // The documents are dated when the session finishes, so that rendering them again later from its result gives the same.
    const at = this.d.now();
    const { result, fhir } = await processedSession({
      request,
      transcripts,
      fileErrors,
      extractor: await this.d.notes,
      ...(request.redact && { redact: await this.d.redactor() }),
      sessionId: renderSessionId(session),
      at,
    });
    await this.finish(session, { fhir, result, failureReason: null, at });
  }

  /** The queue gave the job up: the session ends failed, and says why. */
  async giveUp(key: SessionKey, reason: string): Promise<void> {
    const session = await this.d.store.sessions.find(key);
    if (!session || !canMove('finish', session.state)) return;
    const error = { code: 'processing_failed', msg: reason };
    const failed = failedTemplate([error]);
    const templates = (session.request?.templates ?? []).map(({ templateId }) => ({ templateId, ...failed }));
    const noteTemplates = (session.request?.noteTemplates ?? []).map(({ id, version }) => ({ id, version, ...failed }));
    // Nothing was transcribed, and why: any template asked for later fails for that reason too.
    const result: SessionResultV2 = { version: 2, files: [], fileErrors: [error], notes: null, templates, ...(noteTemplates.length > 0 && { noteTemplates }) };
    await this.finish(session, { fhir: null, result, failureReason: reason, at: this.d.now() });
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

  private async recognise(engine: SpeechEngine, file: SessionFileRecord, request: SessionRequest, onProgress: RecognitionOptions['onProgress']): Promise<Transcript> {
    const audio = await readAll(await this.d.blobs.get(file.blobKey));
    return engine.transcribe(audio, { language: request.languages[0] ?? '', speakers: request.mode === 'consultation', onProgress });
  }

  private async finish(session: SessionRecord, outcome: Omit<SessionOutcome, 'state' | 'result'> & { result: SessionResultV2 }): Promise<void> {
    const state = finishedState(templateOutcomes(outcome.result));
    const { deliveries, jobs } = await this.d.webhooks.notificationsFor(session, state);
    await this.d.store.sessions.finish(session, { ...outcome, state }, deliveries, jobs);
  }
}
