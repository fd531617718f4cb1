import { Option } from 'commander';
import { DEFAULT_LANGUAGE } from '../domain/languages.js';

/**
 * `--language <code>`, one of `codes`: anything else is refused before the command runs, with the valid codes listed
 * ("Allowed choices are en-IN, en-US …").
 */
export function languageOption(codes: readonly string[], description: string): Option {
  return new Option('--language <code>', description).choices(codes).default(DEFAULT_LANGUAGE);
}
