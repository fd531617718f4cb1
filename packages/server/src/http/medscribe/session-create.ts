import type { Static } from '@sinclair/typebox';
import type { LanguageCode } from '../../domain/languages.js';
import { msaError, type MsaErrorBody } from './error-body.js';
import type { MsaSessionSettings } from './session-settings.js';
import type { MsaCreateSessionRequest } from './sessions.schema.js';
import { unavailableTemplate } from './template-registry.js';

export type Refusal = { status: 400 | 422; body: MsaErrorBody };

const list = (value: string | string[] | undefined): string[] => (value === undefined ? [] : [value].flat());

/**
 * The language a hint names, as the interface codes it (`en` → `en-IN` or `en-US`, whichever a backend serves first):
 * 04-discovery.md lists what is served by ISO 639-1 code alone.
 */
const servedLanguage = (hint: string, served: readonly LanguageCode[]): LanguageCode | undefined =>
  served.find((code) => code.split('-')[0] === hint.toLowerCase());

/**
 * A creation's settings, or why it is refused: a template not listed or not produced (400 `template_not_found`: the code
 * 08-templates.md §8.6 and 09-extraction.md §9.6 give an unavailable template; 400 because the request is what is wrong),
 * an upload method or transport not offered (400), a language no backend serves (422 `language_unsupported`).
 */
export function createSettings(body: Static<typeof MsaCreateSessionRequest>, served: readonly LanguageCode[]): MsaSessionSettings | Refusal {
  const unavailable = unavailableTemplate(body.templates);
  if (unavailable) return { status: 400, body: unavailable };
  if (body.upload_type === 'stream') {
    return { status: 400, body: msaError('invalid_request', 'upload_type stream is not offered: use chunked or single', { upload_methods: ['chunked', 'single'] }) };
  }
  if (body.communication_protocol !== undefined && body.communication_protocol !== 'http') {
    return { status: 400, body: msaError('invalid_request', `communication_protocol ${body.communication_protocol} is not offered: use http`) };
  }
  const hint = list(body.language_hint)[0] ?? 'en';
  const language = servedLanguage(hint, served);
  const supported = [...new Set(served.map((code) => code.split('-')[0]!))];
  if (language === undefined) {
    return { status: 422, body: msaError('language_unsupported', `Language '${hint}' is not served here`, { language: hint, supported_languages: supported }) };
  }
  const other = list(body.transcript_language).find((code) => code.toLowerCase() !== hint.toLowerCase());
  if (other !== undefined) {
    const message = `The transcript is in the language spoken (${hint}), not '${other}'`;
    return { status: 422, body: msaError('language_unsupported', message, { transcript_language: other, language: hint }) };
  }
  return {
    templates: [...new Set(body.templates)],
    model: body.model ?? 'lite',
    uploadType: body.upload_type ?? 'chunked',
    language,
    additionalData: body.additional_data ?? {},
  };
}
