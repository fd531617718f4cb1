import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { Type } from '@sinclair/typebox';
import { DomainError } from '../../domain/errors.js';
import type { AuthService, UserTokens as IssuedUserTokens } from '../../services/auth.service.js';
import type { UsersService } from '../../services/users.service.js';
import { refuseCrossSite, type TrustedOrigins } from './cross-site.js';
import { CodeError } from '../shared.schema.js';
import { USER_TOKEN_RESPONSES, UserAccount, UserLoginBody, UserTokens } from './user-auth.schema.js';

export interface UserAuthRoutesOptions {
  auth: AuthService;
  users: UsersService;
  loginRateLimitPerMinute: number;
  /** The sites whose pages may use the refresh cookie. */
  origins: TrustedOrigins;
}

const BASE = '/connect-auth/v1/users';
const REFRESH_COOKIE = 'scribe_refresh';
/**
 * HttpOnly so that no script (nor an injected one) reads it; Secure, which browsers honour on http://localhost too;
 * SameSite=Strict and a path that only the refresh and logout routes share, so that no other site and no other request
 * carries it.
 */
const COOKIE_OPTIONS = { httpOnly: true, secure: true, sameSite: 'strict', path: BASE } as const;
const TAGS = ['Web app sign-in'];
const config = { errorShape: 'code-error' as const };

const noRefreshCookie = () => new DomainError('unauthenticated', 'no refresh cookie');

/** Refresh and logout read only the cookie: a body (which a lazy parser, multipart's, would leave unread) is refused up front. */
async function refuseBody(request: FastifyRequest): Promise<void> {
  const { headers } = request;
  if (headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0) throw new DomainError('invalid_request', 'this route takes no body');
}
const NO_BODY = { description: 'A request with a body: the route takes none.' };
const CROSS_SITE = { description: 'Sent by a page of another site (see the description).' };
const ORIGIN_RULE =
  ' A browser must send it from the server\'s own origin (`SCRIBE_PUBLIC_URL`, or the host the request names) or from one ' +
  'listed in `SCRIBE_CORS_ORIGINS` (not the wildcard), as its `Origin` (else `Sec-Fetch-Site`, else `Referer`) says: ' +
  'any other is refused with 403. A client that sends none of these headers is not a browser and is not checked.';

/** Sets the new refresh cookie and answers the access token. */
function answer(reply: FastifyReply, tokens: IssuedUserTokens) {
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, { ...COOKIE_OPTIONS, maxAge: tokens.refreshTokenExpiresIn });
  // Tokens must not be kept by any cache between the server and the browser.
  reply.header('cache-control', 'no-store');
  const { user } = tokens;
  return { access_token: tokens.accessToken, expires_in: tokens.expiresIn, user: { id: user.id, email: user.email, client_id: user.clientId } };
}

/**
 * Sign-in of the web app's clinicians (issue 17): e-mail and password give the access token a client's login gives, for
 * the user under its client; the refresh token lives in a cookie the page's scripts cannot read. Errors are `{code, error}`.
 */
export const userAuthRoutes: FastifyPluginAsyncTypebox<UserAuthRoutesOptions> = async (app, opts) => {
  await app.register(cookie);
  // Only the login guesses passwords: it is limited per address as the client login is; refresh and logout are not.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => Object.assign(new DomainError('rate_limited', 'Too Many Requests'), { statusCode: context.statusCode }),
  });
  app.addSchema(UserAccount);
  app.addSchema(UserTokens);
  const crossSite = refuseCrossSite(opts.origins);

  app.post(
    `${BASE}/login`,
    {
      config: { ...config, rateLimit: { max: opts.loginRateLimitPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: TAGS,
        operationId: 'loginUser',
        security: [],
        summary: "Sign a clinician in with e-mail and password",
        description: 'Answers the access token and sets the refresh token as the `scribe_refresh` cookie (HttpOnly, Secure, SameSite=Strict).',
        body: UserLoginBody,
        response: USER_TOKEN_RESPONSES,
      },
    },
    async (request, reply) => {
      const user = await opts.users.verifyCredentials(request.body.email, request.body.password);
      return answer(reply, await opts.auth.loginUser(user));
    },
  );

  app.post(
    `${BASE}/refresh`,
    {
      config,
      onRequest: [crossSite, refuseBody],
      schema: {
        tags: TAGS,
        operationId: 'refreshUser',
        security: [],
        summary: 'A new access token for the refresh cookie',
        description:
          'The cookie is single use: it is replaced by a new one. Presenting a spent one signs out every session of that sign-in.' + ORIGIN_RULE,
        response: { ...USER_TOKEN_RESPONSES, 400: Type.Ref(CodeError, NO_BODY), 403: Type.Ref(CodeError, CROSS_SITE) },
      },
    },
    async (request, reply) => {
      const refreshToken = request.cookies[REFRESH_COOKIE];
      if (!refreshToken) throw noRefreshCookie();
      return answer(reply, await opts.auth.refreshUser(refreshToken));
    },
  );

  app.post(
    `${BASE}/logout`,
    {
      config,
      onRequest: [crossSite, refuseBody],
      schema: {
        tags: TAGS,
        operationId: 'logoutUser',
        security: [],
        summary: 'Sign out: the refresh cookie is revoked and cleared',
        description: 'The access token already issued stays valid until it expires (its lifetime is short).' + ORIGIN_RULE,
        response: {
          204: Type.Null({ description: 'Signed out (also when there was nothing to sign out of).' }),
          400: Type.Ref(CodeError, NO_BODY),
          403: Type.Ref(CodeError, CROSS_SITE),
          500: Type.Ref(CodeError),
        },
      },
    },
    async (request, reply) => {
      const refreshToken = request.cookies[REFRESH_COOKIE];
      if (refreshToken) await opts.auth.revokeUserRefreshToken(refreshToken);
      return reply.clearCookie(REFRESH_COOKIE, COOKIE_OPTIONS).code(204).send(null);
    },
  );
};
