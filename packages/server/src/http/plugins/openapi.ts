import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ENCRYPTION_OVERVIEW, documentEncryption } from '../encryption.schema.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The bodies a route reads as streams (multipart, or JSON carrying a file), for the OpenAPI
     * document only: they are not a validated `schema.body`.
     */
    streamedBodies?: { json?: object; multipart?: object; raw?: object };
    /**
     * The operation's OpenAPI callbacks (requests the server sends, as webhooks), written as the document shows them:
     * `@fastify/swagger` would keep only their bodies and responses of a `schema.callbacks`.
     */
    callbacks?: Record<string, object>;
  }
}

/** The OpenAPI document at `/openapi.json` and its interactive page at `/docs`, both built from the route schemas. */
export const openapiPlugin = fp(
  async (app, opts: { version: string; publicUrl?: string }) => {
    // Each operation's `config.callbacks`, by operationId, gathered as the routes are documented.
    const callbacks = new Map<string, object>();
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        // SCRIBE_PUBLIC_URL when set; otherwise relative: wherever the document was fetched from.
        servers: [opts.publicUrl ? { url: opts.publicUrl } : { url: '/', description: 'This server' }],
        // No token unless an operation asks for one: the authenticated operations name `bearerAuth`; the public ones
        // (probes, login and refresh, JWKS, presigned uploads whose signature is the credential) need none.
        security: [],
        info: {
          title: 'svc-scribe',
          version: opts.version,
          description:
            'Self-hosted medical speech recognition and clinical documentation. ' +
            'Log in with client credentials at `POST /connect-auth/v1/account/login`, then send `Authorization: Bearer <access_token>`.\n\n' +
            ENCRYPTION_OVERVIEW,
          license: { name: 'Apache-2.0', url: 'https://www.apache.org/licenses/LICENSE-2.0' },
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      // Shared schemas under their `$id` (`#/components/schemas/MessageError`), not `def-0` …; titled by it, as by default.
      refResolver: {
        buildLocalReference: (json, _baseUri, _fragment, i) => {
          if (typeof json.$id !== 'string') return `def-${i}`;
          if (!json.title) json.title = json.$id;
          return json.$id;
        },
      },
      transform: ({ schema, url, route }) => {
        if (route.config?.callbacks && typeof schema?.operationId === 'string') callbacks.set(schema.operationId, route.config.callbacks);
        if (!schema || schema.hide) return { schema, url };
        const streamed = route.config?.streamedBodies;
        const documented = documentEncryption(streamed?.json ? { ...schema, body: streamed.json } : schema, (id) => app.getSchema(id));
        if (streamed?.raw) {
          const content = { 'application/octet-stream': { schema: streamed.raw }, ...(streamed.multipart && { 'multipart/form-data': { schema: streamed.multipart } }) };
          return { schema: { ...documented, body: { content } }, url };
        }
        if (!streamed?.multipart) return { schema: documented, url };
        const body =
          documented.body === undefined
            ? streamed.multipart
            : { content: { 'application/json': { schema: documented.body }, 'multipart/form-data': { schema: streamed.multipart } } };
        return { schema: { ...documented, body }, url };
      },
      transformObject: (document) => {
        if (!('openapiObject' in document)) return document.swaggerObject;
        const { openapiObject } = document;
        for (const pathItem of Object.values(openapiObject.paths ?? {}) as Record<string, { operationId?: string; callbacks?: object }>[]) {
          for (const operation of Object.values(pathItem)) {
            const found = operation.operationId === undefined ? undefined : callbacks.get(operation.operationId);
            if (found) operation.callbacks = found;
          }
        }
        return openapiObject;
      },
    });
    await app.register(swaggerUi, { routePrefix: '/docs' });
    app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
