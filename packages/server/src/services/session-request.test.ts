import { describe, expect, it } from 'vitest';
import { DomainError } from '../domain/errors.js';
import type { NoteTemplate } from '../domain/note-templates.js';
import { requestFrom, type RequestInput } from './session-request.js';

const NOTE_TEMPLATE: NoteTemplate = { id: 'ortho', version: 3, name: 'Ortho', description: '', sections: [{ heading: 'Plan', sources: ['plan'] }] };
const context = { folderPath: 'client/txn-1/', uploaded: ['a.wav', 'b.wav'], installedLanguages: ['en-IN'], noteTemplates: new Map([['ortho', NOTE_TEMPLATE]]) };
const input: RequestInput = { source: 'init', languages: ['en-IN'], templates: [{ templateId: 'transcript_template', codificationNeeded: false }] };

const refusal = (start: RequestInput): unknown => {
  try {
    requestFrom(start, context);
  } catch (error) {
    return error;
  }
  throw new Error('the start was not refused');
};

describe('requestFrom', () => {
  it('names the fields at fault by their domain names and the item, for each front-end to name on its wire', () => {
    const error = refusal({ ...input, languages: ['hi', 'en-IN'], files: ['a.wav', 'c.wav', 's3://bucket/other/b.wav'] });
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      kind: 'unprocessable',
      extra: {
        details: [
          { field: 'languages', index: 0, message: 'language hi is not installed on this server; installed: en-IN' },
          { field: 'files', index: 1, message: 'no uploaded file c.wav in client/txn-1/' },
          { field: 'files', index: 2, message: 'no uploaded file s3://bucket/other/b.wav in client/txn-1/' },
        ],
      },
    });
  });

  it("keeps the note templates asked for, as they are now, beside the catalogue's; an id that is neither is refused by its place", () => {
    const asked = (...ids: string[]) => ({ ...input, templates: ids.map((templateId) => ({ templateId, codificationNeeded: true })) });
    const request = requestFrom(asked('soap', 'ortho', 'ortho'), context);
    expect(request.templates).toEqual([{ templateId: 'soap', codificationNeeded: true }]);
    expect(request.noteTemplates).toEqual([NOTE_TEMPLATE]);
    expect(requestFrom(input, context)).not.toHaveProperty('noteTemplates');
    expect(refusal(asked('soap', 'cardio'))).toMatchObject({
      kind: 'unprocessable',
      extra: { details: [{ field: 'templates', index: 1, message: "template cardio is not available: neither the catalogue's nor a note template of this client" }] },
    });
  });
});
