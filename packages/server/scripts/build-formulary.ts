/**
 * Writes packages/server/data/formulary/{generics,brands,strengths}.tsv from the open drug-name lists of Drugs@FDA
 * (src/lexicon/formulary/build-formulary.ts says what is kept). Deterministic: two runs write the same bytes.
 *
 *   npm run formulary:build [-- [--data <drug-names dir>] [--out <dir>]]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadCommonEnglishWords } from '../src/lexicon/english-words.js';
import { buildFormulary } from '../src/lexicon/formulary/build-formulary.js';
import { DEFAULT_FORMULARY_DIR } from '../src/lexicon/formulary/formulary.js';

const { values } = parseArgs({
  options: {
    data: { type: 'string', default: fileURLToPath(new URL('../../../../shared/data/drug-names/', import.meta.url)) },
    out: { type: 'string', default: DEFAULT_FORMULARY_DIR },
  },
});

const SOURCE =
  '# Built by `npm run formulary:build` from Drugs@FDA (FDA CDER "Drugs@FDA Download File", 2021-09 snapshot: US government\n' +
  '# work, public domain), as gathered in ../shared/data/drug-names. Do not edit by hand: see README.md.\n';

const read = (file: string) => readFileSync(join(values.data, file), 'utf8');
const ordinaryWords = await loadCommonEnglishWords(50);
const built = buildFormulary(
  { generics: read('generics.tsv'), brands: read('us-brands.tsv'), strengths: read('strengths.tsv') },
  (word) => ordinaryWords.has(word),
);
for (const name of ['generics', 'brands', 'strengths'] as const) writeFileSync(join(values.out, `${name}.tsv`), SOURCE + built[name]);
console.log(`wrote ${values.out}: ${built.counts.generics} generics, ${built.counts.brands} brands, strengths of ${built.counts.strengths} generics`);
