/**
 * A TypeScript file of the types of an OpenAPI document, written by openapi-typescript under a generated-file header
 * that names the script and the generator's version: the SDK's wire types and template document types both.
 */
import { createRequire } from 'node:module';
import openapiTS, { astToString } from 'openapi-typescript';

const GENERATOR_VERSION = (createRequire(import.meta.url)('openapi-typescript/package.json') as { version: string }).version;

/** `header(version)`: the comment lines above the types, given the generator's version. */
export async function openApiTypesFile(document: unknown, header: (generatorVersion: string) => readonly string[]): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0]);
  return [...header(GENERATOR_VERSION), '', ''].join('\n') + astToString(ast);
}
