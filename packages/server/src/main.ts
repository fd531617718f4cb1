import { loadConfig } from './config/config.js';
import { serveUntilSignalled } from './server.js';

/** `npm start`: serve the whole product on its embedded defaults. */
await serveUntilSignalled(loadConfig());
