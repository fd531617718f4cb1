/**
 * OpenAPI pieces more than one protocol's routes use: the bearer scheme, the refusal of an unusable JWE envelope (the
 * JWE plugin answers it on every route), the words of a scope refusal, and the error bodies and session id the svc API
 * and the web app's routes (app/) share.
 */
import { Type } from '@sinclair/typebox';
import { TXN_ID_PATTERN } from '../domain/sessions.js';

export const MessageError = Type.Object(
  { message: Type.String() },
  { $id: 'MessageError', description: 'Error body of the transcription, upload and other bearer-authenticated endpoints.' },
);

export const CodeError = Type.Object(
  { code: Type.Integer({ description: 'Repeats the HTTP status.' }), error: Type.String() },
  { $id: 'CodeError', description: 'Error body of login and refresh.' },
);

export const BEARER_SECURITY = [{ bearerAuth: [] }];

/** The responses every bearer-authenticated route of the svc API and the web app can give besides its own. */
export const AUTHENTICATED_ERRORS = {
  401: Type.Ref(MessageError, { description: 'Missing, malformed, expired or revoked access token.' }),
  403: Type.Ref(MessageError, { description: 'The token lacks the scope this endpoint needs.' }),
  500: Type.Ref(MessageError),
};

export const TxnParams = Type.Object({ txn_id: Type.String({ pattern: TXN_ID_PATTERN, description: 'The transaction (session) id.' }) });

/** The refusal any route gives an `X-Encryption: JWE` request it cannot decrypt or answer encrypted (PROTOCOL §7). */
export const ENCRYPTION_REFUSED = Type.Ref(MessageError, {
  description: 'An `X-Encryption: JWE` request whose envelope or key is unusable: `{"message":"Invalid encrypted payload"}`, in plaintext.',
});

/**
 * The 403 of a scope only a client's own token holds (`domain/scopes.ts` USER_SCOPES): a user's is refused, since
 * what it grants is the whole client's, every user's sessions included.
 */
export function clientScopeRefusal(scope: 'records' | 'webhooks', why: string): string {
  return `The token lacks the \`${scope}\` scope. A user's token (the web app's) never has it: ${why}.`;
}

/** Why a user's token has no `webhooks` scope, on both protocols. */
export const WEBHOOKS_ARE_THE_CLIENTS = "a subscription is the client's and receives the events of every session of the client, other users' included";

/**
 * `?redacted=true`: a finished session's results from its redacted transcript (PHI redaction, issue 33). A string, as
 * query values are not coerced (ajv `coerceTypes: false`).
 */
export const RedactedQuery = Type.Optional(
  Type.Union([Type.Literal('true'), Type.Literal('false')], {
    description:
      'Answer the templates and the transcript from the redacted transcript (identifiers replaced by typed tags such as ' +
      '`[NAME]`). Only for a session started with `redact: true` (409 `not_redacted` otherwise). Default: the original, for its owner.',
  }),
);
