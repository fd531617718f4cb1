import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { FIXTURES_DIR } from '../helpers/fixtures.js';
import { SCRIBE_CLI } from '../helpers/scribe-cli.js';

const run = promisify(execFile);
const audio = (name: string) => path.join(FIXTURES_DIR, 'audio', name);

/** The CLI to its end, never throwing: the exit code is asserted. */
async function transcribe(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    return { code: 0, ...(await run(process.execPath, [SCRIBE_CLI, 'transcribe', ...args])) };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('scribe transcribe (offline, no server)', () => {
  it('prints the transcript of a dictation on stdout', async () => {
    const { stdout } = await transcribe(audio('dictation-metformin.wav'));
    expect(stdout.toLowerCase()).toContain('metformin 500 mg');
  });

  it('says on stderr that a silent recording holds no speech, prints nothing, and exits 2', async () => {
    const silence = await transcribe(audio('silence-3s.wav'));
    expect(silence).toEqual({ code: 2, stdout: '', stderr: `scribe: no speech found in ${audio('silence-3s.wav')} (3.0 s of audio)\n` });
  });

  it('says what a file that is not audio holds, and which formats it reads', async () => {
    const text = await transcribe(audio('not-audio.wav'));
    expect(text.code).toBe(1);
    expect(text.stdout).toBe('');
    expect(text.stderr).toBe(
      `scribe: ${audio('not-audio.wav')} is text, not audio; it starts 54 68 69 73 20 69 73 20 61 20 74 65 78 74 20 66 … "This is a text f". ` +
        'Accepted: WAV, MP3, M4A (AAC), Ogg (Opus, Vorbis, FLAC), WebM/Matroska and FLAC\n',
    );
    const truncated = await transcribe(audio('truncated.mp3'));
    expect(truncated.code).toBe(1);
    expect(truncated.stderr).toMatch(/truncated\.mp3 looks like MP3 but holds no audio that decodes \(The file holds no decodable audio\); it starts 49 44 33 /);
  });

  it('refuses an unknown language, listing the codes it serves', async () => {
    const unknown = await transcribe('x.wav', '--language', 'xx');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("argument 'xx' is invalid. Allowed choices are en-IN, en-US.");
  });
});
