/**
 * The notes extractor as the service, `scribe notes` and the benchmarks run it: the rule-based extractor on the curated
 * lexicon and the formulary's medicines, reading a transcript in an Indian language in English first; an operator's
 * language model in front of it when one is configured (it reads the transcript as said, in any language, and falls
 * back to the rules); every medication read checked against the strengths it is made in.
 */
import { loadIndicLexicon } from '../../lexicon/indic-lexicon.js';
import { loadLexiconAndFormulary } from '../../lexicon/formulary/formulary.js';
import type { ClinicalExtractor } from './clinical-model.js';
import { IndicReader, withIndicReading } from './indic/indic-reader.js';
import { createLlmExtractor, type LlmExtractorOptions } from './llm-extractor.js';
import { withDosesChecked } from './review/unmade-doses.js';
import { ruleBasedExtractorOn } from './rule-based-extractor.js';
import { TermIndex } from './term-index.js';

export async function loadNotesExtractor(llm?: Omit<LlmExtractorOptions, 'fallback'>): Promise<ClinicalExtractor> {
  const { lexicon, formulary } = await loadLexiconAndFormulary();
  // One index of the vocabulary, for the extractor and for the reading's medicines and findings in English words.
  const index = new TermIndex([...lexicon, ...formulary.medicines]);
  const reader = new IndicReader(await loadIndicLexicon(lexicon), { lexicon, index });
  const ruleBased = withIndicReading(ruleBasedExtractorOn(index), reader);
  return withDosesChecked(llm ? createLlmExtractor({ ...llm, fallback: ruleBased }) : ruleBased, formulary.strengths);
}
