/** The sections of a US-style SOAP note a consultation's turns are routed to. */
export const NOTE_SECTIONS = ['history', 'review_of_systems', 'examination', 'results', 'assessment_and_plan'] as const;
export type NoteSection = (typeof NOTE_SECTIONS)[number];

/** A turn's route: a note section, or `none` for conversation that carries no note content. */
export const UTTERANCE_ROUTES = ['none', ...NOTE_SECTIONS] as const;
export type UtteranceRoute = (typeof UTTERANCE_ROUTES)[number];

export type Speaker = 'doctor' | 'patient' | 'unknown';
