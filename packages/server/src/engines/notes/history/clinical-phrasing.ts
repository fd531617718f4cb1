/**
 * The patient's everyday words as a history writes them: "a little bit better" → "slightly better", "a couple of
 * days back" → "2 days ago", "his knees were killing him" → "his knees were very painful". Applied to a statement
 * already in the third person; the phrases are those the ACI-BENCH train split's reference notes rewrite.
 */
import { thirdPerson, withCalendarNamesCapitalised } from '../narrative/spoken-text.js';
import { COUNT_NUMBER, parseNumber } from '../prescription/numbers.js';
import { withYearsInDigits } from '../narrative/spoken-years.js';

const SYMPTOM = String.raw`(?:pain|stress|trouble|swelling|discomfort|difficulty|anxiety|fatigue|bleeding|nausea|congestion|soreness|stiffness|weakness)`;
const STATE = String.raw`(?:better|worse|more|less|higher|lower|high|low|sore|swollen|stiff|tender|off|nauseated|dizzy|lightheaded|numb|tired|short of breath|red|warm|hot|itchy|bruised|painful)`;

const PHRASES: readonly [RegExp, string | ((said: string, ...groups: string[]) => string)][] = [
  [/\bout of breath\b/gi, 'short of breath'],
  // "She lays down", "he was laying in bed": the patient lies down; laying is of something put down.
  // ("He lay down for an hour" is the past of lying down, as said.)
  [/\b(lays|laying)(?=\s+(?:down|flat|in bed|on (?:his|her|their) (?:back|side|stomach|left|right))\b)/gi, (said: string) => (said.toLowerCase() === 'lays' ? 'lies' : 'lying')],
  // "The problem is he is …": the teller's frame, not the history's.
  [/^the (?:problem|issue|thing) is (?:that )?(?=(?:he|she|the patient)\b)/i, ''],
  // "He is either constipated or have diarrhea": the second verb agrees with the patient too.
  [/\b((?:he|she|the patient) (?:is|was) either [^,.;]+? or )have\b/gi, '$1has'],
  // "Four kilos I lost in two months": the amount said first.
  [
    new RegExp(String.raw`^(${COUNT_NUMBER}|a few|a couple of)\s+(kilos?|kgs?|kilograms?|pounds?|lbs?)\s+(he|she|the patient)\s+(lost|gained|has lost|has gained)\b`, 'i'),
    (_said: string, amount: string, unit: string, who: string, verb: string) => `${who.charAt(0).toUpperCase()}${who.slice(1)} ${verb} ${parseNumber(amount) ?? amount} ${unit}`,
  ],
  [/\bnauseous\b/gi, 'nauseated'],
  // A pressure read out as said, "180 over 95", as a note writes it.
  [/\b(\d{2,3}) over (\d{2,3})\b/g, '$1/$2'],
  // "Like" before a count is "about": "i take like two ibuprofen a day".
  [/\blike (?:a |an )?(?=(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple|several|half)\b)/gi, 'about '],
  // "My symptoms start the days that I'm unloading hay": on days when.
  [/\b(?:on )?the days (?:that|when)\b/gi, 'on days when'],
  // "Try and stay away from junk food" is "try to".
  [/\b(try|tries|tried|trying) and (?=\w)/gi, '$1 to '],
  // How often, said as a phrase whose "and" would otherwise part two clauses.
  // "A beer here and there every day": a beer or so daily, not occasionally.
  [/\bhere and there\s+(?:every\s?day|daily)\b/gi, 'daily'],
  [/\b(?:every\s+)?(?:now and then|once in a while|here and there)\b/gi, 'occasionally'],
  // "The er", "the ed": the emergency room or department, named; "was in the emergency room", seen there.
  [/\bthe er\b/gi, 'the emergency room'],
  [/\bthe ed\b/gi, 'the emergency department'],
  [/\b(was|were) in the (emergency room|emergency department)\b/gi, '$1 seen in the $2'],
  [/\b(?:it|that)'s been\b/gi, 'it has been'],
  [/\b(?:it|that)'s\b/gi, 'it is'],
  [/(\w)'s (been|gone|gotten|got)\b/gi, '$1 has $2'],
  // "A little bit of a cough": a symptom counted as one keeps its article.
  [/\ba (?:little|tiny) bit of an? (?=(?:cough|headache|rash|fever|cold|sore throat|runny nose|burning|limp|tremor)\b)/gi, 'a slight '],
  [new RegExp(String.raw`\ba (?:little|tiny) bit of (?:an? )?(?=${SYMPTOM}\b)`, 'gi'), 'slight '],
  // "Were swelling a little bit": a symptom that went on slightly.
  [/\b(swelling|hurting|aching|bleeding|itching|burning|throbbing|improving|worsening) a (?:little|tiny) bit\b/gi, '$1 slightly'],
  // "short of breath a little bit" is slightly short of breath.
  [new RegExp(String.raw`\b(${STATE}) a (?:little|tiny) bit\b`, 'gi'), 'slightly $1'],
  [new RegExp(String.raw`\ba (?:(?:little|tiny)(?: bit)?|bit) (?=${STATE}\b)`, 'gi'), 'slightly '],
  [new RegExp(String.raw`\ba lot of (?=${SYMPTOM}\b)`, 'gi'), 'significant '],
  // "A lot of sprains", "lots of injuries": many of a thing counted.
  [/\b(?:a lot of|lots of) (?=(?:injuries|sprains|fractures|infections|episodes|falls|surgeries|procedures|attacks|flares|migraines|headaches|blisters)\b)/gi, 'multiple '],
  [/\ba couple (?:of )?times\b/gi, 'twice'],
  [/\ba couple (?:of )?(?=(?:days|weeks|months|years|hours)\b)/gi, '2 '],
  [/\b(\d+|a few|several) (days|weeks|months|years) back\b/gi, '$1 $2 ago'],
  [/\bpretty much\b/gi, 'mostly'],
  [/\bpretty (?=\w)/gi, ''],
  [/\ba bunch of\b/gi, ''],
  [/\bevery (?:single )?day\b/gi, 'daily'],
  [/\bevery once in a while\b/gi, 'occasionally'],
  [/\bdoing good\b/gi, 'doing well'],
  // "She is a big golfer": a pastime kept up, as a note says it.
  [/\ba big (runner|golfer|skier|swimmer|cyclist|hiker|walker|reader)\b/gi, 'an avid $1'],
  // "She did have her tubes tied": the emphatic past, as a note says it.
  [/\b(he|she|the patient) did have\b/gi, '$1 had'],
  // A note writes no contractions: "hasn't" → "has not", "can't" → "cannot".
  [/\bcan't\b/gi, 'cannot'],
  [/\bwon't\b/gi, 'will not'],
  [/\b(has|have|had|does|do|did|is|are|was|were|could|would|should)n't\b/gi, '$1 not'],
  [/\b(has|have|had) not been able to\b/gi, '$1 been unable to'],
  [/\b(is|are|was|were) not able to\b/gi, '$1 unable to'],
  [/\bmeds\b/gi, 'medications'],
  // "She even bought a brace": the surprise of "even" is the teller's, not the note's.
  [/\b(he|she|the patient) even\b/gi, '$1'],
  [/\bkids\b/gi, 'children'],
  [/\b(was|were|is|are|has been|have been) killing (?:him|her|them)\b/gi, '$1 very painful'],
  // Weight put on a leg is weight borne; ice put on a part is ice applied.
  [/\bput (?:any |some )?weight(?: on (?:it|that|the \w+|(?:his|her|their) \w+))?/gi, 'bear weight'],
  [/\bputting (?:any |some )?weight(?: on (?:it|that|the \w+|(?:his|her|their) \w+))?/gi, 'bearing weight'],
  [/\bputting (?:some )?ice(?: on (?:it|that|the \w+|(?:his|her|their) \w+))?/gi, 'applying ice'],
  [/\b(?:put|laid|placed) (?:some )?(ice|heat)(?: on (?:it|that|the \w+|(?:his|her|their) \w+))?/gi, 'applied $1'],
  // "Started seeing this new cardiologist": one not named before, "a new" one.
  [/\b(?:this|that) new\b/gi, 'a new'],
  // "about 45 minutes or so" is "about 45 minutes".
  [/\b(about|around|approximately) ([^,.;]{1,20}?) or so\b/gi, '$1 $2'],
  // Everyday words for what a history names clinically: "got diagnosed", "passed out", "threw up", "out of breath".
  [/\bgot diagnosed\b/gi, 'was diagnosed'],
  // "Fell down" is a fall; "fell down the stairs" says where.
  [/\bfell down\b(?!\s+(?:(?:the|a|an|some|his|her|their)\s+(?!patient\b)|stairs\b|steps\b))/gi, 'fell'],
  [/\b(never) passed out in (?:his|her|their) (?:whole |entire )?life\b/gi, '$1 lost consciousness'],
  [/\bpassed out\b/gi, 'lost consciousness'],
  [/\bpassing out\b/gi, 'losing consciousness'],
  [/\bthrew up\b/gi, 'vomited'],
  [/\bthrowing up\b/gi, 'vomiting'],
  [/\bthrow up\b/gi, 'vomit'],
  [/\b(had|has|have|having) a pain in (?:his|her|their|the) (chest|back|neck|head|side|arm|leg|knee|shoulder|hip|foot|hand)\b/gi, '$1 $2 pain'],
  [/\b(?:an? )?(?:tummy|belly|stomach) ?(?:pain|ache)\b/gi, 'abdominal pain'],
  [/\bpeeing\b/gi, 'urinating'],
  [/\bout of sorts\b/gi, 'unwell'],
  [/\b(?:getting )?fed up with\b/gi, 'frustrated with'],
  [/\b(has|have) got\b/gi, '$1'],
  [/\b(eat|eats|ate|eating) out a lot\b/gi, '$1 restaurant meals frequently'],
  [/\bgive blood\b/gi, 'donate blood'],
  [/\bgave blood\b/gi, 'donated blood'],
  [/\bfor the longest time\b/gi, 'for a long time'],
];

/** "five to 6 years ago", "two or three times": a range of a count, written in figures ("5-6 years ago"). */
const RANGE = new RegExp(String.raw`\b(${COUNT_NUMBER}) (?:to|or) (${COUNT_NUMBER})(?= (?:days|weeks|months|years|hours|minutes|times)\b)`, 'gi');
const figure = (said: string) => String(parseNumber(said) ?? said);

/**
 * The emphatic "he does exercise in the morning", said as "he exercises in the morning"; "does" before a gerund or a
 * kind of work is the verb itself ("she does gardening", "he does yard work").
 */
const EMPHATIC_DOES =
  /\b(he|she|the patient) does (?!(?:not|n't|have|get|it|that|this|the|a|an|he|she|they|his|her|their|so|too|well|what|which|when|like|really|now|there|here|okay|yes|no|that's|the patient)\b|\w+ing\b|\w+ work\b)([a-z]+)\b(?!')/gi;

export function inClinicalWords(statement: string): string {
  let out = withCalendarNamesCapitalised(withYearsInDigits(statement));
  // The two calls are one to the reader; TypeScript picks String.replace's overload by the type of `written`.
  for (const [pattern, written] of PHRASES) out = typeof written === 'string' ? out.replace(pattern, written) : out.replace(pattern, written);
  return out
    .replace(EMPHATIC_DOES, (_match, who: string, verb: string) => `${who} ${thirdPerson(verb)}`)
    .replace(RANGE, (_match, from: string, to: string) => `${figure(from)}-${figure(to)}`)
    .replace(/\s{2,}/g, ' ')
    .trim();
}
