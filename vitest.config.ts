import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'bench/**/*.test.ts'],
    // The speech model takes a few seconds to load and each inference uses both cores:
    // run test files one after another so they do not starve each other.
    fileParallelism: false,
    // The AWS SDK warns once per process on Node 20 that its releases after January 2027 need Node 22
    // (aws/aws-sdk-js-v3#7983): news for an operator, noise in every test worker. Its documented switch.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
