/**
 * A language served by an OpenAI-compatible transcription API (a GPU box running Whisper or an Indic model behind
 * vLLM or a faster-whisper server, OpenAI itself, another svc-scribe). It runs in the main thread: it only waits on
 * HTTP. Each piece of the decoded audio goes as a 16 kHz mono 16-bit WAV with the request's keyterms as the prompt;
 * failures are retried (429, 5xx, network errors), a circuit breaker fails fast while the backend is down, and every
 * failure ends as a SpeechBackendError.
 */

import { isLanguageCode } from '../../../domain/languages.js';
import { encodeWav } from '../audio/wav-encoder.js';
import { toIso639_1 } from '../language-tags.js';
import { SpeechBackendError } from '../speech-errors.js';
import { SAMPLE_RATE, type RecognitionOptions, type Segment, type SpeechBackend } from '../speech-types.js';
import { CircuitBreaker, CircuitOpenError } from './circuit-breaker.js';
import {
  RemoteCallError,
  requestTranscription,
  type RemoteSegment,
  type RemoteTranscription,
  type TranscriptionEndpoint,
  type TranscriptionRequest,
} from './openai-transcription-client.js';
import { requestPieces } from './request-pieces.js';
import { withRetries, type RetryPolicy } from './retry.js';

export interface OpenAiBackendOptions {
  /** The API base (`http://gpu:8000/v1`). */
  url: string;
  model: string;
  apiKey?: string;
  /** Sent as `language` instead of the code's ISO 639-1 form (en-IN → `en`, hi → `hi`). */
  language?: string;
  /** Per attempt; a timed-out attempt is not retried (the backend may still be working on it). */
  timeoutMs: number;
  /** Failed calls in a row that open the circuit, and how long it stays open. */
  breakerFailures: number;
  breakerCooldownMs: number;
  /** Seams for tests: the breaker's clock, the waits and jitter between attempts. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

/** 10 minutes of 16 kHz 16-bit WAV is 19.2 MB, under the 25 MB upload limit of OpenAI's API that other servers copy. */
export const MAX_REQUEST_SECONDS = 600;

const RETRY: RetryPolicy = { attempts: 3, baseDelayMs: 500, maxDelayMs: 8000 };

export class OpenAiSpeechBackend implements SpeechBackend {
  readonly name: string;
  /** Each recognition is a call to someone else's service. */
  readonly metered = true;
  readonly breaker: CircuitBreaker;
  private readonly endpoint: TranscriptionEndpoint;
  private readonly retry: RetryPolicy;

  constructor(private readonly options: OpenAiBackendOptions) {
    this.name = `openai:${options.model}`;
    this.breaker = new CircuitBreaker({ failureThreshold: options.breakerFailures, cooldownMs: options.breakerCooldownMs, now: options.now });
    this.endpoint = { url: options.url, apiKey: options.apiKey, timeoutMs: options.timeoutMs };
    this.retry = { ...RETRY, sleep: options.sleep, random: options.random };
  }

  checkAvailable(): void {
    try {
      this.breaker.check();
    } catch (error) {
      throw asBackendError(error);
    }
  }

  async transcribe(pcm: Float32Array, options: RecognitionOptions): Promise<Segment[]> {
    const pieces = requestPieces(pcm, MAX_REQUEST_SECONDS * SAMPLE_RATE);
    const language = this.options.language ?? (isLanguageCode(options.language) ? toIso639_1(options.language) : options.language);
    const prompt = options.keyterms?.join(', ');
    options.onProgress?.({ done: 0, total: pieces.length });
    const segments: Segment[] = [];
    for (const [index, piece] of pieces.entries()) {
      const wav = encodeWav(pcm.subarray(piece.start, piece.end));
      const answer = await this.call({ wav, model: this.options.model, language, ...(prompt ? { prompt } : {}) });
      segments.push(...toSegments(answer, piece.start / SAMPLE_RATE, piece.end / SAMPLE_RATE));
      options.onProgress?.({ done: index + 1, total: pieces.length });
    }
    return segments;
  }

  /** Nothing to release: every call has its own deadline. */
  async close(): Promise<void> {}

  /** One piece: retried within one breaker call, so the breaker counts requests that failed for good. */
  private async call(request: TranscriptionRequest): Promise<RemoteTranscription> {
    try {
      return await this.breaker.run(
        () => withRetries(() => requestTranscription(this.endpoint, request), retryAdvice, this.retry),
        (error) => !(error instanceof RemoteCallError) || error.options.backendFault,
      );
    } catch (error) {
      throw asBackendError(error);
    }
  }
}

function retryAdvice(error: unknown) {
  return error instanceof RemoteCallError ? error.options : { retryable: false };
}

function asBackendError(error: unknown): unknown {
  if (error instanceof CircuitOpenError) {
    const retryAfterS = Math.max(1, Math.ceil(error.retryAfterMs / 1000));
    return new SpeechBackendError('unavailable', `the backend keeps failing; next attempt in ${retryAfterS} s`, retryAfterS);
  }
  if (error instanceof RemoteCallError) return new SpeechBackendError(error.failure, error.message);
  return error;
}

/**
 * The answer's segments on the recording's clock (offset by where the piece starts, kept within it); an answer without
 * segments (`json`) is one segment spanning the piece. Confidence is exp(avg_logprob), the geometric mean of the
 * tokens' probabilities as the local engine reports it; 1 when the backend does not say.
 */
function toSegments(answer: RemoteTranscription, from: number, to: number): Segment[] {
  const timed: RemoteSegment[] = answer.segments?.length ? answer.segments : [{ start: 0, end: to - from, text: answer.text }];
  return timed.flatMap((segment) => {
    const text = segment.text.trim();
    if (text === '') return [];
    const start = Math.min(to, Math.max(from, from + segment.start));
    const end = Math.min(to, Math.max(start, from + segment.end));
    const confidence = segment.avgLogprob === undefined ? 1 : Math.min(1, Math.exp(segment.avgLogprob));
    return [{ start, end, text, confidence }];
  });
}
