import { describe, expect, it } from 'vitest';
import type { SessionRecord } from '../adapters/db/store.js';
import type { SessionRequest, SessionResult } from '../domain/sessions.js';
import { emptyClinicalModel } from '../engines/notes/clinical-model.js';
import { failedTemplate } from './session-render.js';
import { renderStoredTemplate, storedRendering } from './stored-result.js';

const request: SessionRequest = {
  source: 'medscribealliance',
  mode: 'dictation',
  modelType: 'pro',
  languages: ['en-IN'],
  templates: [
    { templateId: 'transcript_template', codificationNeeded: true },
    { templateId: 'soap', codificationNeeded: true },
  ],
  files: ['a.wav'],
  additionalData: {},
};

const files = [{ file: 'a.wav', transcript: { durationS: 2, text: 'Start metformin.', segments: [{ start: 0, end: 2, text: 'Start metformin.', confidence: 0.9 }] } }];
const model = { ...emptyClinicalModel({ language: 'en-IN', mode: 'dictation' }), speakers: [{ segmentId: 'seg_1', speaker: 'doctor' as const }] };
const success = { status: 'success' as const, errors: [], warnings: [] };

const v2: SessionResult = {
  version: 2,
  files,
  fileErrors: [],
  notes: { model },
  templates: [
    { templateId: 'transcript_template', ...success },
    { templateId: 'soap', ...success },
  ],
};

const finished = (result: SessionResult | null): SessionRecord => ({
  clientId: 'c',
  txnId: 't',
  ownerId: null,
  state: 'completed',
  folderPath: 'c/t/',
  extraData: {},
  protocolSettings: null,
  request,
  batchId: null,
  output: null,
  fhir: null,
  result,
  failureReason: null,
  progress: null,
  createdAt: new Date(0),
  queuedAt: new Date(0),
  startedAt: new Date(0),
  finishedAt: new Date('2026-12-01T10:00:00Z'),
});

describe('a stored session result (what every front-end renders templates from)', () => {
  it('renders any template from the stored model, dated when the session finished', () => {
    const stored = storedRendering(finished(v2));
    expect(stored).toMatchObject({ sessionId: 'c/t', at: new Date('2026-12-01T10:00:00Z') });
    expect(renderStoredTemplate(stored!, 'fhir', true)).toMatchObject({ status: 'success', document: { resourceType: 'Bundle', timestamp: '2026-12-01T10:00:00.000Z' } });
    expect(renderStoredTemplate(stored!, 'medications', true)).toEqual({ status: 'success', errors: [], warnings: expect.any(Array), document: [] });
  });

  it('keeps a template that failed at finish failed, for why it failed, rather than rendering it', () => {
    const givenUp: SessionResult = { ...v2, templates: [{ templateId: 'soap', status: 'failure', errors: [{ code: 'processing_failed', msg: 'the worker died' }], warnings: [] }] };
    const stored = storedRendering(finished(givenUp))!;
    expect(renderStoredTemplate(stored, 'soap', true)).toEqual({ status: 'failure', errors: [{ code: 'processing_failed', msg: 'the worker died' }], warnings: [] });
    expect(renderStoredTemplate(stored, 'transcript_template', true).status).toBe('success');
    // A job given up transcribed nothing: what it was asked for, and anything asked for later, fails for why.
    const error = { code: 'processing_failed', msg: 'the worker died' };
    const given = storedRendering(finished({ version: 2, files: [], fileErrors: [error], notes: null, templates: [{ templateId: 'soap', ...failedTemplate([error]) }] }))!;
    for (const id of ['soap', 'medications', 'fhir'] as const) expect(renderStoredTemplate(given, id, true)).toEqual({ status: 'failure', errors: [error], warnings: [] });
  });

  it('renders nothing from a result that keeps no model it can read: a version 1 result, a model of an older version, none', () => {
    expect(storedRendering(finished({ version: 1, files, fileErrors: [] }))).toBeUndefined();
    expect(storedRendering(finished({ ...v2, notes: { model: { ...model, version: 2 } } }))).toBeUndefined();
    expect(storedRendering(finished(null))).toBeUndefined();
    // Why no model was extracted is kept, and is what its templates say.
    const hindi = storedRendering(finished({ ...v2, notes: { error: { code: 'language_not_supported', msg: 'not hi' } } }))!;
    expect(renderStoredTemplate(hindi, 'soap', true)).toEqual({ status: 'failure', errors: [{ code: 'language_not_supported', msg: 'not hi' }], warnings: [] });
  });
});
