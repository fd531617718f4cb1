/**
 * Speaker labels exchanged: a transcript whose "patient" asks, examines and prescribes while its "doctor" answers
 * (some transcribers and diarizers label the turns the wrong way round). The same role cues that name the doctor
 * among diarized speakers decide it; only a verdict the content leaves no doubt about exchanges the labels, and the
 * note says so.
 */
import { assignRoles } from '../../speech/diarization/roles.js';
import type { TranscriptSegment } from '../clinical-model.js';

/** How sure the role cues must be that the labels are the wrong way round before they are exchanged. */
const MIN_CONFIDENCE = 0.99;

export interface CheckedRoles {
  segments: readonly TranscriptSegment[];
  exchanged: boolean;
}

export function withRolesChecked(segments: readonly TranscriptSegment[]): CheckedRoles {
  const labelled = segments.filter((s) => s.speaker === 'doctor' || s.speaker === 'patient');
  if (labelled.length === 0 || !labelled.some((s) => s.speaker === 'patient')) return { segments, exchanged: false };
  const roles = assignRoles(labelled.map((s) => ({ speaker: s.speaker === 'doctor' ? 0 : 1, text: s.text })), 2);
  if (roles.doctorSpeaker === 0 || roles.confidence < MIN_CONFIDENCE) return { segments, exchanged: false };
  const other = (speaker: string | undefined) => (speaker === 'doctor' ? 'patient' : speaker === 'patient' ? 'doctor' : speaker);
  return { segments: segments.map((s) => ({ ...s, ...(s.speaker === undefined ? {} : { speaker: other(s.speaker) }) })), exchanged: true };
}

export const ROLES_EXCHANGED = {
  code: 'speaker_roles_exchanged',
  msg: 'the speaker labels were read the other way round: the turns labelled patient asked, examined and prescribed',
} as const;
