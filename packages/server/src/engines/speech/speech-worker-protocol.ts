/**
 * Messages between `WorkerSpeechEngine` (main thread) and `speech-worker.ts` (worker thread). Errors travel as data and
 * are rebuilt as the engine's own classes, so callers can still tell them apart with `instanceof`.
 */

import { AudioDecodeError, LanguageNotInstalledError, RecognitionQueueFullError } from './speech-errors.js';
import type { AudioInput, RecognitionOptions, Transcript } from './speech-types.js';

/** Recognition options without the progress callback, which cannot be sent: the worker reports progress as messages. */
export interface WireRecognitionOptions extends Omit<RecognitionOptions, 'onProgress'> {
  reportProgress: boolean;
}

export type WorkerRequest =
  | { type: 'transcribe'; id: number; audio: AudioInput; options: WireRecognitionOptions }
  /** Decode only: for the remote backends, whose HTTP calls run in the main thread. */
  | { type: 'decode'; id: number; audio: Uint8Array }
  /** Finish the work in flight, release the models and exit. */
  | { type: 'close' };

/** The worker's first message, once the models have loaded. A load failure is thrown in the worker instead (its `error` event). */
export interface WorkerReady {
  type: 'ready';
  languages: string[];
}

/** Every later message answers one `transcribe` or `decode` request. */
export type RecognitionReply =
  | { type: 'progress'; id: number; done: number; total: number }
  | { type: 'transcript'; id: number; transcript: Transcript }
  /** 16 kHz mono samples. */
  | { type: 'decoded'; id: number; pcm: Float32Array }
  | { type: 'failure'; id: number; error: WireError };

/** The buffer behind `view`, to move instead of copy, when the view fills it (not a slice of Node's Buffer pool). */
export function ownBuffer(view: ArrayBufferView): ArrayBuffer[] {
  const { buffer } = view;
  return buffer instanceof ArrayBuffer && view.byteOffset === 0 && view.byteLength === buffer.byteLength ? [buffer] : [];
}

export type WireError =
  | { name: 'AudioDecodeError'; message: string }
  | { name: 'LanguageNotInstalledError'; language: string; installed: string[] }
  | { name: 'RecognitionQueueFullError'; maxQueued: number }
  | { name: 'Error'; message: string };

export function toWireError(error: unknown): WireError {
  if (error instanceof AudioDecodeError) return { name: error.name, message: error.message };
  if (error instanceof LanguageNotInstalledError) return { name: error.name, language: error.language, installed: [...error.installed] };
  if (error instanceof RecognitionQueueFullError) return { name: error.name, maxQueued: error.maxQueued };
  return { name: 'Error', message: error instanceof Error ? error.message : String(error) };
}

/** The typed errors come back as their classes; anything else as a plain Error, which the routes answer with a 500. */
export function fromWireError(error: WireError): Error {
  switch (error.name) {
    case 'AudioDecodeError':
      return new AudioDecodeError(error.message);
    case 'LanguageNotInstalledError':
      return new LanguageNotInstalledError(error.language, error.installed);
    case 'RecognitionQueueFullError':
      return new RecognitionQueueFullError(error.maxQueued);
    case 'Error':
      return new Error(error.message);
  }
}
