/**
 * A function the patient says is as it should be ("my appetite is fine", "sleep is good", "breathing is okay"): the
 * symptom of its failing, denied, as a clinician writes it ("Denies loss of appetite"). Only a plain "fine", "good",
 * "normal" … of the function itself, not one negated ("not good"), better than before (the symptom, improving) or of
 * someone else.
 */
const NORMAL = String.raw`(?:fine|good|normal|ok|okay|alright|all right|great|stable|the same|same as (?:before|usual|always)|as usual|usual|unchanged|not bad)`;
const FUNCTIONS: readonly [RegExp, string][] = [
  [/\b(?:appetite|hunger)\b/i, 'anorexia'],
  [/\bsleep(?:ing)?\b/i, 'sleep disturbance'],
  [/\b(?:vision|eyesight|sight)\b/i, 'blurred vision'],
  [/\bbreathing\b/i, 'dyspnoea'],
  [/\benergy(?: levels?)?\b/i, 'fatigue'],
  [/\bmemory\b/i, 'memory loss'],
];
/** Between the function and "fine": a verb and at most a couple of words ("has been pretty", "is also"). */
const SAID_NORMAL = new RegExp(String.raw`^(?:'s|\s+(?:is|was|has been|seems|feels|looks|remains|stays|are))?(?:\s+(?:\w+)){0,2}?\s+${NORMAL}\b|^\s+${NORMAL}\b`, 'i');
const NEGATED = /\b(?:not|n't|never|no longer|hardly)\b/i;
const SOMEONE_ELSE = /\b(?:his|her|their|your|mom's|dad's|wife's|husband's|son's|daughter's)\s+$/i;

/** The symptoms `text` denies by saying their function is fine. */
export function symptomsDeniedAsNormal(text: string): string[] {
  const denied: string[] = [];
  for (const [fn, symptom] of FUNCTIONS) {
    const named = fn.exec(text);
    if (!named || SOMEONE_ELSE.test(text.slice(Math.max(0, named.index - 12), named.index))) continue;
    const said = SAID_NORMAL.exec(text.slice(named.index + named[0].length));
    if (said && !NEGATED.test(said[0].replace(/\bnot bad\b/i, ''))) denied.push(symptom);
  }
  return denied;
}

const ANSWERED_NORMAL = new RegExp(String.raw`^\W*(?:(?:yes|yeah|oh|well|it's|it is|that's|pretty|very|quite|really|all|everything's|everything is)[\s,]+)*${NORMAL}\b`, 'i');

/** "How is your appetite?" — "Fine.": the symptom of the function asked about, denied. */
export function symptomsDeniedInAnswer(question: string, answer: string): string[] {
  if (!ANSWERED_NORMAL.test(answer) || NEGATED.test(answer.split(/[.,;!?]/)[0]!)) return [];
  return FUNCTIONS.filter(([fn]) => fn.test(question)).map(([, symptom]) => symptom);
}
