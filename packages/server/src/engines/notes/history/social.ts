/** The words of the social history: smoking, alcohol and other substances, work, exercise, diet. */
export const SOCIAL =
  /\b(?:smok(?:e|es|er|ed|ing)|alcohol|tobacco|cigarettes?|cigars?|gutka|pan masala|marijuana|vap(?:e|es|ing)|beers?|wine|coffee|caffeine|occupation|works? (?:as|at|in|from)|does (?:\w+ )?work|retired|student|housewife|homemaker|sedentary|exercis(?:e|es|ing)|gym|vegetarian|non-vegetarian)\b/i;

/** Sports and pastimes: "he plays basketball on the weekends", "she goes hiking every summer". */
const PASTIME =
  /\b(?:ski(?:s|ing)?|swim(?:s|ming)?|hik(?:e|es|ing)|golf(?:s|ing)?|tennis|basketball|football|soccer|baseball|softball|volleyball|hockey|yoga|pilates|jog(?:s|ging)?|cycling|bik(?:es|ing)|lift(?:s|ing)? weights|weight ?lifting|dancing|gardening)\b/i;

/**
 * A pastime as a habit ("every summer", "on the weekends", "for fun", "likes to"): "he was playing tennis" or "she can't
 * ski" tells the complaint's story, not the social history.
 */
const HABIT = /\b(?:every|each|times a (?:day|week|month)|twice a|once a|on (?:the )?weekends|regularly|usually|often|for fun|likes? to|loves? to|enjoys?)\b/i;

/** An injury told with the pastime it happened in ("I ski every winter and I fell") is the complaint's history, not social. */
const INJURY = /\b(?:fell|fall(?:s|ing)?|hurt|injur\w*|pop(?:ped)?|twist\w*|sprain\w*|pain\w*|sore|swell\w*|slipp?\w*|tripp?\w*|land(?:ed|ing)?|collid\w*|crash\w*|hit)\b/i;

/** A pastime said as kept up by its own words: "she runs 5-6 miles a day", "he is an avid runner". */
const KEPT_UP = /\bruns? (?:about |approximately |around |over )?[\d-]+ (?:to [\d]+ )?miles? (?:a|per|every) (?:day|week)\b|\b(?:an?|big|avid) (?:runner|golfer|skier|swimmer|cyclist|hiker)\b/i;

/** Whom the patient lives with, marriage and children: "he has been married for 25 years", "she has a son who is nine". */
const HOUSEHOLD =
  /\b(?:married|divorced|widow(?:ed|er)?|lives (?:alone|with|by (?:himself|herself))|living (?:alone|with)|roommates?|(?:has|have) (?:a |an |one |two |three |four |\d+ )?(?:sons?|daughters?|kids|children|grandchildren|grandkids)\b(?! (?:drove|took|brought|called|noticed|helped|made|said|told))|(?:son|daughter|child|kid) (?:also )?who is)\b/i;

/**
 * Whether a statement belongs to the social history: substances, work, exercise, diet, household, or a pastime the
 * patient keeps up.
 */
export const isSocial = (text: string) => SOCIAL.test(text) || HOUSEHOLD.test(text) || KEPT_UP.test(text) || (PASTIME.test(text) && HABIT.test(text) && !INJURY.test(text));
