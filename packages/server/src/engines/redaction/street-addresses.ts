/**
 * Street addresses, Indian and US: a house or flat number and the words to a street, road, nagar, colony, layout or
 * sector ("flat 4b, sai apartments, 12th cross, indiranagar", "221 Baker Street, Springfield"), or whatever follows
 * "lives at", "address is", "resides at" up to the end of the sentence. A city named alone (travel, where a test was
 * done) is no address.
 */
import type { IdentifierSpan } from './identifier-types.js';

const STREET_WORD =
  String.raw`(?:street|st|road|rd|lane|ln|avenue|ave|boulevard|blvd|drive|dr|court|ct|way|place|pl|circle|cir|highway|hwy|parkway|pkwy|terrace|nagar|colony|layout|cross|main|sector|block|phase|apartments?|apts?|society|marg|gali|mohalla|chowk|bazaar|bazar|enclave|vihar|puram|palayam|halli|pet|peth|wadi|garden|gardens|residency|towers?|complex|extension|extn|stage|village|taluk|tehsil|district|po|p\.o\.|chawl|basti|nagar)`;
/** A number that opens an address: "221", "12/4", "4b", "flat no. 3", "house number 45", "plot 17", "#12". */
const HOUSE = String.raw`(?:(?:flat|house|door|plot|apartment|apt|unit|suite|h\.?\s?no|d\.?\s?no|no|room|site)\.?(?:\s*(?:no\.?|number|#))?\s*|#\s*)?(?:[a-z]{1,2}-?)?\d+[a-z]?(?:[/-]\d+[a-z]?)*`;
/** Words of an address between its number and its street word, and of each comma-separated part after it (locality, city). */
const ADDRESS_WORD = String.raw`(?:[a-z0-9'.-]+)`;
const STREET_ADDRESS = new RegExp(
  String.raw`\b${HOUSE},?\s+(?:${ADDRESS_WORD}\s+){0,4}${STREET_WORD}\b\.?(?:,\s*(?:${ADDRESS_WORD}\s+){0,3}${ADDRESS_WORD})*`,
  'gi',
);
/** "lives at …", "my address is …": the rest of the sentence (or up to a PIN or phone said after it). */
const ADDRESS_CUED = /\b(?:lives? at|living at|resides? at|residing at|(?:home |current |residential |permanent |visit |the |your |my |his |her )?(?<!\b(?:abha|e-?mail|ip|web|mail)\s)address(?: is| still is| still|:)?|staying at|stays at)\s+(?=[\w#])(?!(?:is|of|for|on|in|to|the patient|and)\b)((?:[^.?!;]|\.(?=\S)|(?<=\b(?:[A-Za-z]{1,2}|no|st|rd|apt))\.)+?)(?=\s*(?:(?<!\b(?:[A-Za-z]{1,2}|no|st|rd|apt))[.?!;](?:\s|$)|[?!;]|$|,?\s*(?:pin|pincode|zip|phone|ph|tel|mobile|and (?:the |my |his |her )?(?:pin|phone|mobile))\b))/gi;

/** The end of an address found by its shape: its last street word, or the locality and city after it, before a PIN. */
function trimmed(text: string, start: number, end: number): number {
  const said = text.slice(start, end);
  // Stop before a word that starts talk again ("and", "since", "for") or a number that is a PIN or phone.
  const stop = /,?\s+(?:and|but|since|for|so|because|with|which|who|near|opposite|behind|pin|pincode|zip|phone|mobile|\d{5,})\b/i.exec(said);
  return start + (stop ? stop.index : said.replace(/[,.\s]+$/, '').length);
}

/** A village and its block or taluk: "from village Kheri, block Sidhauli". */
const VILLAGE = /\b(?:village|gaon)\s+[A-Za-z][\w-]*(?:,\s*(?:block|taluk|tehsil|mandal|district|post|po)\s+[A-Za-z][\w-]*)*/gi;

/** The street addresses of `text`. */
export function streetAddresses(text: string): IdentifierSpan[] {
  const spans: IdentifierSpan[] = [];
  for (const match of text.matchAll(ADDRESS_CUED)) {
    // "my address changed", "address is same": an address has a number, or parts apart by commas.
    if (!/\d|,/.test(match[1]!)) continue;
    const start = match.index + match[0].lastIndexOf(match[1]!);
    spans.push({ start, end: start + match[1]!.replace(/[,\s]+$/, '').length, type: 'address' });
  }
  for (const match of text.matchAll(STREET_ADDRESS)) {
    // "5 days", "2 tablets": a count before a street word's lookalike ("main", "block", "place") is not an address; the
    // street word must end the first part.
    if (!new RegExp(String.raw`\b${STREET_WORD}\b`, 'i').test(match[0]) || /^\d+\s+(?:days?|weeks?|months?|years?|times|tablets?|mg|ml)\b/i.test(match[0])) continue;
    spans.push({ start: match.index, end: trimmed(text, match.index, match.index + match[0].length), type: 'address' });
  }
  for (const match of text.matchAll(VILLAGE)) spans.push({ start: match.index, end: match.index + match[0].length, type: 'address' });
  return spans;
}
