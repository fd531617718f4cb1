import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Store } from '../../adapters/db/store.js';
import type { BackgroundLoad } from '../../lib/background-load.js';
import type { LanguageBackend } from '../../engines/speech/backend-registry.js';
import type { SpeechEngine } from '../../engines/speech/speech-types.js';
import { ENCRYPTION_REFUSED } from '../shared.schema.js';

const Readiness = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('not_ready')]),
  checks: Type.Object({
    store: Type.String({ description: '`ok`, or the reason the database does not answer.' }),
    speech: Type.String({ description: '`ready`, `loading` or `failed`.' }),
  }),
  languages: Type.Array(Type.String(), { description: 'Languages the loaded speech engine serves (none while it loads).' }),
  backends: Type.Array(
    Type.Object({
      code: Type.String(),
      backend: Type.Union([Type.Literal('local'), Type.Literal('openai')]),
      model: Type.String(),
      circuit: Type.Optional(
        Type.Union([Type.Literal('closed'), Type.Literal('open'), Type.Literal('half_open')], {
          description:
            'A remote backend\'s circuit breaker: `open` while its requests fail fast (503) after repeated failures, `half_open` ' +
            'when the next request is a trial. It does not make this instance unready: the other languages are served.',
        }),
      ),
    }),
    { description: 'What serves each configured language (SCRIBE_ASR_BACKENDS), known before the engine has loaded.' },
  ),
});

const TAGS = ['Operations'];

/** Liveness and readiness probes: public, no authentication. */
export interface HealthRoutesOptions {
  store: Store;
  speech: BackgroundLoad<SpeechEngine>;
  languages: () => LanguageBackend[];
}

export const healthRoutes: FastifyPluginAsyncTypebox<HealthRoutesOptions> = async (app, opts) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: TAGS,
        operationId: 'getLiveness',
        security: [],
        summary: 'Liveness: the process answers',
        response: { 200: Type.Object({ status: Type.Literal('ok') }), 400: ENCRYPTION_REFUSED },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: TAGS,
        operationId: 'getReadiness',
        security: [],
        summary: 'Readiness: the speech engine is loaded and the store answers; what serves each language',
        response: { 200: Readiness, 400: ENCRYPTION_REFUSED, 503: Readiness },
      },
    },
    async (_request, reply) => {
      let store = 'ok';
      try {
        await opts.store.ping();
      } catch (error) {
        store = error instanceof Error ? error.message : 'unreachable';
      }
      // A loaded engine can still fail later (its worker thread died).
      const speech = opts.speech.value?.failed ? 'failed' : opts.speech.state;
      const ready = store === 'ok' && speech === 'ready';
      return reply.code(ready ? 200 : 503).send({
        status: ready ? 'ready' : 'not_ready',
        checks: { store, speech },
        languages: [...(opts.speech.value?.installedLanguages() ?? [])],
        backends: opts.languages().flatMap((language) => (language.backend === null ? [] : [language])),
      });
    },
  );
};
