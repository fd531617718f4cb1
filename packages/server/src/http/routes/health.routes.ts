import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Store } from '../../adapters/db/store.js';
import type { BackgroundLoad } from '../../lib/background-load.js';
import type { SpeechEngine } from '../../engines/speech/speech-types.js';

const Readiness = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('not_ready')]),
  checks: Type.Object({
    store: Type.String({ description: '`ok`, or the reason the database does not answer.' }),
    speech: Type.String({ description: '`ready`, `loading` or `failed`.' }),
  }),
  languages: Type.Array(Type.String(), { description: 'Languages with an installed speech model.' }),
});

const TAGS = ['Operations'];

/** Liveness and readiness probes: public, no authentication. */
export const healthRoutes: FastifyPluginAsyncTypebox<{ store: Store; speech: BackgroundLoad<SpeechEngine> }> = async (app, opts) => {
  app.get(
    '/healthz',
    { schema: { tags: TAGS, summary: 'Liveness: the process answers', response: { 200: Type.Object({ status: Type.Literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: TAGS,
        summary: 'Readiness: the speech model is loaded and the store answers',
        response: { 200: Readiness, 503: Readiness },
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
      });
    },
  );
};
