import type { ClinicalModel, Contradiction, Diagnosis, Finding, Grounded, Medication } from './clinical-model.js';
import { CHANGE_PRECEDENCE } from './prescription/change.js';

/** Copies onto `target` the fields it lacks from `source`: what another mention of the same item added. */
function fillMissing<T extends object>(target: T, source: T): void {
  for (const [field, value] of Object.entries(source)) {
    if ((target as Record<string, unknown>)[field] === undefined) (target as Record<string, unknown>)[field] = value;
  }
}

/** Items said more than once become one, with all their evidence; what a later mention adds fills what the first lacked. */
function mergeBy<T extends Grounded>(items: readonly T[], keyOf: (item: T) => string): T[] {
  const merged = new Map<string, T>();
  for (const item of items) {
    const key = keyOf(item);
    const first = merged.get(key);
    if (!first) {
      merged.set(key, { ...item, evidence: [...item.evidence] });
      continue;
    }
    for (const id of item.evidence) if (!first.evidence.includes(id)) first.evidence.push(id);
    fillMissing(first, item);
  }
  return [...merged.values()];
}

/**
 * Each merged drug with the most telling change any of its mentions said ("we have you on the protonix" … "order a
 * refill" is a refill); a continue or a start is the first mention's, as said.
 */
/** Every mention of a merged drug, as `mergeDuplicates` keys them: the same name and status. */
const mentionsOf = (said: readonly Medication[], m: Medication) => said.filter((other) => other.name === m.name && other.status === m.status);

function withMostTellingChange(said: readonly Medication[], merged: Medication[]): Medication[] {
  return merged.map((m) => {
    const mentions = mentionsOf(said, m);
    const change = CHANGE_PRECEDENCE.filter((c) => c !== 'continue' && c !== 'start').find((c) => mentions.some((other) => other.change === c));
    if (!change) return m;
    // "Amlodipine 5 mg once a day" read out, then "increase your amlodipine from 5 to 10 mg": the raise says the strength.
    const changed = change === 'increase' || change === 'decrease' ? mentions.find((other) => other.change === change) : undefined;
    const strengths = changed?.strength ? { strength: changed.strength, ...(changed.previousStrength ? { previousStrength: changed.previousStrength } : {}) } : {};
    return { ...m, ...strengths, change };
  });
}

/**
 * Each merged drug with the instructions of all its mentions, in the order said: "as needed, at most 4 doses a day"
 * said after a first mention that had its own ("the motrin is fine"), which `mergeBy` alone would keep.
 */
function withInstructionsTogether(said: readonly Medication[], merged: Medication[]): Medication[] {
  return merged.map((m) => {
    const instructions = [...new Set(mentionsOf(said, m).flatMap((other) => (other.instruction ? [other.instruction] : [])))];
    return instructions.length > 1 ? { ...m, instruction: instructions.join(', ') } : m;
  });
}

/**
 * A drug the patient takes that the doctor stops ("I take Combiflam for my back" … "stop the Combiflam") is one
 * medication, stopped, with the evidence of both and what the taking told (its dose, how often; not for how long).
 */
function withStoppedTogether(medications: readonly Medication[]): Medication[] {
  const stopped = new Map(medications.filter((m) => m.status === 'stopped').map((m) => [m.name, m]));
  const taken = (m: Medication) => m.status === 'current' && stopped.has(m.name);
  return medications.flatMap((m) => {
    if (taken(m)) return [];
    if (m.status !== 'stopped') return [m];
    const before = medications.filter((other) => other.name === m.name && taken(other));
    if (before.length === 0) return [m];
    const merged = { ...m, evidence: [...new Set([...before.flatMap((other) => other.evidence), ...m.evidence])] };
    // How long it was taken ("I took it for ten days") is not how long it is held: the stop says that itself.
    for (const { duration: _takenFor, ...other } of before) fillMissing<Partial<Medication>>(merged, other);
    return [merged];
  });
}

/**
 * A strength raised or lowered without the one before it said ("increase the Prozac to 40 mg") is raised from the
 * strength the patient takes, when the visit said one that the change goes up (or down) from: "Increase Prozac from
 * 20 mg to 40 mg", as a clinician writes it and the medication list's action can tell.
 */
function withStrengthBeforeChange(medications: readonly Medication[]): Medication[] {
  return medications.map((m) => {
    if ((m.change !== 'increase' && m.change !== 'decrease') || !m.strength || m.previousStrength) return m;
    const { unit, value } = m.strength;
    const fits = (before: number) => (m.change === 'increase' ? before < value : before > value);
    const taken = new Set(
      medications.filter((other) => other.name === m.name && other.status === 'current' && other.strength?.unit === unit && fits(other.strength.value)).map((other) => other.strength!.value),
    );
    // Two strengths taken would leave which one was changed to a guess.
    return taken.size === 1 ? { ...m, previousStrength: { value: [...taken][0]!, unit } } : m;
  });
}

/**
 * Statements about one thing (a finding or diagnosis of one person at one time) become one item: the latest explicit
 * statement wins ("No fever." … "Actually I had fever last night." is fever), with the evidence of all of them, what
 * earlier ones added (a duration) and every relative said to have it. Saying it both ways is kept as a contradiction for
 * the reader.
 */
function latestStatement<T extends Grounded & { name: string; relatives?: string[]; said?: string[] }>(
  items: readonly T[],
  keyOf: (item: T) => string,
  sayOf: (item: T) => 'yes' | 'no' | 'maybe',
  contradictions: Contradiction[],
): T[] {
  return [...groupedBy(items, keyOf).values()].map((group) => {
    const latest = group.at(-1)!;
    const merged = { ...latest, evidence: [...new Set(group.flatMap((item) => item.evidence))] };
    for (const earlier of group.slice(0, -1).reverse()) fillMissing(merged, earlier);
    // "My mom had breast cancer" … "my sister had it too": every relative said to have it.
    const relatives = [...new Set(group.flatMap((item) => item.relatives ?? []))];
    if (relatives.length > 0) merged.relatives = relatives;
    // "dizzy" … "lightheaded": every word it was named with.
    const words = [...new Set(group.flatMap((item) => item.said ?? []))];
    if (words.length > 0) merged.said = words;
    const said = new Set(group.map(sayOf));
    if (said.has('yes') && said.has('no')) {
      contradictions.push({ text: `${latest.name}: said both present and absent`, evidence: merged.evidence });
    }
    return merged;
  });
}

function groupedBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}

/**
 * A denial of now only ("today no vomiting", "no fever since then", "not anymore") after it was had a short while before
 * ("yesterday he vomited two times"); not after a complaint that comes and goes ("headaches … no headache right now").
 */
const JUST_BEFORE = /\b(?:yesterday|last night|last evening|this morning|day before|earlier today)\b/i;
const NOT_NOW = /\b(?:today|now|since then|anymore|any more|at the moment|currently|at present)\b/i;

const findingKey = (f: Finding) => `${f.name}|${f.subject}|${f.temporality}`;

/**
 * The findings merged by their latest statement, but a symptom had and gone by now ("yesterday evening little fever …
 * today no fever") is had, neither denied nor contradicted: its denial of now only is set aside from the merge, and the
 * finding it leaves had is `gone` (today, or now), with the denial's evidence too. Not when it came back ("after lunch
 * today he vomited once"); the plan's "only if fever is above hundred" is no report of it.
 */
function findingsMerged(findings: readonly Finding[], contradictions: Contradiction[]): Finding[] {
  const groups = groupedBy(findings, findingKey);
  const denials = new Map<string, Finding[]>();
  for (const [key, said] of groups) {
    const reported = (f: Finding) => f.presence === 'present' && !/\bif\b/i.test(f.text);
    const gone = said.filter(
      (f, at) =>
        f.presence === 'absent' &&
        NOT_NOW.test(f.text) &&
        said.slice(0, at).some((before) => before.presence === 'present' && JUST_BEFORE.test(before.text)) &&
        !said.slice(at + 1).some(reported),
    );
    if (gone.length > 0) denials.set(key, gone);
  }
  const denied = new Set([...denials.values()].flat());
  return latestStatement(findings.filter((f) => !denied.has(f)), findingKey, findingSays, contradictions).map((merged) => {
    const denial = denials.get(findingKey(merged))?.[0];
    if (!denial) return merged;
    const evidence = [...new Set(groups.get(findingKey(merged))!.flatMap((f) => f.evidence))];
    return merged.presence === 'present' ? { ...merged, evidence, gone: /\btoday\b/i.test(denial.text) ? 'today' : 'now' } : { ...merged, evidence };
  });
}

const findingSays = (f: Finding) => (f.presence === 'present' ? 'yes' : f.presence === 'absent' ? 'no' : 'maybe');
const diagnosisSays = (d: Diagnosis) => (d.status === 'confirmed' ? 'yes' : d.status === 'ruled_out' ? 'no' : 'maybe');

/**
 * A diagnosis said on one side and then on the other ("a right ankle sprain" … "the left ankle sprain"): a slip the
 * clinician settles, not one the note picks. "Bilateral" conflicts with neither.
 */
function sideSlips(diagnoses: readonly Diagnosis[]): Contradiction[] {
  const byName = new Map<string, Diagnosis[]>();
  for (const d of diagnoses.filter((d) => d.side === 'right' || d.side === 'left')) {
    const key = `${d.name}|${d.subject}`;
    byName.set(key, [...(byName.get(key) ?? []), d]);
  }
  return [...byName.entries()]
    .filter(([, said]) => new Set(said.map((d) => d.side)).size > 1)
    .map(([, said]) => ({ text: `${said[0]!.name}: said on the right and on the left`, evidence: [...new Set(said.flatMap((d) => d.evidence))] }));
}

/**
 * The model with one item per thing said: findings and diagnoses by the latest explicit statement (a contradiction
 * recorded, not hidden), the rest merged.
 */
export function mergeDuplicates(model: ClinicalModel): ClinicalModel {
  const contradictions = [...model.contradictions];
  const findings = findingsMerged(model.findings, contradictions);
  // A diagnosis said both ways ("a history of melanoma", "no evidence of melanoma") is the doctor weighing it, not a
  // conflict in what was said: only findings are checked.
  const diagnoses = latestStatement(model.diagnoses, (d) => `${d.name}|${d.subject}|${d.temporality}`, diagnosisSays, []);
  contradictions.push(...sideSlips(model.diagnoses));
  return {
    ...model,
    findings,
    diagnoses,
    medications: withStrengthBeforeChange(withStoppedTogether(withInstructionsTogether(model.medications, withMostTellingChange(model.medications, mergeBy(model.medications, (m) => `${m.name}|${m.status}`))))),
    vitals: mergeBy(model.vitals, (v) => `${v.kind}|${v.value}|${v.value2 ?? ''}|${v.qualifier ?? ''}`),
    investigations: mergeBy(model.investigations, (i) => `${i.name}|${i.status}`),
    procedures: mergeBy(model.procedures, (p) => `${p.name}|${p.status}`),
    allergies: mergeBy(model.allergies, (a) => a.substance.toLowerCase()),
    contradictions,
  };
}
