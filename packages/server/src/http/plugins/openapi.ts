import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The form fields of a multipart route, for the OpenAPI document only: multipart bodies are
     * streamed by the handler, so they cannot be a validated `schema.body`.
     */
    multipartBody?: object;
  }
}

/** The OpenAPI document at `/openapi.json` and its interactive page at `/docs`, both built from the route schemas. */
export const openapiPlugin = fp(
  async (app, opts: { version: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'svc-scribe',
          version: opts.version,
          description:
            'Self-hosted medical speech recognition and clinical documentation. ' +
            'Log in with client credentials at `POST /connect-auth/v1/account/login`, then send `Authorization: Bearer <access_token>`.',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: ({ schema, url, route }) => {
        const multipartBody = route.config?.multipartBody;
        if (!multipartBody) return { schema, url };
        return { schema: { ...schema, body: multipartBody }, url };
      },
    });
    await app.register(swaggerUi, { routePrefix: '/docs' });
    app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
