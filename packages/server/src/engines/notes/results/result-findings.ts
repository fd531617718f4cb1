/**
 * What a result showed, as typed findings: "elevated at 8", "no fracture", "mild pulmonary edema", "normal". Read
 * from the doctor's words about a test reviewed in the visit, clause by clause: what a test "shows", "reveals" or
 * "is consistent with", its reading ("is a little elevated at 8", "looks normal"), and what it rules out ("no
 * evidence of fracture"). The words around them ("looking here at", "which is good news") are not carried.
 */
import { capitalise, cleanSpoken, copiesSpeech, withAbbreviationsInCapitals } from '../narrative/spoken-text.js';
import { COUNT_NUMBER, parseNumber } from '../prescription/numbers.js';
import { saidTestName } from './said-test-name.js';
import { inLakhs, spokenNumbersInDigits } from '../vitals/spoken-numbers.js';

/**
 * A result's clauses: a reading runs on through "the pumping function of the heart is reduced", so only punctuation and
 * "but" part them; "and the presence of" goes on listing what the test showed; "(looking at your x-ray) and you have …"
 * tells what it shows, not "(we sent that because you're young) and you have arthritis".
 */
const CLAUSE_BREAK =
  /[,;:!?]+|(?<!\d)\.+|\.(?!\d)|\s+(?:but|however|although|though|whereas|okay|alright)\s+|\s+(?:and|so)\s+(?=(?:it|this|that|there|the(?!\s+presence\b)|his|her|your|no|we|i)\b)|(?<!\b(?:because|since|cause)\b.*)\s+and\s+(?=you\b)|\s+so\s+(?=let(?:'s|\s+me|\s+us)\b|lem me\b)|(?<!\bwhat)\s+(?=i (?:do(?:n't)? |can |also )?(?:notice|see|appreciate)\b)/i;

const SHOWS =
  /\b(?:show(?:s|ed|ing)?|came back (?:as|showing)(?!\s+(?:a\s+)?(?:(?:little|bit|tiny|touch|slightly|very)\s+)*(?:low|high|normal|negative|positive|elevated|abnormal|borderline)\b)|(?<=\b(?:it|that|this|which|the report)\s+)says?|reveal(?:s|ed|ing)?|demonstrat\w*|confirm\w*|consistent with|suggestive of|notable for|significant for|indicat\w*|look(?:s|ed)? like (?=(?:you|he|she|they) ))\s*(?:that\s+)?(?:(?:you|he|she|they)\s+(?:do\s+|also\s+|actually\s+)?(?:have|has|had)\s+)?(?:there(?:'s| is| are| was| were)\s+)?(?:(?:a|an|some|the|just|evidence of|signs? of|mild(?=\s)|little bit of|bit of)\s+)*(.+)$/i;
/** A finding listed on after one seen, as a note lists its size or degree: "some narrowing", "mild spurring". */
const LISTED_ON = /^\s*(?:and\s+)?(?:some|mild|moderate|severe|small|large|a little(?: bit of)?|a small|a large|a mild)\s/i;
/**
 * "What I'm seeing on your x-ray is a proximal humerus fracture", "(on the tip of this middle finger,) you actually have
 * a fracture", "on the x-ray there is a fracture of the distal radius": what the doctor sees in the image, said of the
 * patient or as being there.
 */
const SEEN =
  /^\s*(?:(?:and|so|now|okay)\s+)*(?:(?:on (?:the|your|this) [\w-]+(?: [\w-]+)?\s+)?there(?:'s| is| are| was| were)\s+|what i(?:'m| am)? (?:seeing|see|saw|noticed|notice|noticing|appreciate|appreciating)(?: here)?(?: on (?:your|the) [\w-]+(?: [\w-]+)?)? is (?:that )?(?:(?:you|he|she) (?:actually |do |also )?(?:have|has) )?|(?:you|he|she) (?:actually |do |also )?(?:have|has) |i (?:do |can |also )?(?:notice|noticed|see|saw|appreciate|appreciated)\s+(?:that\s+)?(?:there (?:is|are|was|were)\s+)?)(?:the development of\s+)?(?:(?:(?:a )?little bit of|a|an|some|early|the)\s+)*((?:(?!(?:is|are|was|were|that)\s)[\w-]+\s+){0,4}(?:fracture|tear|dislocation|displacement|separation|fragments?|subluxation|effusion|opacit(?:y|ies)|nodule|mass|stone|calculus|cyst|lesion|infiltrate|consolidation|pneumonia|arthritis|narrowing|spur|spurs|bone spurs?|cartilage loss|pumping function|cardiomegaly|emphysema|atelectasis))\b(\s+(?:(?:there|here)\s+)?(?:of|in|at|around|on|over|along)\s.{0,240}|.{0,30})$/i;
const READING =
  /(?:\b(?:is|was|were|are|looks?|looked|came back|comes back|(?:seems?|seemed|appears?|appeared)(?: to be)?|(?:has been |have been |been )?running)|'s(?: been running| been)?)\s+(not\s+)?(?:(?:a|little|bit|tiny|tad|touch|slightly|mildly|very|quite|pretty|really|completely|totally|all|still|also|now|like a|like an)\s+)*(normal|unremarkable|elevated|high|low|reduced|decreased|increased|negative|positive|benign|malignant|stable|abnormal|unchanged|good|fine|great|okay|improved|better|worse|flatter|flattened|clear|well[- ]maintained|maintained|preserved|up(?!\s+(?:to|and|there|here|at|on|in)\b))\b(?:[^,;.]{0,20}?\b(?:at|of|to|around|about)\s+(?:about\s+)?((?:\d+(?:\.\d+)?|[a-z]+(?:[- ][a-z]+)?)\s*(?:%|percent|mg\/dl|mmol\/l|g\/dl)?))?/i;
const RULED_OUT = /\b(?:no|without|negative for|(?:don't|doesn't|do not|does not|didn't|did not) (?:even )?(?:have|show|see|appreciate|notice|find)(?: any)?)\s+(?:(?:evidence|signs?|sign)\s+of\s+)?(?:(?:any|a|an|the)\s+)?(?!(?:is|are|was|were|it|that|this|one|problem|problems|issues?|worries|concerns?|change|changes)\b)(?!(?:(?:a|an|the|any)\s+)?(?:reason|need|point|(?:warning|red flag|alarm) (?:signs?|symptoms?|features?))\b)((?:acute\s+)?[a-z-]+(?:\s+[a-z-]+){0,3}?)(?=\s*$|\s+(?:or|and|which|that|that's|so|there|but|in|on|to|at|i|we|you|it|it's|now|what|meaning|no)\b)/gi;
/** "(you're) positive for strep": what a test found. */
const POSITIVE_FOR = /\bpositive for\s+((?:[a-z-]+)(?:\s+[a-z-]+)?)(?=\s*$|\s+(?:and|or|which|so|but)\b)/i;
/** A measurement read out: "the pumping function of the heart is … at 45 %", "ejection fraction of 45 %". */
const MEASURE =
  /\b(ejection fraction|pumping function|ef|fev1\/fvc|fev1|fvc|peak (?:expiratory )?flow|pefr|good cholesterol|bad cholesterol|a1c|hemoglobin a1c|hba1c|cholesterol|ldl|hdl|non-hdl|triglycerides|creatinine|bun|gfr|egfr|potassium|sodium|calcium|magnesium|tsh|t4|hemoglobin|hematocrit|platelets?(?: count)?|white (?:blood |cell )?count|white blood cell count|wbc|glucose|blood sugar|vitamin d|vitamin b12|b12|ferritin|iron|psa|alt|ast|alkaline phosphatase|ggt|albumin|bilirubin|bnp|inr|testosterone|estradiol|uric acid)\b(?:\s+levels?)?[^,;.]{0,40}?\b(?:is|was|at|of|about|around)\s+(?:about\s+|around\s+)?(\d+(?:\.\d+)?(?:\s*(?:%|percent|lakh))?(?:\s+of\s+predicted)?|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen)\b)/i;
/** A questionnaire's score ("your score today is 16"), the one before it ("six weeks ago it was 19") and its range. */
const SCORE = /\bscore (?:today |now |this time )?(?:is|was|came (?:out|back)(?: at)?|of) (\d+)\b/i;
const SCORE_BEFORE = /\b(?:(?:\w+ (?:weeks?|months?|years?) ago|last time|at the last visit|before)(?: it)? (?:was|had been)|previously) (\d+)\b/i;
const SCORE_RANGE = /\b(?:in|within) the (minimal|mild|moderate|moderately severe|severe) range\b/i;
/** "After the asthalin puffs it improved by eighteen percent": the reversibility of spirometry, as a note writes it. */
const BRONCHODILATOR_RESPONSE = /\b(?:improved|increased|went up|rose)\s+by\s+(\d+(?:\.\d+)?)\s*(?:%|percent)/i;
const AFTER_BRONCHODILATOR = /\b(?:after|post)\b[^,;.]*\b(?:asthalin|salbutamol|albuterol|levalbuterol|ventolin|bronchodilators?|inhalers?|puffs|nebuli[sz]\w*)\b/i;

/** A reading said just before what was measured: "a preserved (EF of 55 %)", "a mildly reduced (ejection fraction)". */
const MEASURE_READ_BEFORE = /\b(preserved|normal|reduced|mildly reduced|moderately reduced|severely reduced|low|decreased|depressed|elevated|high)\s+$/i;

/** The names patients are told tests by: "the good cholesterol" is HDL. */
const EVERYDAY_NAMES: Record<string, string> = { 'good cholesterol': 'HDL', 'bad cholesterol': 'LDL' };
/** A number said of the test just named: "(they checked your blood sugar) and it was 162". */
const ITS_VALUE = /^\s*(?:it|that|this|which)(?:'s| is| was| came back(?: at)?| showed (?:that )?it was| shows (?:that )?it is)\s+(?:about\s+|around\s+)?(\d+(?:\.\d+)?)(?:\s*(%|percent|mg\/dl|mmol\/l|g\/dl))?(?![\d.])(?!\s*(?:pounds?|lbs?|kg|kilos?|years?|months?|weeks?|days?|hours?|minutes?|times?|o'clock|out of|over)\b)/i;

/** A clause about what will or might be, not what a test showed: "we'll see if it's acute", "to make sure it stays low". */
const LOW_PUMPING = /^(?:low|reduced|decreased|weak|weakened) pumping function(?: of the heart)?$/i;
const NOT_READ = /\b(?:will|'ll|going to|gon na|gonna|wan na|want to|if|whether|should|hopefully|make sure|order|assuming|once|provided|suppose|supposing|in case)\b/i;

/** "you do have (you have …)": a "have" said again where the doctor began again. */
const RESTARTED_HAVE = /\b(?:you|he|she) (?:do |actually |also )?(?:have|has) (?=(?:you|he|she) (?:do |actually |also )?(?:have|has)\b)/gi;
const READING_WORDS: Record<string, string> = { good: 'normal', fine: 'normal', great: 'normal', okay: 'normal', better: 'improved', up: 'elevated', flatter: 'flattened' };
const MAX_WORDS = 7;

/** A phrase as a finding: the person's pronoun made the article, at most `max` words, no trailing joiner. */
function phrase(words: string, max = MAX_WORDS): string | undefined {
  const out = words
    .replace(/\b(?:your|his|her|their)\b/gi, 'the')
    .replace(/\b(?:kind of|sort of|just|really|actually|basically|a little bit of|a little|a bit)\b\s*/gi, '')
    // "a stone that's measuring 0.5 cm": the relative pronoun of speech, not of the finding.
    .replace(/\b(?:that's|that is|which is)\s+(?=\w+ing\b)/gi, '')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .slice(0, max)
    .join(' ')
    .replace(/(?:\s+(?:and|or|to|the|a|an|of|with|for|on|in|at|that|which|is|was|there|here|located|seen|noted|found))+$/i, '');
  if (/\b(?:i|me|my|we|you|okay|um|uh)\b/i.test(out) || /^(?:a|an|the|some|any|and|or|that|it)?$/i.test(out)) return undefined;
  return out
    .replace(/^([a-z]+(?:[- ][a-z]+)?)$/i, (word) => String(parseNumber(word.replace('-', ' ')) ?? word))
    .replace(/\b(\d+(?:\.\d+)?)\s*percent\b/gi, '$1%')
    .replace(/\b(\d+(?:\.\d+)?)\s+%/g, '$1%');
}

/** What a reading is of, when the clause names it: "your white blood cell count is not elevated". Not the test itself, nor "it". */
function subjectOf(said: string): string | undefined {
  // "the joint spaces of that right knee": what is read is the joint spaces, the knee they are of said with the test.
  // Not "the function of the left ventricle", "the base of the right lung", whose "of" names what is read.
  const before = said.replace(/(\bjoint spaces?)\s+of\s+(?:that|this|the|your|his|her)\s+(?:(?:right|left)\s+)?[a-z]+\s*$/i, '$1 ');
  const wordsAfter = (start: RegExp) =>
    before
      .replace(start, '')
      .replace(/\b(?:your|his|her|their|the|my)\b\s*/gi, '')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
  // "alt albumin and total bilirubin": labs listed, each named apart, the "and" of the list their own.
  const listed = labsListed(wordsAfter(/^.*\b(?:at|that|which|so|but|here|now|see|results|labs|x-?rays?|shows?|showed)\s+/i).join(' ').toLowerCase());
  if (listed) return listed;
  const words = wordsAfter(/^.*\b(?:at|that|which|and|so|here|now|see|results|labs|x-?rays?|shows?|showed)\s+/i);
  if (words.length === 0 || words.length > 4) return undefined;
  const subject = words.join(' ').toLowerCase();
  // "psa today is also (is good)": a subject with a verb of its own is a clause, not a name.
  return /\b(?:it|this|that|these|those|there|here|everything|all|x-?rays?|results?|labs?|scans?|mri|ct|study|studies|report|film|films|images?|biops(?:y|ies)|pathology|cultures?|i|you|we|he|she|they|is|are|was|were)\b/.test(subject) ? undefined : subject;
}

/** Labs a reading may be said of together. */
const LAB = String.raw`(?:alt|ast|alkaline phosphatase|ggt|albumin|total bilirubin|bilirubin|total protein|sodium|potassium|chloride|bicarbonate|bun|creatinine|calcium|magnesium|glucose|hemoglobin|hematocrit|platelets|white count|tsh|t4|ldl|hdl|triglycerides)`;
const LABS_LISTED = new RegExp(String.raw`^(${LAB}(?:,?\s+${LAB})*),?\s+and\s+(${LAB})$`);
const LAB_SAID = new RegExp(LAB, 'g');

/** The labs a note names by their abbreviation, in capitals: "ALT", "LDL". */
const ABBREVIATED_LAB = /\b(?:alt|ast|ggt|bun|tsh|ldl|hdl|psa|bnp|inr|gfr|egfr|t4|fev1|fvc|pefr|wbc)\b/g;
const labWords = (said: string) => said.replace(ABBREVIATED_LAB, (name) => name.toUpperCase());

/** Labs said one after another, as a list: "alt albumin and total bilirubin" → "ALT, albumin and total bilirubin". */
function labsListed(said: string): string | undefined {
  const listed = LABS_LISTED.exec(said);
  if (!listed) return undefined;
  const first = [...listed[1]!.matchAll(LAB_SAID)].map((m) => m[0]);
  return labWords(`${first.join(', ')} and ${listed[2]}`);
}

/** Words that explain what was just said, not a finding of its own: "meaning that there is …", "which means …". */
const EXPLAINING = /\b(?:meaning|which means|that means|in other words)\b(?:\s+that)?(?:\s+there(?:'s|\s+is|\s+are|\s+was))?\s*$/i;
/** A denial cut before what it denies: "no evidence", "no any". */
const DENIES_NOTHING = /^no (?:any|evidence|signs?)$/i;
/** Where a list of findings parts: "… displacement of the base with a 3 mm separation … and the presence of a bony fragment …". */
const LIST_JOINER =
  /\s+(?:with an?|along with|as well as|and (?:the )?presence of|and an?)\s+|\s+(?:and\s+)?(?=no\s+\w)|(?<!\b(?:of|in|at|on|over|around|to|from|between|with|involving)(?:\s+\S+){1,4})\s+and\s+(?=\S+\s+\S+)/i;
/** A finding of a list may run longer than a lone one: each is a finding of its own, not a run-on. */
const MAX_LISTED_WORDS = 10;
const ORDINALS: Record<string, string> = { first: '1st', second: '2nd', third: '3rd', fourth: '4th', fifth: '5th' };
const SIZE = new RegExp(String.raw`\b(${COUNT_NUMBER})\s*(millimeters?|mm|centimeters?|cm)\b`, 'gi');

/** Ordinals in figures and the part of a bone after the bone: "the 2nd metatarsal base", not "the base of the second metatarsal". */
function partsAsNoted(finding: string): string {
  return finding
    .replace(/\b(first|second|third|fourth|fifth)\b/gi, (ordinal: string) => ORDINALS[ordinal.toLowerCase()]!)
    .replace(/\bof the (base|head|shaft|neck) of the ((?:\w+ )?\w+?)(?=$|\s+(?:with|and)\b)/i, 'at the $2 $1');
}

/** A size as a note writes it: "three millimeter" → "3 mm", "point five centimeters" (read 0.5) → "0.5 cm". */
const sizeWritten = (amount: string, unit: string) => `${parseNumber(amount) ?? amount} ${/^m/i.test(unit) ? 'mm' : 'cm'}`;

/** A finding of a list in a note's words: "3 mm", "the 2nd metatarsal base", not "three millimeter", "the base of the second metatarsal". */
function inNoteWords(finding: string): string {
  const sized = finding
    .replace(/^(?:(?:the\s+)?presence of\s+)?(?:an?\s+|some\s+)?/i, '')
    .replace(SIZE, (_said: string, amount: string, unit: string) => sizeWritten(amount, unit));
  return partsAsNoted(sized);
}

/**
 * A thing measured and where it is: "a stone (that's) measuring 0.5 centimeters (in size) (located) in the proximal
 * right ureter", written size first, "0.5 cm stone in the proximal right ureter".
 */
const MEASURED_THING = new RegExp(
  String.raw`^(?:an?\s+)?([a-z-]+(?:\s+[a-z-]+)?)\s+(?:(?:that's|that is|which is)\s+)?measuring\s+(?:about\s+|approximately\s+)?(\d+(?:\.\d+)?|${COUNT_NUMBER})\s*(centimeters?|cm|millimeters?|mm)(?:\s+in\s+size)?(?:\s+(?:located\s+|seen\s+)?(in|at|within|on)\s+(the\s+(?:[a-z-]+\s+){0,5}?[a-z-]+))?\s*$`,
  'i',
);
function measuredFirst(words: string): string | undefined {
  const measured = MEASURED_THING.exec(words.replace(/\b(?:your|his|her|their)\b/gi, 'the').trim());
  if (!measured) return undefined;
  const [, thing, amount, unit, preposition, place] = measured;
  return `${sizeWritten(amount!, unit!)} ${thing!.toLowerCase()}${place ? ` ${preposition!.toLowerCase()} ${place.toLowerCase()}` : ''}`;
}

/** The findings a test showed, each of a list apart: "subtle dorsal displacement …", "3 mm separation …", "bony fragment …". */
function shownFindings(words: string): string[] {
  const measured = measuredFirst(words);
  if (measured) return [measured];
  const parts = words.split(LIST_JOINER);
  if (parts.length === 1) return [phrase(words)].filter((f) => f !== undefined);
  return parts.map((part) => phrase(inNoteWords(part).replace(COMMENT_AFTER, ''), MAX_LISTED_WORDS)).filter((f) => f !== undefined);
}

/** What the doctor says of a finding after it, in a list: "(evolutionary changes) which are anticipated". */
const COMMENT_AFTER = /\s+(?:which|that)\s+(?:is|are|was|were)\b.*$/i;
/** A measurement the shown list names, and the findings listed after it: "a preserved ef of 55 % abnormal diastolic filling and …". */
const AFTER_MEASUREMENT = /^\s*(?:%|percent)?\s*(?:,\s*)?(?:and\s+|with\s+)?/i;

/** The findings of one sentence about a result, in the order said; none when it says nothing a result shows. */
export function resultFindingsOf(sentence: string): string[] {
  // "your cholesterol was like, a tiny bit high": the "like" of speech, with its comma, parts nothing.
  // "your creatinine was .7": a decimal said without its leading zero.
  // "you do have you have a large spur": the words said again where the doctor began again.
  // "At thirty nine", "at one sixty": a value of ten or more said in words, in digits.
  // "Within normal limits" is normal.
  // "asthma or , uh , copd": a hesitation between its commas parts nothing.
  const text = spokenNumbersInDigits(inLakhs(cleanSpoken(sentence.replace(/(^|\s)\.(\d)/g, '$10.$2').replace(/\s*,\s*(?:uh|um|er)\s*,\s*/gi, ' '))), { atLeast: 10 })
    .text.replace(/\bwithin normal limits\b/gi, 'normal')
    .replace(/\b(is|was|were|are)\s+like\s*,\s*/gi, '$1 ')
    // "(The good cholesterol was 44.) The bad was 153": the cholesterol named by its everyday name alone, with its value.
    .replace(/\bthe (good|bad)(?: one)? (?=(?:was|is)\s+(?:about\s+|around\s+)?\d)/gi, 'the $1 cholesterol ')
    // "The pathology came back and it was a basal cell carcinoma": what it came back as.
    .replace(/\bcame back (?:and )?(?:it|that)(?:'s| is| was)\s+(?=an?\s+(?!(?:little|bit|tiny|touch|tad)\b))/gi, 'came back as ')
    // "Running on the higher side": high.
    .replace(/\bon the (high|low)(?:er)? side\b/gi, '$1')
    .replace(RESTARTED_HAVE, '')
    // "Looking at this, you do have …": the doctor looking at the image, no finding.
    .replace(/^\s*(?:so\s+)?looking at (?:this|that|it|these|them)\s+/i, '')
    // "You've got some arthritis", "you've lost a lot of the cartilage": what the image shows, said of the patient.
    .replace(/\b(you|he|she)(?:'ve| have| has)? got\b/gi, '$1 have')
    // "(It shows that) you might have a little bit of asthma": what the test suggests, as a note hedges it.
    .replace(/\b(?:you|he|she|they)\s+(?:might|may|could)\s+(?:be having|have)\s+(?:(?:a little bit of|a little|a bit of|some|an?)\s+)?/gi, 'possible ')
    // "Some arthritis in there": the place pointed at is no place a note can write.
    .replace(/\s+(?:in|over|at|on) (?:there|here)\b/gi, '')
    .replace(/\b(you|he|she)(?:'ve| have| has)? lost (?:a lot of |some |most of |much of )?(?:the |your |his |her )?cartilage\b/gi, '$1 have cartilage loss');
  const out: string[] = [];
  let seenBefore = false;
  for (const clause of text.split(CLAUSE_BREAK)) {
    if (clause === undefined || clause.trim() === '' || NOT_READ.test(clause)) continue;
    const score = SCORE.exec(clause);
    if (score) {
      const before = SCORE_BEFORE.exec(clause.slice(score.index + score[0].length));
      out.push(`score ${score[1]}`, ...(before ? [`previously ${before[1]}`] : []));
      continue;
    }
    const range = SCORE_RANGE.exec(clause);
    if (range) {
      out.push(`${range[1]!.toLowerCase()} range`);
      continue;
    }
    const response = BRONCHODILATOR_RESPONSE.exec(clause);
    if (response && AFTER_BRONCHODILATOR.test(clause)) {
      out.push(`${response[1]}% improvement after bronchodilator`);
      continue;
    }
    const measured = MEASURE.exec(clause);
    if (measured) {
      const name = /^(?:ef|pumping function)$/i.test(measured[1]!) ? 'ejection fraction' : (EVERYDAY_NAMES[measured[1]!.toLowerCase()] ?? labWords(measured[1]!.toLowerCase()));
      const reading = READING.exec(clause);
      const value = reading?.[2]?.toLowerCase();
      // "A preserved EF of 55 %": the word said before the measurement reads it.
      const qualified = value ? undefined : MEASURE_READ_BEFORE.exec(clause.slice(0, measured.index))?.[1]?.toLowerCase();
      const amount = phrase(measured[2]!) ?? measured[2];
      // "An elevated AST at 39" is "AST elevated at 39"; "a preserved EF of 55 %", "preserved ejection fraction 55%".
      const readFirst = qualified !== undefined && name !== 'ejection fraction';
      out.push(
        readFirst
          ? `${name} ${qualified} at ${amount}`
          : `${qualified ? `${qualified} ` : ''}${name}${value ? ` ${reading![1] ? 'not ' : ''}${READING_WORDS[value] ?? value} at` : ''} ${amount}`,
      );
      // What a test showed goes on after its measurement: "it does show a preserved ef of 55 % (,) abnormal diastolic filling …".
      const rest = clause.slice(measured.index + measured[0].length).replace(AFTER_MEASUREMENT, '');
      if (SHOWS.test(clause.slice(0, measured.index + measured[0].length)) && rest.split(/\s+/).length > 1) out.push(...shownFindings(rest));
      continue;
    }
    const value = ITS_VALUE.exec(clause);
    if (value) {
      out.push(`${value[1]}${value[2] ? ` ${value[2].replace(/percent/i, '%')}` : ''}`.replace(/ %$/, '%'));
      continue;
    }
    // "There's some arthritis, some narrowing of the joint space": a finding listed on after one seen is seen too.
    // Not the diagnosis said again after it ("so you have pneumonia …, a community acquired pneumonia").
    const seen: RegExpExecArray | null = SEEN.exec(clause) ?? (seenBefore && LISTED_ON.test(clause) ? SEEN.exec(`there is ${clause}`) : null);
    seenBefore = seen !== null;
    if (seen) {
      const listed = LIST_JOINER.test(seen[2] ?? '') ? shownFindings(`${seen[1]}${seen[2]}`.toLowerCase()) : [];
      const found = `${seen[1]!.toLowerCase()}${/^\s*(?:of|in|at)\s/i.test(seen[2] ?? '') ? ` ${phrase(seen[2]!.trim()) ?? ''}`.trimEnd() : ''}`;
      // "A little bit of a low pumping function of your heart": a mildly reduced ejection fraction, as a note writes it.
      const ejection = LOW_PUMPING.test(found) ? `${/\blittle bit\b/i.test(clause) ? 'mildly ' : ''}reduced ejection fraction` : found;
      out.push(...(listed.length > 1 ? listed : [ejection]));
      continue;
    }
    // "The x-ray did not show a fracture": what a test did not show is ruled out (below), not shown.
    const shows = SHOWS.exec(clause);
    const shown = shows && !/(?:n't|\bnot|\bnever)\s*$/i.test(clause.slice(0, shows.index)) ? shows : null;
    const said = shown ? shownFindings(shown[1]!) : [];
    if (said.length > 0 && !/^(?:that|it|this|what|if|how)\b/i.test(said[0]!)) {
      out.push(...said);
      continue;
    }
    const reading = READING.exec(clause);
    // "…, which is good": the doctor's comment on the finding before, not another finding.
    // Not "that type of thing, and everything seemed to be fine", which reads it.
    const commentary = reading !== null && /^\s*(?:which|that(?=\s+(?:is|was|looks|seems|sounds)\b)|that's|this is|so)\b/i.test(clause);
    const comment = commentary && READING_WORDS[reading[2]!.toLowerCase()] !== undefined;
    // "…8.2, which is quite low": the reading qualifies the finding before it.
    if (commentary && !comment && out.length > 0) {
      out[out.length - 1] = `${out[out.length - 1]}, ${reading[1] ? 'not ' : ''}${reading[2]!.toLowerCase()}`;
      continue;
    }
    if (reading && !comment) {
      const value = reading[2]!.toLowerCase();
      // A value is a number ("at 8", "at eight"), not a place ("normal at the back").
      const amount = reading[3] && /^\d/.test(phrase(reading[3]) ?? '') ? phrase(reading[3]) : undefined;
      const said = `${reading[1] ? 'not ' : ''}${READING_WORDS[value] ?? value}${amount ? ` at ${amount}` : ''}`;
      const subject = subjectOf(clause.slice(0, reading.index));
      out.push(subject ? `${subject} ${said}` : said);
    }
    // "no fractures no bony abnormalities": each denial of a run.
    // "… osteomyelitis, meaning that there is no infection of the bone": the doctor explaining the word says it again.
    // "It didn't show anything": nothing found, unremarkable.
    for (const ruled of clause.matchAll(RULED_OUT)) {
      if (!EXPLAINING.test(clause.slice(0, ruled.index))) out.push(/^anything(?: abnormal| wrong| concerning)?$/i.test(ruled[1]!) ? 'unremarkable' : `no ${ruled[1]!.toLowerCase()}`);
    }
    const positive = POSITIVE_FOR.exec(clause);
    if (positive) out.push(`positive for ${positive[1]!.toLowerCase()}`);

  }
  return [...new Set(out.map((finding) => writtenNotCopied(finding, text)).filter((finding): finding is string => finding !== undefined && !DENIES_NOTHING.test(finding)).map(withAbbreviationsInCapitals))];
}

/**
 * A finding as a note writes it, not a run of the words said: "of the base of the second metatarsal" → "at the 2nd
 * metatarsal base"; one that would still copy them is cut before its last phrase, else left out.
 */
function writtenNotCopied(finding: string, said: string): string | undefined {
  if (!copiesSpeech(finding, said)) return finding;
  const written = partsAsNoted(finding);
  if (!copiesSpeech(written, said)) return written;
  const words = written.split(' ');
  const cut = words.map((word, i) => (i > 1 && /^(?:of|at|in|on|with)$/i.test(word) ? i : -1)).reduce((last, i) => Math.max(last, i), -1);
  const shorter = cut > 1 ? words.slice(0, cut).join(' ') : undefined;
  return shorter !== undefined && !copiesSpeech(shorter, said) ? shorter : undefined;
}

/**
 * A finding as written under its test's name: the name not said twice ("Haemoglobin: hemoglobin 8.2" → "8.2"). `names`
 * are the test's names as said and as the note writes them.
 */
export function withoutTestName(said: string, names: readonly string[]): string {
  // "Alkaline phosphatase: patient's alkaline phosphatase elevated": whose the test was is no part of its finding.
  const finding = said.replace(/^(?:the\s+)?(?:patient's|his|her|their|your)\s+/i, '');
  // "Serum vitamin D: vitamin d 94": the name said without the "serum" the lexicon's name holds.
  for (const name of names.flatMap((named) => [named, named.replace(/^serum\s+/i, '')])) {
    const rest = finding.slice(name.length).trim();
    if (finding.toLowerCase().startsWith(name.toLowerCase()) && /^\W|^$/.test(finding.slice(name.length)) && rest !== '') return rest;
  }
  return said;
}

/** Body parts and organs a test is of, as said before its name ("back x-ray", "renal ultrasound") or after it ("x-ray of the knee"). */
const PART = String.raw`chest|back|lower back|lumbar spine|cervical spine|knee|shoulder|hip|ankle|foot|wrist|hand|finger|elbow|neck|abdomen|pelvis|head|brain|spine|leg|arm|kidneys?|bladder|liver|gallbladder|thyroid|breasts?|heart|lungs?|carotids?|carotid arteries|renal arteries|legs|(?:lower |upper )?extremit(?:y|ies)`;
/** Adjectives said for the part ("renal ultrasound", "abdominal CT"), as the note names the part. */
const PART_OF_ADJECTIVE: Record<string, string> = {
  renal: 'kidneys', 'renal artery': 'renal arteries', 'renal arterial': 'renal arteries', abdominal: 'abdomen', pelvic: 'pelvis', cardiac: 'heart',
  carotid: 'carotid arteries', 'lower extremity arterial': 'lower extremity arteries', 'lower extremity': 'lower extremities', 'lower extremity venous': 'lower extremity veins',
  hepatic: 'liver', breast: 'breast', thyroid: 'thyroid', kidney: 'kidneys', pulmonary: 'lungs',
};
const SITE_BEFORE = new RegExp(
  String.raw`\b((?:right|left|bilateral)\s+)?(${Object.keys(PART_OF_ADJECTIVE).sort((a, b) => b.length - a.length).join('|')}|${PART})\s+$`,
  'i',
);
const SITE_AFTER = new RegExp(String.raw`^\s*of (?:the |your |his |her |their |both |that |this |my )?((?:right |left )?(?:${PART})(?: and (?:the )?pelvis)?)\b`, 'i');
/** A lexicon name that holds the part imaged ("X-ray knee"), written with it as the note does: "X-ray of the knee". */
const IMAGING_OF_PART = new RegExp(String.raw`^(x-ray|mri|ct|ultrasound)\s+(${PART})$`, 'i');
/** The side said just before a test named with its part: "your left knee x-ray". */
const SIDE_BEFORE = /\b(right|left|bilateral)\s+$/i;

/** Where a test looks, as said around its name: "renal ultrasound" → "kidneys", "x-ray of your right knee" → "right knee". */
export function testSite(text: string, mention: { start: number; end: number }): string | undefined {
  const before = SITE_BEFORE.exec(text.slice(0, mention.start));
  if (before) {
    const part = before[2]!.toLowerCase();
    return `${before[1]?.toLowerCase() ?? ''}${PART_OF_ADJECTIVE[part] ?? part}`;
  }
  // "a cat scan or an mri of that knee": the part said after the second test is the first's too.
  const afterText = text.slice(mention.end);
  const after = (SITE_AFTER.exec(afterText) ?? SITE_AFTER.exec(afterText.replace(OR_ANOTHER_TEST, '')))?.[1]!.toLowerCase();
  // "an arterial ultrasound of your lower extremities" looks at the arteries of the limbs.
  const vessels = after && /\bextremit/.test(after) ? VESSELS_BEFORE.exec(text.slice(0, mention.start))?.[1]?.toLowerCase() : undefined;
  return vessels ? `${after!.replace(/extremities$/, 'extremity')} ${vessels === 'arterial' ? 'arteries' : 'veins'}` : after;
}
/** A second test joined by "or" after the first: "(a cat scan) or an mri (of that knee)". */
const OR_ANOTHER_TEST = /^\s*or (?:a |an )?(?:mri|ct|cat scan|ct scan|x-?ray|ultrasound|bone scan)(?=\s+of\b)/i;
/** The vessels said of a limb's scan, just before its name: "arterial", "venous". */
const VESSELS_BEFORE = /\b(arterial|venous)\s+$/i;

/** Tests clinicians write by their abbreviation, as said. */
const ABBREVIATED: ReadonlySet<string> = new Set([
  'alt', 'ast', 'alp', 'ggt', 'bun', 'tsh', 'ldl', 'hdl', 'bnp', 'psa', 'inr', 'wbc', 'rbc', 'cbc', 'bmp', 'cmp', 'esr', 'crp', 'pth',
  'ekg', 'ecg', 'eeg', 'emg', 'mri', 'ct', 'pft', 'pfts', 'abg', 'ana', 'hcg', 'lft', 'lfts', 'kft', 'rft', 'ft4', 't4', 't3',
]);

/** A test as the note names it, with the site said around its name: "back x-ray" → "X-ray of the back". */
export function testName(text: string, mention: { start: number; end: number }, name: string): string {
  const site = testSite(text, mention);
  // "White blood cell count" as the doctor said it, not the lexicon's "total leucocyte count"; "wbc" or "a1c" by name.
  const said = text.slice(mention.start, mention.end).toLowerCase();
  // Not a name the lexicon writes in capitals ("phq nine" is PHQ-9).
  const spelledOut = /^[a-z]{3,}(?:\s+[a-z]{3,})+$/.test(said) && !/^[A-Z\d-]+$/.test(name);
  // "Alt", "bun": written as clinicians abbreviate them, ALT and BUN; "echocardiogram" as said, not "echocardiography".
  const words = spelledOut ? said : ABBREVIATED.has(said) ? said.toUpperCase().replace(/S$/, 's') : saidTestName(name, said);
  const ofPart = site ? null : IMAGING_OF_PART.exec(words);
  if (ofPart) {
    const side = SIDE_BEFORE.exec(text.slice(0, mention.start))?.[1]?.toLowerCase();
    return `${capitalise(ofPart[1]!)} of the ${side ? `${side} ` : ''}${ofPart[2]!.toLowerCase()}`;
  }
  const named = capitalise(words);
  return site ? `${named} of the ${site}` : named;
}
