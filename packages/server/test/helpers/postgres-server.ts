/**
 * A throwaway PostgreSQL server for tests: a new cluster in a temp dir, on a free loopback port, trust
 * authentication (or a password, when one is given), stopped and removed afterwards. Uses the binaries of Debian's `postgresql` package
 * (`.ci/run` installs it); `undefined` where they are missing, so a test can say so and skip.
 * PostgreSQL refuses to run as root: as root, the cluster is made and run by the `postgres` user.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PostgresServer {
  /** `postgres://scribe[:<password>]@127.0.0.1:<port>/postgres` */
  url: string;
  stop(): Promise<void>;
}

/** The folder with initdb and pg_ctl: on the PATH, or Debian's versioned folder. */
function binaries(): string | undefined {
  const onPath = (process.env.PATH ?? '').split(path.delimiter).find((dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl')));
  if (onPath) return onPath;
  const debian = '/usr/lib/postgresql';
  if (!fs.existsSync(debian)) return undefined;
  const versions = fs.readdirSync(debian).sort((a, b) => Number(b) - Number(a));
  return versions.map((version) => path.join(debian, version, 'bin')).find((dir) => fs.existsSync(path.join(dir, 'initdb')));
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startPostgres(options: { password?: string } = {}): Promise<PostgresServer | undefined> {
  const bin = binaries();
  if (!bin) return undefined;
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scribe-pg-'));
  // As root, what the cluster reads is the `postgres` user's.
  const postgresUid = asRoot ? Number((await run('id', ['-u', 'postgres'])).stdout.trim()) : undefined;
  if (postgresUid !== undefined) fs.chownSync(dir, postgresUid, postgresUid);
  // As root, each command runs as `postgres` (runuser is util-linux's, on every Debian).
  const pg = (command: string, args: string[]) => (asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]) : run(path.join(bin, command), args));
  const data = path.join(dir, 'data');
  const port = await freePort();
  let auth = ['--auth=trust'];
  if (options.password !== undefined) {
    const pwfile = path.join(dir, 'pwfile');
    fs.writeFileSync(pwfile, options.password, { mode: 0o600 });
    if (postgresUid !== undefined) fs.chownSync(pwfile, postgresUid, postgresUid);
    auth = ['--auth=scram-sha-256', `--pwfile=${pwfile}`];
  }
  await pg('initdb', ['-D', data, '-U', 'scribe', ...auth, '--no-sync', '-E', 'UTF8']);
  // -w: pg_ctl waits until the server accepts connections. fsync off: a test cluster need not survive a power cut.
  await pg('pg_ctl', ['-D', data, '-w', '-l', path.join(dir, 'server.log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  return {
    url: `postgres://scribe${options.password === undefined ? '' : `:${encodeURIComponent(options.password)}`}@127.0.0.1:${port}/postgres`,
    async stop() {
      await pg('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
