/**
 * What the doctor dictates for the record once the patient has left ("physical exam, well appearing woman in no acute
 * distress … paragraph, impression. number one, …"): a clinician's own words for the note, not conversation. Each
 * sentence is filed under the section its spoken heading names, without the heading, the commands to whoever types
 * the note ("please add the following to results", "per the template", "end of dictation") and the hesitations.
 */
import type { TermIndex } from '../term-index.js';
import { inNoteRegister } from './note-register.js';
import type { DictatedPassage } from '../clinical-model.js';
import { examFindingsOf } from '../examination/exam-findings.js';
import type { Sentence } from '../sentences.js';
import { capitalise, cleanSpoken, withTitledNames } from './spoken-text.js';
import { firstNames } from '../history/first-names.js';

type Section = DictatedPassage['section'];

const SECTION_WORDS: readonly [string, Section][] = [
  ['assessment and plan', 'plan'],
  ['impression', 'assessment'],
  ['assessment', 'assessment'],
  ['diagnos[ie]s', 'assessment'],
  ['physical exam(?:ination)?s?', 'examination'],
  ['exam(?:ination)?', 'examination'],
  ['diagnostics', 'results'],
  ['results', 'results'],
  ['radiographs', 'results'],
  ['imaging', 'results'],
  ['labs', 'results'],
  ['pathology', 'results'],
  ['plan', 'plan'],
];
const SECTION_WORD = SECTION_WORDS.map(([words]) => words).join('|');

/** The words a dictated sentence may open with before its heading: "all right, …", "so, …", "next …". */
const LEAD = String.raw`^(?:(?:all right|alright|okay|ok|so|and|next|now)[\s,.]+)*`;
/**
 * A heading said at the start of a sentence, ending at a pause ("paragraph, impression.", "physical exam, …", "so,
 * under the plan, …") or naming the diagnosis ("diagnosis will be …"): not "exam shows …", which is a finding.
 */
const HEADING = new RegExp(
  String.raw`${LEAD}(?:(?:next\s+)?paragraph[\s,.]*)?(?:(?:for|under|in)\s+(?:the\s+)?)?(?:(diagnos[ie]s)\s+(?:will be|is)\b|(${SECTION_WORD})\s*(?:[,.:]|$))`,
  'i',
);
/** "Exam shows …", "physical exams show …": a sentence that reports the section it names, heading and all. */
const REPORTS_SECTION = new RegExp(String.raw`${LEAD}(?:the\s+)?(${SECTION_WORD})\s+(?:shows?|showed|reveals?|revealed|demonstrates?|demonstrated)\b`, 'i');
/** Words to whoever types the note, never the note's: "please add …", "per the template". */
const COMMAND =
  /\b(?:please\s+(?:add|include|insert|put|summari[sz]e|list|make|use|copy)|can you (?:please\s+)?(?:add|include|insert|put)|let's (?:list|include|add|insert)|per the template|end of (?:the )?(?:dictation|recording|note)|(?:and )?take out the (?:lower|upper) extremities)\b/i;
const COMMAND_OPENING = /^(?:include|insert|summari[sz]e|copy)\b/i;
/** A clause to whoever types the note, inside a sentence of the note: "…, and remove the previous information". */
const TYPIST_CLAUSE = /,?\s*(?:and\s+)?(?:remove|delete|take out|strike)\s+(?:the\s+)?(?:previous|prior|old|last)\s+(?:information|info|text|line|paragraph|note)\b/gi;
/** A sentence this short after a command, with no finding, is the command going on. */
const COMMAND_TAIL_WORDS = 5;
/** "Number two, pre-op examination.": a problem of the dictated list. */
const NUMBERED = /^(?:(?:and|next|so)[\s,]+)*(?:number\s+(?:one|two|three|four|five|six|seven|eight|nine|ten|\d+)\b|(?:the\s+)?next one is\b)[\s,.:]*/i;
/** A sentence said to the patient ("take care, you too", "right this way"); "thank you" alone may close a dictation. */
const ADDRESSED = /\b(?:you|your|you're|yours|yourself|ya|this way|take care|bye|goodbye|have a (?:good|great|nice|wonderful) \w+)\b/i;
/** A dictation speaks of the patient in the third person. */
const THIRD_PERSON = /\b(?:he|she|his|her|him|the patient|patient)\b/i;
/**
 * Without headings, it names the patient as a record does ("the patient tolerated the injection", "a pleasant 65 year
 * old female"): "he may be a little fussy tonight" is said to a parent.
 */
const FOR_THE_RECORD = /\b(?:patient|year[- ]old)\b/i;
/** "Give syrup Calpol 7 ml …", "Review after 3 days": an instruction to the patient. */
const INSTRUCTION = /^\W*(?:give|take|get|show|come|continue|start|stop|avoid|apply|use|drink|eat|review|repeat|follow|keep|do|don't)\b/i;
/** What is left of a sentence once its heading and hesitations are gone, and says nothing. */
const NOTHING_SAID = /^(?:thanks?|thank you|paragraph|next)?\.?$/i;
/** A problem named before what is said of it: "under her hirsutism, …", "for the acne vulgaris, …", "preventative health: …". */
const TITLED = /^\s*(?:(?:under|for|on|regarding|as for)\s+(?:the\s+|her\s+|his\s+|their\s+)?([a-z][\w'-]*(?:\s+[\w'-]+){0,3}?)\s*,|([a-z][\w'-]*(?:\s+[\w'-]+){0,3}?)\s*:)\s+(?=\S)/i;
/** Words no problem is named with: "on examination today, …", "for that reason, …". */
const NOT_A_TITLE = /\b(?:exam\w*|notate|template|today|now|this|that|these|those|it|him|her|them|me|us|you|reason|example|instance|time|patient)\b/i;
/** A numbered item or a diagnosis this short names the problem the next sentences are about. */
const PROBLEM_WORDS = 10;
/** So does the assessment's first sentence, this short: "assessment and plan. chronic chf. …". */
const OPENING_PROBLEM_WORDS = 4;
const ASSESSING = /\b(?:assessment|impression|diagnos[ie]s)\b/i;
/** A word corrected after a pause: "to ro ... urology", "on exona ... excuse me, on examination". */
const CORRECTED = /\s*[\p{L}'-]+\s*\.\.\.(?:\s*excuse me\s*,?)?\s*/gu;
/** A dictation without headings holds at least this many sentences: one sentence to no one is a remark. */
const MIN_UNHEADED_SENTENCES = 2;

/** What the doctor suspects or will do, written without the doctor ("Suspect she has …", "Will start …"): no problem's name. */
const DOCTOR_DOES = /^(?:suspect|will)\b/i;

function namesProblem(statement: string, numbered: boolean, afterAssessmentHeading: boolean): boolean {
  const words = statement.split(/\s+/).length;
  if (DOCTOR_DOES.test(statement)) return false;
  return (numbered && words <= PROBLEM_WORDS) || (afterAssessmentHeading && words <= OPENING_PROBLEM_WORDS);
}

/** A dictated sentence as the note writes it: without its hesitations, names capitalised. */
const noteSentence = (said: string) => inNoteRegister(withTitledNames(cleanSpoken(said)));

function lastIndexWhere<T>(items: readonly T[], test: (item: T) => boolean): number {
  for (let i = items.length - 1; i >= 0; i--) if (test(items[i]!)) return i;
  return -1;
}

const WHOLE_SECTION_WORDS: readonly [RegExp, Section][] = SECTION_WORDS.map(([words, section]) => [new RegExp(`^(?:${words})$`, 'i'), section]);
const sectionOf = (words: string): Section => WHOLE_SECTION_WORDS.find(([pattern]) => pattern.test(words))![1];
/** A section named anywhere in a command: "please add the following pathology to results". */
const SECTION_NAMED = new RegExp(`\\b(${SECTION_WORD})\\b`, 'i');

/** A diagnosis the text names, and where. */
export type DiagnosisIn = (text: string) => { term: string; start: number } | undefined;

/** The first diagnosis of the lexicon a text names, and where. */
export const diagnosisInIndex =
  (index: TermIndex): DiagnosisIn =>
  (text) => {
    const mention = index.find(text, ['diagnosis'])[0];
    return mention && { term: mention.entry.term, start: mention.start };
  };

/** The passages the doctor dictated for the record: before the patient first spoke, and after the consultation. */
export function readDictation(sentences: readonly Sentence[], presentation?: string, diagnosisIn: DiagnosisIn = () => undefined): DictatedPassage[] {
  return [...prologue(sentences, presentation), ...withProblemNamed(afterTheVisit(sentences), diagnosisIn).map((p) => withDiagnosisNamed(p, diagnosisIn))];
}

/**
 * A problem heading with the diagnosis it names, which the reading's problems are matched against ("Chronic chf."): in
 * the case it was said, as the note's capital would otherwise hide an abbreviation said in a lower-case transcript.
 */
function withDiagnosisNamed(passage: DictatedPassage, diagnosisIn: DiagnosisIn): DictatedPassage {
  const asSaid = /\p{Lu}/u.test(passage.text) ? passage.statement : passage.statement.toLowerCase();
  const problem = passage.opens === 'problem' ? diagnosisIn(asSaid)?.term : undefined;
  return problem ? { ...passage, problem } : passage;
}

/** "Suspect she had an anxiety attack": a diagnosis the doctor is not sure of heads nothing. */
const HEDGED = /\b(?:suspect\w*|possibl\w*|likely|probabl\w*|may|might|could|rule out|concern\w*|question of|versus|vs)\b/i;
/** The patient said to have the diagnosis: "… with newly diagnosed melanoma", "was diagnosed with …", "has …". */
const HAS_IT = /\b(?:with|diagnosed with|has|have|had)\s+(?:(?:newly|recently)\s+diagnosed\s+|known\s+|an?\s+)?$/i;

/**
 * A dictated assessment that names no problem of its own ("katherine is a 22-month-old … with smith magenis
 * syndrome. …") is headed by the diagnosis its first sentence says the patient has, as a note heads its problems;
 * a diagnosis only suspected or named in passing ("the risks of injection, including … covid") heads nothing.
 */
function withProblemNamed(passages: DictatedPassage[], diagnosisIn: DiagnosisIn): DictatedPassage[] {
  const at = passages.findIndex((p) => p.section === 'assessment' || p.section === 'plan');
  if (at === -1 || passages.some((p) => p.opens === 'problem')) return passages;
  const first = passages[at]!;
  const named = diagnosisIn(first.statement);
  const before = first.statement.slice(0, named?.start ?? 0);
  if (!named || !HAS_IT.test(before) || HEDGED.test(before)) return passages;
  const heading: DictatedPassage = { evidence: first.evidence, text: first.text, section: 'assessment', statement: `${capitalise(named.term)}.`, opens: 'problem' };
  return [...passages.slice(0, at), heading, { ...first, opens: 'paragraph' }, ...passages.slice(at + 1)];
}

/** Who the patient is, which the note's header holds, and the complaint, which the chief complaint does. */
const IDENTIFYING = /\b(?:date of birth|dob|medical record|mrn|next patient|dictating on|chief complaint)\b/i;
/** "Patient is pamela cook": the patient's name, by a first name of the list (data/names), and no more. */
const NAMED = /^\W*(?:the\s+)?patient(?:'s name)? is ([a-z]+)(?:\s+[a-z'-]+)?\s*[.,]?\s*$/i;
const namesThePatient = (text: string) => firstNames().has(NAMED.exec(text)?.[1]?.toLowerCase() ?? '');
/** The doctor going in to see the patient ("… and we're about to go in and see her now"): the visit, not the history. */
const ABOUT_THE_VISIT = /,?\s*(?:and\s+)?(?:we're|we are|i'm|i am|let's|we'll|we will)\s+(?:about to\s+|going to\s+)?(?:go in|go over|go see|see (?:him|her|them) now)\b.*$/i;
/** Fewer words than this say nothing a history keeps. */
const MIN_HISTORY_WORDS = 4;

/**
 * What the doctor says of the patient before the patient first speaks ("patient was last seen in march. he has had two
 * flares since then"): the history, dictated. Not the presentation (`presentation`, which the note's opening
 * tells), who the patient is, or anything said to the patient.
 */
function prologue(sentences: readonly Sentence[], presentation: string | undefined): DictatedPassage[] {
  const firstPatient = sentences.findIndex((s) => s.speaker === 'patient');
  return withCorrections(sentences.slice(0, Math.max(firstPatient, 0))).flatMap((sentence) => {
    if (sentence.speaker !== 'doctor' || sentence.text === presentation || IDENTIFYING.test(sentence.text) || namesThePatient(sentence.text) || ADDRESSED.test(sentence.text) || /\?\s*$/.test(sentence.text)) return [];
    if (!THIRD_PERSON.test(sentence.text)) return [];
    const statement = noteSentence(sentence.said.replace(ABOUT_THE_VISIT, ''));
    return statement.split(/\s+/).length < MIN_HISTORY_WORDS ? [] : [{ evidence: [sentence.segmentId], text: sentence.text, section: 'history' as const, statement }];
  });
}

/**
 * What the doctor dictates after the patient last spoke and after the last sentence said to the patient, if it holds
 * a heading or a command, or speaks of the patient for a few sentences.
 */
function afterTheVisit(sentences: readonly Sentence[]): DictatedPassage[] {
  const after = sentences.slice(lastIndexWhere(sentences, (s) => s.speaker !== 'doctor') + 1);
  const saidTo = (s: Sentence) => !COMMAND.test(s.text) && ADDRESSED.test(s.text.replace(/\bthank you\b/gi, ''));
  const headedTail = after.slice(lastIndexWhere(after, saidTo) + 1);
  const headed = headedTail.some((s) => HEADING.test(s.text) || COMMAND.test(s.text));
  // Without headings an instruction ("Give plenty of warm fluids.") is said to the patient too, and what is dictated
  // names the patient as a record does: the examination and plan said to a parent are not.
  const tail = headed ? headedTail : after.slice(lastIndexWhere(after, (s) => saidTo(s) || INSTRUCTION.test(s.text)) + 1);
  if (!headed && (tail.length < MIN_UNHEADED_SENTENCES || !tail.some((s) => FOR_THE_RECORD.test(s.text)))) return [];
  const passages: DictatedPassage[] = [];
  let section: Section | undefined;
  let opening: 'paragraph' | 'problem' | undefined;
  let afterCommand = false;
  // The sentence after a heading of the assessment ("assessment and plan.") may name the first problem.
  let assessingNext = false;
  for (const sentence of withCorrections(tail)) {
    if (COMMAND.test(sentence.text)) {
      // "Please add the following pathology to results": what follows is the results.
      const named = SECTION_NAMED.exec(sentence.text);
      if (named) [section, opening] = [sectionOf(named[1]!), 'paragraph'];
      // A command that names a section is followed by that section's words, not by its own.
      afterCommand = !named;
      continue;
    }
    // "Strength and sensation is per the template. Upper and lower extremities.": the rest of the command, no finding.
    const commandGoesOn = afterCommand && (sentence.said.match(/[\p{L}\p{N}]+/gu) ?? []).length < COMMAND_TAIL_WORDS && examFindingsOf(sentence.said).length === 0;
    afterCommand = false;
    if (commandGoesOn) continue;
    let said = sentence.said.replace(TYPIST_CLAUSE, '');
    let names = false;
    let assessing = false;
    const heading = HEADING.exec(said);
    if (heading) {
      [section, opening, names, assessing] = [heading[1] ? 'assessment' : sectionOf(heading[2]!), 'paragraph', heading[1] !== undefined, ASSESSING.test(heading[0])];
      said = said.slice(heading[0].length);
    }
    // "In plan, include our discussion of …": after a heading, an instruction to whoever writes the note.
    if (heading && COMMAND_OPENING.test(said.trim())) continue;
    const reports = REPORTS_SECTION.exec(said);
    if (reports) [section, opening] = [sectionOf(reports[1]!), 'paragraph'];
    const numbered = NUMBERED.exec(said);
    if (numbered) [said, opening, names] = [said.slice(numbered[0].length), 'paragraph', true];
    // "Under abnormal liver enzymes, they have improved …", "preventative health: …": the problem, then what of it.
    const titled = section !== 'examination' && section !== 'results' ? TITLED.exec(said) : null;
    const title = titled?.[1] ?? titled?.[2];
    if (titled && title && !NOT_A_TITLE.test(title)) {
      passages.push({ evidence: [sentence.segmentId], text: sentence.text, section: section ?? 'plan', statement: noteSentence(title), opens: 'problem' });
      [said, opening] = [said.slice(titled[0].length), undefined];
    }
    const statement = noteSentence(said);
    if (NOTHING_SAID.test(statement)) {
      assessingNext ||= assessing;
      continue;
    }
    // Without a heading, findings are the examination while the dictation opens with them; the rest is the plan.
    if (section === undefined && examFindingsOf(said).length === 0) section = 'plan';
    passages.push({
      evidence: [sentence.segmentId],
      text: sentence.text,
      section: section ?? 'examination',
      statement,
      ...(opening ? { opens: namesProblem(statement, names, assessing || assessingNext) ? 'problem' : opening } : {}),
    });
    opening = undefined;
    assessingNext = false;
  }
  return passages;
}

/**
 * The sentences with each word corrected after a pause replaced by its correction: a sentence ending "… to ro ..."
 * goes on in the next one of its segment ("urology for …").
 */
function withCorrections(sentences: readonly Sentence[]): (Sentence & { said: string })[] {
  const joined: (Sentence & { said: string })[] = [];
  for (const sentence of sentences) {
    const before = joined.at(-1);
    if (before && before.segmentId === sentence.segmentId && /\.\.\.\s*$/.test(before.text)) {
      before.text = `${before.text} ${sentence.text}`;
      before.said = before.text.replace(CORRECTED, ' ');
    } else joined.push({ ...sentence, said: sentence.text.replace(CORRECTED, ' ') });
  }
  return joined;
}
