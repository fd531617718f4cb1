import { buffer as readAll } from 'node:stream/consumers';
import type { BlobStore } from '../adapters/blobs/blob-store.js';
import type { SessionFileRecord, SessionKey, SessionRecord, Store } from '../adapters/db/store.js';
import {
  FINISHED_STATES,
  TEMPLATE_NAMES,
  finishedState,
  type OutputItem,
  type OutputMessage,
  type SessionRequest,
  type TemplateRequest,
} from '../domain/sessions.js';
import type { BackgroundLoad } from '../lib/background-load.js';
import { AudioDecodeError } from '../engines/speech/speech-errors.js';
import type { SpeechEngine, Transcript } from '../engines/speech/speech-types.js';
import { readyEngine } from './ready-engine.js';
import type { WebhooksService } from './webhooks.service.js';

/** PROTOCOL §5: the decoded `value` of `transcript_template`. */
export interface TranscriptDocument {
  transcript: string;
  language: string;
  mode: string;
  duration_s: number;
  segments: { id: string; file: string; start: number; end: number; speaker: string; text: string; confidence: number }[];
}

interface FileTranscript {
  file: string;
  transcript: Transcript;
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
const toBase64Json = (document: unknown) => Buffer.from(JSON.stringify(document), 'utf8').toString('base64');

/** One transcript over every file, each file's segment times offset by the length of the files before it. */
export function transcriptDocument(request: SessionRequest, files: readonly FileTranscript[]): TranscriptDocument {
  let offset = 0;
  const segments: TranscriptDocument['segments'] = [];
  for (const { file, transcript } of files) {
    for (const segment of transcript.segments) {
      segments.push({
        id: `seg_${segments.length + 1}`,
        file,
        start: round(offset + segment.start),
        end: round(offset + segment.end),
        // No diarisation yet: one speaker, also in consultation mode.
        speaker: 'speaker_1',
        text: segment.text,
        confidence: round(segment.confidence),
      });
    }
    offset += transcript.durationS;
  }
  return {
    transcript: segments.map((s) => s.text).join(' '),
    language: request.languages[0] ?? '',
    mode: request.mode,
    duration_s: round(offset),
    segments,
  };
}

function item(template: TemplateRequest, lang: string, outcome: Pick<OutputItem, 'value' | 'status' | 'errors' | 'warnings'>): OutputItem {
  return { template_id: template.templateId, type: 'json', name: TEMPLATE_NAMES[template.templateId], lang, ...outcome };
}

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
      now: () => Date;
    },
  ) {}

  async process(key: SessionKey): Promise<void> {
    const session = await this.d.store.sessions.find(key);
    if (!session?.request || FINISHED_STATES.includes(session.state)) return;
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
    const lang = request.outputLanguage ?? request.languages[0] ?? '';
    const items = request.templates.map((template) => this.render(template, lang, request, transcripts, fileErrors));
    await this.finish(session, items, null);
  }

  /** The queue gave the job up: the session ends failed, and says why. */
  async giveUp(key: SessionKey, reason: string): Promise<void> {
    const session = await this.d.store.sessions.find(key);
    if (!session || FINISHED_STATES.includes(session.state)) return;
    const lang = session.request?.languages[0] ?? '';
    const items = (session.request?.templates ?? []).map((template) =>
      item(template, lang, { value: '', status: 'failure', errors: [{ code: 'processing_failed', msg: reason }], warnings: [] }),
    );
    await this.finish(session, items, reason);
  }

  private async recognise(engine: SpeechEngine, file: SessionFileRecord, request: SessionRequest): Promise<Transcript> {
    const audio = await readAll(await this.d.blobs.get(file.blobKey));
    return engine.transcribe(audio, { language: request.languages[0] ?? '' });
  }

  private render(
    template: TemplateRequest,
    lang: string,
    request: SessionRequest,
    transcripts: readonly FileTranscript[],
    fileErrors: readonly OutputMessage[],
  ): OutputItem {
    if (template.templateId !== 'transcript_template') {
      // The clinical notes engine is not part of this server yet: say so rather than invent content.
      const msg = `${template.templateId} is not available on this server yet`;
      return item(template, lang, { value: '', status: 'failure', errors: [{ code: 'template_not_available', msg }], warnings: [] });
    }
    if (transcripts.length === 0) return item(template, lang, { value: '', status: 'failure', errors: [...fileErrors], warnings: [] });
    const document = transcriptDocument(request, transcripts);
    const warnings = document.segments.length === 0 ? [{ code: 'no_speech', msg: 'no speech was recognised in the audio' }] : [];
    const status = fileErrors.length > 0 ? 'partial_success' : 'success';
    return item(template, lang, { value: toBase64Json(document), status, errors: [...fileErrors], warnings });
  }

  private async finish(session: SessionRecord, items: OutputItem[], failureReason: string | null): Promise<void> {
    const state = finishedState(items);
    const { deliveries, jobs } = await this.d.webhooks.deliveriesFor(session.clientId, session.txnId, state);
    await this.d.store.sessions.finish(session, { state, output: items, failureReason, at: this.d.now() }, deliveries, jobs);
  }
}
