/**
 * Which section of the consultation document each item of the clinical model goes to, and the
 * resource it becomes. The sections are OPConsultRecord's (PROTOCOL §5); ABDM's physical
 * examination and family history sections and two LOINC document sections hold what
 * OPConsultRecord's seven have no place for. Empty sections are left out.
 */
import type { ClinicalModel, Finding } from '../clinical-model.js';
import { LOINC, SNOMED } from './fhir-codes.js';
import { allergyIntolerance, noKnownAllergy } from './fhir-allergy.js';
import { diagnosisCondition, findingCondition } from './fhir-conditions.js';
import { consistentConditions } from './fhir-consistent-conditions.js';
import type { FhirContext, SectionEntry } from './fhir-context.js';
import { familyHistory } from './fhir-family-history.js';
import { followUpAppointment } from './fhir-follow-up.js';
import { medicationEntry } from './fhir-medications.js';
import { examinationObservation, resultObservation } from './fhir-observations.js';
import { procedureDone, serviceRequest } from './fhir-orders.js';
import type { Coding } from './fhir-types.js';
import { vitalObservation } from './fhir-vitals.js';

const snomed = (code: string, display: string): Coding => ({ system: SNOMED, code, display });
const loinc = (code: string, display: string): Coding => ({ system: LOINC, code, display });

/** In document order. */
export const SECTIONS = {
  chiefComplaints: { title: 'Chief complaints', code: snomed('422843007', 'Chief complaint section') },
  // Pertinent negatives ("no vomiting"): not complaints, but said and worth keeping.
  reviewOfSystems: { title: 'Review of systems', code: loinc('10187-3', 'Review of systems Narrative - Reported') },
  allergies: { title: 'Allergies', code: snomed('722446000', 'Allergy record') },
  medicalHistory: { title: 'Medical history', code: snomed('371529009', 'History and physical report') },
  familyHistory: { title: 'Family history', code: snomed('422432008', 'Family history section') },
  physicalExamination: { title: 'Physical examination', code: snomed('425044008', 'Physical exam section') },
  investigationResults: {
    title: 'Investigation results',
    code: loinc('30954-2', 'Relevant diagnostic tests/laboratory data Narrative'),
  },
  investigationAdvice: { title: 'Investigation advice', code: snomed('721963009', 'Order document') },
  medications: { title: 'Medications', code: snomed('721912009', 'Medication summary document') },
  procedure: { title: 'Procedure', code: snomed('371525003', 'Clinical procedure report') },
  followUp: { title: 'Follow up', code: snomed('736271009', 'Outpatient care plan') },
} as const satisfies Record<string, { title: string; code: Coding }>;

export type SectionKey = keyof typeof SECTIONS;

export interface FilledSection {
  key: SectionKey;
  entries: SectionEntry[];
}

export function fillSections(model: ClinicalModel, ctx: FhirContext): FilledSection[] {
  const filled = new Map<SectionKey, SectionEntry[]>();
  const add = (key: SectionKey, entry: SectionEntry): void => {
    const entries = filled.get(key);
    if (entries === undefined) filled.set(key, [entry]);
    else entries.push(entry);
  };

  const patient = consistentConditions(model, ctx.codify);
  model.findings.forEach((finding, i) => {
    const section = findingSection(finding);
    if (section === 'familyHistory') familyHistory(finding, `finding/${i}`, ctx).forEach((entry) => add(section, entry));
    else if (section !== undefined && patient.findings.has(i)) add(section, findingCondition(patient.findings.get(i)!, `finding/${i}`, ctx));
  });
  model.diagnoses.forEach((diagnosis, i) => {
    const consistent = patient.diagnoses.get(i);
    if (consistent) add('medicalHistory', diagnosisCondition(consistent, `diagnosis/${i}`, ctx));
    // See findingSection: only what the family has.
    else if (diagnosis.subject === 'family' && diagnosis.status === 'confirmed') familyHistory(diagnosis, `diagnosis/${i}`, ctx).forEach((entry) => add('familyHistory', entry));
  });
  model.allergies.forEach((allergy, i) => add('allergies', allergyIntolerance(allergy, `allergy/${i}`, ctx)));
  if (model.allergies.length === 0 && model.noKnownAllergies) add('allergies', noKnownAllergy(model.noKnownAllergies, 'allergy/none-known', ctx));
  model.vitals.forEach((vital, i) => add('physicalExamination', vitalObservation(vital, `vital/${i}`, ctx)));
  model.examinations.forEach((finding, i) =>
    add('physicalExamination', examinationObservation(finding, `examination/${i}`, ctx)),
  );
  // A test or procedure the patient declined was never ordered: no request, no procedure.
  model.investigations.forEach((investigation, i) => {
    const key = `investigation/${i}`;
    if (investigation.status === 'reported') add('investigationResults', resultObservation(investigation, key, ctx));
    else if (investigation.status === 'advised') add('investigationAdvice', serviceRequest(investigation, key, ctx));
  });
  model.procedures.forEach((procedure, i) => {
    const key = `procedure/${i}`;
    // Advised procedures are orders, listed with the other orders as ABDM's profile has them.
    if (procedure.status === 'advised') add('investigationAdvice', serviceRequest(procedure, key, ctx));
    else if (procedure.status === 'done') add('procedure', procedureDone(procedure, key, ctx));
  });
  model.medications.forEach((medication, i) => add('medications', medicationEntry(medication, `medication/${i}`, ctx)));
  if (model.followUp !== undefined) add('followUp', followUpAppointment(model.followUp, 'follow-up', ctx));

  return (Object.keys(SECTIONS) as SectionKey[]).flatMap((key) => {
    const entries = filled.get(key);
    return entries === undefined ? [] : [{ key, entries }];
  });
}

function findingSection(finding: Finding): SectionKey | undefined {
  // FamilyMemberHistory cannot say "no family history of …" nor "possibly": only what the family has.
  if (finding.subject === 'family') return finding.presence === 'present' ? 'familyHistory' : undefined;
  if (finding.temporality === 'past') return 'medicalHistory';
  return finding.presence === 'absent' ? 'reviewOfSystems' : 'chiefComplaints';
}
