import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_LANGUAGE } from '../../domain/languages.js';
import { parseKeyterms, type TranscriptionService } from '../../services/transcription.service.js';
import { fileBytes, fileUpload, formFields } from '../multipart-upload.js';
import { AUTHENTICATED_ERRORS, BEARER_SECURITY } from '../shared.schema.js';
import { TRANSCRIPTION_ERRORS, TranscriptionForm, TranscriptionQuery, TranscriptionText } from './transcription.schema.js';

export interface TranscriptionRoutesOptions {
  transcription: TranscriptionService;
  maxUploadBytes: number;
}

/** `POST /voice/get-asr` (PROTOCOL §2): one audio file in, plain text out. */
export const transcriptionRoutes: FastifyPluginAsyncTypebox<TranscriptionRoutesOptions> = async (app, opts) => {
  app.post(
    '/voice/get-asr',
    {
      config: { scope: 'transcription', errorShape: 'message', streamedBodies: { multipart: TranscriptionForm } },
      schema: {
        tags: ['Transcription'],
        operationId: 'transcribe',
        summary: 'Transcribe one medical audio file',
        description:
          'Multipart form with the audio in a part named `file` (wav, mp3, m4a; also ogg/opus, webm/opus, flac), at most ' +
          '5 MB. An optional form field `keyterms` sent before the file (one term per line or comma-separated, up to 100 of up to 100 characters each; 400 beyond) ' +
          'biases recognition towards extra words such as drug or patient-specific names.',
        security: BEARER_SECURITY,
        querystring: TranscriptionQuery,
        consumes: ['multipart/form-data'],
        response: { 200: Type.Ref(TranscriptionText), ...AUTHENTICATED_ERRORS, ...TRANSCRIPTION_ERRORS },
      },
    },
    async (request) => {
      const language = request.query.language ?? DEFAULT_LANGUAGE;
      await opts.transcription.assertLanguageInstalled(language);
      // Streamed: the part is read chunk by chunk and the read fails as soon as it passes the limit.
      const part = await fileUpload(request, { maxFileBytes: opts.maxUploadBytes, maxFields: 5 });
      const audio = await fileBytes(part);
      const { text } = await opts.transcription.transcribe(audio, { language, keyterms: parseKeyterms(formFields(part).keyterms) });
      return { text };
    },
  );
};
