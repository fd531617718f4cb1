import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BuiltInTemplateError, loadBuiltInTemplates } from './built-in-templates.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A folder holding these files. */
function folder(files: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'note-templates-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  return dir;
}

const valid = { id: 'ent', version: 1, name: 'ENT', description: '', sections: [{ heading: 'Plan', sources: ['plan'] }] };

describe('the built-in note templates', () => {
  it('are the five specialty templates, each valid, in the format a clinic writes its own in', () => {
    const templates = loadBuiltInTemplates();
    expect(templates.map((t) => [t.id, t.version])).toEqual([
      ['cardiology_follow_up', 1],
      ['ent', 1],
      ['general_opd', 1],
      ['orthopaedics', 1],
      ['paediatrics', 1],
    ]);
  });

  it.each([
    ['not JSON', { 'ent.json': '{"id":' }, /ent\.json: not JSON/],
    ['without a version', { 'ent.json': { ...valid, version: undefined } }, /ent\.json: version: a whole number from 1 is required/],
    ['with a source that does not exist', { 'ent.json': { ...valid, sections: [{ heading: 'Plan', sources: ['horoscope'] }] } }, /ent\.json: sections\[0\]\.sources\[0\]: /],
    ['with two sections of one heading', { 'ent.json': { ...valid, sections: [valid.sections[0], { heading: 'plan', sources: ['advice'] }] } }, /ent\.json: sections\[1\]\.heading: two sections have this heading/],
    ['in a file not named after it', { 'ear.json': valid }, /ear\.json: id: ent is not the file's name/],
    ["taking a catalogue template's id", { 'soap.json': { ...valid, id: 'soap' } }, /soap\.json: id: soap is a catalogue template's/],
  ])('refuse a template %s, naming its file and the field', (_case, files, message) => {
    expect(() => loadBuiltInTemplates(folder(files))).toThrow(BuiltInTemplateError);
    expect(() => loadBuiltInTemplates(folder(files))).toThrow(message);
  });
});
