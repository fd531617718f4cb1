/**
 * `npm run bench:confidence`: how well a word's confidence tells a misrecognised word, to choose the threshold below
 * which drug names, doses and numbers are flagged `needs_review`. Every clip of the committed corpora is transcribed
 * (correction on, as the service runs); each hypothesis word is right when all of its normalised words are matched in
 * a longest common subsequence with the reference. For each threshold it reports the share of words flagged, how
 * often a flagged word is wrong and how often an unflagged one is, overall and for the words a clinician must check
 * (those with a digit, and words of lexicon terms). Writes bench/results/word-confidence.json.
 */
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLocalSpeechEngine } from '../packages/server/src/engines/speech/speech-engine.js';
import type { Word } from '../packages/server/src/engines/speech/speech-types.js';
import { commonSubsequence } from '../packages/server/src/engines/speech/words/carry-confidence.js';
import { loadLexicon } from '../packages/server/src/lexicon/lexicon.js';
import { normalise } from './lib/asr-metrics.js';
import { CORPUS_DIR, LJSPEECH_CORPUS_DIR, loadManifest, VOICES_CORPUS_DIR } from './lib/corpus.js';
import { machine, runHeader, writeResults } from './lib/run-info.js';

const RESULTS_FILE = fileURLToPath(new URL('results/word-confidence.json', import.meta.url));
const THRESHOLDS = [0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];

interface Clip {
  set: string;
  id: string;
  wav: string;
  reference: string;
}

/** The committed speech sets, by the names the results file gives them. */
const SETS: Record<string, string> = { asr: CORPUS_DIR, 'asr-voices': VOICES_CORPUS_DIR, ljspeech: LJSPEECH_CORPUS_DIR };

async function clipsOf(set: string, dir: string): Promise<Clip[]> {
  return (await loadManifest(dir)).map((entry) => ({ set, id: entry.id, wav: join(dir, entry.file), reference: entry.reference }));
}

interface ScoredWord {
  set: string;
  confidence: number;
  wrong: boolean;
  /** A word a clinician must check: a number, or part of a lexicon term. */
  critical: boolean;
}

/** Each hypothesis word, right or wrong against the reference. */
function score(set: string, words: readonly Word[], reference: string, termWords: ReadonlySet<string>): ScoredWord[] {
  const referenceTokens = normalise(reference);
  const tokens = words.map((word) => normalise(word.text));
  const matched = new Set(commonSubsequence(tokens.flat(), referenceTokens).map(([i]) => i));
  // A word's tokens are the next tokens[index].length of the flat list.
  let offset = 0;
  return words.map((word, index) => {
    const own = tokens[index]!.map((_, k) => offset + k);
    offset += own.length;
    return {
      set,
      confidence: word.confidence,
      wrong: own.length > 0 && !own.every((i) => matched.has(i)),
      critical: tokens[index]!.some((token) => /\d/.test(token) || termWords.has(token)),
    };
  });
}

function table(words: readonly ScoredWord[]) {
  return THRESHOLDS.map((threshold) => {
    const flagged = words.filter((w) => w.confidence < threshold);
    const unflagged = words.filter((w) => w.confidence >= threshold);
    const wrongShare = (list: readonly ScoredWord[]) => (list.length === 0 ? 0 : list.filter((w) => w.wrong).length / list.length);
    const wrong = words.filter((w) => w.wrong).length;
    return {
      threshold,
      flaggedShare: flagged.length / Math.max(1, words.length),
      wrongWhenFlagged: wrongShare(flagged),
      wrongWhenUnflagged: wrongShare(unflagged),
      wrongFlagged: wrong === 0 ? 0 : flagged.filter((w) => w.wrong).length / wrong,
    };
  });
}

async function main(): Promise<void> {
  const load = loadavg()[0];
  const clips = (await Promise.all(Object.entries(SETS).map(([set, dir]) => clipsOf(set, dir)))).flat();
  const lexicon = await loadLexicon();
  const termWords = new Set(lexicon.flatMap((entry) => [entry.term, ...entry.aliases].flatMap(normalise)).filter((word) => word.length > 2 && !/^\d+$/.test(word)));
  const engine = await createLocalSpeechEngine();
  const words: ScoredWord[] = [];
  try {
    for (const clip of clips) {
      const transcript = await engine.transcribe(new Uint8Array(await readFile(clip.wav)), { language: 'en-IN' });
      words.push(...score(clip.set, transcript.segments.flatMap((segment) => segment.words ?? []), clip.reference, termWords));
    }
  } finally {
    await engine.close();
  }
  const bySet = Object.fromEntries([...new Set(words.map((w) => w.set))].map((set) => [set, table(words.filter((w) => w.set === set))]));
  const report = {
    ...runHeader(machine(load)),
    definition:
      "a word is wrong unless every one of its normalised words is in a longest common subsequence with the reference's; " +
      'critical words hold a digit or a word of a lexicon term; flagged: confidence below the threshold',
    clips: clips.length,
    words: words.length,
    wrongWords: words.filter((w) => w.wrong).length,
    all: table(words),
    critical: table(words.filter((w) => w.critical)),
    bySet,
  };
  const print = (title: string, rows: ReturnType<typeof table>) => {
    console.log(`\n${title}\nthreshold  flagged  wrong|flagged  wrong|unflagged  wrong words flagged`);
    for (const row of rows) {
      const pc = (x: number) => `${(100 * x).toFixed(1)}%`.padStart(7);
      console.log(`${row.threshold.toFixed(1).padStart(9)}  ${pc(row.flaggedShare)}  ${pc(row.wrongWhenFlagged).padStart(13)}  ${pc(row.wrongWhenUnflagged).padStart(15)}  ${pc(row.wrongFlagged).padStart(19)}`);
    }
  };
  console.log(`${clips.length} clips, ${words.length} words, ${report.wrongWords} wrong`);
  print('all words', report.all);
  print('critical words (numbers, lexicon-term words)', report.critical);
  for (const [set, rows] of Object.entries(bySet)) print(`set ${set}`, rows);
  await writeResults(RESULTS_FILE, report);
}

await main();
