/**
 * Vaccines are given, not taken: one had before ("you've completed the covid vaccine", "I did get my flu shot") is the
 * patient's immunisation history, which the history tells in the patient's words, not a medication taken or prescribed;
 * one the doctor gives or recommends now ("we'll give you a tetanus shot") is in the plan, without a "Start".
 */
import type { Medication } from '../clinical-model.js';

/** The lexicon's vaccines: "influenza vaccine", "tetanus toxoid". */
export const isVaccine = (name: string) => /\b(?:vaccine|toxoid)$/i.test(name);

/** The medications without the vaccines had before: only a vaccine given or recommended in the visit is one. */
export const withoutVaccinesHad = (medications: readonly Medication[]) => medications.filter((m) => !isVaccine(m.name) || (m.status === 'prescribed' && m.change === 'start'));
