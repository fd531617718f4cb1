import { beforeAll, describe, expect, it } from 'vitest';
import { englishSpellingsByKind, INDIC_LANGUAGES, loadIndicLexicon, parseIndicFile } from './indic-lexicon.js';
import { loadLexicon, type LexiconEntry } from './lexicon.js';

const HEADER = 'kind\tnative\tenglish';

let lexicon: LexiconEntry[];
beforeAll(async () => {
  lexicon = await loadLexicon();
});

describe('loadIndicLexicon (the committed language files)', () => {
  it('loads a file for every Indian language of the interface, each with its grammar and clinical words', async () => {
    const languages = await loadIndicLexicon(lexicon);
    for (const code of INDIC_LANGUAGES) {
      const kinds = new Set(languages.languages.get(code)?.map((entry) => entry.kind));
      expect([code, ['symptom', 'negation', 'number', 'unit'].every((kind) => kinds.has(kind as never))]).toEqual([code, true]);
    }
    expect(languages.loanwords).toContain('report');
  });
});

describe('parseIndicFile', () => {
  const parse = (rows: string) => parseIndicFile(`# comment\n${HEADER}\n${rows}`, 'hi.tsv', englishSpellingsByKind(lexicon));

  it('reads each row as its spellings and their English meaning', () => {
    expect(parse('symptom\tबुखार|bukhar\tfever\nnumber\tपाँच\t5\ndrop\tजी\t')).toEqual([
      { kind: 'symptom', spellings: ['बुखार', 'bukhar'], english: 'fever', source: 'hi.tsv:3' },
      { kind: 'number', spellings: ['पाँच'], english: '5', source: 'hi.tsv:4' },
      { kind: 'drop', spellings: ['जी'], english: '', source: 'hi.tsv:5' },
    ]);
  });

  it.each([
    ['an unknown kind', 'illness\tबुखार\tfever', 'hi.tsv:3: unknown kind "illness"'],
    ['a symptom the English lexicon does not know', 'symptom\tबुखार\tfeverishness of spirit', 'hi.tsv:3: "feverishness of spirit" is not a symptom'],
    ['a diagnosis that is a symptom', 'diagnosis\tबुखार\tfever', 'hi.tsv:3: "fever" is not a diagnosis'],
    ['a unit outside the list', 'unit\tपल\tmoment', 'hi.tsv:3: a unit means one of'],
    ['a number that is a word', 'number\tपाँच\tfive', `hi.tsv:3: a number's english is digits`],
    ['a dropped word with a meaning', 'drop\tजी\tyes', 'hi.tsv:3: a drop row has no english'],
    ['an empty spelling', 'symptom\tबुखार||bukhar\tfever', 'hi.tsv:3: empty spelling'],
    ['a missing column', 'symptom\tबुखार', 'hi.tsv:3: expected 3 tab-separated fields, found 2'],
    ['a spelling with two meanings', 'symptom\tदर्द\tfever\nsymptom\tदर्द\theadache', 'hi.tsv:4: "दर्द" is already listed as symptom "fever"'],
  ])('rejects %s with file:line', (_, rows, message) => {
    expect(() => parse(rows)).toThrow(message);
  });

  it('rejects a file without its header', () => {
    expect(() => parseIndicFile('symptom\tबुखार\tfever\n', 'hi.tsv', englishSpellingsByKind(lexicon))).toThrow('hi.tsv:1: the header must be');
  });
});
