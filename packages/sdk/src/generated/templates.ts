// GENERATED FILE, DO NOT EDIT: the documents of the server's template catalogue (packages/server/src/domain/templates.ts),
// written by `npm run sdk:types` (packages/server/scripts/sdk-template-types.ts) with openapi-typescript 7.13.0.
// The SDK names them in its own types (sessions/documents.ts); it imports nothing from the server.

export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Each template's document, by its id. */
        TemplateDocuments: {
            /** @description Transcript: The complete transcript of every audio file of the session, always generated: the text, and segments with start and end times, speaker (doctor or patient in a consultation when the voices or the words tell), confidence and per-word confidence. */
            transcript_template: {
                /** @description Every segment's text, joined. */
                transcript: string;
                language: string;
                mode: string;
                /** @description Total audio length in seconds, over every file. */
                duration_s: number;
                segments: {
                    /** @description `seg_1`, `seg_2` …: what notes items cite as evidence. */
                    id: string;
                    /** @description The uploaded file the segment is from. */
                    file: string;
                    /** @description Seconds from the start of the first file. */
                    start: number;
                    end: number;
                    /** @description `doctor` or `patient` in consultation mode when the voices or the words tell, else `speaker_1` …. */
                    speaker: string;
                    text: string;
                    /** @description 0..1: the geometric mean of the segment's token probabilities. */
                    confidence: number;
                    /** @description Each word with recognition's confidence in it, when the speech backend scores words (the local model does). */
                    words?: {
                        text: string;
                        /** @description Seconds from the start of the first file; estimated, the segment's time shared among its words by their length. */
                        start: number;
                        end: number;
                        /** @description 0..1: the probability of the word's least likely token; a corrected word has the least of the words it replaced. */
                        confidence: number;
                        /** @description The lexicon correction or dose normalisation wrote it, not the decoder ("500 mg" for "five hundred milligrams"). */
                        corrected: boolean;
                        /**
                         * @description Part of a dose the medicine named before it is neither made in nor given as ("atomoxetine 14 mg": made as 10, 18, 25, 40 … mg): confirm it against the recording.
                         * @constant
                         */
                        needs_review?: true;
                    }[];
                }[];
            };
            /** @description Clinical Notes: Structured clinical notes in 17 sections, always all present (chief complaints, history of present illness, past medical, family and social history, current medications, allergies, review of systems, vitals, examination, investigation results, assessment, medications, investigations advised, procedures, advice, follow-up), each item naming the transcript segments it came from, and the notes as Markdown headed by what to check before signing. */
            clinical_notes_template: {
                sections: {
                    key: "chief_complaints" | "history_of_present_illness" | "past_medical_history" | "current_medications" | "allergies" | "family_history" | "social_history" | "review_of_systems" | "vitals" | "examination" | "investigation_results" | "assessment" | "medications" | "investigations_advised" | "procedures" | "advice" | "follow_up";
                    title: string;
                    items: {
                        text: string;
                        /** @description Ids of the transcript segments the item was read from. */
                        evidence: string[];
                        /** @description The words in those segments that name the item, as said ("type 2 diabetes", "metformin 500 mg twice daily"): of a finding, a diagnosis and a medication. */
                        said?: string[];
                        entity?: {
                            /** @constant */
                            type: "finding";
                            name: string;
                            /** @description Whether the patient has it: "no fever" is absent, "?typhoid" / "rule out dengue" possible. */
                            presence: "present" | "absent" | "possible";
                            duration?: {
                                value: number;
                                unit: "minute" | "hour" | "day" | "week" | "month" | "year";
                            };
                            onset?: string;
                            /** @description Of a family member's condition: the relatives said to have it. */
                            relatives?: string[];
                            /** @description With `codification_needed` only. */
                            codes?: {
                                system: "ICD-10" | "LOINC" | "SNOMED" | "RXNORM" | "ATC";
                                code: string;
                                /** @description The lexicon's name for the concept. */
                                display: string;
                            }[];
                        } | {
                            /** @constant */
                            type: "diagnosis";
                            name: string;
                            status: "confirmed" | "suspected" | "ruled_out";
                            /** @description Of a family member's condition: the relatives said to have it. */
                            relatives?: string[];
                            /** @description With `codification_needed` only. */
                            codes?: {
                                system: "ICD-10" | "LOINC" | "SNOMED" | "RXNORM" | "ATC";
                                code: string;
                                /** @description The lexicon's name for the concept. */
                                display: string;
                            }[];
                        } | {
                            /** @constant */
                            type: "medication";
                            /** @description The generic name (a brand is mapped to its generic). */
                            name: string;
                            /** @description The brand as said, when one was. */
                            brand?: string;
                            /** @description "500 mg" of "Tab metformin 500 mg". */
                            strength?: {
                                value: number;
                                /** @description As written in prescriptions: mg, g, mcg, ml, IU, units, tablet, capsule, drop, puff, % … */
                                unit: string;
                            };
                            /** @description The strength before a change made in this visit: 10 mg of "increase lisinopril from 10 to 20 mg". */
                            previousStrength?: {
                                value: number;
                                /** @description As written in prescriptions: mg, g, mcg, ml, IU, units, tablet, capsule, drop, puff, % … */
                                unit: string;
                            };
                            /** @description How much per dose: "1 tablet", "5 ml", "2 puffs". */
                            dose?: {
                                value: number;
                                /** @description As written in prescriptions: mg, g, mcg, ml, IU, units, tablet, capsule, drop, puff, % … */
                                unit: string;
                            };
                            /** @description tablet, capsule, syrup, injection, drops, inhaler, ointment, cream, gel, sachet … */
                            form?: string;
                            /** @description oral, IV, IM, SC, topical, inhalation, nasal, eye, ear, rectal, vaginal, sublingual. */
                            route?: string;
                            frequency?: {
                                /** @description Morning-noon-night pattern, "1-0-1", or a range with no one code, "every 4-6 hours". */
                                custom?: string;
                                /** @description OD, BD, TDS, QID, HS, SOS, STAT, QOD (alternate days), QW (weekly). */
                                code?: string;
                                perDay?: number;
                                /** @description Said as the most, not a fixed schedule: "up to 3 times a day". */
                                atMost?: boolean;
                            };
                            /** @description "after food", "before food", "empty stomach", "at bedtime". */
                            timing?: string;
                            duration?: {
                                value: number;
                                unit: "minute" | "hour" | "day" | "week" | "month" | "year";
                            };
                            /** @description A dose that differs by the day of the week, in place of one strength and frequency: warfarin 2.5 mg on Mondays and Thursdays, 5 mg on the other days. */
                            weekdayDoses?: {
                                days: ("mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun")[];
                                /** @description How much on those days: "2.5 mg", "half a tablet". */
                                amount: {
                                    value: number;
                                    /** @description As written in prescriptions: mg, g, mcg, ml, IU, units, tablet, capsule, drop, puff, % … */
                                    unit: string;
                                };
                            }[];
                            /** @description Anything else said about taking it: "if fever above 100", "with plenty of water". */
                            instruction?: string;
                            /** @description Prescribed only if this happens, as a plan writes it: "if rapid strep test positive", "if not improving". */
                            condition?: string;
                            /** @description prescribed: in this consultation; current: already taking; stopped: to be stopped; declined: the patient does not want it ("I don't want to take insulin"). */
                            status: "prescribed" | "current" | "stopped" | "declined";
                            /** @description What the doctor does with it in this visit, as said: "increase his metformin" is increase. */
                            change?: "start" | "continue" | "increase" | "decrease" | "stop" | "refill";
                            /** @description The problem (a diagnosis, or the complaint taken up as a problem) the doctor was discussing when this was said. */
                            problem?: string;
                            /** @description Said but not turned into structure: a tapering schedule, "continue same". */
                            flags: ("tapering" | "continue_same")[];
                            /** @description The drug names, doses and numbers of the item recognised with low confidence, as said: confirm them against the recording. */
                            needsReview?: string[];
                            /** @description With `codification_needed` only. */
                            codes?: {
                                system: "ICD-10" | "LOINC" | "SNOMED" | "RXNORM" | "ATC";
                                code: string;
                                /** @description The lexicon's name for the concept. */
                                display: string;
                            }[];
                        } | {
                            /** @constant */
                            type: "investigation";
                            name: string;
                            /** @description Advised now, a result the patient brought or the doctor read out, or offered and declined by the patient. */
                            status: "advised" | "reported" | "declined";
                            result?: string;
                            /** @description Advised only if this happens: "if not improving". */
                            condition?: string;
                            site?: string;
                            /** @description With `codification_needed` only. */
                            codes?: {
                                system: "ICD-10" | "LOINC" | "SNOMED" | "RXNORM" | "ATC";
                                code: string;
                                /** @description The lexicon's name for the concept. */
                                display: string;
                            }[];
                        } | {
                            /** @constant */
                            type: "allergy";
                            substance: string;
                            category: "drug" | "food" | "other";
                            /** @description With `codification_needed` only. */
                            codes?: {
                                system: "ICD-10" | "LOINC" | "SNOMED" | "RXNORM" | "ATC";
                                code: string;
                                /** @description The lexicon's name for the concept. */
                                display: string;
                            }[];
                        } | {
                            /** @constant */
                            type: "vital";
                            kind: "blood_pressure" | "pulse" | "temperature" | "spo2" | "respiratory_rate" | "weight" | "height" | "bmi" | "blood_sugar";
                            value: number;
                            value2?: number;
                            unit: string;
                            qualifier?: string;
                            /** @description With `codification_needed` only. */
                            codes?: {
                                system: "ICD-10" | "LOINC" | "SNOMED" | "RXNORM" | "ATC";
                                code: string;
                                /** @description The lexicon's name for the concept. */
                                display: string;
                            }[];
                        } | {
                            /** @constant */
                            type: "examination";
                            system: "Constitutional" | "HEENT" | "Neck" | "Cardiovascular" | "Respiratory" | "Breast" | "Abdomen" | "Genitourinary" | "Musculoskeletal" | "Neurological" | "Skin" | "Psychiatric";
                            finding: string;
                        } | {
                            /** @constant */
                            type: "procedure";
                            name: string;
                            /** @description Done (before or in the visit), advised now, or offered and declined by the patient. */
                            status: "done" | "advised" | "declined";
                            /** @description With `codification_needed` only. */
                            codes?: {
                                system: "ICD-10" | "LOINC" | "SNOMED" | "RXNORM" | "ATC";
                                code: string;
                                /** @description The lexicon's name for the concept. */
                                display: string;
                            }[];
                        } | {
                            /** @constant */
                            type: "follow_up";
                            /** @description "after 2 weeks". */
                            interval?: {
                                value: number;
                                unit: "minute" | "hour" | "day" | "week" | "month" | "year";
                                /** @description The last of a range said: "in a week or two" is 1 up to 2 weeks. */
                                upTo?: number;
                            };
                            /** @description An explicit date, ISO `YYYY-MM-DD`, when one was said. */
                            date?: string;
                        };
                    }[];
                }[];
                markdown: string;
            };
            /** @description EMR Prescription: The prescription as an EMR stores it: symptoms, diagnoses, medications, lab tests, vitals, procedures, advice, follow-up, medical history (conditions, current medications, family history, lifestyle, allergies) and examinations; drug names, doses and numbers heard with low confidence are marked for review. */
            svc_emr_template: {
                prescription: {
                    symptoms: {
                        name: string;
                        duration: {
                            value: number;
                            unit: "minute" | "hour" | "day" | "week" | "month" | "year";
                        } | null;
                        since?: string;
                        /** @constant */
                        uncertain?: true;
                        /** @description With codification. */
                        snomed_code?: string;
                        /** @description With codification. */
                        icd10_code?: string;
                    }[];
                    diagnosis: {
                        name: string;
                        status: "confirmed" | "suspected" | "ruled_out";
                        /** @description With codification. */
                        icd10_code?: string;
                        /** @description With codification. */
                        icd10_name?: string;
                    }[];
                    medications: {
                        name: string;
                        brand?: string;
                        strength?: {
                            value: number;
                            /** @description As written in prescriptions: mg, g, mcg, ml, IU, units, tablet, capsule, drop, puff, % … */
                            unit: string;
                        };
                        form?: string;
                        dose: {
                            value: number;
                            /** @description As written in prescriptions: mg, g, mcg, ml, IU, units, tablet, capsule, drop, puff, % … */
                            unit: string;
                        } | null;
                        route: string | null;
                        frequency: {
                            custom: string | null;
                            code: string | null;
                            per_day: number | null;
                        } | null;
                        /** @description "after food". */
                        timing: string | null;
                        duration: {
                            value: number;
                            unit: "minute" | "hour" | "day" | "week" | "month" | "year";
                        } | null;
                        instruction: string | null;
                        /** @description With codification. */
                        rxnorm_code?: string;
                        /** @description With codification. */
                        atc_code?: string;
                        /**
                         * @description It rests on words recognised with low confidence: confirm before signing.
                         * @constant
                         */
                        needs_review?: true;
                        /** @description Those words, as said. */
                        review_words?: string[];
                        /**
                         * @description To be stopped.
                         * @constant
                         */
                        stop?: true;
                    }[];
                    labTests: {
                        name: string;
                        /** @description With codification. */
                        loinc_code?: string;
                    }[];
                    labVitals: {
                        name: string;
                        value: string | null;
                        unit?: string;
                        qualifier?: string;
                        /** @description With codification. */
                        loinc_code?: string;
                        /**
                         * @description It rests on words recognised with low confidence: confirm before signing.
                         * @constant
                         */
                        needs_review?: true;
                        /** @description Those words, as said. */
                        review_words?: string[];
                    }[];
                    procedures: {
                        name: string;
                        /** @description Done (before or in the visit), advised now, or offered and declined by the patient. */
                        status: "done" | "advised" | "declined";
                        /** @description With codification. */
                        snomed_code?: string;
                    }[];
                    advices: {
                        text: string;
                    }[];
                    followup: {
                        /** @description "after 2 weeks". */
                        interval?: {
                            value: number;
                            unit: "minute" | "hour" | "day" | "week" | "month" | "year";
                            /** @description The last of a range said: "in a week or two" is 1 up to 2 weeks. */
                            upTo?: number;
                        };
                        /** @description An explicit date, ISO `YYYY-MM-DD`, when one was said. */
                        date?: string;
                        text?: string;
                    };
                    medicalHistory: {
                        patientMedicalConditions: {
                            name: string;
                            /** @description With codification. */
                            icd10_code?: string;
                        }[];
                        currentMedications: {
                            name: string;
                            brand?: string;
                            strength?: {
                                value: number;
                                /** @description As written in prescriptions: mg, g, mcg, ml, IU, units, tablet, capsule, drop, puff, % … */
                                unit: string;
                            };
                            form?: string;
                            dose: {
                                value: number;
                                /** @description As written in prescriptions: mg, g, mcg, ml, IU, units, tablet, capsule, drop, puff, % … */
                                unit: string;
                            } | null;
                            route: string | null;
                            frequency: {
                                custom: string | null;
                                code: string | null;
                                per_day: number | null;
                            } | null;
                            /** @description "after food". */
                            timing: string | null;
                            duration: {
                                value: number;
                                unit: "minute" | "hour" | "day" | "week" | "month" | "year";
                            } | null;
                            instruction: string | null;
                            /** @description With codification. */
                            rxnorm_code?: string;
                            /** @description With codification. */
                            atc_code?: string;
                            /**
                             * @description It rests on words recognised with low confidence: confirm before signing.
                             * @constant
                             */
                            needs_review?: true;
                            /** @description Those words, as said. */
                            review_words?: string[];
                        }[];
                        familyHistory: {
                            name: string;
                            /** @description With codification. */
                            icd10_code?: string;
                        }[];
                        lifestyleHabits: {
                            text: string;
                        }[];
                        drugAllergy: {
                            name: string;
                            reaction?: string;
                        }[];
                        foodOtherAllergy: {
                            name: string;
                            category: string;
                            reaction?: string;
                        }[];
                    };
                    examinations: {
                        text: string;
                    }[];
                    language: string;
                };
            };
            /** @description SOAP Note: The narrative note a clinician signs: chief complaint, history of present illness, review of systems, physical examination, results, assessment and plan, grouped as subjective, objective, assessment and plan and also as Markdown. Every sentence names the transcript segments it rests on; nothing is written that was not said; no codes. */
            soap: {
                subjective: {
                    text: string;
                    /** @description Ids of the transcript segments the sentence rests on. */
                    evidence: string[];
                    /** @description Where the sentence sits in the note: a paragraph's sentence when absent; the first sentence of a new paragraph, a bullet, or a problem's heading in the assessment and plan. */
                    style?: "paragraph" | "bullet" | "heading";
                    /** @description In the assessment and plan: whether the sentence assesses (a problem) or plans (treatment, tests, advice, follow-up). */
                    part?: "assessment" | "plan";
                }[];
                objective: {
                    text: string;
                    /** @description Ids of the transcript segments the sentence rests on. */
                    evidence: string[];
                    /** @description Where the sentence sits in the note: a paragraph's sentence when absent; the first sentence of a new paragraph, a bullet, or a problem's heading in the assessment and plan. */
                    style?: "paragraph" | "bullet" | "heading";
                    /** @description In the assessment and plan: whether the sentence assesses (a problem) or plans (treatment, tests, advice, follow-up). */
                    part?: "assessment" | "plan";
                }[];
                assessment: {
                    text: string;
                    /** @description Ids of the transcript segments the sentence rests on. */
                    evidence: string[];
                    /** @description Where the sentence sits in the note: a paragraph's sentence when absent; the first sentence of a new paragraph, a bullet, or a problem's heading in the assessment and plan. */
                    style?: "paragraph" | "bullet" | "heading";
                    /** @description In the assessment and plan: whether the sentence assesses (a problem) or plans (treatment, tests, advice, follow-up). */
                    part?: "assessment" | "plan";
                }[];
                plan: {
                    text: string;
                    /** @description Ids of the transcript segments the sentence rests on. */
                    evidence: string[];
                    /** @description Where the sentence sits in the note: a paragraph's sentence when absent; the first sentence of a new paragraph, a bullet, or a problem's heading in the assessment and plan. */
                    style?: "paragraph" | "bullet" | "heading";
                    /** @description In the assessment and plan: whether the sentence assesses (a problem) or plans (treatment, tests, advice, follow-up). */
                    part?: "assessment" | "plan";
                }[];
                sections: {
                    key: "chief_complaint" | "history_of_present_illness" | "social_history" | "review_of_systems" | "physical_examination" | "results" | "assessment_and_plan";
                    title: string;
                    sentences: {
                        text: string;
                        /** @description Ids of the transcript segments the sentence rests on. */
                        evidence: string[];
                        /** @description Where the sentence sits in the note: a paragraph's sentence when absent; the first sentence of a new paragraph, a bullet, or a problem's heading in the assessment and plan. */
                        style?: "paragraph" | "bullet" | "heading";
                        /** @description In the assessment and plan: whether the sentence assesses (a problem) or plans (treatment, tests, advice, follow-up). */
                        part?: "assessment" | "plan";
                    }[];
                }[];
                warnings: {
                    code: string;
                    msg: string;
                }[];
                markdown: string;
            };
            /** @description Medications List: The medications of the visit on their own, as a list: name, dosage, frequency, duration, route, instructions (null where nothing was said) and action (start, increase or decrease for what is prescribed, continue for what the patient already takes, stop). A medication the patient declined is left out. */
            medications: {
                name: string;
                /** @description The strength, else the dose: "500 mg". */
                dosage: string | null;
                /** @description "1-0-1", "BD", "3 times a day". */
                frequency: string | null;
                /** @description "5 days". */
                duration: string | null;
                /** @description "oral". */
                route: string | null;
                /** @description The dose beside the strength, when to take it, and the rest said: "1 tablet; after food". */
                instructions: string | null;
                /** @description §8.5's medication actions that the visit can tell. */
                action: "start" | "continue" | "increase" | "decrease" | "stop";
            }[];
            /** @description FHIR R4 Document: An HL7 FHIR R4 document Bundle following India's OPConsultRecord: Composition, Patient, Practitioner, Encounter, Conditions, Observations, MedicationRequests, ServiceRequests, AllergyIntolerances and the follow-up Appointment, with ICD-10, SNOMED CT, LOINC and RxNorm codes where known. */
            fhir: {
                /** @constant */
                resourceType: "Bundle";
                id?: string;
                type: string;
                entry?: {
                    fullUrl?: string;
                    /** @description A FHIR R4 resource: its type and id, the rest as the server wrote it. */
                    resource: {
                        resourceType: string;
                        id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                }[];
            } & {
                [key: string]: unknown;
            };
        };
        /**
         * @description A catalogue template a session keeps as an output item.
         * @enum {string}
         */
        SessionTemplateId: "transcript_template" | "clinical_notes_template" | "svc_emr_template" | "soap";
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
