/**
 * No FHIR document states a condition both confirmed and refuted: over every committed transcript (the notes gold
 * corpus) and every ACI-BENCH train and valid dialogue, with and without codes, no two Conditions of one bundle
 * that share a code (or, uncoded, a name) disagree.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNoteTranscripts, type NoteTranscript } from '../helpers/note-transcripts.js';
import type { Condition, FhirBundle } from '../../src/engines/notes/render/fhir-types.js';
import { renderFhirBundle } from '../../src/engines/notes/render/fhir-bundle.js';
import { extractClinicalModel } from '../../src/engines/notes/rule-based-extractor.js';
import { TermIndex } from '../../src/engines/notes/term-index.js';
import { loadLexicon } from '../../src/lexicon/lexicon.js';

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

describe('one condition, one verification', () => {
  let index: TermIndex;
  let transcripts: NoteTranscript[];

  beforeAll(async () => {
    index = new TermIndex(await loadLexicon());
    transcripts = await loadNoteTranscripts();
  });

  it('holds for every committed transcript and ACI-BENCH dialogue, coded and not', () => {
    expect(transcripts.length).toBeGreaterThanOrEqual(61 + 87);
    const found: string[] = [];
    for (const transcript of transcripts) {
      const model = extractClinicalModel({ segments: transcript.segments, mode: transcript.mode, language: 'en-IN' }, index);
      for (const codify of [true, false]) {
        const bundle = renderFhirBundle(model, { codify, sessionId: transcript.id, now: new Date('2026-11-24T00:00:00Z') });
        found.push(...conflicts(bundle).map((key) => `${transcript.id}${codify ? ' (coded)' : ''}: ${key}`));
      }
    }
    expect(found).toEqual([]);
  });
});
