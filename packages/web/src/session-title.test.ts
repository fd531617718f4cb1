import { describe, expect, it } from 'vitest';
import { sessionTitle } from './session-title.js';

const at = '2026-12-05T10:30:00Z';
const day = new Date(at).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

describe('sessionTitle', () => {
  it("is the clinician's label, else the chief complaints and the date, else what the session is and its date", () => {
    expect(sessionTitle({ visit_label: 'Ward 3, bed 12', chief_complaint: 'Fever', mode: 'consultation', created_at: at })).toBe('Ward 3, bed 12');
    expect(sessionTitle({ visit_label: null, chief_complaint: 'Fever, Cough', mode: 'consultation', created_at: at })).toBe(`Fever, Cough · ${day}`);
    expect(sessionTitle({ visit_label: null, chief_complaint: null, mode: 'dictation', created_at: at })).toBe(`Dictation · ${day}`);
    expect(sessionTitle({ visit_label: null, chief_complaint: null, mode: null, created_at: at })).toBe(`Consultation · ${day}`);
  });
});
