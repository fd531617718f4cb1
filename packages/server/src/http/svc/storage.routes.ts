import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { SessionsService } from '../../services/sessions.service.js';
import { fileUpload, formFields, limitedFileStream } from '../multipart-upload.js';
import { MessageError } from '../shared.schema.js';
import { StorageForm } from './sessions.schema.js';
import { startFromManifest } from './session-start.js';

export interface StorageRoutesOptions {
  sessions: SessionsService;
  maxPostBytes: number;
}

/** Where `uploadData.url` points when the server keeps the audio itself. */
export const STORAGE_PATH = '/v1/file-upload/storage';

/** The policy's fields, and room for the few others an S3 form may carry (Content-Type, success_action_status …). */
const MAX_FORM_FIELDS = 12;

/**
 * The storage endpoint of presigned uploads (PROTOCOL §4.2). Public like an S3 bucket's: the signed
 * policy in the form is the credential. The file is streamed to storage and synced before the 204.
 */
export const storageRoutes: FastifyPluginAsyncTypebox<StorageRoutesOptions> = async (app, opts) => {
  app.post(
    STORAGE_PATH,
    {
      config: { errorShape: 'message', streamedBodies: { multipart: StorageForm } },
      schema: {
        tags: ['Sessions'],
        operationId: 'uploadToStorage',
        security: [],
        summary: 'Upload a file with a presigned POST',
        description:
          'The target of `uploadData.url`: `multipart/form-data` with every field of `uploadData.fields`, then the part `file` last. ' +
          '204 with an empty body once the file is stored. 403 for an expired or forged policy or a key outside the folder, 413 ' +
          'over 100 MiB (use the multipart upload), 409 once the session has started. Uploading `<folderPath><txn_id>.json` (the ' +
          'manifest) starts the session.',
        consumes: ['multipart/form-data'],
        response: {
          204: Type.Null({ description: 'Stored.' }),
          400: Type.Ref(MessageError, { description: 'Malformed form, a key with control characters, empty file, or a manifest that is not valid.' }),
          403: Type.Ref(MessageError, { description: 'Expired or forged policy, or a key outside the folder.' }),
          409: Type.Ref(MessageError, { description: 'The session has already started.' }),
          413: Type.Ref(MessageError, { description: 'The file passes the policy\'s size range.' }),
          422: Type.Ref(MessageError, { description: 'A manifest with unsupported values.' }),
        },
      },
    },
    async (request, reply) => {
      const part = await fileUpload(request, { maxFileBytes: opts.maxPostBytes, maxFields: MAX_FORM_FIELDS });
      await opts.sessions.receiveUpload(
        formFields(part),
        { filename: part.filename, contentType: part.mimetype, content: limitedFileStream(part) },
        startFromManifest,
      );
      return reply.code(204).send(null);
    },
  );
};
