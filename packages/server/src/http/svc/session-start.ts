import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { DomainError, type ErrorDetail } from '../../domain/errors.js';
import { LANGUAGE_CODES } from '../../domain/languages.js';
import { NOTE_TEMPLATE_ID_PATTERN } from '../../domain/note-templates.js';
import { MODEL_TYPES, MODES } from '../../domain/sessions.js';
import { TEMPLATE_IDS } from '../../domain/templates.js';
import { isJsonObject } from '../../lib/is-json-object.js';
import { FREE_FORM_JSON_LIMITS, MAX_JSON_DEPTH, nestsDeeperThan } from '../../lib/json-limits.js';
import type { AskedTemplate, RequestField, RequestInput } from '../../services/session-request.js';

/**
 * The svc API's two ways to start a session (PROTOCOL §4.4–4.5), the init body and the manifest file, and their
 * reading into the domain's `RequestInput`; `SessionsService` checks it against the session (`session-request.ts`).
 */

/** A union of literals rather than an `enum` keyword: TypeBox's `Value.Check` (the manifest) understands it as well as Ajv. */
const StringEnum = <T extends readonly string[]>(values: T, description?: string) =>
  Type.Union(
    values.map((value) => Type.Literal(value)),
    description ? { description } : {},
  ) as unknown as ReturnType<typeof Type.Unsafe<T[number]>>;

/** A choice clients' SDKs send as `null` by default: `null` is the same as absent (one `anyOf` of the literals and null). */
const OptionalNullableEnum = <T extends readonly string[]>(values: T, description: string) =>
  Type.Optional(
    Type.Union([...values.map((value) => Type.Literal(value)), Type.Null()], { description }) as unknown as ReturnType<
      typeof Type.Unsafe<T[number] | null>
    >,
  );

/** How many templates one session may ask for: the catalogue's and note templates together. */
const MAX_TEMPLATES = 20;

export const TemplateRequestSchema = Type.Object(
  {
    template_id: Type.Union(
      [...TEMPLATE_IDS.map((id) => Type.Literal(id)), Type.String({ pattern: NOTE_TEMPLATE_ID_PATTERN, description: "A note template's id." })],
      {
        description:
          '`transcript_template`, `clinical_notes_template`, `svc_emr_template` (PROTOCOL §5), or `soap`: the narrative note a ' +
          'clinician signs (CHIEF COMPLAINT, HISTORY OF PRESENT ILLNESS, REVIEW OF SYSTEMS, PHYSICAL EXAMINATION, RESULTS, ' +
          'ASSESSMENT AND PLAN), decoded as `{subjective, objective, assessment, plan, sections, warnings, markdown}`, every ' +
          'sentence with the transcript segment ids it rests on (`evidence`). Or a note template\'s id (a built-in one such as ' +
          '`general_opd`, or one of the client\'s own: `GET /medscribealliance/templates` lists them), decoded as `{template, ' +
          'sections, warnings, markdown}`; an id that is neither is refused (422).',
      },
    ),
    codification_needed: Type.Optional(
      Type.Boolean({
        description:
          'Add ICD-10 / SNOMED CT / LOINC / RxNorm codes where known, to `clinical_notes_template`, `svc_emr_template` and the ' +
          'v1 FHIR document. No effect on `soap`, a narrative note that carries no codes.',
      }),
    ),
  },
  { additionalProperties: true },
);

export const InitBody = Type.Object(
  {
    mode: OptionalNullableEnum(MODES, '`null` or absent: `dictation`.'),
    input_language: Type.Array(StringEnum(LANGUAGE_CODES), { minItems: 1, maxItems: 11, description: 'The first is the one recognised.' }),
    output_format_template: Type.Array(TemplateRequestSchema, { minItems: 1, maxItems: MAX_TEMPLATES }),
    model_type: OptionalNullableEnum(MODEL_TYPES, '`null` or absent: `pro`.'),
    client_generated_files: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 1024 }), {
        maxItems: 100,
        description: 'The files to transcribe, in order: bare names or `s3://<bucket>/<folderPath><name>`. Default: every uploaded file, in upload order.',
      }),
    ),
    s3_url: Type.Optional(Type.String()),
    batch_s3_url: Type.Optional(Type.String()),
    transfer: Type.Optional(Type.Unknown()),
    additional_data: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { description: `Kept with the session and returned in its status. ${FREE_FORM_JSON_LIMITS}` })),
    speciality: Type.Optional(Type.String({ maxLength: 200 })),
    Section: Type.Optional(Type.String({ maxLength: 200 })),
    output_language: Type.Optional(Type.String({ maxLength: 16 })),
    redact: Type.Optional(
      Type.Boolean({
        description:
          'PHI redaction (issue 33): the notes are made from the transcript with its identifiers (names, phone, Aadhaar, ABHA, ' +
          'PAN, record numbers, e-mail, addresses, PIN/ZIP codes, dates of birth) replaced by typed tags such as `[NAME]`, so ' +
          'none reaches the notes engine or an operator\'s language model, and the redacted transcript is kept beside the ' +
          'original. The status answers the original to its owner, and the redacted transcript with `?redacted=true`.',
      }),
    ),
  },
  { additionalProperties: true },
);
export type InitBody = Static<typeof InitBody>;

/** The manifest `<txn_id>.json` (PROTOCOL §4.4); the client's `extra_data` keys (mode, model_type …) sit at its top level. */
const Manifest = Type.Object(
  {
    'audio-file': Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 1024 }), { maxItems: 100 })),
    output_format: Type.Object({
      input_language: Type.Array(StringEnum(LANGUAGE_CODES), { minItems: 1, maxItems: 11 }),
      output_template: Type.Array(TemplateRequestSchema, { minItems: 1, maxItems: MAX_TEMPLATES }),
    }),
    mode: OptionalNullableEnum(MODES, '`null` or absent: `dictation`.'),
    model_type: OptionalNullableEnum(MODEL_TYPES, '`null` or absent: `pro`.'),
    additional_data: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    speciality: Type.Optional(Type.String({ maxLength: 200 })),
    Section: Type.Optional(Type.String({ maxLength: 200 })),
    output_language: Type.Optional(Type.String({ maxLength: 16 })),
    redact: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: true },
);

const templateRequests = (requested: readonly Static<typeof TemplateRequestSchema>[]): AskedTemplate[] =>
  requested.map((t) => ({ templateId: t.template_id, codificationNeeded: t.codification_needed ?? false }));

/** An init body, already validated against `InitBody` by the route. */
export function startFromInit(body: InitBody): RequestInput {
  return {
    source: 'init',
    mode: body.mode ?? undefined,
    modelType: body.model_type ?? undefined,
    languages: body.input_language,
    templates: templateRequests(body.output_format_template),
    files: body.client_generated_files,
    additionalData: body.additional_data,
    speciality: body.speciality,
    section: body.Section,
    outputLanguage: body.output_language,
    redact: body.redact,
  };
}

/** The init body's path of each field of the start its checks find at fault. */
const INIT_BODY_PATHS = new Map(Object.entries({ languages: '/input_language', templates: '/output_format_template', files: '/client_generated_files' } satisfies Record<RequestField, string>));

/** A field of the start at fault as init's details name it: a JSON pointer into the body, as its validation errors do (PROTOCOL §4.5). */
export const initBodyField = ({ field, index }: ErrorDetail): string => `${INIT_BODY_PATHS.get(field) ?? field}${index === undefined ? '' : `/${index}`}`;

/**
 * A manifest's text, with the `extra_data` given at upload-URL time filling what it leaves out. Throws `DomainError`
 * (400) when it is not JSON or not a manifest.
 */
export function startFromManifest(text: string, extraData: Record<string, unknown>): RequestInput {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw new DomainError('invalid_request', 'the manifest is not valid JSON');
  }
  // A file, not a request body: the bound of every JSON body, here.
  if (nestsDeeperThan(document, MAX_JSON_DEPTH)) throw new DomainError('invalid_request', `the manifest is nested deeper than ${MAX_JSON_DEPTH} levels`);
  const merged = isJsonObject(document) ? { ...extraData, ...document } : document;
  if (!Value.Check(Manifest, merged)) {
    const error = Value.Errors(Manifest, merged).First();
    throw new DomainError('invalid_request', `manifest${error?.path ?? ''} ${error?.message ?? 'is invalid'}`);
  }
  return {
    source: 'manifest',
    mode: merged.mode ?? undefined,
    modelType: merged.model_type ?? undefined,
    languages: merged.output_format.input_language,
    templates: templateRequests(merged.output_format.output_template),
    files: merged['audio-file'],
    additionalData: merged.additional_data,
    speciality: merged.speciality,
    section: merged.Section,
    outputLanguage: merged.output_language,
    redact: merged.redact,
  };
}
