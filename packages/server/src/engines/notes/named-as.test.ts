import { beforeAll, describe, expect, it } from 'vitest';
import { loadLexicon } from '../../lexicon/lexicon.js';
import { withDiagnosisNamedAs } from './named-as.js';
import { TermIndex } from './term-index.js';

describe('a diagnosis the doctor goes on to name ("arthritis … we call this hallux rigidus")', () => {
  let index: TermIndex;
  beforeAll(async () => {
    index = new TermIndex(await loadLexicon());
  });
  const diagnoses = (text: string) =>
    withDiagnosisNamedAs(text, index.find(text))
      .filter((m) => m.entry.kind === 'diagnosis')
      .map((m) => m.entry.term);

  it('keeps the name and drops the general word it names (issue 28: train D2N057)', () => {
    expect(diagnoses("so you you've got some arthritis in there we we call this hallux rigidus and treatment for this to start off with")).toEqual(['hallux rigidus']);
    expect(diagnoses('you have some arthritis in the knee which is also known as osteoarthritis')).toEqual(['osteoarthritis']);
  });

  it('keeps two diagnoses said side by side', () => {
    expect(diagnoses('you have arthritis and hallux rigidus')).toEqual(['arthritis', 'hallux rigidus']);
  });
});
