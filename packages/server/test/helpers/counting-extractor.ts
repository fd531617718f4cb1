import type { ClinicalExtractor } from '../../src/engines/notes/clinical-model.js';
import { createRuleBasedExtractor } from '../../src/engines/notes/rule-based-extractor.js';
import { loadLexicon } from '../../src/lexicon/lexicon.js';

/**
 * The rule-based extractor, counting its calls: a test reads `calls` to prove that nothing was extracted again (a
 * language model's extraction would be a chat call each).
 */
export function countingExtractor(): { calls: number; load: () => Promise<ClinicalExtractor> } {
  const counter = {
    calls: 0,
    load: async (): Promise<ClinicalExtractor> => {
      const rules = createRuleBasedExtractor(await loadLexicon());
      return {
        name: rules.name,
        extract: (input) => {
          counter.calls += 1;
          return rules.extract(input);
        },
      };
    },
  };
  return counter;
}
