/**
 * What a test is ordered for, as said just after its name, written as a plan writes it: "an ultrasound to rule out
 * any gallstones" → "to rule out gallstones"; "an MRI just to assess if there is any injuries to those ligaments" →
 * "to assess for injuries to the ligaments"; "an A1c just to make sure that we don't have to make any adjustments to
 * your metformin" → "to guide adjustment of metformin". None for a purpose that names nothing ("to see what is going
 * on", "to make sure it's not something else") or one said of something else later in the sentence.
 */
import { cleanSpoken } from '../narrative/spoken-text.js';

/** Where the purpose starts: right after the name, its site ("of the right foot") or "today" between. */
const PURPOSE_START = /^\s*(?:(?:of|on|for)\s+(?:the\s+|your\s+|his\s+|her\s+|both\s+)?(?:[a-z-]+\s+){1,3}?)?(?:(?:today|now|as well)\s+)?(?:just\s+|also\s+)?to\s+(.+)$/i;
/** Where what the purpose names ends. */
const NAMED_ENDS = /\s*,|\s+(?:and|so|now|okay|but|which|that you|that we|how|then|i|we|you|based|because|if)\b/i;
/** What names nothing on its own. */
const NOTHING = /^(?:it|this|that|these|those|nothing|something|anything|everything|what|things?)\b/i;
const MAX_WORDS = 6;

const PURPOSES: readonly [RegExp, (named: string) => string][] = [
  [/^rule out (.+)$/i, (x) => `to rule out ${x}`],
  [/^(?:further )?evaluate(?=\s*(?:,|$)|\s+(?:and|so|okay)\b)/i, () => 'for further evaluation'],
  [/^(?:further )?evaluate (.+)$/i, (x) => `to evaluate ${x}`],
  [/^assess (?:if|whether) there (?:is|are|was|were) (.+)$/i, (x) => `to assess for ${x}`],
  [/^(?:make sure|see if|check (?:that|if)) (?:that )?(?:you|he|she|they) (?:can )?tolerates? (.+)$/i, (x) => `to check tolerance of ${x}`],
  [/^follow up on (.+)$/i, (x) => `to follow up on ${x}`],
  [/^(?:make sure (?:that )?we (?:don't|do not) (?:have|need) to|see if we (?:need|have) to) make (?:any )?adjustments? (?:to|in|of) (.+)$/i, (x) => `to guide adjustment of ${x}`],
  [/^(?:look|check) for (.+)$/i, (x) => `to look for ${x}`],
];

/** What the purpose names, in a note's words: "those ligaments" → "the ligaments", "your metformin" → "metformin". */
function named(said: string): string | undefined {
  const words = said
    .split(NAMED_ENDS)[0]!
    .replace(/^(?:any|some|a|an)\s+/i, '')
    .replace(/^(?:your|his|her|their)\s+/i, '')
    .replace(/\b(?:this|that|those|these|your|his|her|their)\s+(?:the\s+)?/gi, 'the ')
    .replace(/\b(?:any|some)\s+/gi, '')
    .trim();
  if (words === '' || NOTHING.test(words) || words.split(/\s+/).length > MAX_WORDS) return undefined;
  return words;
}

/** The purpose of a test said in the words after its name; none when none is said. */
export function testPurpose(after: string): string | undefined {
  const start = PURPOSE_START.exec(cleanSpoken(after).toLowerCase().replace(/\.$/, ''));
  if (!start) return undefined;
  for (const [pattern, write] of PURPOSES) {
    const said = pattern.exec(start[1]!);
    if (!said) continue;
    if (said[1] === undefined) return write('');
    const what = named(said[1]);
    return what === undefined ? undefined : write(what);
  }
  return undefined;
}
