/**
 * What the patient is told about staying in touch, as a note writes it: when to call ("call us if you have any
 * questions or worsening symptoms" → "Call the clinic for questions or worsening symptoms"; "if it doesn't get
 * better, call us" → "Call the clinic if not improving"), that the clinic will call with the results, and follow-up
 * as needed. The interval of a return visit is the follow-up's (follow-up.ts).
 */
import { cleanSpoken } from '../narrative/spoken-text.js';

const WHO = String.raw`(?:me|us|the office|the clinic|the nurse|your (?:doctor|pcp|primary care(?: doctor| physician)?))`;
/** "call us if you have any questions or worsening symptoms", "please call if you think of any questions". */
const CALL_IF = new RegExp(
  String.raw`\b(?:call|contact|message|reach out to|let ${WHO} know)(?: ${WHO})?(?: back)? if (?:you|he|she|they|the \w+|it|things?) ?(?:have|has|get|gets|notice|notices|develop|develops|experience|experiences|are having|is having|think of|start having|start|starts|become|becomes)? ?(?:any |a |an )?((?:[\w'-]+\s?){1,6}?)(?=\s*(?:[,.;!?]|$)|\s(?:okay|alright|and (?:we|i)|so)\b)`,
  'i',
);
/** "if it doesn't get better, … call us", "call us if it's not improving": to call if it does not improve. */
const NOT_IMPROVING = /\bif (?:(?:it|this|that|the \w+|things?)(?:'s| is)?|(?:you|he|she|they)(?:'re| are| is)?) (?:does ?n't|does not|do ?n't|do not|is ?n't|is not|are ?n't|'s not|are not|not)\s+(?:get(?:ting)? better|improv\w*|feel(?:ing)? better|resolv\w*|go(?:ing)? away)\b/i;
/** The words an instruction to call opens after: "please call …", "…, and call us if …", "you can call …" (not "my daughter will call"). */
const TOLD_TO = /(?:^|[,.;]|\b(?:please|just|you can|you should|you could|you'll|you will|you need to|feel free to|make sure to|make sure you|be sure to|and|so|then|or|go ahead and|don't hesitate to))\s*$/i;
const CALLS = /\b(?:call|contact|come (?:on )?back|return|let (?:me|us) know)\b/i;
/** "if your symptoms get worse, give me a call", "if the swelling worsens, call us": what to call about. */
const WORSENS = /\bif (?:your |the |his |her )?((?:[a-z]+\s){0,2}?[a-z]+) (?:gets? worse|worsens?|is worse|are worse|gets? any worse)\b/i;
/** "I'll call you with the results", "I'm going to be in touch with you after we get your test results". */
const WITH_RESULTS = /\b(?:i'll|i will|we'll|we will|i'm (?:gon na|going to)|i am going to|we're (?:gon na|going to))\s+(?:(?:call|contact|message) (?:you|him|her)|be in touch|get in touch|let (?:you|him|her) know|follow up|reach out)\b.*\bresults?\b/i;
const AS_NEEDED = /\bfollow[- ]?up (?:with (?:me|us) )?(?:as needed|prn|if needed)\b|\bcome back (?:as needed|if needed)\b/i;

/** The contact instructions of one of the doctor's sentences. */
export function contactInstructions(sentence: string): string[] {
  const text = cleanSpoken(sentence);
  const out: string[] = [];
  const callIf = CALL_IF.exec(text);
  const worsens = WORSENS.exec(text);
  if (NOT_IMPROVING.test(text) && CALLS.test(text)) out.push('Call the clinic if not improving');
  else if (worsens && CALLS.test(text.slice(worsens.index + worsens[0].length))) out.push(`Call the clinic if ${worsenWords(worsens)}`);
  else if (callIf && TOLD_TO.test(text.slice(0, callIf.index)) && !/\b(?:i|me|my|we|us|need|want|anything|something|else)\b/i.test(callIf[1]!)) out.push(`Call the clinic for ${callIf[1]!.trim().replace(/\b(?:your|his|her|their)\b/gi, 'the')}`);
  if (WITH_RESULTS.test(text)) out.push('The clinic will contact the patient with the results');
  if (AS_NEEDED.test(text)) out.push('Follow up as needed');
  return out;
}

/** "symptoms worsen", "the swelling worsens": what the patient calls about, as the note words it. */
function worsenWords(match: RegExpExecArray): string {
  const what = match[1]!.toLowerCase();
  if (/^(?:it|this|that|things?)$/.test(what)) return 'worsening';
  return /s$/.test(what) && !/ss$/.test(what) ? `${what} worsen` : `the ${what} worsens`;
}
