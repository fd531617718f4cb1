/**
 * Reading a request of OpenAI's transcription API: the whole multipart form in any order (OpenAI's SDKs append the
 * file whenever it has been read, often before the other fields), the file buffered up to the size limit, and the
 * fields checked the way OpenAI answers them, with the field at fault as the error's `param`.
 */

import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../domain/errors.js';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../domain/languages.js';
import { fromRequestLanguage } from './language-names.js';
import { parseKeyterms } from '../../services/transcription.service.js';
import { RESPONSE_FORMATS, type ResponseFormat } from './openai-audio.schema.js';

/** OpenAI's fields and room for the ones it adds (`include[]`, `chunking_strategy` …), which are ignored. */
const MAX_FIELDS = 20;

export interface OpenAiTranscriptionRequest {
  audio: Buffer;
  language: LanguageCode;
  /** From `prompt`. */
  keyterms: readonly string[];
  responseFormat: ResponseFormat;
}

const invalid = (param: string, message: string) => new DomainError('invalid_request', message, { details: [{ field: param, message }] });

export async function readTranscriptionRequest(
  request: FastifyRequest,
  limits: { maxFileBytes: number; servedLanguages: readonly string[] },
): Promise<OpenAiTranscriptionRequest> {
  let audio: Buffer | undefined;
  const fields = new Map<string, string[]>();
  for await (const part of request.parts({ limits: { fileSize: limits.maxFileBytes, files: 1, fields: MAX_FIELDS, parts: MAX_FIELDS + 1 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file') throw invalid(part.fieldname, `unexpected file in "${part.fieldname}": the audio goes in "file"`);
      // Fails with 413 once the part passes the limit.
      audio = await part.toBuffer();
    } else {
      fields.set(part.fieldname, [...(fields.get(part.fieldname) ?? []), String(part.value)]);
    }
  }
  if (audio === undefined) throw invalid('file', 'missing multipart part "file"');
  return { audio, ...readFields(fields, limits.servedLanguages) };
}

function readFields(fields: ReadonlyMap<string, string[]>, servedLanguages: readonly string[]): Omit<OpenAiTranscriptionRequest, 'audio'> {
  const first = (name: string) => fields.get(name)?.[0];
  const responseFormat = first('response_format') || 'json';
  if (!(RESPONSE_FORMATS as readonly string[]).includes(responseFormat)) {
    throw invalid('response_format', `response_format must be one of ${RESPONSE_FORMATS.join(', ')}`);
  }
  const granularities = [...(fields.get('timestamp_granularities[]') ?? []), ...(fields.get('timestamp_granularities') ?? [])];
  if (granularities.some((granularity) => granularity !== 'segment')) {
    throw invalid('timestamp_granularities[]', 'only segment timestamps are available (no word timestamps)');
  }
  if (first('stream') === 'true') throw invalid('stream', 'streaming is not supported');
  // No language detection: an unnamed language is the default, as on /voice/get-asr.
  const requested = first('language') || DEFAULT_LANGUAGE;
  const language = fromRequestLanguage(requested, servedLanguages);
  if (language === undefined) {
    throw invalid('language', `Invalid language "${requested}": ISO 639-1 (en, hi, ta …) or a code of the interface (en-IN, en-US, hi …)`);
  }
  return { language, keyterms: parseKeyterms(first('prompt')), responseFormat: responseFormat as ResponseFormat };
}
