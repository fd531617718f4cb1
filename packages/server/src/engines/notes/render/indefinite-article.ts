/**
 * "presents with a nonhealing foot ulcer", "for evaluation of a pituitary lesion": a single thing the patient has
 * takes its article where the history presents it; a symptom ("presents with knee pain", "with cough") and plural
 * ("of kidney stones") take none, as notes write them.
 */

/** Nouns of one countable thing a patient presents with, found on the body or in a scan. */
const COUNTABLE =
  'ulcer|lesion|twitch|lump|mass|nodule|cyst|rash|fracture|laceration|wound|bump|growth|tumou?r|polyp|abscess|blister|mole|boil|burn|bite|sting|sprain|strain|tear|spot|hernia';

/** The words that already determine a noun phrase. */
const DETERMINED = /^(?:a|an|the|his|her|their|this|that|one|two|three|several|multiple|some|any|no|another)$/i;

const PRESENTED = new RegExp(
  String.raw`\b(presents (?:with|for evaluation of)|reports) ((?:(?!(?:and|or|with|of|on|in|to|for|after|that|from)\b)[\w-]+ ){0,4}?)(${COUNTABLE})\b(?!s\b|-)`,
  'gi',
);

const articleFor = (word: string) => (/^(?:[aeio]|u(?!ni|s[eu]|r))/i.test(word) ? 'an' : 'a');

/** `text` with "a"/"an" before a single countable thing presented with (`COUNTABLE`) that has no determiner. */
export function withIndefiniteArticles(text: string): string {
  return text.replace(PRESENTED, (said: string, presents: string, before: string, noun: string) => {
    const first = (before.split(' ')[0] ?? '') || noun;
    if (DETERMINED.test(first)) return said;
    return `${presents} ${articleFor(first)} ${before}${noun}`;
  });
}
