import type { SessionRecord } from '../../adapters/db/store.js';
import type { LanguageCode } from '../../domain/languages.js';
import { isJsonObject } from '../../lib/is-json-object.js';

/**
 * What a MedScribeAlliance session was created with, kept in the session's `extraData` under one key until `end` starts
 * it: the svc session has no other place for it before its start, and a session without it is not one of the protocol's
 * (an svc session is unknown here, as a protocol session is an svc session to the svc API).
 */
export interface MsaSessionSettings {
  /** The template ids asked for, as the protocol names them. */
  templates: string[];
  model: 'pro' | 'lite';
  uploadType: 'chunked' | 'single';
  /** The language recognised, from `language_hint`. */
  language: LanguageCode;
  /** Echoed unchanged in every answer (06-sessions.md §6.6); never read. */
  additionalData: Record<string, unknown>;
}

const KEY = 'medscribealliance';

export const settingsAsExtraData = (settings: MsaSessionSettings): Record<string, unknown> => ({ [KEY]: settings });

export function settingsOf(session: SessionRecord): MsaSessionSettings | undefined {
  const settings = session.extraData[KEY];
  return isJsonObject(settings) && Array.isArray(settings.templates) ? (settings as unknown as MsaSessionSettings) : undefined;
}
