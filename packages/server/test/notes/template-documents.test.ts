/**
 * Every template's renderer writes what its document schema says (the schema the SDK's types are generated from): over
 * every committed transcript (the notes gold corpus) and every ACI-BENCH train and valid dialogue, with and without
 * codes, each catalogue template's document passes its schema, as does each built-in note template's; and no FHIR
 * document states a condition both confirmed and refuted (no two Conditions of one bundle that share a code, or,
 * uncoded, a name, disagree). Both are checked on one extraction per transcript.
 */
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { loadNoteTranscripts, type NoteTranscript } from '../helpers/note-transcripts.js';
import { TEMPLATES, type CatalogueId } from '../../src/domain/templates.js';
import { TEMPLATE_RENDERERS } from '../../src/engines/notes/render/templates.js';
import type { Condition, FhirBundle } from '../../src/engines/notes/render/fhir-types.js';
import { NoteDocumentSchema, noteDocument } from '../../src/engines/notes/render/note-template.js';
import { loadBuiltInTemplates } from '../../src/services/built-in-templates.js';
import { transcriptDocument } from '../../src/engines/notes/render/transcript.js';
import { extractClinicalModel } from '../../src/engines/notes/rule-based-extractor.js';
import { TermIndex } from '../../src/engines/notes/term-index.js';
import { loadLexicon } from '../../src/lexicon/lexicon.js';

/** Where a document breaks its template's schema, and how; empty when it does not. */
function schemaErrors(id: CatalogueId, document: unknown): string[] {
  return [...Value.Errors(TEMPLATE_RENDERERS[id].document, document)].slice(0, 3).map((error) => `${id}${error.path}: ${error.message}`);
}

/** Each code (system|code) and each uncoded name stated both confirmed and refuted in the bundle. */
function conflicts(bundle: FhirBundle): string[] {
  const verifications = new Map<string, Set<string>>();
  for (const entry of bundle.entry) {
    const resource = entry.resource as Condition;
    if (resource.resourceType !== 'Condition') continue;
    const verification = resource.verificationStatus?.coding?.[0]?.code ?? '';
    const keys = resource.code.coding?.map((c) => `${c.system}|${c.code}`) ?? [`text|${resource.code.text?.toLowerCase()}`];
    for (const key of keys) verifications.set(key, new Set([...(verifications.get(key) ?? []), verification]));
  }
  return [...verifications].filter(([, said]) => said.has('confirmed') && said.has('refuted')).map(([key]) => key);
}

// Loaded before the tests are collected, so that each transcript is a test of its own: one slow renderer names its
// transcript, and no single test runs all 148.
const index = new TermIndex(await loadLexicon());
const transcripts: NoteTranscript[] = await loadNoteTranscripts();
const builtIns = loadBuiltInTemplates();

describe("every template's document", () => {
  it('is checked over every committed transcript and ACI-BENCH dialogue', () => {
    expect(transcripts.length).toBeGreaterThanOrEqual(61 + 87);
  });

  it.each(transcripts.map((transcript) => [transcript.id, transcript] as const))('passes its schema for %s, coded and not, with one verification per condition', (_id, transcript) => {
    const found = new Set<string>();
    const model = extractClinicalModel({ segments: transcript.segments, mode: transcript.mode, language: 'en-IN' }, index);
    for (const { id } of TEMPLATES) {
      const renderer = TEMPLATE_RENDERERS[id];
      if (renderer.needs !== 'clinical-model') continue;
      for (const codify of [true, false]) {
        const document = renderer.render(model, { codify, sessionId: transcript.id, now: new Date('2026-11-24T00:00:00Z') });
        for (const error of schemaErrors(id, document)) found.add(error);
        if (id === 'fhir') for (const key of conflicts(document as FhirBundle)) found.add(`FHIR${codify ? ' (coded)' : ''}: confirmed and refuted: ${key}`);
      }
    }
    for (const template of builtIns) {
      for (const error of [...Value.Errors(NoteDocumentSchema, noteDocument(template, model))].slice(0, 3)) found.add(`${template.id}${error.path}: ${error.message}`);
    }
    expect([...found]).toEqual([]);
  });

  it("passes its schema from a session's transcript: files one after the other, words scored or not, a file with no speech", () => {
    const words = [
      { text: 'start', start: 0.1, end: 0.4, confidence: 0.91, corrected: false },
      { text: '500 mg', start: 0.4, end: 1.2, confidence: 0.42, corrected: true },
    ];
    const transcript = transcriptDocument({ languages: ['en-IN'], mode: 'consultation' }, [
      { file: 'a.wav', transcript: { segments: [{ start: 0.1, end: 1.2, text: 'start 500 mg', confidence: 0.8, words, speaker: 'doctor' }], text: 'start 500 mg', durationS: 2 } },
      { file: 'b.wav', transcript: { segments: [{ start: 0, end: 1, text: 'okay', confidence: 0.7 }], text: 'okay', durationS: 1.5 } },
      { file: 'c.wav', transcript: { segments: [], text: '', durationS: 3 } },
    ]);
    for (const { id } of TEMPLATES) {
      const renderer = TEMPLATE_RENDERERS[id];
      if (renderer.needs === 'transcript') expect(schemaErrors(id, renderer.render(transcript))).toEqual([]);
    }
  });
});
