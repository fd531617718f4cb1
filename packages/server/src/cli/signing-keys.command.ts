import { Command } from 'commander';
import { loadConfig } from '../config/config.js';
import { openSigningKeys } from '../container.js';

/** `scribe signing-keys rotate`: a new access-token signing key; tokens signed by the old one stay valid until they expire. */
export function signingKeysCommand(): Command {
  const signingKeys = new Command('signing-keys').description('manage the keys that sign access tokens');
  signingKeys
    .command('rotate')
    .description('make a new signing key (restart running servers to start using it)')
    .action(async () => {
      const key = await (await openSigningKeys(loadConfig())).rotate();
      process.stdout.write(`new signing key ${key.kid}; restart running servers to sign with it\n`);
    });
  return signingKeys;
}
