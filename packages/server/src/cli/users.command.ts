import { Command } from 'commander';
import { UsersService } from '../services/users.service.js';
import { userView } from './views.js';
import { withStore } from './with-store.js';

const withUsers = <T>(work: (users: UsersService) => Promise<T>): Promise<T> =>
  withStore((store) => work(new UsersService({ store, now: () => new Date() })));

/** The whole of stdin, without the line end a shell's `echo` or a terminal's Enter adds: never a command-line argument, which `ps` shows. */
async function readPassword(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

/** `scribe users …`: the operator's tool for the web app's clinician accounts (works on the data dir of SCRIBE_DATA_DIR). */
export function usersCommand(): Command {
  const users = new Command('users').description("create, list and disable the web app's clinician accounts");

  users
    .command('create')
    .description('create a clinician account under a client; they sign in at /app with the e-mail and password')
    .requiredOption('--client <client_id>', 'the client the user works under (its sessions, scopes and keys)')
    .requiredOption('--email <email>', 'the sign-in e-mail, unique across the server')
    .requiredOption('--password-stdin', 'read the password from standard input (at least 8 characters)')
    .option('--json', 'print the account as JSON')
    .action(async (opts: { client: string; email: string; json?: boolean }) => {
      const password = await readPassword();
      const created = userView(await withUsers((s) => s.create({ clientId: opts.client, email: opts.email, password })));
      process.stdout.write(opts.json ? `${JSON.stringify(created)}\n` : `user_id: ${created.user_id}\nemail:   ${created.email}\nclient:  ${created.client_id}\n`);
    });

  users
    .command('list')
    .description('list clinician accounts (never their passwords)')
    .option('--client <client_id>', "only this client's users")
    .option('--json', 'print JSON')
    .action(async (opts: { client?: string; json?: boolean }) => {
      const all = (await withUsers((s) => s.list(opts.client))).map(userView);
      if (opts.json) {
        process.stdout.write(`${JSON.stringify(all)}\n`);
        return;
      }
      for (const u of all) process.stdout.write(`${u.user_id}  ${u.email}  ${u.client_id}  ${u.disabled_at ? `disabled ${u.disabled_at}` : 'active'}\n`);
    });

  users
    .command('disable <user>')
    .description('disable an account, by id or e-mail: it can no longer sign in, and its tokens stop working')
    .action(async (user: string) => {
      const disabled = await withUsers((s) => s.disable(user));
      process.stdout.write(`disabled ${disabled.email}\n`);
    });

  return users;
}
