/**
 * Orders the doctor would consider if the illness takes a certain course ("if your symptoms continue, we'll talk about
 * further imaging"; "if it doesn't get better we can consider a steroid injection"), as a plan writes them: "Consider
 * further imaging if symptoms persist". An order made now, one offered at the patient's wish ("if you want"), or one
 * under a condition that is no course of the illness, is none.
 */
import { cleanSpoken } from '../narrative/spoken-text.js';
import { NOT_BETTER } from './contact.js';

/** What a contingent plan orders: a test, a procedure, a referral, a treatment. */
const ORDER_NOUN =
  /\b(?:imaging|mri|ct|cat scan|x-?rays?|ultrasound|injections?|shot|surgery|procedure|intervention|referral|physical therapy|therapy|biopsy|endoscopy|colonoscopy|labs?|blood work|steroids?)\b/i;
/** "We'll talk about", "we can consider", "we're going to have to do": the doctor would take it up then. */
const WOULD_CONSIDER = String.raw`\b(?:we|i)(?:'ll| will| can| could| may| might| would|'d|'re gon na|'re going to| are going to)(?:\s+(?:have to|need to|want to|probably|possibly|then|just))*\s+(?:talk about|consider|discuss|think about|look at|look into|get|order|do|try|proceed with|go ahead with)\s+(?:doing\s+|getting\s+)?`;
/** Where the order's words end. */
const ORDER_ENDS = String.raw`(?=\s*(?:[,.;?!]|$)|\s+(?:at that (?:time|point)|okay|and then|so|if|but)\b)`;
const IF_THEN = new RegExp(String.raw`\bif\s+(.{3,60}?)\s*,?\s*(?:then\s+)?${WOULD_CONSIDER}(.{2,70}?)${ORDER_ENDS}`, 'i');
const THEN_IF = new RegExp(String.raw`${WOULD_CONSIDER}(.{2,70}?)\s+if\s+(.{3,60}?)(?=\s*(?:[,.;?!]|$)|\s+(?:okay|and|so|but)\b)`, 'i');

const NOT_IMPROVING = new RegExp(String.raw`\b${NOT_BETTER}`, 'i');

/** "(to see if those bones have realigned and) if they haven't": the course checked for, which has not come. */
const NOT_AS_HOPED = /^(?:they|it|those|these)\s+(?:have|has)\s*(?:n'?t|\s+not)$/i;
const CHECKED_FOR = /\bsee\s+if\s+(?:the\s+|those\s+|these\s+|your\s+)?(?!(?:it|they|those|these|that|this)\b)([a-z]+)\s+(have|has)\s+([a-z]+(?:ed|en))\b/i;

/**
 * The course of the illness a condition names, as a plan words it; none for any other condition ("if you want").
 * `before` is what the sentence said before the condition.
 */
function courseWords(condition: string, before: string): string | undefined {
  const said = condition.toLowerCase();
  const checked = NOT_AS_HOPED.test(said.trim()) ? CHECKED_FOR.exec(before) : null;
  if (checked) return `the ${checked[1]!.toLowerCase()} ${checked[2]!.toLowerCase()} not ${checked[3]!.toLowerCase()}`;
  if (NOT_IMPROVING.test(said)) return 'not improving';
  if (/\b(?:continue|continues|persist|persists|keep(?:s)? (?:going|happening|coming back))\b/.test(said)) return 'symptoms persist';
  if (/\b(?:gets? worse|getting worse|worsens?|worsening)\b/.test(said)) return 'worsening';
  return undefined;
}

/** An order as a plan names it, without the hedges of speech: "MRI", "CT", "a steroid injection". */
const orderWords = (order: string) =>
  order
    .replace(/\b(?:possibly|maybe|probably|perhaps|potentially)\s+/gi, '')
    .trim()
    .replace(/\b(?:mri|ct)\b/gi, (abbreviation: string) => abbreviation.toUpperCase())
    .replace(/\b(?:your|his|her)\b/gi, 'the');

/** The contingent orders of one of the doctor's sentences. */
export function contingentOrders(sentence: string): string[] {
  const text = cleanSpoken(sentence);
  const ifThen = IF_THEN.exec(text);
  const thenIf = ifThen ? null : THEN_IF.exec(text);
  const [condition, order] = ifThen ? [ifThen[1]!, ifThen[2]!] : thenIf ? [thenIf[2]!, thenIf[1]!] : [];
  if (condition === undefined || order === undefined || !ORDER_NOUN.test(order)) return [];
  // "(see) if those bones have realigned and if they haven't": the condition is the last "if"'s.
  const [, earlier = '', own = condition] = /^(.*)\bif\s+(.+)$/is.exec(condition) ?? [];
  const course = courseWords(own, `${text.slice(0, (ifThen ?? thenIf)!.index)} if ${earlier}`);
  return course ? [`Consider ${orderWords(order)} if ${course}`] : [];
}
