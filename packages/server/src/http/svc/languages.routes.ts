import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { LanguageBackend } from '../../engines/speech/backend-registry.js';
import { AUTHENTICATED_ERRORS, BEARER_SECURITY } from '../shared.schema.js';
import { LanguageList } from './languages.schema.js';

/** `GET /voice/languages`: which languages this server transcribes, and with what (SCRIBE_ASR_BACKENDS). */
export const languagesRoutes: FastifyPluginAsyncTypebox<{ languages: () => LanguageBackend[] }> = async (app, opts) => {
  app.get(
    '/voice/languages',
    {
      config: { scope: 'transcription', errorShape: 'message' },
      schema: {
        tags: ['Transcription'],
        operationId: 'listLanguages',
        summary: 'The languages of the interface and the backend serving each',
        description:
          'Every language code of the interface, whether a backend serves it, which kind (`local` or `openai`) and its model. ' +
          'Whether a remote backend is up right now is in `/readyz`.',
        security: BEARER_SECURITY,
        response: { 200: LanguageList, ...AUTHENTICATED_ERRORS },
      },
    },
    async () => ({
      languages: opts.languages().map((language) =>
        language.backend === null
          ? { code: language.code, served: false, backend: null }
          : { code: language.code, served: true, backend: language.backend, model: language.model },
      ),
    }),
  );
};
