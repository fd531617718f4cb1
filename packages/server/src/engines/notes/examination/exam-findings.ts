/**
 * Examination findings as typed facts: what the doctor found, by body system, in the words a note uses
 * ("3/6 systolic ejection murmur", "Tenderness to palpation of the lumbar spine", "Positive straight leg raise on
 * the right"). Each finding is composed from the parts a finding grammar recognises (grade, kind, site, side,
 * negation); whatever else the doctor said while examining ("I do appreciate", "when I press on it") is not
 * carried. A sentence with no recognised finding yields nothing: the note leaves out what it cannot type.
 */
import { capitalise, cleanSpoken, listOf } from '../narrative/spoken-text.js';
import { parseNumber } from '../prescription/numbers.js';
import { ASKED_WITHOUT_MARK, CLAUSE_BREAK, findingClauses, SPECIAL_TEST, systemOf } from './finding-clauses.js';
import { siteAfter } from './body-site.js';
import { pulsesOf } from './pulses.js';
import { SKIN_PATTERNS } from './skin-lesions.js';
import type { ExamSystem, FindingPattern, TypedExamFinding } from './exam-systems.js';

/** A side, not the "right" of "right where I'm pressing", "right here", "right now". */
const SIDE = /\b(?:on the |on his |on her |on your )?(right(?!\s+(?:where|here|there|now|away|after|before|around|on|at|in|behind|below|above|next|when|then|up|down|over|into|through|about|off)\b)|left)(?:[- ]hand)?(?: side)?\b|\b(bilaterally|bilateral|on both sides|in both (?:legs|arms|knees|hips|feet|hands|ankles|shoulders))\b/i;

function sideIn(clause: string): string | undefined {
  const m = SIDE.exec(clause);
  if (!m) return undefined;
  return m[1] ? `on the ${m[1].toLowerCase()}` : 'bilaterally';
}

/**
 * The system a finding is filed under: swelling of a joint is the joint's, not the circulation's; redness and swelling
 * of the throat, a breast or the genitals are that part's, named in the clause or a few words before it ("on throat
 * examination there is … erythema").
 */
function filedUnder(system: ExamSystem, finding: string, clause: string, around: string, limbInFocus: boolean): ExamSystem {
  if (system === 'Cardiovascular' && JOINT.test(finding)) return 'Musculoskeletal';
  // "I don't see any rash, no lesion, no bruising": bruising with no limb about it is the skin's.
  if (system === 'Musculoskeletal' && SKIN_SIGN.test(finding) && !limbInFocus && !LIMB.test(around)) return 'Skin';
  // A swelling or mass of the neck is the neck's (a goitre, a node), not the spine's.
  if (NECK_SWELLING.test(finding)) return 'Neck';
  if ((system !== 'Cardiovascular' && system !== 'Musculoskeletal') || !GENERIC_SIGNS.test(finding) || LIMB.test(finding)) return system;
  return [clause, around].map(systemOf).find((part) => part !== undefined && OWN_SIGNS.has(part)) ?? system;
}

const SKIN_SIGN = /^(?:no )?(?:bruising|ecchymosis)$/i;
const NECK_SWELLING = /^(?:swelling|mass|lump|fullness)\b.*\bof the neck$/i;
/** Signs any part may show, filed under the part the clause names when it is one of OWN_SIGNS. */
const GENERIC_SIGNS = /\b(?:edema|oedema|erythema|swelling|tenderness|effusion)\b/i;
const OWN_SIGNS: ReadonlySet<ExamSystem> = new Set(['HEENT', 'Breast', 'Genitourinary']);
/** How many characters before a sign its part may be named. */
const PART_REACH = 60;
const JOINT = /\bedema of the (?:right |left )?(?:knee|shoulder|elbow|wrist|hand|finger|hip|ankle|toe|joint)s?\b/i;
const ABDOMEN = /\b(?:abdomen|abdominal|belly|tummy|stomach|epigastri\w*|quadrants?|umbilic\w*|suprapubic)\b/i;
const LIMB = /\b(?:knee|shoulder|elbow|wrist|hand|finger|hip|ankle|foot|feet|toe|leg|arm|back|spine|neck|joint)s?\b/i;
const HYPOTHETICAL = /\b(?:if|unless|let me know|call (?:me|us)|watch for|look out for)\b/i;
/**
 * An "if" of courtesy, no condition on what is found: "if it's okay with you", "if you have any questions", "if you can
 * take a deep breath".
 */
const COURTESY_IF =
  /\bif (?:it's|that's|it is|that is) (?:okay|ok|alright|all right)(?: with you)?\b|\bif you have any questions\b|\bif you (?:can|could|would|don't mind)\s+(?:just\s+)?(?:take a (?:deep |big )?breath|breathe|lie (?:down|back)|sit up|stand up|bend|turn|look|push|squeeze|relax|cough)\b/gi;
export const withoutCourtesy = (text: string) => text.replace(COURTESY_IF, ' ');

/**
 * Whether the words before a finding in its clause deny it: "no edema", "without any rebound", "there's no"; not past
 * "otherwise" or a worry ("i'm not too worried about that otherwise regular rate and rhythm").
 */
// A denial reaches over a list of signs said after it: "i don't see any redness or ecchymosis or warmth".
const DENIED_BEFORE = /\b(?:no|not|never|without|negative for|denies|absence of|free of|cannot|[a-z]+n't)(?![\w'])(?:\s+(?!otherwise\b|worried\b|concerned\b)[\w']+){0,5}(?:\s+(?:or|nor)\s+(?:any\s+)?[\w']+)*(?:\s+(?:or|nor))?\s*$/i;
/** Denied after the finding's name: "the pulses are not palpable", "abdomen is non-tender". */
/** "Your thyroid seems not enlarged": the denial inside the words the finding was read from. */
const DENIED_WITHIN = /\b(?:is|are|was|were|seems?|looks?|appears?|feels?)\s+not\b/i;
const DENIED_AFTER = /^\s*(?:[\w']+\s+){0,3}?(?:is|are|was|were)\s+(?:not|non)\b/i;

/**
 * The thyroid as felt: its size, nodules and tenderness said together ("an enlarged thyroid that's not tender" →
 * "enlarged thyroid, non-tender"); undefined when none is said.
 */
function thyroidFinding(said: string, denied: boolean): string | undefined {
  const enlarged = /\benlarged\b/i.test(said);
  const nodule = /\bnodules?\b/i.exec(said)?.[0].toLowerCase();
  const tender = /\b(?:non-?|not\s+)tender\b/i.test(said) ? 'non-tender' : /\btender\b/i.test(said) ? 'tender' : undefined;
  if (denied) return enlarged ? 'no thyroid enlargement' : nodule ? 'no thyroid nodules' : tender ? 'no thyroid tenderness' : undefined;
  if (!enlarged && !nodule && !tender) return undefined;
  return [enlarged ? 'enlarged thyroid' : nodule ? `thyroid ${nodule}` : 'thyroid', enlarged && nodule ? nodule : undefined, tender].filter(Boolean).join(', ');
}

/** The doctor's "you look (a little)", "he seems": how the patient looks, said just before it. */
export const LOOKS = String.raw`\b(?:you|he|she)\s+(?:look|looks|appear|appears|seem|seems)(?: to be)?\s+(?:(?:a little|a bit|slightly|very|quite|pretty|really)\s+)?`;
/** Where lymph nodes are felt, by the adjective a note names them with. */
const NODE_GROUP: Readonly<Record<string, string>> = { neck: 'cervical', armpit: 'axillary', axilla: 'axillary', groin: 'inguinal' };

/**
 * How much of a sign was found, said just before it: "a small amount of effusion", "some mild swelling", "moderate
 * tenderness". A note keeps it ("Small effusion"); a denied sign has none.
 */
const DEGREE_BEFORE = /\b((?:(?:mild|moderate)\s+to\s+)?(?:small|large|mild|moderate|severe|minimal|slight|significant|marked|exquisite))\s+(?:amount\s+of\s+|degree\s+of\s+)?$/i;
const degreeBefore = (said: string): string => DEGREE_BEFORE.exec(said)?.[1]?.toLowerCase().concat(' ') ?? '';

const present = (denied: boolean, name: string, site?: string) => (denied ? `no ${name}` : `${name}${site ? ` ${site}` : ''}`);

/** The signs of a joint or limb a finding names by themselves: "effusion", "swelling", "redness". */
const LOCAL_SIGN = 'bony enlargement|effusion|swelling|erythema|redness|ecchymosis|bruising|deformity|crepitus|warmth|laxity|instability|atrophy';

/** A body part named anywhere in the clause, with its side: "her right knee does show … an effusion". */
const BODY_PART =
  /\b(?:(right|left)\s+)?(lumbar spine|thoracic spine|cervical spine|lower back|upper back|knee|shoulder|elbow|wrist|hand|finger|thumb|hip|ankle|foot|toe|leg|arm|forearm|thigh|calf|neck|back|lower extremit(?:y|ies)|upper extremit(?:y|ies))\b/i;

function siteIn(clause: string): string | undefined {
  const m = BODY_PART.exec(clause);
  return m ? `the ${[m[1], m[2]].filter(Boolean).join(' ').toLowerCase()}` : undefined;
}

/** A vital sign named without its value: "your blood pressure (looks good)". */
const VITAL_NAME = String.raw`(?:blood pressures?|heart rate|pulse|oxygen(?:ation| saturation| level)?|respirations|respiratory rate|temperature)`;
const VITAL_NAMED = new RegExp(VITAL_NAME, 'g');
/** A vital sign as a note names it: "oxygenation" is the oxygen saturation, the pulse the heart rate. */
const VITAL_AS_NOTED: Readonly<Record<string, string>> = {
  'blood pressures': 'blood pressure',
  pulse: 'heart rate',
  oxygen: 'oxygen saturation',
  oxygenation: 'oxygen saturation',
  'oxygen level': 'oxygen saturation',
  respirations: 'respiratory rate',
};
/** The vital signs by the names a note writes them. */
const VITAL_AS_WRITTEN = String.raw`(?:blood pressure|heart rate|oxygen saturation|respiratory rate|temperature)`;
const VITALS_NAMED_NORMAL = new RegExp(String.raw`^${VITAL_AS_WRITTEN}(?:(?:,| and) ${VITAL_AS_WRITTEN})* normal$`, 'i');
/** Whether a finding is vital signs said normal by name, as this reader writes it: "Blood pressure and heart rate normal". */
export const namesVitalsNormal = (finding: string) => VITALS_NAMED_NORMAL.test(finding);
/** A value said in words: "(looks pretty good today at) one twenty eight". */
const NUMBER_WORD = String.raw`(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)`;

/** An angle said in digits or words: "120", "a hundred and twenty", "ninety". */
const ANGLE = String.raw`\d{2,3}|(?:a|one)\s+hundred(?:\s+and)?(?:\s+[a-z]+(?:-[a-z]+)?)?|[a-z]+(?:-[a-z]+)?`;

/** The motions an examiner tests a joint in. */
const MOTION = 'flexion|extension|abduction|adduction|rotation|internal rotation|external rotation|dorsiflexion|plantar flexion|supination|pronation|inversion|eversion';
/** The names in tests and reflexes, as a note writes them. */
const EPONYMS: Readonly<Record<string, string>> = {
  mcmurray: 'McMurray', lachman: 'Lachman', phalen: 'Phalen', tinel: 'Tinel', spurling: 'Spurling', hawkins: 'Hawkins', neer: 'Neer',
  finkelstein: 'Finkelstein', thompson: 'Thompson', homans: 'Homans', romberg: 'Romberg', faber: 'FABER', achilles: 'Achilles',
};
const withEponyms = (text: string) => text.replace(new RegExp(String.raw`\b(${Object.keys(EPONYMS).join('|')})\b`, 'gi'), (name) => EPONYMS[name.toLowerCase()]!);
const specialTest = (said: string) => withEponyms(said.toLowerCase().replace(/^straight[- ]leg(?:[- ]rais(?:e|ing))?$/, 'straight leg raise'));
/** "Your lachman your anterior and posterior drawer and mcmurray test are all negative": tests listed, then their result. */
const TESTS_LISTED = new RegExp(
  String.raw`\b((?:${SPECIAL_TEST})(?:(?:\s*,\s*|\s+and\s+|\s+)(?:(?:your|the)\s+)?(?:${SPECIAL_TEST}))+)\s+(?:tests?\s+|signs?\s+)?(?:is|are|was|were)\s+(?:all\s+|both\s+)?(positive|negative)\b`,
  'i',
);
/** Tests as a list a note writes: "lachman your anterior and posterior drawer and mcmurray test" → "Lachman, anterior and posterior drawer and McMurray tests". */
function testsListed(said: string): string {
  const names = [...said.toLowerCase().matchAll(new RegExp(SPECIAL_TEST, 'g'))].map((m) => m[0].replace(/'s\b/, '').replace(/\s+(?:test|sign)$/, ''));
  return `${withEponyms(listOf(names))} tests`;
}

/**
 * "That just means …", to the next part examined, the next finding said with its own subject, "otherwise", or the end
 * of the sentence.
 */
const EXPLAINED =
  /\b(?:that|which|this|it)\s+(?:just\s+|basically\s+|only\s+)?means\b[^.;!?]*?(?=\s+(?:and\s+)?on\s+(?:your|the|his|her)\s+(?:[\w-]+\s+){0,2}exam(?:ination)?\b|\s+and\s+(?:your|the|his|her)\s+(?:[\w-]+\s+){0,2}(?:is|are|was|were|looks?|sounds?|feels?)\b|\s+otherwise\b|[.;!?]|$)/gi;

/** The sounds heard over the lungs, and the words that qualify one. */
const BREATH_SOUND = 'crackles|crepitations|rales|rhonchi|wheez(?:ing|es|e)';
const SOUND_QUALITY = 'bilateral|faint|mild|coarse|fine|diffuse|scattered|expiratory|inspiratory|intermittent';
const SOUND_SAID = new RegExp(String.raw`\b(${BREATH_SOUND})\b`, 'gi');
/** The sounds listed right after a sound: ", rales or rhonchi", " and wheezes". */
const LISTED_SOUNDS = new RegExp(String.raw`^(?:\s*,?\s*(?:\b(?:or|and|nor)\b)?\s*(?:${BREATH_SOUND})\b)+`, 'i');
/** A sound as a note writes it: "wheeze" and "wheezes" are "wheezes". */
const soundWritten = (said: string) => said.toLowerCase().replace(/^wheez(?:e|es)$/, 'wheezes');

/** A decade of the heart rate as a note writes it: "the sixties" → "the 60s". */
const DECADES: Readonly<Record<string, string>> = { fifties: '50s', sixties: '60s', seventies: '70s', eighties: '80s', nineties: '90s' };

const PATTERNS: FindingPattern[] = [
  { system: 'HEENT', pattern: /\bextraocular (?:motions?|movements?|muscles?)\b[^.;]{0,15}?\b(?:intact|full|normal)\b/i, compose: (_m, _c, denied) => (denied ? undefined : 'extraocular movements intact') },
  {
    system: 'Constitutional',
    pattern: /\bvitals?(?: signs?)?\b[^.;]{0,25}?\b(?:look|looks|looked|are|were|is)\s+(?:\w+\s+)?(good|great|normal|fine|stable|okay|ok|unremarkable)\b/i,
    compose: () => 'vital signs normal',
  },
  // "Your heart rate and your blood pressure look fine": each named, without a value (a reading is the vitals').
  {
    system: 'Constitutional',
    pattern: new RegExp(
      String.raw`\b(${VITAL_NAME}(?:\s*,?\s*(?:and\s+)?(?:your\s+|the\s+)?${VITAL_NAME})*)\b(?:\s+(?:in the (?:clinic|office)|today|here))?\s+(?:all\s+)?(?:look|looks|looked|(?:is|are)\s+(?:also\s+)?looking|is|are|was|were|seems?)\s+(?:really\s+|pretty\s+|very\s+|nice and\s+)?(?:good|great|normal|fine)\b(?![^.;?]*(?:\d|\b(?:${NUMBER_WORD})\b))(?![^.;]*\?)`,
      'i',
    ),
    compose: (m, _c, denied) => (denied ? undefined : `${listOf([...new Set([...m[1]!.toLowerCase().matchAll(VITAL_NAMED)].map((named) => VITAL_AS_NOTED[named[0]] ?? named[0]))])} normal`),
  },
  // "You don't have any fever", "there was no fever when you came in": found on examination, the patient is afebrile.
  {
    system: 'Constitutional',
    pattern: /\bafebrile\b|\b(?:no|(?:don't|do not|doesn't|does not|didn't|did not) have (?:a|any))\s+fevers?\b/i,
    compose: () => 'afebrile',
  },
  { system: 'Constitutional', pattern: /\b(?:acute|apparent|any) distress\b/i, compose: (_m, _c, d) => (d ? 'no acute distress' : undefined) },
  // "Your blood pressure is a little high", "looking at your blood pressure today here in the office, it is a little elevated".
  {
    system: 'Constitutional',
    pattern: /\bblood pressure\b(?:[^.;]{0,25}?\b(?:is |was )?|[^.;?]{0,45}?,\s*it(?:'s|\s+is|\s+was)\s+)(?:a little |a bit |slightly |little )?(high|elevated|up)\b/i,
    compose: (_m, _c, d) => (d ? undefined : 'blood pressure elevated'),
  },
  // "Your heart rate is nice and slow in the sixties".
  {
    system: 'Constitutional',
    pattern: new RegExp(String.raw`\b(?:heart rate|pulse)\b[^.;?]{0,30}?\bin the (${Object.keys(DECADES).join('|')}|[5-9]0s)\b`, 'i'),
    compose: (m, _c, d) => (d ? undefined : `heart rate in the ${DECADES[m[1]!.toLowerCase()] ?? m[1]!.toLowerCase()}`),
  },
  // "A grip strength is less on the left", "good hand grip".
  {
    system: 'Musculoskeletal',
    pattern: /\b(?:(good|normal|strong|weak|decreased)\s+)?(?:hand\s+)?grip(?:\s+strength)?\b(?:\s+(?:is|was)\s+(less|weaker|decreased|reduced|good|normal|strong|equal))?(?:\s+(on the (?:right|left)(?: side)?|bilaterally))?(?![^.;]*\?)/i,
    compose: (m, c, d) => {
      const said = (m[1] ?? m[2])?.toLowerCase();
      if (d || said === undefined) return undefined;
      // The side said after the grip's state: "strength is …" starts a clause of its own, which the clause stops at.
      const side = m[3] ? sideIn(m[3]) : sideIn(c);
      return /^(?:less|weaker|weak|decreased|reduced)$/.test(said) ? `decreased grip strength${side ? ` ${side}` : ''}` : said === 'equal' ? 'grip strength equal bilaterally' : 'good grip strength';
    },
  },
  {
    system: 'Cardiovascular',
    pattern: /\b(?:(\d\/6),?\s+)?(?:(?:holo|pan|early |late |mid)?(systolic|diastolic)\s+)?(?:(ejection)\s+)?(?:heart\s+)?murmurs?\b/i,
    compose: (m, _c, denied) => (denied ? 'no murmur' : [m[1], m[2]?.toLowerCase(), m[3]?.toLowerCase(), 'murmur'].filter(Boolean).join(' ')),
  },
  {
    system: 'Cardiovascular',
    pattern: /\bregular rate and rhythm\b|\bheart (?:is |sounds? |was )?(?:nice and |pretty )?regular\b/i,
    compose: () => 'regular rate and rhythm',
  },
  { system: 'Cardiovascular', pattern: /\bheart (?:sounds? )?(?:is |are )?(?:nice and |pretty )?(?:clear|great|good|normal|fine)\b/i, compose: () => 'normal heart sounds' },
  // "Your heart and lungs sound good": the heart of the two (the lungs' pattern reads the lungs).
  { system: 'Cardiovascular', pattern: /\bheart(?= and lungs? (?:sound|sounds|are|look|looks|were|seem) (?:really |pretty |nice and )?(?:clear|great|good|normal|fine)\b)/i, compose: () => 'normal heart sounds' },
  { system: 'Cardiovascular', pattern: /\b(?:irregularly irregular|irregular (?:rate|rhythm|heartbeat))\b/i, compose: (m, _c, d) => (d ? undefined : /irregularly/i.test(m[0]) ? 'irregularly irregular rhythm' : 'irregular rhythm') },
  { system: 'Cardiovascular', pattern: /\b(gallops?|rubs?|clicks?)\b/i, compose: (m, _c, d) => (d ? `no ${m[1]!.toLowerCase().replace(/s$/, '')}` : undefined) },
  {
    system: 'Cardiovascular',
    pattern: /\b(carotid )?bruits?\b/i,
    compose: (m, c, denied) => present(denied, `${m[1] ? 'carotid ' : ''}bruit`, sideIn(c)),
  },
  {
    system: 'Cardiovascular',
    pattern: /\b(?:jugular (?:venous|vein) (?:distension|distention|pressure)|jvd|jvp)\b(?:[^.,;]*?\b(\d+(?:\.\d+)?)\s*(?:cm|centimeters?))?/i,
    compose: (m, _c, denied) => (denied ? 'no jugular venous distension' : `jugular venous distension${m[1] ? ` to ${m[1]} cm` : ''}`),
  },
  {
    system: 'Cardiovascular',
    pattern: /\b(?:(\d\+|trace)\s+)?(?:(pitting|non-?pitting)\s+)?(?:(lower extremity|leg|ankle|pedal|peripheral)\s+)?(?:edema|oedema)\b([^.;]*)/i,
    compose: (m, _c, denied) => {
      const where = m[3] ? undefined : siteAfter(m[4] ?? '');
      if (denied) return `no ${m[3] ? `${m[3].toLowerCase()} ` : ''}edema`;
      return [m[1], m[2]?.toLowerCase(), m[3]?.toLowerCase(), 'edema', where && `of ${where}`].filter(Boolean).join(' ');
    },
  },
  {
    system: 'Respiratory',
    pattern: /\b(?:(right|left)\s+)?lungs?\b[^.;]{0,30}?\bclear\b(?:[^.;]{0,20}?\b(to auscultation))?(?:[^.;]{0,20}?\b(bilaterally))?/i,
    // "Left lung is clear": the one lung, which says nothing of the other.
    compose: (m) => [m[1] ? `${m[1].toLowerCase()} lung clear` : 'lungs clear', m[2] && 'to auscultation', m[3] && 'bilaterally'].filter(Boolean).join(' '),
  },
  {
    system: 'Respiratory',
    // What follows a sound reaches to the next sound said of its own ("crackles in both bases and some rales", "…
    // and there is intermittent wheezing"), which is read in turn; one listed ("or rhonchi", ", rales") is this one's.
    pattern: new RegExp(
      String.raw`\b(?:(${SOUND_QUALITY})\s+)?(?:(${SOUND_QUALITY})\s+)?(${BREATH_SOUND})\b((?:\s+(?:or|and|nor)\s+(?:${BREATH_SOUND})\b|(?!\s+(?:(?:and\s+)?there\s+(?:is|are|was|were)|(?:and|with)\s+(?:some|a little bit of|a few)\s+(?:(?:${SOUND_QUALITY})\s+)*(?:${BREATH_SOUND}))\b)[^.;])*)`,
      'i',
    ),
    compose: (m, c, denied) => {
      const kind = soundWritten(m[3]!);
      // "Crepitations are there in the right knee": a joint's crepitus, not the lungs'.
      if (kind === 'crepitations' && /\b(?:knees?|shoulders?|elbows?|hips?|ankles?|wrists?|joints?|fingers?)\b/i.test(c)) return undefined;
      // "no wheezes, rales or rhonchi", "crackles and wheezes": each sound the list says with it.
      const run = LISTED_SOUNDS.exec(m[4] ?? '')?.[0] ?? '';
      const listed = [...run.matchAll(SOUND_SAID)].map((x) => soundWritten(x[1]!));
      if (denied) return `no ${listOf([kind, ...listed], 'or')}`;
      // "crepitations are there on the right upper side": the side they were heard on.
      const base = /\b(?:(right|left)\s+)?(bases?)\b/i.exec(m[4] ?? '');
      const where = base ? (base[1] && base[2]!.toLowerCase() === 'base' ? `at the ${base[1].toLowerCase()} base` : 'at the bases') : listed.length === 0 ? sideIn(m[4] ?? '') : undefined;
      return [m[1]?.toLowerCase(), m[2]?.toLowerCase(), listOf([kind, ...listed]), where].filter(Boolean).join(' ');
    },
  },
  {
    system: 'Cardiovascular',
    pattern: /\b(brisk )?capillary refill\b(?:[^.;]{0,15}?\b(?:less than|under|<)\s*(\d+|two|three)\s*seconds?)?/i,
    compose: (m, _c, d) => (d ? undefined : `${m[1] ? 'brisk ' : ''}capillary refill${m[2] ? ` less than ${m[2].replace(/two/i, '2').replace(/three/i, '3')} seconds` : ''}`),
  },
  { system: 'Respiratory', pattern: /\bchest (?:is )?clear\b/i, compose: () => 'chest clear' },
  {
    system: 'Musculoskeletal',
    pattern: /\bclubbing(?:\s+(?:of|in)\s+(?:the\s+|his\s+|her\s+|your\s+)?(fingers|toes|nails|fingernails))?\b/i,
    compose: (m) => (m[1] ? `clubbing of the ${m[1].toLowerCase()}` : 'clubbing'),
  },
  // "On your lung exam, everything sounds nice and clear."
  { system: 'Respiratory', pattern: /\blung exam(?:ination)?\b[,\s]+(?:everything |it )?(?:sounds|is|was|looks) (?:nice and |really |pretty )?(?:clear|good|normal|great|fine)\b/i, compose: () => 'lungs clear' },
  { system: 'Respiratory', pattern: /\blungs? (?:sound|sounds|are|look|looks) (?:really |pretty )?(?:good|great|normal|fine)\b/i, compose: () => 'lungs clear' },
  // "Your lungs and heart sound good": the lungs of the two (the heart's pattern reads the heart).
  { system: 'Respiratory', pattern: /\blungs(?= and (?:your |the )?heart (?:sound|sounds|are|look|looks|were|seem) (?:really |pretty |nice and )?(?:clear|great|good|normal|fine)\b)/i, compose: () => 'lungs clear' },
  { system: 'Respiratory', pattern: /\b(decreased|diminished) (?:breath sounds|air entry)\b/i, compose: (m, c) => `${m[1]!.toLowerCase()} breath sounds${sideIn(c) ? ` ${sideIn(c)}` : ''}` },
  { system: 'Abdomen', pattern: /\b(?:abdomen|belly|tummy)[,\s]+(?:is |was |feels )?(?:nice and )?soft\b/i, compose: () => 'soft' },
  // "On your abdomen it's soft": the part named before what is said of it.
  { system: 'Abdomen', pattern: /\b(?:abdomen|belly|tummy)\b[^.;,]{0,12}?\b(?:it's|it is|it feels)\s+(?:nice and )?soft\b/i, compose: () => 'soft' },
  // "No distension" said alone, not the jugular veins' ("distended" is read below, with what is).
  { system: 'Abdomen', pattern: /(?<!\b(?:venous|vein)\s)\b(?:distension|distention)\b/i, compose: (_m, _c, d) => (d ? 'no distension' : 'distension') },
  // "It's also warm to touch": the part examined is warm, said of "it".
  { system: 'Musculoskeletal', pattern: /\b(?:it's|it is)\s+(?:also\s+)?(?:a little |slightly |very )?warm to (?:the )?touch\b/i, compose: (_m, _c, d) => (d ? undefined : 'warm to touch') },
  // "When I touch your feet you don't have any numbness or tingling": sensation, of the part touched.
  {
    system: 'Neurological',
    pattern: /\bwhen i touch (?:your|his|her|the) (feet|foot|hands?|fingers?|toes?|legs?|arms?)\b[^.;?]{0,20}?\b(?:don't|do not|doesn't|does not) have any numbness or tingling\b/i,
    compose: (m) => `no numbness or tingling of the ${m[1]!.toLowerCase()}`,
  },
  // "Trochanteric is non tender", "the medial joint line is nontender": a site of the limbs or spine, not the abdomen.
  {
    system: 'Musculoskeletal',
    pattern: /\b((?:(?:right|left|medial|lateral|greater)\s+)*(?:trochanteric(?:\s+(?:region|bursa))?|trochanter|joint lines?|patella|kneecap|spinous processes|paraspinal muscles|sacroiliac joints?|si joints?|ac joint|acromioclavicular joint|epicondyle|olecranon|calf|heel|achilles(?:\s+tendon)?))\s+(?:is|are|was|were)\s+(?:non[- ]?tender|not tender)\b/i,
    compose: (m) => `${m[1]!.toLowerCase().replace(/^trochanteric$/, 'trochanteric region')} nontender`,
  },
  { system: 'Abdomen', pattern: /\b(non[- ]?tender)\b/i, compose: () => 'non-tender' },
  { system: 'Abdomen', pattern: /\b(?:abdomen|belly|tummy)\b[^.;,]{0,25}?(?<!non[- ]?)(?<!not )\btender\b/i, compose: (_m, _c, d) => (d ? 'non-tender' : 'tender') },
  // "On your abdomen it is nondistended", "soft non-distended".
  { system: 'Abdomen', pattern: /(?<=\b(?:abdomen|belly|tummy)\b[^.;]{0,20}?)\b(?:non[- ]?|not\s+)distended\b/i, compose: () => 'non-distended' },
  { system: 'Abdomen', pattern: /\b(?:abdomen|belly|tummy)(?:'s|\s+is|\s+was|\s+looks)?\s+(a little |slightly |mildly |very )?distended\b/i, compose: (m, _c, d) => (d ? 'non-distended' : `${m[1] ? `${m[1].trim().replace(/^a little$/i, 'slightly')} ` : ''}distended`) },
  // "no tenderness or guarding": the tenderness the denial lists with the sign is denied with it.
  {
    system: 'Abdomen',
    pattern: /\b(rebound(?:ing)?|guarding|peritoneal signs)\b/i,
    compose: (m, c, denied) => {
      const sign = m[1]!.toLowerCase().replace('rebounding', 'rebound');
      const withTenderness = new RegExp(String.raw`\btenderness\s+(?:or|and|nor)\s+${m[1]}\b`, 'i').test(c);
      return denied ? `no ${withTenderness ? 'tenderness or ' : ''}${sign}` : sign;
    },
  },
  { system: 'Abdomen', pattern: /\b(?:positive |negative )?murphy'?s sign\b/i, compose: (m, _c, d) => (d || /negative/i.test(m[0]) ? "negative Murphy's sign" : "positive Murphy's sign") },
  { system: 'Abdomen', pattern: /\b(bowel sounds)\b[^.;]{0,20}?\b(normal|present|hyperactive|hypoactive|decreased|absent)\b/i, compose: (m) => `${m[2]!.toLowerCase()} bowel sounds` },
  // "Active bowel sounds": the state said before them.
  { system: 'Abdomen', pattern: /\b(active|normoactive|normal|hyperactive|hypoactive|decreased|absent)\s+bowel sounds\b/i, compose: (m, _c, d) => (d ? undefined : `${m[1]!.toLowerCase()} bowel sounds`) },
  // "Your eyes seem equal and reactive to light": the pupils, as an examination names them ("to light" only if said).
  { system: 'HEENT', pattern: /\b(?:eyes|pupils)\b[^.;,]{0,15}?\bequal(?:,?\s+round)?,?\s+and\s+reactive\b(?:\s+to\s+light)?/i, compose: (m, _c, d) => (d ? undefined : `pupils equal and reactive${/to light$/i.test(m[0]) ? ' to light' : ''}`) },
  // "No obvious ulcers or evidence of thrush": the mouth examined.
  { system: 'HEENT', pattern: /\b(?:oral\s+)?ulcers?\s+or\s+(?:evidence\s+of\s+)?thrush\b/i, compose: (_m, _c, d) => (d ? 'no oral ulcers or thrush' : undefined) },
  { system: 'Abdomen', pattern: /\b(?:hear|heard|there are|you have)\s+(?:good\s+|normal\s+)?bowel sounds\b(?:\s+in all (?:four|4) quadrants)?/i, compose: (m, _c, d) => (d ? undefined : `bowel sounds present${/quadrants/i.test(m[0]) ? ' in all four quadrants' : ''}`) },
  // "some cva tenderness on the right-hand side", "there is cva there is tenderness on the right side" (a recogniser
  // may write "cda"): the kidney's, percussed at the costovertebral angle, not the back's.
  {
    system: 'Genitourinary',
    pattern: /\b(?:cva|cda|costovertebral(?: angle)?)\b(?:\s+(?:there\s+)?(?:is|was)?\s*)?(?:\s*(?:located\s+)?(?:near|at|over|in)\s+(?:the\s+|your\s+|his\s+|her\s+)?(?:flank|side|back)\s+)?\s*(?:tenderness|tender)\b(?:\s+on\s+the\s+(right|left)(?:[- ]hand)?(?:\s+side)?\b)?/i,
    whole: true,
    compose: (m, c, denied) => {
      const side = m[1] ? `on the ${m[1].toLowerCase()}` : sideIn(c);
      return denied ? 'no CVA tenderness' : `CVA tenderness${side ? ` ${side}` : ''}`;
    },
  },
  {
    system: 'Abdomen',
    pattern: /\b(?:pain|tenderness|tender)\b[^.;]{0,30}?\b((?:right|left) (?:upper|lower) quadrant|epigastri(?:um|c)(?: area| region)?|periumbilical(?: area| region)?|suprapubic(?: area| region)?)\b/i,
    compose: (m, _c, d, before) => (d ? `no ${m[1]!.toLowerCase()} tenderness` : `${degreeBefore(before)}${m[1]!.toLowerCase()} tenderness`),
  },
  {
    system: 'Musculoskeletal',
    pattern:
      /\b(?:pain|tenderness|tender)\s+(?:(?:to|on|with|upon)\s+palpation|when (?:i|we) (?:palpate|press)(?: on it| there)?)\b([^.;]{0,60})|\b(?:tenderness|tender)\b(?!\s+to palpation)\s+((?:of|over|on|at|along|in|to the)\s[^.;]{0,60})|\b(?:pain|tenderness)\s+((?:on|over|at|along|in)\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?(?:side|aspect|area|region))\s+(?:with|to|on|upon)\s+palpation\b/i,
    compose: (m, c, denied, before) => {
      // "pain with palpation outside of the elbow": the outside is the lateral aspect, the inside the medial.
      const said = (m[1] ?? m[2] ?? m[3] ?? '').trim().replace(/\boutside (?:of )?/i, 'lateral aspect of ').replace(/\binside (?:of )?/i, 'medial aspect of ');
      const site = siteAfter(said);
      // "no bony tenderness": the bone is not tender, whatever the soft tissue is.
      const bony = /\bbony\s+(?:tenderness|tender)\b/i.test(c) ? 'bony ' : '';
      if (denied) return site ? `no ${bony}tenderness to palpation of ${site}` : `no ${bony}tenderness to palpation`;
      const degree = degreeBefore(before);
      return site ? `${degree}tenderness to palpation of ${site}` : `${degree}tenderness to palpation${sideIn(c) ? ` ${sideIn(c)}` : ''}`;
    },
  },
  // "Your left knee looks fine": the other side, examined and normal.
  {
    system: 'Musculoskeletal',
    pattern: /\b(right|left) (knee|shoulder|elbow|wrist|hand|hip|ankle|foot|leg|arm)\s+(?:looks|is|seems|feels)\s+(?:fine|normal|good|okay|ok)\b/i,
    compose: (m) => `${m[1]!.toLowerCase()} ${m[2]!.toLowerCase()} normal`,
  },
  {
    system: 'Musculoskeletal',
    pattern: /\b(decreased|limited|reduced|full|normal|good|painful)\s+((?:active|passive)(?:\s+and\s+(?:active|passive))?\s+)?range of motion\b([^.;]*)|\brange of motion\b[^.;]{0,25}?\b(decreased|limited|reduced|full|normal|good)\b/i,
    compose: (m) => {
      const degree = `${(m[1] ?? m[4])!.toLowerCase().replace(/^good$/, 'full').replace(/^reduced$/, 'decreased')}${m[2] ? ` ${m[2].trim().toLowerCase()}` : ''}`;
      // As a note writes it: "in flexion and extension", "in the right knee".
      const motion = /\bflexion and extension\b/i.exec(m[3] ?? '') ? ' in flexion and extension' : '';
      const site = motion === '' ? siteAfter(m[3] ?? '') : undefined;
      return `${degree} range of motion${motion}${site ? ` in ${site}` : ''}`;
    },
  },
  {
    system: 'Musculoskeletal',
    // "Pain on dorsiflexion but not on plantar flexion": the motion that does not hurt, said with the one that does.
    pattern: new RegExp(
      String.raw`\b(?:pain(?: or tenderness)?|decreased|limited) (?:with |on |of )?((?:${MOTION}|weight bearing|movement)(?: (?:and|or) (?:${MOTION}))?)\b(?:,?\s+(?:but\s+)?not\s+(?:(?:on|with)\s+)?(${MOTION})\b)?`,
      'i',
    ),
    whole: true,
    compose: (m, c, d) => {
      const motion = m[1]!.toLowerCase();
      if (/^(?:decreased|limited)/i.test(m[0])) return `decreased ${motion}${siteIn(c) ? ` of ${siteIn(c)}` : ''}`;
      const painless = m[2] ? `, not with ${m[2].toLowerCase()}` : '';
      return d ? `no pain with ${motion}` : `pain with ${motion}${sideIn(c) ? ` ${sideIn(c)}` : ''}${painless}`;
    },
  },
  {
    system: 'Musculoskeletal',
    pattern: new RegExp(String.raw`\b(positive|negative)\s+(?:for\s+(?:the\s+|a\s+)?)?(${SPECIAL_TEST})\b`, 'i'),
    compose: (m, c) => `${m[1]!.toLowerCase()} ${specialTest(m[2]!)}${sideIn(c) ? ` ${sideIn(c)}` : ''}`,
  },
  {
    system: 'Musculoskeletal',
    pattern: TESTS_LISTED,
    whole: true,
    compose: (m, c) => `${m[2]!.toLowerCase()} ${testsListed(m[1]!)}${sideIn(c) ? ` ${sideIn(c)}` : /\bbilaterally\b/i.test(c) ? ' bilaterally' : ''}`,
  },
  {
    // "Spurling's test is negative", "sacroiliac signs are negative".
    system: 'Musculoskeletal',
    pattern: new RegExp(String.raw`\b(${SPECIAL_TEST})(?:\s+(?:test|sign|maneuver))?\s+(?:is|are|was|were)\s+(positive|negative)\b`, 'i'),
    compose: (m, c) => `${m[2]!.toLowerCase()} ${specialTest(m[1]!)}${sideIn(c) ? ` ${sideIn(c)}` : ''}`,
  },
  {
    system: 'Musculoskeletal',
    // The words after a sign run to the next sign, which is read on its own: "no swelling i can appreciate a small
    // effusion".
    // "Ecchymosis or bruising" is one sign said twice; "warmth or redness" two.
    pattern: new RegExp(String.raw`\b(${LOCAL_SIGN})\b((?:(?<=ecchymosis)\s+or\s+bruising\b|(?<=erythema)\s+or\s+redness\b|(?<=effusion)\s+or\s+swelling\b)?(?:(?!\b(?:${LOCAL_SIGN})\b)[^.;])*)`, 'i'),
    compose: (m, c, denied, before) => {
      // "No redness", as an examination writes it: "no erythema".
      const name = m[1]!.toLowerCase().replace(/^redness$/, 'erythema');
      if (denied) return `no ${name}`;
      const degree = degreeBefore(before);
      // "ecchymosis or bruising over the lateral malleolus": the lay word said after it is the same sign.
      const site = siteAfter((m[2] ?? '').replace(/^\s*or\s+(?:bruising|swelling|redness)\b/i, '')) ?? siteIn(c);
      return `${degree}${name}${site ? ` of ${site}` : sideIn(c) ? ` ${sideIn(c)}` : ''}`;
    },
  },
  {
    system: 'Musculoskeletal',
    pattern: /\bstrength\b[^.;]{0,40}?\b([0-5]\/5)\b([^.;]*)|\b([0-5]\/5)\s+strength\b([^.;]*)/i,
    compose: (m, c) => {
      const grades = [...c.matchAll(/\b([0-5]\/5)\b(?:\s+(?:on|in) (?:the |his |her )?(right|left))?/gi)].map((g) => (g[2] ? `${g[1]} on the ${g[2].toLowerCase()}` : g[1]!));
      return `strength ${grades.length > 0 ? grades.join(', ') : (m[1] ?? m[3])}`;
    },
  },
  { system: 'Musculoskeletal', pattern: /\bstrength (?:is |was )?(?:pretty |nice and )?(good|normal|intact|full|equal)\b/i, compose: (_m, c) => `strength normal${sideIn(c) ? ` ${sideIn(c)}` : ''}` },
  // "Power in both legs is normal": strength as Indian and British examiners say it.
  {
    system: 'Musculoskeletal',
    pattern: /\bpower\b(?:\s+(?:in|of)\s+(?:both|the|his|her|your)\s+(?:\w+\s+)?(?:legs?|arms?|limbs?|lower limbs?|upper limbs?))?\s+(?:is|was|are)\s+(?:normal|good|full|intact)\b(?![^.;]*\b(?:but|except|reduced|weak|weakness|decreased|less)\b)/i,
    compose: (_m, c) => `strength normal${sideIn(c) ? ` ${sideIn(c)}` : ''}`,
  },
  // "Straight leg raising, left side, pain at fifty degrees": the raise positive at the angle it hurt at.
  {
    system: 'Musculoskeletal',
    pattern: /\bstraight[- ]leg[- ]rais(?:e|ing)\b[,\s]+(?:on\s+the\s+)?(right|left)(?:\s+side)?[,\s]+pain\s+at\s+(\d+|[a-z]+(?:[- ][a-z]+)?)\s*degrees?\b/i,
    compose: (m) => {
      const angle = /^\d/.test(m[2]!) ? m[2] : parseNumber(m[2]!);
      return `positive straight leg raise on the ${m[1]!.toLowerCase()}${angle === undefined ? '' : ` at ${angle} degrees`}`;
    },
  },
  { system: 'Neurological', pattern: /(?<!\bmotor and )\b(?:sensation|sensory(?: exam)?) (?:is |was )?(intact|normal|decreased|diminished)\b/i, compose: (m) => `sensation ${m[1]!.toLowerCase()}` },
  // "motor and sensation that it's intact to light touch": both, as a note writes them.
  { system: 'Neurological', pattern: /\bmotor and sensation\b(?:\s+(?:that\s+)?(?:it's|is|are|were|was)\s+)?\s*(intact)(\s+to light touch)?/i, compose: (m, _c, d) => (d ? undefined : `motor and sensation intact${m[2] ? ' to light touch' : ''}`) },
  { system: 'Neurological', pattern: /\b(?:neurovascularly|neurologically) intact\b/i, compose: (m) => m[0].toLowerCase() },
  {
    system: 'Neurological',
    pattern: /\balert,?\s+(?:and\s+)?oriented\b(?:\s+(?:times|x)\s*(\d|three)|\s+to\s+((?:(?:time|place|person|situation)\s*,?\s*(?:and\s+)?){2,4}))?/i,
    compose: (m) => `alert and oriented${m[1] || (m[2] && (m[2].match(/time|place|person|situation/gi) ?? []).length >= 3) ? ' x3' : ''}`,
    whole: true,
  },
  { system: 'Psychiatric', pattern: /\baffect (?:is |was )?(appropriate|normal|flat|blunted|anxious|euthymic|labile)\b/i, compose: (m) => `affect ${m[1]!.toLowerCase()}` },
  // A mental status examination said to the patient: "you look a little tired", "you're making good eye contact", "you
  // describe your mood as flat", "your thinking is clear and organized".
  {
    system: 'Constitutional',
    pattern: new RegExp(String.raw`${LOOKS}(tired|fatigued|anxious|sad|withdrawn|uncomfortable|unwell|pale)\b`, 'i'),
    compose: (m, _c, denied) => (denied ? undefined : `appears ${m[1]!.toLowerCase()}`),
  },
  { system: 'Psychiatric', pattern: /\b(good|poor|fair|limited|intermittent|normal) eye contact\b/i, compose: (m, _c, denied) => (denied ? undefined : `${m[1]!.toLowerCase()} eye contact`) },
  { system: 'Psychiatric', pattern: /\bmood (?:is |was |as )?(flat|depressed|low|anxious|euthymic|irritable|sad|good|okay)\b/i, compose: (m, _c, denied) => (denied ? undefined : `mood ${m[1]!.toLowerCase()}`) },
  {
    system: 'Psychiatric',
    pattern: /\b(?:thinking|thought process|thoughts) (?:is |are |was |seems |seem )?((?:clear|organi[sz]ed|logical|linear|goal[- ]directed|coherent)(?:,? and (?:clear|organi[sz]ed|logical|linear|goal[- ]directed|coherent))?)\b/i,
    compose: (m, _c, denied) => (denied ? undefined : `thought process ${m[1]!.toLowerCase()}`),
  },
  { system: 'Neurological', pattern: /\bspeech (?:is |was )?(fluent|clear|normal|slurred)\b/i, compose: (m) => `speech ${m[1]!.toLowerCase()}` },
  { system: 'Neurological', pattern: /\bfocal,?\s+(?:motor,?\s+)?(?:or\s+)?(?:sensory\s+)?deficits?\b/i, compose: (_m, _c, d) => (d ? 'no focal motor or sensory deficit' : undefined) },
  { system: 'Neurological', pattern: /\bcranial nerves\b[^.;]{0,20}?\bintact\b/i, compose: () => 'cranial nerves intact' },
  { system: 'Neurological', pattern: /\b(antalgic|normal|steady|unsteady|wide-based|shuffling) gait\b/i, compose: (m) => `${m[1]!.toLowerCase()} gait` },
  // "no enlarged lymph nodes in your neck or armpits": the node groups, as a note names them.
  {
    system: 'Neck',
    pattern: /\b(enlarged|swollen|palpable)?\s*(?:lymph nodes?|lymph glands?|glands)\s+(?:in|of)\s+(?:the|your|his|her)\s+(neck|armpits?|axillae?|groin)(?:\s*(?:,|or|and)\s*(?:in\s+)?(?:the\s+|your\s+|his\s+|her\s+)?(neck|armpits?|axillae?|groin))?/i,
    whole: true,
    compose: (m, _c, denied) => {
      const groups = listOf([m[2], m[3]].filter((g): g is string => g !== undefined).map((g) => NODE_GROUP[g.toLowerCase().replace(/s$|e$/, '')]!), 'or');
      return denied ? `no ${groups} lymphadenopathy` : `${m[1] ? `${m[1].toLowerCase()} ` : ''}${groups} lymph nodes`;
    },
  },
  { system: 'Neck', pattern: /\b(?:cervical )?(lymphadenopathy|adenopathy)\b/i, compose: (_m, c, d) => present(d, 'lymphadenopathy', sideIn(c)) },
  { system: 'Neck', pattern: /\b(thyromegaly)\b/i, compose: (_m, _c, d) => present(d, 'thyromegaly') },
  // "an enlarged thyroid that's not tender", "a nodule on your thyroid", "your thyroid seems not enlarged".
  {
    system: 'Neck',
    pattern: /\b(?:(enlarged|nodules?)\s+(?:\w+\s+){0,2}?(?:on|in)\s+(?:your|his|her|the)\s+)?(?:(enlarged)\s+)?thyroid(?:'s| is)?\b(?:[^.;]{0,20}?\b(enlarged|nodules?|(?:non-?|not\s+)?tender)(?:\s+(?:and|but)\s+(?:not\s+|non-?)?tender)?)?/i,
    compose: (m, _c, d) => thyroidFinding(m[0], d),
    whole: true,
  },
  {
    // "Your patella and your achilles reflex are symmetrical".
    system: 'Neurological',
    pattern: /\b(patellar?|achilles|biceps|triceps|brachioradialis)\s+(?:and\s+(?:your\s+|the\s+)?(patellar?|achilles|biceps|triceps|brachioradialis)\s+)?reflex(?:es)?\s+(?:are|is|were|was)\s+(?:all\s+)?(symmetric(?:al)?|normal|intact|equal)\b/i,
    whole: true,
    compose: (m) => {
      const names = [m[1]!, m[2]].filter((name): name is string => name !== undefined).map((name) => withEponyms(name.toLowerCase().replace(/^patella$/, 'patellar')));
      return `${listOf(names)} reflexes ${m[3]!.toLowerCase().replace(/^symmetrical$/, 'symmetric')}`;
    },
  },
  { system: 'Respiratory', pattern: /\bbreathing (?:is |was )?(?:non-?|un)labou?red\b/i, compose: () => 'breathing non-labored' },
  { system: 'Neurological', pattern: /\breflexes\b[^.;]{0,20}?\b([0-4]\+|normal|symmetric|intact|brisk|decreased|absent)/i, compose: (m, c) => `reflexes ${m[1]!.toLowerCase()}${sideIn(c) ? ` ${sideIn(c)}` : ''}` },
  { system: 'Neck', pattern: /\bneck (?:is |was |feels )?(?:very |nice and |pretty )?supple\b/i, compose: () => 'supple' },
  { system: 'HEENT', pattern: /\b(?:pharynx|throat|tonsils?)\b[^.;]{0,25}?\b(erythematous|red|swollen|enlarged|congested|exudates?)\b/i, compose: (m, _c, d) => (d ? undefined : `${/tonsil/i.test(m[0]) ? 'tonsils' : 'pharynx'} ${m[1]!.toLowerCase()}`) },
  // "The left eardrum is red and it's bulging, there's fluid behind it": one side's membrane, what it shows, the fluid.
  {
    system: 'HEENT',
    pattern:
      /\b(?:(right|left)\s+)?(?:tympanic membranes?|ear ?drums?)\b[^.;]{0,25}?\b(clear|normal|bulging|erythematous|intact|red)\b((?:\s+and\s+(?:it(?:'s|\s+is)\s+)?(?:bulging|red|erythematous|dull|retracted)\b)?)((?:(?!\b(?:right|left)\b)[^.;])*)/i,
    compose: (m) => {
      // One membrane with no side ("because the eardrum is bulging") says which neither the note nor the reader knows.
      if (!m[1] && !/(?:membranes|drums)\b/i.test(m[0])) return undefined;
      const name = m[1] ? `${m[1].toLowerCase()} tympanic membrane` : 'tympanic membranes';
      const shows = [m[2], m[3]?.replace(/^\s+and\s+(?:it(?:'s|\s+is)\s+)?/i, '')].filter(Boolean).map((said) => said!.toLowerCase());
      // "There's fluid behind it", not "no fluid behind it".
      const fluid = /\b(?:fluid|effusion)\b/i.test(m[4] ?? '') && !/\b(?:no|without|not)\s+(?:\w+\s+)?(?:fluid|effusion)\b/i.test(m[4] ?? '') ? ', with effusion' : '';
      return `${name} ${shows.join(' and ')}${fluid}`;
    },
  },
  // "You bend to about a hundred and twenty degrees with some pain at the end", "bending is restricted, up to about
  // one hundred degrees": flexion to the angle reached.
  {
    system: 'Musculoskeletal',
    pattern: new RegExp(
      String.raw`\b(?:bend(?:s|ing)?|flex(?:es|ing|ion)?)\b(?:\s+(?:is|was)\s+(restricted|limited|reduced))?[,\s]+(?:(?:up\s+)?to\s+)?(?:about\s+|around\s+|approximately\s+)?(${ANGLE})\s*degrees?\b(?!\s+(?:short|less|off|away|from)\b)(\s+with\s+(?:some\s+|mild\s+|a little\s+)?pain\s+at\s+the\s+end)?`,
      'i',
    ),
    compose: (m, _c, denied) => {
      const angle = /^\d/.test(m[2]!) ? m[2] : parseNumber(m[2]!);
      if (denied || angle === undefined) return undefined;
      return `flexion ${m[1] ? 'restricted ' : ''}to ${angle} degrees${m[3] ? ' with pain at end range' : ''}`;
    },
  },
  // "The optic discs are sharp, no swelling": the discs (the swelling denied is filed with them, under HEENT).
  {
    system: 'HEENT',
    pattern: /\boptic discs?\b[^.;]{0,15}?\b(sharp|normal|pale|swollen|blurred)\b/i,
    compose: (m) => `optic discs ${m[1]!.toLowerCase()}`,
  },
  // "Your walking is normal": the gait.
  // "Heel toe walking is normal" is the tandem walk.
  {
    system: 'Neurological',
    pattern: /\b(heel[- ](?:to[- ])?toe\s+|tandem\s+)?(?:walking|gait)\s+(?:is|was|looks)\s+(normal|steady|unsteady|fine)\b/i,
    compose: (m) => `${m[1] ? 'heel-to-toe walking' : 'gait'} ${m[2]!.toLowerCase().replace(/^fine$/, 'normal')}`,
  },
  // "No masses on either side by the ovaries": the adnexa.
  {
    system: 'Genitourinary',
    pattern: /\bmass(?:es)?\b[^.;]{0,30}?\b(?:(right|left)\s+)?(?:ovar(?:y|ies)|adnexa\w*)\b/i,
    compose: (m, _c, d) => (d ? 'no adnexal masses' : `${m[1] ? `${m[1].toLowerCase()} ` : ''}adnexal mass`),
  },
  { system: 'Abdomen', pattern: /(?<=\b(?:abdomen|belly|tummy)\b[^.;]{0,30}?)\bmass(?:es)?\b(?![^.;]{0,30}?\b(?:ovar(?:y|ies)|adnexa\w*)\b)/i, compose: (_m, _c, d) => (d ? 'no masses' : undefined) },
  // "No warmth, no fluid": no effusion of the joint.
  {
    system: 'Musculoskeletal',
    pattern: /\bfluid\b(?!\s+(?:behind|in the ear|coming|since|intake|out))/i,
    // Not of an ear ("no fluid behind it", "no fluid coming out of the ear") nor of what is drunk ("no fluid since morning").
    compose: (_m, c, d) => (d && !/\b(?:ears?|eardrums?|tympanic|drink\w*|intake|since|urine|coming)\b/i.test(c) ? 'no effusion' : undefined),
  },
  ...SKIN_PATTERNS,
];

/** "but it's ", "and they are ": the clause before a finding's name says it of what was just found. */
const POINTS_BACK = /^\s*(?:(?:but|and)\s+)?(?:it's|it is|they're|they are)\s+$/i;
/** "no axillary, cervical, or supraclavicular " just before a finding's name: the kinds of it denied. */
// The last kind is said just before the name ("… or supraclavicular lymphadenopathy"); "no murmurs, gallops, or rubs"
// lists findings, each read by its own pattern.
const LIST_DENIED = /\b(?:no|without|negative for)\s+((?!(?:or|and)\b)[\w-]+(?:\s*,\s*(?:or\s+|and\s+)?(?!(?:or|and)\b)[\w-]+)+)\s*$/i;
/**
 * "no tenderness, rebound, or guarding", "no cyanosis, clubbing or edema": a sign named in a list with commas that the
 * denial began is denied too. Only a sign said bare ("positive straight leg raise" after "no edema," is not listed).
 */
/** A sign said present by its own words: "clubbing is there", "clubbing present", read from the sign on. */
const SAID_PRESENT = /^[a-z]+\s+(?:is\s+)?(?:there|present|positive)\b/i;
const DENIED_IN_LIST = /\b(?:no|without|negative for)\s+(?=[^,]*,)(?:[\w-]+\s+)?[\w-]+(?:\s*,\s*(?:(?:or|and|nor)\s+)?(?:[\w-]+\s+)?[\w-]+)*(?:\s*,\s*(?:(?:or|and|nor)\s+)?|\s+(?:or|and|nor)\s+)$/i;
const LISTED_SIGN = new RegExp(
  String.raw`^(?:rebound|guarding|rigidity|murmurs?|rubs?|gallops?|clubbing|cyanosis|edema|erythema|swelling|tenderness|effusion|crepitus|ecchymosis|bruising|lymphadenopathy|masses|lesions?|rash(?:es)?|deformity|warmth|${BREATH_SOUND})\b`,
  'i',
);
/** The kinds a denial lists just before a finding's name; not signs denied one by one ("no warmth, no swelling") or listed. */
function kindsDenied(before: string): RegExpExecArray | null {
  const listed = LIST_DENIED.exec(before);
  const kinds = listed?.[1]!.split(/\s*,\s*(?:or\s+|and\s+)?/) ?? [];
  return kinds.some((kind) => /^(?:no|without)$/i.test(kind) || LISTED_SIGN.test(kind)) ? null : listed;
}
/** How far back a list of kinds is looked for: a few words, not the whole of a long sentence. */
const LIST_REACH = 100;
/** The kinds as written: "axillary , cervical , or supraclavicular" → "axillary, cervical or supraclavicular". */
const kindsOf = (said: string) => {
  const kinds = said.split(/\s*,\s*(?:or\s+|and\s+)?/).map((kind) => kind.toLowerCase());
  return `${kinds.slice(0, -1).join(', ')} or ${kinds.at(-1)}`;
};

const CLAUSE_BREAKS = new RegExp(CLAUSE_BREAK.source, 'gi');

/** The patterns as `matchAll` needs them (global), made once. */
const GLOBAL_PATTERNS = PATTERNS.map((p) => ({ ...p, pattern: new RegExp(p.pattern.source, 'gi') }));

/**
 * A finding said with its own verb and state after the denial of another ("there is no pronator drift sensation is
 * intact"): the denial is the other's. "No swelling is present" and "no significant edema is noted" are denied:
 * presence is no state of the finding's own.
 */
const OWN_PREDICATE =
  /^[\w-]+(?:\s+(?!(?:there|it|that|this|which|what)\b)[\w-]+)?\s+(?:is|are)\s+(?:intact|normal|clear|equal|symmetric|steady|fluent|soft|supple|regular|within|one|two|three|four|\d)\b/i;
/** "no rebound or guarding": the denial, or a list it reaches, just before the finding. */
const DENIAL_JUST_BEFORE = /\b(?:no|not|without|any|never|or|nor)\s*$/i;

function deniedBefore(clause: string, from: string): boolean {
  return DENIED_BEFORE.test(clause) && !(OWN_PREDICATE.test(from) && !DENIAL_JUST_BEFORE.test(clause));
}

/**
 * A clause: the words since the last clause break; negation reaches no further back. `breaks` are the text's clause
 * breaks, found in the whole text, as one may look ahead past `at` ("… right there | your straight leg raise test is
 * negative").
 */
function clauseBefore(text: string, at: number, breaks: readonly RegExpExecArray[]): string {
  const last = breaks.filter((m) => m.index + m[0].length <= at).at(-1);
  return last ? text.slice(last.index + last[0].length, at) : text.slice(0, at);
}

/** Where the clause that starts at `at` ends. */
function clauseEnd(text: string, at: number): number {
  const next = text.slice(at + 1).search(CLAUSE_BREAK);
  return next === -1 ? text.length : at + 1 + next;
}

/** A when-clause said between a denial and what it denies: "(doesn't look like) when i extend it and flex it (that you have …)". */
const WHEN_INSIDE_A_DENIAL = /((?:n't|\bnot)\s+(?:look|seem|appear|feel)s?\s+like)\s+when\b[^.;?]*?\s+that(?=\s+(?:you|he|she)\b)/gi;

/** The findings of one examination sentence, in the order said; none when nothing in it is a finding. */
export function examFindingsOf(sentence: string, focusBefore?: string): TypedExamFinding[] {
  // "3/6, systolic ejection murmur": a grade said with a pause before what it grades.
  // What the doctor explains a finding means ("that just means there's no swelling in the back of your eye") is no
  // finding of its own.
  // "It doesn't look like when I extend it and flex it that you have a full range of motion": the when-clause said
  // inside the denial is left out, so the denial reaches what it denies.
  // "Right where I'm pressing", "right there": no side.
  const text = cleanSpoken(sentence).replace(/\b(\d\/\d),\s+(?=[a-z])/gi, '$1 ').replace(/\bright\s+(?=(?:where|there|here|now|away)\b)/gi, '').replace(EXPLAINED, ' ').replace(WHEN_INSIDE_A_DENIAL, '$1');
  const focuses = examFocusesIn(text);
  /** The sided limb in focus at a place in the sentence: the last named before it, else the one carried in. */
  const focusAt = (at: number) => focuses.filter((f) => f.at < at).at(-1)?.part ?? focusBefore;
  const out: { at: number; finding: TypedExamFinding; ofTheOneBefore?: boolean }[] = [];
  const taken: [number, number][] = [];
  const breaks = [...text.matchAll(CLAUSE_BREAKS)];
  const read: [number, number][] = [];
  // Pulses artery by artery, each with its own polarity (pulses.ts); the stretches they are read from are no other pattern's.
  for (const pulses of pulsesOf(text, (clause) => HYPOTHETICAL.test(withoutCourtesy(clause)))) {
    taken.push([pulses.start, pulses.end]);
    read.push([pulses.from, pulses.end]);
    if (pulses.finding) out.push({ at: pulses.start, finding: { system: 'Cardiovascular', finding: capitalise(pulses.finding) } });
  }
  for (const { system, pattern: global, compose, whole, skinAnywhere } of GLOBAL_PATTERNS) {
    for (const match of text.matchAll(global)) {
      const start = match.index;
      // The words a finding was read from are not read again ("tenderness to palpation" is not also "tenderness");
      // a pattern's trailing site words reach to the end of the clause, which is not the finding's own.
      const headLength = match[0].search(/[,;]|\s(?:and|but|with|of|on|in|over|at|to|along)\s/i);
      // Nor past the clause into a pattern's trailing words (its last group): "… some edema now you are positive for
      // tenderness" is two findings.
      const trailing = match.at(-1) ?? '';
      const named = start + match[0].length - (match[0].endsWith(trailing) ? trailing.length : 0);
      const head = Math.min(start + (headLength > 0 ? headLength : match[0].length), Math.max(named, clauseEnd(text, start)));
      if (taken.some(([a, b]) => start < b && a < head)) continue;
      const end = Math.max(head, clauseEnd(text, start), whole ? start + match[0].length : 0);
      const before = clauseBefore(text, start, breaks);
      const clause = before + text.slice(start, end);
      // "no axillary, cervical, or supraclavicular lymphadenopathy": the denial before a list of kinds reaches past its commas.
      const listFrom = Math.max(0, start - LIST_REACH);
      const listed = kindsDenied(text.slice(listFrom, start));
      // "No pallor, clubbing is there": a sign said present by its own words, which no denial before it reaches.
      const saidPresent = SAID_PRESENT.test(text.slice(start)) && !/\b(?:no|not|without|any|nor|never)\b/i.test(before);
      const denied =
        !saidPresent &&
        (listed !== null ||
          deniedBefore(before, text.slice(start)) ||
          DENIED_AFTER.test(text.slice(head, end)) ||
          DENIED_WITHIN.test(match[0].split(/[,;]/)[0]!) ||
          (LISTED_SIGN.test(match[0]) && DENIED_IN_LIST.test(text.slice(listFrom, start))));
      // "If the swelling gets worse …" is advice; "the cervix is pink without lesions" is the cervix's finding, which
      // the clause reading files under its own system.
      if (HYPOTHETICAL.test(withoutCourtesy(clause)) || ASKED_WITHOUT_MARK.test(clause) || (system === 'Skin' && !skinAnywhere && ![undefined, 'Skin'].includes(systemOf(clause)))) continue;
      const composed = compose(match as RegExpExecArray, clause, denied, text.slice(0, start));
      if (!composed) continue;
      // A pattern that writes no denial of its own is denied here: "he doesn't have any decreased range of motion".
      // A full range of motion denied is a decreased one.
      const denial = (denied && !/^(?:no|non|negative)\b/i.test(composed) ? `no ${composed}` : composed).replace(/^no (?:full|normal) range of motion\b/i, 'decreased range of motion');
      const finding = listed && /^no [a-z]+$/i.test(denial) ? `no ${kindsOf(listed[1]!)} ${denial.slice(3)}` : denial;
      taken.push([start, head]);
      read.push([listed ? listFrom + listed.index : start - before.length, end]);
      const filed = filedUnder(system, finding, clause, text.slice(Math.max(0, start - PART_REACH), end), focusAt(start) !== undefined);
      // "a soft lymph node in the right groin, but it's nontender": what "it" is said to be belongs to the finding before.
      const ofTheOneBefore = POINTS_BACK.test(before) && /^(?:non-?)?tender$/i.test(finding);
      out.push({ at: start, finding: { system: filed, finding: capitalise(finding) }, ...(ofTheOneBefore ? { ofTheOneBefore } : {}) });
    }
  }
  // What no pattern read, clause by clause (the clauses a pattern read blanked out, so that they stay apart).
  const unread = read.reduce((left, [a, b]) => left.slice(0, a) + ','.repeat(b - a) + left.slice(b), text);
  const clauses = findingClauses(unread).map((finding) => ({ at: unread.indexOf(finding.finding.split(' ').at(-1)!), finding }));
  // What "it" is said to be joins the finding before it: "Soft lymph node in the right groin, non-tender".
  const merged: { at: number; finding: TypedExamFinding }[] = [];
  for (const x of [...out, ...clauses].sort((a, b) => a.at - b.at)) {
    const before = merged.at(-1);
    if ('ofTheOneBefore' in x && x.ofTheOneBefore && before) before.finding = { ...before.finding, finding: `${before.finding.finding}, ${x.finding.finding.toLowerCase()}` };
    else merged.push({ at: x.at, finding: x.finding });
  }
  return merged.map(({ at, finding }) => inFocus(abdominalTenderness(finding, text), focusAt(at)));
}

/** The limbs a clinician heads a focused examination with. */
const FOCUS_LIMB = '(knee|ankle|foot|hand|wrist|elbow|shoulder|hip|finger|thumb|toe|leg|arm|forearm|thigh|calf|heel)';
/**
 * A sided limb the doctor examines in focus: "a focused exam of your left ankle", "neurovascular exam of your right
 * foot", "I'll take a look at your right elbow", "your right knee exam". A limb without its side heads nothing.
 */
const EXAM_FOCUS = new RegExp(
  String.raw`\b(?:exam(?:ination)?\s+(?:on|of)|(?:take|have)\s+a\s+(?:quick\s+|closer\s+)?look\s+at|examine|examining)\s+(?:your|his|her|the|that)\s+(right|left)\s+${FOCUS_LIMB}\b|\b(right|left)\s+${FOCUS_LIMB}\s+exam(?:ination)?\b`,
  'gi',
);

function examFocusesIn(text: string): { at: number; part: string }[] {
  return [...text.matchAll(EXAM_FOCUS)].map((m) => ({ at: m.index, part: `${m[1] ?? m[3]} ${m[2] ?? m[4]}`.toLowerCase() }));
}

/** The sided limb a sentence leaves in focus for the findings said after it: the last it names. */
export const examFocusOf = (sentence: string): string | undefined => examFocusesIn(cleanSpoken(sentence)).at(-1)?.part;

/** What the neurovascular check of a limb finds. */
const LIMB_NEUROLOGY = /\b(?:sensation|motor|strength|reflex(?:es)?)\b/i;
/** Edema said bare, which in a limb's examination is the limb's, not the circulation's. */
const BARE_EDEMA = /^(?:(?:trace|\d\+)\s+)?(?:pitting\s+)?edema$/i;

/**
 * A finding of the limb in focus, headed with it: the joint's signs and its neurology, and edema said bare. A finding
 * that says its own side ("tenderness of the right shoulder") is told by it.
 */
function inFocus(found: TypedExamFinding, part: string | undefined): TypedExamFinding {
  if (part === undefined) return found;
  if (/\b(?:right|left|bilateral(?:ly)?)\b/i.test(found.finding)) return found;
  const edema = found.system === 'Cardiovascular' && BARE_EDEMA.test(found.finding);
  if (!edema && found.system !== 'Musculoskeletal' && !(found.system === 'Neurological' && LIMB_NEUROLOGY.test(found.finding))) return found;
  return { ...found, system: edema ? 'Musculoskeletal' : found.system, part };
}

/**
 * Tenderness of the abdomen, or tenderness with no site said in a sentence about the abdomen (and no limb), is the
 * abdomen's finding, not the musculoskeletal system's: "abdomen is soft, no tenderness".
 */
function abdominalTenderness(found: TypedExamFinding, sentence: string): TypedExamFinding {
  if (found.system !== 'Musculoskeletal' || !/tender/i.test(found.finding)) return found;
  const ofTheAbdomen = ABDOMEN.test(sentence) && !LIMB.test(sentence);
  // "Abdomen is soft, mild tenderness on the upper right side": a side of the abdomen is its quadrant.
  const onASide = /^((?:\w+ )*?)tenderness to palpation on the (?:right|left)$/i.exec(found.finding);
  const quadrant = ofTheAbdomen && onASide ? QUADRANT_SAID.exec(sentence) : null;
  if (onASide && quadrant) {
    const named = `${(quadrant[1] ?? quadrant[4])!.toLowerCase()} ${(quadrant[2] ?? quadrant[3])!.toLowerCase()} quadrant tenderness`;
    // The degree said before it stays before it: "mild right upper quadrant tenderness".
    return { system: 'Abdomen', finding: capitalise(`${onASide[1]!.toLowerCase()}${named}`) };
  }
  const siteless = !/\b(?:of|over|on|at|along|in)\b/i.test(found.finding);
  const abdominal = ABDOMEN.test(found.finding) || (siteless && ofTheAbdomen);
  return abdominal ? { ...found, system: 'Abdomen' } : found;
}

/** A quadrant said as a side: "the right upper side", "the upper right area". */
const QUADRANT_SAID = /\b(?:(right|left)\s+(upper|lower)|(upper|lower)\s+(right|left))\s+(?:side|area|part|region)\b(?!\s+of\s+(?:the\s+)?(?:ribs?|chest|back|rib cage))/i;
