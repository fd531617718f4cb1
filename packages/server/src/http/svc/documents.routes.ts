import { Readable } from 'node:stream';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { FILE_EXTENSIONS } from '../../domain/documents.js';
import { DomainError } from '../../domain/errors.js';
import type { DocumentMetadata, DocumentsService } from '../../services/documents.service.js';
import { Base64JsonUpload, acceptBase64JsonUploads } from './base64-json-upload.js';
import { documentPageView, documentView } from './documents.view.js';
import { METADATA_ALLOWANCE, base64UploadBodyLimit } from './body-limits.js';
import { fileUpload, formFields, limitedFileStream } from '../multipart-upload.js';
import { principalOf } from '../plugins/authenticate.js';
import { BEARER_SECURITY } from '../shared.schema.js';
import {
  DOCUMENT_AUTH_ERRORS,
  DOCUMENT_ERRORS,
  DocumentFile,
  DocumentFormFields,
  DocumentIdParams,
  DocumentJsonUpload,
  DocumentMultipartUpload,
  DocumentPage,
  DocumentView,
  ListQuery,
  UPLOAD_ERRORS,
  UploadQuery,
} from './documents.schema.js';

export interface DocumentsRoutesOptions {
  documents: DocumentsService;
  maxBytes: number;
}

interface Upload {
  metadata: DocumentMetadata;
  content: Readable;
}

const PATH = '/mr/api/v2/docs';
const DEFAULT_PAGE_SIZE = 20;
/** More than the metadata fields, so a misspelt field is answered with a clear 400 rather than the parser's 413. */
const MAX_FORM_FIELDS = 10;
const TAGS = ['Documents'];
const RECORDS = { scope: 'records', errorShape: 'message' } as const;

/** Metadata sent as form fields or JSON members: one schema and validator for both encodings. */
function validatedMetadata(request: FastifyRequest, fields: unknown): DocumentMetadata {
  const validate = request.compileValidationSchema(DocumentFormFields);
  if (!validate(fields)) {
    const error = validate.errors?.[0];
    throw new DomainError('invalid_request', `body${error?.instancePath ?? ''} ${error?.message ?? 'is invalid'}`);
  }
  const valid = fields as DocumentFormFields;
  return {
    documentType: valid.document_type,
    documentDate: valid.document_date,
    title: valid.title,
    patientReference: valid.patient_reference,
  };
}

/** Multipart: metadata fields first, then the file, streamed to storage as it arrives and cut off at the limit. */
async function multipartUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  const part = await fileUpload(request, { maxFileBytes: maxBytes, maxFields: MAX_FORM_FIELDS });
  return { metadata: validatedMetadata(request, formFields(part)), content: limitedFileStream(part) };
}

/** JSON (also what an encrypted upload decrypts to): the file as base64 beside the metadata, decoded by the body parser. */
function jsonUpload(request: FastifyRequest): Upload {
  const { body } = request;
  // Other media types (text/plain has a parser of its own) arrive as something else.
  if (!(body instanceof Base64JsonUpload)) throw new DomainError('unsupported_media', 'send multipart/form-data or application/json');
  if (!body.file) throw new DomainError('invalid_request', "body must have required property 'file'");
  return { metadata: validatedMetadata(request, body.fields), content: Readable.from([body.file]) };
}

/** Medical record documents (INTERFACE Endpoints §7): upload, list, read, download and delete the caller's own. */
export const documentsRoutes: FastifyPluginAsyncTypebox<DocumentsRoutesOptions> = async (app, opts) => {
  acceptBase64JsonUploads(app, { member: 'file', maxFileBytes: opts.maxBytes, maxOtherBytes: METADATA_ALLOWANCE });

  app.post(
    PATH,
    {
      bodyLimit: base64UploadBodyLimit(opts.maxBytes),
      config: { ...RECORDS, streamedBodies: { json: DocumentJsonUpload, multipart: DocumentMultipartUpload } },
      schema: {
        tags: TAGS,
        operationId: 'uploadDocument',
        summary: 'Upload a document (PDF, JPEG or PNG)',
        description:
          'Either `multipart/form-data` with the file in a part named `file` (metadata fields before it), or JSON ' +
          '`{"file": "<base64>", …metadata}`, which is also the plaintext of an encrypted upload (`X-Encryption: JWE`). ' +
          'The format is judged by the bytes, not the name. Size limit: `SCRIBE_DOCS_MAX_BYTES` of file (default ' +
          '25 MiB = 26,214,400 bytes); a multipart upload is cut off while streaming. Answers 201 with the stored ' +
          'document and its `Location`. The query parameter `task` (report processing such as PII or SRP) is not ' +
          'supported: any value is refused with 422 before anything is stored.',
        security: BEARER_SECURITY,
        querystring: UploadQuery,
        response: { 201: Type.Ref(DocumentView, { description: 'The stored document; `Location` names it.' }), ...DOCUMENT_AUTH_ERRORS, ...UPLOAD_ERRORS },
      },
    },
    async (request, reply) => {
      opts.documents.assertTaskSupported(request.query.task);
      const upload = request.isMultipart() ? await multipartUpload(request, opts.maxBytes) : jsonUpload(request);
      const document = await opts.documents.upload(principalOf(request).clientId, upload.metadata, upload.content);
      return reply.code(201).header('location', `${PATH}/${document.id}`).send(documentView(document));
    },
  );

  app.get(
    PATH,
    {
      config: RECORDS,
      schema: {
        tags: TAGS,
        operationId: 'listDocuments',
        summary: "List the caller's documents, newest first",
        security: BEARER_SECURITY,
        querystring: ListQuery,
        response: { 200: DocumentPage, ...DOCUMENT_AUTH_ERRORS },
      },
    },
    async (request) =>
      documentPageView(
        await opts.documents.list(principalOf(request).clientId, {
          limit: Number(request.query.limit ?? DEFAULT_PAGE_SIZE),
          offset: Number(request.query.offset ?? 0),
        }),
      ),
  );

  app.get(
    `${PATH}/:id`,
    {
      config: RECORDS,
      schema: {
        tags: TAGS,
        operationId: 'getDocument',
        summary: "A document's metadata",
        security: BEARER_SECURITY,
        params: DocumentIdParams,
        response: { 200: Type.Ref(DocumentView, { description: 'The document.' }), ...DOCUMENT_AUTH_ERRORS, ...DOCUMENT_ERRORS },
      },
    },
    async (request) => documentView(await opts.documents.get(principalOf(request).clientId, request.params.id)),
  );

  app.get(
    `${PATH}/:id/file`,
    {
      config: RECORDS,
      schema: {
        tags: TAGS,
        operationId: 'downloadDocumentFile',
        summary: "Download a document's file",
        description:
          'The bytes with their detected Content-Type. With `X-Encryption: JWE` the response is instead an encrypted ' +
          'envelope whose plaintext is `{"file": "<base64>", "content_type": "…"}`, the mirror of an encrypted upload.',
        security: BEARER_SECURITY,
        params: DocumentIdParams,
        response: { 200: DocumentFile, ...DOCUMENT_AUTH_ERRORS, ...DOCUMENT_ERRORS },
      },
    },
    async (request, reply) => {
      const { document, content } = await opts.documents.open(principalOf(request).clientId, request.params.id);
      return reply
        .type(document.mediaType)
        .header('content-length', document.sizeBytes)
        .header('content-disposition', `attachment; filename="${document.id}.${FILE_EXTENSIONS[document.mediaType]}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  );

  app.delete(
    `${PATH}/:id`,
    {
      config: RECORDS,
      schema: {
        tags: TAGS,
        operationId: 'deleteDocument',
        summary: 'Delete a document and its file',
        description: 'Answers 204 without a body; the document and its file are gone.',
        security: BEARER_SECURITY,
        params: DocumentIdParams,
        response: { 204: Type.Null({ description: 'Deleted.' }), ...DOCUMENT_AUTH_ERRORS, ...DOCUMENT_ERRORS },
      },
    },
    async (request, reply) => {
      await opts.documents.delete(principalOf(request).clientId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
