/**
 * Whether the drug is prescribed now, already taken ("is on", "already taking", "continue") or to be stopped
 * ("stop", "discontinue", "hold"), and whether the doctor said "continue the same".
 */
import type { MedicationStatus } from '../clinical-model.js';
import { findFirst, findLast, wordsRegex, type Found, type Phrase } from './phrases.js';

const status = (pattern: string | RegExp, value: MedicationStatus): Phrase<MedicationStatus> => ({
  pattern: typeof pattern === 'string' ? wordsRegex(pattern) : pattern,
  value,
});

const PATIENT = String.raw`(?:you|him|her|them|(?:the\s+)?patient)`;
const BAND_KAR = String.raw`band\s+kar(?:o|ein|en|na|\s+do|\s+dein|\s+diya)`;

/** Said before the name. The nearest one counts: "stopped smoking, is on Telma" is on Telma. */
const BEFORE: readonly Phrase<MedicationStatus>[] = [
  status(
    String.raw`(?:is|are|was|were|already|currently|presently)\s+(?:already\s+|currently\s+)?(?:on|taking)|(?:has|have|had|we've|i've|you've|they've)\s+been\s+(?:on|taking|giving\s+${PATIENT}|prescribing\s+${PATIENT})|(?:stay|stays|staying|remain)\s+on|keep\s+(?:on\s+)?taking|(?:was|were|has\s+been|had\s+been)\s+started\s+on|continue[sd]?|continuing|on\s+regular|maintained\s+on`,
    'current',
  ),
  // "k/c/o diabetes on Glycomet": a bare "on" right before the name.
  status(/(?<![\p{L}\p{N}])on\s*$/iu, 'current'),
  status(String.raw`stop(?:ped)?|discontinue[sd]?|hold|withhold|omit|(?<!\b(?:can|could|might|may|eventually|hopefully)\s+)(?:get|getting|take|taking|took)\s+${PATIENT}\s+off(?:\s+of)?|${BAND_KAR}`, 'stopped'),
  status(
    // Longer phrases first: the first alternative that matches is taken ("start him on", not "start").
    // "The only thing I really want you taking is Tylenol."
    String.raw`(?:want|need|like)\s+(?:to\s+want\s+)?${PATIENT}\s+(?:to\s+)?(?:take|taking|use|using|on)|(?:put(?:ting)?|start(?:ing)?)\s+(?:${PATIENT}\s+)?on(?:\s+some)?|(?:switch(?:ed)?|change[sd]?|shift(?:ed)?)\s+(?:over\s+)?to|start(?:ed)?|add(?:ed|ing)?|give|prescribe[sd]?|begin|restart(?:ed)?|resume[sd]?|take|advised?|initiate[sd]?|refill(?:ed|ing)?|renew(?:ed|ing)?`,
    'prescribed',
  ),
];

/**
 * Said after the name: "Ecosprin to be stopped", "Telma 40 continue", "Glycomet chal rahi hai". "Then stop" and
 * "stop if rash" end a course or warn; they do not stop the drug now.
 */
const AFTER: readonly Phrase<MedicationStatus>[] = [
  status(
    String.raw`(?:(?:to\s+be|is|was|has\s+been)\s+)?(?:stopped|discontinued|withheld)(?:\s+it)?|(?:put\s+)?on\s+hold|${BAND_KAR}|(?<!then\s+)(?:stop|discontinue|hold)(?!\s+(?:if|when|after|once|in\s+case|on|till|until|in)\b)`,
    'stopped',
  ),
  status(
    String.raw`(?:to\s+)?continue[sd]?|ongoing|chal\s+rah[aei](?:\s+ha[ie]n?)?|le\s+rah[aei](?:\s+ha[ie]n?|\s+ho)?|chalu\s+rakh(?:o|ein|en|na)`,
    'current',
  ),
  // "Her lisinopril has also been increased up to 10 mg in march": changed before, taken now; not this visit's order.
  status(
    String.raw`(?:has|have|had|was|were)\s+(?:also\s+|already\s+|recently\s+)?(?:been\s+)?(?:increased|decreased|raised|lowered|reduced|adjusted|changed|started|switched|bumped\s+up)`,
    'current',
  ),
];

const CONTINUE_SAME: readonly Phrase<true>[] = [
  {
    pattern: wordsRegex(String.raw`continue\s+(?:with\s+)?(?:the\s+)?same(?:\s+dose)?|same\s+(?:dose\s+)?to\s+continue|continue\s+as\s+before`),
    value: true,
  },
];

/** The status the words before the name say, if any. */
export function statusBefore(text: string): MedicationStatus | undefined {
  // Trimmed, so that "start him on " ends with its phrase as much as with the bare "on".
  return findLast(text.trimEnd(), BEFORE)?.value;
}

export function findStatusAfter(text: string): Found<MedicationStatus> | undefined {
  return findFirst(text, AFTER);
}

export function findContinueSame(text: string): Found<true> | undefined {
  return findFirst(text, CONTINUE_SAME);
}
