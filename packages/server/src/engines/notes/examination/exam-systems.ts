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
