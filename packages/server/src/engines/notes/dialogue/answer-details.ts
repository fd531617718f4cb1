/**
 * A patient's short answer as the one detail it gives: a time ("two days ago", "last march"), a duration ("about two
 * years", "since 2012"), a frequency ("twice a week", "every morning"), an amount ("about ten pounds") or a count
 * ("two or three"). The answer is taken as said, without its fillers, its estimate said "about" ("maybe two weeks" →
 * "about two weeks"); one that hedges, denies, says more than the detail or is too long to be only the detail is none.
 */
import { COUNT_NUMBER } from '../prescription/numbers.js';

/** An answer longer than this is more than the detail asked. */
const MAX_ANSWER_WORDS = 8;

// The count words of a short answer, not every number a prescription says: the patterns below nest it many times.
const NUMBER = `(?:${COUNT_NUMBER})`;
/** "three", "two or three", "two to three", "a couple of", "a few". */
const COUNT = String.raw`(?:${NUMBER}(?: (?:or|to) ${NUMBER})?|a|an|(?:a )?couple(?: of)?|a few|several)`;
const APPROXIMATELY = String.raw`(?:(?:about|almost|nearly|over|more than|less than|at least|up to) )?`;
const UNIT_OF_TIME = String.raw`(?:minutes?|hours?|days?|weeks?|months?|years?)`;
const DAY = String.raw`(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)`;
const MONTH = String.raw`(?:january|february|march|april|may|june|july|august|september|october|november|december)`;
/** "2005", "nineteen ninety five", "two thousand and eight". */
const YEAR = String.raw`(?:(?:19|20)\d\d|(?:nineteen|twenty) (?:ten|eleven|twelve|[a-z]+teen|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[ -][a-z]+)?)|two thousand(?: and)?(?: ${NUMBER})?)`;
const ORDINAL = String.raw`(?:\d{1,2}(?:st|nd|rd|th)?|(?:twenty[ -]|thirty[ -])?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|tenth|eleventh|twelfth|(?:thir|four|fif|six|seven|eigh|nine)teenth|twentieth|thirtieth)`;
/** "september first of nineteen ninety five", "january of 2005", "the 5th of may", "2015". */
const DATE = String.raw`(?:${MONTH} ${ORDINAL}(?:,? (?:of )?${YEAR})?|(?:the )?${ORDINAL} of ${MONTH}(?:,? ${YEAR})?|${MONTH}(?:,? (?:of )?${YEAR})?|${YEAR})`;
const SPAN = String.raw`${APPROXIMATELY}${COUNT} ${UNIT_OF_TIME}(?: and a half)?`;
const MOMENT = String.raw`(?:${SPAN} ago|yesterday(?: (?:morning|afternoon|evening))?|today|this (?:morning|afternoon|evening|week|month|year)|last (?:night|week|weekend|month|year|spring|summer|fall|winter|${DAY}|${MONTH})|(?:on )?${DAY}(?: (?:morning|afternoon|evening|night))?|(?:on |in )?${DATE}|in the (?:morning|afternoon|evening)|at (?:night|bedtime)|(?:before|after|with) (?:breakfast|lunch|dinner|meals|bed))`;
const DURATION = String.raw`(?:${SPAN}|since ${MOMENT})`;
const FREQUENCY = String.raw`(?:${APPROXIMATELY}(?:once|twice|once or twice|${COUNT} times) (?:(?:a|an|per) (?:day|night|week|month|year)|every(?: ${NUMBER})? (?:days?|nights?|weeks?|months?|years?))|(?:every|each) (?:day|night|morning|evening|other day|week|month|year|few (?:hours|days|weeks)|${NUMBER} (?:hours|days|weeks|months))|daily|nightly|weekly|monthly)`;
const AMOUNT = String.raw`${APPROXIMATELY}${COUNT} (?:pounds?|lbs?|kilos?|kilograms?|ounces?|cups?|glass(?:es)?|bottles?|liters?|litres?|cans?|pills?|tablets?|units?|puffs?|teaspoons?|tablespoons?|servings?|milligrams?|mg|micrograms?|mcg|miles?|blocks?|hours?|minutes?)`;

const whole = (pattern: string) => new RegExp(`^${pattern}$`);
/** What each kind of question asks for, as the whole of an answer. */
export const DETAIL = { moment: whole(MOMENT), duration: whole(DURATION), frequency: whole(FREQUENCY), amount: whole(AMOUNT) } as const;
const COUNTED = new RegExp(`^(${APPROXIMATELY}${COUNT})(?: (.+))?$`);

/** Words an answer opens with that say nothing: "uh, two days ago", "like a month ago", "I'd say about a week". */
const OPENING = /^(?:(?:uh|um|umm|hmm|oh|well|okay|ok|so|yeah|yes|yep|gosh|like|i'd say|i would say)\b[\s,.]*)+/;
/** "It was about a year ago", "it's been two weeks": the answer's subject is the question's, its words only the detail. */
const POINTS_BACK = /^(?:it|that|this)(?:'s been| has been|'s| is| was) /;
/** "Maybe two weeks", "probably ten pounds": an estimate, as a note says it. */
const ESTIMATE = /^(?:maybe|probably|roughly|approximately|around|about)\s+/;
/** The patient not knowing, or answering with something else than the detail. */
const UNSURE = /\b(?:i (?:do ?n'?t|do not) (?:know|remember|recall)|not sure|no idea|i think|i guess|i believe|hard to say|can'?t (?:remember|say)|depends|it varies|or something)\b/;
const NONE = /^(?:no|nope|not|never|none|nothing|neither|both|either)\b/;

/** The text as compared: lower case, straight quotes, no space before a mark, "300's" as "300s". */
export const normalized = (text: string) =>
  text
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/\s+([,.?!])/g, '$1')
    .replace(/(\d)'s\b/g, '$1s')
    .replace(/\s+/g, ' ')
    .trim();

/** The answer as the detail it gives, undefined when it hedges, denies or is too long to be only a detail. */
export function shortAnswer(answer: string): string | undefined {
  const said = normalized(answer).replace(/[.!?,;\s]+$/, '').replace(OPENING, '').replace(POINTS_BACK, '').replace(/,? now$/, '');
  if (said === '' || UNSURE.test(said) || NONE.test(said) || said.split(' ').length > MAX_ANSWER_WORDS) return undefined;
  // "two weeks or so" is about two weeks.
  const estimated = / or so$/.test(said) ? `about ${said.replace(/ or so$/, '')}` : said;
  return estimated.replace(ESTIMATE, 'about ').replace(/^about about /, 'about ');
}

/** The count an answer gives and what it counts, if said: "two or three" → ["two or three"], "three times" → ["three", "times"]. */
export function countSaid(said: string): [count: string, counted: string | undefined] | undefined {
  const count = COUNTED.exec(said);
  return count ? [count[1]!, count[2]] : undefined;
}
