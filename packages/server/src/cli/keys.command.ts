import { Command } from 'commander';
import { openClientKeys } from '../container.js';
import type { ClientKeysService } from '../services/client-keys.service.js';
import { clientKeyView, createdKeyView } from './views.js';
import { withStore } from './with-store.js';

const withClientKeys = <T>(work: (keys: ClientKeysService) => Promise<T>): Promise<T> =>
  withStore((store, config) => work(openClientKeys(config, store, () => new Date())));

/** `scribe keys …`: the clients' shared keys for encrypted payloads (PROTOCOL §7). */
export function keysCommand(): Command {
  const keys = new Command('keys').description('create, list and revoke the shared keys of encrypted payloads (JWE)');

  keys
    .command('create <client_id>')
    .description('create a shared key for a client; the key is printed once (needs the master key)')
    .option('--json', 'print {"kid","key","client_id"} as JSON')
    .action(async (clientId: string, opts: { json?: boolean }) => {
      const created = createdKeyView(await withClientKeys((s) => s.create(clientId)));
      process.stdout.write(
        opts.json
          ? `${JSON.stringify(created)}\n`
          : `kid:       ${created.kid}\nkey:       ${created.key}\nclient_id: ${created.client_id}\n(the key is not shown again)\n`,
      );
    });

  keys
    .command('list [client_id]')
    .description("list every key, or one client's (never the keys themselves)")
    .option('--json', 'print JSON')
    .action(async (clientId: string | undefined, opts: { json?: boolean }) => {
      const all = (await withClientKeys((s) => s.list(clientId))).map(clientKeyView);
      if (opts.json) {
        process.stdout.write(`${JSON.stringify(all)}\n`);
        return;
      }
      for (const k of all) {
        const state = k.revoked_at ? `revoked ${k.revoked_at}` : 'active';
        process.stdout.write(`${k.kid}  ${k.client_id}  created ${k.created_at}  ${state}\n`);
      }
    });

  keys
    .command('revoke <kid>')
    .description('revoke a key: requests encrypted with it are refused at once')
    .action(async (kid: string) => {
      await withClientKeys((s) => s.revoke(kid));
      process.stdout.write(`revoked ${kid}\n`);
    });

  return keys;
}
