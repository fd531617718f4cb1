import { Type } from '@sinclair/typebox';
import { CodeError } from '../shared.schema.js';

export const TokenPair = Type.Object(
  {
    access_token: Type.String({ description: 'JWT (ES256), sent as `Authorization: Bearer …`.' }),
    expires_in: Type.Integer({ description: 'Seconds until the access token expires.' }),
    redirect_url: Type.String({ description: "The client's configured redirect URL, or an empty string." }),
    refresh_token: Type.String({ description: 'Opaque, single use.' }),
    refresh_token_expires_in: Type.Integer({ description: 'Seconds until the refresh token expires.' }),
  },
  { $id: 'TokenPair' },
);

export const LoginBody = Type.Object({
  client_id: Type.String({ minLength: 1 }),
  client_secret: Type.String({ minLength: 1 }),
  api_key: Type.Optional(Type.String({ description: 'Checked only when the operator configures SCRIBE_LOGIN_API_KEY.' })),
});

export const RefreshBody = Type.Object({
  refresh_token: Type.String({ minLength: 1 }),
  access_token: Type.Optional(Type.String({ description: 'Accepted for compatibility and ignored.' })),
});

export const RefreshParams = Type.Object({ client_id: Type.String({ minLength: 1 }) });

export const Jwks = Type.Object(
  { keys: Type.Array(Type.Object({}, { additionalProperties: true })) },
  { description: 'Public keys that verify access tokens (RFC 7517).' },
);

export const TOKEN_RESPONSES = {
  200: Type.Ref(TokenPair),
  400: Type.Ref(CodeError, { description: 'Malformed body.' }),
  401: Type.Ref(CodeError, { description: 'Bad credentials, or an invalid, expired, spent, revoked or other-client refresh token.' }),
  429: Type.Ref(CodeError, { description: 'Too many attempts; retry later.' }),
  500: Type.Ref(CodeError),
};
