import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLexicon, LEXICON_KINDS, LexiconFormatError, loadLexicon, parseLexiconFile } from './lexicon.js';

const HEADER = 'term\tkind\tcodes\taliases\tgeneric';

describe('loadLexicon (the committed data files)', () => {
  it('loads every category with codes and brand mappings', async () => {
    const entries = await loadLexicon();
    for (const kind of LEXICON_KINDS) expect(entries.some((e) => e.kind === kind)).toBe(true);
    expect(entries.filter((e) => e.kind === 'drug').length).toBeGreaterThan(300);
    expect(entries.filter((e) => e.kind === 'diagnosis').length).toBeGreaterThan(200);
    const byTerm = new Map(entries.map((e) => [e.term, e]));
    expect(byTerm.get('hypertension')?.codes).toEqual([{ system: 'ICD-10', code: 'I10' }]);
    expect(byTerm.get('HbA1c')?.codes).toEqual([{ system: 'LOINC', code: '4548-4' }]);
    expect(byTerm.get('Augmentin')?.generics).toEqual(['amoxicillin', 'clavulanic acid']);
    expect(byTerm.get('Dolo')?.generics).toEqual(['paracetamol']);
  });
});

describe('parseLexiconFile', () => {
  it('reads columns by the header, skipping comments and blank lines', () => {
    const text = `# comment\n\n${HEADER}\nDolo\tbrand\t\tDolo 650\tparacetamol\n`;
    expect(parseLexiconFile(text, 'x.tsv')).toEqual([
      { term: 'Dolo', kind: 'brand', codes: [], aliases: ['Dolo 650'], generics: ['paracetamol'], source: 'x.tsv:4' },
    ]);
  });

  it.each([
    ['a row with a missing field', 'paracetamol\tdrug\t', 'x.tsv:2: expected 5 tab-separated fields, found 3'],
    ['an unknown kind', 'paracetamol\tpill\t\t\t', 'x.tsv:2: unknown kind "pill"'],
    ['a malformed ICD-10 code', 'hypertension\tdiagnosis\tICD-10:I-10\t\t', 'x.tsv:2: "I-10" is not a valid ICD-10 code'],
    ['a LOINC code with a wrong check digit', 'HbA1c\tlab\tLOINC:4548-5\t\t', 'x.tsv:2: "4548-5" is not a valid LOINC code'],
    ['an unknown code system', 'HbA1c\tlab\tFOO:1\t\t', 'x.tsv:2: code "FOO:1" must be SYSTEM:code'],
    ['a brand without its generic', 'Dolo\tbrand\t\t\t', 'x.tsv:2: brand "Dolo" needs its generic'],
    ['an empty alias', 'paracetamol\tdrug\t\tPCM||acetaminophen\t', 'x.tsv:2: empty item in list'],
  ])('rejects %s with file:line', (_, row, message) => {
    expect(() => parseLexiconFile(`${HEADER}\n${row}`, 'x.tsv')).toThrow(message);
  });

  it('rejects an unknown column and a missing header column', () => {
    expect(() => parseLexiconFile('term\tkind\tstrength\n', 'x.tsv')).toThrow('x.tsv:1: unknown column "strength"');
    expect(() => parseLexiconFile('term\tcodes\n', 'x.tsv')).toThrow('x.tsv:1: header lacks the "kind" column');
  });
});

describe('checkLexicon', () => {
  const parse = (rows: string) => parseLexiconFile(`${HEADER}\n${rows}`, 'x.tsv');

  it('rejects a spelling shared by two entries', () => {
    const entries = parse('frusemide\tdrug\t\t\t\nfurosemide\tdrug\t\tFrusemide\t');
    expect(() => checkLexicon(entries)).toThrow(/x.tsv:3: "Frusemide" is already a spelling of "frusemide"/);
  });

  it('rejects a brand whose generic is not a drug term', () => {
    expect(() => checkLexicon(parse('Dolo\tbrand\t\t\tparacetamole'))).toThrow(LexiconFormatError);
  });

  it('loads a directory and reports the file of a bad row', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lexicon-'));
    await writeFile(join(dir, 'drugs.tsv'), `${HEADER}\nparacetamol\tdrug\t\t\t\nibuprofen\tdrug\n`);
    await expect(loadLexicon(dir)).rejects.toThrow('drugs.tsv:3: expected 5 tab-separated fields, found 2');
  });
});
