/**
 * The audio of the sessions recorded or uploaded in this tab, to play beside their transcripts. The server keeps a
 * session's audio for processing but offers no download, so a session opened elsewhere has no player.
 */
const recordings = new Map<string, string>();

export function keepAudio(txnId: string, audio: Blob): void {
  recordings.set(txnId, URL.createObjectURL(audio));
}

export function audioUrl(txnId: string): string | undefined {
  return recordings.get(txnId);
}
