/** The body systems a note files examination findings under, in the order it writes them. */
export const EXAM_SYSTEMS = [
  'Constitutional',
  'HEENT',
  'Neck',
  'Cardiovascular',
  'Respiratory',
  'Breast',
  'Abdomen',
  'Genitourinary',
  'Musculoskeletal',
  'Neurological',
  'Skin',
  'Psychiatric',
] as const;
export type ExamSystem = (typeof EXAM_SYSTEMS)[number];

export interface TypedExamFinding {
  system: ExamSystem;
  finding: string;
  /** The sided limb examined in focus when it was found: "right ankle". */
  part?: string;
}

/** A finding the examination's grammar reads by a pattern, and how a note writes it. */
export interface FindingPattern {
  system: ExamSystem;
  pattern: RegExp;
  /**
   * The finding as a note writes it, from the match, its clause and the sentence's words before the match (a site said
   * first: "on the right upper back, there's a brown spot"); undefined to skip.
   */
  compose: (match: RegExpExecArray, clause: string, denied: boolean, before: string) => string | undefined;
  /** The whole match is the finding's own words, across its commas ("alert, oriented to time, place, and person"). */
  whole?: boolean;
  /** A sign of the skin wherever it is found ("the hands are dry and scaly"), not only in a clause of the skin's. */
  skinAnywhere?: boolean;
}
