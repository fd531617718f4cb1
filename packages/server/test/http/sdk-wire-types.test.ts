import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderSdkWireTypes, SDK_WIRE_TYPES_FILE } from '../../scripts/sdk-wire-types.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

describe("the SDK's generated wire types", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('are what the served /openapi.json generates today', async () => {
    const response = await s.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const expected = await renderSdkWireTypes(response.json());
    const committed = fs.existsSync(SDK_WIRE_TYPES_FILE) ? fs.readFileSync(SDK_WIRE_TYPES_FILE, 'utf8') : '';
    // A plain boolean first, so that the failure says what to do rather than only diffing 3,000 lines.
    const upToDate = committed === expected;
    expect(upToDate, 'packages/sdk/src/generated/openapi.ts is stale: the OpenAPI document changed. Run `npm run sdk:types` and commit the file.').toBe(true);
  });
});
