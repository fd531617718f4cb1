import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The `scribe` bin as npm installs it; it runs the compiled dist/, which `npm test` builds first. */
export const SCRIBE_CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/scribe.js');
