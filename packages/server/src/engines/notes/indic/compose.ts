/**
 * One sentence of an Indian-language transcript, its spellings found, written as plain clinical English for the
 * English notes engine: each clause's symptoms and diagnoses as a statement, a denial or a question ("I have mild
 * abdominal pain for 5 days.", "No vomiting or diarrhoea.", "Do you have cough?"), an answer as "Yes." or "No.",
 * and what else it says (tests, medicines and their schedule, instructions, English words) in English word order:
 * an instruction's verb before what it governs ("get CBC and Widal test done"), a time as "for 5 days" or "after 3
 * days". A clause naming a medicine keeps its words in order, its schedule with it; a sentence that is a condition
 * ("if the fever goes above 102, come at once") makes its symptoms the signs of its instruction, not findings.
 */
import type { IndicKind } from '../../../lexicon/indic-lexicon.js';
import { symptomsDeniedAsNormal } from '../history/normal-function.js';
import type { SpellingMatch } from './spelling-matcher.js';
import { clausesOf, saidWords } from './clauses.js';
import { denies, FINDINGS, has, IF, isConjunction, isIf, type Item } from './items.js';
import { isHeadWord, isOnlyAnswer } from './answer-words.js';
import { withoutWhatMayCome } from './told-effects.js';
import { saysHowOften, saysWhen } from './when-words.js';
import type { IndicWord } from './words.js';

/** A symptom or diagnosis named in English words: where in the text, and which. */
export interface EnglishFinding {
  readonly start: number;
  readonly end: number;
  readonly kind: 'symptom' | 'diagnosis';
}

export interface ComposeContext {
  /** The English a word no spelling matched stands for: itself when Latin, a loanword, or nothing. */
  readonly englishOf: (word: IndicWord) => string | undefined;
  /** Whether English text names a medicine. */
  readonly namesMedicine: (english: string) => boolean;
  /** Whether an ending joined to a finding's word denies it. */
  readonly endsInDenial: (ending: string) => boolean;
  /** Whether a word ends in a condition joined to it (asked of a word a spelling matched by its stem). */
  readonly endsInCondition: (word: string) => boolean;
  /** The symptoms and diagnoses English text names ("viral fever", "gastritis", "BP"). */
  readonly findingsIn: (english: string) => readonly EnglishFinding[];
  /** `doctor`, `patient`, or a speaker label. */
  readonly speaker: string | undefined;
}

const DIGITS = /^\d+(?:\.\d+)?$/;

/** The sentence's items in the order said: each spelling at its first word, then each other word's English. */
export function itemsOf(words: readonly IndicWord[], matches: readonly SpellingMatch[], context: ComposeContext): Item[] {
  // A finding with a negation joined to it ("പനിയില്ല", no fever) is denied.
  const deniedAt = new Set(matches.filter((match) => FINDINGS.has(match.entry.kind) && match.ending !== undefined && context.endsInDenial(match.ending)).map((match) => match.at[0]!));
  // …and one with "if" joined to its last word, matched by its stem ("ಫಿಟ್ಸ್ ಬಂದ್ರೆ", if fits come), is a condition.
  const conditionAt = new Set(
    matches
      .filter((match) => match.ending !== undefined && !SAYS_NO_CONDITION.has(match.entry.kind) && !CONDITION.test(match.entry.english))
      .filter((match) => context.endsInCondition(words[match.at.at(-1)!]!.key))
      .map((match) => match.at[0]!),
  );
  const startsAt = new Map(matches.map((match) => [match.at[0]!, match]));
  const inMatch = new Set(matches.flatMap((match) => match.at));
  const items: Item[] = [];
  // A comma before a word that says nothing stands before the next word that does.
  let afterComma = false;
  words.forEach((word, i) => {
    afterComma ||= word.afterComma;
    const match = startsAt.get(i);
    const item: Item | undefined = match
      ? { kind: match.entry.kind, english: match.number === undefined ? match.entry.english : match.entry.english.replace('#', match.number), afterComma }
      : inMatch.has(i)
        ? undefined
        : englishItem(context.englishOf(word), afterComma);
    if (item) {
      items.push(item);
      if (deniedAt.has(i)) items.push({ kind: 'negation', english: 'no', afterComma: false });
      if (conditionAt.has(i)) items.push({ kind: 'phrase', english: IF, afterComma: false });
      afterComma = false;
    }
  });
  return withEnglishFindings(items, context);
}

/** Kinds whose word's ending says no condition: words that say nothing, and "but" ("ಆದ್ರೆ"). */
const SAYS_NO_CONDITION = new Set<IndicKind>(['drop', 'but']);
/** Glosses that say their condition already ("if", "when needed for vomiting", "if not better"). */
const CONDITION = /\b(?:if|when|needed)\b/;
const englishItem = (english: string | undefined, afterComma: boolean): Item | undefined => (english === undefined ? undefined : { kind: 'english', english, afterComma });

/** Each run of English words with the symptoms and diagnoses it names made findings of the clause ("typhoid नहीं है"). */
function withEnglishFindings(items: readonly Item[], context: ComposeContext): Item[] {
  const out: Item[] = [];
  for (let i = 0; i < items.length; ) {
    if (items[i]!.kind !== 'english') {
      out.push(items[i++]!);
      continue;
    }
    const run: { item: Item; start: number }[] = [];
    let text = '';
    for (; i < items.length && items[i]!.kind === 'english'; i++) {
      if (text !== '') text += ' ';
      run.push({ item: items[i]!, start: text.length });
      text += items[i]!.english;
    }
    const findings = context.findingsIn(text);
    for (let j = 0; j < run.length; ) {
      const { item, start } = run[j]!;
      const finding = findings.find((candidate) => candidate.start === start);
      if (!finding) {
        out.push(item);
        j++;
        continue;
      }
      const covered = run.filter((word) => word.start >= finding.start && word.start < finding.end);
      out.push({ kind: finding.kind, english: text.slice(finding.start, finding.end), afterComma: item.afterComma });
      j += Math.max(1, covered.length);
    }
  }
  return out;
}

/** The sentence in English: one or more English sentences, or '' when it says nothing the note can use. */
export function composeSentence(items: readonly Item[], asked: boolean, context: ComposeContext): string {
  // "If breathing gets fast, or the fever goes above 102, come at once": one clause, its findings the conditions. The
  // doctor's condition warns even with its verb unsaid ("breathless or vomiting: straight to the hospital"); the
  // patient's, without an instruction, tells when a symptom comes ("when I eat, my stomach hurts").
  const warns = context.speaker === 'doctor' && !asked && !has(items, 'question');
  const conditional = items.some(isIf) && (warns || items.some((item) => item.kind === 'instruction'));
  const namesMedicine = (clause: readonly Item[]) => clause.some((item) => item.kind === 'medicine') || context.namesMedicine(clause.map((item) => item.english).join(' '));
  // A relative's medicines ("my father had to take insulin") are not the patient's: the family history has the
  // relative's diagnosis.
  const ofRelative = has(items, 'relative');
  const medicineClause = (clause: readonly Item[]) => (ofRelative ? '' : composeMedicineClause(clause, asked, context.speaker));
  return (conditional ? [saidWords(items)] : clausesOf(items))
    .map((clause) => (asked || conditional ? clause : withoutWhatMayCome(clause, context.speaker)))
    .map((clause) => (namesMedicine(clause) ? medicineClause(clause) : composeClause(clause, asked, context.speaker, conditional)))
    .filter((text, i, texts) => text !== '' && text !== texts[i - 1])
    .join(' ');
}

const isUnsure = (item: Item) => item.kind === 'phrase' && UNSURE.has(item.english);
const UNSURE = new Set(['not sure', 'unsure', 'does not remember']);
/** "Looks like typhoid", "dengue to be ruled out": a diagnosis suspected, not made. */
const isHedge = (item: Item) => (item.kind === 'phrase' && item.english === 'may be') || (item.kind === 'english' && /^rule$/i.test(item.english));

const englishOfKind = (clause: readonly Item[], kind: Item['kind']) => clause.filter((item) => item.kind === kind).map((item) => item.english);
const listed = (names: readonly string[], conjunction: string) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${conjunction} ${names.at(-1)}`;
const sentence = (text: string, asked = false) => (text === '' ? '' : `${text[0]!.toUpperCase()}${text.slice(1)}${asked ? '?' : '.'}`);

/** A clause's words with each time said (a number, its unit, and "after" or "ago") as one English phrase. */
function withTimes(clause: readonly Item[]): Item[] {
  const out: Item[] = [];
  for (let i = 0; i < clause.length; i++) {
    const item = clause[i]!;
    const count = isNumber(item) ? item.english : undefined;
    const unitAt = count === undefined ? i : i + 1;
    const unit = clause[unitAt];
    if (unit?.kind !== 'unit') {
      // "after", "ago" and "for" said of no time are postpositions of something else ("in the food").
      if (item.kind !== 'after' && item.kind !== 'ago' && !(item.kind === 'phrase' && item.english === 'for')) out.push(item);
      continue;
    }
    const n = count ?? '1';
    const units = n === '1' ? unit.english : `${unit.english}s`;
    const relation = clause[unitAt + 1];
    const related = relation?.kind === 'after' || relation?.kind === 'ago' || (relation?.kind === 'phrase' && relation.english === 'for');
    const text = relation?.kind === 'after' ? `after ${n} ${units}` : relation?.kind === 'ago' ? `${n} ${units} ago` : `for ${n} ${units}`;
    out.push({ kind: 'phrase', english: text, afterComma: item.afterComma });
    i = unitAt + (related ? 1 : 0);
  }
  return out;
}

const isNumber = (item: Item) => item.kind === 'number' || (item.kind === 'english' && DIGITS.test(item.english));
const isTime = (item: Item) => item.kind === 'phrase' && /^(?:for|after) \d|\d \w+ ago$/.test(item.english);

function composeClause(said: readonly Item[], asked: boolean, speaker: string | undefined, conditional = false): string {
  const clause = withTimes(said);
  const question = asked || has(clause, 'question');
  const denied = clause.some(denies);
  const unsure = clause.some(isUnsure);
  const symptoms = englishOfKind(clause, 'symptom');
  const diagnoses = englishOfKind(clause, 'diagnosis');
  const relative = englishOfKind(clause, 'relative')[0];
  const severity = englishOfKind(clause, 'severity')[0];
  const times = clause.filter(isTime).map((item) => item.english);
  // The head word of a finding asked ("the burning, a little"), said by the patient.
  const head = speaker === 'patient' ? clause.find(isHeadWord) : undefined;
  const parts: string[] = [];
  if (has(clause, 'yes') && !question) parts.push('Yes.');
  const findings = [...symptoms, ...diagnoses];
  // Findings named in an instruction or a condition are what it is for or the sign to come back on ("come back if
  // vomiting").
  const instructed = has(clause, 'instruction') || conditional;
  if (findings.length > 0 && !instructed) {
    const time = symptoms.length > 0 && times.length > 0 ? ` ${times.join(' ')}` : '';
    const named = `${severity && symptoms.length > 0 ? `${severity} ` : ''}${listed(findings, question || denied ? 'or' : 'and')}`;
    if (question) parts.push(sentence(`do you have ${named}${time}`, true));
    else if (unsure) parts.push(sentence(`not sure about ${named}`));
    // A relative's diagnosis is family history; a relative's symptoms are the patient's, told by a parent.
    else if (relative && diagnoses.length > 0) parts.push(sentence(`my ${relative} ${denied ? 'does not have' : 'has'} ${listed(diagnoses, 'and')}`));
    else if (denied) parts.push(sentence(`no ${named}`));
    else if (clause.some(isHedge)) parts.push(sentence(`it may be ${named}`));
    else parts.push(sentence(`${speaker === 'doctor' ? 'there is' : 'I have'} ${named}${time}`));
  } else if (!instructed && !question && unsure) {
    return 'Not sure.';
  } else if (!instructed && !question && isOnlyAnswer(clause) && (denied || has(clause, 'severity') || head !== undefined)) {
    // The head word of what was asked, said with the yes, for the reader to name what it answers (head-answers.ts).
    parts.push(denied ? 'No.' : `Yes${has(clause, 'severity') ? ', a little' : ''}${head ? ` ${head.english}` : ''}.`);
  } else if (!instructed && !question && !denied && speaker === 'patient' && answersHowOften(clause)) {
    // "Sometimes.", "Two or three times at night.", "For two days.": said to a question, a yes with its detail.
    return sentence(`yes, ${joined(clause.filter((item) => !isAcknowledgement(item))).trim()}`);
  }
  // The patient denying, in other words, what was asked ("(the stool is) not black", "no blood seen"): an answer "No."
  const answersNo = findings.length === 0 && denied && !instructed && !question && speaker === 'patient' && !has(clause, 'prohibition') && !isOnlyAnswer(clause);
  if (answersNo) parts.push('No.');
  // A condition's own words ("above 102", "or") stay with it, unsaid: the instruction names what it is on.
  const inCondition = conditional ? conditionOf(clause) : new Set<Item>();
  const isConditionWord = (item: Item) =>
    FINDINGS.has(item.kind as IndicKind) || isIf(item) || (conditional && (isNumber(item) || isConjunction(item))) || (inCondition.has(item) && GLOSSES.has(item.kind));
  const rest = instructed ? restOf(clause.filter((item) => !isConditionWord(item)), false, findings) : restOf(clause, findings.length > 0, [], denied && !answersNo);
  if (rest !== '') parts.push(sentence(rest, question && findings.length === 0));
  return parts.join(' ');
}

/** The index of the last item `test` holds for, or -1 (the library target has no `findLastIndex`). */
function lastIndexOf(items: readonly Item[], test: (item: Item) => boolean): number {
  for (let i = items.length - 1; i >= 0; i--) if (test(items[i]!)) return i;
  return -1;
}

/** The glosses of a condition's words ("pain", "more", "a little", "two"): left out of the instruction it is for. */
const GLOSSES = new Set<Item['kind']>(['phrase', 'severity', 'number', 'unit', 'after', 'ago']);

/**
 * The words of a conditional clause's condition: up to its last "if", which ends it when joined to the verb ("ಜ್ವರ
 * ಬಂದ್ರೆ ಬನ್ನಿ", "come if fever comes"), or through the comma part that "if" opens ("अगर दर्द बढ़े, तो आइए").
 */
function conditionOf(clause: readonly Item[]): Set<Item> {
  const last = lastIndexOf(clause, isIf);
  if (last < 0) return new Set();
  const opensPart = last === 0 || clause[last]!.afterComma;
  const partEnd = clause.findIndex((item, i) => i > last && (item.afterComma || item.kind === 'instruction'));
  const end = !opensPart ? last + 1 : partEnd < 0 ? clause.length : partEnd;
  // An instruction before the condition is a sentence of its own ("get a CBC done, if you can a culture too").
  const start = lastIndexOf(clause.slice(0, last), (item) => item.kind === 'instruction') + 1;
  return new Set(clause.slice(start, end));
}

/**
 * An acknowledgement, "okay": in Kannada its word is the verb "it happened" too ("ಎರಡ್ಸಲ ಆಯ್ತು", it happened twice),
 * which adds nothing to an answer of how often.
 */
const isAcknowledgement = (item: Item) => item.kind === 'phrase' && item.english === 'okay';

/** A clause that only says how often, since when or how long something comes ("at night, two or three times"). */
function answersHowOften(clause: readonly Item[]): boolean {
  const when = (item: Item) => isTime(item) || (item.kind === 'phrase' && saysWhen(item.english));
  return clause.some((item) => isTime(item) || (item.kind === 'phrase' && saysHowOften(item.english))) && clause.every((item) => when(item) || item.kind === 'severity' || isNumber(item) || isAcknowledgement(item));
}

/** Kinds the statement of findings already said. */
const SAID_IN_FINDINGS = new Set<Item['kind']>(['symptom', 'diagnosis', 'relative', 'severity', 'negation', 'yes', 'question']);
/** Kinds that make a clause's other words worth writing after its findings. */
const WORTH_WRITING = new Set<Item['kind']>(['test', 'medicine', 'instruction', 'english']);

/**
 * The clause's words other than its findings, instruction first, then the findings it is conditional on ("if
 * vomiting"); '' when, beside findings, they add nothing.
 */
function restOf(clause: readonly Item[], hasFindings: boolean, conditions: readonly string[] = [], denied = false): string {
  const rest = clause.filter((item) => !SAID_IN_FINDINGS.has(item.kind) && !(hasFindings && isTime(item)));
  if (rest.length === 0 || (hasFindings && !rest.some((item) => WORTH_WRITING.has(item.kind)))) return '';
  if (!hasFindings && conditions.length === 0 && rest.every((item) => item.kind === 'phrase' && !isTime(item)) && !has(clause, 'prohibition')) {
    // Glosses alone ("in the evening", "fine") say too little to write but for a question, a time, or a function said
    // to be fine ("appetite fine": no loss of appetite), unless a "not" goes with it.
    if (!rest.some(isTime) && !has(clause, 'question') && (has(clause, 'negation') || symptomsDeniedAsNormal(joined(rest)).length === 0)) return '';
  }
  const instruction = rest.find((item) => item.kind === 'instruction');
  const { before, own, after } = instructionParts(rest, instruction);
  const governed = own.filter((item) => item.kind !== 'instruction' && item.kind !== 'prohibition');
  const times = governed.filter(isTime);
  const others = governed.filter((item) => !isTime(item));
  // An instruction's time goes first ("come back after 3 days (with the) report"), but after "come back" when the
  // instruction ends with it ("get fasting sugar done and come back after 1 month").
  const comesBackLast = instruction !== undefined && /….*\bcome back$/.test(instruction.english);
  const words = joined(!instruction ? governed : comesBackLast ? others : [...times, ...others]);
  const forbidden = has(clause, 'prohibition') || (instruction !== undefined && has(clause, 'negation'));
  const instructed = !instruction
    ? words
    : instruction.english.includes('…')
      ? `${instruction.english.replace('…', words)} ${comesBackLast ? joined(times) : ''}`
      : `${instruction.english} ${words}`;
  const text = [joined(before), instructed, joined(after)].filter((part) => part.trim() !== '').join(', ');
  const question = englishOfKind(clause, 'question')[0];
  if (forbidden && text.trim() === '') return 'no';
  const condition = conditions.length > 0 ? ` if ${listed(conditions, 'or')}` : '';
  // Something denied that is no finding: "no smell", "not black".
  const negated = denied && !hasFindings && !forbidden ? 'no ' : '';
  return `${forbidden ? 'do not ' : negated}${!hasFindings && question && question !== 'do' ? `${question} ` : ''}${text.replace(/\s+/g, ' ').trim()}${condition}`;
}

/** Items' English in order, a comma where one was said. */
const joined = (items: readonly Item[]) => items.map((item, i) => `${i > 0 && item.afterComma ? ', ' : ' '}${item.english}`).join('');

/**
 * The words an instruction governs: those of its own comma part, and of the parts before it that list what it is
 * done to ("CBC, Widal and blood culture — get done"); other parts are said apart ("less salt, stop smoking, a daily
 * walk").
 */
function instructionParts(rest: readonly Item[], instruction: Item | undefined): { before: Item[]; own: Item[]; after: Item[] } {
  if (!instruction) return { before: [], own: [...rest], after: [] };
  const at = rest.indexOf(instruction);
  const starts = rest.map((item, i) => (i === 0 || item.afterComma ? i : -1)).filter((i) => i >= 0);
  const ownStart = Math.max(...starts.filter((i) => i <= at));
  const ownEnd = starts.find((i) => i > at) ?? rest.length;
  let start = ownStart;
  // A part that names a test, a medicine or an English word ("today CBC") lists what the instruction is done to.
  const listsOnly = (from: number, to: number) => rest.slice(from, to).some((item) => item.kind === 'test' || item.kind === 'medicine' || item.kind === 'english');
  for (const partStart of starts.filter((i) => i < ownStart).reverse()) {
    if (!listsOnly(partStart, start)) break;
    start = partStart;
  }
  return { before: rest.slice(0, start), own: rest.slice(start, ownEnd), after: rest.slice(ownEnd) };
}

/**
 * A medicine's clause: every word's English in order, the instruction first, "for" or "if" before the symptom or
 * diagnosis a medicine is for ("उल्टी के लिए" → "for vomiting", "उल्टी जैसा लगे तब" → "if nausea"; any the doctor
 * names); one the patient names otherwise is said in its place ("back pain, so I take Combiflam").
 */
/** "When needed", "if needed", "SOS": said of a medicine, after it ("Ondem 4 mg as needed"). */
const AS_NEEDED = /^(?:(?:when|as|if) (?:needed|required)|sos|only when needed)$/i;

function composeMedicineClause(said: readonly Item[], asked: boolean, speaker: string | undefined): string {
  const ordered: Item[] = [];
  // What the medicine is for goes after it, as an English prescription says it ("Emeset 4 mg as needed for
  // vomiting"), wherever the language says it (before, in Hindi or Tamil): read before the name, the finding would be
  // the patient's.
  const purposes: Item[] = [];
  for (let i = 0; i < said.length; i++) {
    const item = said[i]!;
    const next = said[i + 1];
    const finding = FINDINGS.has(item.kind as IndicKind);
    const purpose = next?.kind === 'phrase' && (next.english === 'for' || next.english === 'if') ? next.english : undefined;
    if (finding && purpose && speaker === 'doctor') {
      // "If vomiting, Emeset": taken when it comes, as needed.
      purposes.push({ ...next!, english: `${purpose === 'if' ? 'as needed for' : 'for'} ${item.english}`, afterComma: false });
      i++;
    } else if (finding && purpose) {
      ordered.push({ ...next!, english: `${purpose} ${item.english}` });
      i++;
      // A finding the doctor names beside a medicine is what it is for ("ముక్కు దిబ్బడకి Nasivion", "Calpol … fever").
    } else if (finding && speaker === 'doctor') purposes.push({ ...item, kind: 'phrase', english: `for ${item.english}`, afterComma: false });
    else if (item.kind === 'phrase' && AS_NEEDED.test(item.english)) purposes.unshift({ ...item, english: 'as needed', afterComma: false });
    else ordered.push(finding ? { ...item, kind: 'phrase' } : item);
  }
  return sentence(restOf(withTimes([...ordered, ...purposes]).filter((item) => item.kind !== 'question' && item.kind !== 'yes'), false), asked);
}
