import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** SHA-256 of https://www.apache.org/licenses/LICENSE-2.0.txt, byte for byte. */
const APACHE_2_0_SHA256 = 'cfc7749b96f63bd31c3c42b5c471bf756814053e847c10f3eb003417bc523d30';

describe('licence', () => {
  it('ships the unmodified Apache License 2.0 at the root, named by every package.json and copied into each package', () => {
    expect(createHash('sha256').update(fs.readFileSync(path.join(ROOT, 'LICENSE'))).digest('hex')).toBe(APACHE_2_0_SHA256);
    const manifests = ['package.json', ...fs.readdirSync(path.join(ROOT, 'packages')).map((p) => path.join('packages', p, 'package.json'))];
    for (const manifest of manifests.filter((m) => fs.existsSync(path.join(ROOT, m)))) {
      const { license } = JSON.parse(fs.readFileSync(path.join(ROOT, manifest), 'utf8')) as { license?: string };
      expect([manifest, license]).toEqual([manifest, 'Apache-2.0']);
      // npm publishes a package's folder alone: each carries its copy of the licence.
      const copy = path.join(ROOT, path.dirname(manifest), 'LICENSE');
      expect([manifest, createHash('sha256').update(fs.readFileSync(copy)).digest('hex')]).toEqual([manifest, APACHE_2_0_SHA256]);
    }
  });
});
