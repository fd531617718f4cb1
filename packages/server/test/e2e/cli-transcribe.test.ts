import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { FIXTURES_DIR } from '../helpers/fixtures.js';
import { SCRIBE_CLI } from '../helpers/scribe-cli.js';

const run = promisify(execFile);

describe('scribe transcribe (offline, no server)', () => {
  it('prints the transcript of a dictation on stdout', async () => {
    const { stdout } = await run(process.execPath, [SCRIBE_CLI, 'transcribe', path.join(FIXTURES_DIR, 'audio', 'dictation-metformin.wav')]);
    expect(stdout.toLowerCase()).toContain('metformin 500 mg');
  });

  it('fails with a clear message and a non-zero exit for an unknown language', async () => {
    await expect(run(process.execPath, [SCRIBE_CLI, 'transcribe', 'x.wav', '--language', 'xx'])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('unknown language code "xx"'),
    });
  });
});
