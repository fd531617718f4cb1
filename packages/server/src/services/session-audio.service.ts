import type { Readable } from 'node:stream';
import type { BlobStore, ByteRange } from '../adapters/blobs/blob-store.js';
import type { SessionFileRecord } from '../adapters/db/store.js';
import { DomainError } from '../domain/errors.js';
import type { SessionsService } from './sessions.service.js';
import type { SessionCaller } from './session-visibility.js';

/**
 * A session's audio files in the order they are transcribed: a started session's as its request lists them (the
 * order its transcript's times follow), one not started yet in upload order.
 */
function transcriptionOrder(requested: readonly string[] | undefined, uploaded: readonly SessionFileRecord[]): SessionFileRecord[] {
  if (requested === undefined) return [...uploaded];
  const byName = new Map(uploaded.map((file) => [file.name, file]));
  return requested.flatMap((name) => byName.get(name) ?? []);
}

/**
 * A session's recorded audio, for its owner to play back (the web app after a reload): one file at a time, whole or a
 * byte range, streamed from the blob store (never read whole into memory).
 */
export class SessionAudioService {
  constructor(private readonly d: { sessions: Pick<SessionsService, 'find' | 'files'>; blobs: Pick<BlobStore, 'get'> }) {}

  /**
   * The `index`th audio file (zero-based, in the order the session's files are transcribed) of a session the caller
   * reaches; `not_found` for another client's or user's session, and for an index past its files.
   */
  async file(caller: SessionCaller, txnId: string, index: number): Promise<SessionFileRecord> {
    const session = await this.d.sessions.find(caller, txnId);
    if (!session) throw new DomainError('not_found', 'transaction not found');
    const files = transcriptionOrder(session.request?.files, await this.d.sessions.files(session));
    const file = files[index];
    if (!file) throw new DomainError('not_found', 'no such audio file in the session');
    return file;
  }

  /** The file's bytes, or those of `range`. */
  open(file: SessionFileRecord, range?: ByteRange): Promise<Readable> {
    return this.d.blobs.get(file.blobKey, range);
  }
}
