/**
 * The patient's findings and diagnoses as the FHIR document may state them: never a confirmed and a refuted
 * Condition for one concept or one code. The model keeps one item per thing said, but the same concept may be
 * history and denied now ("jaundice 2 years back, now no jaundice"), and two concepts may share a code (WHO ICD-10
 * R11 is "nausea and vomiting"), which a receiving system would read as the same condition affirmed and refuted.
 */
import type { ClinicalModel, Diagnosis, Finding } from '../clinical-model.js';

type Condition = { kind: 'finding'; item: Finding; index: number } | { kind: 'diagnosis'; item: Diagnosis; index: number };

const refuted = (c: Condition) => (c.kind === 'finding' ? c.item.presence === 'absent' : c.item.status === 'ruled_out');

/** The order the model's segments were said in, to tell which statement came last. */
function lastSaid(model: ClinicalModel): (c: Condition) => number {
  const order = new Map(model.speakers.map((s, i) => [s.segmentId, i]));
  return (c) => Math.max(-1, ...c.item.evidence.map((id) => order.get(id) ?? -1));
}

/**
 * The model's patient conditions with those conflicts settled: of one concept affirmed and refuted, the statement
 * said last stands; a refuted concept that only shares its code with an affirmed one keeps its name and loses the
 * code. Items are returned under their own indexes, so that their Condition ids do not change.
 */
export function consistentConditions(model: ClinicalModel, codify: boolean): { findings: Map<number, Finding>; diagnoses: Map<number, Diagnosis> } {
  const conditions: Condition[] = [
    ...model.findings.map((item, index) => ({ kind: 'finding' as const, item, index })).filter((c) => c.item.subject === 'patient'),
    ...model.diagnoses.map((item, index) => ({ kind: 'diagnosis' as const, item, index })).filter((c) => c.item.subject === 'patient'),
  ];
  const said = lastSaid(model);
  const byName = new Map<string, Condition[]>();
  for (const c of conditions) byName.set(c.item.name.toLowerCase(), [...(byName.get(c.item.name.toLowerCase()) ?? []), c]);
  const kept = [...byName.values()].flatMap((group) => {
    if (!(group.some(refuted) && group.some((c) => !refuted(c)))) return group;
    const latest = group.reduce((a, b) => (said(b) >= said(a) ? b : a));
    return group.filter((c) => refuted(c) === refuted(latest));
  });
  const affirmedCodes = new Set(kept.filter((c) => !refuted(c)).flatMap((c) => c.item.codes.map((code) => `${code.system}|${code.code}`)));
  const findings = new Map<number, Finding>();
  const diagnoses = new Map<number, Diagnosis>();
  for (const c of kept) {
    const shared = codify && refuted(c) && c.item.codes.some((code) => affirmedCodes.has(`${code.system}|${code.code}`));
    if (c.kind === 'finding') findings.set(c.index, shared ? { ...c.item, codes: [] } : c.item);
    else diagnoses.set(c.index, shared ? { ...c.item, codes: [] } : c.item);
  }
  return { findings, diagnoses };
}
