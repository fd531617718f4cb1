import { createServer } from 'node:net';

/**
 * Binds `host:port` and lets it go again: rejects with what the server's own `listen` would (EADDRINUSE, EACCES,
 * EADDRNOTAVAIL, ENOTFOUND), so a start that cannot listen is refused before it makes or loads anything.
 */
export async function checkCanListen({ port, host }: { port: number; host: string }): Promise<void> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen({ port, host }, resolve);
  });
  await new Promise<void>((resolve) => probe.close(() => resolve()));
}
