import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  /** The exact bytes received. */
  body: Buffer;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** Resolves with the first request (polls; the test timeout bounds it). */
  first(): Promise<Received>;
  close(): Promise<void>;
}

/** A webhook endpoint on 127.0.0.1 that records each request and answers 204. */
export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    async first() {
      while (received.length === 0) await new Promise((resolve) => setTimeout(resolve, 25));
      return received[0]!;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
