import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderSdkTemplateTypes, SDK_TEMPLATE_TYPES_FILE } from '../scripts/sdk-template-types.js';

describe("the SDK's generated template document types", () => {
  it('are what the template catalogue generates today', async () => {
    const committed = fs.existsSync(SDK_TEMPLATE_TYPES_FILE) ? fs.readFileSync(SDK_TEMPLATE_TYPES_FILE, 'utf8') : '';
    // A plain boolean first, so that the failure says what to do rather than only diffing 500 lines.
    const upToDate = committed === (await renderSdkTemplateTypes());
    expect(upToDate, 'packages/sdk/src/generated/templates.ts is stale: a template or its document changed. Run `npm run sdk:types` and commit the file.').toBe(true);
  });
});
