import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'bench/**/*.test.ts'],
    // The speech model takes a few seconds to load and each inference uses both cores:
    // run test files one after another so they do not starve each other.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
