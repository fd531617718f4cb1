/**
 * A presigned POST sent as a client sends it (PROTOCOL §4.2): over HTTP to `uploadData.url`, every field, then the
 * file last, with `key` set to the folder path and the file's name.
 */
export async function postToBucket(
  uploadData: { url: string; fields: Record<string, string> },
  file: { key: string; bytes: Buffer; contentType?: string },
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...uploadData.fields, key: file.key })) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.contentType ?? 'audio/wav' }), file.key.split('/').at(-1));
  return fetch(uploadData.url, { method: 'POST', body: form });
}

/** The decoded `policy` field of a presigned POST: its expiry and conditions. */
export function decodedPolicy(fields: Record<string, string>): { expiration: string; conditions: unknown[] } {
  return JSON.parse(Buffer.from(fields.policy ?? '', 'base64').toString('utf8')) as { expiration: string; conditions: unknown[] };
}
