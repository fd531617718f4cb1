/**
 * Pulses as a note writes them: artery by artery, each with what was found of it ("Palpable femoral and popliteal
 * pulses bilaterally. Dorsalis pedis and posterior tibial pulses not palpable; present by Doppler.").
 *
 * Why a reader of its own: a vascular examination often says, in one breath, pulses felt at some arteries and not at
 * others, and what the Doppler found where the fingers found nothing. Read as one finding, the denial of one clause
 * ("I don't feel a dorsalis pedis pulse") was taken for every pulse of the sentence: a pulseless limb the doctor did
 * not find. Here a denial reaches only the arteries of its own statement, a Doppler result goes to the arteries it
 * was used on ("… but they are present with Doppler"), and a heart rate ("pulse is 72") is no pulse finding.
 */
import { WORD_NUMBER } from '../prescription/numbers.js';
import { CLAUSE_BREAK } from './finding-clauses.js';

/**
 * A stretch of the sentence read as pulses: `start` to `end` the words of the pulses, `from` where their clause begins
 * (the words before them, "extremities are warm with …", are no finding of their own); and the finding it gives (none
 * for a heart rate, or for a Doppler result told of another stretch's arteries).
 */
export interface PulseReading {
  from: number;
  start: number;
  end: number;
  finding?: string;
}

/** The arteries a pulse is felt at, as a note names them, with the words (and adverbs: "femorally") they are said in. */
const ARTERIES: readonly [name: string, said: RegExp][] = [
  ['carotid', /\bcarotids?\b/gi],
  ['brachial', /\bbrachial(?:ly)?\b/gi],
  ['radial', /\bradial(?:ly)?\b|\b[rl]ra\b/gi],
  ['ulnar', /\bulnar(?:ly)?\b/gi],
  ['femoral', /\bfemoral(?:ly)?\b/gi],
  ['popliteal', /\bpopliteal(?:ly)?\b/gi],
  ['dorsalis pedis', /\bdorsalis\s+pedis\b|\bdp\b(?=\s+(?:and|or|pulses?)\b)/gi],
  ['posterior tibial', /\bposterior\s+tibial(?:is)?\b|\bpt\b(?=\s+pulses?\b)|(?<=\b(?:dp|dorsalis pedis)\s+(?:and|or)\s+)pt\b/gi],
  ['pedal', /\bpedal\b|(?<=\bpulses?\s+(?:in|of)\s+(?:(?:the|his|her|your|both)\s+)?(?:(?:right|left)\s+)?)(?:foot|feet)\b/gi],
  ['peripheral', /\bperipheral(?:ly)?\b/gi],
  ['distal', /\bdistal(?:ly)?\b/gi],
];
/** The same words bare, for a list of arteries or its end ("his dp and pt pulses", "the femoral and …"). */
const ARTERY = String.raw`(?:carotids?|brachial(?:ly)?|radial(?:ly)?|[rl]ra|ulnar(?:ly)?|femoral(?:ly)?|popliteal(?:ly)?|dorsalis\s+pedis|posterior\s+tibial(?:is)?|dp|pt|pedal|peripheral(?:ly)?|distal(?:ly)?)`;

const PULSE = /\bpulses?\b(?!\s*ox)/i;
/** A vital sign said with the word pulse: "your pulse is 72", "pulse rate of eighty", "pulse ox is 98 percent". */
const VITAL = new RegExp(String.raw`\bpulse(?:\s+rate)?\s+(?:(?:is|was|of|at|'s)\s+)?(?:(?:about|around|like|roughly|only)\s+)?(?:\d+(?![+\d])|(?:${WORD_NUMBER})\b)|\bpulse\s*ox`, 'i');
/** A grade ("2+") or a word for how a pulse feels: that it is there, its grade, its kind, or that pulses are alike. */
const QUALITY_GROUPS = [String.raw`palpable|present|intact`, String.raw`[0-4]\+|trace`, 'strong|bounding|brisk|weak|thready|faint|barely|diminished|decreased|reduced|normal|good|full', 'equal|symmetric(?:al)?'];
const QUALITY = new RegExp(String.raw`\b(?:${QUALITY_GROUPS.map((g) => `(${g})`).join('|')})(?!\w)`, 'gi');
const A_QUALITY = new RegExp(QUALITY.source, 'i');
const DOPPLER = /\bdoppler/i;
/** A Doppler study read out ("the arterial Doppler study showed …") is a result, not the examination's Doppler. */
const DOPPLER_STUDY = /\b(?:ultrasound|duplex|study|studies|scan|test|showed|shows|revealed|reveals|order\w*|schedule\w*)\b/i;
/** What the Doppler found when it found a pulse. */
const DOPPLER_FOUND = /\b(?:present|dopplerable|detect\w*|found|hear|heard|get|got|obtain\w*|signals?|positive|able|there|[bt]riphasic|monophasic)\b/i;

/** A denial and the words that may stand between it and the pulse it denies: "I don't recognize a palpable …". */
const DENIAL_BEFORE =
  /\b(?:no|not|never|without|cannot|unable to|[a-z]+n't)(?:\s+(?:a|an|any|the|his|her|your|their|them|really|definitely|obviously|clearly|be|able|to|do|does|did|feel|find|appreciate|recogni[sz]e|palpate|detect|hear|get|have|has|see|note|good|strong|palpable|obvious|pulses?|and|or|bilateral|right|left|on|either|side|\w+ly))*\s*$/i;
/** A denial after the pulse: "the pulses are not palpable", "dorsalis pedis is absent", "nonpalpable". */
const DENIAL_AFTER = /\b(?:(?:is|are|was|were|'re)\s+(?:not|non-?)\s*(?:palpable|present|felt|appreciated|detected|found|there)|not palpable|absent|non-?palpable)\b/i;
const ABSENT = /\babsent\b/i;
/** A Doppler that found nothing: "I couldn't get them even with the Doppler". */
const DOPPLER_DENIED = /\b(?:no|not|never|cannot|unable|absent|non-?dopplerable|[a-z]+n't)\b/i;

/** The doctor feeling for a pulse, which says it is there when nothing denies it: "I can feel the radial pulse". */
const FELT = /\b(?:feel|felt|appreciate|recogni[sz]e|palpate|note)\b/i;
/** Talk of what the doctor is about to do, not of what was found: "I'm going to check your pulses", "we'll get a Doppler". */
const ABOUT_TO = /\b(?:going to|gon ?na|let me|let's|i'll|i will|we'll|we will|i'd like|would like|want to|need to|make sure|check)\b/i;

/** A statement of its own: a verb of its own ("and popliteal pulses are present"), not a list going on ("and radially"). */
const OWN_VERB = /\b(?:is|are|was|were|'re|'s|seems?|feels?|felt|has|have|had|recogni[sz]e|appreciate|palpate|find|found|get|got|hear|heard|note|noted)\b/i;
const ARTERY_FIRST = new RegExp(String.raw`^(?:(?:the|his|her|your|a|an)\s+)?${ARTERY}(?!\w)`, 'i');
const QUALITY_FIRST = new RegExp(String.raw`^(?:(?:a|an)\s+)?(?:${QUALITY_GROUPS.join('|')})(?!\w)`, 'i');
/** Only more words of how the pulses felt: "… and symmetric", "… and strong bilaterally". */
const QUALITIES_ONLY = new RegExp(String.raw`^(?:(?:${QUALITY_GROUPS.join('|')}|${ARTERY}|bilateral(?:ly)?|throughout|and|or)(?!\w)[\s,]*)+$`, 'i');
/** The words of how a pulse felt just before it: "strong bounding", "2+ and symmetric". */
const DESCRIBED_BEFORE = new RegExp(String.raw`(?:\b(?:${QUALITY_GROUPS.join('|')}|${ARTERY}|and|or|feel|palpate|a|an|the)(?!\w)[\s,]*)+$`, 'i');
/** Only how the pulse felt and where: "2+ on the left", "absent on the right side". */
const ELLIPTIC = new RegExp(
  String.raw`^(?:(?:is|are|was|were)\s+)?(?:${QUALITY_GROUPS.join('|')}|absent|not palpable|non-?palpable)(?:\s+(?:on|in)\s+(?:the\s+)?(?:right|left)(?:\s+(?:side|foot|leg|arm|hand|wrist))?|\s+bilaterally)?$`,
  'i',
);
const ENDS_ON_ARTERY = new RegExp(String.raw`${ARTERY}\s*$`, 'i');
/** "dorsalis pedis and posterior tibial are absent": arteries as a subject, their pulses said earlier in the sentence. */
const ARTERIES_AS_SUBJECT = new RegExp(String.raw`^(?:(?:the|his|her|your)\s+)?${ARTERY}(?:\s+(?:and|or)\s+(?:the\s+)?${ARTERY})*\s+(?:is|are|was|were)\b`, 'i');
/** Where one clause's parts part: "and", "with", "as well as"; not "with the Doppler", the means of a finding. */
const PART_BREAK = /\s+(?:and|as well as|with(?!\s+(?:the\s+|a\s+)?doppler))\s+/gi;

interface Statement {
  start: number;
  end: number;
  arteries: string[];
  side?: string;
  plural: boolean;
  denied: boolean;
  absent: boolean;
  /** The words of how the pulse felt, as a note writes them; undefined when it is only said to be there. */
  quality?: string;
  /** Only "equal" or "symmetric": a comparison, left to the clause reader ("pulses equal in all extremities"). */
  comparisonOnly: boolean;
  doppler?: 'present' | 'absent';
  /** Said of no artery and no pulse by name: "they are present with Doppler". */
  pronoun: boolean;
}

/** A finding being written: a statement, the arteries of the statements alike joined to it, and the Doppler's result. */
interface Entry {
  statement: Statement;
  arteries: string[];
  side?: string;
  plural: boolean;
  doppler?: 'present' | 'absent';
}

/** The pulses of one examination sentence (cleaned of speech), artery by artery; `aside` tells a clause that is advice or a condition. */
export function pulsesOf(text: string, aside: (clause: string) => boolean): PulseReading[] {
  if (!/\bpulse/i.test(text)) return [];
  const readings: PulseReading[] = [];
  const entries: Entry[] = [];
  let previous: Statement | undefined;
  for (const [start, end] of spans(text, CLAUSE_BREAKS, 0, text.length)) {
    const clause = text.slice(start, end);
    if (aside(clause)) continue;
    const parts = statementsOf(text, start, end);
    for (const [i, [partStart, partEnd]] of parts.entries()) {
      const said = text.slice(partStart, partEnd);
      // "1+ dorsalis pedis and 2+ posterior tibial pulses": the arteries before are named pulses by what follows.
      const pulsesFollow = parts.slice(i + 1).some(([a, b]) => PULSE.test(text.slice(a, b)));
      if (VITAL.test(said) && arteriesIn(said).length === 0) {
        readings.push({ from: start, start: partStart, end: partEnd });
        continue;
      }
      const statement = statementOf(said, partStart, previous, pulsesFollow);
      if (!statement) continue;
      readings.push({ from: start, start: statement.start, end: statement.end });
      place(statement, entries);
      if (!statement.doppler) previous = statement;
    }
  }
  for (const entry of entries) {
    const reading = readings.find((r) => r.start === entry.statement.start);
    if (reading) reading.finding = written(entry);
  }
  return readings;
}

/** The examination's clause breaks, every one of a sentence (`spans` reads them with matchAll). */
const CLAUSE_BREAKS = new RegExp(CLAUSE_BREAK.source, 'gi');

/** The stretches between the matches of `breaks` in text[from, to), trimmed, as [start, end]. */
function spans(text: string, breaks: RegExp, from: number, to: number): [number, number][] {
  const out: [number, number][] = [];
  const part = text.slice(from, to);
  let at = 0;
  const push = (a: number, b: number) => {
    const lead = part.slice(a, b).search(/\S/);
    if (lead === -1) return;
    const trimmed = part.slice(a, b).trimEnd().length;
    out.push([from + a + lead, from + a + trimmed]);
  };
  for (const m of part.matchAll(breaks)) {
    if (m[0].length === 0) continue;
    push(at, m.index);
    at = m.index + m[0].length;
  }
  push(at, part.length);
  return out;
}

/** A clause's statements about pulses: its parts, a list that goes on ("palpable femoral and popliteal pulses") kept whole. */
function statementsOf(text: string, start: number, end: number): [number, number][] {
  const parts = spans(text, PART_BREAK, start, end);
  const joined: [number, number][] = [];
  for (const [a, b] of parts) {
    const last = joined.at(-1);
    const said = text.slice(a, b);
    const before = last && text.slice(last[0], last[1]);
    // "palpable femoral and popliteal pulses", "2+ and symmetric": one list; "no edema and 2+ pulses": a list goes on
    // only from words of pulses; "1+ dorsalis pedis pulses and trace posterior tibial pulses": each described its own way.
    const describedAgain = QUALITY_FIRST.test(said) && PULSE.test(said);
    const dangling = before !== undefined && ENDS_ON_ARTERY.test(before) && !PULSE.test(before);
    const ofPulses = before !== undefined && (PULSE.test(before) || A_QUALITY.test(before) || arteriesIn(before).length > 0);
    const listGoesOn = !OWN_VERB.test(said) && (ARTERY_FIRST.test(said) || QUALITIES_ONLY.test(said));
    const goesOn = !describedAgain && (dangling || (ofPulses && listGoesOn));
    if (last && goesOn) last[1] = b;
    else joined.push([a, b]);
  }
  return joined;
}

/** The arteries a statement names, in the order said. */
function arteriesIn(said: string): string[] {
  const found = ARTERIES.flatMap(([name, words]) => [...said.matchAll(words)].map((m) => ({ name, at: m.index })));
  return [...new Set(found.sort((a, b) => a.at - b.at).map((f) => f.name))];
}

/** A side said before the artery or the limb: "right dorsalis pedis", "left foot". */
const SIDE_BEFORE = new RegExp(String.raw`\b(right|left)\s+(?=${ARTERY}|pulses?\b|foot|leg|arm|wrist|lower|upper)`, 'i');

/** The side a statement names: "bilaterally", "on the right" (the "rra" is the right radial artery). */
function sideIn(said: string): string | undefined {
  if (/\bbilateral(?:ly)?\b|\bboth (?:sides|feet|legs|arms|hands|wrists|lower extremities|upper extremities)\b/i.test(said)) return 'bilaterally';
  const side = /\bon (?:the|his|her|your) (right|left)\b/i.exec(said) ?? SIDE_BEFORE.exec(said);
  if (side) return `on the ${side[1]!.toLowerCase()}`;
  const abbreviated = /\b([rl])ra\b/i.exec(said);
  return abbreviated ? `on the ${abbreviated[1]!.toLowerCase() === 'r' ? 'right' : 'left'}` : undefined;
}

/** What a statement says of pulses, or undefined when it says nothing a note writes. */
function statementOf(said: string, start: number, previous: Statement | undefined, pulsesFollow: boolean): Statement | undefined {
  const pulsesBefore = previous !== undefined;
  // "his femoral pulse is absent on the right and 2+ on the left": the arteries just said, on another side.
  const elliptic = previous !== undefined && ELLIPTIC.test(said);
  const arteries = elliptic ? previous.arteries : arteriesIn(said);
  const pulse = PULSE.exec(said);
  const doppler = DOPPLER.test(said) && !DOPPLER_STUDY.test(said);
  const namedAfter = pulse === null && pulsesFollow && arteries.length > 0 && ENDS_ON_ARTERY.test(said);
  const named = pulse !== null || namedAfter || elliptic || (arteries.length > 0 && (doppler || (pulsesBefore && ARTERIES_AS_SUBJECT.test(said))));
  // A Doppler result said of "them": the arteries are those of the statement before.
  const pronoun = !named && doppler && arteries.length === 0;
  if ((!named && !pronoun) || ABOUT_TO.test(said)) return undefined;
  // Where the pulse is first named: a denial before it must be close ("I don't recognize a palpable pulse"), not
  // of another finding earlier in the clause, and so must the words of how it felt ("normal heart sounds, 2+ radial
  // pulses"). The statement starts there: "there's no edema in the legs the dorsalis pedis pulses are 2+" leaves the
  // edema to its own pattern.
  const first = pronoun || elliptic ? 0 : Math.min(...[pulse?.index, ...arteries.map((a) => said.search(ARTERIES.find(([n]) => n === a)![1]))].filter((i): i is number => i !== undefined && i >= 0));
  const denial = DENIAL_BEFORE.exec(said.slice(0, first));
  const described = DESCRIBED_BEFORE.exec(said.slice(0, first))?.index ?? first;
  const own = Math.min(first, described, denial?.index ?? first);
  const qualities = [...said.slice(own).matchAll(QUALITY)];
  const words = (group: number) => [...new Set(qualities.map((q) => q[group]?.toLowerCase()).filter((w): w is string => w !== undefined))];
  // "I can barely feel a pulse": faint.
  const [generic, grades, kinds, comparisons] = [words(1), words(2), words(3).map((w) => w.replace(/^barely$/, 'faint')), words(4).map((w) => w.replace(/al$/, ''))];
  const denied = denial !== null || DENIAL_AFTER.test(said.slice(first));
  const specific = [...grades, ...kinds, ...comparisons];
  const felt = generic.length > 0 || FELT.test(said);
  const statement: Statement = {
    start: start + own,
    end: start + said.length,
    arteries,
    side: sideIn(said),
    plural: /\bpulses\b/i.test(said) || arteries.length > 1 || namedAfter || (elliptic && previous.plural),
    denied,
    absent: ABSENT.test(said),
    // "Present" is felt, and written so; "intact" is written as said ("Distal pulses intact").
    quality: specific.length > 0 ? specific.join(' ') : generic.length > 0 && generic.every((w) => w === 'intact') ? 'intact' : felt ? 'palpable' : undefined,
    comparisonOnly: specific.length > 0 && grades.length + kinds.length === 0,
    pronoun,
  };
  if (doppler) {
    const result = DOPPLER_DENIED.test(said) ? 'absent' : DOPPLER_FOUND.test(said) ? 'present' : undefined;
    if (!result) return undefined;
    return { ...statement, denied: false, quality: undefined, doppler: result };
  }
  if (denied) return statement;
  // Nothing said of how it felt, or only that the pulses are alike ("equal in all extremities"): the clause reader's.
  if (statement.quality === undefined || (statement.comparisonOnly && arteries.length === 0)) return undefined;
  return statement;
}

/** A statement as a finding of its own, or joined to the one it goes with. */
function place(statement: Statement, entries: Entry[]): void {
  if (statement.doppler) {
    // "… but they are present with Doppler": the arteries just denied to the fingers, or those the Doppler names.
    const denied = entries.filter((e) => e.statement.denied && !e.doppler);
    const target = statement.arteries.length === 0 ? (denied.at(-1) ?? (statement.pronoun ? entries.at(-1) : undefined)) : denied.find((e) => statement.arteries.every((a) => e.arteries.includes(a)));
    if (target && !target.doppler) {
      target.doppler = statement.doppler;
      return;
    }
  }
  const alike = entries.find(
    (e) =>
      !statement.doppler &&
      !e.doppler &&
      e.arteries.length > 0 &&
      statement.arteries.length > 0 &&
      e.statement.denied === statement.denied &&
      e.statement.absent === statement.absent &&
      e.statement.quality === statement.quality &&
      // A side said carries on to the arteries said after it ("bilateral palpable pulses femorally and popliteal
      // pulses are present"), not back to those said before it (the right foot's, then "the left foot … pedal pulses").
      (e.side === statement.side || statement.side === undefined),
  );
  if (alike) {
    alike.arteries = [...new Set([...alike.arteries, ...statement.arteries])];
    alike.plural = true;
    return;
  }
  entries.push({ statement, arteries: statement.arteries, side: statement.side, plural: statement.plural || statement.side === 'bilaterally', doppler: statement.doppler });
}

const listed = (names: readonly string[]) => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** The finding as a note writes it: "Palpable femoral and popliteal pulses bilaterally", "Pedal pulses not palpable; present by Doppler". */
function written(entry: Entry): string {
  const { statement } = entry;
  const noun = entry.plural || entry.arteries.length > 1 ? 'pulses' : 'pulse';
  const arteries = listed(entry.arteries);
  const side = entry.side ? ` ${entry.side}` : '';
  const byDoppler = entry.doppler === 'present' ? 'present by Doppler' : 'not detected by Doppler';
  const named = `${arteries ? `${arteries} ` : ''}${noun}`;
  if (statement.doppler) return `${named} ${byDoppler}${side}`;
  const doppler = entry.doppler ? `; ${byDoppler}` : '';
  if (statement.denied) {
    if (arteries) return `${arteries} ${noun} ${statement.absent ? 'absent' : 'not palpable'}${side}${doppler}`;
    return `${statement.absent ? 'pulses absent' : 'no palpable pulses'}${side}${doppler}`;
  }
  return statement.quality === 'intact' ? `${named} intact${side}` : `${statement.quality} ${named}${side}`;
}
