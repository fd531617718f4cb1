/** Pieces the svc API's schemas share (what more than one protocol shares is in ../shared.schema.ts). */
import { Type, type SchemaOptions } from '@sinclair/typebox';
import { LANGUAGE_CODES, type LanguageCode } from '../../domain/languages.js';

/** A language code of the interface: one `enum` (what the docs page offers as a list), not an `anyOf` of constants. */
export const LanguageCodeSchema = (options: SchemaOptions = {}) =>
  Type.Unsafe<LanguageCode>({ type: 'string', enum: [...LANGUAGE_CODES], ...options });
