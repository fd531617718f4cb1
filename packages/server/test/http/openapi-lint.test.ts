import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/** One line per problem: severity, rule, where, and what. */
function describeProblem(problem: NormalizedProblem): string {
  const where = problem.location.map((location) => location.pointer ?? '').join(', ');
  return `${problem.severity} ${problem.ruleId} at ${where}: ${problem.message}`;
}

describe('OpenAPI document lint', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('passes Redocly\'s recommended ruleset (what `redocly lint` runs by default) with no errors and no warnings', async () => {
    const response = await s.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: response.body, absoluteRef: 'openapi.json', config });
    expect(problems.map(describeProblem)).toEqual([]);
  });
});
