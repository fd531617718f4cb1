import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { requestedRange } from '../../lib/byte-range.js';
import type { SessionAudioService } from '../../services/session-audio.service.js';
import { principalOf } from '../plugins/authenticate.js';
import { AUTHENTICATED_ERRORS, BEARER_SECURITY, MessageError, TxnParams } from '../shared.schema.js';
import { SessionAudioQuery } from './clinician.schema.js';

/** The audio's bytes, for the OpenAPI document (the handler streams them with the type they were uploaded with). */
const AUDIO = { content: { 'audio/*': { schema: { type: 'string', format: 'binary' } } } };
const RANGE_HEADERS = Type.Object({
  range: Type.Optional(Type.String({ description: 'One byte range, `bytes=first-last`, `bytes=first-` or `bytes=-suffix` (several ranges get the whole file).' })),
});

/**
 * A session's recorded audio for its owner (issue 33): the web app plays it after a reload, seeking with range
 * requests. Streamed from the blob store, never read whole into memory.
 */
export const sessionAudioRoutes: FastifyPluginAsyncTypebox<{ audio: SessionAudioService }> = async (app, opts) => {
  app.get(
    '/voice/api/v2/transactions/:txn_id/audio',
    {
      config: { scope: 'sessions', errorShape: 'message' },
      schema: {
        tags: ['Sessions'],
        operationId: 'getTransactionAudio',
        summary: "The session's recorded audio, whole or a byte range",
        description:
          "One audio file of the session as uploaded or recorded (`file`: which, in the order they are transcribed). The caller's own " +
          'sessions only, as for its status: another user\'s or client\'s session answers 404. `Range: bytes=…` answers 206 with ' +
          '`Content-Range`; a range past the end or malformed answers 416 with `Content-Range: bytes */<size>`.',
        security: BEARER_SECURITY,
        params: TxnParams,
        querystring: SessionAudioQuery,
        headers: RANGE_HEADERS,
        response: {
          200: { description: 'The whole file, with `Accept-Ranges: bytes`.', ...AUDIO },
          206: { description: 'The range asked for, with `Content-Range: bytes first-last/size`.', ...AUDIO },
          404: Type.Ref(MessageError, { description: "No such session among the caller's, or no such file in it." }),
          416: Type.Ref(MessageError, { description: 'The range is malformed or starts past the end of the file.' }),
          ...AUTHENTICATED_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const file = await opts.audio.file(principalOf(request), request.params.txn_id, Number(request.query.file ?? 0));
      const size = file.sizeBytes;
      const range = requestedRange(request.headers.range, size);
      reply.header('accept-ranges', 'bytes').header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff');
      if (range === 'unsatisfiable') {
        return reply.code(416).header('content-range', `bytes */${size}`).send({ message: `The range is malformed or past the end of the ${size}-byte file.` });
      }
      reply.type(file.contentType);
      if (range === undefined) return reply.header('content-length', size).send(await opts.audio.open(file));
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .header('content-length', range.end - range.start + 1)
        .send(await opts.audio.open(file, range));
    },
  );
};
