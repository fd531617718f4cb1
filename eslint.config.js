// Lint for what the typecheck cannot see: a promise left floating in a request or socket handler turns one failure
// into an unhandled rejection (issue 27). Type-aware, so it reads the same tsconfig as `npm run typecheck`.
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // Only the TypeScript sources are linted; builds and the JavaScript around them are not.
  { ignores: ['**/dist/**', '**/*.js', '**/*.mjs', '**/*.cjs'] },
  {
    // The web app's .tsx too: a floating promise in an event handler fails unseen (tsconfig.json includes them).
    files: ['packages/*/src/**/*.ts', 'packages/web/src/**/*.tsx'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@typescript-eslint': tseslint.plugin },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `void` is no handling: a promise that can reject must be awaited or given a handler (`void p.catch(log)` is fine).
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: false }],
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
);
