import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { definitionErrors } from '../../../domain/note-templates.js';
import { deriveTemplate } from './derive-template.js';
import { noteSections } from './note-headings.js';

/**
 * Five notes of one heading style each (test/fixtures/note-templates/README.md): `aci-bench/` holds the ACI-BENCH train
 * notes D2N002, D2N006, D2N008, D2N009 and D2N010 (virtassist) unchanged; `mts-dialog/` five notes joining MTS-Dialog
 * train sections under their headers (note n: the n-th train row of CC, GENHX, PASTMEDICALHX, MEDICATIONS, ALLERGY,
 * FAM/SOCHX, ROS, EXAM, ASSESSMENT and PLAN). No test or validation split was read.
 */
const FIXTURES = fileURLToPath(new URL('../../../../test/fixtures/note-templates/', import.meta.url));
const notesOf = (folder: string) =>
  fs
    .readdirSync(path.join(FIXTURES, folder))
    .sort()
    .map((file) => fs.readFileSync(path.join(FIXTURES, folder, file), 'utf8'));
const NAMES = { id: 'derived', name: 'Derived', description: '' };

describe('scribe templates derive', () => {
  it('proposes the sections of five ACI-BENCH train notes (headings in capitals), in their order, each from its part of the clinical model', () => {
    const notes = notesOf('aci-bench');
    expect(notes).toHaveLength(5);
    const { definition, notes: remarks } = deriveTemplate(notes, NAMES);
    expect(definition.sections.map((s) => [s.heading, s.sources])).toEqual([
      ['CHIEF COMPLAINT', ['chief_complaint']],
      ['HISTORY OF PRESENT ILLNESS', ['history_of_present_illness']],
      ['REVIEW OF SYSTEMS', ['review_of_systems']],
      ['PHYSICAL EXAMINATION', ['examination']],
      ['RESULTS', ['results']],
      ['ASSESSMENT AND PLAN', ['assessment_and_plan']],
    ]);
    // Every note has every section: none is hidden when empty. The reviews of systems are lists, the histories prose.
    expect(definition.sections.some((s) => s.optional)).toBe(false);
    expect(Object.fromEntries(definition.sections.map((s) => [s.heading, s.style]))).toMatchObject({ 'HISTORY OF PRESENT ILLNESS': 'prose', 'REVIEW OF SYSTEMS': 'bullets' });
    expect(remarks).toEqual([]);
    expect(definitionErrors(definition)).toEqual([]);
  });

  it('proposes the sections of five notes of MTS-Dialog train sections ("Heading:" lines of its headers), in their order', () => {
    const { definition } = deriveTemplate(notesOf('mts-dialog'), NAMES);
    expect(definition.sections.map((s) => [s.heading, s.sources])).toEqual([
      ['CC', ['chief_complaint']],
      ['GENHX', ['history_of_present_illness']],
      ['PASTMEDICALHX', ['past_medical_history']],
      ['MEDICATIONS', ['current_medications']],
      ['ALLERGY', ['allergies']],
      ['FAM/SOCHX', ['family_history', 'social_history']],
      ['ROS', ['review_of_systems']],
      ['EXAM', ['examination']],
      ['ASSESSMENT', ['assessment']],
      ['PLAN', ['plan']],
    ]);
    expect(definitionErrors(definition)).toEqual([]);
  });

  it('orders headings by where the notes put them, hides those some notes leave out, and writes them as most notes do', () => {
    const { definition } = deriveTemplate(
      ['# Complaints\nfever\n# Examination\n- chest clear\n# Plan\nparacetamol', '# Complaints\ncough\n## Vitals\nBP 120/80\n# Examination\n- throat red\n# Plan\nrest', '# complaints\ncold\n# Plan\nfluids'],
      NAMES,
    );
    expect(definition.sections.map((s) => [s.heading, s.optional === true, s.style])).toEqual([
      ['Complaints', false, 'prose'],
      ['Vitals', true, 'prose'],
      ['Examination', true, 'bullets'],
      ['Plan', false, 'prose'],
    ]);
  });

  it("places a heading it does not know by its text, through the section router, and says so", () => {
    const { definition, notes } = deriveTemplate(['CC:\nHeadache.\n\nPatient story:\nShe takes metformin 500 mg twice a day and lisinopril 10 mg daily.'], NAMES);
    expect(definition.sections[1]).toMatchObject({ heading: 'Patient story' });
    expect(definition.sections[1]!.sources.length).toBeGreaterThan(0);
    expect(notes).toEqual([expect.stringMatching(/^"Patient story" is not a heading known here: the section router read its text as MTS-Dialog's [A-Z/_]+ \(p = 0\.\d\d\)/)]);
  });

  it('refuses notes without headings', () => {
    expect(() => deriveTemplate(['Patient came with fever. Paracetamol given.'], NAMES)).toThrow(/no headings were found/);
  });
});

describe("a note's sections", () => {
  it('are Markdown headings, lines in capitals and "Heading:" lines; a labelled line inside a section stays in it', () => {
    expect(noteSections('intro line\n## Chief complaint\nknee pain\nRESULTS\nLabs: normal.\nPlan:\n- rest')).toEqual([
      { heading: 'Chief complaint', lines: ['knee pain'] },
      { heading: 'RESULTS', lines: ['Labs: normal.'] },
      { heading: 'Plan', lines: ['- rest'] },
    ]);
  });

  it('in a note of none of those, are the known headings that open a line', () => {
    expect(noteSections('CC: cough for a week.\nHPI: dry cough, worse at night.\nNoted: no fever.\nRx: syrup.')).toEqual([
      { heading: 'CC', lines: ['cough for a week.'] },
      { heading: 'HPI', lines: ['dry cough, worse at night.', 'Noted: no fever.'] },
      { heading: 'Rx', lines: ['syrup.'] },
    ]);
  });
});
