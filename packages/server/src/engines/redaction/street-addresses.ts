/**
 * Street addresses, Indian and US: a house or flat number and the words to a street, road, nagar, colony, layout or
 * sector ("flat 4b, sai apartments, 12th cross, indiranagar", "221 Baker Street, Springfield"), or whatever follows
 * "lives at", "address is", "resides at" up to the end of the sentence. A city named alone (travel, where a test was
 * done) is no address.
 */
import { ONES, TEENS, TENS } from '../notes/prescription/numbers.js';
import type { IdentifierSpan } from './identifier-types.js';

const STREET_WORD =
  String.raw`(?:street|st|road|rd|lane|ln|avenue|ave|boulevard|blvd|drive|dr|court|ct|way|place|pl|circle|cir|highway|hwy|parkway|pkwy|terrace|nagar|colony|layout|cross|main|sector|block|phase|apartments?|apts?|society|marg|gali|mohalla|chowk|bazaar|bazar|enclave|vihar|puram|palayam|halli|pet|peth|wadi|garden|gardens|residency|towers?|complex|extension|extn|stage|village|taluk|tehsil|district|(?:po|p\.o\.)(?!\s*box)|chawl|basti|wing|floor|building|bldg|heights|quarters|qtrs|baug|bagh|ganj|tola|ward|estate|crescent|trail|pike|alley|route|corner|park)`;
/** A number that opens an address: "221", "12/4", "4b", "flat no. 3", "house number 45", "plot 17", "#12", "old number 12, new number 27". */
const HOUSE = String.raw`(?:(?:old|new)\s+(?:number|no\.?)\s*\d+[a-z]?,?\s+)*(?:(?:(?:old|new)\s+(?=number|no\b)|ward\s+(?=no\b|number)|flat|house|door|plot|apartment|apt|unit|suite|h\.?\s?no|d\.?\s?no|no|room|site|qtr|quarter|lot)\.?(?:\s*(?:no\.?|number|#))?\s*|#\s*)?(?:[a-z]{1,2}-?)?\d+[a-z]?(?:[/-](?:\d+[a-z]?|[a-z]\b))*`;
/** Words of an address between its number and its street word, and of each comma-separated part after it (locality, city); only an abbreviation ends with a full stop ("St.", "No."): "TN 37807. 4410 …", "houston. take …" end the sentence. */
const ADDRESS_WORD = String.raw`(?:[a-z0-9'-]+(?:\.[a-z0-9'-]+)*(?:(?<=(?:^|[\s,(#])[a-z]{1,4})\.)?)`;
/** What stands before a number that is no house's: a currency, a digit group's comma, a bed ("Rs 2,85,000 for the ward", "bed 12, ward 5"), a cot, a counter. */
const NOT_A_HOUSE = String.raw`(?:\b(?:rs|inr|usd|rupees|bed|cot|cabin|counter|window|gate|platform|theatre|ot|opd)\.?\s*(?:no\.?\s*|number\s*|#\s*)?|[\d$₹][,.]?)`;
/** The street words of a place outside a hospital: a room or suite on one of them is a home's or an office's. */
const LOCALITY = /\b(?:street|road|lane|avenue|nagar|colony|chawl|basti|mohalla|gali|society|apartments?|layout|vihar|enclave|village|st|rd|ave|blvd|drive|court)\b/i;
const EVERYDAY_STREET_WORD = new RegExp(String.raw`^[^,]*?\b(?:in|a|an|the|of|to|for|is|and|on|at|this|that|every|per|each|no|one|any|some|my|your|his|her)\s+(?:place|way|court|circle|drive|main|cross|block|phase|stage|complex|extension|estate|wing|floor|building|ward|garden|row)\b`, 'i');
/** What may follow a street's word: a route's number, a direction, a flat ("County Road 12", "Cascade Road SW", "27th Ave, Apt 6"). */
const AFTER_STREET = String.raw`(?:\s+(?:\d+(?:[a-z]+\d*)?|[NSEW]{1,2}\b|(?:north|south)(?:east|west)?\b|east\b|west\b|rear\b|front\b)|,?\s+(?:apt|apartment|unit|suite|ste|flat|#)\.?\s*#?[a-z0-9-]+)*`;
/**
 * A house number, then the street's word in its first part or, past a part of a building ("flat 302, B wing, Sunshine
 * Heights"), its second; then the locality and city after commas.
 */
/** A house number said in words, two words at least ("forty two", "eight fourteen", "twenty two oh five"), before its street. */
const SPOKEN_NUMBER_WORD = `(?:${['zero', 'oh', ...ONES, ...TEENS, ...TENS, 'hundred'].join('|')})`;
const SPOKEN_HOUSE = new RegExp(
  String.raw`\b${SPOKEN_NUMBER_WORD}(?:[\s-]+${SPOKEN_NUMBER_WORD}){1,4}\s+(?:${ADDRESS_WORD}\s+){0,3}${STREET_WORD}\b\.?${AFTER_STREET}(?:,\s*(?:${ADDRESS_WORD}\s+){0,3}${ADDRESS_WORD})*`,
  'gi',
);
const STREET_ADDRESS = new RegExp(
  String.raw`(?<!${NOT_A_HOUSE})\b${HOUSE},?\s+(?:(?:${ADDRESS_WORD}\s+){0,3}${ADDRESS_WORD},\s+)?(?:${ADDRESS_WORD}\s+){0,4}${STREET_WORD}\b\.?${AFTER_STREET}(?:,\s*(?:${ADDRESS_WORD}\s+){0,3}${ADDRESS_WORD})*`,
  'gi',
);
/** A post-office or rural box and its town: "P.O. Box 412, Kohima", "PO Box 88, Mokokchung, Nagaland", "Rural Route 2, Box 14", "HC 61 Box 2240". */
const PO_BOX = /\b(?:p\.?\s?o\.?\s*box|post\s+(?:office\s+)?box|(?:rural route|rr|hc)\s*\d+,?\s*box)\s*#?\s*\d+(?:\s?[A-Z]\b)?(?:,\s*[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2})*/gi;
/**
 * A house said by its number's own label, then its locality and town with no street word: "H.No. 5-9-22/1, Ramkote,
 * Hyderabad", "house number 12, ramkote", "door no. 4, Gandhi Bazaar".
 */
const LABELLED_HOUSE = /\b(?:h\.?\s?no|house\s+(?:no\b|number)|flat\s+(?:no\b|number)|door\s+(?:no\b|number)|d\.?\s?no|plot\s+(?:no\b|number)|qtrs?\.?\s+no|quarter\s+no)\.?\s*[:#]?\s*[A-Za-z]?-?\d+[A-Za-z]?(?:[/-][\dA-Za-z]+)*(?:,\s*[A-Za-z][\w.'-]*(?:\s+[A-Za-z][\w.'-]*){0,3})+/gi;
/** "lives at …", "my address is …": the rest of the sentence (or up to a PIN or phone said after it). */
const ADDRESS_CUED = /\b(?:(?:house|home|flat|residence) is(?=\s+(?:(?:near|opposite|behind|next to|beside|number)\b|no\.?\s|\d))|(?:lives?|living|stays?|staying)(?=\s+(?:near|opposite|behind|next to|beside)\b)|lives? at|living at|resides? at|residing at|(?:home |current |residential |permanent |visit |the |your |my |his |her )?(?<!\b(?:abha|e-?mail|ip|web|mail)\s)address(?: is| still is| still|:)?|staying at|stays? at)\s+(?=[\w#])(?!(?:is|of|for|on|in|to|the patient|and)\b)((?:[^.?!;]|\.(?=\S)|(?<=\b(?:[A-Za-z]{1,2}|no|st|rd|apt))\.)+?)(?=\s*(?:(?<!\b(?:[A-Za-z]{1,2}|no|st|rd|apt))[.?!;](?:\s|$)|[?!;]|$|,?\s*(?:pin|pincode|zip|phone|ph|tel|mobile|and (?:the |my |his |her )?(?:pin|phone|mobile))\b))/gi;

/** The end of an address found by its shape: its last street word, or the locality and city after it, before a PIN. */
function trimmed(text: string, start: number, end: number): number {
  const said = text.slice(start, end);
  // Stop before a word that starts talk again ("and", "since", "for") or a number that is a PIN or phone.
  // A landmark after a comma is a part of the address: "Shantiniketan Society, near Vijay Cross Roads, Ahmedabad".
  const stop = /,?\s+(?:and|but|since|for|so|because|with|which|who|about|around|pin|pincode|zip|phone|mobile|\d{5,})\b|(?<!,)\s+(?:near|opposite|behind)\b/i.exec(said);
  return start + (stop ? stop.index : said.replace(/[,.\s]+$/, '').length);
}

/** A village and its block or taluk, either way round: "from village Kheri, block Sidhauli", "Kolathur village, Hosakote taluk". */
const UNIT = String.raw`(?:block|taluka?|tehsil|mandal|district|post|po|ward)`;
/** The same, with the words of a unit said before its name in a chain of them: "gram …, tehsil …, zila …", "dist. …". */
const CHAINED_UNIT = String.raw`(?:${UNIT}|dist\.?|gram|zila|zilla)`;
/** Words after "village" that name none: "which village are you calling from?", "village is far". */
const NO_PLACE = String.raw`(?:are|is|was|were|you|your|he|she|they|we|i|my|his|her|the|a|and|or|of|in|on|to|from|where|name|head|people|road|school|se|me|mein|ka|ki|ke|hai)`;
const VILLAGE = new RegExp(String.raw`(?<!\b(?:which|what)\s+)\b(?:village|gaon)\s+(?!${NO_PLACE}\b)[A-Za-z][\w-]*(?:,\s*${UNIT}\s+[A-Za-z][\w-]*)*`, 'gi');
/** A place and the taluka, block or district it is in: "from Wadgaon, taluka Maval". */
const PLACE_IN_UNIT = /\b[A-Z][\w-]*,\s*(?:taluka?|tehsil|block|mandal|district|dist\.?)\s+[A-Z][\w-]*(?:,\s*(?:taluka?|tehsil|block|mandal|district|dist\.?)\s+[A-Z][\w-]*)*/g;
/** A house said by its name (`word`), then its locality and town. */
const namedHouse = (word: string) => new RegExp(String.raw`\b[A-Z][\w'-]*\s+(?:${word})(?:,\s*[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2})+`, 'g');
/** As in Kerala and elsewhere: "Kurian Villa, Puthenpurackal, Changanassery". */
const NAMED_HOUSE = namedHouse('Villa|Bhavan|Bhawan|Nivas|Niwas|Nilayam|Sadan|Manzil|Kutir|Cottage|Veedu|Illam');
/**
 * "Kalathiparambil House, Thevara, Kochi", matched apart from the other names: a house word inside another's locality
 * ("Kurian Villa, Near Old Panchayat House, Kottayam") still ends an address of its own.
 */
const KERALA_HOUSE = namedHouse('House');
/**
 * A place and the units it is in, each named after its unit's word, two at least: "Bhandarwadi, post Devrukh, taluka
 * Sangameshwar, district Ratnagiri", "dhani Meghwalon ki, gram Khinwsar, tehsil Khinwsar, zila Nagaur, Rajasthan".
 */
const UNITS_NAMED_AFTER = new RegExp(
  String.raw`(?:\b(?:(?:dhani|wadi|pada|tola|basti|mohalla)\s+[A-Za-z][\w-]*(?:\s+ki)?|[A-Z][\w-]*),\s*)?\b${CHAINED_UNIT}\s+[A-Za-z][\w-]*(?:,\s*${CHAINED_UNIT}\s+[A-Za-z][\w-]*)+(?:,\s*[A-Z][\w-]*)?`,
  'gi',
);
/** A village and the units it is in, each named before its unit's word, in any case: "kothapally village, chityal mandal, nalgonda district". */
const UNITS_NAMED_BEFORE = new RegExp(String.raw`\b[A-Za-z][\w-]*\s+(?:village|gaon)(?:,\s*[A-Za-z][\w-]*\s+${CHAINED_UNIT}\b)+`, 'gi');
const VILLAGE_NAMED_FIRST = new RegExp(String.raw`\b[A-Z][\w-]*\s+(?:village|gaon)\b(?:,\s*[A-Z][\w-]*\s+${UNIT}\b)*`, 'g');
/**
 * Where someone lives or calls from, a place with its capital: "calling from Kottayam", "we stay in Kharar", "we're in
 * Kalihi", "she is at home in Maynardville"; not "she is in Baylor …", where a patient is admitted.
 */
const RESIDENCE = /\b(?:calling from|call(?:ing)? you from|(?:over|up|down|out) in|(?:ASHA|[Aa]sha|ANM|[Ss]arpanch) of|(?:sister|brother|son|daughter|mother|father|mom|dad|wife|husband|aunt|uncle|cousin)s? in|lives? in|living in|stays? in|staying in|resident of|native of|(?:we're|we are|i'm|i am|he's|she's) from|home is in|(?:[Ww]e're|[Ww]e are|[Ii]'m|I am|i am)(?: (?:currently|now|still|right now|back))?(?: at home)? in|(?:[Hh]e's|[Ss]he's|[Hh]e is|[Ss]he is|[Tt]hey're|[Tt]hey are)(?: (?:currently|now|still|right now|back))? at home in|(?:at |back )?home in|(?:place|house|apartment|flat) in|located in|based in|resides? in|residing in|moved to)\s+([A-Z][\w-]*(?:,?\s+[A-Z][\w-]*){0,2}(?:,?\s+(?:near|opposite|behind)\s+[A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,2})?)/g;
/**
 * Where someone lives, said in Hindi: "hum Kanti se hain" (we are from Kanti), "Bhagwanpur mein rehte hain" (live in
 * Bhagwanpur), "ghar Sahebganj mein hai" (the house is in Sahebganj).
 */
const RESIDENCE_HINDI = /\b(?:(?:hum|main|mai|ham)\s+(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)?)\s+se\s+(?:hain|hoon|hu|aaye|aayi|aaya)|(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)?)\s+(?:mein|me)\s+(?:rehte|rehti|rehta|rahte|rahti|rahta)|(?:ghar|makaan|makan)\s+(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)?)\s+(?:mein|me)\s+(?:hai|h))\b/gu;
/** The same cues before a place said in lower case: its word, or two, and the city after a comma. */
const RESIDENCE_LOWER = /\b(?:calling from|(?:over|up|down|out) in|lives? in|living in|stays? in|staying in|resident of|(?:we're|we are|i'm|i am) (?:(?:currently|now|still|right now|back) )?(?:at home )?in|(?:at |back )?home in|located in|moved to|based in|resid(?:e|es|ing) in)\s+([a-z][a-z'-]+(?:\s+[a-z][a-z'-]+)?(?:,\s*(?!(?:and|but|so|the|a|i|we|he|she|it|my|our|since|for|with|now|doctor|sir|madam)\b)[a-z][a-z'-]+)?)(?=\s*[,.?!]|\s*$)/g;
/** A place of care, a title or an acronym, which a residence cue may be followed by and is no address: "calling from Mercy Heart Clinic", "from Dr. Lin's office", "from CVS". */
const NOT_RESIDENCE = /^(?:Dr|Mr|Mrs|Ms|The|Room|Bed|Ward|January|February|March|April|May|June|July|August|September|October|November|December)\b|\b(?:hospital|clinic|pharmacy|health|medical|nursing|centre|center|college|office|labs?|diagnostics|cardiology|insurance)\b/i;
/** A street named without a number: "the house on Ridgewood Avenue", "an apartment on 5th Street". */
const NAMED_STREET = /\b(?:on|at|off|in)\s+((?:(?:[A-Z][\w'-]*|\d+(?:st|nd|rd|th))\s+){1,3}(?:Street|St|Road|Rd|Lane|Avenue|Ave|Boulevard|Blvd|Drive|Court|Terrace|Parkway|Nagar|Colony|Marg|Layout))\b/g;
/** The line before asks where someone lives: "address?", "and your residence?", "which village?". */
export const ADDRESS_ASKED = /\b(?:address|residence|where (?:do|does) (?:you|he|she|they) (?:live|stay)|village|locality)\b[^.!?]*\?\s*$/i;
/** What an answer says before its address: "yes,", "it's", "same,". */
const ANSWER_OPENING = /^(?:(?:yes|yeah|haan|ji|ok|okay|sure|same|it's|it is|its|sir|madam|doctor|we live at|i live at)\b[,.]?\s*)*/i;

/** The street addresses of `text`; `before`, the line before it, may ask for one. */
export function streetAddresses(text: string, before = '', unknownWord: (word: string) => boolean = () => false): IdentifierSpan[] {
  const spans: IdentifierSpan[] = [];
  // In lower case a place is told from talk by its words: no English word opens it ("at home in maryvale, phoenix", not
  // "we're in pain").
  for (const match of text.matchAll(RESIDENCE_LOWER)) {
    const place = match[1]!;
    if (!place.split(/,?\s+/)[0]!.split('-').every(unknownWord)) continue;
    const start = match.index + match[0].lastIndexOf(place);
    spans.push({ start, end: start + place.length, type: 'address' });
  }
  if (ADDRESS_ASKED.test(before)) {
    // The answer is the address, up to a PIN, a phone or the end of its first sentence: "house number 88, Ashok Vihar
    // Phase 2, Delhi 110052."
    const start = ANSWER_OPENING.exec(text)![0].length;
    const end = trimmed(text, start, start + /^(?:[^.?!;]|\.(?=\S)|(?<=\b(?:[A-Za-z]{1,2}|no|st|rd|apt))\.)*/i.exec(text.slice(start))![0].length);
    const said = text.slice(start, end);
    if (/,/.test(said) && /[A-Za-z]{3}/.test(said)) spans.push({ start, end, type: 'address' });
  }
  for (const match of text.matchAll(RESIDENCE_HINDI)) {
    const place = match[1] ?? match[2] ?? match[3]!;
    const start = match.index + match[0].indexOf(place);
    spans.push({ start, end: start + place.length, type: 'address' });
  }
  for (const match of text.matchAll(RESIDENCE)) {
    if (/^[A-Z]{2,}\b/.test(match[1]!) || NOT_RESIDENCE.test(match[1]! + /^(?:\s+[A-Z][\w'-]*)*(?:\s+[a-z]+)?/.exec(text.slice(match.index + match[0].length))![0])) continue;
    const start = match.index + match[0].lastIndexOf(match[1]!);
    spans.push({ start, end: start + match[1]!.length, type: 'address' });
  }
  for (const match of text.matchAll(NAMED_STREET)) {
    const start = match.index + match[0].lastIndexOf(match[1]!);
    spans.push({ start, end: start + match[1]!.length, type: 'address' });
  }
  for (const match of text.matchAll(ADDRESS_CUED)) {
    // "my address changed", "address is same": an address has a number, or parts apart by commas.
    if (!/\d|,/.test(match[1]!)) continue;
    const start = match.index + match[0].lastIndexOf(match[1]!);
    // A PIN or ZIP at its end stays in: postalCodesAfter finds it there, and as a postal code it wins that part ("… Jorhat 785001").
    spans.push({ start, end: start + match[1]!.replace(/[,\s]+$/, '').length, type: 'address' });
  }
  for (const match of text.matchAll(STREET_ADDRESS)) {
    // "5 days", "2 tablets": a count before a street word's lookalike ("main", "block", "place") is not an address; the
    // street word must end the first part.
    if (/^\d+\s+(?:days?|weeks?|months?|years?|times|tablets?|mg|ml|minutes?|mins?|hours?|hrs?|kg|cm|mm|units?|puffs?|drops?|km|miles?|percent)\b/i.test(match[0])) continue;
    // "in 2019, Dr. Okafor": a street's "Dr" or "St" follows the street's name, never the number alone.
    if (/^\d+,?\s+(?:dr|st)\b/i.test(match[0])) continue;
    // A hospital's room is no home's ("room 4, first floor").
    if (/^(?:room|unit|suite)\b/i.test(match[0]) && !LOCALITY.test(match[0])) continue;
    // A street word that is also an everyday word names a street only after the street's own name: "Park Place", "5th
    // Cross", not "the 504 plan is in place", "a 30 minute drive", "2 puffs each way".
    if (EVERYDAY_STREET_WORD.test(match[0])) continue;
    spans.push({ start: match.index, end: trimmed(text, match.index, match.index + match[0].length), type: 'address' });
  }
  for (const pattern of [VILLAGE, VILLAGE_NAMED_FIRST, PLACE_IN_UNIT, UNITS_NAMED_AFTER, UNITS_NAMED_BEFORE, NAMED_HOUSE, PO_BOX, KERALA_HOUSE]) {
    for (const match of text.matchAll(pattern)) spans.push({ start: match.index, end: match.index + match[0].length, type: 'address' });
  }
  for (const match of text.matchAll(SPOKEN_HOUSE)) {
    if (/\b(?:days?|weeks?|months?|years?|times|tablets?|puffs?|drops?|units?|hours?|minutes?)\b/i.test(match[0].slice(0, 40))) continue;
    spans.push({ start: match.index, end: trimmed(text, match.index, match.index + match[0].length), type: 'address' });
  }
  for (const match of text.matchAll(LABELLED_HOUSE)) spans.push({ start: match.index, end: trimmed(text, match.index, match.index + match[0].length), type: 'address' });
  return spans;
}
