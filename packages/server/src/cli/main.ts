import { Command } from 'commander';
import { loadConfig } from '../config/config.js';
import { serveUntilSignalled } from '../server.js';
import { clientsCommand } from './clients.command.js';
import { keysCommand } from './keys.command.js';
import { notesCommand } from './notes.command.js';
import { sessionsCommand } from './sessions.command.js';
import { signingKeysCommand } from './signing-keys.command.js';
import { transcribeCommand } from './transcribe.command.js';
import { workerCommand } from './worker.command.js';

const program = new Command('scribe')
  .description('svc-scribe: self-hosted medical speech recognition')
  .showHelpAfterError();

program
  .command('serve')
  .description('run the HTTP server (the same as `npm start`)')
  .action(() => serveUntilSignalled(loadConfig()));
program.addCommand(clientsCommand());
program.addCommand(keysCommand());
program.addCommand(signingKeysCommand());
program.addCommand(transcribeCommand());
program.addCommand(workerCommand());
program.addCommand(sessionsCommand());
program.addCommand(notesCommand());

try {
  await program.parseAsync();
} catch (error) {
  process.stderr.write(`scribe: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
