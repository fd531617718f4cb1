import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { describe, expect, it } from 'vitest';

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What the server's import rules (`npm run lint` runs them over src/) say of the `src/` folder under `dir`. */
async function violationsIn(dir: string): Promise<{ rule: string; from: string; to: string }[]> {
  const options = await extractDepcruiseOptions(path.join(SERVER, '.dependency-cruiser.mjs'));
  const { output } = await cruise(['src'], { ...options, validate: true, baseDir: dir });
  if (typeof output === 'string') throw new Error('dependency-cruiser answered a report, not a result');
  return output.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
}

describe('.dependency-cruiser.mjs', () => {
  it('catches each bad import of the fixture, and only those', async () => {
    const found = await violationsIn(path.join(SERVER, 'test/fixtures/import-boundaries'));
    expect(found).toHaveLength(8);
    expect(found).toEqual(
      expect.arrayContaining([
        { rule: 'no-cycle', from: 'src/engines/decoder.ts', to: 'src/engines/recogniser.ts' },
        { rule: 'domain-imports-only-domain-and-lib', from: 'src/domain/session.ts', to: 'src/engines/recogniser.ts' },
        { rule: 'lib-imports-nothing-from-the-app', from: 'src/lib/clock.ts', to: 'src/domain/session.ts' },
        { rule: 'core-imports-no-http', from: 'src/services/sessions.ts', to: 'src/http/medscribe/view.ts' },
        { rule: 'protocols-stay-apart', from: 'src/http/medscribe/view.ts', to: 'src/http/svc/view.ts' },
        { rule: 'plugins-import-no-protocol', from: 'src/http/plugins/auth.ts', to: 'src/http/svc/view.ts' },
        { rule: 'http-root-imports-no-protocol', from: 'src/http/error-handler.ts', to: 'src/http/svc/view.ts' },
        { rule: 'root-imports-only-webhook-formats-from-http', from: 'src/container.ts', to: 'src/http/svc/view.ts' },
      ]),
    );
  });
});
