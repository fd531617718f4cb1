import type { SessionRecord } from '../../adapters/db/store.js';
import type { LanguageCode } from '../../domain/languages.js';
import { isJsonObject } from '../../lib/is-json-object.js';

/**
 * What a MedScribeAlliance session was created with, kept in the session's `protocolSettings` under one key: the svc
 * session has no other place for it before `end` starts it, and a session without it is not one of the protocol's (an
 * svc session is unknown here, as a protocol session is an svc session to the svc API).
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
  /** PHI redaction asked for (the extension `redact`). */
  redact?: true;
}

const KEY = 'medscribealliance';

/** The session's `protocolSettings` of a protocol session. */
export const settingsAsProtocolSettings = (settings: MsaSessionSettings): Record<string, unknown> => ({ [KEY]: settings });

function settingsIn(holder: unknown): MsaSessionSettings | undefined {
  const settings = isJsonObject(holder) ? holder[KEY] : undefined;
  return isJsonObject(settings) && Array.isArray(settings.templates) ? (settings as unknown as MsaSessionSettings) : undefined;
}

/**
 * The settings of a protocol session; undefined for an svc session. A session made before `protocolSettings` existed
 * kept them under the same key in its `extraData`, read until retention purges it.
 */
export const settingsOf = (session: SessionRecord): MsaSessionSettings | undefined => settingsIn(session.protocolSettings) ?? settingsIn(session.extraData);
