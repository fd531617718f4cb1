/**
 * The history of the present illness, written from typed facts: who the patient is and why they came (age, sex,
 * the conditions named as history, the reason), then each complaint's attributes (site, onset, character,
 * severity, what makes it worse or better, what was tried). One source for the `soap` note and the clinical notes.
 */
import type { ClinicalModel, ComplaintHistory, Diagnosis, Grounded, Statement } from '../clinical-model.js';
import { complaintWithSite, describeComplaint, triedOutcome } from '../history/complaint-attributes.js';
import { saysNoInjury } from '../history/injury-told.js';
import { tellsPriorInjury } from '../history/prior-injury.js';
import { historyEvents, type Teller } from '../history/history-events.js';
import { capitalise, escapedForRegExp, listOf, PRONOUNS, saysWords, uncapitalised } from '../narrative/spoken-text.js';
import { asWrittenIn } from '../narrative/note-wording.js';
import { isSocial } from '../history/social.js';
import { familyHistoryLines } from './family-history.js';
import { withIndefiniteArticles } from './indefinite-article.js';
import type { HistoryLine } from './history-line.js';
import { visitReason, type VisitReason } from './complaints.js';
import * as describe from './describe.js';
import { medicationWords } from './assessment-plan.js';
import { deniesSomething, withoutRepeats, withoutWordsBesideReadings } from './repeats.js';
import { isUnderWay } from '../history/under-way.js';
import { COUNT_NUMBER, parseNumber } from '../prescription/numbers.js';

/**
 * A condition as a past history names it: over, not acute ("acute myocardial infarction" in 2018 is a past myocardial
 * infarction), and stones had, not one ("a past medical history of kidney stones").
 */
const asPastCondition = (name: string) => stonesHad(name.replace(/^acute\s+/i, ''));
/** Stones had, not one: "kidney stones". */
const stonesHad = (name: string) => name.replace(/\bstone$/i, 'stones');

/** Who told what a segment says: the patient's side is the informant's when someone speaks for the patient. */
function tellers(model: ClinicalModel): (segmentId: string | undefined) => Teller {
  const speakerOf = new Map(model.speakers.map((s) => [s.segmentId, s.speaker]));
  return (segmentId) => {
    const speaker = speakerOf.get(segmentId ?? '') ?? 'unknown';
    return speaker === 'patient' && model.informant ? 'informant' : speaker;
  };
}

/** A condition said to the patient or read from a result ("you had a really high blood sugar", "biopsy revealed …"): of now. */
const TOLD_OF_NOW = /\b(?:you|your|revealed|reveals|showed|shows|found)\b/i;

/** Whether a text names a condition, by its name or in the words it was said with ("DCIS", "gerd"). */
const namedIn = (text: string, d: Diagnosis) => [d.name, ...(d.said ?? [])].some((words) => saysWords(text, words));

/**
 * "The patient is a 58-year-old male presenting with back pain." and "He has a past medical history of diabetes and
 * hypertension.": two sentences, not the doctor's one-breath summary, which the note would otherwise repeat word for
 * word. The second follows what the history tells of the complaint, which goes on from the first.
 */
function opening(model: ClinicalModel): { intro?: HistoryLine; past?: HistoryLine } | undefined {
  const p = model.presentation;
  if (!p) return undefined;
  const said = new Set(p.evidence);
  // With no reason in the summary, the reason the visit shows: the chief complaint's.
  const shown = p.reason ? undefined : visitReason(model);
  // The summary's reason is in lower case but for the abbreviations a note writes in capitals ("history of DCIS").
  const reason = p.reason ?? shown?.text.toLowerCase();
  // The conditions the summary sentence names, or the summary's turn tells as history ("past medical history includes
  // gerd", "he has diabetes"); not a problem of now said in the same turn ("… who presents with an abnormal lab
  // finding. I was notified … you had a really high blood sugar"), nor the reason in other words ("here for evaluation
  // of high blood sugar").
  const past = model.diagnoses.filter(
    (d) =>
      d.subject === 'patient' &&
      d.status !== 'ruled_out' &&
      d.evidence.some((id) => said.has(id)) &&
      (namedIn(p.text, d) || d.temporality === 'past' || !TOLD_OF_NOW.test(d.text)) &&
      !(reason && namedIn(reason, d)),
  );
  // The sex is said with the age ("a 58-year-old male"); alone ("the patient is a male who …") it opens no note, and may
  // be known only from the name the doctor greeted the patient by, which the pronouns after carry.
  const who = p.age !== undefined ? [`${p.age}-year-old`, model.patientSex].filter(Boolean).join(' ') : '';
  if (!who && past.length === 0 && !reason) return undefined;
  // "presents for an annual exam", "presents for back pain evaluation", "presents with back pain": "who presents", as
  // the train references write it (70 times, "presenting" once).
  const forVisit = /^(?:follow|annual|evaluation|routine|abnormal|check|surgical|consult|referral|visit|emergency|pre-?op|management|hospital|second opinion|new patient|establish|a |an )|\b(?:evaluation|follow-?up|check-?up|consult(?:ation)?|visit|exam)$/i;
  const why = reason ? ` presents ${shown?.diagnosis ? presentsFor(shown) : forVisit.test(reason) ? 'for' : 'with'} ${reason}` : '';
  const first = who ? `The patient is a ${who}${why ? ` who${why}` : ''}.` : why ? `The patient${why}.` : '';
  const pronoun = capitalise(PRONOUNS[model.patientSex ?? 'unknown'].subject);
  const history = past.length > 0 ? `${first ? pronoun : 'The patient'} has a past medical history of ${listOf(past.map((d) => asPastCondition(d.name)))}.` : '';
  return {
    ...(first ? { intro: { text: first, sources: [p, ...(shown ? [shown.source] : [])] } } : {}),
    ...(history ? { past: { text: history, sources: first ? past : [p, ...past] } } : {}),
  };
}

/**
 * With no summary of the doctor's to open on, the history opens on the reason the visit shows, as the chief complaint
 * does: "The patient presents with sore throat for 4 days.", "The patient presents for evaluation of hypertension.".
 */
function presentingComplaint(model: ClinicalModel): HistoryLine | undefined {
  const shown = visitReason(model);
  if (!shown) return undefined;
  const reason = uncapitalised(shown.text);
  return { text: `The patient presents ${presentsFor(shown)} ${shown.diagnosis ? stonesHad(reason) : reason}.`, sources: [shown.source] };
}

/** A patient presents with a complaint, and for the evaluation of a diagnosis. */
const presentsFor = (shown: VisitReason) => (shown.diagnosis ? 'for evaluation of' : 'with');

const CONTENT_WORD = /[a-z][a-z'-]{3,}|\b(?:ice|leg|arm|hip|toe|eye|ear|pop)\b/g;
const FUNCTION_WORDS = new Set(['patient', 'took', 'take', 'takes', 'taken', 'applied', 'used', 'some', 'that', 'this', 'with', 'have', 'having', 'been', 'just', 'really', 'also', 'them', 'then', 'there', 'when', 'from', 'felt', 'feels', 'feeling', 'heard', 'thought', 'trying', 'occasionally', 'sometimes', 'lately',
  // "She has been getting tired." after "She reports fatigue.": becoming says nothing new of it.
  'getting', 'gets',
  // "She is experiencing right leg pain." after "… presents with right foot pain.": the doctor's summing up of the complaint.
  'experiencing', 'experiences', 'experienced',
  // Words of approximation: "for about 5 weeks" says what "for 5 weeks" does.
  'about', 'around', 'approximately',
  // Adverbs of the telling: "The patient accidentally slipped" after "after slipping and falling" says it again.
  'accidentally', 'suddenly', 'actually', 'basically', 'probably', 'definitely', 'literally', 'honestly']);
/** Past forms a history writes as "-ing" after "after" and "while": "fell" is said already after "after falling". */
const IRREGULAR: Record<string, string> = { fell: 'fall', fallen: 'fall', hurt: 'hurt', ran: 'run', hit: 'hit',
  // "It started about 3 months ago." after "Headache began about 3 months ago" says it again.
  began: 'start', begun: 'start', begin: 'start', begins: 'start', starts: 'start' };
/**
 * Words by their first letters, so that "elevate" is said already after "elevation", "slipped" after "slipping", and
 * "walks" after "walking".
 */
const STEM_LETTERS = 6;
const stem = (word: string) => (IRREGULAR[word] ?? word.replace(/(?:ing|ed|es|e|s)$/, '')).slice(0, STEM_LETTERS);
const contentWords = (text: string) => (text.toLowerCase().match(CONTENT_WORD) ?? []).filter((w) => !FUNCTION_WORDS.has(w)).map(stem);

/**
 * A statement that says only that the patient takes a drug or a few: "The patient is taking a farxiga and amlodipine.",
 * "He is still on the lisinopril 10 mg daily for his blood pressure."
 */
const TAKING_ONLY = /^(?:he|she|the patient) (?:(?:is|has been|had been|was) (?:still )?(?:taking|on)|(?:also )?takes) (.+?)(?: for (?:his|her|their) [\w ]+| over the counter)?\.$/i;
/** What a list of drugs taken says besides their names and listed strengths: articles, "and", how often. */
const BESIDES_DRUGS = /^(?:\s|,|\band\b|\b(?:a|an|the|his|her|their)\b|\b(?:daily|once a day|twice a day|\d+ times a day|at night)\b)*$/i;

const SIDE_WORD = /\b(?:right|left)\b/gi;
/** What was so before the complaint: "in the past", "previously", "used to". */
const TOLD_OF_THE_PAST = /\b(?:in the past|previously|used to|years ago|as a (?:child|kid))\b/i;

/**
 * Whether most of a statement's content words are already in the complaint lines: "He was lifting boxes on Saturday"
 * after "onset Saturday; after lifting boxes". A side they do not say is news: "She hurt her right ankle.".
 */
function saidAlready(statement: string, told: string): boolean {
  const toldSides = new Set(told.toLowerCase().match(SIDE_WORD) ?? []);
  if ((statement.toLowerCase().match(SIDE_WORD) ?? []).some((side) => !toldSides.has(side))) return false;
  // "She is not hurting right now." after "Hip pain, pain 2-7/10.": a denial the complaint lines do not make is news.
  if (deniesSomething(statement) && !deniesSomething(told)) return false;
  // "His blood sugars have been running in the 300s." after "The blood sugar readings have been rising.": a number the
  // lines do not say is news; so is a past the lines do not tell ("He has had knee problems in the past.").
  if ((statement.match(/\d+/g) ?? []).some((number) => !new RegExp(`\\b${number}`).test(told))) return false;
  if (TOLD_OF_THE_PAST.test(statement) && !TOLD_OF_THE_PAST.test(told)) return false;
  // "It comes and goes." after "Described as intermittent." says it again; "It went down his left leg." after
  // "radiating to the left leg"; "It … doesn't seem to be getting better." after "… has not been improving"; "His back
  // has been hurting for a week." after "… back pain for 1 week"; "He went into the emergency room." after "… follow-up after
  // an emergency department visit".
  const known = new Set(
    contentWords(told.replace(/\bintermittent(?:ly)?\b/gi, '$& comes goes').replace(/\bradiating\b/gi, '$& went goes down').replace(/\bimproving\b/gi, '$& getting better going').replace(/\bpain\b/gi, '$& hurting aching painful').replace(/\bemergency department\b/gi, '$& emergency room went into seen')),
  );
  // "She has been taking ibuprofen" after "Tried ibuprofen without relief": the taking of a drug told already is said.
  const words = contentWords(statement.replace(/\b(?:taking|using)\s+(?=(?:some |the |an? |my |his |her )?(?!(?:medications?|medicines?|meds|pills)\b)([a-z]+))/gi, (verb: string, drug: string) => (known.has(drug.toLowerCase().slice(0, STEM_LETTERS)) ? '' : verb)));
  return words.length > 0 && words.filter((w) => known.has(w)).length / words.length >= 0.6;
}

/** The words every symptom the patient has was named with (and its name), of those `told` names in any of them. */
function findingWordsTold(model: ClinicalModel, told: string): string[] {
  const namings = model.findings.filter((f) => f.subject === 'patient' && f.presence === 'present').map((f) => [f.name, ...(f.said ?? [])]);
  return namings.filter((words) => words.some((said) => saysWords(told, said))).flat();
}

/**
 * A drug tried for the complaint, with the strength and frequency the patient takes it at: "ibuprofen 800 mg three
 * times a day without relief" (the medication list leaves out what the history tells).
 */
function withItsSig(tried: string, model: ClinicalModel): string {
  const [drug, outcome] = triedOutcome(tried);
  const taken = model.medications.find((m) => m.status === 'current' && m.strength && [m.name, m.brand].some((name) => name?.toLowerCase() === drug.toLowerCase()));
  return taken ? `${medicationWords({ ...taken, brand: undefined, name: drug })}${outcome}` : tried;
}

export function historyLines(model: ClinicalModel): HistoryLine[] {
  // A complaint the patient denies has no history to tell, whatever was said around it.
  // One denied only of the past ("he denied any trouble with headaches in the past") or also told as present is not.
  const present = new Set(model.findings.filter((f) => f.subject === 'patient' && f.presence === 'present').map((f) => f.name));
  const denied = new Set(model.findings.filter((f) => f.subject === 'patient' && f.presence === 'absent' && f.temporality !== 'past' && !present.has(f.name)).map((f) => f.name));
  const pronouns = PRONOUNS[model.patientSex ?? 'unknown'];
  const described = model.complaintHistory
    .filter((c) => !denied.has(c.complaint))
    .map((c) => ({ c, sentences: describeComplaint(c.complaint, { ...c, tried: c.tried.map((tried) => withItsSig(tried, model)) }, pronouns) }))
    .filter(({ sentences }) => sentences.length > 0);
  const opened = opening(model);
  const said = opened?.intro ?? (opened?.past ? undefined : presentingComplaint(model));
  // After "The patient presents with elbow pain.", its history goes on from it: "He has tried ibuprofen.", not "He
  // reports elbow pain. He has tried ibuprofen."; "The patient is presenting with knee pain. Right knee pain." is "… with
  // right knee pain.".
  // The words the patient or doctor named the first complaint by ("stomach pain" for the lexicon's "abdominal pain").
  const saidAs = described[0] ? model.findings.filter((f) => f.name === described[0]!.c.complaint).flatMap((f) => f.said ?? []) : [];
  const sited = said && described[0] && withComplaintOpened(said, described[0].c, described[0].sentences[0]!, saidAs);
  const first = sited ?? said;
  const lastOpened = (opened?.past && !first ? opened.past : first)?.text.toLowerCase() ?? '';
  const complaints = toldTogether(
    described.map(({ c, sentences: [head, ...details] }, k): ComplaintLines => ({ sources: [c], head: k === 0 && sited ? undefined : head, details })),
  )
    .map(({ sources, head, details }) => {
      const c = sources[0];
      // The head line as the patient's report, unless it only names a complaint the opening named (as the note writes
      // it: "shortness of breath" for the lexicon's "dyspnoea").
      const bare = head !== undefined && [complaintWithSite(c.complaint, c.site), c.complaint].some((name) => head === `${capitalise(name)}.`);
      const openedOn = [c.complaint, asWrittenIn(model.language, c.complaint)].some((name) => lastOpened.includes(name.toLowerCase()));
      if (head === undefined || (bare && openedOn)) return { text: details.join(' '), sources };
      // "She reports abdominal pain, described as constant.", not "She reports abdominal pain. She describes it as
      // constant."; "He reports mild cough.", not "He reports cough. It is mild.".
      const describedNext = bare ? DESCRIBES_IT.exec(details[0] ?? '') : null;
      const graded = bare && !describedNext ? GRADED.exec(details[0] ?? '') : null;
      const told = describedNext ? `${head.slice(0, -1)}, described as ${describedNext[1]}` : graded ? `${graded[1]} ${uncapitalised(head)}` : head;
      return { text: [asReported(told, pronouns.subject), ...details.slice(describedNext || graded ? 1 : 0)].join(' '), sources };
    })
    .filter((line) => line.text !== '');
  // What the account adds that no attribute holds, as short statements in the order told.
  const tellerOf = tellers(model);
  const seen = new Set<string>();
  // "She has a history of depression" after "She has a past medical history of depression" is said already.
  // "The patient does not have a family history of arthritis" after "No family history of arthritis." too.
  // A complaint is told in the words the patient named it with too: "He feels lightheaded." after "Dizziness for 5 weeks.".
  const toldComplaints = new Set(described.map(({ c }) => c.complaint));
  // The side is not among them: "hurt your right ankle" names the ankle pain, and only a line that says "right" tells it.
  const namedWith = model.findings.filter((f) => toldComplaints.has(f.name)).flatMap((f) => (f.said ?? []).map((words) => words.replace(SIDE_WORD, '')));
  const toldLines = [first?.text ?? '', opened?.past?.text ?? '', ...complaints.map((c) => c.text), ...familyHistoryLines(model).map((line) => line.text), ...namedWith].join(' ');
  // A symptom told is told in all the words it was named with: "She has been getting tired." after "She reports fatigue.".
  const told = [toldLines, ...findingWordsTold(model, toldLines)].join(' ');
  // "The patient is taking a farxiga." says no more than "Current medications: farxiga …", which lists a drug stopped today too.
  const onTheList = model.medications.filter((m) => m.status === 'current' || m.status === 'stopped');
  const taking = new Set(onTheList.flatMap((m) => [m.name, ...(m.brand ? [m.brand] : [])]).map((name) => name.toLowerCase()));
  const takenStrengths = onTheList.flatMap((m) => (m.strength ? [`${m.strength.value} ${m.strength.unit}`.toLowerCase()] : []));
  const onlyTaking = (text: string) => {
    const listed = TAKING_ONLY.exec(text)?.[1]?.toLowerCase();
    if (listed === undefined) return false;
    // A strength the list does not say ("lisinopril 40 mg" where it lists 10 mg) is news.
    const rest = [...taking, ...takenStrengths].reduce((left, said) => left.replace(new RegExp(`\\b${escapedForRegExp(said)}\\b`, 'g'), ' '), listed);
    return rest !== listed && BESIDES_DRUGS.test(rest);
  };
  // "The patient does not remember an injury." after "He denies any injury or trauma." is said already.
  const noInjuryTold = told.includes('denies any injury or trauma');
  // "The patient has never injured their knees before." after "No prior injury to either knee." is said already.
  const priorInjuryTold = model.complaintHistory.some((c) => c.priorInjury !== undefined);
  // "Sometimes it gets to an eleven." after "Pain 7/10, up to 11/10." is said already.
  const scored = model.complaintHistory.some((c) => c.severity !== undefined);
  // "She has irritable bowel syndrome." in a man's history is his sister's, told in passing.
  const otherPerson = model.patientSex === 'male' ? /^She\b/ : model.patientSex === 'female' ? /^He\b/ : undefined;
  const events = model.history.flatMap((statement) =>
    historyEvents(statement.told ?? statement.text, tellerOf(statement.evidence[0]), pronouns, statement.text)
      // Smoking, drinking, work and exercise are the social history's, told there.
      .filter((text) => !otherPerson?.test(text) && !isSocial(text))
      // "It gets up to an eight when she sits for a long time." after "6/10, up to 8/10": what makes it worse.
      .map((text) => (scored ? text.replace(SCORE_WHEN, 'It is worse $1') : text))
      .filter((text) => !seen.has(text.toLowerCase()) && seen.add(text.toLowerCase()) && !saidAlready(text, told) && !onlyTaking(text) && !(noInjuryTold && saysNoInjury(text)) && !(priorInjuryTold && tellsPriorInjury(text)) && !(scored && SCORE_ONLY.test(text)))
      .map((text) => ({ text, sources: [statement], problem: statement.problem })),
  );
  const byProblem = paragraphsByCondition(model, withoutRepeats(withoutWordsBesideReadings(events, (e) => e.text), (e) => e.text, { apart: true }));
  // The past history follows what is told of the complaints, which the opening began; it opens a history that has no
  // opening, and comes before the paragraphs of the conditions taken up.
  const [account, ...conditionParagraphs] = byProblem[0]?.[0]?.opens === 'condition' ? [[], ...byProblem] : byProblem;
  const past = opened?.past ? [opened.past] : [];
  // "History obtained from her father.": who told it, when someone spoke for the patient.
  const relation = model.informant?.relation;
  const informed = model.informant && relation ? [{ text: `History obtained from ${pronouns.possessive} ${relation}.`, sources: [model.informant] }] : [];
  const toldOfComplaints = first ? [first, ...informed, ...complaints, ...(account ?? []), ...past] : [...informed, ...past, ...complaints, ...(account ?? [])];
  const openedWithPast = first && opened?.past ? { text: `${first.text} ${opened.past.text}`, sources: [...first.sources, ...opened.past.sources] } : (first ?? opened?.past);
  const brands = brandsNamed(model);
  return withClosing([...toldOfComplaints, ...conditionParagraphs.flat()], background(model, openedWithPast)).map((line) => ({ ...line, text: withIndefiniteArticles(withBrandsCapitalised(line.text, brands)) }));
}

/** A complaint's head line and what follows it, before the head is written as the patient's report. */
interface ComplaintLines {
  /** Every complaint the lines tell, the one the head names first: two when told together. */
  sources: [ComplaintHistory, ...ComplaintHistory[]];
  head: string | undefined;
  details: string[];
}

/**
 * Complaints told one after another in the same words are told together: "Fever began last night." and "Chills began
 * last night." are "Fever and chills began last night.".
 */
function toldTogether(lines: readonly ComplaintLines[]): ComplaintLines[] {
  const out: ComplaintLines[] = [];
  for (const line of lines) {
    const before = out.at(-1);
    const name = line.sources[0].complaint;
    const previous = before?.sources.length === 1 ? before.sources[0].complaint : undefined;
    const rest = line.head?.startsWith(`${capitalise(name)} `) ? line.head.slice(name.length) : undefined;
    if (before && previous !== undefined && rest !== undefined && line.details.length === 0 && before.details.length === 0 && before.head === `${capitalise(previous)}${rest}`) {
      out[out.length - 1] = { sources: [before.sources[0], line.sources[0]], head: `${capitalise(previous)} and ${name}${rest}`, details: [] };
    } else out.push(line);
  }
  return out;
}

/** A complaint's severity as a sentence of its own: "It is mild.", "She describes the pain as mild.". */
const GRADED = /^(?:It is|(?:He|She|The patient) describes the pain as) (mild|moderate|severe)\.$/;
/** A complaint's description as a sentence of its own: "She describes it as constant.". */
const DESCRIBES_IT = /^(?:He|She|The patient) describes it as (.+)$/;

/** A head line as the patient's report: "Back pain began Saturday." → "He reports back pain that began Saturday.". */
const asReported = (head: string, subject: string) => `${capitalise(subject)} reports ${uncapitalised(head).replace(/^([^,]*?) began\b/, '$1 that began')}`;

/** A statement that only scores the pain: "Sometimes it gets to an eleven.", "It is a seven.", "It goes down to about one with ibuprofen." */
/** A pain score as said: "about a six", "an eleven", "7/10", "six out of ten". */
const SCORE_SAID = String.raw`(?:about\s+|around\s+|like\s+)?(?:an?\s+)?(?:${COUNT_NUMBER})(?:\s*\/\s*10|\s+out of (?:10|ten))?`;
const SCORE_ONLY = new RegExp(
  String.raw`^(?:(?:but|and|so|sometimes|usually|at times|at worst|now|today)\s+)*(?:it|the pain)\s+(?:is|gets|goes|can get|can go|gets up|goes up|has been)\s+(?:up\s+|down\s+)?(?:to\s+)?${SCORE_SAID}(?:\s+(?:with|without|on|after)\s+[\w-]+)?\.?$`,
  'i',
);

/** A score said with when it is so: "It gets up to an eight when she sits for a long time." */
const SCORE_WHEN = new RegExp(
  String.raw`^(?:(?:but|and|so|sometimes|usually|at times)\s+)*(?:it|the pain)\s+(?:gets|goes|can get|can go)\s+(?:up\s+)?(?:to\s+)?${SCORE_SAID}\s+((?:when|with|after|if)\s+[^.]+\.)$`,
  'i',
);

/** How a complaint's first line goes on after its name: when it began, what brought it on, for how long. */
const GOES_ON = /^(?:began|after|while|for)\b/;

/**
 * The opening with what the first complaint's line (`firstLine`) says of it, which is then said: its site ("knee pain"
 * → "right knee pain", of a line "Right knee pain."), and when and how it began, where the opening's sentence ends on
 * the complaint ("… presenting with back pain." and "Back pain began Saturday while golfing." → "… presenting with
 * back pain that began Saturday while golfing.").
 */
function withComplaintOpened(opening: HistoryLine, c: ComplaintHistory, firstLine: string, saidAs: readonly string[]): HistoryLine | undefined {
  const named = complaintWithSite(c.complaint, c.site);
  // The opening names it with its site ("cramps of the leg", "right knee pain"), by the complaint alone, or in the
  // words it was said in ("stomach pain").
  const byName =
    new RegExp(`\\b${escapedForRegExp(named)}\\b`, 'i').exec(opening.text) ??
    new RegExp(`(?:\\b(?:right|left|both|lower|upper|middle|mid)\\s+)*\\b${escapedForRegExp(c.complaint)}\\b`, 'i').exec(opening.text);
  const found = byName ?? saidAs.map((words) => new RegExp(`\\b${escapedForRegExp(words)}\\b`, 'i').exec(opening.text)).find((match) => match !== null);
  const head = [named, c.complaint].map(capitalise).find((name) => firstLine.startsWith(`${name} `) || firstLine === `${name}.`);
  if (!found || head === undefined) return undefined;
  // The complaint as the composed line names it. An opening on the chief complaint may say the site already ("right
  // knee pain"); one that does not takes it. Named in other words, it keeps them, with the site they do not say ("joint
  // pain of the knees"), less a side said before them ("new right eye twitch").
  const sidedBefore = /\b(?:right|left|both)\s+$/i.test(opening.text.slice(0, found.index));
  const sited = !byName ? inWordsSaid(found[0], named, c, sidedBefore) : found[0].toLowerCase().includes(named.toLowerCase()) ? found[0] : named.toLowerCase();
  const rest = firstLine.slice(head.length, -1).trim();
  const after = opening.text.slice(found.index + found[0].length);
  // "… presents with knee pain for 6 months." and "Knee pain for 6 months, described as achy.": the duration the
  // chief complaint gave is said once, and the line goes on from it: "… for 6 months, described as achy.".
  const saidAlready = after.replace(/\.$/, '').trim();
  if (saidAlready !== '' && (rest === saidAlready || rest.startsWith(`${saidAlready},`))) {
    const goesOnFrom = rest.slice(saidAlready.length).replace(/^,\s*/, '');
    return { ...opening, text: goesOnFrom === '' ? opening.text : `${opening.text.replace(/\.$/, '')}, ${goesOnFrom}.`, sources: [...opening.sources, c] };
  }
  // "… presents with right knee pain for two weeks." and "Right knee pain began 2 weeks ago after twisting …": the
  // opening goes on with when it began, and says how long only when that says something else ("for 4 days, which
  // began Saturday …").
  const lasted = /^\s+for\s+([^.]+)\.$/.exec(after);
  if (lasted && /^began\b/.test(rest)) {
    const sameTime = rest.startsWith(`began ${inDigits(lasted[1]!)} ago`);
    const goesOn = sameTime ? ` that ${rest}` : ` for ${lasted[1]}, which ${rest}`;
    return { ...opening, text: `${opening.text.slice(0, found.index)}${sited}${goesOn}.`, sources: [...opening.sources, c] };
  }
  const endsOnIt = after.startsWith('.');
  if (rest === '' ? named === c.complaint : !GOES_ON.test(rest) || !endsOnIt) return undefined;
  const goesOn = rest === '' ? '' : ` ${rest.replace(/^began\b/, 'that began')}`;
  const text = `${opening.text.slice(0, found.index)}${sited}${goesOn}${opening.text.slice(found.index + found[0].length)}`;
  return { ...opening, text, sources: [...opening.sources, c] };
}

/**
 * A complaint in the words it was said in, with the site they do not say: "joint pain" for arthralgia of the knees is
 * "joint pain of the knees"; "eye twitch" after "right" is said already.
 */
function inWordsSaid(said: string, named: string, c: ComplaintHistory, sidedBefore: boolean): string {
  const withSite = complaintWithSite(said, sidedBefore ? c.site?.replace(/^(?:the )?(?:right|left|both) /i, '') : c.site);
  if (withSite !== said) return withSite;
  const where = named.toLowerCase().startsWith(c.complaint.toLowerCase()) ? named.slice(c.complaint.length) : '';
  const repeats = (where.toLowerCase().match(/[a-z]+/g) ?? []).some((word) => !/^(?:of|the|and|both|right|left)$/.test(word) && new RegExp(`\\b${word}`, 'i').test(said));
  return where === '' || repeats ? said : `${said}${where}`;
}

/** "two weeks" → "2 weeks": a length as the complaint's line writes it. */
const inDigits = (length: string) => length.replace(/^(?:about |around |approximately )?([a-z]+)\b/i, (all, word: string) => String(parseNumber(word) ?? all));

/** The brands the visit named its drugs by, which are proper names: "crestor" is written "Crestor". */
function brandsNamed(model: ClinicalModel): RegExp | undefined {
  const brands = [...new Set([...model.medications, ...model.allergies].map((item) => item.brand).filter((brand): brand is string => brand !== undefined))];
  return brands.length === 0 ? undefined : new RegExp(`\\b(?:${brands.map(escapedForRegExp).join('|')})\\b`, 'gi');
}
const withBrandsCapitalised = (text: string, brands: RegExp | undefined) => (brands ? text.replace(brands, (said) => (said === said.toLowerCase() ? capitalise(said) : said)) : text);

/** `lines` and then `closing`: after the paragraphs of the conditions taken up, the closing lines are a paragraph of their own. */
export function withClosing(lines: readonly HistoryLine[], closing: readonly HistoryLine[]): HistoryLine[] {
  const afterCondition = [...lines].reverse().find((line) => line.opens !== undefined)?.opens === 'condition';
  return [...lines, ...closing.map((line, i): HistoryLine => (i === 0 && afterCondition ? { ...line, opens: 'background' } : line))];
}

/** Rehabilitation, which a history tells with the complaint it treats. */
const REHABILITATION = /\b(?:physiotherapy|physical therapy|occupational therapy|speech therapy|rehabilitation|rehab)\b/i;


/**
 * The statements of the account grouped as a clinician writes them: first what was told of the visit's complaint,
 * then a paragraph per condition the doctor asked about ("Regarding his diabetes, he checks his sugars every
 * morning."), in the order taken up. A condition the visit is for, or one not diagnosed, is the complaint's.
 */
function paragraphsByCondition(model: ClinicalModel, events: readonly (HistoryLine & { problem?: string })[]): HistoryLine[][] {
  const reason = model.presentation?.reason ?? '';
  // Of a visit for a complaint, the problem the plan takes up first is the complaint's diagnosis ("it seems you do
  // have that kidney stone"): what is told of it is the complaint's history.
  const visitProblem = /\b(?:follow|chronic|annual|routine|check)/i.test(reason) ? undefined : model.plan.find((p) => p.problem !== undefined)?.problem;
  const known: (Grounded & { name: string })[] = [
    ...model.diagnoses.filter((d) => d.subject === 'patient' && d.status !== 'ruled_out'),
    // A course of therapy done ("we sent you for physical therapy") is told with the complaint it was for, not as a
    // condition of its own ("Regarding her physiotherapy, …").
    ...model.procedures.filter((p) => p.status === 'done' && !REHABILITATION.test(p.name)),
  ];
  const conditions = new Map(known.filter((c) => !saysWords(reason, c.name) && c.name !== visitProblem).map((c) => [c.name, c]));
  const conditionOf = (event: { problem?: string }) => (event.problem !== undefined && conditions.has(event.problem) ? event.problem : undefined);
  const main = events.filter((e) => conditionOf(e) === undefined).map(({ text, sources }) => ({ text, sources }));
  const taken = [...new Set(events.map(conditionOf).filter((c) => c !== undefined))];
  const possessive = PRONOUNS[model.patientSex ?? 'unknown'].possessive;
  return [
    main,
    ...taken.map((name) =>
      events
        .filter((e) => conditionOf(e) === name)
        .map(({ text, sources }, i): HistoryLine =>
          i === 0 ? { text: `Regarding ${possessive} ${name}, ${uncapitalised(text)}`, sources: [...sources, conditions.get(name)!], opens: 'condition' } : { text, sources },
        ),
    ),
  ].filter((paragraph) => paragraph.length > 0);
}

/**
 * The social history as statements of fact, told in the third person: "He smokes a pack a day." A question ("Do
 * you smoke?") or talk around it is not one.
 */
export function socialLines(model: ClinicalModel): HistoryLine[] {
  const pronouns = PRONOUNS[model.patientSex ?? 'unknown'];
  const tellerOf = tellers(model);
  const seen = new Set<string>();
  // The smoking history is told whole, not again from the answers it was read from.
  const smoking = model.smoking;
  const toldBySmoking = (statement: Statement) => smoking !== undefined && statement.evidence.every((id) => smoking.evidence.includes(id)) && SMOKING.test(statement.told ?? statement.text);
  // A statement is in the words of who said it last: the patient's answer to the doctor's "do you drink?".
  return [
    ...(smoking ? [{ text: describe.smoking(smoking, pronouns), sources: [smoking] }] : []),
    ...(model.diet ? [{ text: describe.diet(model.diet), sources: [model.diet] }] : []),
    ...model.social
      .filter((statement) => !toldBySmoking(statement))
      .flatMap((statement) =>
        historyEvents(statement.told ?? statement.text, tellerOf(statement.evidence.at(-1)), pronouns, statement.text)
          .filter((text) => isSocial(text) && !seen.has(text.toLowerCase()) && seen.add(text.toLowerCase()))
          .map((text) => ({ text, sources: [statement] })),
      ),
  ];
}

const SMOKING = /\b(?:smok\w*|cigarettes?|tobacco|packs?)\b/i;

/** The evidence of what was written from `sources`: every source's segments, once each, in order. */
export const evidenceOf = (...sources: Grounded[]) => [...new Set(sources.flatMap((source) => source.evidence))];

/** Past and family history and allergies, each a labelled line of its typed items; the family history denied too. */
function background(model: ClinicalModel, first: HistoryLine | undefined): HistoryLine[] {
  const inOpening = new Set(first?.sources ?? []);
  // A condition the opening names already ("She has a past medical history of melanoma") is not listed again.
  const toldInOpening = (d: Diagnosis) => inOpening.has(d) || (first !== undefined && namedIn(first.text, d));
  const hadBefore = model.diagnoses.filter((d) => d.subject === 'patient' && d.temporality === 'past' && d.status !== 'ruled_out');
  const past = hadBefore.filter((d) => !toldInOpening(d));
  // A procedure done, said outside the plan, is one the patient had before: "she had a hysterectomy".
  const doneBefore = model.procedures.filter((p) => p.status === 'done' && p.problem === undefined);
  // A therapy the patient is in now ("she's in physical therapy") is current, not past.
  const current = doneBefore.filter((p) => isUnderWay(p.text));
  const pastProcedures = doneBefore.filter((p) => !current.includes(p));
  const line = (label: string, names: readonly string[], sources: Grounded[]): HistoryLine[] =>
    names.length === 0 ? [] : [{ text: `${label}: ${listOf([...new Set(names)])}.`, sources }];
  return [
    ...line('Past medical history', past.map((d) => asPastCondition(d.name)), past),
    ...(hadBefore.length === 0 && model.noPastMedicalHistory ? [{ text: 'Past medical history: none.', sources: [model.noPastMedicalHistory] }] : []),
    ...familyHistoryLines(model),
    ...line('Past procedures', pastProcedures.map((p) => (p.when ? `${p.name} ${p.when}` : p.name)), pastProcedures),
    ...line('Current therapies', current.map((p) => p.name), current),
    ...line('Allergies', model.allergies.map(describe.allergy), model.allergies),
    ...(model.allergies.length === 0 && model.noKnownAllergies ? [{ text: 'Allergies: none known.', sources: [model.noKnownAllergies] }] : []),
  ];
}
