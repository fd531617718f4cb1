/**
 * Writes the SDK's template document types, `packages/sdk/src/generated/templates.ts`, from the template catalogue
 * (`src/domain/templates.ts`): each template's document schema (its renderer's, `engines/notes/render/templates.ts`),
 * turned into types by openapi-typescript as the wire types are. `npm run sdk:types` writes it with them; `packages/server/test/sdk-template-types.test.ts` fails while the
 * committed file differs from what this writes.
 */
import { fileURLToPath } from 'node:url';
import { openApiTypesFile } from './openapi-types-file.js';
import { TEMPLATE_IDS, TEMPLATES } from '../src/domain/templates.js';
import { TEMPLATE_RENDERERS } from '../src/engines/notes/render/templates.js';

export const SDK_TEMPLATE_TYPES_FILE = fileURLToPath(new URL('../../sdk/src/generated/templates.ts', import.meta.url));

const header = (generatorVersion: string) => [
  "// GENERATED FILE, DO NOT EDIT: the documents of the server's template catalogue (packages/server/src/domain/templates.ts),",
  `// written by \`npm run sdk:types\` (packages/server/scripts/sdk-template-types.ts) with openapi-typescript ${generatorVersion}.`,
  "// The SDK names them in its own types (sessions/documents.ts); it imports nothing from the server.",
];

/**
 * An OpenAPI document of two schemas: `TemplateDocuments`, each template's decoded document under its id, and
 * `SessionTemplateId`, the catalogue's templates a session keeps as output items (the wire's `template_id` also takes a
 * note template's id, any string, which would hide them).
 */
export function templateDocumentsOpenApi(): unknown {
  const documents = {
    type: 'object',
    description: "Each template's document, by its id.",
    properties: Object.fromEntries(TEMPLATES.map((template) => [template.id, { ...TEMPLATE_RENDERERS[template.id].document, description: `${template.name}: ${template.description}` }])),
    required: TEMPLATES.map((template) => template.id),
  };
  // As JSON: TypeBox's symbol-keyed annotations stay behind.
  return JSON.parse(
    JSON.stringify({
      openapi: '3.1.0',
      info: { title: 'svc-scribe templates', version: '1' },
      paths: {},
      components: {
        schemas: {
          TemplateDocuments: documents,
          SessionTemplateId: { type: 'string', enum: [...TEMPLATE_IDS], description: 'A catalogue template a session keeps as an output item.' },
        },
      },
    }),
  );
}

/** The file's text. */
export async function renderSdkTemplateTypes(): Promise<string> {
  return openApiTypesFile(templateDocumentsOpenApi(), header);
}
