import type { Speaker, TranscriptSegment } from './clinical-model.js';
import { ABBREVIATED, withoutFalseStarts, withoutHesitations } from './narrative/spoken-text.js';
import { WORD_NUMBER } from './prescription/numbers.js';

/** One sentence of the transcript, with the segment it belongs to and who said it. */
export interface Sentence {
  segmentId: string;
  text: string;
  speaker: Speaker;
}

/** A sentence ends at `.`, `!` or `?` followed by a space; "38.5", "?typhoid" and "Dr. Davis" do not end one. */
const SENTENCE_END = new RegExp(String.raw`(?<=[.!?])(?<!\b${ABBREVIATED}\.)\s+`, 'i');
/**
 * Where a transcript without punctuation ("okay so your right knee did you feel it pop") starts a new sentence:
 * at the words that open one in speech, and where a question begins. Without this a whole turn of examination
 * and plan would be one sentence, and a question inside it a statement.
 */
const SPOKEN_SENTENCE_START = new RegExp(
  [
    String.raw`\s+(?=(?:okay|alright|all right|now|and then)\b)`,
    // Not the "so" of degree ("suffering with it for so long", "dandruff so much"), nor one that ends the turn ("six months or so").
    String.raw`\s+(?=so\b(?!\s*$)(?!\s+(?:much|many|long|bad|badly|often|tired|painful|sore|swollen|severe|itchy|embarrassing|worried|scared)\b))`,
    // "do you have any questions about that and i wan na go ahead and order a urinalysis": the plan goes on after the
    // question.
    String.raw`(?<=\bquestions(?:\s+(?:about|for|on)\s+(?:that|this|it|me))?)\s+(?=(?:and\s+)?(?:i|we|i'm|we're|i'll|we'll)\b)`,
    // "good" opens a sentence, but not in "looks pretty good today" or "the alignment's in good position".
    // Nor in "the left great toe", "a good night's sleep" or "you're making good eye contact".
    String.raw`(?<!\b(?:pretty|very|really|quite|so|real|not|looks?|looked|is|are|was|were|be|feels?|feeling|sounds?|in|left|right|the|a|an|your|his|her|my|their|making|make|makes|has|have|had|with))\s+(?=(?:great|good)\b)`,
    // "on your heart exam i do you have a regular rate" is the doctor rephrasing, not asking.
    // "When I had it it would it radiated …": a modal before a past tense is a restart, not a question.
    String.raw`(?<!\b(?:i|to|we|they))\s+(?=(?:did|do|does|can|could|would|will)\s+(?:you|it|your|anything|anyone)\b(?!'|\s+\w+ed\b))`,
    // "have you had …" asks; "we're gon na have you continue your aspirin", "we have you push fluids" are the plan; "you
    // do have you you have a large spur" begins again.
    String.raw`(?<!\b(?:na|to|will|'ll|gonna|let's|let me|i'd|we'd|we|i|(?:and|so|but|that) you do))\s+(?=(?:have|has)\s+(?:you|it|your|anything|anyone|there been)\b(?!\s+(?:continue|start|stop|take|come|go|get|try|use|do|see|follow|make|keep|call|cut|work|wear|ice|rest|increase|decrease|switch|check|schedule|hold|return)\b))`,
    // "your abdominal exam is your belly is soft" tells, it does not ask; nor does "… is it sounds like you have".
    // Nor "it was you know seven point one", a filler.
    String.raw`(?<!\bexam(?:ination)?)\s+(?=(?:is|are|was|were)\s+(?!you know\b)(?:you|it|there|your|anything)\b(?!'|\s+(?:would|will|should|could|can|might|must|sounds|seems|looks|appears)\b))`,
    // "… press on your belly a little bit is that tender anywhere": "is that" asks before a word of how it feels, not
    // in "what i want to tell you is that i think …".
    String.raw`\s+(?=(?:is|does|did)\s+that\s+(?:tender|painful|sore|hurt|hurts|feel|bother|bothering|okay|ok|right|correct|better|worse|true|still)\b)`,
    // A wh-word asks, unless it opens what a statement goes on to ("this is why your symptoms occur", "a test to
    // assess how severe it is"); "which will help confirm the diagnosis" is a sentence, but no question (questions.ts).
    // "When you urinate" just after "any burning" says when it comes: "have you had any burning when you urinate" asks one thing.
    // "… spells where it was kind of fluttering": a clause said in the order of a statement, no question.
    // Nor does "when i swallow" after the symptom it times: "i also have pain when i swallow", "it hurts when i walk".
    String.raw`(?!\s+where\s+(?:it|he|she|they|i|we|there)\s+(?:was|were|had|would|just|kind|sort|used)\b)(?!(?<=\b(?:pain|painful|hurts?|hurting|burning|burns|aches?|aching|sore|tender|numb|tingling|dizzy|lightheaded|breath|swelling|swollen|stiff|cramps?|cramping|worse|better)(?:\s+(?:me|too|a lot|a little|more|less))?)\s+when\s+(?:you|i|he|she)\s+(?!(?:were|was|are|am)\b))(?!(?<=\bany(?:\s+[\w']+){1,3})\s+when\s+(?:you|you're|i|i'm|he|she|he's|she's)\s+(?!(?:were|was|are|am)\b))(?<!\b(?:is|was|that's|know|knows|knew|see|tell|told|explain|explained|assess|understand|of|on|to|exactly|matter|regardless|sure|determine|check|ask|asked|wonder|wondering|show|shows|decide|like|out|well|yeah|just|only|mostly|mainly|usually|especially|except|even|particularly|typically|generally)\b)\s+(?=(?:how|what|when|where|which|why)\s+(?!of\b|\w+ing\b))`,
  ].join('|'),
  'i',
);
/** A decimal point transcribed as a stop between spaces: "twelve . five milligrams", "ninety eight . six". */
const SPACED_DECIMAL_POINT = new RegExp(String.raw`\b(${WORD_NUMBER}|zero|\d+) \. (zero|one|two|three|four|five|six|seven|eight|nine|\d)\b`, 'gi');

const HAND_SIDE = /\b(right|left)[- ]hand side\b/gi;
/** Not "ms", which may be multiple sclerosis: "he has ms . he takes …". */
const SPACED_TITLE = /\b(dr|mr|mrs) \. (?=[a-z])/gi;

/** A segment this long without any punctuation was transcribed without it. */
const UNPUNCTUATED_WORDS = 12;

/** Sentences of a segment; a long stretch said without any punctuation is split where speech starts a new one. */
function sentencesOf(text: string): string[] {
  // Some transcribers split contractions ("did n't"); no reader stumbles on a hesitation ("we're going to, uh, put you
  // on …").
  // "mr . ward": a title written with a space before its stop ends no sentence.
  // "The right hand side" is a side, not a hand. A word cut off to start again ("my impression is that you- you
  // probably have a contusion") is not read: every reader takes the words as meant.
  const said = withoutFalseStarts(withoutHesitations(text.replace(/ n't\b/g, "n't").replace(SPACED_DECIMAL_POINT, '$1 point $2').replace(SPACED_TITLE, '$1. ').replace(HAND_SIDE, '$1 side')));
  return said
    .split(SENTENCE_END)
    .flatMap((sentence) => (!/[,;]/.test(sentence) && sentence.split(/\s+/).length > UNPUNCTUATED_WORDS ? sentence.split(SPOKEN_SENTENCE_START) : [sentence]));
}

const DOCTOR_CUES = [
  /\?\s*$/,
  /\b(take|tab|tablet|cap|capsule|syrup|inj|prescrib\w*|i am (giving|starting|prescribing|adding)|let me|on examination|o\/e|your (bp|blood pressure|pulse|sugar|report|reports|temperature)|you (have|need|should|must)|i (advise|suggest|recommend)|get (a|an|the|your|these)|come back|review|follow up|we will|continue)\b/i,
];
const PATIENT_CUES = /\b(i have|i am having|i'm having|i had|i feel|i got|i've been|i have been|my|mujhe|mera|meri|mere)\b/i;

/** Who says a sentence, from what it says: questions, examining and prescribing are the doctor's; reporting one's own symptoms the patient's. */
function speakerFromWords(text: string): Speaker {
  const doctor = DOCTOR_CUES.some((cue) => cue.test(text));
  const patient = PATIENT_CUES.test(text);
  if (doctor && !patient) return 'doctor';
  if (patient && !doctor) return 'patient';
  return 'unknown';
}

/**
 * Words only the doctor says: examining, assessing, ordering. A turn labelled the patient's that says them was
 * mislabelled (diarisation, or a transcriber, swapped the speakers), and is taken as the doctor's.
 */
const ONLY_THE_DOCTOR =
  /\b(?:(?:do|doing) (?:a )?(?:quick )?physical exam(?:ination)?|on (?:your )?(?:\w+ )?exam(?:ination)?,? (?:you|your|i)|(?:my )?assessment and (?:my )?plan|i(?:'m| am) (?:going to|gon ?na) (?:prescribe|refer|order)|i'll (?:prescribe|refer|order)|let's talk (?:a little bit )?about my)\b/i;

function speakerOf(segment: TranscriptSegment, text: string, mode: 'dictation' | 'consultation'): Speaker {
  if (mode === 'dictation') return 'doctor';
  const given = segment.speaker?.toLowerCase();
  if (given === 'patient' && ONLY_THE_DOCTOR.test(segment.text)) return 'doctor';
  if (given === 'doctor' || given === 'patient') return given;
  return speakerFromWords(text);
}

/** The transcript as sentences, in order, each attributed to its speaker. */
export function splitSentences(segments: readonly TranscriptSegment[], mode: 'dictation' | 'consultation'): Sentence[] {
  const sentences: Sentence[] = [];
  for (const segment of segments) {
    for (const part of sentencesOf(segment.text)) {
      const text = part.trim();
      if (text.length === 0) continue;
      sentences.push({ segmentId: segment.id, text, speaker: speakerOf(segment, text, mode) });
    }
  }
  return sentences;
}

/** A segment's speaker: the one its sentences agree on, or unknown. */
export function segmentSpeakers(sentences: readonly Sentence[]): { segmentId: string; speaker: Speaker }[] {
  const bySegment = new Map<string, Set<Speaker>>();
  for (const s of sentences) {
    const set = bySegment.get(s.segmentId) ?? new Set<Speaker>();
    if (s.speaker !== 'unknown') set.add(s.speaker);
    bySegment.set(s.segmentId, set);
  }
  return [...bySegment].map(([segmentId, set]) => ({ segmentId, speaker: set.size === 1 ? [...set][0]! : 'unknown' }));
}
