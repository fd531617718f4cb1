/**
 * Identifiers with a shape: numbers read out (phone, Aadhaar, ABHA, record numbers, PIN and ZIP codes), e-mail and ABHA
 * addresses, PAN, and dates of birth. A number is told by its digits and by the words said just before it: a 12-digit
 * run is an Aadhaar number when its Verhoeff check digit holds, a 10-digit one starting 6–9 an Indian mobile, a
 * 6-digit one a PIN code only where a PIN or an address is spoken of (a dose or a lab value never is).
 */
import { verhoeffValid } from '../../domain/aadhaar.js';
import { digitRuns, type DigitRun } from './digit-runs.js';
import type { IdentifierSpan, IdentifierType } from './identifier-types.js';

/** How far before a number its cue is looked for. */
const CUE_REACH = 48;

const cueBefore = (text: string, start: number, cue: RegExp) => cue.test(text.slice(Math.max(0, start - CUE_REACH), start));

const PHONE_CUE = /\b(?:phone|mobile|cell|number|no\.?|contact|call|calling|reach|whatsapp|landline|tel|telephone|ph)\b[^.?!]*$/i;
const AADHAAR_CUE = /\b(?:aadhaa?r|adhaa?r|uid|uidai)\b[^.?!]*$/i;
const ABHA_CUE = /\b(?:abha|health id|health account)\b[^.?!]*$/i;
const RECORD_CUE =
  /\b(?:mrn|medical record|record|uhid|ip|op|opd|ipd|registration|reg|patient id|hospital (?:no|number|id)|case|file|chart|account|member|policy|insurance id|id)(?:\s*(?:no\.?|number|num|#|id))?\s*(?:is|was|:|-|#)?\s*$/i;
const POSTAL_CUE = /\b(?:pin|pincode|pin code|zip|zip code|postal code|postcode)\b[^.?!]*$/i;
/** A US state's two letters, or an Indian city or state, just before a number: "Austin, TX 78701", "Pune 411001". */
const PLACE_BEFORE =
  /\b(?:A[LKZR]|C[AOT]|D[EC]|FL|GA|HI|I[DLNA]|K[SY]|LA|M[EDAINSOT]|N[EVHJMYCD]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[TA]|W[AVIY]|alabama|alaska|arizona|california|colorado|florida|georgia|illinois|texas|ohio|michigan|new york|new jersey|virginia|washington|massachusetts|pennsylvania|delhi|mumbai|bengaluru|bangalore|chennai|kolkata|hyderabad|pune|ahmedabad|jaipur|lucknow|kochi|mysuru|mysore|coimbatore|madurai|nagpur|indore|bhopal|patna|chandigarh|surat|vadodara|noida|gurgaon|gurugram|thane|maharashtra|karnataka|tamil nadu|kerala|gujarat|punjab|west bengal|telangana|andhra pradesh|uttar pradesh|rajasthan|bihar|odisha)\s*[,-]?\s*$/;

/** What a run of digits is, from its digits and its cue; undefined when it is no identifier (a dose, a count, a date). */
function numberType(text: string, run: DigitRun): IdentifierType | undefined {
  const { digits, start } = run;
  const said = text.slice(run.start, run.end);
  const cued = (cue: RegExp) => cueBefore(text, start, cue);
  if (digits.length === 14 && (cued(ABHA_CUE) || /^\d{2}-\d{4}-\d{4}-\d{4}$/.test(said))) return 'abha_number';
  if (digits.length === 12 && /^[2-9]/.test(digits) && (verhoeffValid(digits) || cued(AADHAAR_CUE))) return 'aadhaar';
  if (cued(AADHAAR_CUE) && digits.length >= 8) return 'aadhaar';
  if (cued(RECORD_CUE) && !cued(PHONE_CUE)) return 'mrn';
  if (isPhone(digits, said) || (cued(PHONE_CUE) && digits.length >= 7 && digits.length <= 13)) return 'phone';
  if ((digits.length === 6 || digits.length === 5 || digits.length === 9) && (cued(POSTAL_CUE) || PLACE_BEFORE.test(text.slice(Math.max(0, start - 24), start)))) return 'postal_code';
  if (cued(RECORD_CUE)) return 'mrn';
  return undefined;
}

/** An Indian mobile (10 digits from 6–9, with 0, 91 or +91 before), or a US number written as one ("(555) 123-4567"). */
function isPhone(digits: string, said: string): boolean {
  const national = digits.replace(/^(?:91|0)(?=[6-9]\d{9}$)/, '');
  if (/^[6-9]\d{9}$/.test(national)) return true;
  if (/^\+?1?[\s.-]?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}$/.test(said)) return true;
  return /^\+\d/.test(said) && digits.length >= 10 && digits.length <= 13;
}

/** Record numbers with letters in them ("UHID AB12345", "MRN: KMC-2023-0045"), after their cue. */
const LETTERED_RECORD = new RegExp(String.raw`\b(?:mrn|uhid|ip|op|opd|ipd|reg|registration|record|patient id|hospital id|case|file)(?:\s*(?:no\.?|number|#|id))?\s*(?:is\s+)?[:#-]?\s*([A-Za-z]{1,5}[-/]?\d[\w/-]*|\d[\w/-]*[A-Za-z][\w/-]*)`, 'gi');
const EMAIL = /\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\b/g;
/** An e-mail address said aloud: "ramesh dot k at gmail dot com". */
const SPOKEN_EMAIL = /\b[a-z0-9]+(?:\s+(?:dot|underscore)\s+[a-z0-9]+)*\s+at\s+(?:the rate\s+)?[a-z0-9]+(?:\s+dot\s+[a-z]{2,})+\b/gi;
const ABHA_ADDRESS = /\b[A-Za-z0-9._]+@(?:abdm|sbx)\b/gi;
const PAN = /\b[A-Za-z]{5}\d{4}[A-Za-z]\b/g;

const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const DAY = String.raw`\d{1,2}(?:st|nd|rd|th)?`;
const DATE = String.raw`(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}[/.-]\d{1,2}[/.-]\d{1,2}|${DAY}\s+(?:of\s+)?${MONTH},?\s+\d{4}|${MONTH}\s+${DAY},?\s+\d{4}|${MONTH}\s+\d{4}|\d{4})`;
/** A date of birth after its cue: "DOB 03/04/1979", "born on 3rd March 1985", "date of birth is March 3, 1985". */
const DATE_OF_BIRTH = new RegExp(
  String.raw`\b(?:date of birth|birth ?date|d\.?\s?o\.?\s?b\.?|born(?: on| in)?|birthday(?: is)?)\s*(?:is|was|:|-)?\s*(?:on\s+)?(${DATE})(?!\w)`,
  'gi',
);

function spansOf(text: string, pattern: RegExp, type: IdentifierType, group = 0): IdentifierSpan[] {
  return [...text.matchAll(pattern)].map((match) => {
    const start = match.index + (group === 0 ? 0 : match[0].lastIndexOf(match[group]!));
    return { start, end: start + match[group]!.length, type };
  });
}

/** The identifiers with a shape in `text`. */
export function numberedIdentifiers(text: string): IdentifierSpan[] {
  const spans: IdentifierSpan[] = [
    ...spansOf(text, ABHA_ADDRESS, 'abha_address'),
    ...spansOf(text, EMAIL, 'email').filter((span) => !/@(?:abdm|sbx)$/i.test(text.slice(span.start, span.end))),
    ...spansOf(text, SPOKEN_EMAIL, 'email'),
    ...spansOf(text, PAN, 'pan').filter((span) => /\d/.test(text.slice(span.start, span.end)) && /[a-z]{5}/i.test(text.slice(span.start, span.start + 5))),
    ...spansOf(text, DATE_OF_BIRTH, 'date_of_birth', 1),
    ...spansOf(text, LETTERED_RECORD, 'mrn', 1),
  ];
  for (const run of digitRuns(text)) {
    const type = numberType(text, run);
    if (type) spans.push({ start: run.start, end: run.end, type });
  }
  return spans;
}
