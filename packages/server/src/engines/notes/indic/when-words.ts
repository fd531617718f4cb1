/**
 * The English of words that say when, how often or since when something comes ("at night", "sometimes", "3 times",
 * "since yesterday"): an answer of only these says yes to what was asked, and between a body part and its verb they
 * do not part the two ("the right knee, in the evening, sometimes swells").
 */

/** How often: "sometimes", "3 times", "daily". */
const HOW_OFTEN =
  /^(?:sometimes|often|frequently|occasionally|on and off|daily|always|all the time|regularly|continuously|every time|every day|once|twice|several times|(?:\d+(?:\.\d+)? )?times(?: a (?:day|week|month))?|(?:once|twice) a (?:day|week|month))$/;
/** Since when: "since yesterday", "since this morning". */
const SINCE = /^since (?:yesterday|morning|last night|this morning|then|childhood)$/;
/** When in the day: "at night", "on waking". */
const WHEN = /^(?:at night|in the (?:morning|evening|afternoon)|during the day|on waking|on getting up|morning and night|last night|this morning|yesterday(?: morning| evening)?|today|only)$/;

/** Whether the English says how often or since when (an answer's detail). */
export const saysHowOften = (english: string) => HOW_OFTEN.test(english) || SINCE.test(english);

/** Whether the English says when, how often or since when. */
export const saysWhen = (english: string) => saysHowOften(english) || WHEN.test(english);
