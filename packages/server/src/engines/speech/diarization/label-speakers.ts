/**
 * Who spoke, inside the recogniser: a consultation's speech chunks are cut at the turns the diarizer finds before they
 * are recognised (a chunk of 5–20 s often holds a question and its answer), and once the turns are text, each voice is
 * named the doctor or the patient from what it said.
 */
import { SAMPLE_RATE } from '../speech-types.js';
import { diarize, type Diarization, type SpeakerLabel } from './diarize.js';
import { assignRoles, type Role } from './roles.js';

/** A stretch of speech in samples, with the voice that speaks it when two were told apart. */
export interface VoicedSpan {
  start: number;
  end: number;
  voice?: SpeakerLabel;
}

/**
 * The chunks cut at every change of voice. One voice found (a dictation, or two voices too alike to tell apart) leaves
 * them whole and unvoiced, so that the notes engine names speakers from their words instead of giving all to the doctor.
 */
export function splitAtTurns(pcm: Float32Array, chunks: readonly { start: number; end: number }[]): VoicedSpan[] {
  if (chunks.length === 0) return [];
  let found: Diarization;
  try {
    found = diarize(pcm, chunks.map((chunk) => ({ start: chunk.start / SAMPLE_RATE, end: chunk.end / SAMPLE_RATE })));
  } catch {
    // Only a covariance the regularisation failed to keep positive definite can throw: the transcript stays unvoiced.
    return [...chunks];
  }
  if (found.speakerCount < 2) return [...chunks];
  return found.turns.map((turn) => ({ start: Math.round(turn.start * SAMPLE_RATE), end: Math.round(turn.end * SAMPLE_RATE), voice: turn.speaker }));
}

/** Each voiced text's role, the voice that asks and prescribes being the doctor; undefined for unvoiced text. */
export function nameVoices(spoken: readonly { voice?: SpeakerLabel; text: string }[]): (Role | undefined)[] {
  const voiced = spoken.filter((s): s is { voice: SpeakerLabel; text: string } => s.voice !== undefined);
  if (voiced.length === 0) return spoken.map(() => undefined);
  const { roles } = assignRoles(voiced.map((s) => ({ speaker: s.voice, text: s.text })));
  let next = 0;
  return spoken.map((s) => (s.voice === undefined ? undefined : roles[next++]));
}
