/**
 * Our note against what the ACI-BENCH reference note says: denied symptoms that our model records as present
 * (leaks), and the reference's medications that our note names (recall), by the same word or the same drug.
 */
import type { ClinicalModel } from '../../packages/server/src/engines/notes/clinical-model.js';
import type { TermIndex } from '../../packages/server/src/engines/notes/term-index.js';
import type { ReferenceMedication } from './aci-reference.js';

export interface Leak {
  /** The lexicon symptom term the reference says the patient denies. */
  symptom: string;
  /** The words our finding was read from. */
  text: string;
}

/** Denied symptoms our model records as a current complaint of the patient; 'possible' is not counted. */
export function deniedSymptomLeaks(denied: readonly string[], model: ClinicalModel): Leak[] {
  return denied.flatMap((symptom) => {
    const finding = model.findings.find(
      (f) => f.name === symptom && f.subject === 'patient' && f.presence === 'present' && f.temporality === 'current',
    );
    return finding ? [{ symptom, text: finding.text }] : [];
  });
}

/** The generic drugs a text names: a drug itself, a brand its generics (Tylenol → paracetamol); lowercase. */
export function genericsNamed(text: string, index: TermIndex): Set<string> {
  const generics = new Set<string>();
  for (const mention of index.find(text, ['drug', 'brand'])) {
    const names = mention.entry.kind === 'brand' ? mention.entry.generics : [mention.entry.term];
    for (const name of names) generics.add(name.toLowerCase());
  }
  return generics;
}

export interface MedicationMatch {
  medication: ReferenceMedication;
  /** Our note names the drug. */
  named: boolean;
  /** …and gives the same strength in the sentence that names it. */
  withDose: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface MarkdownSentence {
  text: string;
  generics: Set<string>;
}

/** Each reference medication, and whether our note's markdown names it (and with its strength). */
export function matchMedications(reference: readonly ReferenceMedication[], markdown: string, index: TermIndex): MedicationMatch[] {
  const sentences: MarkdownSentence[] = markdown
    .split(/\n+|(?<=[.!?])\s+/)
    .filter((text) => text.trim() !== '')
    .map((text) => ({ text, generics: genericsNamed(text, index) }));
  return reference.map((medication) => {
    const sameWord = new RegExp(`\\b${escapeRegExp(medication.name)}\\b`, 'i');
    const sameDrug = genericsNamed(medication.name, index);
    // "0.4 mg" but not "10.4 mg"; "20 mg" or "20mg".
    const strength = new RegExp(`(?<![\\d.])${escapeRegExp(String(medication.value))}\\s*${escapeRegExp(medication.unit)}\\b`, 'i');
    const naming = sentences.filter((s) => sameWord.test(s.text) || [...sameDrug].some((generic) => s.generics.has(generic)));
    return { medication, named: naming.length > 0, withDose: naming.some((s) => strength.test(s.text)) };
  });
}
