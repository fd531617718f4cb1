import { deflateSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { LanguageCode } from '../../domain/languages.js';
import type { Transcript } from '../../engines/speech/speech-types.js';
import type { TranscriptionService } from '../../services/transcription.service.js';
import { BEARER_SECURITY } from '../shared.schema.js';
import { asMultipartReadError, watchFormEnd } from '../multipart-upload.js';
import { languageName } from './language-names.js';
import { OPENAI_TRANSCRIPTION_RESPONSES, OpenAiTranscriptionForm, type ResponseFormat } from './openai-audio.schema.js';
import { readTranscriptionRequest } from './openai-audio.request.js';
import { toSrt, toVtt } from './subtitles.js';

export interface OpenAiAudioRoutesOptions {
  transcription: TranscriptionService;
  servedLanguages: () => readonly string[];
  maxUploadBytes: number;
}

/**
 * `POST /v1/audio/transcriptions`: OpenAI's transcription API over this server's engine, so tools built on OpenAI's
 * SDKs work with a base URL of `<server>/v1` and an access token as the API key. There is no
 * `/v1/audio/translations`: no backend here translates, and English text from the English model would not be one.
 */
export const openAiAudioRoutes: FastifyPluginAsyncTypebox<OpenAiAudioRoutesOptions> = async (app, opts) => {
  app.post(
    '/v1/audio/transcriptions',
    {
      config: { scope: 'transcription', errorShape: 'openai', streamedBodies: { multipart: OpenAiTranscriptionForm } },
      schema: {
        tags: ['OpenAI-compatible'],
        operationId: 'createTranscription',
        summary: "Transcribe audio with OpenAI's transcription API",
        description:
          "OpenAI's `POST /v1/audio/transcriptions`: a multipart form with the audio in `file` (at most 25 MiB) and the fields in any " +
          'order. The language (default `en-IN`) picks the backend, as on `/voice/get-asr`; `model` is accepted and not honoured, ' +
          '`prompt` is read as keyterms, `temperature` is ignored, and `timestamp_granularities[]` may only be `segment`. ' +
          "Errors come in OpenAI's shape. `/v1/audio/translations` is not offered.",
        security: BEARER_SECURITY,
        consumes: ['multipart/form-data'],
        response: OPENAI_TRANSCRIPTION_RESPONSES,
      },
    },
    async (request, reply) => {
      // The fields may come after the file: a form cut off between parts is refused, not read without them.
      const formEnd = request.isMultipart() ? watchFormEnd(request) : undefined;
      const { audio, language, keyterms, responseFormat } = await readTranscriptionRequest(request, {
        maxFileBytes: opts.maxUploadBytes,
        servedLanguages: opts.servedLanguages(),
      }).then(
        (read) => {
          formEnd?.assertComplete();
          return read;
        },
        (error: unknown) => {
          formEnd?.stop();
          // A form without a boundary or cut off: the client's 400, not the parser's 500.
          throw asMultipartReadError(error);
        },
      );
      const transcript = await opts.transcription.transcribe(audio, { language, keyterms });
      return sendTranscript(reply, transcript, language, responseFormat);
    },
  );
};

function sendTranscript(reply: FastifyReply, transcript: Transcript, language: LanguageCode, format: ResponseFormat): FastifyReply {
  switch (format) {
    case 'json':
      return reply.send({ text: transcript.text });
    case 'verbose_json':
      return reply.send(verboseJson(transcript, language));
    case 'text':
      return reply.type('text/plain; charset=utf-8').send(`${transcript.text}\n`);
    case 'srt':
      return reply.type('application/x-subrip; charset=utf-8').send(toSrt(transcript.segments));
    case 'vtt':
      return reply.type('text/vtt; charset=utf-8').send(toVtt(transcript.segments));
  }
}

const ms = (seconds: number) => Math.round(seconds * 1000) / 1000;
/** ln(0) is not a number JSON can carry. */
const MIN_CONFIDENCE = 1e-6;

/** Whisper's `verbose_json`, with what this engine knows: segment times, text and confidence; no tokens. */
function verboseJson(transcript: Transcript, language: LanguageCode) {
  return {
    task: 'transcribe' as const,
    language: languageName(language),
    duration: ms(transcript.durationS),
    text: transcript.text,
    segments: transcript.segments.map((segment, id) => ({
      id,
      seek: Math.round(segment.start * 100),
      start: ms(segment.start),
      end: ms(segment.end),
      text: segment.text,
      tokens: [],
      temperature: 0,
      avg_logprob: Math.log(Math.max(segment.confidence, MIN_CONFIDENCE)),
      compression_ratio: compressionRatio(segment.text),
      no_speech_prob: 0,
    })),
  };
}

/** As Whisper computes it: the text's UTF-8 length over its zlib-compressed length (high for repetitive text). */
function compressionRatio(text: string): number {
  const bytes = Buffer.from(text, 'utf8');
  return bytes.length / deflateSync(bytes).length;
}
