/**
 * The examination findings the finding grammar has no pattern for, read clause by clause: a short clause of the
 * examination that names a body part or sign and says something of it ("the cervix is pink without lesions", "no
 * hepatosplenomegaly") is a finding, written without the words of speech around it ("on vaginal exam there are",
 * "I do appreciate"), the patient's pronoun turned into the article, and filed under its body system. A clause that
 * speaks to the patient, asks, or is longer than a finding is left out.
 */
import { COUNT_NUMBER } from '../prescription/numbers.js';
import type { ExamSystem, TypedExamFinding } from './exam-systems.js';

/** The examination's named tests, positive or negative. */
export const SPECIAL_TEST = String.raw`straight[- ]leg(?:[- ]rais(?:e|ing))?|mcmurray(?:'?s)?(?: test| sign)?|lachman(?:'?s)?(?: test)?|(?:anterior (?:and|or) posterior |anterior |posterior )?drawer(?: test| sign)?|phalen(?:'?s)?(?: test| sign)?|tinel(?:'?s)?(?: test| sign)?|spurling(?:'?s)?(?: test)?|faber(?: test)?|hawkins(?:'?s)?(?: test)?|neer(?:'?s)?(?: test)?|empty can(?: test)?|finkelstein(?:'?s)?(?: test)?|thompson(?:'?s)?(?: test)?|homans'?(?: sign)?|apprehension(?: test)?|(?:varus (?:and|or) valgus|valgus (?:and|or) varus) stress(?: tests?)?|valgus stress(?: test)?|varus stress(?: test)?|sacroiliac signs?|romberg(?:'?s)?(?: test| sign)?|piano key(?: test| sign)?|(?:patellar )?grind(?: test)?`;

/** Where speech runs one clause into the next: punctuation, "but", "and on …", "and there is". */
export const CLAUSE_BREAK = new RegExp(
  [
    String.raw`[,;.:!?]+|\s+(?:but|however|although|though|whereas|okay|alright)\s+`,
    // "no effusion and you have tenderness …": a new subject after "and" is a clause the denial does not reach.
    String.raw`\s+and\s+(?=(?:on|there|the|his|her|your|i|no|you|he|she)\b)`,
    String.raw`\s+(?=on (?:\w+\s+){0,2}exam(?:ination)?\b)|\s+(?=there (?:is|are|was|were)\b)`,
    // "… some edema now you are positive for tenderness": "now" moves on to the next finding ("right now" does not).
    String.raw`(?<!\bright)\s+(?=now\s)`,
    // "there is no tenderness as i push around there": what the doctor does while examining is a clause of its own.
    String.raw`\s+(?=as (?:i|we) (?:push|press|palpate|feel|move|bend|examine)\b)`,
    // "no papilledema that's good": the doctor's comment on the finding is no part of it.
    String.raw`\s+(?=(?:that's|that is|which is)\s+(?:good|great|fine|reassuring|normal)\b)`,
    // "… is normal the rest of your exam is normal": the rest of the examination starts a clause, which is talk;
    // "otherwise" starts one too ("negative homans sign otherwise neurologic exam is normal").
    String.raw`\s+(?=(?:the\s+)?rest of (?:the\s+|your\s+|his\s+|her\s+)?(?:physical\s+)?exam(?:ination)?\b)|\s+(?=otherwise\s)`,
    // Speech without punctuation: a new subject and its verb, a question, "no …" start a clause.
    String.raw`\s+(?=(?:the|his|her|your)\s+(?:[\w-]+\s+){0,2}(?:is|are|was|were|has|have|looks?|feels?|seems?)\b)`,
    // "there is no pronator drift sensation is intact": a part of the neurological examination with its state too.
    String.raw`\s+(?=(?:sensation|strength|reflexes|gait|coordination|cranial nerves|motor)\s+(?:is|are|was|were)\b)`,
    // "no calf tenderness negative homans sign": a result said first starts one too.
    String.raw`(?<!\b(?:is|are|was|were|all|both|bilateral|bilaterally|a|an|the|have|has|had|be|been|also|still))\s+(?=(?:negative|positive)\s+(?:${SPECIAL_TEST}|anterior|posterior|murphy|babinski|[\w'-]+\s+(?:sign|test))\b)`,
    // "… right there your straight leg raise test is negative": a test named with its result starts one too.
    String.raw`\s+(?=(?:the|his|her|your)\s+(?:[\w-]+\s+){1,3}(?:test|sign|maneuver)\s+(?:is|was)\b)`,
    String.raw`\s+(?=(?:how|what|does|do|can|could|would|is|are)\s+(?:about|you|that|it|the|your)\b)|\s+(?=no\s)`,
    // "there's no swelling i can appreciate a small effusion": the examiner saying what is found starts a clause.
    // Not after the part examined is named: "on your right knee exam i do appreciate some erythema".
    String.raw`(?<!\bexam(?:ination)?)\s+(?=(?:i|we)\s+(?:do\s+|also\s+|can\s+|could\s+)*(?:appreciate|see|feel|note|notice|palpate)\s+(?!any\b|no\b))`,
    // "… an enlarged prostate i don't appreciate any masses": what the examiner does not find starts a clause too.
    String.raw`\s+(?=(?:i|we)\s+(?:don't|do not|didn't|did not|can't|cannot)\s+(?:see|appreciate|feel|hear|notice|palpate|find)\b)`,
  ].join('|'),
  'i',
);

/** Words of speech that open a finding's clause. */
const OPENING =
  /^\s*(?:(?:and|so|also|then|now|okay|alright|well|um|uh)\s+)*(?:on (?:\w+\s+){0,2}exam(?:ination)?\s*,?\s*)?(?:(?:the )?physical exam(?:ination)?s?\s+(?:shows?|reveals?|demonstrates?)\s+(?:the\s+|a\s+)?|the patient (?:is|was)\s+|(?:who|which) (?:is|was)\s+)?(?:(?:i|we)\s+(?:do\s+|also\s+|did\s+|can\s+|could\s+|still\s+)*(?:appreciate|feel|felt|see|saw|notice|noticed|hear|heard|note|noted|find|found|palpate|palpated|recognize|recognise|observe|observed)\s+(?:that\s+)?|there\s+(?:is|are|was|were)\s+|(?:he|she|you|they)\s+(?:do\s+|does\s+|did\s+|also\s+|still\s+)*(?:has|have|had|is|are|was|were|shows?|showed)\s+|(?:it|this|that)\s+(?:is|was|looks|shows|seems)\s+)?(?:(?:some|a|an|any|just|still|also|really|very)\s+)*/i;

/** "I don't see any jaundice": the doctor's way of saying "no jaundice". */
const NOT_SEEN = /^\s*(?:(?:and|so|also)\s+)*(?:i|we)\s+(?:don't|do not|didn't|did not|can't|cannot)\s+(?:see|appreciate|feel|hear|notice|palpate|find)\s+(?:any\s+)?/i;

/** A clause that is talk, not a finding: to the patient, about what the doctor does, conditional. */
const NOT_A_FINDING =
  /\b(?:i|me|my|we|us|our|you|you're|let's|let me|going to|gon ?na|want|if|does that|do you|can you|could you|would you|tell me|okay|alright|sorry|yeah|um|uh|hurt|press|push|bend|move your|lift|squeeze|follow my|look up|look at me|talked about|in the past|remember|what|everything|come back)\b/i;

/**
 * A question asked without its mark, in the order of a question: "so is it tender ...", "is there any swelling"; not
 * a statement started again ("i do you do have some fine rales").
 */
export const ASKED_WITHOUT_MARK = /^\W*(?:(?:so|and|now|okay|ok|alright)\W+)*(?:is|are|was|were|does|do|did|can|could)\s+(?:it|there|that|this|you|he|she|they)\b(?!\s+(?:do|does|did|have|has|is|are)\b)/i;

const SYSTEM_WORDS: readonly [ExamSystem, RegExp][] = [
  ['Genitourinary', /\b(?:genitalia|cervix|cervical os|vagina\w*|labia\w*|adnex\w*|uterus|uterine|ovar\w*|testic\w*|testes|scrot\w*|prostate|penile|penis|urethra\w*|epididym\w*|varicocele|hernia|cva|costovertebral|bladder)\b/i],
  ['Breast', /\b(?:breasts?|nipples?|axilla\w*|areola\w*)\b/i],
  ['HEENT', /\b(?:eyes?|pupils?|perrla|visual fields?|color vision|colour vision|hemianopia|extraocular|conjunctiva\w*|sclera\w*|fundus|funduscopic|papilledema|optic|discs?|ears?|tympanic|canal|nose|nasal|turbinates?|septum|sinus\w*|throat|pharynx|oropharynx|tonsils?|uvula|mouth|oral|teeth|tongue|mucous membranes?|head|scalp)\b/i],
  ['Neck', /\b(?:neck|thyroid|lymph nodes?|lymphadenopathy|adenopathy|supraclavicular|trachea)\b/i],
  ['Respiratory', /\b(?:lungs?|breath\w*|wheez\w*|crackles|rales|rhonchi|respirat\w*|air entry|auscultation|pursed)\b/i],
  ['Cardiovascular', /\b(?:heart|cardiac|murmurs?|gallops?|rubs?|rhythm|pulses?|capillary refill|edema|oedema|bruits?|jvd|jugular|varicos\w*)\b/i],
  ['Abdomen', /\b(?:abdomen|abdominal|belly|quadrant|bowel|liver|spleen|hepat\w*|spleno\w*|rebound|guarding|periumbilical|epigastri\w*|suprapubic|umbilic\w*)\b/i],
  ['Neurological', /\b(?:sensation|sensory|reflexes|gait|cranial|oriented|speech|drift|romberg|numb\w*|neuro\w*|cerebellar|coordination|heel|finger to nose|hypotonia|hypertonia|tone|focal|motor)\b/i],
  ['Skin', /\b(?:skin|rash\w*|lesions?|wounds?|ulcers?|scars?|incisions?|cellulitis|erythema\w*|bruis\w*|ecchymos\w*|jaundice|pallor|granulation|drainage|discharge|hematoma)\b/i],
  ['Musculoskeletal', /\b(?:knees?|shoulders?|elbows?|wrists?|hands?|fingers?|thumbs?|hips?|ankles?|feet|foot|toes?|spine|spinal|back|lumbar|thoracic|paraspinal|joints?|malleol\w*|metatars\w*|metacarp\w*|tendons?|muscles?|strength|range of motion|flexion|extension|effusion|swelling|tenderness|tender|deformity|crepitus|grip|epicondyle|tuberosity|humerus|patella\w*|calf|thigh|leg|arm|forearm|extremit\w*)\b/i],
  ['Psychiatric', /\b(?:affect|mood|judgment|judgement|insight|thought process)\b/i],
  ['Constitutional', /\b(?:distress|appearing|afebrile|well[- ]developed|well[- ]nourished|alert|cooperative|wheelchair|fussy|pleasant)\b/i],
];

/** What a finding says of the part it names. */
const SAYS_SOMETHING =
  /\b(?:no|not|without|normal|abnormal|intact|clear|tender|tenderness|pain|painful|mass(?:es)?|swelling|swollen|lesions?|midline|equal|symmetric\w*|decreased|increased|diminished|limited|full|enlarged|soft|firm|hard|erythema\w*|warm|within normal limits|healed|healing|regular|irregular|positive|negative|present|absent|palpable|dry|moist|pink|red|pale|mild|moderate|severe|slight|small|large|bilateral\w*|appropriate|fluent|alert|oriented|nourished|developed|cooperative|fussy|pleasant|hypotonia|hypertonia|deficits?|hemianopia|[0-9]+)\b/i;

const MAX_WORDS = 7;

/** The body system a clause's words belong to, the most specific first. */
export function systemOf(clause: string): ExamSystem | undefined {
  return SYSTEM_WORDS.find(([, words]) => words.test(clause))?.[0];
}

/** The clause as a finding: the words of speech before it dropped, "his knee" → "the knee". */
export function asFinding(clause: string): string | undefined {
  const words = clause
    .replace(NOT_SEEN, 'no ')
    .replace(OPENING, '')
    .replace(/\b(?:his|her|your|their)\b/gi, 'the')
    .replace(/\b(?:just|really|pretty|kind of|sort of|actually|definitely|certainly)\b\s*/gi, '')
    .replace(/\s+/g, ' ')
    .trim()
    // "color vision is normal" → "color vision normal", as an examination is written.
    .replace(/^((?:the )?[a-z]+(?: [a-z]+)?) (?:is|are) (?=(?:normal|intact|clear|equal|symmetric|appropriate|fluent|soft|supple|regular)\b)/i, '$1 ')
    // "no rales or rhonchi are appreciated" → "no rales or rhonchi": a finding denied is written by what is not there.
    .replace(/^(no\b.*?)\s+(?:is|are|was|were)\s+(?:appreciated|noted|seen|heard|identified|present|found)$/i, '$1')
    // A clause cut at a pause ends on no joining word: "no papilledema that's".
    .replace(/(?:\s+(?:that's|that|which|so|and|or|but|okay|there|is|are|the|a))+$/i, '')
    // "the pupils equal" → "pupils equal", as an examination is written.
    .replace(/^the\s+(?=\w)/i, '');
  // Counted as a reader counts them: "10-degree pip-flexed" is four words, and a longer clause would copy speech.
  const count = (words.match(/[a-z0-9]+/gi) ?? []).length;
  if (count < 2 || count > MAX_WORDS || NOT_A_FINDING.test(words) || !SAYS_SOMETHING.test(words)) return undefined;
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "Your breathing rate is pretty normal at nineteen": a vital sign with its reading, which the vitals write as a figure. */
const READING_OF_A_VITAL = new RegExp(
  String.raw`\b(?:breathing rate|respiratory rate|respirations|heart rate|pulse|blood pressure|temperature|o2 sat\w*|oxygen(?: saturation| level)?|sats?)\b[^.;]*?\b(?:${COUNT_NUMBER}|hundred)\b`,
  'i',
);

/** The findings of a text (already cleaned of speech) outside the spans a grammar has read, clause by clause. */
export function findingClauses(text: string): TypedExamFinding[] {
  return text.split(CLAUSE_BREAK).flatMap((clause) => {
    if (clause === undefined || ASKED_WITHOUT_MARK.test(clause) || READING_OF_A_VITAL.test(clause) || NOT_A_FINDING.test(clause.replace(NOT_SEEN, 'no ').replace(OPENING, ''))) return [];
    const system = systemOf(clause);
    const finding = system && asFinding(clause);
    return system && finding ? [{ system, finding }] : [];
  });
}
