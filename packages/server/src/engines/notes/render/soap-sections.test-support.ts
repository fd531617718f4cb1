/**
 * For tests: the sentences of one section of the SOAP note a consultation transcript gives, read with the whole
 * lexicon (loaded once).
 */
import { loadLexicon } from '../../../lexicon/lexicon.js';
import { segmentsFromText } from '../dialogue/transcript-text.js';
import { extractClinicalModel } from '../rule-based-extractor.js';
import { TermIndex } from '../term-index.js';
import { renderSoap, type SoapSectionKey } from './soap.js';

let index: Promise<TermIndex> | undefined;

/** A reader of a section's sentences: await it in `beforeAll`, then call it per transcript. */
export async function soapSectionReader(): Promise<(transcript: string, key: SoapSectionKey) => string[]> {
  index ??= loadLexicon().then((lexicon) => new TermIndex(lexicon));
  const loaded = await index;
  return (transcript, key) =>
    renderSoap(extractClinicalModel({ segments: segmentsFromText(transcript), mode: 'consultation', language: 'en-US' }, loaded))
      .sections.find((s) => s.key === key)!
      .sentences.map((s) => s.text);
}
