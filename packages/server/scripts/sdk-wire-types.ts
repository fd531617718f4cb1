/**
 * Writes the SDK's wire types, `packages/sdk/src/generated/openapi.ts`, from the OpenAPI document the server serves
 * (`GET /openapi.json`), with openapi-typescript; and its template document types (`sdk-template-types.ts`). Run it
 * after changing a route's schema or a template: `npm run sdk:types`.
 * `packages/server/test/http/sdk-wire-types.test.ts` fails while the committed file differs from what this writes.
 *
 * The app is built in-process on a temporary data dir, as the tests build it, and asked with `inject`: no port.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../src/config/config.js';
import { buildContainer } from '../src/container.js';
import { buildApp } from '../src/http/app.js';
import { openApiTypesFile } from './openapi-types-file.js';
import { renderSdkTemplateTypes, SDK_TEMPLATE_TYPES_FILE } from './sdk-template-types.js';

export const SDK_WIRE_TYPES_FILE = fileURLToPath(new URL('../../sdk/src/generated/openapi.ts', import.meta.url));

const header = (generatorVersion: string) => [
  "// GENERATED FILE, DO NOT EDIT: the wire types of the server's OpenAPI document (GET /openapi.json),",
  `// written by \`npm run sdk:types\` (packages/server/scripts/sdk-wire-types.ts) with openapi-typescript ${generatorVersion}.`,
  '// The SDK names them in its own types (sessions/types.ts, webhooks/types.ts …); it imports nothing from the server.',
];

/** The file's text for a served OpenAPI document. */
export async function renderSdkWireTypes(document: unknown): Promise<string> {
  return openApiTypesFile(document, header);
}

/** The document the server serves, from an app built as the tests build it (test config, fresh data dir, no port). */
export async function servedOpenApiDocument(): Promise<unknown> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scribe-openapi-'));
  try {
    const container = await buildContainer(loadConfig({ NODE_ENV: 'test', SCRIBE_DATA_DIR: dataDir }));
    const app = buildApp(container);
    try {
      await app.ready();
      const response = await app.inject({ method: 'GET', url: '/openapi.json' });
      if (response.statusCode !== 200) throw new Error(`GET /openapi.json answered ${response.statusCode}`);
      return response.json();
    } finally {
      await app.close();
      await container.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const files = [
    [SDK_WIRE_TYPES_FILE, await renderSdkWireTypes(await servedOpenApiDocument())],
    [SDK_TEMPLATE_TYPES_FILE, await renderSdkTemplateTypes()],
  ] as const;
  for (const [file, text] of files) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  }
}
