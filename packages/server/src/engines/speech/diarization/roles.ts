/**
 * Which of two diarized speakers is the doctor, from what each says. The doctor asks ("any fever?", "since
 * when…?", "do you smoke?"), examines ("let me check", "breathe in"), diagnoses and prescribes ("take one tablet
 * twice daily", "I'll prescribe", "let's do a CBC"); the patient answers ("no", "yes, doctor"), reports in the first
 * person ("I have…", "my stomach…", "since two days") and asks about the plan in the first person ("can I drink
 * tea?"). Each speaker's cues are summed over all their segments, so one odd sentence does not decide it.
 */

import type { SpeakerLabel } from './diarize.js';

export type Role = 'doctor' | 'patient';

export interface SpokenSegment {
  speaker: SpeakerLabel;
  text: string;
}

export interface RoleAssignment {
  /** Which label is the doctor. */
  doctorSpeaker: SpeakerLabel;
  /** Per input segment. */
  roles: Role[];
  /** 0.5 (a guess: no cue either way) … 1 (the content leaves no doubt). */
  confidence: number;
  /** Per speaker: doctor cues minus patient cues. */
  scores: [number, number];
}

export interface RoleCues {
  doctor: number;
  patient: number;
}

interface Cue {
  pattern: RegExp;
  weight: number;
  /** Counted at most this many times per segment. */
  cap?: number;
}

/** A question whose subject is the speaker ("should I…", "can I…"): the patient asking about the plan. */
const FIRST_PERSON_QUESTION = /\b(?:should|can|could|will|shall|do|must|may)\s+i\b|\bhow long (?:should|do|will|must) i\b|\bis it (?:serious|dangerous)\b/i;
/** Opening words of a spoken question, after a lead-in ("so", "and", "okay"). */
const QUESTION_OPENING =
  /^(?:(?:so|and|okay|ok|now|also|then|well|tell me)\b[\s,]*)*(?:any|anything|do|does|did|have|has|had|are|is|was|were|can|could|will|would|how|what|when|where|which|who|why|since when)\b/i;

const DOCTOR_CUES: Cue[] = [
  // Opening the consultation.
  { pattern: /\b(?:what brings you|how can i help|what (?:is|seems to be) the problem|tell me what|what happened)\b/gi, weight: 2 },
  // Prescribing and advising.
  { pattern: /\b(?:i(?:'ll| will| am going to|'m going to) (?:prescribe|give|start|write|add|refer)|i am starting|i'm starting|we will (?:add|start|give|stop|continue)|start (?:you on|taking)|prescrib\w*)\b/gi, weight: 2 },
  { pattern: /\b(?:take|tablets?|capsules?|syrup|injection|drops|ointment|dose|milligrams?|micrograms?|mg|teaspoons?)\b/gi, weight: 1, cap: 3 },
  { pattern: /\b(?:once|twice|thrice|three times|two times|four times) (?:a day|daily)\b|\b(?:before|after) (?:food|meals?|breakfast|dinner)\b|\bempty stomach\b|\bat bedtime\b/gi, weight: 1.5, cap: 2 },
  { pattern: /\b(?:continue|avoid|reduce|stop taking|drink plenty|rest for|come back|follow up|review (?:in|after)|see you (?:in|after))\b/gi, weight: 1, cap: 2 },
  // Investigations.
  { pattern: /\b(?:let's do|let us do|we will do|we'll do|get (?:a|an|your)|investigations?|repeat (?:the )?\w+|check (?:your|kidney|liver|sugar|thyroid)|blood tests?|cbc|ecg|x-ray|ultrasound|lipid profile|hba1c|tsh|report)\b/gi, weight: 1, cap: 2 },
  // Examining.
  { pattern: /\b(?:let me (?:check|examine|see|listen)|lie down|sit up|breathe in|breathe out|deep breath|open your mouth|show me|i will examine|examine)\b/gi, weight: 1.5, cap: 2 },
  { pattern: /\b(?:your (?:blood pressure|bp|pulse|temperature|sugar|report|hba1c|tsh) (?:is|was)|(?:chest|lungs?|abdomen) (?:is|are) (?:clear|soft|normal)|tenderness|it is one hundred)\b/gi, weight: 1.5, cap: 2 },
  // Diagnosing.
  { pattern: /\b(?:this (?:looks|seems|is) like|you have (?:a |an )?\w+(?:itis|ism|osis|emia|aemia|tension|betes)|looks like (?:a |an )?\w+|nothing to worry)\b/gi, weight: 1.5, cap: 1 },
  // Talking to the other person about them.
  { pattern: /\byou(?:r|'re|'ve)?\b/gi, weight: 0.3, cap: 4 },
];

const PATIENT_CUES: Cue[] = [
  // Reporting in the first person (not "I will prescribe").
  { pattern: /\bi(?:'ve| have| had| am|'m| feel| get| got| cannot| can't| don't| do not| like| took| was)\b/gi, weight: 1, cap: 3 },
  { pattern: /\bmy\b|\bme\b/gi, weight: 0.7, cap: 3 },
  // How long: "since two days", "for the last week", "since yesterday".
  { pattern: /\bsince (?:yesterday|morning|last|one|two|three|four|five|six|seven|a|\d+)\b|\bfor the (?:last|past)\b/gi, weight: 1, cap: 1 },
  // Addressing the doctor.
  { pattern: /\b(?:doctor|sir|madam|ma'am|doctor sahab)\b/gi, weight: 1, cap: 1 },
  { pattern: /\b(?:thank you|thanks)\b/gi, weight: 0.5, cap: 1 },
  // Answering: "No.", "Yes, body pain is there", "nothing like that".
  { pattern: /^(?:no|yes|yeah|nope|not really|nothing|okay|ok|hmm|haan|nahin)\b/gi, weight: 1, cap: 1 },
  { pattern: /\b(?:is there|are there|also there|nothing like that|not much|a little|sometimes)\b/gi, weight: 0.7, cap: 2 },
];

function count(text: string, cues: readonly Cue[]): number {
  let total = 0;
  for (const cue of cues) {
    const hits = text.match(cue.pattern)?.length ?? 0;
    total += cue.weight * Math.min(hits, cue.cap ?? Infinity);
  }
  return total;
}

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.?!])\s+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** The doctor and patient cues of one segment's text. */
export function roleCues(text: string): RoleCues {
  let doctor = count(text, DOCTOR_CUES);
  let patient = count(text, PATIENT_CUES);
  for (const sentence of sentences(text)) {
    const asks = sentence.endsWith('?') || QUESTION_OPENING.test(sentence);
    if (!asks) continue;
    if (FIRST_PERSON_QUESTION.test(sentence)) patient += 1.5;
    else doctor += 2;
  }
  // "I will prescribe…", "I am starting…" are the doctor's first person, already counted for the doctor.
  const doctorFirstPerson = text.match(/\bi(?:'ll| will| am going to|'m going to| am starting|'m starting)\b/gi)?.length ?? 0;
  patient = Math.max(0, patient - doctorFirstPerson);
  return { doctor, patient };
}

/**
 * Roles of the segments of a two-speaker conversation from their texts. With `speakerCount` 1 (a dictation)
 * everything is the doctor's. When no cue favours either speaker, speaker 0 (who spoke first) is taken for the
 * doctor with confidence 0.5.
 */
export function assignRoles(segments: readonly SpokenSegment[], speakerCount: 1 | 2 = 2): RoleAssignment {
  const scores: [number, number] = [0, 0];
  for (const segment of segments) {
    const cues = roleCues(segment.text);
    scores[segment.speaker] += cues.doctor - cues.patient;
  }
  if (speakerCount === 1) {
    return { doctorSpeaker: 0, roles: segments.map(() => 'doctor'), confidence: 1, scores };
  }
  const margin = scores[0] - scores[1];
  const doctorSpeaker: SpeakerLabel = margin >= 0 ? 0 : 1;
  // A margin of about 4 (two questions, or a prescription) gives 0.88.
  const confidence = 1 / (1 + Math.exp(-Math.abs(margin) / 2));
  return {
    doctorSpeaker,
    roles: segments.map((segment) => (segment.speaker === doctorSpeaker ? 'doctor' : 'patient')),
    confidence,
    scores,
  };
}
