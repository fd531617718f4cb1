import { CONTROL_CHARACTERS } from '../../lib/upload-policy.js';
import { Type } from '@sinclair/typebox';
import { TXN_ID_PATTERN } from '../../domain/sessions.js';
import { MAX_PARTS } from '../../services/multipart-uploads.service.js';

const UploadId = Type.String({ minLength: 1, maxLength: 64, description: 'The `upload_id` initiate answered.' });

export const UploadIdParams = Type.Object({ upload_id: UploadId });

export const InitiateMultipartBody = Type.Object({
  txn_id: Type.String({ pattern: TXN_ID_PATTERN, description: 'A session of yours, created by `POST /v1/file-upload` and not started yet.' }),
  file_name: Type.String({
    minLength: 1,
    maxLength: 255,
    // No "/" and no control character (C0, DEL, C1): the name is stored and shown as it is.
    pattern: `^[^/${CONTROL_CHARACTERS}]+$`,
    description: 'The file\'s name in the session folder, as init\'s `client_generated_files` names it: no `/`, no control character. The same name again replaces the file.',
  }),
  content_type: Type.Optional(
    Type.String({
      minLength: 3,
      maxLength: 255,
      pattern: '^[^/\\s]+/[^/\\s]+',
      description: 'Default: from the extension (`.wav`, `.mp3`, `.m4a`, `.ogg`, `.webm`, `.flac`), else `application/octet-stream`.',
    }),
  ),
  parts: Type.Integer({ minimum: 1, maximum: MAX_PARTS, description: `How many parts you will send (1–${MAX_PARTS}): one URL each.` }),
});

export const InitiatedMultipartUpload = Type.Object({
  upload_id: Type.String(),
  key: Type.String({ description: '`folderPath` + `file_name`: the file\'s key once completed.' }),
  part_urls: Type.Array(
    Type.Object({
      part_number: Type.Integer(),
      url: Type.String({ description: 'Presigned: PUT the part\'s bytes here, no other credential, until `expires_at`.' }),
    }),
  ),
  expires_at: Type.String({ format: 'date-time', description: 'When the part URLs stop working.' }),
});

export const PartParams = Type.Object({
  upload_id: UploadId,
  // A string: path values are not coerced (ajv `coerceTypes: false`); the route parses the digits.
  part_number: Type.String({ pattern: `^(?:[1-9][0-9]{0,3}|${MAX_PARTS})$`, description: `1–${MAX_PARTS}.` }),
});

/** Optional here so that a URL missing either is refused as unsigned (403), not as malformed. */
export const PartQuery = Type.Object({
  expires: Type.Optional(Type.String({ description: 'Unix seconds, as signed.' })),
  signature: Type.Optional(Type.String({ description: 'Hex HMAC-SHA-256, as signed.' })),
});

export const PartBody = Type.String({ format: 'binary', description: 'The part\'s bytes as they are, with any Content-Type.' });

/** An empty body (typed `undefined`, so the route sends none rather than `null`) and the part's ETag. */
export const PartStored = Type.Unsafe<undefined>({
  type: 'null',
  description: 'Stored. Keep the ETag for complete.',
  headers: { ETag: Type.String({ description: 'The quoted hex MD5 of the part, as S3 answers: `"<md5>"`.' }) },
});

export const CompleteMultipartBody = Type.Object({
  parts: Type.Array(
    Type.Object({
      part_number: Type.Integer({ minimum: 1, maximum: MAX_PARTS }),
      etag: Type.String({ minLength: 1, maxLength: 128, description: 'The ETag the part\'s PUT answered (the quotes are optional).' }),
    }),
    { minItems: 1, maxItems: MAX_PARTS, description: 'Ascending by `part_number`; uploaded parts left out are discarded.' },
  ),
});

export const CompletedMultipartUpload = Type.Object({
  key: Type.String({ description: '`folderPath` + `file_name`.' }),
  size_bytes: Type.Integer(),
  etag: Type.String({ description: 'S3-style: `"<md5 of the parts\' binary MD5s>-<part count>"`.' }),
});
