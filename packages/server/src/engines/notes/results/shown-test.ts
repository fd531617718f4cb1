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
  return asTestName(words);
}

/** Words naming a test as a note writes them: "pfts" → "PFTs", "sleep study" → "Sleep study". */
function asTestName(words: string): string {
  const test = words.toLowerCase().replace(ABBREVIATION, (_all, abbreviation: string, plural: string) => `${abbreviation.toUpperCase()}${plural}`);
  return test.charAt(0).toUpperCase() + test.slice(1);
}

/**
 * A study or procedure named as what a result is read of, "the sleep study showed …", "the colonoscopy showed …",
 * "the biopsy came back as …": its head word says it is one, whether or not the lexicon lists it as a test.
 */
const READ_OUT = new RegExp(
  String.raw`\b(?:the|your|his|her|their|that|this)\s+((?:[a-z-]+\s+){0,3}?(?:scan|test|study|screen(?:ing)?|biopsy|colonoscopy|endoscopy|sigmoidoscopy|bronchoscopy|cystoscopy|mammogram|angiogram|catheterization|pap smear))\s+(?:(?:that|which)\s+(?:you|he|she|we)\s+(?:had|did|got)\s+(?:[a-z]+\s+){0,3})?(?:showed|shows|revealed|reveals|demonstrated|came back)\b`,
  'i',
);

/** The study or procedure a sentence reads a result of by name (READ_OUT), as the note names it; none for any other sentence. */
export function testReadOut(sentence: string): string | undefined {
  const named = READ_OUT.exec(sentence.replace(/\s+/g, ' '));
  return named ? asTestName(named[1]!) : undefined;
}
