import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import rateLimit from '@fastify/rate-limit';
import type { AuthService, TokenPair } from '../../services/auth.service.js';
import type { SigningKeyRing } from '../../services/signing-keys.js';
import { DomainError } from '../../domain/errors.js';
import { Jwks, LoginBody, RefreshBody, RefreshParams, TOKEN_RESPONSES } from './auth.schema.js';
import { ENCRYPTION_REFUSED } from '../shared.schema.js';

/** A token pair as the svc API answers it (`TokenPair` in auth.schema.ts). */
const tokenPairView = (tokens: TokenPair) => ({
  access_token: tokens.accessToken,
  expires_in: tokens.expiresIn,
  redirect_url: tokens.redirectUrl,
  refresh_token: tokens.refreshToken,
  refresh_token_expires_in: tokens.refreshTokenExpiresIn,
});

export interface AuthRoutesOptions {
  auth: AuthService;
  keys: SigningKeyRing;
  accessTokenTtlS: number;
  loginRateLimitPerMinute: number;
  now: () => Date;
}

const TAGS = ['Authentication'];

/** Login, both refresh paths and the JWKS (PROTOCOL §1). Errors here are `{code, error}`. */
export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, opts) => {
  await app.register(rateLimit, {
    max: opts.loginRateLimitPerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) => {
      const error = new DomainError('rate_limited', 'Too Many Requests');
      return Object.assign(error, { statusCode: context.statusCode });
    },
  });
  const config = { errorShape: 'code-error' as const };

  app.post(
    '/connect-auth/v1/account/login',
    {
      config,
      schema: {
        tags: TAGS,
        operationId: 'login',
        security: [],
        summary: 'Exchange client credentials for a token pair',
        body: LoginBody,
        response: TOKEN_RESPONSES,
      },
    },
    async (request) =>
      tokenPairView(
        await opts.auth.login({
          clientId: request.body.client_id,
          clientSecret: request.body.client_secret,
          apiKey: request.body.api_key,
        }),
      ),
  );

  app.post(
    '/connect-auth/v1/oidc-client/:client_id/refresh',
    {
      config,
      schema: {
        tags: TAGS,
        operationId: 'refreshToken',
        security: [],
        summary: 'Exchange a refresh token for a new token pair',
        description: 'Refresh tokens are single use. Presenting a spent one revokes every token issued since that login.',
        params: RefreshParams,
        body: RefreshBody,
        response: TOKEN_RESPONSES,
      },
    },
    async (request) => tokenPairView(await opts.auth.refresh({ refreshToken: request.body.refresh_token, clientId: request.params.client_id })),
  );

  app.post(
    '/connect-auth/v1/account/refresh',
    {
      config,
      schema: {
        tags: TAGS,
        operationId: 'refreshTokenLegacy',
        security: [],
        summary: 'Exchange a refresh token for a new token pair (legacy path)',
        body: RefreshBody,
        response: TOKEN_RESPONSES,
      },
    },
    // An encrypted legacy refresh names no client: the refresh token must then belong to the key's client.
    async (request) => tokenPairView(await opts.auth.refresh({ refreshToken: request.body.refresh_token, clientId: request.encryption?.clientId })),
  );

  app.get(
    '/.well-known/jwks.json',
    {
      config: { rateLimit: false },
      schema: {
        tags: TAGS,
        operationId: 'getJwks',
        security: [],
        summary: 'Public keys of the access-token signatures',
        response: { 200: Jwks, 400: ENCRYPTION_REFUSED },
      },
    },
    async () => opts.keys.jwks(opts.now(), opts.accessTokenTtlS),
  );
};
