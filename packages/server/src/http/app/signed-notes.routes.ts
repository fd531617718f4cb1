import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { SignedNotesService, SignedVersion } from '../../services/signed-notes.service.js';
import { principalOf, userIdOf } from '../plugins/authenticate.js';
import { AUTHENTICATED_ERRORS, BEARER_SECURITY, MessageError, TxnParams } from '../shared.schema.js';
import { SignedNote, SignedNoteBody, SignedNoteList } from './clinician.schema.js';

// Not under `/voice/api/v2/transaction/:txn_id`, where it would be ambiguous with `…/transaction/init/:txn_id`.
const PATH = '/voice/api/v2/signed-notes/:txn_id';
const TAGS = ['Sessions'];
const config = { scope: 'sessions', errorShape: 'message' } as const;

/** A signed note as the API answers it (`SignedNote` in clinician.schema.ts). */
const signedNoteView = (note: SignedVersion) => ({
  id: note.id,
  txn_id: note.txnId,
  signed_by: note.signedBy,
  signed_at: note.signedAt.toISOString(),
  content: note.content,
});

/** A clinician signs a session's documents as corrected (issue 17); every signed version is kept and listed. */
export const signedNotesRoutes: FastifyPluginAsyncTypebox<{ signedNotes: SignedNotesService }> = async (app, opts) => {
  for (const schema of [SignedNoteBody, SignedNote, SignedNoteList]) app.addSchema(schema);

  app.post(
    PATH,
    {
      config,
      schema: {
        tags: TAGS,
        operationId: 'signNote',
        summary: "Sign the session's documents as corrected",
        description: 'Only a user (a clinician signed in through the web app) signs: a client\'s own token is refused with 403. 409 until the session has results.',
        security: BEARER_SECURITY,
        params: TxnParams,
        body: Type.Ref(SignedNoteBody),
        response: {
          201: Type.Ref(SignedNote),
          400: Type.Ref(MessageError, { description: 'Malformed body.' }),
          404: Type.Ref(MessageError, { description: 'No such session for this client.' }),
          409: Type.Ref(MessageError, { description: 'The session has no results yet (or failed).' }),
          ...AUTHENTICATED_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const caller = { ...principalOf(request), userId: userIdOf(request) };
      const note = await opts.signedNotes.sign({ caller, txnId: request.params.txn_id, content: request.body.content });
      return reply.code(201).send(signedNoteView(note));
    },
  );

  app.get(
    PATH,
    {
      config,
      schema: {
        tags: TAGS,
        operationId: 'listSignedNotes',
        summary: "The session's signed versions, newest first",
        security: BEARER_SECURITY,
        params: TxnParams,
        response: { 200: Type.Ref(SignedNoteList), 404: Type.Ref(MessageError, { description: 'No such session for this client.' }), ...AUTHENTICATED_ERRORS },
      },
    },
    async (request) => ({ signed_notes: (await opts.signedNotes.list(principalOf(request), request.params.txn_id)).map(signedNoteView) }),
  );
};
