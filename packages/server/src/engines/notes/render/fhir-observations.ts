/**
 * Observations other than vital signs: investigation results read out or brought by the
 * patient, and examination findings. Both keep the value as said (`valueString`): "8.6%",
 * "normal", "chest clear" are not reliably numbers with units.
 */
import type { ExamFinding, Investigation, Statement } from '../clinical-model.js';
import { examination as examinationLine } from './describe.js';
import { concept } from './fhir-codes.js';
import type { FhirContext, SectionEntry } from './fhir-context.js';
import { evidenceNote } from './fhir-narrative.js';
import type { CodeableConcept, Observation } from './fhir-types.js';

export function resultObservation(result: Investigation, key: string, ctx: FhirContext): SectionEntry {
  return {
    resource: observation(concept(result.name, result.codes, ctx.codify), result.result, result, key, ctx),
    line: result.result === undefined ? result.name : `${result.name}: ${result.result}`,
  };
}

export function examinationObservation(finding: ExamFinding, key: string, ctx: FhirContext): SectionEntry {
  const line = examinationLine(finding);
  return { resource: observation({ text: `Examination finding: ${finding.system}` }, finding.finding, finding, key, ctx), line };
}

function observation(
  code: CodeableConcept,
  value: string | undefined,
  item: Investigation | Statement | ExamFinding,
  key: string,
  ctx: FhirContext,
): Observation {
  return {
    resourceType: 'Observation',
    id: ctx.idOf(key),
    status: 'final',
    code,
    subject: ctx.patient,
    encounter: ctx.encounter,
    issued: ctx.now.toISOString(),
    ...(value === undefined ? {} : { valueString: value }),
    note: [evidenceNote(item)],
  };
}
