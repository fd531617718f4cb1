import { Type, type Static } from '@sinclair/typebox';
import { DEFAULT_DOCUMENT_TYPE, DOCUMENT_MEDIA_TYPES, DOCUMENT_TYPES, type DocumentType } from '../../domain/documents.js';
import { AUTHENTICATED_ERRORS, MessageError, clientScopeRefusal } from '../shared.schema.js';

const documentType = (options: { description: string; default?: DocumentType }) =>
  Type.Unsafe<DocumentType>({ type: 'string', enum: [...DOCUMENT_TYPES], ...options });

/** The metadata of an upload, the same in both encodings (multipart form fields or JSON properties). */
const metadataProperties = {
  document_type: Type.Optional(
    documentType({ description: `What the document is; \`${DEFAULT_DOCUMENT_TYPE}\` when not given.`, default: DEFAULT_DOCUMENT_TYPE }),
  ),
  document_date: Type.Optional(Type.String({ format: 'date', description: 'Date of the document itself (not of the upload), `YYYY-MM-DD`.' })),
  title: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'A human-readable title.' })),
  patient_reference: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 128,
      description: "The client's own identifier of the patient, stored as given and returned as is; never logged. Do not send names.",
    }),
  ),
};

export const DocumentFormFields = Type.Object(metadataProperties, { additionalProperties: false });
export type DocumentFormFields = Static<typeof DocumentFormFields>;

export const DocumentJsonUpload = Type.Object(
  {
    file: Type.String({
      minLength: 1,
      description: 'The file bytes in standard base64 (`+/`, padding optional, no line breaks).',
    }),
    ...metadataProperties,
  },
  { additionalProperties: false },
);
export type DocumentJsonUpload = Static<typeof DocumentJsonUpload>;

/** The multipart form, for the OpenAPI document (the handler streams it). */
export const DocumentMultipartUpload = Type.Object({
  ...metadataProperties,
  file: Type.String({ format: 'binary', description: 'The document: PDF, JPEG or PNG. Send the metadata fields before it.' }),
});

export const UploadQuery = Type.Object({
  task: Type.Optional(
    Type.String({
      description:
        'Report-processing task to run on the upload (such as PII redaction or SRP). Not supported by this server: ' +
        'any value is answered with 422 `{"message":"task not supported"}` and nothing is stored.',
    }),
  ),
});

export const DocumentView = Type.Object(
  {
    id: Type.String({ description: 'Server-assigned identifier (UUID).' }),
    document_type: documentType({ description: 'What the document is.' }),
    document_date: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
    title: Type.Union([Type.String(), Type.Null()]),
    patient_reference: Type.Union([Type.String(), Type.Null()]),
    content_type: Type.Unsafe<string>({ type: 'string', enum: [...DOCUMENT_MEDIA_TYPES], description: 'Detected from the bytes.' }),
    size_bytes: Type.Integer({ description: 'Size of the file in bytes.' }),
    sha256: Type.String({ description: 'SHA-256 of the file, lowercase hex.' }),
    created_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'Document' },
);

export const DocumentIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

export const ListQuery = Type.Object({
  // Strings: query values are not coerced (ajv `coerceTypes: false`), so the digits are checked here and parsed by the route.
  limit: Type.Optional(Type.String({ pattern: '^(?:[1-9][0-9]?|100)$', description: 'Page size, 1 to 100; default 20.' })),
  offset: Type.Optional(Type.String({ pattern: '^[0-9]{1,9}$', description: 'Documents to skip; default 0.' })),
});

export const DocumentPage = Type.Object(
  {
    documents: Type.Array(Type.Ref(DocumentView), { description: 'Newest first.' }),
    total: Type.Integer({ description: "The client's number of documents." }),
    limit: Type.Integer(),
    offset: Type.Integer(),
  },
  { description: "One page of the caller's documents." },
);

/** The bytes of a stored file, for the OpenAPI document (the handler streams them). */
export const DocumentFile = {
  description: 'The file, with the `Content-Type` detected at upload.',
  content: Object.fromEntries(DOCUMENT_MEDIA_TYPES.map((mediaType) => [mediaType, { schema: { type: 'string', format: 'binary' } }])),
};

const notFound = Type.Ref(MessageError, { description: "No such document among the caller's (another client's document is not found either)." });

export const UPLOAD_ERRORS = {
  400: Type.Ref(MessageError, { description: 'No `file`, an empty file, bad base64, or invalid metadata.' }),
  413: Type.Ref(MessageError, { description: 'The file is over the size limit (`SCRIBE_DOCS_MAX_BYTES`, default 25 MiB).' }),
  415: Type.Ref(MessageError, { description: 'The file is not a PDF, JPEG or PNG (judged by its bytes), or the body is neither multipart nor JSON.' }),
  422: Type.Ref(MessageError, { description: '`task` was given: report-processing tasks are not supported.' }),
};

export const DOCUMENT_ERRORS = { 404: notFound };

/** Every documents route's refusals of its caller. */
export const DOCUMENT_AUTH_ERRORS = {
  ...AUTHENTICATED_ERRORS,
  403: Type.Ref(MessageError, { description: clientScopeRefusal('records', "documents are the client's, not one user's") }),
};
