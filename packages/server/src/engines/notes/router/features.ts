/**
 * Text → feature counts, the one place both the training script and the runtime router read text, so the two cannot
 * drift. Features are strings with a prefix for their kind: `w:` word, `b:` word bigram (within one turn), `d:`/`p:`/
 * `g:`/`u:` a word said by the doctor, the patient, a guest or an unknown voice, `q:`/`qb:` a word or bigram of the
 * doctor's opening question, `c:` a character 3- to 5-gram of a snippet's word padded with spaces (" ecg", "cardi"),
 * `prev:` a word of the previous turn, `len:`/`turns:` size buckets.
 */
import type { Speaker } from './note-sections.js';

export type FeatureCounts = Map<string, number>;

/** Lower-case words; apostrophes dropped ("don't" → "dont"), any token with a digit is `#num`. */
export function words(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9']+/g) ?? [])
    .map((token) => token.replace(/'/g, ''))
    .filter((token) => token !== '')
    .map((token) => (/\d/.test(token) ? '#num' : token));
}

const add = (counts: FeatureCounts, feature: string): void => {
  counts.set(feature, (counts.get(feature) ?? 0) + 1);
};

function addWords(counts: FeatureCounts, tokens: readonly string[], prefix: string): void {
  for (const token of tokens) add(counts, `${prefix}:${token}`);
}

function addBigrams(counts: FeatureCounts, tokens: readonly string[], prefix: string): void {
  for (let i = 1; i < tokens.length; i++) add(counts, `${prefix}:${tokens[i - 1]} ${tokens[i]}`);
}

/** The character n-grams (n = 3 … 5) of each word, padded with a space at either end: misspelt and inflected words share them. */
function addCharacterGrams(counts: FeatureCounts, tokens: readonly string[]): void {
  for (const token of tokens) {
    const padded = ` ${token} `;
    for (let n = 3; n <= 5; n++) for (let i = 0; i + n <= padded.length; i++) add(counts, `c:${padded.slice(i, i + n)}`);
  }
}

/** ⌊log₂(n + 1)⌋, capped: 0, 1, 2–3, 4–7 … words. */
const bucket = (n: number, cap: number): number => Math.min(cap, Math.floor(Math.log2(n + 1)));

// MTS-Dialog's voices, with the misspellings its files carry ("Guest_clinican", "Gest_family").
const SPEAKER_LABEL = /\b(doctor|patient|guest_family|guest_clinician|guest_clinican|gest_family)\s*:/gi;

export interface Turn {
  speaker: 'd' | 'p' | 'g';
  text: string;
}

/** The turns of an MTS-Dialog snippet; labels may start lines or follow each other on one line (back-translations). */
export function snippetTurns(dialogue: string): Turn[] {
  const labels = [...dialogue.matchAll(SPEAKER_LABEL)];
  if (labels.length === 0) return [{ speaker: 'p', text: dialogue }];
  return labels.map((label, i) => {
    const name = label[1]!.toLowerCase();
    const end = labels[i + 1]?.index ?? dialogue.length;
    return {
      speaker: name === 'doctor' ? 'd' : name === 'patient' ? 'p' : 'g',
      text: dialogue.slice(label.index + label[0].length, end).trim(),
    };
  });
}

/** The doctor's first question (the words before the first "?" of the doctor's first turn that asks one). */
function openingQuestion(turns: readonly Turn[]): string | undefined {
  const asking = turns.find((turn) => turn.speaker === 'd' && turn.text.includes('?'));
  if (!asking) return undefined;
  const upToMark = asking.text.slice(0, asking.text.indexOf('?'));
  return upToMark.split(/[.!]\s/).at(-1);
}

/** The features of a dialogue snippet whose turns begin "Doctor:" / "Patient:". */
export function snippetFeatures(dialogue: string): FeatureCounts {
  const counts: FeatureCounts = new Map();
  const turns = snippetTurns(dialogue);
  let total = 0;
  for (const turn of turns) {
    const tokens = words(turn.text);
    total += tokens.length;
    addWords(counts, tokens, 'w');
    addBigrams(counts, tokens, 'b');
    addWords(counts, tokens, turn.speaker);
    addCharacterGrams(counts, tokens);
  }
  const question = openingQuestion(turns);
  if (question !== undefined) {
    const tokens = words(question);
    addWords(counts, tokens, 'q');
    addBigrams(counts, tokens, 'qb');
  }
  add(counts, `len:${bucket(total, 9)}`);
  add(counts, `turns:${Math.min(turns.length, 8)}`);
  return counts;
}

const SPEAKER_PREFIX: Record<Speaker, string> = { doctor: 'd', patient: 'p', unknown: 'u' };

/** The features of one turn of a consultation, with the turn before it as context for short answers ("no"). */
export function utteranceFeatures(text: string, speaker: Speaker, previous?: string): FeatureCounts {
  const counts: FeatureCounts = new Map();
  const tokens = words(text);
  addWords(counts, tokens, 'w');
  addBigrams(counts, tokens, 'b');
  addWords(counts, tokens, SPEAKER_PREFIX[speaker]);
  add(counts, `speaker:${speaker}`);
  add(counts, `len:${bucket(tokens.length, 7)}`);
  if (text.includes('?')) add(counts, 'asks');
  if (previous !== undefined) addWords(counts, words(previous), 'prev');
  return counts;
}
