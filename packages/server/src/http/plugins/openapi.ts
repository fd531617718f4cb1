import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ENCRYPTION_OVERVIEW, documentEncryption } from '../schemas/encryption.schema.js';

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
            'Log in with client credentials at `POST /connect-auth/v1/account/login`, then send `Authorization: Bearer <access_token>`.\n\n' +
            ENCRYPTION_OVERVIEW,
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: ({ schema, url, route }) => {
        if (!schema || schema.hide) return { schema, url };
        // A route that takes multipart as well as JSON declares its body per media type (so that only JSON is validated).
        const content = (schema.body as { content?: Record<string, { schema: object }> } | undefined)?.content;
        const documented = documentEncryption(content ? { ...schema, body: content['application/json']?.schema } : schema);
        const multipartBody = route.config?.multipartBody;
        if (!multipartBody) return { schema: documented, url };
        const body =
          documented.body === undefined
            ? multipartBody
            : { content: { 'application/json': { schema: documented.body }, 'multipart/form-data': { schema: multipartBody } } };
        return { schema: { ...documented, body }, url };
      },
    });
    await app.register(swaggerUi, { routePrefix: '/docs' });
    app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
