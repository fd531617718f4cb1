import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { MODEL_FILE } from '../note-router.js';

const DATA_DIR = fileURLToPath(new URL('../../../../../../../../shared/data/', import.meta.url));
const SCRIPT = fileURLToPath(new URL('../../../../../scripts/train-notes.ts', import.meta.url));

// The full training on the real corpora (about 9 min on two cores: the snippet classifier's character n-grams) must reproduce the committed file byte for byte. It
// runs as `npm run train:notes` does, in a child process, so this worker's event loop stays free for vitest meanwhile.
// The corpora live outside the repository (../shared/data); without them there is nothing to reproduce.
describe.skipIf(!existsSync(join(DATA_DIR, 'mts-dialog')))('train-notes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'notes-router-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes exactly the committed model file', { timeout: 1_800_000 }, async () => {
    const out = join(dir, 'model.json');
    await promisify(execFile)(process.execPath, ['--import', 'tsx', SCRIPT, '--data', DATA_DIR, '--out', out], { maxBuffer: 1 << 24 });
    expect(readFileSync(out).equals(readFileSync(MODEL_FILE))).toBe(true);
  });
});
