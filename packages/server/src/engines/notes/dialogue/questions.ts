/** Whether a sentence asks something: a question mark, or the words a spoken question opens with. */

/** Words said before a question begins: "so, any fever?", "and then do you…". */
export const LEAD_IN = /^(?:(?:so|and|okay|ok|alright|all right|now|um|uh|well|also|then|and then|but|like|just|hey|great|good|right|yeah)\b[\s,.]*)*/i;
const INTERROGATIVE =
  /^(?:any|anything|do|does|did|have|has|had|are|is|was|were|can|could|will|would|how|what|what's|when|where|which|who|why|kya|koi|kab|kitne|kaise)\b/i;

/** "I'll start you on meloxicam, okay?": a statement with a tag asks nothing of its own; it is read as said. */
const TAG = /(?:^|[\s,.])(?:okay|ok|alright|all right|right|yeah|correct|sound good|does that sound good|fair enough|is that okay|you know)\s*\?$/i;

/**
 * "let's talk about other symptoms any joint pain fever": an "any" that no negation governs asks, in unpunctuated
 * speech; "i don't appreciate any lymphadenopathy" says (the contraction is one word: "n't" ends it).
 */
const ASKING_ANY = /^(?:[\w']+\s+){0,7}?(?<!(?:\b(?:not|no|never|without|have|had|has|hardly|barely|if|when|whether)|n't)\s+(?:[\w']+\s+){0,3})any\b(?!\s+(?:more|longer|better|worse|way|time)\b)(?:\s+[\w']+){1,14}\s*\??$/i;

/**
 * "what we can do for you is …", "what i'm going to do is prescribe …", "what i'd like to do is increase …", "where are we gon na go from here (i would
 * like to order …)", "what i'm looking for (there) is …", "what i'm worried about is …", the patient's "what concerns me is …": the doctor saying what the plan is,
 * what a test is for or what they fear, not asking. Only these: "what i want you to watch for is …" and "where we want it" stay questions as they were read.
 */
const WH_STATEMENT =
  /^what\s+(?:i|we)(?:'d|'ll|'m|'re)?\s+(?:[\w']+\s+){0,4}?(?:do|recommend|suggest|want|prescribe|order|start)(?:\s+for\s+(?:you|him|her))?\s+(?:is|would be|will be)\b|^(?:what|where)\s+(?:are|do|should|can)\s+we\s+(?:(?:gon na|gonna|going to)\s+)?(?:go|do)\b|^(?:what|how)\s+(?:we|i)(?:'m|'re| am| are)?\s+(?:can|could|will|would|should|going to|gonna|gon na|want to|wan na|'d like to|would like to|need to|(?:want|'d like|would like|need) (?:you|him|her) to)\s+(?:do|try|prescribe|start|give|recommend|order)\b|^what\s+(?:i|we)(?:'m|'re| am| are)\s+(?:looking|checking|testing|screening)\s+for\b|^what\s+(?:i|we)(?:'m|'re| am| are)\s+(?:worried|concerned)\s+about\b|^what\s+(?:concerns|worries|bothers|scares)\s+(?:me|us)\b/i;

/**
 * "when you were fourteen …", "when i push on the inside of your knee …", the patient's "when my blood pressure gets
 * really high (i have some mild headaches)", "if i push on your big toe …", "what you
 * told me …", "what that all means …": a clause of time or of the examiner's doing, or a "what" with its own subject,
 * opens a statement, unless what follows asks ("when you bend
 * over does it hurt"), but not "what i am concerned about is it sounds like …". "What is that", "what do you take" ask; "what i want you to watch for …" and "what we call
 * …" stay as they were read (what to watch for is no complaint, "what we call" ends a sentence before it).
 */
const WHEN_CLAUSE = /^(?:when\s+(?:i|you|he|she|we|they|it|my|his|her|the|there|this|that)|if\s+i\s+(?:press|push|touch|palpate|squeeze|move|bend|go|turn|rotate|pull|lift)|where\s+(?:i|we)\b|what\s+(?!i want you to (?:watch|look)\b|we call\b)(?:i|you|we|he|she|they|that|this)(?!\s+(?:is|are|was|were|do|does|did)\b))\b/i;
/** "… would it hurt?" asks after a when-clause; "when i had it it would it radiated …" restarts, a past tense after. */
const ASKS_AFTER = /\b(?:do|does|did|is|are|was|were|can|could|will|would|have|has)\s+(?:you|it|he|she|they|that|this)\b(?!\s+(?:i|you|we|he|she|they|the|it|your|my|sounds|seems|looks|appears|\w+ed)\b)/i;

/** "Why don't we go ahead and do a quick physical exam": a suggestion, not a question, when no mark says otherwise. */
const SUGGESTION = /^why\s+(?:don't|do n't|dont)\s+(?:we|i)\b/i;

/**
 * "(If it doesn't get better,) why don't you call us and come back?": an instruction put as a question, whatever mark
 * it was written with; "why don't you tell me what happened?" still asks.
 */
const INSTRUCTION_ASKED = /\bwhy\s+(?:don't|do n't|dont|do not)\s+you\s+(?:just\s+|go ahead and\s+)?(?:call|come|make|schedule|set up|book|follow up|return|go|take|try|use|keep|stop|start|ice|rest|wear|give us a call|get)\b/i;

/**
 * "(I do recognize …) what looks like cellulitis around the area", "(a cat scan) which will help confirm the diagnosis":
 * the doctor describing, cut off where the wh-word began. "Which one hurts more" asks.
 */
const DESCRIBING = /^what\s+(?:looks|appears|seems|sounds|feels)\s+(?:like|to be)\b|^which\s+(?!(?:one|ones|side|part|of|do|does|did)\b)/i;

/**
 * "(before I do I) just want to make sure you're not having any chest pain", "no shortness of breath, just want to make
 * sure": the doctor checking a denial, which the patient's answer confirms.
 */
const CHECKING =
  /\b(?:make sure|making sure|check(?:ing)?)\s+(?:that\s+)?you(?:'re| are)\s+not\s+having\s+(?:any\s+)?[\w' ]+$|^no\s+[\w' ]+?[\s,]+(?:i\s+)?(?:just\s+)?(?:wan na|wanna|want to|wanted to)\s+(?:make sure|check)$/i;

/**
 * "(what) are you we're gon na do an arterial ultrasound …": a question broken off where the doctor goes on to say
 * what will be done, in one unpunctuated sentence: the statement, not the question.
 */
const BROKEN_OFF_BY_PLAN =
  /^(?:are|do|did|is|can|will|would|have)\s+you\s+(?:we|i)(?:'re|'ll|'m|\s+(?:are|will|am))\s+(?:gon na|gonna|going to|go ahead|send|order|get|start|give|put|do|refer|prescribe)\b/i;

export function isQuestion(text: string): boolean {
  const trimmed = text.trim();
  if (INSTRUCTION_ASKED.test(trimmed)) return false;
  if (CHECKING.test(trimmed.replace(/[.!?\s]+$/, '').replace(LEAD_IN, ''))) return true;
  if (trimmed.endsWith('?')) return !TAG.test(trimmed);
  const opening = trimmed.replace(LEAD_IN, '');
  if (WH_STATEMENT.test(opening) || SUGGESTION.test(opening) || DESCRIBING.test(opening) || BROKEN_OFF_BY_PLAN.test(opening)) return false;
  if (WHEN_CLAUSE.test(opening)) return ASKS_AFTER.test(opening);
  // An interrupted question ("have you had any other symptoms, chest pain, nausea or vomiting-") has no mark, and a
  // transcript without punctuation marks none.
  const unpunctuated = !/[.!?,;]/.test(trimmed.slice(0, -1));
  // An "any" asks near the start of a sentence: later in a long one it is part of a statement ("… and prevent any
  // further injury").
  return (INTERROGATIVE.test(opening) && (/[-–—]$|\b(?:or|any)$/.test(trimmed) || unpunctuated)) || (unpunctuated && ASKING_ANY.test(opening));
}
