import { Command } from 'commander';
import { loadConfig } from '../config/config.js';
import { PACKAGE_VERSION } from '../lib/version.js';
import { serveUntilSignalled } from '../server.js';
import { describeError } from './client/errors.js';
import { loginCommand } from './client/login.command.js';
import { resultCommand } from './client/result.command.js';
import { listenCommand } from './client/listen.command.js';
import { uploadCommand } from './client/upload.command.js';
import { webhooksCommand } from './client/webhooks.command.js';
import { clientsCommand } from './clients.command.js';
import { keysCommand } from './keys.command.js';
import { notesCommand } from './notes.command.js';
import { sessionsCommand } from './sessions.command.js';
import { signingKeysCommand } from './signing-keys.command.js';
import { templatesCommand } from './templates.command.js';
import { transcribeCommand } from './transcribe.command.js';
import { usersCommand } from './users.command.js';
import { workerCommand } from './worker.command.js';


const program = new Command('scribe')
  .description('svc-scribe: self-hosted medical speech recognition')
  .version(PACKAGE_VERSION, '-V, --version', 'print the version of svc-scribe')
  .showHelpAfterError();

program
  .command('serve')
  .description('run the HTTP server (the same as `npm start`)')
  .action(() => serveUntilSignalled(loadConfig()));
program.addCommand(clientsCommand());
program.addCommand(usersCommand());
program.addCommand(keysCommand());
program.addCommand(signingKeysCommand());
program.addCommand(transcribeCommand());
program.addCommand(workerCommand());
program.addCommand(sessionsCommand());
program.addCommand(notesCommand());
program.addCommand(templatesCommand());
// The client commands: they talk to a server through the SDK with the credentials `scribe login` saved.
program.addCommand(loginCommand());
program.addCommand(uploadCommand());
program.addCommand(listenCommand());
program.addCommand(resultCommand());
program.addCommand(webhooksCommand());

try {
  await program.parseAsync();
} catch (error) {
  process.stderr.write(`scribe: ${describeError(error)}\n`);
  process.exitCode = 1;
  // A server or worker that failed to start has closed what it opened; should anything still hold the process, it ends anyway.
  setTimeout(() => process.exit(1), 2000).unref();
}
