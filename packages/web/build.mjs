// Builds the clinician web app into dist/ (served by the server at /app/): one minified ES module bundling Preact and
// the SDK (built first by `tsc -b`), the page and the stylesheet. Run by the root `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');

fs.rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [path.join(here, 'src/main.tsx')],
  outfile: path.join(dist, 'app.js'),
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2022', 'chrome109', 'safari16', 'firefox115'],
  jsx: 'automatic',
  jsxImportSource: 'preact',
  legalComments: 'none',
  logLevel: 'warning',
});
for (const file of ['index.html', 'styles.css']) fs.copyFileSync(path.join(here, 'src', file), path.join(dist, file));

const sizes = fs.readdirSync(dist).map((file) => `${file} ${(fs.statSync(path.join(dist, file)).size / 1024).toFixed(1)} KiB`);
console.log(`web app built: ${sizes.join(', ')}`);
