import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MODES, TXN_ID_PATTERN } from '../../domain/sessions.js';
import type { SessionsService } from '../../services/sessions.service.js';
import { fileUpload, limitedFileStream } from '../multipart-upload.js';
import { principalOf } from '../plugins/authenticate.js';
import { BEARER_SECURITY, MessageError } from '../shared.schema.js';
import { messageErrorResponses } from './sessions.schema.js';

export interface VoiceUploadRoutesOptions {
  sessions: SessionsService;
  maxBytes: number;
}

/** RFC 9745: the moment of deprecation, the spec's version marker 2024-12-01T12:09:09Z. */
const DEPRECATION = '@1733054949';

const VoiceUploadQuery = Type.Object({
  mode: Type.Unsafe<(typeof MODES)[number]>({ type: 'string', enum: [...MODES] }),
  txnid: Type.String({ pattern: TXN_ID_PATTERN, description: 'Becomes the session id.' }),
});

const VoiceUploadForm = Type.Object({ file: Type.String({ format: 'binary', description: 'The audio.' }) });

const VoiceUploadResult = Type.Object({
  message: Type.Literal('Upload successful!'),
  filename: Type.String({ description: 'The name the file is stored under in its session.' }),
});

/** `POST /voice/upload` (PROTOCOL §3), deprecated in favour of sessions: the upload becomes a session processed like any other. */
export const voiceUploadRoutes: FastifyPluginAsyncTypebox<VoiceUploadRoutesOptions> = async (app, opts) => {
  app.addHook('onSend', async (request, reply) => {
    reply.header('deprecation', DEPRECATION).header('link', `<${request.protocol}://${request.host}/docs>; rel="deprecation"`);
  });

  app.post(
    '/voice/upload',
    {
      config: { scope: 'sessions', errorShape: 'message', streamedBodies: { multipart: VoiceUploadForm } },
      schema: {
        tags: ['Sessions'],
        operationId: 'uploadVoiceRecording',
        summary: 'Upload a recording (deprecated: use a transcription session)',
        description:
          'Deprecated since 2024-12-01T12:09:09Z (every answer carries `Deprecation` and `Link` headers). The audio in the part ' +
          '`file` becomes the session `txnid`, transcribed in English at once; read the result through ' +
          '`GET /voice-record/api/status/{txnid}` (FHIR, once the notes engine exists) or `GET /voice/api/v3/status/{txnid}`.',
        deprecated: true,
        security: BEARER_SECURITY,
        querystring: VoiceUploadQuery,
        consumes: ['multipart/form-data'],
        response: {
          200: VoiceUploadResult,
          400: Type.Ref(MessageError, { description: 'A missing or invalid query parameter, or no file.' }),
          409: Type.Ref(MessageError, { description: 'The session txnid exists and has started, or is already in use by a session you do not reach.' }),
          413: Type.Ref(MessageError, { description: 'Over 100 MiB.' }),
          ...messageErrorResponses,
        },
      },
    },
    async (request) => {
      const part = await fileUpload(request, { maxFileBytes: opts.maxBytes, maxFields: 5 });
      const filename = await opts.sessions.voiceUpload(principalOf(request), request.query.txnid, request.query.mode, {
        filename: part.filename,
        contentType: part.mimetype,
        content: limitedFileStream(part),
      });
      return { message: 'Upload successful!' as const, filename };
    },
  );
};
