import { describe, expect, it } from 'vitest';
import type { SoapDocument } from '../../packages/server/src/engines/notes/render/soap.js';
import { planStructure, summarisePlanStructure } from './plan-structure.js';

const plan = (...sentences: [text: string, style?: 'heading' | 'bullet'][]) =>
  ({ sections: [{ key: 'assessment_and_plan', title: 'ASSESSMENT AND PLAN', sentences: sentences.map(([text, style]) => ({ text, evidence: [], ...(style ? { style } : {}) })) }] }) as unknown as SoapDocument;

describe('the layout of the assessment and plan', () => {
  it('counts plan lines above the first problem, problems with nothing under them, and problems', () => {
    const note = plan(
      ['Additional testing: Serum sodium.', 'bullet'],
      ['Follow-up: Review after 2 weeks.', 'bullet'],
      ['1. Congestive heart failure.', 'heading'],
      ['Medical treatment: Increase lisinopril to 40 mg once a day.', 'bullet'],
      ['2. Depression.', 'heading'],
      ['3. Mitral regurgitation.', 'heading'],
      ['Follow-up: Review after 1 month.', 'bullet'],
    );
    expect(planStructure(note)).toEqual({ floatingLines: 1, emptyProblems: 2, problems: 3 });
  });

  it('sums the notes: notes with floating lines or no problem, empty problems, problems per note', () => {
    expect(
      summarisePlanStructure([
        { floatingLines: 1, emptyProblems: 2, problems: 3 },
        { floatingLines: 0, emptyProblems: 0, problems: 0 },
      ]),
    ).toEqual({ notesWithFloatingLines: 1, notesWithoutProblems: 1, emptyProblems: 2, problemsPerNote: 1.5 });
  });
});
