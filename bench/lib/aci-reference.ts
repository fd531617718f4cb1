/**
 * What an ACI-BENCH reference note says, read for the checks that ROUGE cannot make: the symptoms the patient
 * denies (which our note must not record as present) and the medications with a strength (which our note must
 * name). Heuristics over the clinicians' phrasing, not a parser of English: what they cannot place is reported
 * (`unmapped`), never dropped in silence.
 */
import type { TermIndex, TermMention } from '../../packages/server/src/engines/notes/term-index.js';

/** A sentence of the note and the heading (REVIEW OF SYSTEMS …) it stands under. */
export interface NoteSentence {
  text: string;
  section: string | undefined;
}

/** Headings are lines in capitals: "CHIEF COMPLAINT", "REVIEW OF SYSTEMS", "VITALS REVIEWED". */
export const REFERENCE_HEADING = /^[A-Z][A-Z0-9 ,/&()-]*$/;

export function noteSentences(note: string): NoteSentence[] {
  const sentences: NoteSentence[] = [];
  let section: string | undefined;
  for (const line of note.split(/\r?\n/).map((l) => l.trim())) {
    if (line === '') continue;
    if (REFERENCE_HEADING.test(line)) {
      section = line;
      continue;
    }
    // A full stop followed by a space ends a sentence; "2.5 mg" and "Dr.Smith" stay whole.
    for (const text of line.split(/(?<=[.!?])\s+/)) if (text.trim() !== '') sentences.push({ text: text.trim(), section });
  }
  return sentences;
}

// ---------------------------------------------------------------------------------------------------------------
// Denied symptoms

export interface ReferenceDenials {
  /** Lexicon symptom terms (the names our findings carry) the note says the patient denies. */
  symptoms: string[];
  /** Denied items that name no lexicon concept at all, as written: the lexicon's gaps, for reading. */
  unmapped: string[];
  /** Denied items that name a lexicon concept of another kind (a diagnosis, a drug): not leak-checked. */
  notSymptoms: string[];
  /**
   * Symptoms denied only on one side or under a condition ("denies left knee pain", "denies dyspnea on exertion"):
   * the concept itself may well be present, so they are not leak-checked, only listed.
   */
  qualified: string[];
  /**
   * Symptoms the note denies in one place and reports in another ("He denied any trouble with headaches in the past"
   * … "reports headaches started 3 months ago"): the reference says both, so they are not leak-checked, only listed.
   */
  alsoReported: string[];
}

/** Where the note says the patient has something: "reports", "endorses", "complains of", "admits to". */
const AFFIRMATION = /\b(?:reports?|reported|endorses?|endorsed|complains? of|complaining of|admits? to|experiencing|presents? with)\b/gi;

/** A side or a circumstance that narrows a denial to less than the symptom itself. */
const QUALIFIER = /\b(?:left|right|on exertion|with exertion|exertional|at rest|when|while|after|during|with activity|with walking)\b/i;

/** "denies", "negative for"; not the clinician's own "which I denied" (a request turned down). */
const DENIAL = /\b(?:denies|denied|deny|denying|negative for)\b/gi;
/** In the review of systems a bare "No" denies too ("• Constitutional: No fevers, chills."); elsewhere it is an exam finding. */
const ROS_NO = /^(?:[•*-]\s*)?(?:[A-Za-z ,]+:\s*)?no\b/i;
/** Where a denial's list ends: a new clause. */
const SCOPE_END =
  /[;:()]|\b(?:but|however|although|though|except|whereas|while|which|who|since|because|due to|admits|reports|endorses|states|notes|explains|positive for|denies|denied|negative for)\b/i;
/** What separates the items of a list. */
const ITEM_SEPARATOR = /,|\b(?:or|and|nor|as well as)\b|\//gi;
/** Words before the symptom itself: "any other symptoms of nausea", "a history of chest pain". */
const LEAD_IN =
  /^(?:any|other|all|a|an|the|recent|recently|new|further|significant|symptoms?(?: of| such as)?|signs?(?: of)?|such as|(?:personal )?history of|experiencing|having|ever|issues with|problems with|complaints? of)\s+/i;
/** A denial about the patient's family is no statement about the patient's symptoms. */
const FAMILY = /^(?:(?:any|a|known)\s+)*family history\b/i;

interface Span {
  start: number;
  end: number;
}

/** The clauses of the note that list what the patient denies. */
function denialScopes(sentence: NoteSentence): string[] {
  const scopes: string[] = [];
  const { text } = sentence;
  const scopeFrom = (start: number) => {
    const rest = text.slice(start);
    const end = SCOPE_END.exec(rest)?.index ?? rest.length;
    return rest.slice(0, end).replace(/[.!?]+$/, '').trim();
  };
  for (const match of text.matchAll(DENIAL)) {
    if (/\bI\s+$/.test(text.slice(0, match.index))) continue;
    scopes.push(scopeFrom(match.index + match[0].length));
  }
  if (sentence.section?.startsWith('REVIEW OF SYSTEMS')) {
    const bareNo = ROS_NO.exec(text);
    if (bareNo) scopes.push(scopeFrom(bareNo[0].length));
  }
  return scopes.filter((scope) => scope !== '' && !FAMILY.test(scope));
}

function itemSpans(scope: string): Span[] {
  const spans: Span[] = [];
  let start = 0;
  for (const separator of scope.matchAll(ITEM_SEPARATOR)) {
    spans.push({ start, end: separator.index });
    start = separator.index + separator[0].length;
  }
  spans.push({ start, end: scope.length });
  return spans;
}

function withoutLeadIn(item: string): string {
  let text = item.trim();
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(LEAD_IN, '');
  }
  return text;
}

/** "fevers" → "fever", "headaches" → "headache": the lexicon lists the singular; "chills", "stress" stay. */
const singular = (text: string) => text.replace(/\b([a-z]{2,}[a-rtv-z])s\b/gi, '$1');

export function deniedSymptoms(note: string, index: TermIndex): ReferenceDenials {
  const symptoms = new Set<string>();
  const unmapped = new Set<string>();
  const notSymptoms = new Set<string>();
  const qualified = new Set<string>();
  const affirmed = new Set<string>();
  for (const sentence of noteSentences(note)) {
    for (const match of sentence.text.matchAll(AFFIRMATION)) {
      const rest = sentence.text.slice(match.index + match[0].length);
      const scope = rest.slice(0, SCOPE_END.exec(rest)?.index ?? rest.length);
      for (const mention of index.find(singular(scope), ['symptom'])) affirmed.add(mention.entry.term);
    }
    for (const scope of denialScopes(sentence)) {
      // Found over the whole clause first, so that a term spanning a separator ("pins and needles") is one mention.
      const mentions = index.find(scope, ['symptom']);
      for (const span of itemSpans(scope)) {
        const item = withoutLeadIn(scope.slice(span.start, span.end));
        if (item === '') continue;
        const overlapping = mentions.filter((m: TermMention) => m.start < span.end && m.end > span.start);
        const found = overlapping.length > 0 ? overlapping : index.find(singular(item), ['symptom']);
        if (found.length > 0 && QUALIFIER.test(item)) qualified.add(item);
        else if (found.length > 0) for (const mention of found) symptoms.add(mention.entry.term);
        else if (index.find(item).length > 0) notSymptoms.add(item);
        else unmapped.add(item);
      }
    }
  }
  const alsoReported = [...symptoms].filter((term) => affirmed.has(term));
  return {
    symptoms: [...symptoms].filter((term) => !affirmed.has(term)),
    unmapped: [...unmapped],
    notSymptoms: [...notSymptoms],
    qualified: [...qualified],
    alsoReported,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Medications with a strength

export interface ReferenceMedication {
  /** Lowercase: the lexicon's spelling of a drug or brand when the words before the strength name one, else the word. */
  name: string;
  value: number;
  /** mg, mcg, g, ml, units or mEq. */
  unit: string;
}

const UNITS = new Map(['mg', 'mcg', 'g', 'ml', 'units', 'mEq'].map((unit) => [unit.toLowerCase(), unit]));
/** Words (B12 and D3 among them) and numbers (2,300 and 0.4 among them). */
const TOKEN = /[A-Za-z][A-Za-z0-9'’-]*|\d+(?:,\d{3})*(?:\.\d+)?/g;
const NUMBER = /^\d/;
/** Words between a drug and its strength: "increase lisinopril from 10 mg to 20 mg", "the metformin she has been taking 500 mg". */
const CONNECTING = new Set(
  'from to of at by up increase increased increasing decrease decreased dose dosage a an the his her their on with and or also is was has had have been taking takes take she he that'.split(' '),
);
/** Words the walk back can reach that name no medicine: a lab analyte in a result, a salt limit, a pronoun. */
const NOT_A_DRUG = new Set('him them it already day exercises salt sodium intake cholesterol hdl ldl triglycerides glucose sugar total patient'.split(' '));
/** How many words the walk back from a strength to its drug may cross. */
const MAX_WALK = 6;

interface Token {
  text: string;
  start: number;
  end: number;
}

/** Where the drug a strength belongs to is: the nearest word before it that is not a connecting word, number or unit. */
function drugBefore(tokens: readonly Token[], strengthAt: number): number | undefined {
  for (let i = strengthAt - 1; i >= Math.max(0, strengthAt - MAX_WALK); i--) {
    const word = tokens[i]!.text.toLowerCase();
    if (CONNECTING.has(word) || NUMBER.test(word) || UNITS.has(word)) continue;
    return NOT_A_DRUG.has(word) ? undefined : i;
  }
  return undefined;
}

/**
 * The lexicon's drug or brand ending at the word ("ferrous sulfate"); or one just before it, the word then being
 * its salt ("testosterone cypionate"); else the word itself.
 */
function drugName(sentence: string, tokens: readonly Token[], wordAt: number, index: TermIndex): string {
  const word = tokens[wordAt]!;
  const mentions = index.find(sentence.slice(0, word.end), ['drug', 'brand']);
  const ending = mentions.find((m) => m.end === word.end);
  const before = wordAt > 0 ? mentions.find((m) => m.end === tokens[wordAt - 1]!.end && /^\s+$/.test(sentence.slice(m.end, word.start))) : undefined;
  const name = ending ? ending.text : before ? `${before.text} ${word.text}` : word.text;
  return name.toLowerCase();
}

/** Every "<name> <number> <unit>" of the note, once per name and strength. */
export function referenceMedications(note: string, index: TermIndex): ReferenceMedication[] {
  const found = new Map<string, ReferenceMedication>();
  for (const { text } of noteSentences(note)) {
    const tokens: Token[] = [...text.matchAll(TOKEN)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
    tokens.forEach((token, i) => {
      const unit = UNITS.get(tokens[i + 1]?.text.toLowerCase() ?? '');
      // "222 mg/dL" is a laboratory result, not a strength.
      if (!NUMBER.test(token.text) || unit === undefined || text[tokens[i + 1]!.end] === '/') return;
      const drugAt = drugBefore(tokens, i);
      if (drugAt === undefined) return;
      const medication = { name: drugName(text, tokens, drugAt, index), value: Number(token.text.replace(/,/g, '')), unit };
      found.set(`${medication.name} ${medication.value} ${medication.unit}`, medication);
    });
  }
  return [...found.values()];
}
