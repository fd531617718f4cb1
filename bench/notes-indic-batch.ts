/**
 * `npm run bench:notes:indic:batch -- gu-17,kn-17 [tune|held]`: the figures of `bench:notes:indic` on one batch of its
 * consultations only, each language's files from the id given on (a batch written later, measured before and after
 * the lexicons are widened for it). Prints symptom, medicine, test and follow-up recall / precision per language and
 * the denied symptoms stated present (which ones only of tuning files: a held file's are counted, not named, so that
 * whoever tunes the reader learns nothing of its content); writes nothing.
 */
import { loadNotesExtractor } from '../packages/server/src/engines/notes/notes-extractor.js';
import { deniedStatedPresent, loadIndicGold, rates, scoreTranscript, segmentsOf, sumScores, toldOf, type Counts, type TranscriptScore } from './lib/notes-score.js';

const [firstIds, split] = process.argv.slice(2);
if (!firstIds || (split !== undefined && split !== 'tune' && split !== 'held')) {
  console.error('usage: npm run bench:notes:indic:batch -- <first id per language, comma-separated: gu-17,kn-17> [tune|held]');
  process.exit(2);
}
const languageOf = (id: string) => id.replace(/-\d+$/, '');
const numberOf = (id: string) => Number(id.slice(id.lastIndexOf('-') + 1));
const firsts = new Map(firstIds.split(',').map((id) => [languageOf(id), numberOf(id)]));
const inBatch = (id: string) => numberOf(id) >= (firsts.get(languageOf(id)) ?? Infinity);
const corpus = (await loadIndicGold()).filter((t) => inBatch(t.id) && (split === undefined || t.split === split));

const extractor = await loadNotesExtractor();
const scores = new Map<string, TranscriptScore[]>();
/** The denied symptoms stated present: of tuning files by name, of held files how many. */
const denied: string[] = [];
let deniedHeld = 0;
for (const transcript of corpus) {
  const segments = segmentsOf(transcript);
  const model = await extractor.extract({ segments, mode: transcript.mode, language: transcript.language });
  const language = languageOf(transcript.id);
  scores.set(language, [...(scores.get(language) ?? []), scoreTranscript(transcript.expected, model, { segmentIds: segments.map((s) => s.id), useLines: true })]);
  const told = toldOf(transcript.split, deniedStatedPresent(transcript, model));
  if (typeof told === 'number') deniedHeld += told;
  else denied.push(...told);
}
const rp = (counts: Counts) => {
  const { recall, precision } = rates(counts);
  return `${(100 * recall).toFixed(1)}% @ ${(100 * precision).toFixed(1)}% (${counts.tp}/${counts.tp + counts.fn})`;
};
console.log(`files from ${firstIds}${split ? `, ${split} only` : ''}: symptom, medication, labTest, followUp recall @ precision (found/gold)`);
for (const [language, list] of scores) {
  const { counts } = sumScores(list);
  console.log([language.padEnd(6), String(list.length).padStart(2), rp(counts.symptom), rp(counts.medication), rp(counts.labTest), rp(counts.followUp)].join('  '));
}
const deniedSaid = [...denied, ...(deniedHeld > 0 ? [`${deniedHeld} in held files`] : [])];
console.log(`denied symptoms stated present: ${deniedSaid.length === 0 ? 'none' : deniedSaid.join(', ')}`);
