/**
 * The diagnosis a doctor states in words of their own, whether or not the lexicon knows it: "my impression is
 * that you probably have a contusion", "your diagnosis is a distal phalanx fracture of the middle finger", "i
 * think you have an acute lumbar, um, strain". Read only after the words a diagnosis is given with, and only a
 * phrase whose head is a word of disease ("fracture", "adenoma", "deficiency", "-itis"), so "I think you have a
 * lot of pain" states none.
 */

/** The words a diagnosis is given with, up to the article before it. */
const STATED = new RegExp(
  [
    String.raw`\b(?:my\s+)?(?:impression|diagnosis|assessment)\s+(?:is|would\s+be)\s+(?:that\s+)?`,
    String.raw`\b(?:i\s+think|i\s+believe|i\s+suspect|it\s+looks\s+like|it\s+sounds\s+like|looks\s+like|sounds\s+like)\s+(?:that\s+)?`,
    String.raw`\bconsistent\s+with\s+`,
    String.raw`\b(?:appears|seems)\s+to\s+be\s+`,
    String.raw`\bwhat\s+we\s+call\s+`,
    String.raw`\b(?:you|he|she)\s+(?:have|has|'ve\s+got|have\s+got)\s+(?=(?:an?|some)\s)`,
  ].join('|'),
  'gi',
);
/**
 * Words between the words of stating and the diagnosis: who has it, how sure, how much ("you've probably got a
 * little", "it's more of a", "you don't have any"). The negation among them is the sentence's to tell, as for any
 * concept.
 */
const LEADING = /^(?:you|you've|you're|he|he's|she|she's|it|it's|this|that|that's|there|there's|is|are|'s|'re|have|has|had|got|probably|likely|possibly|just|actually|definitely|most|more|of|a|an|the|some|little|bit|kind|sort|really|pretty|very|don't|doesn't|do|does|not|no|any)$/i;
/** Words no name of a diagnosis holds: a pronoun, a verb, an article in the middle ("stage three a disease"). */
const NOT_IN_A_NAME = /^(?:i|you|he|she|we|they|it|your|his|her|my|their|a|an|the|have|has|had|is|are|was|were|be|don't|not|no|any|or|history|diagnosis|prognosis)$/i;
/** Words said while thinking, left out of the name. */
const FILLER = /^(?:um+|uh+|er+|hmm+|you know|i mean|like|kind of|sort of)$/i;
/** Where the diagnosis ends: a clause of its own, or the sentence. */
const ENDS = /^(?:but|and|which|that|so|because|since|as|we|i|you|let's|okay|ok|if|when|who|with|from|today|here|there|now|right)$/i;
/** The words of disease a diagnosis ends with. */
const HEAD = /^(?!(?:diagnosis|prognosis|diploma|aroma|coma)$)(?:\w+(?:itis|osis|oma|pathy|emia|aemia|algia|plasia|trophy|ectasis)|fractures?|strains?|sprains?|contusions?|tears?|ruptures?|syndromes?|deficienc(?:y|ies)|diseases?|disorders?|infections?|injur(?:y|ies)|tumou?rs?|cysts?|nodules?|insufficiency|failure|stenosis|hernias?|ulcers?|polyps?|dysfunction|impingement|instability|dislocations?|subluxations?|effusions?|palsy|spasms?|abscess|reflux|apnea|apnoea|arrhythmias?|fibrillation|flutter|regurgitation|hypertension|hypotension|diabetes|migraines?|sciatica|vertigo|concussion|gout|anemia|anaemia|obesity|asthma)$/i;
/** "of the middle finger", "in your left knee": the site after the head, up to three words. */
const SITE = /^\s*(?:of|in|to)\s+(?:the|your|his|her)\s+((?:[a-z-]+\s+){0,2}[a-z-]+)/i;
/** "…, okay?": a statement tagged with a question. */
const TAG_QUESTION = /,\s*(?:okay|ok|right|alright|all right)\s*\?\s*$/i;
/** At most this many words in a diagnosis, its site apart. */
const MAX_WORDS = 6;

export interface StatedDiagnosis {
  /** The diagnosis as said, without fillers: "acute lumbar strain". */
  name: string;
  /** Where the words of the diagnosis are in the sentence. */
  start: number;
  end: number;
}

export function statedDiagnosis(text: string): StatedDiagnosis | undefined {
  // "…, okay?" tags a statement; any other question states no diagnosis.
  if (/\?\s*$/.test(text) && !TAG_QUESTION.test(text)) return undefined;
  for (const cue of text.matchAll(STATED)) {
    const stated = diagnosisAt(text, cue.index + cue[0].length);
    if (stated) return stated;
  }
  return undefined;
}

interface Word {
  text: string;
  start: number;
  end: number;
}

function diagnosisAt(text: string, from: number): StatedDiagnosis | undefined {
  const words: Word[] = [];
  for (const match of text.slice(from).matchAll(/[\p{L}\p{N}'-]+|[,.;:!?]/gu)) {
    const word = { text: match[0], start: from + match.index, end: from + match.index + match[0].length };
    if (/^[,]$/.test(word.text)) continue;
    const named = words.filter((said) => !LEADING.test(said.text)).length;
    if (/^[.;:!?]$/.test(word.text) || (named > 0 && ENDS.test(word.text)) || named === MAX_WORDS) break;
    // A filler ("um") and a comma about it are no word of the diagnosis; a comma elsewhere ends it.
    if (FILLER.test(word.text)) continue;
    if (words.length > 0 && commaBetween(text, words.at(-1)!.end, word.start) && !fillerBetween(text, words.at(-1)!.end, word.start)) break;
    words.push(word);
  }
  const first = words.findIndex((word) => !LEADING.test(word.text));
  const head = words.map((word) => HEAD.test(word.text)).lastIndexOf(true);
  if (first === -1 || head < first) return undefined;
  const kept = words.slice(first, head + 1);
  if (kept.some((word) => NOT_IN_A_NAME.test(word.text))) return undefined;
  const last = kept.at(-1)!;
  const site = siteAfter(text, last.end);
  const name = kept.map((word) => word.text.toLowerCase()).join(' ') + (site ? ` of the ${site.words}` : '');
  return { name, start: kept[0]!.start, end: site?.end ?? last.end };
}

/** The site said after the diagnosis, its words up to a clause of their own ("of the middle finger or the third"). */
function siteAfter(text: string, from: number): { words: string; end: number } | undefined {
  const site = SITE.exec(text.slice(from));
  if (!site) return undefined;
  const words = site[1]!.toLowerCase().split(/\s+/);
  const until = words.findIndex((word) => ENDS.test(word) || NOT_IN_A_NAME.test(word));
  const kept = until === -1 ? words : words.slice(0, until);
  if (kept.length === 0) return undefined;
  const said = site[0].slice(0, site[0].length - site[1]!.length) + site[1]!.split(/\s+/).slice(0, kept.length).join(' ');
  return { words: kept.join(' '), end: from + said.length };
}

function commaBetween(text: string, from: number, to: number): boolean {
  return text.slice(from, to).includes(',');
}

/** "lumbar , um , strain": the commas stand around a filler. */
function fillerBetween(text: string, from: number, to: number): boolean {
  return text
    .slice(from, to)
    .split(/[\s,]+/)
    .some((word) => word !== '' && FILLER.test(word));
}
