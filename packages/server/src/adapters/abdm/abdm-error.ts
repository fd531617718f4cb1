/**
 * ABDM's refusals, as its V3 APIs answer them: four body shapes, not one (ABDM Developer Portal, "M1 debug", as
 * published in nha-in/docs `plugins/abdm-integrators-assistant/skills/abdm-m1/references/debug.md`):
 * `{"error": {"code", "message"}}`, `{"code", "message", "timestamp"}`, field validation `{"<field>": "<why>", "timestamp"}`,
 * and the API gateway's `{"code": "900901", "message", "description"}`; and sometimes no body at all.
 */
import { isJsonObject } from '../../lib/is-json-object.js';

/** ABDM refused a call (`status`), or did not answer it (`status` undefined: network failure, timeout, unreadable answer). */
export class AbdmError extends Error {
  constructor(
    readonly status: number | undefined,
    /** `ABDM-1100`, `HIS-403`, `900901` …, trimmed (ABDM sends `"ABDM-9999: "`); undefined when the body names none. */
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'AbdmError';
  }
}

const CODE = /^\s*((?:ABDM|HIS)-\d+|\d{6})/i;
/** Digits that could be an Aadhaar or mobile number: never carried from ABDM's words into ours (nor into a log). */
const LONG_NUMBER = /\d{8,}/g;

const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
const codeOf = (value: unknown): string | undefined => (typeof value === 'string' ? CODE.exec(value)?.[1]?.toUpperCase() : undefined);

/** The refusal of a call ABDM answered with `status` and `body` (its text, possibly empty). */
export function abdmRefusal(status: number, body: string): AbdmError {
  let parsed: unknown;
  try {
    parsed = body.trim() === '' ? undefined : JSON.parse(body);
  } catch {
    parsed = undefined;
  }
  const inner = isJsonObject(parsed) && isJsonObject(parsed.error) ? parsed.error : parsed;
  if (!isJsonObject(inner)) return new AbdmError(status, undefined, `ABDM answered ${status} without an error body`);
  const details = Array.isArray(inner.details) && isJsonObject(inner.details[0]) ? inner.details[0] : undefined;
  // A `HIS-` refusal names its real cause one level down.
  const code = codeOf(details?.code) ?? codeOf(inner.code);
  let message = textOf(details?.message) ?? textOf(inner.message);
  if (message === undefined) {
    // Field validation: every key but `timestamp` names a field.
    const fields = Object.entries(inner).filter(([key, value]) => key !== 'timestamp' && typeof value === 'string');
    message = fields.length > 0 ? fields.map(([field, why]) => `${field}: ${String(why)}`).join('; ') : `ABDM answered ${status}`;
  }
  return new AbdmError(status, code, message.replace(LONG_NUMBER, '[number]'));
}
