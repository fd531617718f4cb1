import { Readable } from 'node:stream';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { MultipartUploadsService } from '../../services/multipart-uploads.service.js';
import { requestBaseUrl } from '../base-url.js';
import { principalOf } from '../plugins/authenticate.js';
import { requestChunks } from '../request-chunks.js';
import { BEARER_SECURITY, MessageError } from '../shared.schema.js';
import {
  CompleteMultipartBody,
  CompletedMultipartUpload,
  InitiateMultipartBody,
  InitiatedMultipartUpload,
  PartBody,
  PartParams,
  PartQuery,
  PartStored,
  UploadIdParams,
} from './multipart-upload.schema.js';
import { messageErrorResponses } from './sessions.schema.js';

export interface MultipartUploadRoutesOptions {
  uploads: MultipartUploadsService;
  /** SCRIBE_PUBLIC_URL, or undefined to sign part URLs for the address each request came to. */
  publicUrl: string | undefined;
}

export interface MultipartPartRoutesOptions {
  uploads: MultipartUploadsService;
}

const TAGS = ['Sessions'];
const SESSIONS = { scope: 'sessions', errorShape: 'message' } as const;
/** Room for the completion list of 10 000 parts, quoted ETags and all, even encrypted. */
const COMPLETE_BODY_LIMIT = 4 * 1024 * 1024;

const errorOf = (description: string) => Type.Ref(MessageError, { description });

/**
 * The part uploads of PROTOCOL §4.3. Public like the storage endpoint: the URL's signature is the
 * credential, as with S3's presigned UploadPart.
 */
export const multipartPartRoutes: FastifyPluginAsyncTypebox<MultipartPartRoutesOptions> = async (app, opts) => {
  // Whatever its Content-Type, the body reaches the handler unread, which streams it to storage.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.put(
    '/v1/file-upload/multipart/:upload_id/parts/:part_number',
    {
      config: { errorShape: 'message', streamedBodies: { raw: PartBody } },
      schema: {
        tags: TAGS,
        operationId: 'uploadMultipartPart',
        summary: 'Upload one part of a multipart upload',
        description:
          'The target of a `part_urls[].url`: PUT the part\'s raw bytes (any Content-Type) to the URL as given. No bearer ' +
          'token: the signature in the URL is the credential. 200 with the part\'s `ETag` header (quoted hex MD5) and an ' +
          'empty body. A part uploaded again replaces the first. 403 for a forged or expired URL, 404 once the upload is ' +
          'completed or aborted, 409 once the session has started, 413 over the largest part size (5 GiB). Where the ' +
          'server keeps files in an S3 bucket, `part_urls` are the bucket\'s own presigned UploadPart URLs instead, and ' +
          'S3 answers the PUTs.',
        params: PartParams,
        querystring: PartQuery,
        response: {
          200: PartStored,
          400: errorOf('Malformed part number.'),
          403: errorOf('Forged or expired part URL.'),
          404: errorOf('Unknown upload: completed, aborted, or never initiated.'),
          409: errorOf('The session has already started.'),
          413: errorOf('The part passes the largest part size.'),
          500: errorOf('Unexpected failure.'),
        },
      },
    },
    async (request, reply) => {
      const { upload_id, part_number } = request.params;
      const declared = request.headers['content-length'];
      // No body at all leaves `body` unset: an empty part.
      const content = request.body instanceof Readable ? requestChunks(request.body) : Readable.from([]);
      const { etag } = await opts.uploads.uploadPart(
        { uploadId: upload_id, partNumber: Number(part_number), ...request.query },
        content,
        declared === undefined ? undefined : Number(declared),
      );
      return reply.header('etag', etag).code(200).send();
    },
  );
};

/** Initiate, complete and abort of PROTOCOL §4.3, for the session's owner (bearer). */
export const multipartUploadRoutes: FastifyPluginAsyncTypebox<MultipartUploadRoutesOptions> = async (app, opts) => {
  app.post(
    '/v1/file-upload/multipart',
    {
      config: SESSIONS,
      schema: {
        tags: TAGS,
        operationId: 'createMultipartUpload',
        summary: 'Start a multipart upload of a large session file',
        description:
          'For files over the presigned POST\'s 100 MiB, with S3\'s multipart semantics: one presigned URL per part. PUT ' +
          'each part (at least 5 MiB, except the last) to its URL, in any order and in parallel, keep each answer\'s ETag, ' +
          'then complete with the ordered list — or abort. The session must be yours (created by `POST /v1/file-upload`) ' +
          'and not started: 404 otherwise unknown, 409 once started. Uploads neither completed nor aborted within 24 h are ' +
          'aborted.',
        security: BEARER_SECURITY,
        body: InitiateMultipartBody,
        response: {
          200: InitiatedMultipartUpload,
          400: errorOf('Invalid values, or the manifest (`<txn_id>.json`, which goes through the presigned POST).'),
          404: errorOf('Unknown transaction.'),
          409: errorOf('The session has already started.'),
          ...messageErrorResponses,
        },
      },
    },
    async (request) => {
      const { txn_id, file_name, content_type, parts } = request.body;
      const upload = await opts.uploads.initiate(
        principalOf(request),
        { txnId: txn_id, fileName: file_name, contentType: content_type, parts },
        requestBaseUrl(request, opts.publicUrl),
      );
      return {
        upload_id: upload.uploadId,
        key: upload.key,
        part_urls: upload.partUrls.map(({ partNumber, url }) => ({ part_number: partNumber, url })),
        expires_at: upload.expiresAt.toISOString(),
      };
    },
  );

  app.post(
    '/v1/file-upload/multipart/:upload_id/complete',
    {
      bodyLimit: COMPLETE_BODY_LIMIT,
      config: SESSIONS,
      schema: {
        tags: TAGS,
        operationId: 'completeMultipartUpload',
        summary: 'Complete a multipart upload',
        description:
          'Joins the listed parts, in order, into the session file `key` (as a presigned POST would have stored it) and ' +
          'removes the parts. List the parts in ascending `part_number` order with the ETags their PUTs answered; every ' +
          'part but the last must be at least 5 MiB. 400 `InvalidPartOrder`, `InvalidPart` (not uploaded, or another ETag) ' +
          'or `EntityTooSmall` otherwise. 404 for an upload you do not have, 409 once the session has started.',
        security: BEARER_SECURITY,
        params: UploadIdParams,
        body: CompleteMultipartBody,
        response: {
          200: CompletedMultipartUpload,
          400: errorOf('`InvalidPartOrder`, `InvalidPart` or `EntityTooSmall`, or invalid values.'),
          404: errorOf('Unknown upload.'),
          409: errorOf('The session has already started.'),
          ...messageErrorResponses,
        },
      },
    },
    async (request) => {
      const parts = request.body.parts.map((part) => ({ partNumber: part.part_number, etag: part.etag }));
      const { key, sizeBytes, etag } = await opts.uploads.complete(principalOf(request), request.params.upload_id, parts);
      return { key, size_bytes: sizeBytes, etag };
    },
  );

  app.delete(
    '/v1/file-upload/multipart/:upload_id',
    {
      config: SESSIONS,
      schema: {
        tags: TAGS,
        operationId: 'abortMultipartUpload',
        summary: 'Abort a multipart upload',
        description: 'Removes the upload and every part uploaded so far; its part URLs answer 404 from then on.',
        security: BEARER_SECURITY,
        params: UploadIdParams,
        response: {
          204: Type.Null({ description: 'Aborted.' }),
          404: errorOf('Unknown upload.'),
          ...messageErrorResponses,
        },
      },
    },
    async (request, reply) => {
      await opts.uploads.abort(principalOf(request), request.params.upload_id);
      return reply.code(204).send(null);
    },
  );
};
