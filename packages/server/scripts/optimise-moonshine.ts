/**
 * Writes the edited Moonshine decoder into the build output (packages/server/dist/models/moonshine-base/), from the one
 * shipped in the npm package: src/engines/speech/moonshine/graph/ makes the edits, docs/speech-engine.md says why.
 * Run by `npm run build` (so by `npm ci`); the model loads the shipped decoder while this has not run.
 * MOONSHINE_EDITS (comma-separated edit ids, or "none") makes only some of the edits, to measure each alone.
 *
 *   [MOONSHINE_EDITS=cross-attention-keys] npx tsx packages/server/scripts/optimise-moonshine.ts
 */
import { decoderEdits, optimiseDecoder } from '../src/engines/speech/moonshine/graph/optimise-decoder.js';
import { OPTIMISED_MODEL_DIR, shippedModelDir } from '../src/engines/speech/moonshine/model-files.js';

const manifest = await optimiseDecoder(shippedModelDir(), OPTIMISED_MODEL_DIR, decoderEdits(process.env.MOONSHINE_EDITS));
console.log(`Moonshine decoder written with ${manifest.edits.length > 0 ? `the edits: ${manifest.edits.join('; ')}` : 'no edit'}, into ${OPTIMISED_MODEL_DIR}`);
