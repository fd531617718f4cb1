import { Command } from 'commander';
import { openSigningKeys } from '../container.js';
import { withStore } from './with-store.js';

/** `scribe signing-keys rotate`: a new access-token signing key; tokens signed by the old one stay valid until they expire. */
export function signingKeysCommand(): Command {
  const signingKeys = new Command('signing-keys').description('manage the keys that sign access tokens');
  signingKeys
    .command('rotate')
    .description('make a new signing key (running servers sign with it within 30 s)')
    .action(async () => {
      const key = await withStore(async (store, config) => (await openSigningKeys(config, store)).rotate());
      process.stdout.write(`new signing key ${key.kid}; running servers sign with it within 30 s\n`);
    });
  return signingKeys;
}
