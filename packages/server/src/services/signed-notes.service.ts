import { randomUUID } from 'node:crypto';
import type { SignedNoteRecord, Store } from '../adapters/db/store.js';
import { DomainError } from '../domain/errors.js';

export interface SignedNoteView {
  id: string;
  txn_id: string;
  signed_by: { id: string; email: string };
  signed_at: string;
  content: Record<string, unknown>;
}

const SIGNABLE_STATES = ['completed', 'partial'];

/** Clinicians' signed versions of a session's documents: written once, listed newest first, deleted with the session. */
export class SignedNotesService {
  constructor(private readonly d: { store: Store; now: () => Date }) {}

  /** Only a finished session with results can be signed: before that there is nothing the clinician has read. */
  async sign(input: { clientId: string; txnId: string; userId: string; content: Record<string, unknown> }): Promise<SignedNoteView> {
    const session = await this.d.store.sessions.find({ clientId: input.clientId, txnId: input.txnId });
    if (!session) throw new DomainError('not_found', 'Not Found');
    if (!SIGNABLE_STATES.includes(session.state)) throw new DomainError('conflict', `the session is ${session.state}: only a session with results can be signed`);
    const note: SignedNoteRecord = {
      id: randomUUID(),
      clientId: input.clientId,
      txnId: input.txnId,
      signedBy: input.userId,
      signedAt: this.d.now(),
      content: JSON.stringify(input.content),
    };
    // The session may have been deleted since it was read.
    if (!(await this.d.store.signedNotes.insert(note))) throw new DomainError('not_found', 'Not Found');
    return this.view(note);
  }

  async list(clientId: string, txnId: string): Promise<SignedNoteView[]> {
    if (!(await this.d.store.sessions.find({ clientId, txnId }))) throw new DomainError('not_found', 'Not Found');
    return Promise.all((await this.d.store.signedNotes.list({ clientId, txnId })).map((note) => this.view(note)));
  }

  private async view(note: SignedNoteRecord): Promise<SignedNoteView> {
    const signer = await this.d.store.users.findById(note.signedBy);
    return {
      id: note.id,
      txn_id: note.txnId,
      signed_by: { id: note.signedBy, email: signer?.email ?? '' },
      signed_at: note.signedAt.toISOString(),
      content: JSON.parse(note.content) as Record<string, unknown>,
    };
  }
}
