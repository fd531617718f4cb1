import { Type } from '@sinclair/typebox';
import { SESSION_ACTION } from '../../config/settings.js';
import { TXN_ID_MAX_LENGTH, TXN_ID_PATTERN } from '../../domain/sessions.js';
import { TEMPLATE_IDS } from '../../domain/templates.js';
import { FREE_FORM_JSON_LIMITS } from '../../lib/json-limits.js';
import { MessageError, RedactedQuery } from '../shared.schema.js';

const Action = Type.Optional(
  Type.String({
    maxLength: TXN_ID_MAX_LENGTH,
    description: `The session action: \`${SESSION_ACTION}\` unless the operator accepts others (SCRIBE_SESSION_ACTIONS); 400 for any other.`,
  }),
);

/** The `action` init and status take, as the upload URL does. */
export const ActionQuery = Type.Object({ action: Action });

/** The status's query: the action, and whether to answer from the redacted transcript. */
export const StatusQuery = Type.Object({ action: Action, redacted: RedactedQuery });

export const UploadUrlQuery = Type.Object({
  txn_id: Type.Optional(
    Type.String({
      pattern: TXN_ID_PATTERN,
      description: `Your id for the session: a letter or digit, then letters, digits, \`.\`, \`_\` or \`-\`, at most ${TXN_ID_MAX_LENGTH} characters; default: a new UUID.`,
    }),
  ),
  action: Action,
});

export const ExtraData = Type.Record(Type.String(), Type.Unknown(), {
  description: `The session's \`extra_data\` (\`mode\`, \`model_type\` …): \`{}\` when none. Its keys fill what the manifest leaves out. ${FREE_FORM_JSON_LIMITS}`,
});

export const UploadUrl = Type.Object(
  {
    uploadData: Type.Object({
      url: Type.String({ description: 'Where to POST each file, as `multipart/form-data`: every field, then the part `file` last.' }),
      fields: Type.Record(Type.String(), Type.String(), {
        description:
          'A signed upload policy in the style of an S3 presigned POST: `key` (`<folderPath>${filename}`), `policy` (base64 JSON: ' +
          'expiry, key prefix, size range 1 B–100 MiB), `x-scribe-algorithm` and `x-scribe-signature`. On an S3 bucket, S3\'s ' +
          'own presigned POST (`key`, `policy`, `bucket` and the `X-Amz-*` fields), with the same key prefix and size range.',
      }),
    }),
    folderPath: Type.String({ description: '`<client>/<txn_id>/<YYYYMMDD_HHMMSS>/`: every key of the session starts with it.' }),
    txn_id: Type.String(),
  },
  { $id: 'UploadUrl' },
);

export const StorageForm = Type.Object({
  key: Type.String({ description: '`folderPath` + the file name (`${filename}` is replaced by the part\'s file name).' }),
  policy: Type.String(),
  'x-scribe-algorithm': Type.String(),
  'x-scribe-signature': Type.String(),
  file: Type.String({ format: 'binary', description: 'Last. An audio file, or the manifest `<txn_id>.json`, which starts processing.' }),
});

export const InitResult = Type.Object({
  status: Type.Literal('success'),
  message: Type.String(),
  txn_id: Type.String(),
  b_id: Type.String({ description: 'Batch id of this start.' }),
});

export const StatusError = Type.Object(
  {
    status: Type.Literal('error'),
    message: Type.String(),
    details: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
  },
  { $id: 'StatusError', description: 'Error body of session init and delete.' },
);

export const CodeMsgError = Type.Object(
  { error: Type.Object({ code: Type.String(), msg: Type.String() }) },
  { $id: 'CodeMsgError', description: 'Error body of the session status.' },
);

const OutputMessage = Type.Object({ code: Type.String(), msg: Type.String() });

export const OutputItem = Type.Object({
  template_id: Type.Union([...TEMPLATE_IDS.map((id) => Type.Literal(id)), Type.String({ description: "A note template's id." })], {
    description: "The three templates of PROTOCOL §5, and `soap` (the MedScribeAlliance protocol's name), an addition of this service; or a note template's id.",
  }),
  value: Type.String({
    description:
      'Standard base64 (padded) of the UTF-8 JSON document; empty when the template failed. For `soap`: `{subjective, objective, ' +
      'assessment, plan, sections: [{key, title, sentences: [{text, evidence: [segment ids], style?, part?}]}], warnings, markdown}`. ' +
      'For a note template: `{template: {id, version, name}, sections: [{heading, sources, style, lines: [{text, evidence, style?}]}], ' +
      'warnings, markdown}`.',
  }),
  type: Type.Literal('json'),
  name: Type.String({ description: "The template's display name." }),
  status: Type.Unsafe<string>({ type: 'string', enum: ['success', 'partial_success', 'failure'] }),
  errors: Type.Array(OutputMessage),
  warnings: Type.Array(OutputMessage),
  lang: Type.String(),
});

export const SessionStatus = Type.Object(
  {
    status: Type.Unsafe<string>({ type: 'string', enum: ['in-progress', 'completed', 'partial'] }),
    data: Type.Object({
      output: Type.Array(OutputItem),
      additional_data: Type.Record(Type.String(), Type.Unknown()),
    }),
  },
  { $id: 'SessionStatus' },
);

const V1Message = Type.Object({ code: Type.String(), message: Type.String() });

export const FhirStatus = Type.Object({
  status: Type.Unsafe<string>({ type: 'string', enum: ['queued', 'inprogress', 'completed', 'partial_completed', 'error'] }),
  error: Type.Array(V1Message),
  warning: Type.Array(V1Message),
  data: Type.Object({ output: Type.Object({ fhir: Type.Optional(Type.String({ description: 'Base64 of a FHIR R4 Bundle (JSON).' })) }) }),
});

const ref = <T extends { $id?: string }>(schema: T, description: string) => Type.Ref(schema as never, { description });

/** The auth failures of the session routes, in each route's own error shape. */
export const statusErrorResponses = {
  401: ref(StatusError, 'Missing, malformed, expired or revoked access token.'),
  403: ref(StatusError, 'The token lacks the `sessions` scope.'),
  500: ref(StatusError, 'Unexpected failure.'),
};

export const codeMsgErrorResponses = {
  401: ref(CodeMsgError, 'Missing, malformed, expired or revoked access token.'),
  403: ref(CodeMsgError, 'The token lacks the `sessions` scope.'),
};

export const messageErrorResponses = {
  401: ref(MessageError, 'Missing, malformed, expired or revoked access token.'),
  403: ref(MessageError, 'The token lacks the `sessions` scope.'),
  500: ref(MessageError, 'Unexpected failure.'),
};
