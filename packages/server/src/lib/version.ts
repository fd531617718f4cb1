import fs from 'node:fs';

/** The server package's version, from its package.json (two levels above src/lib/ and dist/lib/ alike). */
export const PACKAGE_VERSION: string = (JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
