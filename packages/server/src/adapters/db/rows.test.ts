import { describe, expect, it } from 'vitest';
import { sessionFromRow, type Row } from './rows.js';

const row = (result: unknown): Row => ({
  client_id: 'c',
  txn_id: 't',
  owner_id: null,
  state: 'completed',
  folder_path: 'c/t/',
  extra_data: '{}',
  request: null,
  batch_id: null,
  output: '[]',
  fhir: null,
  result: result === null ? null : JSON.stringify(result),
  failure_reason: null,
  created_at: 0,
  queued_at: null,
  started_at: null,
  finished_at: 1,
});

describe("a session row's result", () => {
  const files = [{ file: 'a.wav', transcript: { durationS: 1, text: 'hi', segments: [] } }];

  it('reads the versions it knows (1: the transcripts alone, as sessions finished before the model was kept; 2), and one it does not (a newer process wrote it) as no result', () => {
    const v1 = { version: 1, files, fileErrors: [] };
    const v2 = { version: 2, files, fileErrors: [], notes: { error: { code: 'extraction_failed', msg: 'down' } }, templates: [] };
    expect(sessionFromRow(row(v1)).result).toEqual(v1);
    expect(sessionFromRow(row(v2)).result).toEqual(v2);
    expect(sessionFromRow(row(null)).result).toBeNull();
    expect(sessionFromRow(row({ version: 3, files, fileErrors: [], findings: {} })).result).toBeNull();
  });
});
