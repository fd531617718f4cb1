import { Type, type SchemaOptions } from '@sinclair/typebox';
import { LANGUAGE_CODES, type LanguageCode } from '../../domain/languages.js';

export const MessageError = Type.Object(
  { message: Type.String() },
  { $id: 'MessageError', description: 'Error body of the transcription, upload and other bearer-authenticated endpoints.' },
);

export const CodeError = Type.Object(
  { code: Type.Integer({ description: 'Repeats the HTTP status.' }), error: Type.String() },
  { $id: 'CodeError', description: 'Error body of login and refresh.' },
);

export const BEARER_SECURITY = [{ bearerAuth: [] }];

/** The refusal any route gives an `X-Encryption: JWE` request it cannot decrypt or answer encrypted (PROTOCOL §7). */
export const ENCRYPTION_REFUSED = Type.Ref(MessageError, {
  description: 'An `X-Encryption: JWE` request whose envelope or key is unusable: `{"message":"Invalid encrypted payload"}`, in plaintext.',
});

/** The responses every bearer-authenticated route can give besides its own. */
export const AUTHENTICATED_ERRORS = {
  401: Type.Ref(MessageError, { description: 'Missing, malformed, expired or revoked access token.' }),
  403: Type.Ref(MessageError, { description: 'The token lacks the scope this endpoint needs.' }),
  500: Type.Ref(MessageError),
};

/**
 * The 403 of a scope only a client's own token holds (`domain/scopes.ts` USER_SCOPES): a user's is refused, since
 * what it grants is the whole client's, every user's sessions included.
 */
export function clientScopeRefusal(scope: 'records' | 'webhooks', why: string): string {
  return `The token lacks the \`${scope}\` scope. A user's token (the web app's) never has it: ${why}.`;
}

/** A language code of the interface: one `enum` (what the docs page offers as a list), not an `anyOf` of constants. */
export const LanguageCodeSchema = (options: SchemaOptions = {}) =>
  Type.Unsafe<LanguageCode>({ type: 'string', enum: [...LANGUAGE_CODES], ...options });
