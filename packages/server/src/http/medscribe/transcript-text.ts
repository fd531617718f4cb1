import type { TranscriptDocument } from '../../services/session-outputs.js';

const LABELS: Record<string, string> = { doctor: 'Doctor', patient: 'Patient' };
const label = (speaker: string) => LABELS[speaker] ?? speaker.replace(/^speaker_(\d+)$/, 'Speaker $1');

/**
 * The protocol's `transcript` (09-extraction.md §9.5): a line per turn, `Doctor: …` / `Patient: …`, consecutive segments
 * of one speaker joined; plain text when one voice spoke (dictation), as §9.5 allows without speaker identification.
 */
export function transcriptText(document: TranscriptDocument): string {
  if (new Set(document.segments.map((segment) => segment.speaker)).size <= 1) return document.transcript;
  const turns: { speaker: string; texts: string[] }[] = [];
  for (const segment of document.segments) {
    const last = turns.at(-1);
    if (last?.speaker === segment.speaker) last.texts.push(segment.text);
    else turns.push({ speaker: segment.speaker, texts: [segment.text] });
  }
  return turns.map((turn) => `${label(turn.speaker)}: ${turn.texts.join(' ')}`).join('\n');
}
