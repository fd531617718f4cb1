/**
 * Trains the notes router (packages/server/src/engines/notes/router) on MTS-Dialog and ACI-BENCH and writes
 * packages/server/data/notes-router/model.json. Deterministic: two runs write the same bytes.
 *
 *   npm run train:notes [-- --data <dir with mts-dialog/ and aci-bench/>] [-- --out <file>]
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readCorpora } from '../src/engines/notes/router/training/corpora.js';
import { trainNotesRouter } from '../src/engines/notes/router/training/train.js';
import { loadNoteRouter, MODEL_FILE } from '../src/engines/notes/router/note-router.js';

const { values } = parseArgs({
  options: {
    data: { type: 'string', default: fileURLToPath(new URL('../../../../shared/data/', import.meta.url)) },
    out: { type: 'string', default: MODEL_FILE },
  },
});

const { text, training } = trainNotesRouter(readCorpora(values.data));
writeFileSync(values.out, text);
console.log(JSON.stringify(training, null, 2));
console.log(`wrote ${values.out} (${(Buffer.byteLength(text) / 1e6).toFixed(2)} MB)`);

// Per-turn prediction latency of the file just written (printed only: the model file holds nothing time-dependent).
const router = loadNoteRouter(values.out);
const turns = ['[doctor] any chest pain or shortness of breath ?', '[patient] no , none at all .', '[doctor] your lungs are clear to auscultation bilaterally .'];
const started = performance.now();
const repeats = 3000;
for (let i = 0; i < repeats; i++) router.routeUtterance(turns[i % 3]!, i % 3 === 1 ? 'patient' : 'doctor', { previous: turns[(i + 2) % 3] });
console.log(`routeUtterance: ${(((performance.now() - started) / repeats) * 1000).toFixed(1)} µs per turn`);
