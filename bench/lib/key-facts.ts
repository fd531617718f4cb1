/**
 * Key facts scored against our note, section by section. A fact is found when one item (sentence, bullet, problem
 * heading, or one element of a labelled list such as "Additional testing: a, b and c") of a section of our note
 * where that kind of fact belongs has, for every match group, one of its alternatives: case-insensitive, whole
 * words, "x-ray" = "x ray", number words read as digits, British spellings as American. Found anywhere else it is missed (and the dump says where).
 * Precision reads the enumerable sections: each item that matches no fact of its section, or names an order the
 * gold marks as done, declined or past, is a false positive.
 */
import type { FactSection, KeyFact } from './key-facts-file.js';
import type { NoteItem } from './note-items.js';

/** The parts of our note facts are sought in, by what they hold. */
export type Region = 'chief_complaint' | 'history' | 'exam' | 'results' | 'plan';

/**
 * Our note's headings → region → the fact sections it may hold; the first heading pattern that matches wins. For the
 * `soap` renderer: CHIEF COMPLAINT; HISTORY OF PRESENT ILLNESS and REVIEW OF SYSTEMS (history, denied symptoms);
 * PHYSICAL EXAMINATION (vitals and findings); RESULTS; ASSESSMENT AND PLAN (problems, medications, orders, follow-up:
 * one section in our note as in most references, so a plan item may hold any of the four).
 */
export const SECTION_MAP: readonly { heading: RegExp; region: Region; holds: readonly FactSection[] }[] = [
  { heading: /chief complaint|reason for (?:the )?visit/i, region: 'chief_complaint', holds: ['chief_complaint'] },
  { heading: /review of systems|history|subjective|medications|allerg/i, region: 'history', holds: ['history', 'pertinent_negatives'] },
  { heading: /exam|vitals/i, region: 'exam', holds: ['exam'] },
  { heading: /results|investigations|labs|imaging|data/i, region: 'results', holds: ['results'] },
  { heading: /assessment|plan|impression|instructions|follow/i, region: 'plan', holds: ['assessment', 'medications', 'orders', 'follow_up'] },
];

export const regionOf = (heading: string) => SECTION_MAP.find((entry) => entry.heading.test(heading));

/** Labelled lines whose content is a list: each element is an item of its own. */
const LIST_LABELS = /^(?:additional testing|tests?|procedures?|also assessed|assessment|diagnos[ei]s|declined|vitals|medical treatment|medications?|referrals?|orders?)$/i;

/**
 * Where a list's elements part: a comma, or an "and" that is not inside the name of one procedure ("open reduction
 * and internal fixation", "incision and drainage", "dilation and curettage").
 */
const LIST_SEPARATOR = /,\s+|(?<!\b(?:open reduction|incision|dilation|dilatation))\s+and\s+(?!(?:internal fixation|drainage|curettage)\b)/i;

/** What a label says a plan item is, for precision by section. */
const LABEL_SECTIONS: readonly [RegExp, FactSection][] = [
  [/^(?:also assessed|assessment|diagnos[ei]s)$/i, 'assessment'],
  [/^(?:medical treatment|medications?|declined)$/i, 'medications'],
  [/^(?:additional testing|tests?|procedures?|referrals?|orders?)$/i, 'orders'],
  [/^follow[\s-]?up$/i, 'follow_up'],
];

/** A plan line that tells why the problem stands ("Medical reasoning: X-ray without fracture."): it orders nothing. */
const TELLS_WHY = /^(?:medical )?reasoning$/i;

/** A negation of the history: what the note says the patient denies. */
const DENIAL = /\b(?:denies|denied|denying|negative for)\b|^(?:[A-Z][\w /-]*:\s*)?no\b/i;
/** An item that says the patient declined: naming a declined order there is right. */
const SAYS_DECLINED = /\b(?:declin\w*|refus\w*|does not want|doesn't want|not interested)\b/i;

/** One thing our note says, in the unit facts are matched against. */
export interface Unit {
  region: Region;
  text: string;
  /** The label of a labelled line ("Additional testing", "Follow-up"), or 'problem' for a problem heading. */
  label?: string;
}

/** Our note's items as units: a list line's elements apart, items under headings no fact belongs to left out. */
export function noteUnits(items: readonly NoteItem[]): Unit[] {
  return items.flatMap((item): Unit[] => {
    const region = regionOf(item.section)?.region;
    if (!region) return [];
    if (item.kind === 'heading') return [{ region, text: item.text, label: 'problem' }];
    const labelled = /^([A-Za-z][A-Za-z /-]{0,30}):\s+(.+)$/.exec(item.text);
    // A later sentence of a reasoning bullet tells why too.
    if (!labelled) return [{ region, text: item.text, ...(item.continues && TELLS_WHY.test(item.continues) ? { label: item.continues } : {}) }];
    const label = labelled[1]!.trim();
    if (!LIST_LABELS.test(label)) return [{ region, text: item.text, label }];
    const body = labelled[2]!.replace(/[.;]\s*$/, '');
    const elements = body.includes(';') ? body.split(';') : body.split(LIST_SEPARATOR);
    return elements.map((text) => text.trim()).filter((text) => text !== '').map((text) => ({ region, text, label }));
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Matching

const UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const NUMBER_WORD = new RegExp(`\\b(?:(${TENS.slice(2).join('|')})(?:[\\s-]+(${UNITS.slice(1, 10).join('|')}))?|(${UNITS.join('|')}))\\b`, 'gi');

/** "twenty-five" → "25", "eighty" → "80", "six" → "6": the annotators write numbers as digits. */
export function numberWordsAsDigits(text: string): string {
  return text.replace(NUMBER_WORD, (_match, tens?: string, unit?: string, alone?: string) => {
    if (alone) return String(UNITS.indexOf(alone.toLowerCase()));
    return String(TENS.indexOf(tens!.toLowerCase()) * 10 + (unit ? UNITS.indexOf(unit.toLowerCase()) : 0));
  });
}

/**
 * The engine writes British spellings (its lexicon's), the annotators American ones: both read as American; and the
 * lexicon's formal name of a test or therapy as the name US clinicians write.
 */
const BRITISH: readonly [RegExp, string][] = [
  [/oedema/gi, 'edema'],
  [/(?<=[a-z])oea\b/gi, 'ea'], // diarrhoea, dyspnoea, apnoea
  [/haem/gi, 'hem'],
  [/anaem/gi, 'anem'],
  [/oesoph/gi, 'esoph'],
  [/\bpaed/gi, 'ped'],
  [/aetiol/gi, 'etiol'],
  [/\bfoet/gi, 'fet'],
  [/\b(tum|behavi)our/gi, '$1or'],
  [/(?<=[a-z])isation\b/gi, 'ization'], // catheterisation
  // The lexicon's formal names of a test or therapy for the names clinicians write: the same concept.
  [/\bphysiotherapy\b/gi, 'physical therapy'],
  [/\bultrasonography\b/gi, 'ultrasound'],
  [/\bechocardiography\b/gi, 'echocardiogram'],
  [/\bmammography\b/gi, 'mammogram'],
  [/\bhba1c\b/gi, 'hemoglobin a1c'],
];
export const americanSpelling = (text: string) => BRITISH.reduce((out, [british, american]) => out.replace(british, american), text);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const patterns = new Map<string, RegExp>();

/** An alternative as a whole-word pattern: spaces and hyphens interchangeable, "5" not inside "4.5" or "15". */
export function alternativePattern(alternative: string): RegExp {
  const words = americanSpelling(alternative.trim().toLowerCase());
  let pattern = patterns.get(words);
  if (!pattern) {
    const body = escapeRegExp(words).replace(/[\s-]+/g, '[\\s-]+');
    const start = /^\d/.test(words) ? '(?<![a-z0-9]|\\d[.,])' : /^[a-z]/.test(words) ? '(?<![a-z0-9])' : '';
    const end = /\d$/.test(words) ? '(?![a-z0-9]|[.,]\\d)' : /[a-z]$/.test(words) ? '(?![a-z0-9])' : '';
    pattern = new RegExp(`${start}${body}${end}`, 'i');
    patterns.set(words, pattern);
  }
  return pattern;
}

/** A text as alternatives are matched against it: in American spelling, and that with number words as digits. */
const readings = new Map<string, readonly [string, string]>();
function readingsOf(text: string): readonly [string, string] {
  let found = readings.get(text);
  if (!found) {
    const american = americanSpelling(text);
    found = [american, numberWordsAsDigits(american)];
    readings.set(text, found);
  }
  return found;
}

// Every fact's every alternative is tried on the same few hundred sentences of a note: each is read once (readingsOf).
const has = (text: string, alternative: string) => {
  const pattern = alternativePattern(alternative);
  return readingsOf(text).some((reading) => pattern.test(reading));
};

export const factMatches = (fact: KeyFact, text: string) => fact.match.every((group) => group.some((alternative) => has(text, alternative)));

/** The strengths a medication fact states ("80 mg", "200/6 mcg" → 80; 200 and 6), which the note must give too. */
export function doseNumbers(text: string): string[] {
  const doses = text.matchAll(/(\d+(?:\.\d+)?(?:\/\d+(?:\.\d+)?)*)\s*(?:mg|mcg|µg|g|grams?|ml|units?|iu|meq|%|puffs?|tablets?|capsules?|drops?)\b/gi);
  return [...new Set([...doses].flatMap((dose) => dose[1]!.split('/')))];
}

/** Only ordered (or stateless) facts count in recall: a done, declined or past order is not to be written as one. */
export const counted = (fact: KeyFact) => fact.state === undefined || fact.state === 'ordered';

// ---------------------------------------------------------------------------------------------------------------
// Scoring

export interface FactResult {
  fact: KeyFact;
  counted: boolean;
  /** The unit of the right section it was found in. */
  foundIn?: string;
  /** Medications: found with every strength the fact states (vacuously when it states none). */
  withDose?: boolean;
  /** Not found in its section but in another region of the note: where, for the reader. */
  elsewhere?: { region: Region; text: string };
}

export interface ItemResult {
  region: Region;
  /** The section the item is counted under: its region's; in the plan its label's, else `plan_prose`. */
  section: FactSection | 'plan_prose';
  text: string;
  correct: boolean;
  /** Why it is wrong: no fact of its section, or an order the gold marks done / declined / past. */
  reason?: string;
  /** The facts it matched. */
  matches: string[];
}

export interface KeyFactScore {
  facts: FactResult[];
  items: ItemResult[];
}

const holds = (region: Region, section: FactSection) => SECTION_MAP.some((entry) => entry.region === region && entry.holds.includes(section));

function scoreFact(fact: KeyFact, units: readonly Unit[]): FactResult {
  const matching = units.filter((unit) => factMatches(fact, unit.text));
  const right = matching.filter((unit) => holds(unit.region, fact.section) && !(fact.section === 'orders' && TELLS_WHY.test(unit.label ?? '')));
  const result: FactResult = { fact, counted: counted(fact) };
  if (right.length > 0) result.foundIn = right[0]!.text;
  else if (matching.length > 0) result.elsewhere = { region: matching[0]!.region, text: matching[0]!.text };
  if (fact.section === 'medications') {
    const doses = doseNumbers(fact.text);
    result.withDose = right.some((unit) => doses.every((dose) => has(unit.text, dose)));
  }
  return result;
}

/** The patient's agreement to the plan ("Patient agreements: The patient understands and agrees …") lists no item of it. */
const LISTS_NO_ITEM = /^patient agreements?$/i;
/**
 * The units precision reads: every unit of the exam, results and plan but the patient's agreement, and the denials of
 * the history.
 */
const enumerable = (unit: Unit) => !LISTS_NO_ITEM.test(unit.label ?? '') && (unit.region === 'exam' || unit.region === 'results' || unit.region === 'plan' || (unit.region === 'history' && DENIAL.test(unit.text)));

function scoreItem(unit: Unit, facts: readonly KeyFact[]): ItemResult {
  const section: FactSection = unit.region === 'history' ? 'pertinent_negatives' : unit.region === 'plan' ? 'assessment' : unit.region === 'exam' ? 'exam' : 'results';
  // A denial of the history is right when the gold has it as a pertinent negative or as history ("first injury to
  // this ankle"); a plan item when it matches anything the plan holds.
  const candidates = facts.filter((f) => holds(unit.region, f.section));
  const matched = candidates.filter((fact) => factMatches(fact, unit.text));
  const saysDeclined = SAYS_DECLINED.test(unit.text) || /^declined$/i.test(unit.label ?? '');
  const wrongState = TELLS_WHY.test(unit.label ?? '') ? undefined : matched.find((f) => f.section === 'orders' && !counted(f) && !(f.state === 'declined' && saysDeclined));
  const labelSection = unit.label === 'problem' ? 'assessment' : LABEL_SECTIONS.find(([label]) => label.test(unit.label ?? ''))?.[1];
  // A plan sentence without a label may state a problem, a drug, an order or advice: counted apart, whatever it matches.
  const attributed = unit.region !== 'plan' ? section : (labelSection ?? 'plan_prose');
  const reason = wrongState ? `an order the gold marks ${wrongState.state}: ${wrongState.text}` : matched.length === 0 ? 'matches no fact of its section' : undefined;
  return {
    region: unit.region,
    section: attributed,
    text: unit.text,
    correct: reason === undefined,
    ...(reason ? { reason } : {}),
    matches: matched.map((f) => f.text),
  };
}

export function scoreKeyFacts(items: readonly NoteItem[], facts: readonly KeyFact[]): KeyFactScore {
  const units = noteUnits(items);
  return { facts: facts.map((fact) => scoreFact(fact, units)), items: units.filter(enumerable).map((unit) => scoreItem(unit, facts)) };
}
