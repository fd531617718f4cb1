import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { SCRIBE_CLI } from '../helpers/scribe-cli.js';

const run = promisify(execFile);

/** `scribe notes` on text transcripts: offline, no speech model, no server. */
describe('scribe notes (offline, text transcripts, through the built bin)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scribe-notes-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const transcript = (name: string, lines: string[]) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, `${lines.join('\n')}\n`);
    return file;
  };
  const scribe = (...args: string[]) => run(process.execPath, [SCRIBE_CLI, 'notes', ...args]);

  const visit = transcript('visit.txt', [
    'Doctor: What brings you in today?',
    'Patient: I have had a cough for three days.',
    'Doctor: Your temperature is 38.2 degrees.',
    'Doctor: Take paracetamol 500 mg twice a day for three days.',
  ]);

  it('prints the soap note as Markdown, in the third person, and as JSON whose sentences cite the lines', async () => {
    const markdown = await scribe(visit, '--template', 'soap', '--markdown', '--mode', 'consultation');
    expect(markdown.stdout).toMatch(/^## CHIEF COMPLAINT\n\nCough\b/);
    const history = /## HISTORY OF PRESENT ILLNESS\n\n([^#]+)/.exec(markdown.stdout)?.[1] ?? '';
    expect(history).toMatch(/\bThe patient presents with (?:a )?cough for 3 days\b/);
    expect(history).not.toMatch(/\b(?:I|I've|my)\b/);
    expect(markdown.stdout).toContain('## ASSESSMENT AND PLAN');
    expect(markdown.stdout).toContain('Start paracetamol 500 mg twice a day');
    expect(markdown.stderr).toBe('');

    const json = JSON.parse((await scribe(visit, '--template', 'soap', '--mode', 'consultation')).stdout) as {
      sections: { key: string; sentences: { evidence: string[] }[] }[];
      markdown: string;
    };
    expect(json.sections[0]!.key).toBe('chief_complaint');
    expect(json.markdown).toBe(markdown.stdout);
    const evidence = json.sections.flatMap((s) => s.sentences.flatMap((x) => x.evidence));
    expect(evidence.length).toBeGreaterThan(0);
    expect(evidence.every((id) => ['seg_1', 'seg_2', 'seg_3', 'seg_4'].includes(id))).toBe(true);
  });

  it('writes the notes from the transcript with its identifiers replaced by tags, with --redact (issue 33)', async () => {
    const named = transcript('named.txt', [
      'Doctor: Good morning Mrs Sunita Sharma, what brings you in?',
      'Patient: I have had a cough for three days. My husband Ramesh Kumar also has a cough.',
      'Doctor: Take paracetamol 500 mg twice a day for three days.',
    ]);
    const plain = (await scribe(named, '--template', 'soap', '--markdown', '--mode', 'consultation')).stdout;
    expect(plain).toContain('Ramesh Kumar');
    const redacted = (await scribe(named, '--template', 'soap', '--markdown', '--mode', 'consultation', '--redact')).stdout;
    for (const identifier of ['Sunita', 'Sharma', 'Ramesh', 'Kumar']) expect(redacted).not.toContain(identifier);
    expect(redacted).toContain('[NAME]');
    expect(redacted).toMatch(/cough for 3 days/);
    expect(redacted).toContain('paracetamol 500 mg twice a day');
  });

  it('warns on stderr of statements that contradict each other, for every template', async () => {
    const contradictory = transcript('contradiction.txt', [
      'Doctor: Any fever?',
      'Patient: I have no fever.',
      'Patient: Actually I had fever last night.',
    ]);
    const soap = await scribe(contradictory, '--template', 'soap', '--markdown');
    expect(soap.stdout).toContain('**Check before signing:** fever');
    expect(soap.stderr).toMatch(/^warning: contradiction: fever: [^\n]*\(seg_2, seg_3\)\n$/);
    for (const template of ['clinical_notes_template', 'svc_emr_template', 'fhir']) {
      const other = await scribe(contradictory, '--template', template);
      expect(other.stderr, template).toMatch(/^warning: contradiction: fever: /);
      expect(() => JSON.parse(other.stdout), template).not.toThrow();
    }
  });

  it('flags a strength the drug is not made in, and a reading no patient has, in the EMR prescription and on stderr (issue 30)', async () => {
    const dictation = transcript('unmade.txt', ['Doctor: Pulse nine hundred. Start atorvastatin 14 mg at night.']);
    const emr = await scribe(dictation, '--template', 'svc_emr_template', '--mode', 'dictation');
    const medications = (JSON.parse(emr.stdout) as { prescription: { medications: { name: string; needs_review?: boolean; review_words?: string[] }[] } }).prescription.medications;
    expect(medications).toEqual([expect.objectContaining({ name: 'atorvastatin', needs_review: true, review_words: ['14 mg'] })]);
    expect(emr.stderr).toMatch(/^warning: needs_review: confirm "14 mg" /m);
    expect(emr.stderr).toMatch(/^warning: strength_not_made: atorvastatin is made as 5 mg, 10 mg, 20 mg, 40 mg, 80 mg, not 14 mg/m);
    expect(emr.stderr).toMatch(/^warning: implausible_vital: "Pulse nine hundred" /m);
  });

  it('keeps --markdown working for the clinical notes, and refuses it where there is no Markdown', async () => {
    const notes = await scribe(visit, '--markdown');
    expect(notes.stdout).toMatch(/^## Chief complaints\n/);
    await expect(scribe(visit, '--template', 'svc_emr_template', '--markdown')).rejects.toMatchObject({
      code: 1,
      stderr: 'scribe: --markdown is for clinical_notes_template and soap only\n',
    });
    await expect(scribe(visit, '--template', 'soap_note')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('--template must be') });
  });
});
