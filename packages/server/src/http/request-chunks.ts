import type { Readable } from 'node:stream';

/**
 * A request body's chunks. Leaving the loop early (a limit passed, a syntax error) does not destroy
 * the request, so the error answer can still be sent.
 */
export const requestChunks = (body: Readable): AsyncIterable<Buffer> => body.iterator({ destroyOnReturn: false });
