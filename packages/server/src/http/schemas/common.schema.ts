/** Pieces the svc API's schemas share (what every protocol shares is in ../shared.schema.ts). */
import { Type, type SchemaOptions } from '@sinclair/typebox';
import { MessageError } from '../shared.schema.js';
import { LANGUAGE_CODES, type LanguageCode } from '../../domain/languages.js';

export const CodeError = Type.Object(
  { code: Type.Integer({ description: 'Repeats the HTTP status.' }), error: Type.String() },
  { $id: 'CodeError', description: 'Error body of login and refresh.' },
);

/** The responses every bearer-authenticated route can give besides its own. */
export const AUTHENTICATED_ERRORS = {
  401: Type.Ref(MessageError, { description: 'Missing, malformed, expired or revoked access token.' }),
  403: Type.Ref(MessageError, { description: 'The token lacks the scope this endpoint needs.' }),
  500: Type.Ref(MessageError),
};

/** A language code of the interface: one `enum` (what the docs page offers as a list), not an `anyOf` of constants. */
export const LanguageCodeSchema = (options: SchemaOptions = {}) =>
  Type.Unsafe<LanguageCode>({ type: 'string', enum: [...LANGUAGE_CODES], ...options });
