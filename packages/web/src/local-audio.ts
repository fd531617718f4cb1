/**
 * The audio of the sessions recorded or uploaded in this tab, played as it is, without asking the server for its copy.
 */
const recordings = new Map<string, string>();

export function keepAudio(txnId: string, audio: Blob): void {
  recordings.set(txnId, URL.createObjectURL(audio));
}

export function audioUrl(txnId: string): string | undefined {
  return recordings.get(txnId);
}
