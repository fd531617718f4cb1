import type { ErrorDetail } from '../../domain/errors.js';
import type { RequestField } from '../../services/session-request.js';

/**
 * The protocol's name of each field of the start that the end makes of a session (`startWith`) and its checks may find at
 * fault: its language came from the creation's `language_hint`, its files are the session's `audio_files`, its templates the creation's `templates`.
 */
const FIELDS = new Map(Object.entries({ languages: 'language_hint', templates: 'templates', files: 'audio_files' } satisfies Record<RequestField, string>));

/**
 * A field of the start at fault as the protocol's details name it. Without the item's index: the hint is one language,
 * and the files are checked in sequence order, not in the order `audio_files` lists them (the message names the file).
 */
export const startField = ({ field }: ErrorDetail): string => FIELDS.get(field) ?? field;
