const CONTENT_TYPES: Record<string, string> = {
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.ogg': 'audio/ogg',
  '.webm': 'audio/webm',
  '.flac': 'audio/flac',
};

/** A session file's content type from its name's extension, for uploads that do not state one the server sees. */
export const contentTypeOf = (fileName: string): string =>
  CONTENT_TYPES[/\.[^.]*$/.exec(fileName)?.[0].toLowerCase() ?? ''] ?? 'application/octet-stream';
