import { Type } from '@sinclair/typebox';

export const MessageError = Type.Object(
  { message: Type.String() },
  { $id: 'MessageError', description: 'Error body of the transcription, upload and other bearer-authenticated endpoints.' },
);

export const CodeError = Type.Object(
  { code: Type.Integer({ description: 'Repeats the HTTP status.' }), error: Type.String() },
  { $id: 'CodeError', description: 'Error body of login and refresh.' },
);

export const BEARER_SECURITY = [{ bearerAuth: [] }];

/** The responses every bearer-authenticated route can give besides its own. */
export const AUTHENTICATED_ERRORS = {
  401: Type.Ref(MessageError, { description: 'Missing, malformed, expired or revoked access token.' }),
  403: Type.Ref(MessageError, { description: 'The token lacks the scope this endpoint needs.' }),
  500: Type.Ref(MessageError),
};
