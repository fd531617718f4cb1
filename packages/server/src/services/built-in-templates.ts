/**
 * The built-in specialty templates (data/note-templates/*.json): note templates in the format a clinic writes its own
 * in, each with its version, read and checked once when the server starts. One that is not a valid template refuses
 * the start, naming its file and the field at fault.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { definitionErrors, RESERVED_TEMPLATE_IDS, type NoteTemplate } from '../domain/note-templates.js';
import { isJsonObject } from '../lib/is-json-object.js';

export const BUILT_IN_TEMPLATES_DIR = fileURLToPath(new URL('../../data/note-templates/', import.meta.url));

export class BuiltInTemplateError extends Error {
  constructor(file: string, problem: string) {
    super(`built-in note template ${file}: ${problem}`);
    this.name = 'BuiltInTemplateError';
  }
}

function builtInTemplate(file: string, text: string): NoteTemplate {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new BuiltInTemplateError(file, `not JSON (${(error as Error).message})`);
  }
  if (!isJsonObject(parsed)) throw new BuiltInTemplateError(file, 'not a JSON object');
  const { version, ...definition } = parsed;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) throw new BuiltInTemplateError(file, 'version: a whole number from 1 is required');
  const [error] = definitionErrors(definition);
  if (error) throw new BuiltInTemplateError(file, `${error.field}: ${error.message}`);
  const template = { ...(definition as unknown as Omit<NoteTemplate, 'version'>), version };
  if (path.basename(file) !== `${template.id}.json`) throw new BuiltInTemplateError(file, `id: ${template.id} is not the file's name`);
  if (RESERVED_TEMPLATE_IDS.includes(template.id)) throw new BuiltInTemplateError(file, `id: ${template.id} is a catalogue template's`);
  return template;
}

/** Every built-in template of `dir`, by id. Throws `BuiltInTemplateError` for the first that is not valid. */
export function loadBuiltInTemplates(dir: string = BUILT_IN_TEMPLATES_DIR): NoteTemplate[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => builtInTemplate(path.join(dir, name), fs.readFileSync(path.join(dir, name), 'utf8')));
}
