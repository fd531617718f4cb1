import { Type } from '@sinclair/typebox';
import { CodeError } from '../shared.schema.js';

export const UserAccount = Type.Object(
  {
    id: Type.String({ description: "The user's id: the access token's subject." }),
    email: Type.String(),
    client_id: Type.String({ description: 'The client the user works under (the tenant): its sessions, scopes and keys.' }),
  },
  { $id: 'UserAccount', description: 'A clinician account of the web app, as `scribe users create` made it.' },
);

export const UserTokens = Type.Object(
  {
    access_token: Type.String({ description: 'JWT (ES256), sent as `Authorization: Bearer …`: subject the user, `client_id` the tenant, the client\'s scopes.' }),
    expires_in: Type.Integer({ description: 'Seconds until the access token expires.' }),
    user: Type.Ref(UserAccount),
  },
  {
    $id: 'UserTokens',
    description: 'A signed-in user\'s access token. The refresh token is not in the body: it is set as the HttpOnly `scribe_refresh` cookie.',
  },
);

export const UserLoginBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 320 }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
});

const codeError = (description: string) => Type.Ref(CodeError, { description });

export const USER_TOKEN_RESPONSES = {
  200: Type.Ref(UserTokens),
  400: codeError('Malformed body.'),
  401: codeError('Wrong e-mail or password, a disabled account; or a missing, expired, spent or revoked refresh cookie.'),
  429: codeError('Too many attempts; retry later.'),
  500: Type.Ref(CodeError),
};
