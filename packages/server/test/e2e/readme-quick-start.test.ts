import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shellBlocks, shellCommands, ShellSession, type CommandRun } from '../helpers/readme-shell.js';
import { freePort, scribeCli, waitUntilReady, watched, type ScribeProcess } from '../helpers/scribe-process.js';
import { makeDataDir } from '../helpers/test-server.js';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/**
 * The quick start's examples in the order a reader meets them: the README's, then those of the pages it leads to
 * (each a `## ` section of a Markdown file), run in one shell so that `$TOKEN` and the values printed carry on.
 */
const EXAMPLES: readonly [file: string, section: string][] = [
  ['README.md', 'Quick start'],
  ['docs/operations.md', 'Clients and keys'],
  ['docs/cli.md', 'Offline'],
  ['docs/cli.md', 'A client of a running server'],
  ['docs/api/svc.md', 'Examples'],
];
const exampleBlocks = () => EXAMPLES.flatMap(([file, section]) => shellBlocks(fs.readFileSync(path.join(REPO, file), 'utf8'), section));

type Values = Record<string, string>;

/**
 * What each command of the quick start must print (its exit code must be 0 in any case). Every command of the
 * section must match one of these, so that an example added to the README without a check here fails the test.
 */
const EXPECTATIONS: [RegExp, (run: CommandRun, values: Values) => void][] = [
  [/^npx scribe clients create /, (r) => expect(JSON.parse(r.stdout)).toEqual({ client_id: expect.any(String), client_secret: expect.any(String) })],
  [/^npx scribe clients list$/, (r, v) => expect(r.stdout).toMatch(new RegExp(`^${v.client_id}  my-clinic `, 'm'))],
  [/^npx scribe keys create /, (r, v) => expect(JSON.parse(r.stdout)).toEqual({ kid: expect.any(String), key: expect.stringMatching(/^.{16}$/), client_id: v.client_id })],
  [/^npx scribe keys list /, (r, v) => expect(r.stdout).toContain(v.kid)],
  [/^npx scribe keys revoke /, (r, v) => expect(r.stdout).toContain(v.kid)],
  [/^npx scribe signing-keys rotate$/, (r) => expect(r.stdout).not.toBe('')],
  [/^npx scribe clients revoke /, (r, v) => expect(r.stdout).toBe(`revoked ${v.client_id}\n`)],
  [/^TOKEN=\$\(curl /, (r) => expect(r.stdout + r.stderr).toBe('')],
  [/^curl -s 'localhost:\d+\/voice\/get-asr/, (r) => expect(JSON.parse(r.stdout)).toEqual({ text: expect.stringMatching(/metformin 500 mg twice daily/i) })],
  [/^npx scribe transcribe /, (r) => expect(r.stdout).toMatch(/^[^\n]*metformin 500 mg twice daily[^\n]*\n$/i)],
  [
    /^npx scribe notes \S+\.wav /,
    (r) => {
      expect(r.stdout).toMatch(/^> \*\*Check before signing:\*\* confirm "metformin"/);
      expect(r.stdout).toContain('## Medications\n\n- Metformin 500 mg, BD');
      expect(r.stderr).toMatch(/^warning: needs_review: confirm "metformin" /m);
    },
  ],
  [
    /^npx scribe notes \S+\.txt /,
    (r) => {
      expect(r.stdout).toContain('## CHIEF COMPLAINT');
      expect(r.stderr).toMatch(/^warning: contradiction: fever: said both present and absent \(seg_2, seg_3\)$/m);
    },
  ],
  [/^npx scribe login /, (r, v) => expect(r.stdout).toContain(`logged in to http://localhost:${v.port} as ${v.client_id}`)],
  [/^TXN=\$\(npx scribe upload /, (r) => expect(r.stderr).toMatch(/^\S+ completed\n {2}transcript_template: success\n/m)],
  [/^npx scribe result \$TXN --template soap$/, (r) => expect(JSON.parse(r.stdout)).toMatchObject({ markdown: expect.stringContaining('metformin') })],
  [
    /^npx scribe result \$TXN --out /,
    (r, v) => {
      const files = r.stdout.trim().split('\n');
      expect(files.map((file) => path.dirname(file))).toEqual(files.map(() => path.join(v.home!, 'scribe-results')));
      expect(files.map((file) => file.replace(/^.*?\./, '')).sort()).toEqual(
        ['clinical_notes_template.json', 'fhir.json', 'notes.md', 'soap.json', 'soap.md', 'transcript_template.json'].sort(),
      );
    },
  ],
  [/^npx scribe webhooks subscribe /, (r) => expect(r.stdout).toMatch(/^\S+\nwhsec_\S+\n$/)],
  [/^npx scribe webhooks list$/, (r, v) => expect(r.stdout).toBe(`${v.id}  http://localhost:9000/scribe-events  v2rx.completed\n`)],
  [/^npx scribe webhooks delete /, (r, v) => expect(r.stdout).toBe(`deleted ${v.id}\n`)],
  [/^UPLOAD=\$\(curl /, (r) => expect(r.stdout + r.stderr).toBe('')],
  [/^get\(\) /, (r) => expect(r.stdout + r.stderr).toBe('')],
  [/^curl -s -o \/dev\/null -w '%\{http_code\}\\n' /, (r) => expect(r.stdout).toBe('204\n')],
  [/^curl -s -X POST localhost:\d+\/voice\/api\/v2\/transaction\/init\//, (r) => expect(JSON.parse(r.stdout)).toMatchObject({ status: 'success', txn_id: 'visit-1' })],
  // Polled once, right after the start: still in progress, or (on a fast machine) already the transcript.
  [/^curl -s localhost:\d+\/voice\/api\/v3\/status\//, (r) => expect(r.stdout).toMatch(/^(?:in-progress|The patient has a fever and a cough\.)\n$/i)],
  [
    /^curl -s localhost:\d+\/notification\/v1\/connect\/webhook\/subscriptions /,
    (r) => expect(JSON.parse(r.stdout)).toEqual({ id: expect.any(String), status: 'success', signing_key: expect.stringMatching(/^whsec_/) }),
  ],
];

/** What a command printed that later commands of its block name by a placeholder: a JSON object's fields, a new webhook's id. */
function printedValues(run: CommandRun): Values {
  if (/^npx scribe webhooks subscribe /.test(run.command)) return { id: run.stdout.split('\n')[0]! };
  try {
    const printed = JSON.parse(run.stdout) as unknown;
    if (typeof printed !== 'object' || printed === null || Array.isArray(printed)) return {};
    return Object.fromEntries(Object.entries(printed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/** The command as the reader types it on this server: its port for 8080, and the values its placeholders stand for. */
function asTyped(command: string, values: Values): string {
  return command.replaceAll('localhost:8080', `localhost:${values.port}`).replace(/<([a-z_]+)>/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${placeholder} in \`${command}\` stands for nothing printed before it`);
    return value;
  });
}

/**
 * Issue 27, item 20: the README's quick start, as written, from the repository's root, against the built server
 * started as `npm start` starts it (`npm ci`, `npm run build` are this test's setup; `npm test` is the test run).
 * The server allows webhook endpoints on loopback (SCRIBE_WEBHOOKS_ALLOW_INSECURE=1), as the README says to start it
 * to try webhooks locally; the `dev` client it would print on a first start in development is made with the CLI.
 */
describe("the README's quick start, run as written", () => {
  const dataDir = makeDataDir();
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'scribe-readme-home-'));
  const outputDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scribe-readme-out-'));
  const env = { PATH: process.env.PATH ?? '', HOME: home, SCRIBE_DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn' };
  let server: ScribeProcess | undefined;
  let dev: Values;

  beforeAll(async () => {
    const port = await freePort();
    const { client_id, client_secret } = JSON.parse(await scribeCli(['clients', 'create', '--name', 'dev', '--json'], env)) as Values;
    dev = { client_id: client_id!, client_secret: client_secret!, port: String(port), home };
    server = watched(
      spawn(process.execPath, ['packages/server/dist/main.js'], {
        cwd: REPO,
        env: { ...env, PORT: String(port), HOST: '127.0.0.1', SCRIBE_WEBHOOKS_ALLOW_INSECURE: '1', SCRIBE_JOB_POLL_MS: '100' },
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    await waitUntilReady(`http://127.0.0.1:${port}/readyz`, server);
  });
  afterAll(async () => {
    await server?.kill('SIGTERM');
    for (const dir of [dataDir, home, outputDir]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('names only files that exist, and checks every command it shows', () => {
    const blocks = exampleBlocks();
    const commands = blocks.flatMap(shellCommands);
    // A file argument (`visit.txt`, `-F file=@….wav`), not a name the server is told (`key=…visit.wav`).
    const files = commands.join(' ').match(/(?<=\s|@)[\w./-]+\.(?:wav|txt|m4a|flac|ogg|opus|mp3|webm)\b/g) ?? [];
    expect(files.filter((file) => !fs.existsSync(path.join(REPO, file)))).toEqual([]);
    const unchecked = commands.filter((command) => !command.startsWith('npm ci') && !EXPECTATIONS.some(([pattern]) => pattern.test(asTyped(command, { ...dev, kid: 'k', id: 'i' }))));
    expect(unchecked).toEqual([]);
  });

  it('runs each command of each block to exit 0, with the output the README describes', async () => {
    // The secret `scribe login` reads: the README names SCRIBE_CLIENT_SECRET as one of its ways.
    const shell = new ShellSession(REPO, { ...env, SCRIBE_CLIENT_SECRET: dev.client_secret! }, outputDir);
    try {
      for (const block of exampleBlocks()) {
        const commands = shellCommands(block);
        // The install-and-run block is this test's setup (above).
        if (commands[0]!.startsWith('npm ci')) continue;
        let values = { ...dev };
        for (const command of commands) {
          const run = await shell.run(asTyped(command, values));
          const context = `${run.command}\n--- exit ${run.code}\n--- stdout\n${run.stdout}\n--- stderr\n${run.stderr}\n--- server\n${server!.output()}`;
          expect(run.code, context).toBe(0);
          const [, check] = EXPECTATIONS.find(([pattern]) => pattern.test(run.command))!;
          try {
            check(run, values);
          } catch (error) {
            throw new Error(`${(error as Error).message}\n${context}`, { cause: error });
          }
          values = { ...values, ...printedValues(run) };
        }
      }
    } finally {
      shell.close();
    }
    // Some twenty commands, each a process of its own and two of them loading the speech model: on a 2-core machine
    // under load they outlast the suite's default two minutes. A harness limit, not a measure of speed.
  }, 360_000);
});
