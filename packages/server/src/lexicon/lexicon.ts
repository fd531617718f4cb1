/**
 * The medical lexicon: line-oriented TSV files under `packages/server/data/lexicons/`
 * (format in that folder's README.md), loaded and validated here.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseMedicalCode, type MedicalCode } from './code-systems.js';
import { compactSpelling } from './spelling.js';

export const LEXICON_KINDS = ['drug', 'brand', 'diagnosis', 'lab', 'imaging', 'procedure', 'symptom'] as const;
export type LexiconKind = (typeof LEXICON_KINDS)[number];

export interface LexiconEntry {
  /** Canonical spelling, in the case it should appear in a transcript (metformin, Dolo, HbA1c). */
  readonly term: string;
  readonly kind: LexiconKind;
  readonly codes: readonly MedicalCode[];
  /** Other spellings, abbreviations and synonyms of the same concept. */
  readonly aliases: readonly string[];
  /** Brands only: the generic ingredients, each the term of a `drug` entry. */
  readonly generics: readonly string[];
  /** `file:line`, for error messages. */
  readonly source: string;
}

/** Every spelling of an entry: its term, then its aliases. */
export const spellingsOf = (entry: LexiconEntry): string[] => [entry.term, ...entry.aliases];

export class LexiconFormatError extends Error {
  override readonly name = 'LexiconFormatError';
}

// `src/lexicon` and `dist/lexicon` are both two levels below the package.
export const DEFAULT_LEXICON_DIR = fileURLToPath(new URL('../../data/lexicons/', import.meta.url));

const REQUIRED_COLUMNS = ['term', 'kind'] as const;
const KNOWN_COLUMNS = new Set(['term', 'kind', 'codes', 'aliases', 'generic']);
const LIST_SEPARATOR = '|';
const GENERIC_SEPARATOR = ' + ';

/** Reads and validates every `*.tsv` file of `dir`. */
export async function loadLexicon(dir: string = DEFAULT_LEXICON_DIR): Promise<LexiconEntry[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.tsv')).sort();
  if (files.length === 0) throw new LexiconFormatError(`no .tsv lexicon files in ${dir}`);
  const entries: LexiconEntry[] = [];
  for (const file of files) {
    entries.push(...parseLexiconFile(await readFile(join(dir, file), 'utf8'), file));
  }
  checkLexicon(entries);
  return entries;
}

/** Parses one file; throws LexiconFormatError naming `file:line` for the first malformed row. */
export function parseLexiconFile(text: string, fileName: string): LexiconEntry[] {
  const entries: LexiconEntry[] = [];
  let columns: string[] | undefined;
  const lines = text.split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    const where = `${fileName}:${index + 1}`;
    if (line.trim() === '' || line.startsWith('#')) continue;
    const fields = line.split('\t');
    if (!columns) {
      columns = checkHeader(fields, where);
      continue;
    }
    if (fields.length !== columns.length) {
      throw new LexiconFormatError(`${where}: expected ${columns.length} tab-separated fields, found ${fields.length}`);
    }
    const row = new Map(columns.map((name, i) => [name, (fields[i] ?? '').trim()]));
    try {
      entries.push(parseRow(row, where));
    } catch (error) {
      throw new LexiconFormatError(`${where}: ${(error as Error).message}`);
    }
  }
  if (!columns) throw new LexiconFormatError(`${fileName}: no header row`);
  return entries;
}

function checkHeader(fields: string[], where: string): string[] {
  for (const name of fields) {
    if (!KNOWN_COLUMNS.has(name)) throw new LexiconFormatError(`${where}: unknown column "${name}" in header`);
  }
  for (const name of REQUIRED_COLUMNS) {
    if (!fields.includes(name)) throw new LexiconFormatError(`${where}: header lacks the "${name}" column`);
  }
  if (new Set(fields).size !== fields.length) throw new LexiconFormatError(`${where}: repeated column in header`);
  return fields;
}

function parseRow(row: ReadonlyMap<string, string>, source: string): LexiconEntry {
  const term = row.get('term') ?? '';
  if (term === '' || /[|\t]/.test(term)) throw new Error(`empty or malformed term "${term}"`);
  const kind = row.get('kind') ?? '';
  if (!isLexiconKind(kind)) throw new Error(`unknown kind "${kind}" (expected ${LEXICON_KINDS.join(', ')})`);
  const codes = splitList(row.get('codes')).map(parseMedicalCode);
  const aliases = splitList(row.get('aliases'));
  const genericText = row.get('generic') ?? '';
  const generics = genericText === '' ? [] : genericText.split(GENERIC_SEPARATOR).map((name) => name.trim());
  if (kind === 'brand' && generics.length === 0) throw new Error(`brand "${term}" needs its generic`);
  if (kind !== 'brand' && generics.length > 0) throw new Error(`only brands have a generic`);
  return { term, kind, codes, aliases, generics, source };
}

function isLexiconKind(kind: string): kind is LexiconKind {
  return (LEXICON_KINDS as readonly string[]).includes(kind);
}

function splitList(text: string | undefined): string[] {
  if (!text) return [];
  const items = text.split(LIST_SEPARATOR).map((item) => item.trim());
  if (items.includes('')) throw new Error(`empty item in list "${text}"`);
  return items;
}

/**
 * Checks across files: every spelling names one concept (compared without case, spaces and punctuation, as
 * the corrector looks them up), and brands name known generics.
 */
export function checkLexicon(entries: readonly LexiconEntry[]): void {
  const owners = new Map<string, LexiconEntry>();
  for (const entry of entries) {
    for (const form of spellingsOf(entry)) {
      const key = compactSpelling(form);
      const owner = owners.get(key);
      if (owner && owner !== entry) {
        throw new LexiconFormatError(`${entry.source}: "${form}" is already a spelling of "${owner.term}" (${owner.source})`);
      }
      owners.set(key, entry);
    }
  }
  const generics = new Set(entries.filter((entry) => entry.kind === 'drug').map((entry) => entry.term));
  for (const entry of entries) {
    for (const generic of entry.generics) {
      if (!generics.has(generic)) throw new LexiconFormatError(`${entry.source}: generic "${generic}" is not a drug term`);
    }
  }
}
