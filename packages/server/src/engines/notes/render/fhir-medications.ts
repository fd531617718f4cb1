/**
 * Medicines: prescribed in this consultation as MedicationRequests (the prescription), already
 * taken, to be stopped or declined by the patient as MedicationStatements (what the patient is on,
 * or, `not-taken`, is not).
 */
import type { Medication } from '../clinical-model.js';
import { concept } from './fhir-codes.js';
import type { FhirContext, SectionEntry } from './fhir-context.js';
import { brandWithGeneric } from './describe.js';
import { dosageInstructions } from './fhir-dosage.js';
import { evidenceNote } from './fhir-narrative.js';

const STATEMENT_STATUS = { current: 'active', stopped: 'stopped', declined: 'not-taken' } as const;
const STATEMENT_LINE = { current: 'Current', stopped: 'Stop', declined: 'Declined' } as const;

export function medicationEntry(med: Medication, key: string, ctx: FhirContext): SectionEntry {
  const name = medicationName(med);
  const medication = concept(name, med.codes, ctx.codify);
  const instructions = dosageInstructions(med);
  const line = instructions.length === 0 ? name : `${name}: ${instructions.map((instruction) => instruction.text).join('; ')}`;
  if (med.status === 'prescribed') {
    return {
      resource: {
        resourceType: 'MedicationRequest',
        id: ctx.idOf(key),
        status: 'active',
        intent: 'order',
        medicationCodeableConcept: medication,
        subject: ctx.patient,
        encounter: ctx.encounter,
        authoredOn: ctx.now.toISOString(),
        requester: ctx.practitioner,
        ...(instructions.length === 0 ? {} : { dosageInstruction: instructions }),
        note: [evidenceNote(med)],
      },
      line,
    };
  }
  return {
    resource: {
      resourceType: 'MedicationStatement',
      id: ctx.idOf(key),
      status: STATEMENT_STATUS[med.status],
      medicationCodeableConcept: medication,
      subject: ctx.patient,
      context: ctx.encounter,
      dateAsserted: ctx.now.toISOString(),
      ...(instructions.length === 0 ? {} : { dosage: instructions }),
      note: [evidenceNote(med)],
    },
    line: `${STATEMENT_LINE[med.status]}: ${line}`,
  };
}

/** "Dolo (paracetamol) 650 mg tablet": the brand, the generic, the strength and form. */
function medicationName(med: Medication): string {
  const name = med.brand === undefined ? med.name : brandWithGeneric(med.brand, med.name);
  const strength = med.strength === undefined ? undefined : `${med.strength.value} ${med.strength.unit}`;
  return [name, strength, med.form].filter((part) => part !== undefined).join(' ');
}
