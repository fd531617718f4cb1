/** The kinds of identifier the redactor finds, each replaced by its tag: `[NAME]`, `[PHONE]`, `[AADHAAR]` … */
export const IDENTIFIER_TYPES = [
  'name',
  'phone',
  'aadhaar',
  'abha_number',
  'abha_address',
  'pan',
  'mrn',
  'email',
  'address',
  'postal_code',
  'date_of_birth',
] as const;
export type IdentifierType = (typeof IDENTIFIER_TYPES)[number];

/** Where an identifier stands in a text: [start, end) and what it is. */
export interface IdentifierSpan {
  start: number;
  end: number;
  type: IdentifierType;
}

/** The tag an identifier of `type` is replaced with. */
export const tagOf = (type: IdentifierType) => `[${type.toUpperCase()}]`;
