import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/sqlite/sqlite-store.js';
import { jobQueueContract } from './job-queue.contract.js';
import { insertJobRow, SqliteJobQueue } from './sqlite-job-queue.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A migrated store file in a fresh directory. */
function freshFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scribe-jobs-'));
  dirs.push(dir);
  const file = path.join(dir, 'scribe.sqlite');
  const db = connect(file);
  migrate(db);
  db.close();
  return file;
}

/** A connection with the pragmas `SqliteStore.open` sets, as each process sharing the file has. */
function connect(file: string): Database.Database {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}

const fixedClock = (): Date => new Date(Date.UTC(2025, 0, 1));

describe('SqliteJobQueue', () => {
  jobQueueContract('SqliteJobQueue', async (now) => {
    const db = connect(freshFile());
    return { queue: new SqliteJobQueue(db, now), close: async () => void db.close() };
  });

  it('enqueues inside another repository transaction, and not at all when that transaction rolls back', async () => {
    const db = connect(freshFile());
    const queue = new SqliteJobQueue(db, fixedClock);
    const committed = db.transaction(() => insertJobRow(db, { kind: 'k', payload: 'kept', maxAttempts: 1 }, fixedClock()))();
    expect(() =>
      db.transaction(() => {
        insertJobRow(db, { kind: 'k', payload: 'dropped', maxAttempts: 1 }, fixedClock());
        throw new Error('session update failed');
      })(),
    ).toThrow('session update failed');

    expect(await queue.counts()).toEqual({ pending: 1, running: 0, done: 0, failed: 0 });
    expect(await queue.claim('w1', ['k'], 1000)).toMatchObject({ id: committed, payload: 'kept' });
    db.close();
  });

  it('keeps the error of the last attempt and the reason of a failure, and survives reopening the file', async () => {
    const file = freshFile();
    const first = connect(file);
    const queue = new SqliteJobQueue(first, fixedClock);
    const id = (await queue.enqueue({ kind: 'k', payload: { n: 1 }, maxAttempts: 2 }))!;
    await queue.claim('w1', ['k'], 1000);
    await queue.retry(id, 'w1', 'engine busy', fixedClock());
    first.close();

    const second = connect(file);
    const reopened = new SqliteJobQueue(second, fixedClock);
    const row = () => second.prepare('SELECT state, attempts, last_error, finished_at FROM jobs WHERE id = ?').get(id);
    expect(row()).toEqual({ state: 'pending', attempts: 1, last_error: 'engine busy', finished_at: null });
    expect(await reopened.claim('w2', ['k'], 1000)).toMatchObject({ id, payload: { n: 1 }, attempt: 2 });
    await reopened.fail(id, 'w2', 'unreadable audio');
    expect(row()).toEqual({ state: 'failed', attempts: 2, last_error: 'unreadable audio', finished_at: fixedClock().getTime() });
    second.close();
  });

  it('never hands one job to two connections claiming in turn', async () => {
    const file = freshFile();
    const [a, b] = [connect(file), connect(file)];
    const queues = [new SqliteJobQueue(a, fixedClock), new SqliteJobQueue(b, fixedClock)];
    for (let i = 0; i < 50; i++) await queues[i % 2]!.enqueue({ kind: 'k', payload: i, maxAttempts: 1 });

    const claimed: string[] = [];
    for (;;) {
      const jobs = await Promise.all(queues.map((q, w) => q.claim(`w${w}`, ['k'], 60_000)));
      const got = jobs.filter((j) => j !== undefined);
      if (got.length === 0) break;
      claimed.push(...got.map((j) => j.id));
    }
    expect(claimed).toHaveLength(50);
    expect(new Set(claimed).size).toBe(50);
    a.close();
    b.close();
  });

  it('never hands one job to two processes racing over the same file', async () => {
    const file = freshFile();
    const db = connect(file);
    const queue = new SqliteJobQueue(db, fixedClock);
    const total = 2000;
    for (let i = 0; i < total; i++) await queue.enqueue({ kind: 'race', payload: i, maxAttempts: 1 });

    const workers = ['p1', 'p2', 'p3'].map((id) => startRacer(file, id));
    for (const w of workers) await w.ready;
    // Released together only once all of them are up, so their claims overlap.
    for (const w of workers) w.go();
    const claimed = await Promise.all(workers.map((w) => w.claimed));

    const all = claimed.flat();
    expect(all).toHaveLength(total);
    expect(new Set(all).size).toBe(total);
    expect(await queue.counts('race')).toEqual({ pending: 0, running: 0, done: total, failed: 0 });
    db.close();
  });
});

/**
 * A separate Node process with its own connection that, once told to go, claims and completes
 * jobs until none is left and reports the ids it claimed. tsx lets it load this TypeScript module.
 */
const racerScript = `
  import Database from 'better-sqlite3';
  const { SqliteJobQueue } = await import(process.env.QUEUE_MODULE);
  const db = new Database(process.env.DB_FILE);
  db.pragma('busy_timeout = 5000');
  const queue = new SqliteJobQueue(db, () => new Date(Number(process.env.NOW_MS)));
  const workerId = process.env.WORKER_ID;
  console.log('ready');
  process.stdin.once('data', async () => {
    const ids = [];
    for (let job; (job = await queue.claim(workerId, ['race'], 60000)); ) {
      ids.push(job.id);
      if (!(await queue.complete(job.id, workerId))) throw new Error('lost the lease of ' + job.id);
    }
    console.log(JSON.stringify(ids));
    db.close();
    process.exit(0);
  });
`;

function startRacer(file: string, workerId: string): { ready: Promise<void>; go(): void; claimed: Promise<string[]> } {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', racerScript], {
    cwd: here,
    env: {
      ...process.env,
      QUEUE_MODULE: new URL('./sqlite-job-queue.ts', import.meta.url).href,
      DB_FILE: file,
      NOW_MS: String(fixedClock().getTime()),
      WORKER_ID: workerId,
    },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`racer ${workerId} exited with ${code}`)))),
  );
  const lines = readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const nextLine = async (): Promise<string> => {
    const { value, done } = await lines.next();
    if (done) throw new Error(`racer ${workerId} ended its output early`);
    return value;
  };
  const ready = nextLine().then((line) => expect(line).toBe('ready'));
  return {
    ready,
    go: () => child.stdin.end('go\n'),
    claimed: ready.then(async () => {
      const ids = JSON.parse(await nextLine()) as string[];
      await exited;
      return ids;
    }),
  };
}
