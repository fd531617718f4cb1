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
    return view(note, await this.emailOf(note.signedBy));
  }

  async list(clientId: string, txnId: string): Promise<SignedNoteView[]> {
    if (!(await this.d.store.sessions.find({ clientId, txnId }))) throw new DomainError('not_found', 'Not Found');
    const notes = await this.d.store.signedNotes.list({ clientId, txnId });
    // The versions of a note are mostly signed by one clinician: each signer is read once, not once per version.
    const emails = new Map<string, Promise<string>>();
    for (const { signedBy } of notes) if (!emails.has(signedBy)) emails.set(signedBy, this.emailOf(signedBy));
    return Promise.all(notes.map(async (note) => view(note, await emails.get(note.signedBy)!)));
  }

  /** Empty when the account no longer exists. */
  private async emailOf(userId: string): Promise<string> {
    return (await this.d.store.users.findById(userId))?.email ?? '';
  }
}

function view(note: SignedNoteRecord, signerEmail: string): SignedNoteView {
  return {
    id: note.id,
    txn_id: note.txnId,
    signed_by: { id: note.signedBy, email: signerEmail },
    signed_at: note.signedAt.toISOString(),
    content: JSON.parse(note.content) as Record<string, unknown>,
  };
}
