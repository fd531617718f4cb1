import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { factProblem, loadSplitFacts, parseFactsFile } from './key-facts-file.js';

const GOOD = { section: 'assessment', text: 'Congestive heart failure', match: [['heart failure', 'chf']] };

describe('factProblem', () => {
  it('accepts a fact of the README format and names what is wrong with a bad one', () => {
    expect(factProblem(GOOD)).toBeUndefined();
    expect(factProblem({ ...GOOD, state: 'ordered' })).toBeUndefined();
    expect(factProblem({ ...GOOD, section: 'plan' })).toBe('unknown section "plan"');
    expect(factProblem({ ...GOOD, match: [] })).toMatch(/^match must be/);
    expect(factProblem({ ...GOOD, match: [['chf'], []] })).toMatch(/^match must be/);
    expect(factProblem({ ...GOOD, match: ['chf'] })).toMatch(/^match must be/);
    expect(factProblem({ ...GOOD, state: 'planned' })).toBe('unknown state "planned"');
  });
});

describe('parseFactsFile', () => {
  it('keeps the good facts and lists the bad ones', () => {
    const problems: string[] = [];
    const encounters = parseFactsFile('valid.json', { split: 'valid', encounters: { D2N068: { sex: 'male', age: 58, facts: [GOOD, { text: 'x' }] } } }, problems);
    expect(encounters.get('D2N068')).toEqual({ sex: 'male', age: 58, facts: [GOOD] });
    expect(problems).toEqual(['valid.json D2N068 fact 2: unknown section undefined']);
  });
});

describe('loadSplitFacts', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true }))));

  it('reports a missing or half-written file and scores the rest', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'facts-'));
    dirs.push(dir);
    await writeFile(join(dir, 'train-1.json'), JSON.stringify({ split: 'train', encounters: { D2N001: { sex: null, age: null, facts: [GOOD] } } }));
    await writeFile(join(dir, 'valid.json'), '{"split": "valid", "encounters": {');
    const train = await loadSplitFacts('train', dir);
    expect([...train.encounters.keys()]).toEqual(['D2N001']);
    expect(train.missing).toEqual(['train-2.json: not there']);
    const valid = await loadSplitFacts('valid', dir);
    expect(valid.encounters.size).toBe(0);
    expect(valid.missing).toHaveLength(1);
    expect(valid.missing[0]).toMatch(/^valid\.json: /);
  });
});
