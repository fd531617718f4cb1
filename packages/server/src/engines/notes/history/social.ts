/** The words of the social history: smoking, alcohol and other substances, work, exercise, diet. */
export const SOCIAL =
  /\b(?:smok(?:e|es|er|ed|ing)|alcohol|tobacco|gutka|pan masala|marijuana|vap(?:e|es|ing)|beers?|wine|occupation|works? (?:as|at|in|from)|retired|sedentary|exercis(?:e|es|ing)|gym|vegetarian|non-vegetarian)\b/i;
