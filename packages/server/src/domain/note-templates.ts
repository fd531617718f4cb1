/**
 * Note templates a clinic defines (issue 33): a note's sections in order, each with its heading, what it is written
 * from (sources of the clinical model, a closed list), prose or bullets, and whether it is left out when empty. The
 * built-in specialty templates (data/note-templates/) are written in the same format. How a template is rendered is the
 * notes engine's (engines/notes/render/note-template.ts); here, the format and its rules only. No I/O.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { ErrorDetail } from './errors.js';
import { TEMPLATES } from './templates.js';

/**
 * What a section is written from, each read from the clinical model as the built-in notes read it: the SOAP note's
 * narrative for the complaint, history, review of systems, results and plan, the clinical notes' items for the rest.
 */
export const SECTION_SOURCES = [
  ['chief_complaint', 'Why the patient came, as the SOAP note states it.'],
  ['history_of_present_illness', "The history of the presenting complaint, as the SOAP note's narrative tells it."],
  ['review_of_systems', 'Symptoms asked about, by body system, reported and denied.'],
  ['past_medical_history', 'Past conditions and findings of the patient, or "No past medical history" when said.'],
  ['current_medications', 'What the patient already takes.'],
  ['allergies', 'Allergies, or "No known allergies" when said.'],
  ['family_history', "Relatives' conditions, and those denied."],
  ['social_history', 'Smoking, alcohol, occupation, living situation …'],
  ['vitals', 'The latest reading of each vital sign.'],
  ['examination', 'Examination findings, by body system.'],
  ['results', 'Results of tests reviewed in the visit, one line per test.'],
  ['assessment', 'The current diagnoses.'],
  ['plan', "The SOAP note's plan: treatment, tests, advice and follow-up."],
  ['assessment_and_plan', "The SOAP note's assessment and plan, problem by problem."],
  ['medications', 'Medicines prescribed, changed or stopped in the visit.'],
  ['investigations_advised', 'Tests ordered.'],
  ['procedures', 'Procedures done or advised.'],
  ['advice', "The doctor's advice and instructions."],
  ['follow_up', 'When to come back.'],
] as const;

export type SectionSource = (typeof SECTION_SOURCES)[number][0];
export const SECTION_SOURCE_NAMES: readonly SectionSource[] = SECTION_SOURCES.map(([name]) => name);

/** A template's id: what a session asks for (`template_id`, `templates`), unique per client. */
export const NOTE_TEMPLATE_ID_PATTERN = '^[a-z][a-z0-9_]{1,63}$';

const SectionSchema = Type.Object(
  {
    heading: Type.String({ minLength: 1, maxLength: 100, description: 'As written in the note: "Chief complaint", "ON EXAMINATION".' }),
    sources: Type.Array(Type.Union(SECTION_SOURCE_NAMES.map((source) => Type.Literal(source))), {
      minItems: 1,
      maxItems: SECTION_SOURCE_NAMES.length,
      uniqueItems: true,
      description: `What the section is written from, in this order: ${SECTION_SOURCES.map(([name, what]) => `\`${name}\` (${what})`).join('; ')}`,
    }),
    style: Type.Optional(
      Type.Union([Type.Literal('prose'), Type.Literal('bullets')], { description: '`prose`: sentences run on as a paragraph; `bullets` (the default): one line each.' }),
    ),
    optional: Type.Optional(
      Type.Boolean({ description: 'Hidden when empty: the section is left out when nothing was said for it; by default it is written with "None recorded."' }),
    ),
  },
  { additionalProperties: false },
);

/** A template as a clinic writes it (a JSON file, a create or update body). */
export const NoteTemplateDefinitionSchema = Type.Object(
  {
    id: Type.String({ pattern: NOTE_TEMPLATE_ID_PATTERN, description: 'Lower-case letters, digits and `_`, starting with a letter: `ortho_opd`.' }),
    name: Type.String({ minLength: 1, maxLength: 100 }),
    description: Type.String({ maxLength: 1000 }),
    sections: Type.Array(SectionSchema, { minItems: 1, maxItems: 40 }),
  },
  { $id: 'NoteTemplateDefinition', additionalProperties: false, description: 'A note template: its sections in order.' },
);
export type NoteTemplateDefinition = Static<typeof NoteTemplateDefinitionSchema>;
export type NoteTemplateSection = NoteTemplateDefinition['sections'][number];

/** A template as kept: its definition and its version (1 when created, one more at each update). */
export interface NoteTemplate extends NoteTemplateDefinition {
  version: number;
}

/** `/sections/2/sources/0` → `sections[2].sources[0]`: the field as a clinic's file names it. */
const fieldOf = (pointer: string): string =>
  pointer
    .split('/')
    .slice(1)
    .reduce((field, part) => (/^\d+$/.test(part) ? `${field}[${part}]` : field === '' ? part : `${field}.${part}`), '');

/**
 * Why a definition is not a template, each field named (`sections[2].sources[0]`), or none. Beyond the schema: two
 * sections may not share a heading.
 */
export function definitionErrors(value: unknown): ErrorDetail[] {
  const errors = [...Value.Errors(NoteTemplateDefinitionSchema, value)];
  if (errors.length > 0) {
    // A choice among literals fails once per literal: the first error of each field says it.
    const byField = new Map<string, string>();
    for (const error of errors) if (!byField.has(error.path)) byField.set(error.path, error.message);
    return [...byField].map(([path, message]) => ({ field: fieldOf(path) || '(template)', message }));
  }
  const headings = (value as NoteTemplateDefinition).sections.map((section) => section.heading.trim().toLowerCase());
  return headings.flatMap((heading, i) => (headings.indexOf(heading) < i ? [{ field: `sections[${i}].heading`, message: 'two sections have this heading' }] : []));
}

/**
 * Ids a note template may not take: the catalogue's (`soap`, `fhir` …) and `transcript`, the MedScribeAlliance name of
 * `transcript_template`. A session asking for one of them gets the catalogue's template.
 */
export const RESERVED_TEMPLATE_IDS: readonly string[] = [...TEMPLATES.map((template) => template.id), 'transcript'];
