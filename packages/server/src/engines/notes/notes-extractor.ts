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

export async function loadNotesExtractor(llm?: NotesLlm): Promise<ClinicalExtractor> {
  const { lexicon, formulary } = await loadLexiconAndFormulary();
  // One index of the vocabulary, for the extractor and for the reading's medicines and findings in English words.
  const index = new TermIndex([...lexicon, ...formulary.medicines]);
  const reader = new IndicReader(await loadIndicLexicon(lexicon), { lexicon, index });
  const ruleBased = withIndicReading(ruleBasedExtractorOn(index), reader);
  if (!llm) return withDosesChecked(ruleBased, formulary.strengths);
  const { redact, ...endpoint } = llm;
  const redactor = redact ? await loadRedactor(index) : undefined;
  const extractor = createLlmExtractor({ ...endpoint, fallback: ruleBased, ...(redactor ? { redact: (texts: readonly string[]) => redactor.redact(texts).texts } : {}) });
  return withDosesChecked(extractor, formulary.strengths);
}
