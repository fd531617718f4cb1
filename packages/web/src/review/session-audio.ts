import { ApiError } from '@svc-scribe/sdk';
import { useEffect, useState } from 'preact/hooks';
import { client } from '../api.js';
import { messageOf } from '../format.js';
import { audioUrl } from '../local-audio.js';

export type SessionAudioSource = { url: string } | { note: string };

/**
 * The session's audio to play: what this tab recorded or uploaded, else the server's copy, fetched with the clinician's
 * token (an `<audio>` element cannot send one, and a token never goes in a URL) and played from memory.
 */
export function useSessionAudio(txnId: string): SessionAudioSource {
  const local = audioUrl(txnId);
  const [source, setSource] = useState<SessionAudioSource>(local ? { url: local } : { note: 'Loading the recording…' });
  useEffect(() => {
    if (local) return undefined;
    const abort = new AbortController();
    let url: string | undefined;
    client.sessions.audio(txnId, { signal: abort.signal }).then(
      ({ audio }) => {
        url = URL.createObjectURL(audio);
        setSource({ url });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setSource({ note: error instanceof ApiError && error.status === 404 ? 'The server no longer keeps this recording.' : `The recording could not be loaded: ${messageOf(error)}` });
      },
    );
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [txnId, local]);
  return source;
}
