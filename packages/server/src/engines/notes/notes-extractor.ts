/**
 * The notes extractor as the service, `scribe notes` and the benchmarks run it: the rule-based extractor on the curated
 * lexicon and the formulary's medicines, reading a transcript in an Indian language in English first; an operator's
 * language model in front of it when one is configured (it reads the transcript as said, in any language, its
 * identifiers replaced by tags unless the operator turns that off, and falls back to the rules); every medication read
 * checked against the strengths it is made in.
 */
import { loadIndicLexicon } from '../../lexicon/indic-lexicon.js';
import { loadLexiconAndFormulary } from '../../lexicon/formulary/formulary.js';
import type { ClinicalExtractor } from './clinical-model.js';
import { IndicReader, withIndicReading } from './indic/indic-reader.js';
import { createLlmExtractor, type LlmExtractorOptions } from './llm-extractor.js';
import { loadRedactor } from '../redaction/redactor.js';
import { withDosesChecked } from './review/unmade-doses.js';
import { ruleBasedExtractorOn } from './rule-based-extractor.js';
import { TermIndex } from './term-index.js';

/** An operator's language model, and whether what is sent to it is redacted (PHI). */
export type NotesLlm = Omit<LlmExtractorOptions, 'fallback' | 'redact'> & { redact: boolean };

export interface NotesExtractorOptions {
  /** Every segment's identifiers replaced by typed tags before anything reads it (`scribe notes --redact`). */
  redactTranscript?: boolean;
}

export async function loadNotesExtractor(llm?: NotesLlm, options: NotesExtractorOptions = {}): Promise<ClinicalExtractor> {
  const { lexicon, formulary } = await loadLexiconAndFormulary();
  // One index of the vocabulary, for the extractor, the reading's medicines and findings in English words, and the
  // redactor's clinical terms.
  const index = new TermIndex([...lexicon, ...formulary.medicines]);
  const reader = new IndicReader(await loadIndicLexicon(lexicon), { lexicon, index });
  const ruleBased = withIndicReading(ruleBasedExtractorOn(index), reader);
  const redactor = llm?.redact || options.redactTranscript ? await loadRedactor(index) : undefined;
  const redact = redactor && ((texts: readonly string[]) => redactor.redact(texts).texts);
  let extractor = ruleBased;
  if (llm) {
    const { redact: redactSent, ...endpoint } = llm;
    extractor = createLlmExtractor({ ...endpoint, fallback: ruleBased, ...(redactSent && redact ? { redact } : {}) });
  }
  const checked = withDosesChecked(extractor, formulary.strengths);
  return options.redactTranscript && redact ? withTranscriptRedacted(checked, redact) : checked;
}

/** `extractor` reading the segments with their identifiers replaced (their recognised words, which carry them too, left out). */
function withTranscriptRedacted(extractor: ClinicalExtractor, redact: (texts: readonly string[]) => string[]): ClinicalExtractor {
  return {
    name: extractor.name,
    extract(input) {
      const texts = redact(input.segments.map((segment) => segment.text));
      return extractor.extract({ ...input, segments: input.segments.map(({ words: _words, ...segment }, i) => ({ ...segment, text: texts[i]! })) });
    },
  };
}
