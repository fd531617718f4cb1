/**
 * The Indian-language lexicons: one `<code>.tsv` per language under `data/lexicons/indic/` (format and checks in that
 * folder's README.md), loaded and validated here against the English lexicon their clinical rows point into.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spellingsOf, LexiconFormatError, type LexiconEntry, type LexiconKind } from './lexicon.js';

export const INDIC_LANGUAGES = ['hi', 'ta', 'te', 'kn', 'ml', 'bn', 'gu', 'mr', 'pa'] as const;
export type IndicLanguage = (typeof INDIC_LANGUAGES)[number];

export const isIndicLanguage = (code: string): code is IndicLanguage => (INDIC_LANGUAGES as readonly string[]).includes(code);

export const INDIC_KINDS = [
  'symptom',
  'diagnosis',
  'test',
  'medicine',
  'negation',
  'prohibition',
  'yes',
  'question',
  'number',
  'unit',
  'after',
  'ago',
  'severity',
  'relative',
  'but',
  'instruction',
  'phrase',
  'drop',
] as const;
export type IndicKind = (typeof INDIC_KINDS)[number];

export interface IndicEntry {
  readonly kind: IndicKind;
  /** The spellings, native script and romanised, each as written in the file. */
  readonly spellings: readonly string[];
  readonly english: string;
  /** `file:line`, for error messages. */
  readonly source: string;
}

export interface IndicLexicon {
  readonly languages: ReadonlyMap<IndicLanguage, readonly IndicEntry[]>;
  /** English words said in every Indian language (`loanwords.txt`), matched by sound with the English lexicon's words. */
  readonly loanwords: readonly string[];
}

export const DEFAULT_INDIC_LEXICON_DIR = fileURLToPath(new URL('../../data/lexicons/indic/', import.meta.url));

/** The English lexicon kinds a clinical row's `english` must be a spelling of. */
const ENGLISH_KINDS: Partial<Record<IndicKind, readonly LexiconKind[]>> = {
  symptom: ['symptom'],
  diagnosis: ['diagnosis'],
  test: ['lab', 'imaging'],
  medicine: ['drug', 'brand'],
};

/** The closed vocabularies of the grammatical kinds. */
const ENGLISH_WORDS: Partial<Record<IndicKind, readonly string[]>> = {
  negation: ['no'],
  prohibition: ['do not'],
  yes: ['yes'],
  after: ['after'],
  ago: ['ago'],
  but: ['but'],
  unit: ['minute', 'hour', 'day', 'week', 'month', 'year'],
  severity: ['mild', 'moderate', 'severe'],
  relative: ['mother', 'father', 'brother', 'sister', 'son', 'daughter', 'husband', 'wife', 'grandmother', 'grandfather'],
};

const HEADER = ['kind', 'native', 'english'];
const LOANWORDS_FILE = 'loanwords.txt';

/** Every language file of `dir`, checked against the English `lexicon`, and the loanwords. A language without a file has no entries. */
export async function loadIndicLexicon(lexicon: readonly LexiconEntry[], dir: string = DEFAULT_INDIC_LEXICON_DIR): Promise<IndicLexicon> {
  const files = new Set((await readdir(dir)).filter((name) => name.endsWith('.tsv')));
  const englishSpellings = englishSpellingsByKind(lexicon);
  const languages = new Map<IndicLanguage, IndicEntry[]>();
  for (const file of [...files].sort()) {
    const code = file.slice(0, -'.tsv'.length);
    if (!isIndicLanguage(code)) throw new LexiconFormatError(`${file}: not a language of ${INDIC_LANGUAGES.join(', ')}`);
    languages.set(code, parseIndicFile(await readFile(join(dir, file), 'utf8'), file, englishSpellings));
  }
  return { languages, loanwords: parseLoanwords(await readFile(join(dir, LOANWORDS_FILE), 'utf8')) };
}

/** One English word per line; `#` starts a comment. */
export function parseLoanwords(text: string): string[] {
  const words = text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== '' && !line.startsWith('#'));
  const bad = words.find((word) => !/^[a-z0-9]+$/.test(word));
  if (bad !== undefined) throw new LexiconFormatError(`${LOANWORDS_FILE}: "${bad}" is not one lower-case word`);
  return words;
}

/** The lower-cased spellings of each English lexicon kind. */
export function englishSpellingsByKind(lexicon: readonly LexiconEntry[]): ReadonlyMap<LexiconKind, ReadonlySet<string>> {
  const byKind = new Map<LexiconKind, Set<string>>();
  for (const entry of lexicon) {
    const set = byKind.get(entry.kind) ?? new Set<string>();
    for (const spelling of spellingsOf(entry)) set.add(spelling.toLowerCase());
    byKind.set(entry.kind, set);
  }
  return byKind;
}

/** One language file's rows; throws LexiconFormatError naming `file:line` for the first bad row. */
export function parseIndicFile(text: string, fileName: string, englishSpellings: ReadonlyMap<LexiconKind, ReadonlySet<string>>): IndicEntry[] {
  const entries: IndicEntry[] = [];
  const meaningOf = new Map<string, string>();
  let header = false;
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    const where = `${fileName}:${index + 1}`;
    if (line.trim() === '' || line.startsWith('#')) continue;
    const fields = line.split('\t').map((field) => field.trim());
    if (!header) {
      if (fields.join('\t') !== HEADER.join('\t')) throw new LexiconFormatError(`${where}: the header must be "${HEADER.join('\\t')}"`);
      header = true;
      continue;
    }
    if (fields.length !== HEADER.length) throw new LexiconFormatError(`${where}: expected ${HEADER.length} tab-separated fields, found ${fields.length}`);
    const [kind = '', native = '', english = ''] = fields;
    try {
      const entry = checkedEntry(kind, native, english, where, englishSpellings);
      for (const spelling of entry.spellings) {
        const key = spelling.toLowerCase();
        const meaning = `${entry.kind}\t${entry.english}`;
        const before = meaningOf.get(key);
        if (before !== undefined && before !== meaning) throw new Error(`"${spelling}" is already listed as ${before.replace('\t', ' "')}"`);
        meaningOf.set(key, meaning);
      }
      entries.push(entry);
    } catch (error) {
      throw new LexiconFormatError(`${where}: ${(error as Error).message}`);
    }
  }
  if (!header) throw new LexiconFormatError(`${fileName}: no header row`);
  return entries;
}

function checkedEntry(kind: string, native: string, english: string, source: string, englishSpellings: ReadonlyMap<LexiconKind, ReadonlySet<string>>): IndicEntry {
  if (!isIndicKind(kind)) throw new Error(`unknown kind "${kind}" (expected ${INDIC_KINDS.join(', ')})`);
  const spellings = native.split('|').map((spelling) => spelling.trim().replace(/\s+/g, ' '));
  if (spellings.some((spelling) => spelling === '')) throw new Error(`empty spelling in "${native}"`);
  const lexiconKinds = ENGLISH_KINDS[kind];
  if (lexiconKinds && !lexiconKinds.some((lexiconKind) => englishSpellings.get(lexiconKind)?.has(english.toLowerCase()))) {
    throw new Error(`"${english}" is not a ${lexiconKinds.join(' or ')} of the English lexicon`);
  }
  const words = ENGLISH_WORDS[kind];
  if (words && !words.includes(english)) throw new Error(`a ${kind} means one of ${words.join(', ')}, not "${english}"`);
  if (kind === 'number' && !Number.isFinite(Number(english))) throw new Error(`a number's english is digits, not "${english}"`);
  if (kind === 'drop' && english !== '') throw new Error('a drop row has no english');
  if ((kind === 'phrase' || kind === 'instruction' || kind === 'question') && english === '') throw new Error(`a ${kind} needs its english`);
  return { kind, spellings, english, source };
}

const isIndicKind = (kind: string): kind is IndicKind => (INDIC_KINDS as readonly string[]).includes(kind);
