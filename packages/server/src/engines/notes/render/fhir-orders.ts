/**
 * Orders and procedures: what was advised (an investigation or a procedure) as a ServiceRequest,
 * a procedure done as a Procedure.
 */
import type { Investigation, Procedure as ModelProcedure } from '../clinical-model.js';
import { investigationName } from './describe.js';
import { concept } from './fhir-codes.js';
import type { FhirContext, SectionEntry } from './fhir-context.js';
import { evidenceNote } from './fhir-narrative.js';

export function serviceRequest(advised: Investigation | ModelProcedure, key: string, ctx: FhirContext): SectionEntry {
  // "X-ray if not improving": planned on a condition, not ordered yet.
  const condition = 'condition' in advised ? advised.condition : undefined;
  // "Renal ultrasound": the organ the test looks at, as said.
  const site = 'site' in advised ? advised.site : undefined;
  // "An ultrasound to rule out gallstones": why it is ordered, as said.
  const purpose = 'purpose' in advised ? advised.purpose : undefined;
  return {
    resource: {
      resourceType: 'ServiceRequest',
      id: ctx.idOf(key),
      status: 'active',
      intent: condition ? 'plan' : 'order',
      ...(condition ? { asNeededCodeableConcept: { text: condition } } : {}),
      code: concept(advised.name, advised.codes, ctx.codify),
      ...(site ? { bodySite: [{ text: site }] } : {}),
      ...(purpose ? { reasonCode: [{ text: purpose }] } : {}),
      subject: ctx.patient,
      encounter: ctx.encounter,
      authoredOn: ctx.now.toISOString(),
      requester: ctx.practitioner,
      note: [evidenceNote(advised)],
    },
    line: `Advised: ${investigationName({ name: advised.name, site, text: advised.text })}${purpose ? ` ${purpose}` : ''}${condition ? ` ${condition}` : ''}`,
  };
}

export function procedureDone(done: ModelProcedure, key: string, ctx: FhirContext): SectionEntry {
  return {
    resource: {
      resourceType: 'Procedure',
      id: ctx.idOf(key),
      status: 'completed',
      code: concept(done.name, done.codes, ctx.codify),
      subject: ctx.patient,
      encounter: ctx.encounter,
      ...(done.when ? { performedString: done.when } : {}),
      note: [evidenceNote(done)],
    },
    line: `Done: ${done.name}${done.when ? ` ${done.when}` : ''}`,
  };
}
