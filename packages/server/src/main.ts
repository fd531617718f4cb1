import { loadConfig, startupFailureLine } from './config/config.js';
import { serveUntilSignalled } from './server.js';

/** `npm start`: serve the whole product on its embedded defaults. A failure to start is one line naming the setting, exit 1. */
try {
  await serveUntilSignalled(loadConfig());
} catch (error) {
  process.stderr.write(`${startupFailureLine(error)}\n`);
  process.exit(1);
}
