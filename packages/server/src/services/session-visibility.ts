import type { Principal } from './auth.service.js';

/** Who reads or changes a session: a client's own token, or the token of one of its users (the web app's clinicians). */
export type SessionCaller = Pick<Principal, 'clientId' | 'userId'>;

/**
 * Which of its client's sessions a caller reaches (issue 27). A session belongs to the user whose token made it (no
 * user, when the client's own token did). A client's own token reaches every session of its client; a user only their
 * own, unless SCRIBE_SESSIONS_SHARED_WITHIN_CLIENT lets a client's users reach all of its sessions.
 */
export class SessionVisibility {
  constructor(private readonly sharedWithinClient: boolean) {}

  /** The owner the caller's reads are limited to; undefined for every session of its client. */
  ownerFilter(caller: SessionCaller): string | undefined {
    return this.sharedWithinClient ? undefined : caller.userId;
  }
}
