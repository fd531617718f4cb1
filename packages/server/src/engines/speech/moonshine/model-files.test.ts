import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentOptimisedDecoder, DECODER_FILE, MANIFEST_FILE, sha256File } from './model-files.js';

describe('the edited decoder of the build', () => {
  let root: string;
  let shipped: string;
  let built: string;
  const decoderBytes = 'the shipped decoder';
  const sha256 = createHash('sha256').update(decoderBytes).digest('hex');
  const writeManifest = (hash: string) => writeFile(join(built, MANIFEST_FILE), JSON.stringify({ source: { file: DECODER_FILE, sha256: hash }, edits: ['an edit'] }));

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'moonshine-files-'));
    shipped = join(root, 'shipped');
    built = join(root, 'built');
    await Promise.all([mkdir(shipped), mkdir(built)]);
    await writeFile(join(shipped, DECODER_FILE), decoderBytes);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('hashes a file by its content', async () => {
    expect(await sha256File(join(shipped, DECODER_FILE))).toBe(sha256);
  });

  it('is used while its manifest names the shipped decoder as it is', async () => {
    await writeFile(join(built, DECODER_FILE), 'edited');
    await writeManifest(sha256);
    expect(await currentOptimisedDecoder(shipped, built)).toBe(join(built, DECODER_FILE));
  });

  it('is not when the build has not written it, or only in part', async () => {
    expect(await currentOptimisedDecoder(shipped, join(root, 'never built'))).toBeUndefined();
    await writeFile(join(built, DECODER_FILE), 'edited');
    expect(await currentOptimisedDecoder(shipped, built)).toBeUndefined();
    await rm(join(built, DECODER_FILE));
    await writeManifest(sha256);
    expect(await currentOptimisedDecoder(shipped, built)).toBeUndefined();
  });

  it('is not once the shipped decoder changed (a new release of the package)', async () => {
    await writeFile(join(built, DECODER_FILE), 'edited');
    await writeManifest(sha256);
    await writeFile(join(shipped, DECODER_FILE), 'a newer shipped decoder');
    expect(await currentOptimisedDecoder(shipped, built)).toBeUndefined();
  });
});
