import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { DomainError, type ErrorDetail } from '../domain/errors.js';
import { isJsonObject } from '../lib/is-json-object.js';
import { FREE_FORM_JSON_LIMITS, MAX_JSON_DEPTH, nestsDeeperThan } from '../lib/json-limits.js';
import { isLanguageCode, LANGUAGE_CODES, type LanguageCode } from '../domain/languages.js';
import { MODEL_TYPES, MODES, type Mode, type ModelType, type SessionRequest, type TemplateRequest } from '../domain/sessions.js';
import { TEMPLATE_IDS } from '../domain/templates.js';

/**
 * The two ways a session starts (PROTOCOL §4.4–4.5) — the init call and the manifest file — read
 * into one `SessionRequest`, with the same checks: languages a backend serves, known templates, and
 * files that were uploaded.
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

export const TemplateRequestSchema = Type.Object(
  {
    template_id: StringEnum(
      TEMPLATE_IDS,
      '`transcript_template`, `clinical_notes_template`, `svc_emr_template` (PROTOCOL §5), or `soap`: the narrative note a ' +
        'clinician signs (CHIEF COMPLAINT, HISTORY OF PRESENT ILLNESS, REVIEW OF SYSTEMS, PHYSICAL EXAMINATION, RESULTS, ' +
        'ASSESSMENT AND PLAN), decoded as `{subjective, objective, assessment, plan, sections, warnings, markdown}`, every ' +
        'sentence with the transcript segment ids it rests on (`evidence`).',
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
    output_format_template: Type.Array(TemplateRequestSchema, { minItems: 1, maxItems: TEMPLATE_IDS.length }),
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
      output_template: Type.Array(TemplateRequestSchema, { minItems: 1, maxItems: TEMPLATE_IDS.length }),
    }),
    mode: OptionalNullableEnum(MODES, '`null` or absent: `dictation`.'),
    model_type: OptionalNullableEnum(MODEL_TYPES, '`null` or absent: `pro`.'),
    additional_data: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    speciality: Type.Optional(Type.String({ maxLength: 200 })),
    Section: Type.Optional(Type.String({ maxLength: 200 })),
    output_language: Type.Optional(Type.String({ maxLength: 16 })),
  },
  { additionalProperties: true },
);

export interface RequestContext {
  folderPath: string;
  /** Names of the session's uploaded audio files, in upload order. */
  uploaded: readonly string[];
  installedLanguages: readonly string[];
}

const unprocessable = (message: string, details: ErrorDetail[]) => new DomainError('unprocessable', message, { details });

/** A file named by the client: a bare name, or an `s3://bucket/<key>` URI whose key lies in the session's folder. */
function fileName(reference: string, folderPath: string): string | undefined {
  const uri = /^s3:\/\/[^/]+\/(.+)$/.exec(reference);
  const name = uri ? (uri[1]!.startsWith(folderPath) ? uri[1]!.slice(folderPath.length) : undefined) : reference;
  return name && !name.includes('/') ? name : undefined;
}

const wireTemplates = (requested: readonly Static<typeof TemplateRequestSchema>[]): TemplateRequest[] =>
  requested.map((t) => ({ templateId: t.template_id, codificationNeeded: t.codification_needed ?? false }));

/** Each template once: a later request of the same template wins. */
function templates(requested: readonly TemplateRequest[]): TemplateRequest[] {
  const seen = new Map<string, TemplateRequest>();
  for (const t of requested) seen.set(t.templateId, t);
  return [...seen.values()];
}

interface RequestInput {
  source: SessionRequest['source'];
  mode?: Mode;
  modelType?: ModelType;
  languages: readonly string[];
  templates: readonly TemplateRequest[];
  files?: readonly string[];
  filesSent?: number;
  additionalData?: Record<string, unknown>;
  speciality?: string;
  section?: string;
  outputLanguage?: string;
}

function sessionRequest(input: RequestInput, context: RequestContext): SessionRequest {
  if (context.uploaded.length === 0) throw new DomainError('invalid_request', 'no audio has been uploaded for this transaction');
  const details: ErrorDetail[] = [];
  const languages = input.languages.filter(isLanguageCode) as LanguageCode[];
  const primary = languages[0];
  if (!primary || !context.installedLanguages.includes(primary)) {
    details.push({
      field: '/input_language/0',
      message: `language ${String(input.languages[0])} is not installed on this server; installed: ${context.installedLanguages.join(', ')}`,
    });
  }
  const files: string[] = [];
  for (const [index, reference] of (input.files?.length ? input.files : context.uploaded).entries()) {
    const name = fileName(reference, context.folderPath);
    if (name === undefined || !context.uploaded.includes(name)) {
      details.push({ field: `/client_generated_files/${index}`, message: `no uploaded file ${reference} in ${context.folderPath}` });
    } else if (!files.includes(name)) {
      files.push(name);
    }
  }
  if (details.length > 0) throw unprocessable(details.map((d) => d.message).join('; '), details);
  return {
    source: input.source,
    mode: input.mode ?? 'dictation',
    modelType: input.modelType ?? 'pro',
    languages,
    templates: templates(input.templates),
    files,
    ...(input.filesSent !== undefined && { filesSent: input.filesSent }),
    additionalData: input.additionalData ?? {},
    ...(input.speciality !== undefined && { speciality: input.speciality }),
    ...(input.section !== undefined && { section: input.section }),
    ...(input.outputLanguage !== undefined && { outputLanguage: input.outputLanguage }),
  };
}

/** An init body, already validated against `InitBody` by the route. */
export function requestFromInit(body: InitBody, context: RequestContext): SessionRequest {
  return sessionRequest(
    {
      source: 'init',
      mode: body.mode ?? undefined,
      modelType: body.model_type ?? undefined,
      languages: body.input_language,
      templates: wireTemplates(body.output_format_template),
      files: body.client_generated_files,
      additionalData: body.additional_data,
      speciality: body.speciality,
      section: body.Section,
      outputLanguage: body.output_language,
    },
    context,
  );
}

/** A manifest's text. Throws `DomainError` (400) when it is not JSON or not a manifest. */
export function requestFromManifest(text: string, extraData: Record<string, unknown>, context: RequestContext): SessionRequest {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw new DomainError('invalid_request', 'the manifest is not valid JSON');
  }
  // A file, not a request body: the bound of every JSON body, here.
  if (nestsDeeperThan(document, MAX_JSON_DEPTH)) throw new DomainError('invalid_request', `the manifest is nested deeper than ${MAX_JSON_DEPTH} levels`);
  // extra_data given at upload-URL time fills what the manifest leaves out.
  const merged = isJsonObject(document) ? { ...extraData, ...document } : document;
  if (!Value.Check(Manifest, merged)) {
    const error = Value.Errors(Manifest, merged).First();
    throw new DomainError('invalid_request', `manifest${error?.path ?? ''} ${error?.message ?? 'is invalid'}`);
  }
  return sessionRequest(
    {
      source: 'manifest',
      mode: merged.mode ?? undefined,
      modelType: merged.model_type ?? undefined,
      languages: merged.output_format.input_language,
      templates: wireTemplates(merged.output_format.output_template),
      files: merged['audio-file'],
      additionalData: merged.additional_data,
      speciality: merged.speciality,
      section: merged.Section,
      outputLanguage: merged.output_language,
    },
    context,
  );
}

/** The deprecated voice upload (PROTOCOL §3): one file, English, and the transcript (the FHIR document needs the notes engine). */
export function requestFromVoiceUpload(mode: Mode, context: RequestContext): SessionRequest {
  return sessionRequest(
    { source: 'voice_upload', mode, languages: ['en-IN'], templates: [{ templateId: 'transcript_template', codificationNeeded: false }] },
    context,
  );
}

/**
 * A start a front-end built in domain terms (the MedScribeAlliance end: its files in sequence order, the count the
 * client sent), with the same checks as init's.
 */
export type DomainRequest = RequestInput & { files: readonly string[] };

export const requestFromDomain = (input: DomainRequest, context: RequestContext): SessionRequest => sessionRequest(input, context);
