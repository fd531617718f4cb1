import type { SessionRequest } from '../../src/domain/sessions.js';

/** An svc session that asked for the transcript and the clinical notes of one file, with what a test changes. */
export const sessionRequest = (overrides: Partial<SessionRequest> = {}): SessionRequest => ({
  source: 'init',
  mode: 'consultation',
  modelType: 'pro',
  languages: ['en-IN'],
  templates: [
    { templateId: 'transcript_template', codificationNeeded: false },
    { templateId: 'clinical_notes_template', codificationNeeded: false },
  ],
  files: ['a.wav'],
  additionalData: {},
  ...overrides,
});
