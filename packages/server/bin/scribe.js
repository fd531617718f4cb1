#!/usr/bin/env node
// The `scribe` command. The TypeScript sources are compiled to dist/ by `npm ci` (root `prepare`).
await import('../dist/cli/main.js');
