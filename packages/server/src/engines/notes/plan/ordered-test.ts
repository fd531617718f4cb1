/**
 * A test ordered by name, whether or not the lexicon knows it: "I want to go ahead and order a western blot",
 * "hey dragon, order an autoimmune panel", "we'll schedule a cardiac catheterization". The name runs to the first
 * word that is not part of it ("… for lyme", "… on you", "… to see if …").
 */
const ORDER = /\b(?:order(?:ing|ed)?|schedul(?:e|ing))\s+(?:you\s+)?(?:(?:a|an|the|some|another|a repeat|repeat|for)\s+)?([a-z0-9][a-z0-9 -]*?)(?=\s*(?:[,.;:!?]|$)|\s+(?:for|to|on|and|so|just|that|which|in|if|because|today|now|okay|as|at|with|before|after|when|once|again|since|of your|of the)\b)/i;
/**
 * What follows "order" that is not a test: "order it", "order those things", "order it but I could", "order this
 * afternoon", "schedule a follow-up appointment", "order a referral" (the referral and the follow-up are read apart).
 */
const NOT_A_TEST =
  /^(?:it|that|this|them|those|these|any|another|repeat|something|anything|everything|you|him|her|one|more|some|my|your|his|their)\b|\b(?:i|you|we|could|would|things?|stuff|medications?|medicines?|prescriptions?|refills?|drugs?|procedures?|afternoon|morning|evening|tonight|tomorrow|today|referrals?|appointments?|visits?|follow[- ]?ups?|consults?|consultations?)\b|^(?:tests?|what|which|when|down|up|out|off|in)$/i;
const MAX_WORDS = 5;

/** The test an order names, as the note writes it ("Western blot pcr"); none when the sentence orders nothing by name. */
export function orderedTest(sentence: string): string | undefined {
  if (/\bin order to\b|\bin order\b/i.test(sentence)) return undefined;
  const ordered = ORDER.exec(sentence.replace(/\s+/g, ' '));
  if (!ordered) return undefined;
  const name = ordered[1]!.replace(/-+$/, '').replace(/\s+(?:first|too|also|as well)$/i, '').trim().toLowerCase();
  if (name === '' || NOT_A_TEST.test(name) || name.split(' ').length > MAX_WORDS) return undefined;
  return name;
}
