import os from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The slow tier: tests that run the real speech model (each file loads it, a few seconds, or starts a server that does),
 * and the notes router's retraining on the full corpora (about 8 minutes; it checks the committed model byte for byte).
 */
const SLOW = [
  'packages/*/test/e2e/**/*.test.ts',
  'packages/server/test/browser/**/*.test.ts',
  '**/*.int.test.ts',
  'packages/server/src/engines/notes/router/training/train.test.ts',
];
/** The server's HTTP tests: the app through `inject` or a socket, with the fake speech engine (test/helpers/fake-speech-engine.ts). */
const HTTP = ['packages/server/test/http/**/*.test.ts'];

/**
 * Three tiers (docs/testing.md), each a vitest project: `npm test` runs all three, `npm run test:unit|test:http|test:e2e`
 * one. Every test file is in exactly one: the unit tier takes every test the other two do not.
 */
export default defineConfig({
  test: {
    // Test files of the unit and HTTP tiers run side by side, one per core (vitest's default leaves one core idle); the
    // slow tier runs its files one after another (its `singleFork`, below), and after the other two (`groupOrder`).
    maxWorkers: os.availableParallelism(),
    // A worker process runs file after file (vitest's pool keeps it); the unit and e2e tiers still re-import every module
    // for each file (their `isolate`), the HTTP tier does not (below).
    poolOptions: { forks: { isolate: false } },
    // The AWS SDK warns once per process on Node 20 that its releases after January 2027 need Node 22
    // (aws/aws-sdk-js-v3#7983): news for an operator, noise in every test worker. Its documented switch.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    testTimeout: 120_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Modules on their own, the repository's files (lock file, licences, lint, deploy files), the SDK against a fake fetch.
          include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...SLOW, ...HTTP],
          sequence: { groupOrder: 0 },
          poolOptions: { forks: { isolate: true } },
        },
      },
      {
        extends: true,
        test: {
          name: 'http',
          include: HTTP,
          exclude: [...configDefaults.exclude, ...SLOW],
          sequence: { groupOrder: 1 },
          // The files of a worker share one module graph: importing the server's (Fastify, the AWS SDK, the notes engine)
          // afresh for each file took 2 to 4 s a file. So an HTTP test mocks no module and leaves no global state behind
          // (spying on its own server's objects is fine); each builds its own server on its own data dir.
          poolOptions: { forks: { isolate: false } },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          // The real model: built processes end to end, the browser, the engine's integration tests; the router's training.
          include: SLOW,
          sequence: { groupOrder: 2 },
          // The speech model takes a few seconds to load and each inference uses both cores: one file at a time, so they do
          // not starve each other.
          poolOptions: { forks: { singleFork: true, isolate: true } },
        },
      },
    ],
  },
});
