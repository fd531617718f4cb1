import { beforeAll, describe, expect, it } from 'vitest';
import type { NoteTemplate } from '../../../domain/note-templates.js';
import { loadLexicon } from '../../../lexicon/lexicon.js';
import type { ClinicalModel } from '../clinical-model.js';
import { segmentsFromText } from '../dialogue/transcript-text.js';
import { extractClinicalModel } from '../rule-based-extractor.js';
import { TermIndex } from '../term-index.js';
import { renderClinicalNotes } from './clinical-notes.js';
import { noteDocument } from './note-template.js';
import { renderSoap } from './soap.js';

const VISIT = `[doctor] logan is a 58 year old male with a past medical history of hypertension who presents today with back pain .
[doctor] so what happened to your back ?
[patient] i was lifting some heavy boxes on saturday and i felt a pop in my lower back .
[doctor] any nausea , vomiting or fever ?
[patient] no .
[doctor] on your back exam , you do have some pain to palpation of the lumbar spine .
[doctor] so for your first problem , i think you have a lumbar strain .
[doctor] i'm going to prescribe meloxicam fifteen milligrams once a day .
[doctor] for your hypertension , let's increase your lisinopril from 10 mg to 20 mg a day .`;

const TEMPLATE: NoteTemplate = {
  id: 'spine_clinic',
  version: 4,
  name: 'Spine clinic',
  description: '',
  sections: [
    { heading: 'Why he came', sources: ['chief_complaint'], style: 'prose' },
    { heading: 'Story', sources: ['history_of_present_illness'], style: 'prose' },
    { heading: 'Allergies', sources: ['allergies'], optional: true },
    { heading: 'Vitals', sources: ['vitals'] },
    { heading: 'Exam', sources: ['examination'] },
    { heading: 'Diagnosis and treatment', sources: ['assessment', 'medications'] },
    { heading: 'Plan', sources: ['plan'], style: 'bullets' },
  ],
};

describe('a note template rendered from the clinical model', () => {
  let model: ClinicalModel;
  beforeAll(async () => {
    const index = new TermIndex(await loadLexicon());
    model = extractClinicalModel({ segments: segmentsFromText(VISIT), mode: 'consultation', language: 'en-US' }, index);
  });

  it("writes each section from its sources with the built-in notes' own lines, in the template's order", () => {
    const note = noteDocument(TEMPLATE, model);
    const soap = renderSoap(model);
    const notes = renderClinicalNotes(model, { codify: false });
    const soapLines = (key: string) => soap.sections.find((s) => s.key === key)!.sentences.map((s) => s.text);
    const notesLines = (key: string) => notes.sections.find((s) => s.key === key)!.items.map((i) => i.text);
    expect(note.template).toEqual({ id: 'spine_clinic', version: 4, name: 'Spine clinic' });
    // The allergies were not talked about, and are hidden when empty; the vitals were not either, and are not.
    expect(note.sections.map((s) => s.heading)).toEqual(['Why he came', 'Story', 'Vitals', 'Exam', 'Diagnosis and treatment', 'Plan']);
    const lines = (heading: string) => note.sections.find((s) => s.heading === heading)!.lines.map((l) => l.text);
    expect(lines('Why he came')).toEqual(soapLines('chief_complaint'));
    expect(lines('Story')).toEqual(soapLines('history_of_present_illness'));
    expect(lines('Exam')).toEqual(notesLines('examination'));
    expect(lines('Diagnosis and treatment')).toEqual([...notesLines('assessment'), ...notesLines('medications')]);
    expect(lines('Diagnosis and treatment').join(' ')).toMatch(/Lumbar strain.*Meloxicam 15 mg/);
    expect(lines('Plan')).toEqual(soap.sections.find((s) => s.key === 'assessment_and_plan')!.sentences.filter((s) => s.part === 'plan').map((s) => s.text));
    expect(lines('Plan').length).toBeGreaterThan(0);
    for (const section of note.sections) for (const line of section.lines) expect(line.evidence.length).toBeGreaterThan(0);
  });

  it('writes Markdown: a heading per section, prose run on, bullets one a line, "None recorded." for an empty section shown', () => {
    const { markdown, sections } = noteDocument(TEMPLATE, model);
    expect(markdown).toContain('## Why he came\n\n');
    expect(markdown).toContain('## Vitals\n\n_None recorded._\n');
    expect(markdown).not.toContain('## Allergies');
    const exam = sections.find((s) => s.heading === 'Exam')!;
    expect(markdown).toContain(`## Exam\n\n${exam.lines.map((l) => `- ${l.text}`).join('\n')}\n`);
    const story = sections.find((s) => s.heading === 'Story')!;
    expect(markdown).toMatch(/## Story\n\n[^\n-][^\n]+\n/);
    expect(story.style).toBe('prose');
  });
});
