import { randomUUID } from 'node:crypto';
import type { SignedNoteRecord, Store } from '../adapters/db/store.js';
import { DomainError } from '../domain/errors.js';
import type { SessionCaller } from './session-visibility.js';
import type { SessionsService } from './sessions.service.js';

/** A signed version of a session's documents, with who signed it (their email empty once the account is gone). */
export interface SignedVersion {
  id: string;
  txnId: string;
  signedBy: { id: string; email: string };
  signedAt: Date;
  content: Record<string, unknown>;
}

const SIGNABLE_STATES = ['completed', 'partial'];

/** Clinicians' signed versions of a session's documents: written once, listed newest first, deleted with the session. */
export class SignedNotesService {
  constructor(private readonly d: { store: Store; now: () => Date; sessions: Pick<SessionsService, 'find'> }) {}

  /**
   * A user signs a session they reach (see `SessionVisibility`). Only a finished session with results can be signed:
   * before that there is nothing the clinician has read.
   */
  async sign(input: { caller: SessionCaller & { userId: string }; txnId: string; content: Record<string, unknown> }): Promise<SignedVersion> {
    const { clientId, userId } = input.caller;
    const session = await this.d.sessions.find(input.caller, input.txnId);
    if (!session) throw new DomainError('not_found', 'Not Found');
    if (!SIGNABLE_STATES.includes(session.state)) throw new DomainError('conflict', `the session is ${session.state}: only a session with results can be signed`);
    const note: SignedNoteRecord = {
      id: randomUUID(),
      clientId,
      txnId: input.txnId,
      signedBy: userId,
      signedAt: this.d.now(),
      content: JSON.stringify(input.content),
    };
    // The session may have been deleted since it was read.
    if (!(await this.d.store.signedNotes.insert(note))) throw new DomainError('not_found', 'Not Found');
    return view(note, await this.emailOf(note.signedBy));
  }

  /** The signed versions of a session the caller reaches. */
  async list(caller: SessionCaller, txnId: string): Promise<SignedVersion[]> {
    if (!(await this.d.sessions.find(caller, txnId))) throw new DomainError('not_found', 'Not Found');
    const notes = await this.d.store.signedNotes.list({ clientId: caller.clientId, txnId });
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

function view(note: SignedNoteRecord, signerEmail: string): SignedVersion {
  return {
    id: note.id,
    txnId: note.txnId,
    signedBy: { id: note.signedBy, email: signerEmail },
    signedAt: note.signedAt,
    content: JSON.parse(note.content) as Record<string, unknown>,
  };
}
