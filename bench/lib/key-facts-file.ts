/**
 * The annotators' key facts of the ACI-BENCH encounters (bench/corpus/aci-bench/facts/, format in its README.md):
 * read, checked fact by fact, and gathered per split. A malformed fact is reported and left out rather than failing
 * the run; a file that is missing or does not parse is reported, and the split is scored on the files it has.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ACI_CORPUS_DIR, type AciSplit } from './aci.js';

export const FACT_SECTIONS = [
  'chief_complaint',
  'history',
  'pertinent_negatives',
  'exam',
  'results',
  'assessment',
  'medications',
  'orders',
  'follow_up',
] as const;
export type FactSection = (typeof FACT_SECTIONS)[number];

export const ORDER_STATES = ['ordered', 'done', 'declined', 'past'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export interface KeyFact {
  section: FactSection;
  text: string;
  /** Groups of alternatives: found when one sentence has an alternative of every group. */
  match: string[][];
  side?: string;
  action?: string;
  state?: OrderState;
  source?: string;
}

export interface EncounterFacts {
  sex: string | null;
  age: number | null;
  facts: KeyFact[];
}

export const FACTS_DIR = join(ACI_CORPUS_DIR, 'facts');

/** The files that hold each split's facts. */
export const FACT_FILES: Record<AciSplit, readonly string[]> = { train: ['train-1.json', 'train-2.json'], valid: ['valid.json'] };

export interface SplitFacts {
  encounters: Map<string, EncounterFacts>;
  /** Files missing or unreadable, with why. */
  missing: string[];
  /** Facts left out, with where and why. */
  problems: string[];
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string' && item.trim() !== '');

/** Why a fact cannot be scored, or undefined when it can. */
export function factProblem(fact: unknown): string | undefined {
  if (typeof fact !== 'object' || fact === null) return 'not an object';
  const { section, text, match, state } = fact as Record<string, unknown>;
  if (!FACT_SECTIONS.includes(section as FactSection)) return `unknown section ${JSON.stringify(section)}`;
  if (typeof text !== 'string') return 'no text';
  if (!Array.isArray(match) || match.length === 0 || !match.every(isStringList)) return 'match must be a non-empty list of non-empty lists of words';
  if (state !== undefined && !ORDER_STATES.includes(state as OrderState)) return `unknown state ${JSON.stringify(state)}`;
  return undefined;
}

/** One file's encounters, the malformed facts left out and listed in `problems`. */
export function parseFactsFile(name: string, json: unknown, problems: string[]): Map<string, EncounterFacts> {
  const encounters = new Map<string, EncounterFacts>();
  const listed = (json as { encounters?: unknown } | null)?.encounters;
  if (typeof listed !== 'object' || listed === null) throw new Error('no "encounters" object');
  for (const [id, value] of Object.entries(listed as Record<string, unknown>)) {
    const { sex, age, facts } = (value ?? {}) as Record<string, unknown>;
    if (!Array.isArray(facts)) {
      problems.push(`${name} ${id}: no facts list`);
      continue;
    }
    const good = facts.filter((fact: unknown, i) => {
      const problem = factProblem(fact);
      if (problem) problems.push(`${name} ${id} fact ${i + 1}: ${problem}`);
      return problem === undefined;
    }) as KeyFact[];
    encounters.set(id, { sex: typeof sex === 'string' ? sex : null, age: typeof age === 'number' ? age : null, facts: good });
  }
  return encounters;
}

export async function loadSplitFacts(split: AciSplit, dir = FACTS_DIR): Promise<SplitFacts> {
  const result: SplitFacts = { encounters: new Map(), missing: [], problems: [] };
  for (const name of FACT_FILES[split]) {
    let text: string;
    try {
      text = await readFile(join(dir, name), 'utf8');
    } catch {
      result.missing.push(`${name}: not there`);
      continue;
    }
    try {
      for (const [id, facts] of parseFactsFile(name, JSON.parse(text), result.problems)) result.encounters.set(id, facts);
    } catch (error) {
      // The annotators may be half-way through writing it.
      result.missing.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return result;
}
