import type { TranscriptSegment } from '../clinical-model.js';

/** "Doctor: …", "Dr: …", "Patient: …", or ACI-BENCH's "[doctor] …" / "[patient] …" / "[patient_guest] …". */
const SPEAKER_LABEL = /^\s*(?:\[([\w -]+)\]|(doctor|patient|dr)\s*:)\s*/i;

function speakerOf(label: string): 'doctor' | 'patient' | undefined {
  const said = label.toLowerCase();
  if (said === 'doctor' || said === 'dr') return 'doctor';
  // The patient, or someone speaking for them ("patient_guest").
  return said.startsWith('patient') ? 'patient' : undefined;
}

/**
 * A text transcript as segments: one per non-empty line, a speaker label naming who said it; a line without a
 * label after labelled ones goes on with the same speaker (a turn broken over two lines). Times are unknown (0):
 * the text never had audio.
 */
export function segmentsFromText(text: string): TranscriptSegment[] {
  let previous: 'doctor' | 'patient' | undefined;
  let labelled = false;
  return text
    .split(/\r?\n/)
    .map((line) => {
      const label = SPEAKER_LABEL.exec(line);
      if (label) {
        labelled = true;
        previous = speakerOf(label[1] ?? label[2] ?? '');
      }
      const speaker = label || labelled ? previous : undefined;
      return { text: line.slice(label?.[0].length ?? 0).trim(), speaker };
    })
    .filter((line) => line.text !== '')
    .map((line, index) => ({ id: `seg_${index + 1}`, text: line.text, start: 0, end: 0, ...(line.speaker ? { speaker: line.speaker } : {}) }));
}
