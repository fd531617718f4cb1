/**
 * The code systems a lexicon row may cite in its `codes` column, written `SYSTEM:code`
 * (`ICD-10:I10`, `LOINC:4548-4`). SNOMED, RXNORM and ATC are accepted now so that the
 * FHIR codification work can add them to the same files without touching the loader.
 */

export interface MedicalCode {
  readonly system: CodeSystem;
  readonly code: string;
}

const VALIDATORS = {
  // WHO ICD-10: letter, two digits, optional decimal subdivision (A01.0, M51.1, U07.1).
  'ICD-10': (code: string) => /^[A-Z][0-9]{2}(\.[0-9]{1,2})?$/.test(code),
  LOINC: isValidLoinc,
  SNOMED: (code: string) => /^[1-9][0-9]{5,17}$/.test(code),
  RXNORM: (code: string) => /^[1-9][0-9]{0,9}$/.test(code),
  // ATC levels 1-5: A, A10, A10B, A10BA, A10BA02.
  ATC: (code: string) => /^[A-Z](?:[0-9]{2}(?:[A-Z](?:[A-Z](?:[0-9]{2})?)?)?)?$/.test(code),
} as const;

export type CodeSystem = keyof typeof VALIDATORS;

function isCodeSystem(name: string): name is CodeSystem {
  return Object.hasOwn(VALIDATORS, name);
}

/** Parses `SYSTEM:code`; throws an Error whose message says what is wrong. */
export function parseMedicalCode(text: string): MedicalCode {
  const colon = text.indexOf(':');
  const system = text.slice(0, colon);
  const code = text.slice(colon + 1);
  if (colon < 0 || !isCodeSystem(system)) {
    throw new Error(`code "${text}" must be SYSTEM:code with SYSTEM one of ${Object.keys(VALIDATORS).join(', ')}`);
  }
  if (!VALIDATORS[system](code)) throw new Error(`"${code}" is not a valid ${system} code`);
  return { system, code };
}

/** LOINC codes end in a mod-10 (Luhn) check digit: `4548-4`. Catches most typing errors. */
function isValidLoinc(code: string): boolean {
  const match = /^([0-9]{1,7})-([0-9])$/.exec(code);
  if (!match) return false;
  const [, body = '', check = ''] = match;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    // Double every other digit, starting with the rightmost digit of the body.
    let digit = Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 2 : 1);
    if (digit > 9) digit -= 9;
    sum += digit;
  }
  return (10 - (sum % 10)) % 10 === Number(check);
}
