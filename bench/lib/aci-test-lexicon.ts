/** A small fixed lexicon for the tests of the ACI-BENCH bench library, so that they do not move with the real one. */
import type { LexiconEntry, LexiconKind } from '../../packages/server/src/lexicon/lexicon.js';
import { TermIndex } from '../../packages/server/src/engines/notes/term-index.js';

const entry = (term: string, kind: LexiconKind, aliases: string[] = [], generics: string[] = []): LexiconEntry => ({
  term,
  kind,
  codes: [],
  aliases,
  generics,
  source: 'test',
});

export const testIndex = () =>
  new TermIndex([
    entry('fever', 'symptom', ['pyrexia']),
    entry('chills', 'symptom'),
    entry('chest pain', 'symptom'),
    entry('nausea', 'symptom'),
    entry('vomiting', 'symptom'),
    entry('numbness', 'symptom'),
    entry('paraesthesia', 'symptom', ['tingling', 'pins and needles']),
    entry('dyspnoea', 'symptom', ['dyspnea', 'shortness of breath']),
    entry('headache', 'symptom'),
    entry('diabetes mellitus', 'diagnosis', ['diabetes']),
    entry('paracetamol', 'drug', ['acetaminophen']),
    entry('metformin', 'drug'),
    entry('lisinopril', 'drug'),
    entry('furosemide', 'drug'),
    entry('testosterone', 'drug'),
    entry('ferrous sulphate', 'drug', ['ferrous sulfate']),
    entry('Tylenol', 'brand', [], ['paracetamol']),
    entry('Lasix', 'brand', [], ['furosemide']),
  ]);
