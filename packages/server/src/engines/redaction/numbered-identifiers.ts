/**
 * Identifiers with a shape: numbers read out (phone, Aadhaar, ABHA, record numbers, PIN and ZIP codes), e-mail and ABHA
 * addresses, PAN, and dates of birth. A number is told by its digits and by the words said just before it: a 12-digit
 * run is an Aadhaar number when its Verhoeff check digit holds, a 10-digit one starting 6–9 an Indian mobile, a
 * 6-digit one a PIN code only where a PIN or an address is spoken of (a dose or a lab value never is).
 */
import { verhoeffValid } from '../../domain/aadhaar.js';
import { DIGIT_WORDS, digitRuns, type DigitRun } from './digit-runs.js';
import type { IdentifierSpan, IdentifierType } from './identifier-types.js';
import { ADDRESS_ASKED } from './street-addresses.js';

/** How far before a number its cue is looked for. */
const CUE_REACH = 48;

/**
 * The words said before `start`: the text before it in its line, after the end of the line before, whether that asks
 * ("ABHA number?") or tells ("give your ABHA number and address.").
 */
const saidBefore = (text: string, start: number, before: string) => {
  const own = text.slice(Math.max(0, start - CUE_REACH), start);
  return start >= CUE_REACH ? own : `${before.replace(/[.!]\s*$/, '').slice(-CUE_REACH)} ${own}`;
};

const PHONE_CUE = /\b(?:phone|mobile|cell|number|no\.?|contact|call|calling|reach|whatsapp|landline|tel|telephone|ph)\b[^.!]*$/i;
/** A phone's own words: "number" is also a record's ("group number 88120, member number 4471 9920 01"). */
const PHONE_WORD_CUE = /\b(?:phone|mobile|cell|contact|call|calling|reach|whatsapp|landline|tel|telephone|ph)\b[^.!]*$/i;
const AADHAAR_CUE = /\b(?:aadhaa?r|adhaa?r|uid|uidai)\b[^.!]*$/i;
const ABHA_CUE = /\b(?:abha|health id|health account)\b[^.!]*$/i;
const RECORD_WORDS = String.raw`(?:mrn|m\s?r\s?n|u\s?h\s?i\s?d|mr(?=\s*(?:no\b|number|#))|regd|medical record|record|uhid|ip|op|opd|ipd|mlc|registration|reg|patient id|patient|hospital|case|file|chart|account|member|subscriber|beneficiary|enrol?lment|policy|insurance|medicare|medicaid|claim|reference|ref|(?:pre-?)?authori[sz]ation|(?:pre-?)?auth|card|admission|encounter|episode|folio|id)`;
/** What a record number is said after: "UHID", "IP number", "reference number for this call", "member ID". */
const RECORD_LABEL = String.raw`${RECORD_WORDS}\.?(?:\s*(?:no\.?|number|num|#|id))?(?:\s+(?:for|of|on|in|from)\s+\w+(?:\s+\w+){0,2})?(?:\s+(?:here|there|now|again|too))?`;
const RECORD_CUE = new RegExp(String.raw`\b${RECORD_LABEL}\s*(?:is|was|:|-|#|,)?(?:,?\s+(?:uh|um|er)\b,?)?(?:\s+[A-Z]{1,4})?\s*$`, 'i');
/** The line before asks for a record number: "insurance is Aetna? member number?", "and the UHID?", "member ID, please." */
const RECORD_ASKED = new RegExp(String.raw`\b${RECORD_LABEL}\s*(?:\?|,?\s*please\s*[.?]?|batao|bataiye|boliye)\s*$`, 'i');
/** An answer's record number, letters and digits spelled one by one or grouped: "W 2 8 8 4 1 0 7 7 3", "XDP 4471", "AB-CD-77120". */
const RECORD_ANSWER = /(?<![\w-])(?=[A-Z0-9 /-]*\d)(?:[A-Z]{1,6}-)*[A-Z]{0,4}[ -]?\d(?:[ /-]?[A-Z0-9])*(?![\w-])/g;
const POSTAL_CUE = /\b(?:pin|pincode|pin code|zip|zip code|postal code|postcode)\b[^.!]*$/i;
/** A US state's two letters, or an Indian city or state, just before a number: "Austin, TX 78701", "Pune 411001". */
const PLACE_BEFORE =
  /\b(?:A[LKZR]|C[AOT]|D[EC]|FL|GA|HI|I[DLNA]|K[SY]|LA|M[EDAINSOT]|N[EVHJMYCD]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[TA]|W[AVIY]|alabama|alaska|arizona|california|colorado|florida|georgia|illinois|texas|ohio|michigan|new york|new jersey|virginia|washington|massachusetts|pennsylvania|delhi|mumbai|bengaluru|bangalore|chennai|kolkata|hyderabad|pune|ahmedabad|jaipur|lucknow|kochi|mysuru|mysore|coimbatore|madurai|nagpur|indore|bhopal|patna|chandigarh|surat|vadodara|noida|gurgaon|gurugram|thane|maharashtra|karnataka|tamil nadu|kerala|gujarat|punjab|west bengal|telangana|andhra pradesh|uttar pradesh|rajasthan|bihar|odisha)\s*[,-]?\s*$/;

/** A date in figures, day and month either way round: "10-05-1952", "3/15/88"; not "60-11-8472". */
function isDate(said: string): boolean {
  const parts = /^(\d{1,2})[/.-](\d{1,2})[/.-](?:\d{2}|\d{4})$/.exec(said);
  if (!parts) return false;
  const [first, second] = [Number(parts[1]), Number(parts[2])];
  const dayMonth = (day: number, month: number) => day >= 1 && day <= 31 && month >= 1 && month <= 12;
  return dayMonth(first, second) || dayMonth(second, first);
}

/** An amount or a code is nobody's number: "Rs 2,85,000", "$12,400", "CPT 29881", "NPI number 1467382905". */
const AMOUNT_OR_CODE_BEFORE = /(?:\b(?:rs|inr|usd|cpt|icd(?:-10)?|hcpcs|ndc|npi|dea|(?:procedure|billing|diagnosis) codes?)\b\.?(?:\s+(?:code|number|no\.?|is|was|:))*|[₹$])\s*$/i;
const amountOrCode = (text: string, start: number, end: number) =>
  AMOUNT_OR_CODE_BEFORE.test(text.slice(Math.max(0, start - 24), start)) || /^\s*(?:rupees|dollars|rs\b|\/-)/i.test(text.slice(end));

/**
 * The line before asks for a record number ("and the member ID?"), not for a birth date or an address "for the chart",
 * "on the policy".
 */
const recordAsked = (before: string) => RECORD_ASKED.test(before) && !BIRTH_CUE.test(before) && !ADDRESS_ASKED.test(before);

/** What a run of digits is, from its digits and its cue; undefined when it is no identifier (a dose, a count, a date). */
function numberType(text: string, run: DigitRun, before: string): IdentifierType | undefined {
  const { digits, start } = run;
  const said = text.slice(run.start, run.end);
  const context = saidBefore(text, start, before);
  const cued = (cue: RegExp) => cue.test(context);
  // A date is a date whatever is said before it ("his date of birth on the Aadhaar is 10-05-1952").
  if (isDate(said)) return undefined;
  if (amountOrCode(text, start, run.end)) return undefined;
  // A toll-free line or helpline is a service's number, kept like 104 and 911: "Jan Aushadhi toll-free 1800 180 8080".
  if (/^(?:1800|1860)\d{6,7}$|^1?8(?:00|88|77|66|55|44|33)\d{7}$/.test(digits) || /\b(?:toll[- ]?free|helpline|hotline)\b[^.!?]*$/i.test(text.slice(0, start))) return undefined;
  // Fourteen digits are an ABHA number's count, cued or not; no other identifier here has as many.
  if (digits.length === 14 && (cued(ABHA_CUE) || /^\d{2}-\d{4}-\d{4}-\d{4}$/.test(said) || /^91/.test(digits))) return 'abha_number';
  if (digits.length === 12 && /^[2-9]/.test(digits) && (verhoeffValid(digits) || cued(AADHAAR_CUE))) return 'aadhaar';
  if (cued(AADHAAR_CUE) && digits.length >= 8) return 'aadhaar';
  // The line before asked for a record number: the answer's number is it ("and the member ID?" "it's …").
  if (recordAsked(before) && /^[^.?!]{0,24}$/.test(text.slice(0, start))) return 'mrn';
  // "medical record number 4470192": the "number" of a record's label is no phone's cue.
  if (cued(RECORD_CUE) && !PHONE_WORD_CUE.test(context.replace(RECORD_CUE, ''))) return 'mrn';
  // Ten digits read out one by one are a phone number: "four oh eight, five five five, zero one nine seven".
  if (isPhone(digits, said) || (cued(PHONE_CUE) && digits.length >= 7 && digits.length <= 13) || (run.spoken && digits.length === 10)) return 'phone';
  const postalShape = digits.length === 6 || digits.length === 5 || digits.length === 9;
  if (postalShape && (cued(POSTAL_CUE) || PLACE_BEFORE.test(text.slice(Math.max(0, start - 24), start)) || (ADDRESS_ASKED.test(before) && /^\d+(?:\s\d+)?$/.test(said)))) return 'postal_code';
  if (cued(RECORD_CUE)) return 'mrn';
  return undefined;
}

/** An Indian mobile (10 digits from 6–9, with 0, 91 or +91 before), or a US number written as one ("(555) 123-4567"). */
function isPhone(digits: string, said: string): boolean {
  const national = digits.replace(/^(?:91|0)(?=[6-9]\d{9}$)/, '');
  if (/^[6-9]\d{9}$/.test(national)) return true;
  if (/^\+?1?[\s.-]?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}$/.test(said)) return true;
  // A US number however it is grouped or spaced ("6 1 7, 5 5 5, 0 1 9 2"), or its last seven written "555-0147".
  if (/^1?[2-9]\d{2}[2-9]\d{6}$/.test(digits) && /[\s.,-]/.test(said)) return true;
  if (/^\d{3}-\d{4}$/.test(said)) return true;
  return /^\+\d/.test(said) && digits.length >= 10 && digits.length <= 13;
}

/** Record numbers with letters or slashes in them ("UHID AB12345", "OP-24-118734", "MLC/1874/24", "1EG4-TE5-MK73", "U 9 1 4 4 7"), after their cue. */
const LETTERED_RECORD = new RegExp(
  String.raw`\b(?:${RECORD_LABEL}|(?:my|your|the|his|her) (?:\w+ ){0,2}(?:number|id))\s*(?:is\s+)?[:#-]?\s*(?<![A-Za-z0-9])((?=[\w/-]*\d)(?=[\w/-]*[A-Za-z/])[A-Za-z0-9]+(?:[-/][A-Za-z0-9]+)*(?:\s\d{3,}(?![\w/-]))*|[A-Z]{1,4}\s\d{2,}|(?:[A-Za-z0-9](?:,?\s|-)){4,}[A-Za-z0-9])(?![\w/-])`,
  'gi',
);
/** A further group of a record number: figures with or without letters, or capitals ("ZGH 448 21 9067", "712 448 901 X"); not "I" or "A" before a word. */
const RECORD_GROUP = /^[\s/-]((?=[A-Za-z]*\d)[A-Za-z0-9]+|[A-Z]{1,4})(?![\w/-])(?<!^\s[IA](?=\s+[a-z]))/;

/** Capitals spelled just before a record's digits: "P-E-H, four four seven one …", "Z G H 4471". */
const SPELLED_PREFIX = /(?<![\w-])(?:[A-Z](?:-|,?\s)){1,5}$/;

/** A record number with the groups said after it and the capitals spelled before it. */
function withGroupsAfter(text: string, span: IdentifierSpan): IdentifierSpan {
  let end = span.end;
  for (let group = RECORD_GROUP.exec(text.slice(end)); group; group = RECORD_GROUP.exec(text.slice(end))) end += group[0].length;
  const prefix = SPELLED_PREFIX.exec(text.slice(0, span.start));
  return { ...span, start: prefix && !/^[IA]\s/.test(prefix[0]) ? prefix.index : span.start, end };
}
/** An acronym that labels a record: "PMI is 00441289", "MHIS card 22-113345-88"; not a test, a code or a clinic's number. */
const NOT_A_RECORD_ACRONYM = String.raw`(?:BP|HR|RR|PR|TLC|WBC|RBC|PLT|DLC|ESR|CRP|TSH|LDL|HDL|FBS|PPBS|RBS|HBA1C|INR|DOB|LMP|EDD|OTP|NPI|DEA|CPT|ICD|NDC|GST|GSTIN|LOT|PIN|ZIP|PAN|ABHA|UHID|MRN|RTPCR|HRCT|MRI|CT|ECG|EKG|USG|CBC|LFT|KFT|RFT|HIV|COVID|IV|IM|SC|PO)`;
const ACRONYM_LABEL = new RegExp(String.raw`\b(?!${NOT_A_RECORD_ACRONYM}\b)[A-Z]{2,6}(?:\s+(?:card|number|no\.?|id|#))?\s*(?:is|was|:|-|#)?\s*$`);
/** A record number with letters after a payer's or a scheme's acronym: "AHCCCS ID A12345678", "MHIS K-2231-0987". */
const ACRONYM_LETTERED_RECORD = new RegExp(String.raw`\b(?!${NOT_A_RECORD_ACRONYM}\b)[A-Z]{2,6}(?:\s+(?:card|number|no\.?|ID|#))?\s*(?:is\s+)?[:#]?\s*((?=[A-Z0-9-]*\d{4})(?=[A-Z0-9-]*[A-Z])[A-Z0-9][A-Z0-9-]{5,})(?![\w/-])`, 'g');
/** An e-mail address written, a recogniser's spaces around its "@" and dots allowed: "ravi.k@gmail.com", "ravi . k @ gmail . com". */
const EMAIL = /\b[A-Za-z0-9._%+-]+(?:\s\.\s[A-Za-z0-9_%+-]+)*(?:@|\s@\s)[A-Za-z0-9-]+(?:(?:\.|\s\.\s)[A-Za-z0-9-]+)*(?:\.|\s\.\s)[A-Za-z]{2,}\b/g;
/** An e-mail address said aloud, its name in several words or spelled: "ramesh dot k at gmail dot com", "a n a n y a dot bose at …", "k shah eighty-eight at proton dot me", "jsmith at gmail.com". */
const LOCAL_WORD = String.raw`(?!(?:is|was|my|his|her|your|email|e-mail|mail|id|address|abha|number|it's|its|and|or|to|the|at)\b)[a-z0-9](?:[a-z0-9._-]*[a-z0-9])?`;
const SPOKEN_EMAIL = new RegExp(
  String.raw`\b${LOCAL_WORD}(?:\s+(?:(?:dot|underscore|dash|hyphen)\s+)?${LOCAL_WORD}){0,7}\s+at\s+(?:the rate(?: of)?\s+)?(?!(?:abdm|sbx)\b)[a-z0-9-]+(?:(?:\s+dot\s+|\.)[a-z]{2,})+\b`,
  'gi',
);
/** An ABHA address, written or said like an e-mail's name: "ramesh.k@abdm", "ammini.nair at the rate sbx", "meena dot sharma ninety at the rate abdm". */
const ABHA_ADDRESS = new RegExp(String.raw`\b(?:[A-Za-z0-9._]+@|${LOCAL_WORD}(?:\s+(?:(?:dot|underscore)\s+)?${LOCAL_WORD}){0,7}\s+at\s+(?:the\s+rate\s+)?)(?:abdm|sbx)\b`, 'gi');
const PAN = /\b[A-Za-z]{5}\d{4}[A-Za-z]\b/g;
/** A piece of a PAN said aloud: a letter group, figures or a digit word ("B R K P K 7 7 1 9 D", "abcps 1234 k", "… one two three four, K"). */
const PAN_PIECE = new RegExp(String.raw`(?<![\w'])(?:[A-Za-z]+|\d+)(?![\w'])`, 'g');
const PAN_SHAPE = /^[A-Z]{5}\d{4}[A-Z]$/;

/**
 * PANs said in pieces, letters alone or in groups and digits in figures or words, with spaces, commas or hyphens
 * between. A group of two or three lower-case letters is a word of the sentence ("my pan 1234 k"), not a PAN's.
 */
function spokenPans(text: string): IdentifierSpan[] {
  const pieces = [...text.matchAll(PAN_PIECE)].map((m) => {
    const said = m[0];
    const digit = DIGIT_WORDS[said.toLowerCase()];
    // A letter alone is a letter ("O", not zero); a group of two or three lower-case letters is a word of the sentence.
    const chars = said.length > 1 && digit !== undefined ? digit : /^[a-z]{2,3}$/.test(said) ? '#' : said.toUpperCase();
    return { start: m.index, end: m.index + said.length, chars };
  });
  const spans: IdentifierSpan[] = [];
  for (let i = 0; i < pieces.length; i++) {
    let chars = '';
    for (let j = i; j < pieces.length && chars.length < 10; j++) {
      if (j > i && !/^[\s,.-]+$/.test(text.slice(pieces[j - 1]!.end, pieces[j]!.start))) break;
      chars += pieces[j]!.chars;
      if (chars.length === 10 && PAN_SHAPE.test(chars) && j > i) {
        spans.push({ start: pieces[i]!.start, end: pieces[j]!.end, type: 'pan' });
        i = j;
      }
    }
  }
  return spans;
}

const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const DAY = String.raw`\d{1,2}(?:st|nd|rd|th)?`;
/** A date in figures or with its month named: "03/04/1979", "3-12-07", "2nd February 1962", "April 2, 1970". */
const DATE = String.raw`(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}[/.-]\d{1,2}[/.-]\d{1,2}|\d{1,2}-${MONTH}-\d{2,4}|(?:the\s+)?${DAY}\s+(?:of\s+)?${MONTH}(?:,?\s+\d{4})?|${MONTH}\s+${DAY}(?:,?\s+\d{4})?|${MONTH}\s+\d{4})`;
const DATES = new RegExp(String.raw`(?<![\w/.-])${DATE}(?![\w/-])`, 'gi');
/** A date said in words, month named or not: "September ninth, 1946", "eleven twelve sixty-four", "twenty second november twenty twenty three". */
const NUMBER_WORD = String.raw`(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth|\d{1,4}(?:st|nd|rd|th)?)(?:-(?:one|two|three|four|five|six|seven|eight|nine|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth))?`;
/** Between the words of a spoken date: spaces, a comma, or the dots and words of a false start ("nineteen fifty... fifty-five", "the fifteenth... no, the sixteenth"). */
const SPOKEN_JOIN = String.raw`(?:[\s,]|\.\.\.|…|\b(?:sorry|no|i mean|uh|um|er)\b)+`;
const SPOKEN_DATE = new RegExp(String.raw`(?<![\w-])(?:the\s+)?(?:(?:${NUMBER_WORD}|${MONTH}|of|and|the)${SPOKEN_JOIN}){1,8}(?:${NUMBER_WORD}|${MONTH})(?![\w-])`, 'gi');
/** Words that ask for or give a date of birth; a baby "delivered" is born (not an expected delivery's date). */
const BIRTH_CUE = /\b(?:date of birth|birth ?date|d\.?\s?o\.?\s?b\b\.?|born|birthday|delivered|jan(?:a|)m\s?tithi|paidaish|paidayish|fecha de nacimiento|nacimiento|naci(?:d[oa])?|cumpleaños)\b/i;
/** Every birth cue of a text, for matchAll (which reads a copy of it). */
const BIRTH_CUES = new RegExp(BIRTH_CUE.source, 'gi');
/** A month named: "march", "Sept.". */
const MONTH_NAMED = new RegExp(String.raw`\b${MONTH}(?!\w)`, 'i');
/** Words of an event other than a birth, whose date is no date of birth. */
const OTHER_EVENT = /\b(?:admitted|admission|discharged?|seen|visit(?:ed)?|lmp|edd|due|surgery|operated|onset|since|started|appointment|scan|test(?:ed)?|today|yesterday)\b/i;
/** An age said after a year, beyond a comma: "(1963), sixty three", "(nineteen forty four), eighty two". */
const AGE_AFTER_YEAR = /(?<=(?:\d{4}|\b(?:nineteen|thousand)\b[\w\s-]*?)),\s*(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-]+(?:one|two|three|four|five|six|seven|eight|nine))?$/i;
/** A number of one or two words below a hundred, which a spoken date of birth never is alone. */
const AGE_ALONE = /^(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-]+(?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)$/i;
/** How far after its cue a date of birth is looked for: "DOB is twelve fourteen …", "confirm your date of birth for the chart. September ninth, 1946?". */
const BIRTH_REACH = 64;

/** The dates of birth of `text`: a date said within reach after a birth cue in it, or anywhere in it when `asked` (the line before asked for one). */
function datesOfBirth(text: string, asked: boolean): IdentifierSpan[] {
  const cues = [...text.matchAll(BIRTH_CUES)].map((m) => m.index + m[0].length);
  // "born 12-07-1961, admitted 03-01-2024": a date of another event ends the reach of a birth cue.
  const near = (start: number) =>
    asked ? !OTHER_EVENT.test(text.slice(0, start)) : cues.some((end) => start >= end && start - end <= BIRTH_REACH && !OTHER_EVENT.test(text.slice(end, start)));
  const spans: IdentifierSpan[] = [];
  for (const pattern of [DATES, SPOKEN_DATE]) {
    for (const match of text.matchAll(pattern)) {
      // A sentence's full stop after a month is no abbreviation's ("fourth of July.").
      // "1963, sixty three (now)": the age said after the year is no part of the date.
      const said = match[0]
        .replace(/[\s,]+$/, '')
        .replace(/(?<=\b(?:march|april|may|june|july))\.$/i, '')
        .replace(AGE_AFTER_YEAR, '');
      // A spoken run must hold a year ("sixty-four", "1946", "two thousand two"): "one tablet twice" is no date.
      // A month named with its day is a date too ("fourth of July", "march fourth").
      if (pattern === SPOKEN_DATE && !/\d{4}|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|thousand|nineteen)/i.test(said) && !MONTH_NAMED.test(said)) continue;
      // "Eighty two", "sixty three now": a number alone is an age said beside the date, not a year.
      if (pattern === SPOKEN_DATE && AGE_ALONE.test(said)) continue;
      if (near(match.index)) spans.push({ start: match.index, end: match.index + said.length, type: 'date_of_birth' });
    }
  }
  return spans;
}

function spansOf(text: string, pattern: RegExp, type: IdentifierType, group = 0): IdentifierSpan[] {
  return [...text.matchAll(pattern)].map((match) => {
    const start = match.index + (group === 0 ? 0 : match[0].lastIndexOf(match[group]!));
    return { start, end: start + match[group]!.length, type };
  });
}

/** The identifiers with a shape in `text`; `before`: the line before it, whose question may tell what a number is. */
export function numberedIdentifiers(text: string, before = ''): IdentifierSpan[] {
  // The line before asks for a date of birth ("and his birthday?", "DOB:", "date of birth bataiye"), and gives none.
  const asked = before.trim().split(/(?<=[.?!])\s+/).at(-1) ?? '';
  const cue = [...asked.matchAll(BIRTH_CUES)].at(-1);
  const birthAsked = cue !== undefined && !/\d/.test(asked.slice(cue.index)) && datesOfBirth(asked.slice(cue.index), false).length === 0;
  const spans: IdentifierSpan[] = [
    ...spansOf(text, ABHA_ADDRESS, 'abha_address'),
    ...spansOf(text, EMAIL, 'email').filter((span) => !/@(?:abdm|sbx)$/i.test(text.slice(span.start, span.end))),
    ...spansOf(text, SPOKEN_EMAIL, 'email'),
    ...spansOf(text, PAN, 'pan').filter((span) => /\d/.test(text.slice(span.start, span.end)) && /[a-z]{5}/i.test(text.slice(span.start, span.start + 5))),
    ...spokenPans(text),
    ...datesOfBirth(text, birthAsked),
    ...(recordAsked(before) ? spansOf(text, RECORD_ANSWER, 'mrn').filter((span) => span.end - span.start >= 5).slice(0, 1) : []),
    // "MR 2219047" keeps its prefix only in capitals: "is 98765" is no record.
    ...spansOf(text, LETTERED_RECORD, 'mrn', 1)
      .filter((span) => !/^[A-Za-z]{1,4}\s\d/.test(text.slice(span.start, span.end)) || /^[A-Z]{1,4}\s/.test(text.slice(span.start, span.end)))
      .filter((span) => !amountOrCode(text, span.start, span.end) && !isDate(text.slice(span.start, span.end)))
      .map((span) => withGroupsAfter(text, span)),
    ...spansOf(text, ACRONYM_LETTERED_RECORD, 'mrn', 1),
  ];
  for (const run of digitRuns(text)) {
    const acronymLabel = run.digits.length >= 7 && ACRONYM_LABEL.test(text.slice(Math.max(0, run.start - 24), run.start));
    const found = numberType(text, run, before);
    const type = acronymLabel && found !== 'aadhaar' ? 'mrn' : found;
    if (type) spans.push(type === 'mrn' ? withGroupsAfter(text, { start: run.start, end: run.end, type }) : { start: run.start, end: run.end, type });
  }
  return spans;
}

/** A PIN or ZIP code said just after an address, past its city and state, in figures or words: "… Indiranagar, Bangalore 560038", "… dearborn, four eight one two six". */
export function postalCodesAfter(text: string, addresses: readonly IdentifierSpan[]): IdentifierSpan[] {
  return digitRuns(text)
    .filter((run) => /^(?:\d{5}|\d{6}|\d{9})$/.test(run.digits))
    // Just after the address, or ending it where a cue took the rest of the sentence ("I live at …, four eight one two six").
    .filter((run) => addresses.some((address) => (address.end <= run.start && /^[\sA-Za-z,.-]{0,30}$/.test(text.slice(address.end, run.start))) || (address.start < run.start && run.end === address.end)))
    .map((run) => ({ start: run.start, end: run.end, type: 'postal_code' as const }));
}
