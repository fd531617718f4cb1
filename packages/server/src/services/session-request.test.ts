import { describe, expect, it } from 'vitest';
import { DomainError } from '../domain/errors.js';
import { requestFrom, type RequestInput } from './session-request.js';

const context = { folderPath: 'client/txn-1/', uploaded: ['a.wav', 'b.wav'], installedLanguages: ['en-IN'] };
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
});
