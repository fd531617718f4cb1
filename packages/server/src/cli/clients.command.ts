import { Command } from 'commander';
import { ClientsService } from '../services/clients.service.js';
import { clientView, credentialsView } from './views.js';
import { withStore } from './with-store.js';

const withClients = <T>(work: (clients: ClientsService) => Promise<T>): Promise<T> =>
  withStore((store) => work(new ClientsService({ store, now: () => new Date() })));

const list = (value: string) => value.split(',').map((s) => s.trim()).filter(Boolean);

/** `scribe clients …`: the operator's tool for API clients (works on the data dir of SCRIBE_DATA_DIR). */
export function clientsCommand(): Command {
  const clients = new Command('clients').description('create, list and revoke API clients');

  clients
    .command('create')
    .description('create a client; its secret is printed once')
    .requiredOption('--name <name>', 'a name to recognise the client by')
    .option('--scopes <scopes>', 'comma-separated scopes (default: all)', list)
    .option('--redirect-url <url>', 'returned as redirect_url in token pairs')
    .option('--json', 'print {"client_id","client_secret"} as JSON')
    .action(async (opts: { name: string; scopes?: string[]; redirectUrl?: string; json?: boolean }) => {
      const created = credentialsView(await withClients((s) => s.create({ name: opts.name, scopes: opts.scopes, redirectUrl: opts.redirectUrl })));
      process.stdout.write(
        opts.json
          ? `${JSON.stringify(created)}\n`
          : `client_id:     ${created.client_id}\nclient_secret: ${created.client_secret}\n(the secret is not shown again)\n`,
      );
    });

  clients
    .command('list')
    .description('list clients (never their secrets)')
    .option('--json', 'print JSON')
    .action(async (opts: { json?: boolean }) => {
      const all = (await withClients((s) => s.list())).map(clientView);
      if (opts.json) {
        process.stdout.write(`${JSON.stringify(all)}\n`);
        return;
      }
      for (const c of all) {
        const state = c.revoked_at ? `revoked ${c.revoked_at}` : 'active';
        process.stdout.write(`${c.client_id}  ${c.name}  [${c.scopes.join(',')}]  ${state}\n`);
      }
    });

  clients
    .command('revoke <client_id>')
    .description('revoke a client: its tokens stop working at once')
    .action(async (clientId: string) => {
      await withClients((s) => s.revoke(clientId));
      process.stdout.write(`revoked ${clientId}\n`);
    });

  return clients;
}
