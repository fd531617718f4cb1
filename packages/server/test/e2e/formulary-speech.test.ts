/**
 * Medicines beyond the curated lexicon, from audio to the note (issue 30): two prescriptions read by flite voices
 * (test/fixtures/audio/README.md), each naming a generic only the formulary (data/formulary) has.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transcriptDocument } from '../../src/engines/notes/render/transcript.js';
import { createRuleBasedExtractor } from '../../src/engines/notes/rule-based-extractor.js';
import { withDosesChecked } from '../../src/engines/notes/review/unmade-doses.js';
import type { LocalSpeechEngine } from '../../src/engines/speech/local-speech-engine.js';
import { createLocalSpeechEngine } from '../../src/engines/speech/speech-engine.js';
import { loadMedicalVocabulary } from '../../src/lexicon/formulary/formulary.js';
import { audioFixture } from '../helpers/fixtures.js';

describe("a prescription naming a formulary medicine, through the real model and the notes", () => {
  let engine: LocalSpeechEngine;
  beforeAll(async () => {
    engine = await createLocalSpeechEngine();
  });
  afterAll(() => engine.close());

  const transcribe = (fixture: string, correction: boolean) => engine.transcribe(new Uint8Array(audioFixture(fixture)), { language: 'en-IN', correction });
  // As a session's processing reads a recording (services/session-notes.ts, container.ts).
  const notesOf = async (fixture: string, transcript: Awaited<ReturnType<typeof transcribe>>) => {
    const { segments } = transcriptDocument({ languages: ['en-IN'], mode: 'dictation' }, [{ file: fixture, transcript }]);
    const { entries, strengths } = await loadMedicalVocabulary();
    return withDosesChecked(createRuleBasedExtractor(entries), strengths).extract({ segments, mode: 'dictation', language: 'en-IN' });
  };

  it('writes the name the model alone does not, and the notes prescribe it', async () => {
    expect((await transcribe('prescription-sotalol.wav', false)).text).not.toMatch(/sotalol/i);
    const heard = await transcribe('prescription-sotalol.wav', true);
    expect(heard.text).toBe('Start sotalol 80 mg once daily.');
    const model = await notesOf('prescription-sotalol.wav', heard);
    expect(model.medications).toEqual([expect.objectContaining({ name: 'sotalol', strength: { value: 80, unit: 'mg' } })]);
    expect(model.medications[0]!.needsReview).toBeUndefined();
  });

  it('flags a dose the medicine is not made in ("forty" heard as 14) for review in the transcript words and the notes, with the strengths it is made in', async () => {
    const heard = await transcribe('prescription-atomoxetine.wav', true);
    expect(heard.text).toMatch(/^Tab atomoxetine 14 mg twice a day after food\.?$/);
    const { segments } = transcriptDocument({ languages: ['en-IN'], mode: 'dictation' }, [{ file: 'prescription-atomoxetine.wav', transcript: heard }]);
    expect(segments.flatMap((segment) => segment.words ?? []).filter((word) => word.needs_review).map((word) => word.text)).toEqual(['14', 'mg']);
    const model = await notesOf('prescription-atomoxetine.wav', heard);
    expect(model.medications).toEqual([expect.objectContaining({ name: 'atomoxetine', needsReview: ['14 mg'] })]);
    expect(model.warnings).toContainEqual(expect.objectContaining({ code: 'strength_not_made', msg: expect.stringMatching(/^atomoxetine is made as [^:]*\b40 mg\b[^:]*, not 14 mg:/) }));
  });
});
