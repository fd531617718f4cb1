import type { Static } from '@sinclair/typebox';
import type { LanguageCode } from '../../domain/languages.js';
import { HttpError } from '../http-error.js';
import type { MsaSessionSettings } from './session-settings.js';
import type { MsaCreateSessionRequest } from './sessions.schema.js';
import { requireAvailableTemplates } from './template-registry.js';

const list = (value: string | string[] | undefined): string[] => (value === undefined ? [] : [value].flat());

/**
 * The language a hint names, as the interface codes it (`en` → `en-IN` or `en-US`, whichever a backend serves first):
 * 04-discovery.md lists what is served by ISO 639-1 code alone.
 */
const servedLanguage = (hint: string, served: readonly LanguageCode[]): LanguageCode | undefined =>
  served.find((code) => code.split('-')[0] === hint.toLowerCase());

/**
 * A creation's settings (`noteTemplateIds`: the client's note templates among those asked for). Throws why it is
 * refused: a template not listed (400 `template_not_found`: the code
 * 08-templates.md §8.6 and 09-extraction.md §9.6 give an unavailable template; 400 because the request is what is
 * wrong), an upload method or transport not offered (400), a language no backend serves (422 `language_unsupported`).
 */
export function createSettings(body: Static<typeof MsaCreateSessionRequest>, served: readonly LanguageCode[], noteTemplateIds: readonly string[]): MsaSessionSettings {
  requireAvailableTemplates(body.templates, noteTemplateIds);
  if (body.upload_type === 'stream') {
    throw new HttpError(400, 'upload_type stream is not offered: use chunked or single', {
      code: 'invalid_request',
      details: { upload_methods: ['chunked', 'single'] },
    });
  }
  if (body.communication_protocol !== undefined && body.communication_protocol !== 'http') {
    throw new HttpError(400, `communication_protocol ${body.communication_protocol} is not offered: use http`, { code: 'invalid_request' });
  }
  const hint = list(body.language_hint)[0] ?? 'en';
  const language = servedLanguage(hint, served);
  const supported = [...new Set(served.map((code) => code.split('-')[0]!))];
  if (language === undefined) {
    throw new HttpError(422, `Language '${hint}' is not served here`, { code: 'language_unsupported', details: { language: hint, supported_languages: supported } });
  }
  const other = list(body.transcript_language).find((code) => code.toLowerCase() !== hint.toLowerCase());
  if (other !== undefined) {
    const message = `The transcript is in the language spoken (${hint}), not '${other}'`;
    throw new HttpError(422, message, { code: 'language_unsupported', details: { transcript_language: other, language: hint } });
  }
  return {
    templates: [...new Set(body.templates)],
    model: body.model ?? 'lite',
    uploadType: body.upload_type ?? 'chunked',
    language,
    additionalData: body.additional_data ?? {},
    ...(body.redact === true && { redact: true as const }),
  };
}
