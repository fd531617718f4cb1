import { Type } from '@sinclair/typebox';
import { PROCESSING_STAGES, SESSION_STATES } from '../../domain/sessions.js';
import { FREE_FORM_JSON_LIMITS } from '../../lib/json-limits.js';

export const SignedNoteBody = Type.Object(
  {
    content: Type.Object(
      {},
      {
        additionalProperties: true,
        description: `The documents as the clinician corrected them (the web app's clinical notes, SOAP note and prescription): stored as sent. ${FREE_FORM_JSON_LIMITS}`,
      },
    ),
  },
  { $id: 'SignedNoteBody' },
);

export const SignedNote = Type.Object(
  {
    id: Type.String(),
    txn_id: Type.String(),
    signed_by: Type.Object({ id: Type.String(), email: Type.String({ description: 'Empty when the account no longer exists.' }) }),
    signed_at: Type.String({ format: 'date-time' }),
    content: Type.Object({}, { additionalProperties: true }),
  },
  { $id: 'SignedNote', description: 'A signed version of a session\'s documents: what was signed, by whom and when. Never changed once written.' },
);

export const SignedNoteList = Type.Object({ signed_notes: Type.Array(Type.Ref(SignedNote), { description: 'Newest first.' }) }, { $id: 'SignedNoteList' });

export const SessionProgress = Type.Object(
  {
    stage: Type.Union(PROCESSING_STAGES.map((stage) => Type.Literal(stage)), { description: '`transcribing` the audio, then `writing_note` from the transcript.' }),
    fraction: Type.Number({ minimum: 0, maximum: 1, description: 'The share of the stage done: of `transcribing`, of the audio recognised.' }),
  },
  { $id: 'SessionProgress', description: 'How far a processing session has gone.' },
);

const nullable = (text: string) => Type.Union([Type.String(), Type.Null()], { description: text });

export const SessionSummary = Type.Object(
  {
    txn_id: Type.String(),
    state: Type.Union(SESSION_STATES.map((state) => Type.Literal(state))),
    mode: Type.Union([Type.String(), Type.Null()], { description: 'dictation or consultation; null before the session started.' }),
    languages: Type.Array(Type.String()),
    visit_label: nullable('`extra_data.visit_label` as given at creation (what the clinician calls the visit); null when none.'),
    patient_ref: nullable("`extra_data.patient_ref` as given at creation (the clinic's reference for the patient); null when none."),
    chief_complaint: nullable("A finished session's chief complaints as its clinical notes list them (at most three); null before, or when none was said."),
    progress: Type.Union([Type.Ref(SessionProgress), Type.Null()], { description: 'While `processing`: its stage and how far it has gone; null otherwise.' }),
    created_at: Type.String({ format: 'date-time' }),
    finished_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { $id: 'SessionSummary' },
);

export const SessionHistory = Type.Object({ sessions: Type.Array(Type.Ref(SessionSummary), { description: 'Newest first.' }) }, { $id: 'SessionHistory' });

export const SessionHistoryQuery = Type.Object({
  created_from: Type.Optional(Type.String({ format: 'date-time', description: 'Only sessions created at or after this instant.' })),
  created_before: Type.Optional(Type.String({ format: 'date-time', description: 'Only sessions created before this instant.' })),
});

export const SessionAudioQuery = Type.Object({
  file: Type.Optional(Type.String({ pattern: '^[0-9]{1,4}$', description: "Which of the session's audio files, zero-based, in the order they are transcribed. Default 0." })),
});
