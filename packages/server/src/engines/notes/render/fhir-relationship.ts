/**
 * Who a relative is to the patient, as FamilyMemberHistory.relationship codes it: HL7 v3 RoleCode (the FamilyMember
 * value set). The relatives of the model are named by RoleCode's displays (history/family-relatives.ts); any other
 * ("sister's son") is a family member, with the words kept as the text.
 */
import type { CodeableConcept } from './fhir-types.js';

const ROLE_CODE = 'http://terminology.hl7.org/CodeSystem/v3-RoleCode';

/**
 * By display. Son and daughter are SONC and DAUC, a child of any kind: SON and DAU are RoleCode's "natural son" and
 * "natural daughter", which the patient did not say.
 */
const ROLE_CODES: Readonly<Record<string, string>> = {
  mother: 'MTH', father: 'FTH', parent: 'PRN',
  sister: 'SIS', brother: 'BRO', sibling: 'SIB', twin: 'TWIN',
  son: 'SONC', daughter: 'DAUC', niece: 'NIECE', nephew: 'NEPHEW',
  grandmother: 'GRMTH', grandfather: 'GRFTH', grandparent: 'GRPRN',
  'maternal grandmother': 'MGRMTH', 'maternal grandfather': 'MGRFTH', 'maternal grandparent': 'MGRPRN',
  'paternal grandmother': 'PGRMTH', 'paternal grandfather': 'PGRFTH', 'paternal grandparent': 'PGRPRN',
  aunt: 'AUNT', 'maternal aunt': 'MAUNT', 'paternal aunt': 'PAUNT',
  uncle: 'UNCLE', 'maternal uncle': 'MUNCLE', 'paternal uncle': 'PUNCLE',
  cousin: 'COUSN', 'maternal cousin': 'MCOUSN', 'paternal cousin': 'PCOUSN',
  husband: 'HUSB', wife: 'WIFE',
};
const FAMILY_MEMBER = { code: 'FAMMEMB', display: 'family member' };

/** `relative` as said ("maternal aunt", "sisters": each a sister), or the family member no one named. */
export function relationship(relative: string | undefined): CodeableConcept {
  const display = relative === undefined ? undefined : [relative, relative.replace(/s$/, '')].find((one) => Object.hasOwn(ROLE_CODES, one));
  const coding = display ? { code: ROLE_CODES[display]!, display } : FAMILY_MEMBER;
  return { coding: [{ system: ROLE_CODE, ...coding }], text: relative ?? FAMILY_MEMBER.display };
}
