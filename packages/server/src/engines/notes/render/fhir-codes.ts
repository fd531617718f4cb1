/**
 * Code systems and codes of the FHIR document: the URIs of the lexicon's code systems, and the
 * CodeableConcepts of clinical items, coded only when codification was asked for.
 */
import type { Code } from '../clinical-model.js';
import type { CodeSystem } from '../../../lexicon/code-systems.js';
import type { CodeableConcept, Coding } from './fhir-types.js';

export const SNOMED = 'http://snomed.info/sct';
export const LOINC = 'http://loinc.org';
export const UCUM = 'http://unitsofmeasure.org';

const SYSTEM_URIS: Record<CodeSystem, string> = {
  'ICD-10': 'http://hl7.org/fhir/sid/icd-10',
  SNOMED,
  LOINC,
  RXNORM: 'http://www.nlm.nih.gov/research/umls/rxnorm',
  ATC: 'http://www.whocc.no/atc',
};

function coding(code: Code): Coding {
  return { system: SYSTEM_URIS[code.system], code: code.code, display: code.display };
}

/**
 * A clinical concept by its name; with `codify`, also by the codes the lexicon knows for it.
 * `codify: false` leaves names only (PROTOCOL §5 `codification_needed`).
 */
export function concept(text: string, codes: readonly Code[], codify: boolean): CodeableConcept {
  if (!codify || codes.length === 0) return { text };
  return { coding: codes.map(coding), text };
}

/** A code from one of HL7's own code systems (statuses, categories): part of the structure, always written. */
export function hl7Concept(codeSystem: string, code: string): CodeableConcept {
  return { coding: [{ system: `http://terminology.hl7.org/CodeSystem/${codeSystem}`, code }] };
}
