import { ApiError } from '@svc-scribe/sdk';
import { client } from '../api.js';

/**
 * Removes what a start that failed left on the server (a session that never started, its audio uploaded), so that
 * History has no "Not started" row: the clinician starts again instead. A session the server never made is fine.
 */
export async function discardUnstarted(txnId: string): Promise<void> {
  try {
    await client.sessions.delete(txnId);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

/** The failure of a start, once what it left is discarded: what went wrong, and that nothing was kept. */
export async function failedStart(txnId: string, cause: string): Promise<string> {
  try {
    await discardUnstarted(txnId);
    return `The session could not start (${cause}). Nothing was kept on the server: change what is needed and try again.`;
  } catch {
    return `The session could not start (${cause}), and what was uploaded could not be removed: delete it in History.`;
  }
}
