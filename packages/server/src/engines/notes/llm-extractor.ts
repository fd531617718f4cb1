import { Type, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import {
  CLINICAL_MODEL_VERSION,
  ClinicalModelSchema,
  type ClinicalExtractor,
  type ClinicalModel,
  type ExtractionInput,
} from './clinical-model.js';
import { isJsonObject } from '../../lib/is-json-object.js';

/**
 * The clinical model from a language model: any OpenAI-compatible chat-completions endpoint the
 * operator runs (on their own network, so not behind the outbound address guard), asked for the
 * model as JSON. The answer is used only when it matches the clinical model's schema and cites
 * only segments of the transcript; otherwise the fallback extractor's model is returned, with a
 * warning saying why. Reasons name the failure, never the transcript or the answer.
 */

export interface LlmExtractorOptions {
  /** The API base, `http://gpu:8000/v1`: requests go to `<url>/chat/completions`. */
  url: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
  fallback: ClinicalExtractor;
  /** The segments' texts with their identifiers replaced (PHI redaction), applied to everything sent; unset, sent as said. */
  redact?: (texts: readonly string[]) => string[];
  fetch?: typeof fetch;
}

/** What the language model is asked for: the model without what the extractor knows from its input, or says itself. */
const AnswerSchema = Type.Omit(ClinicalModelSchema, ['version', 'language', 'mode', 'speciality', 'warnings']);

const CompletionSchema = Type.Object({
  choices: Type.Array(Type.Object({ message: Type.Object({ content: Type.String() }) }), { minItems: 1 }),
});

/** The schema as JSON Schema text, each union of literals written as the shorter `enum` a language model reads as well. */
function schemaText(schema: TSchema): string {
  return JSON.stringify(schema, (_key, value: unknown) => {
    if (!isJsonObject(value) || !Array.isArray(value.anyOf) || !value.anyOf.every((member) => isJsonObject(member) && 'const' in member)) return value;
    const { anyOf, ...rest } = value;
    return { ...rest, enum: (anyOf as { const: unknown }[]).map((member) => member.const) };
  });
}

const SYSTEM_PROMPT = [
  'You read the transcript of a medical consultation or dictation and write down what it says as a structured clinical model.',
  'Answer with one JSON object and nothing else (no prose, no Markdown), valid against this JSON Schema:',
  schemaText(AnswerSchema),
  'Rules:',
  '- Record only what the transcript says; never infer, complete or invent.',
  "- Every item's `evidence` lists the ids of the segments it was read from (the ids in square brackets), never empty; its `text` quotes the words as said.",
  '- A list with nothing to record is an empty array; leave out an optional field that was not said (never null).',
  '- `codes`: only a code you are certain of; otherwise an empty array.',
  '- `speakers`: one entry per segment: doctor or patient when the words tell, unknown otherwise.',
].join('\n');

/** A reason to fall back that is ours to word: it never quotes the transcript or the answer. */
class Refusal extends Error {}

export function createLlmExtractor(options: LlmExtractorOptions): ClinicalExtractor {
  const endpoint = `${options.url.replace(/\/+$/, '')}/chat/completions`;
  const send = options.fetch ?? fetch;

  async function complete(input: ExtractionInput): Promise<string> {
    const response = await send(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
      body: JSON.stringify({
        model: options.model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: userPrompt(input, options.redact) },
        ],
      }),
      // One deadline for the answer, body included.
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) {
      // Frees the connection; the body is unread and unwanted, so a failure to cancel it changes nothing.
      response.body?.cancel().catch(() => undefined);
      throw new Refusal(`endpoint answered ${response.status}`);
    }
    const text = await response.text();
    const body = parseJson(text, 'the endpoint answered with no JSON');
    if (!Value.Check(CompletionSchema, body)) throw new Refusal('the endpoint answered with no message content');
    return body.choices[0]!.message.content;
  }

  return {
    name: 'llm',
    async extract(input) {
      let reason: string;
      try {
        return readModel(await complete(input), input);
      } catch (error) {
        reason = failureReason(error, options.timeoutMs);
      }
      const model = await options.fallback.extract(input);
      const warning = { code: 'llm_fallback', msg: `language model extraction failed (${reason}): notes from the ${options.fallback.name} extractor` };
      return { ...model, warnings: [...(model.warnings ?? []), warning] };
    },
  };
}

/** Mode, language and speciality, then one line per segment: `[seg_1] (speaker_1) text`, redacted when asked. */
function userPrompt(input: ExtractionInput, redact: LlmExtractorOptions['redact']): string {
  const texts = input.segments.map((segment) => segment.text.replace(/\s+/g, ' ').trim());
  const sent = redact ? redact(texts) : texts;
  return [
    `Mode: ${input.mode}`,
    `Language: ${input.language}`,
    ...(input.speciality === undefined ? [] : [`Speciality: ${input.speciality}`]),
    'Transcript:',
    ...input.segments.map((segment, i) => `[${segment.id}] (${segment.speaker ?? 'unknown'}) ${sent[i]}`),
  ].join('\n');
}

/** The answer as a clinical model of this input, or a Refusal saying what is wrong with it. */
function readModel(content: string, input: ExtractionInput): ClinicalModel {
  // Some servers wrap the object in a Markdown fence even when asked for JSON only.
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(content);
  const answer = parseJson(fenced ? fenced[1]! : content, 'the answer is not JSON');
  if (!isJsonObject(answer)) throw new Refusal('the answer is not a JSON object');
  dropNulls(answer);
  const candidate = {
    speakers: input.segments.map((segment) => ({ segmentId: segment.id, speaker: 'unknown' })),
    // The history by attribute is the newest list (model v3): an answer without it has none.
    complaintHistory: [],
    // Fields the schema does not know go, and so do the ones the extractor says itself (below).
    ...(Value.Clean(AnswerSchema, answer) as Record<string, unknown>),
    version: CLINICAL_MODEL_VERSION,
    language: input.language,
    mode: input.mode,
    ...(input.speciality === undefined ? {} : { speciality: input.speciality }),
  };
  if (!Value.Check(ClinicalModelSchema, candidate)) {
    const error = Value.Errors(ClinicalModelSchema, candidate).First();
    throw new Refusal(`the answer does not match the clinical model${error ? ` at ${error.path || '/'}: ${error.message}` : ''}`);
  }
  const ids = new Set(input.segments.map((segment) => segment.id));
  const list = ungroundedList(candidate, ids);
  if (list) throw new Refusal(`the answer's ${list} cite segments that are not in the transcript`);
  return candidate;
}

/** The first list of the model with an item citing a segment not in `ids` (evidence is never empty: the schema says so). */
function ungroundedList(model: ClinicalModel, ids: ReadonlySet<string>): string | undefined {
  if (model.speakers.some((speaker) => !ids.has(speaker.segmentId))) return 'speakers';
  for (const [list, value] of Object.entries(model)) {
    const items: unknown[] = Array.isArray(value) ? value : [value];
    if (items.some((item) => isJsonObject(item) && Array.isArray(item.evidence) && item.evidence.some((id) => !ids.has(id as string)))) return list;
  }
  return undefined;
}

function parseJson(text: string, refusal: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Refusal(refusal);
  }
}

/** Language models write `null` for what they have nothing for; the schema's way is to leave the field out. */
function dropNulls(value: unknown): void {
  if (Array.isArray(value)) value.forEach(dropNulls);
  else if (isJsonObject(value)) {
    for (const [key, field] of Object.entries(value)) {
      if (field === null) delete value[key];
      else dropNulls(field);
    }
  }
}

function failureReason(error: unknown, timeoutMs: number): string {
  if (error instanceof Refusal) return error.message;
  // AbortSignal.timeout's reason, a DOMException.
  if (isJsonObject(error) && error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  // fetch's network failures carry the system error's code (ECONNREFUSED …) on their cause.
  const cause = error instanceof Error ? error.cause : undefined;
  const code = isJsonObject(cause) && typeof cause.code === 'string' ? `: ${cause.code}` : '';
  return `request failed${code}`;
}

