/**
 * The test an ambient scribe is asked to display: "hey dragon, show me the lyme titer", "show me the right knee
 * x-ray". The doctor reads the result out in the sentences that follow ("your lyme titer is a little elevated"),
 * so the command names the test those findings belong to, even when the lexicon has no entry for it.
 */
const SHOW_ME = /\bshow me (?:the |my |your |his |her |their )?(.+?)\s*[.?!,]*\s*$/i;
/** Words that make the rest of the command not a test: "show me where it hurts", "show me how you walk". */
const NOT_A_TEST = /^(?:where|how|what|which|when|if|that|this|it|you|again|here|there|vitals?|vital signs|blood pressures?|bp|pulse|temperature|weight|oxygen)\b/i;
const MAX_WORDS = 5;
/** Abbreviations clinicians write in capitals: "pfts" → "PFTs". */
const ABBREVIATION = /\b(pft|ekg|ecg|eeg|emg|mri|ct|cbc|bmp|cmp|tsh|psa|ldl|hdl|bnp|ana|esr|crp|dexa|ua)(s?)\b/gi;

/** The doctor going over the images taken before the visit: "a review of the diagnostic imaging that you had". */
const IMAGING_REVIEWED = /\b(?:review(?:ed|ing)?|go(?:ing)? over|look(?:ed|ing)? at)\s+(?:of\s+)?(?:the|your)\s+(?:diagnostic\s+)?(?:imaging|images|films)\b/i;

/**
 * The test named in a "show me the …" command, as the note names it ("Lyme titer"), or "Imaging" when the doctor goes
 * over the images; none for any other sentence.
 */
export function shownTest(sentence: string): string | undefined {
  if (IMAGING_REVIEWED.test(sentence)) return 'Imaging';
  const named = SHOW_ME.exec(sentence.replace(/\s+/g, ' '));
  if (!named) return undefined;
  // The blood pressure readings kept before the visit are a result; today's blood pressure is the examination's.
  if (/^blood pressure readings\b/i.test(named[1]!)) return 'Blood pressure readings';
  const words = named[1]!
    .replace(/\b(?:results?|report|readings?|please|um|uh)\b/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (words === '' || NOT_A_TEST.test(words) || words.split(' ').length > MAX_WORDS) return undefined;
  const test = words.toLowerCase().replace(ABBREVIATION, (_all, abbreviation: string, plural: string) => `${abbreviation.toUpperCase()}${plural}`);
  return test.charAt(0).toUpperCase() + test.slice(1);
}
