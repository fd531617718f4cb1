/**
 * Who the patient is and why they came, as typed facts from the doctor's summary ("Logan is a 58 year old male with
 * a past medical history significant for diabetes type 2 and hypertension, who presents today with some back
 * pain"): the age, the conditions named as history, and the reason for the visit in a few words.
 */
import { LIMB_PARTS } from '../context/body-parts.js';
import { cleanSpoken, withAbbreviationsInCapitals } from '../narrative/spoken-text.js';
import { parseNumber } from '../prescription/numbers.js';

export interface PresentationFacts {
  age?: number;
  reason?: string;
}

const AGE = /\b(\d{1,3}|[a-z]+(?:[- ][a-z]+)?)(?:[- ]| -)years?[- ]old\b/i;
const REASON =
  /\b(?:presents?|presenting|is here|here|comes? in|came in|coming in|seen|called(?: in| back)?|referred|(?:sent|referred) (?:you|him|her)(?: over| in)?(?: to (?:us|me|see me))?)\s+(?:(?:today|back|again|and|uh|um)\s+)*(?:to (?:the )?clinic\s+)?(?:with|for)\s+(?:an?\s+|some\s+|the\s+|his\s+|her\s+|their\s+|a\s+)*([^,.;]+)/i;
/** "She's here to establish care (for a history of DCIS)": a new patient, come for the establishment of care. */
const ESTABLISH_CARE = /\b(?:here|presents?|presenting|comes? in|coming in) (?:today )?to establish care(?:\s+(?:with us\s+)?for\s+(?:an?\s+|the\s+)?([^,.;]+))?/i;
/** "Chief complaint is left arm pain", as a doctor dictates it. */
const CHIEF_COMPLAINT = /\bchief complaint (?:is|of|:)\s+(?:an?\s+|some\s+)?([^,.;]+)/i;
/** "It looks like you've been having some difficulty swallowing …": the complaint the doctor opens with. */
const BEEN_HAVING = /\b(?:you've|you have|you|he's|she's|he has|she has) been having\s+(?:an?\s+|some\s+|the\s+)*([^,.;]+)/i;
/** "You were in the hospital for some heart failure": the visit follows the stay. */
const HOSPITAL_STAY = /\b(?:were|was|been) (?:in|admitted to) the hospital (?:for|with)\s+(?:an?\s+|some\s+|the\s+)*([^,.;]+)/i;
/** "You were just in the emergency department (for some chest pain)": the visit follows it. */
export const EMERGENCY_VISIT = /\b(?:were|was|been|went) (?:just |recently )?(?:in|to) the (emergency room|emergency department|er|ed)\b(?:\s+(?:for|with)\s+(?:an?\s+|some\s+|the\s+)*([^,.;]+))?/i;
/** "A 52-year-old male with newly diagnosed pituitary lesion": the condition the visit is about, where no reason is said. */
const NEWLY_DIAGNOSED = /\bwith\s+(?:an?\s+)?(newly diagnosed|recently diagnosed|(?:new|recent) diagnosis of)\s+(?:an?\s+)?([^,.;]+)/i;
/** "A 36-year-old female post bilateral reduction mammoplasty (on 10-10)": the visit follows the procedure up. */
const AFTER_PROCEDURE = /\byears?[- ]old(?:\s+(?:male|female|man|woman|gentleman|lady|boy|girl))?\s+(?:who is\s+)?(?:status\s+)?post\s+([^,.;]+?)(?:\s+(?:on|in)\s+[\d/-].*)?\s*$/i;
const MAX_REASON_WORDS = 8;
/** "Problems with your right hip", "some trouble with the left knee": a part of the body the visit is about. */
const PROBLEMS_WITH_PART = new RegExp(String.raw`^(?:problems?|issues?|trouble)\s+with\s+(?:the\s+)?((?:right|left)\s+)?(${LIMB_PARTS}|back|neck)$`, 'i');

/** The reason written from it: "right hip problems". */
const PART_PROBLEMS = new RegExp(String.raw`^(?:(?:right|left) )?(${LIMB_PARTS}|back|neck) problems$`, 'i');

/** The part of the body a reason of problems with it names: "right hip problems" → "hip". */
export const partWithProblems = (reason: string) => PART_PROBLEMS.exec(reason)?.[1]?.toLowerCase();

/** Whether the doctor opens on problems with a part of the body: "you've been having some problems with your right hip". */
export const opensOnProblemsWithPart = (text: string) => PART_PROBLEMS.test(presentationFacts(text).reason ?? '');


/** Where a reason too long is cut: before the last phrase it keeps ("… heart failure with diastolic"), when one has begun. */
const PHRASE_START = /^(?:with|of|for|after|in|on|at|to|from)$/i;

/** A reason of at most MAX_REASON_WORDS words, cut where a phrase ends: "follow-up for chronic congestive heart failure". */
function shortened(words: readonly string[]): readonly string[] {
  if (words.length <= MAX_REASON_WORDS) return words;
  const kept = words.slice(0, MAX_REASON_WORDS);
  const phraseAt = kept.map((word) => PHRASE_START.test(word)).lastIndexOf(true);
  return phraseAt >= 2 ? kept.slice(0, phraseAt) : kept;
}

/** The follow-up of a procedure the summary says the patient is post. */
function followedUp(text: string): string | undefined {
  const procedure = AFTER_PROCEDURE.exec(text.replace(/\s*[.?!]\s*$/, ''))?.[1];
  return procedure && `follow-up after ${procedure}`;
}

/** A condition reviewed, as a patient who opens with it names it: "thyroid follow up", "came for sugar checkup". */
const REVIEW_OPENED = /\b(thyroid|sugar|diabetes|diabetic|bp|blood pressure|pressure|asthma|heart|kidney|liver|cholesterol|pregnancy|antenatal|cardiac)\s+(follow[- ]?up|check[- ]?up)\b/i;
/** What the patient's word means, as a note names it. */
const CONDITION_MEANT: Record<string, string> = { sugar: 'diabetes', diabetic: 'diabetes', bp: 'blood pressure', pressure: 'blood pressure' };

/** The reason a patient opens the visit with, when it is a condition's follow-up or check-up: "thyroid follow-up". */
export function reviewOpened(text: string): string | undefined {
  const said = REVIEW_OPENED.exec(cleanSpoken(text));
  if (!said) return undefined;
  const condition = said[1]!.toLowerCase();
  return `${CONDITION_MEANT[condition] ?? condition} ${/^follow/i.test(said[2]!) ? 'follow-up' : 'check-up'}`;
}

export function presentationFacts(text: string): PresentationFacts {
  const clean = cleanSpoken(text);
  const age = AGE.exec(clean);
  const years = age ? (/^\d+$/.test(age[1]!) ? Number(age[1]) : parseNumber(age[1]!.replace('-', ' '))) : undefined;
  const stay = HOSPITAL_STAY.exec(clean);
  const diagnosed = NEWLY_DIAGNOSED.exec(clean);
  const newly = diagnosed && `${/^recent/i.test(diagnosed[1]!) ? 'recently' : 'newly'} diagnosed ${diagnosed[2]}`;
  const emergency = EMERGENCY_VISIT.exec(clean);
  const department = emergency && (/^(?:er|emergency room)$/i.test(emergency[1]!) ? 'emergency room' : 'emergency department');
  const establishing = ESTABLISH_CARE.exec(clean);
  const told =
    CHIEF_COMPLAINT.exec(clean)?.[1] ??
    (establishing ? `establishment of care${establishing[1] ? ` for ${establishing[1]}` : ''}` : undefined) ??
    REASON.exec(clean)?.[1] ??
    BEEN_HAVING.exec(clean)?.[1] ??
    stay?.[1] ??
    followedUp(clean);
  // With no reason said, a visit to the emergency department is what the visit follows: what it was for is the reason's words.
  const afterEmergency = told === undefined && department !== null;
  const said = told ?? (afterEmergency ? (emergency?.[2] ?? '') : newly ?? undefined);
  const spoken = said
    ?.replace(/\b(?:kind of|sort of|just|um|uh|some)\b\s*/gi, '')
    .trim()
    // "Your right knee pain", "follow up of his chronic problems": as a note writes them, with no possessive; "regarding
    // his index finger" with the article.
    .replace(/^(?:his|her|their|your|my)\s+/i, '')
    .replace(/\b(of|for|with|after)\s+(?:his|her|their|your|my)\s+/gi, '$1 ')
    .replace(/\b(?:his|her|their|your|my)\b/gi, 'the')
    .replace(/^(?:a\s+)?follow[- ]?up\b(?:\s+with\s+(?:me|us)\b)?/i, 'follow-up')
    // A run-on sentence goes on to something else: "follow-up during chemotherapy she …".
    .replace(/\s+(?:he|she|they|i|we|you|and|so|but|because|which|who|that|what|how|could|can|over|since)\b.*$/i, '')
    // … or to a new sentence that names someone: "a new right eye twitch karen is accompanied by her father".
    .replace(/\s+[a-z]+\s+(?:is|was|has|had|are|were)\b.*$/i, '');
  const reason = spoken && shortened(spoken.split(/\s+/))
    .join(' ')
    .replace(/(?:\s+(?:and|or|to|the|a|an|of|with|for|on|in|at|that|who|which|yes|yeah|okay|ok|right|alright|correct))+$/i, '');
  // "Evaluation of a newly diagnosed ovarian cancer" is written by what is evaluated, in the note's words.
  const evaluated = reason
    ?.replace(/^(?:an?\s+)?evaluation of\s+(?:an?\s+|the\s+)?(?=\S)/i, '')
    // "Follow up from an emergency room visit" is a follow-up after it.
    .replace(/^(?:a\s+)?follow[- ]?up (?:from|after)\s+/i, 'follow-up after ')
    // "Hospital follow-up after an anterior STEMI" is a follow-up after hospitalization for it.
    .replace(/^(?:a\s+)?hospital follow[- ]?up (?:after|for|from)\s+(?:an?\s+|the\s+)?/i, 'follow-up after hospitalization for ')
    // "Problems with the right hip" is "right hip problems".
    .replace(PROBLEMS_WITH_PART, (_said: string, side: string | undefined, part: string) => `${side ?? ''}${part} problems`);
  const visitFor = afterEmergency
    ? `follow-up after an ${department} visit${evaluated ? ` for ${evaluated}` : ''}`
    : evaluated && (said === stay?.[1] ? `follow-up after hospitalization for ${evaluated}` : evaluated);
  return { ...(years !== undefined && years > 0 && years < 120 ? { age: years } : {}), ...(visitFor ? { reason: withAbbreviationsInCapitals(visitFor.toLowerCase()) } : {}) };
}
