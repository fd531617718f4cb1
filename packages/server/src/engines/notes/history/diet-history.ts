/**
 * The diet history told whole: how the patient keeps to the diet the doctor asked about (a low-sodium one when salt was
 * named, a diabetic one when diabetes or sugar was), the foods eaten against it and those avoided. Read from the answers
 * to the questions asked of it ("How have you been doing watching your salt intake?" — "It's been more of a struggle
 * … I got two cheeseburgers.") and from what the patient tells unasked ("I really do like pizza").
 */
import type { DietHistory } from '../clinical-model.js';
import { answerOpening, onlyAcknowledges } from '../dialogue/answers.js';
import type { Exchange } from '../dialogue/exchanges.js';
import type { Sentence } from '../sentences.js';

/** A question of the diet: "how is your diet?", "are you watching your salt intake?", "have you had anything salty?". */
const DIET_ASKED = /\bdiet\b|\b(?:salt|sodium|salty)\b|\bjunk food\b|\bwhat (?:do|did|have) you (?:been )?eat(?:ing)?\b|\bwhat kind of foods?\b|\bfoods? (?:do|did) you\b|\beating a lot of\b/i;
/** The words of a statement about the diet, which the diet history tells instead. */
export const DIET_WORDS = /\b(?:diet|salt|sodium|salty)\b/i;
const LOW_SODIUM = /\b(?:salt|sodium|salty)\b/i;
const DIABETIC = /\bdiabet\w*|\bsugars?\b|\ba1c\b|\bcarbs?\b/i;

/** The foods a diet history names, as said ("salt" only as "that salt": "watch your salt" is the diet; eating out is restaurant meals). */
const FOOD =
  /\b(salt and vinegar (?:potato )?chips|potato chips|chips|french fries|fries|tater tots|soft pretzels|pretzels|salty (?:foods?|snacks?)|junk food|fast food|take-?out|processed foods?|fried foods?|pizzas?|cheeseburgers?|hamburgers?|burgers?|wings|subs|cookies|sweets|sweet stuff|candy|desserts?|ice cream|donuts|doughnuts|soda|carbs|red meat|bacon|pickles|papad|namkeen|samosas?|mithai|wine|beer|ate out|eat(?:ing)? out|restaurant (?:food|meals?)|(?:that|the) salt(?! intake| and vinegar))\b/gi;

/** A food as a note lists it: "salt and vinegar chips" are potato chips, "burger" is burgers, "that salt" salt. */
function foodName(said: string): string {
  const food = said.toLowerCase();
  if (/^salt and vinegar/.test(food)) return 'potato chips';
  if (/salt$/.test(food)) return 'salt';
  if (food === 'sweet stuff') return 'sweets';
  if (food === 'doughnuts') return 'donuts';
  if (/^take-?out$/.test(food)) return 'take-out';
  if (/\bout$|^restaurant/.test(food)) return 'restaurant meals';
  if (food === 'pizzas') return 'pizza';
  return food.replace(/^(salty (?:food|snack)|processed food|fried food|(?:cheese|ham)?burger|dessert|samosa)$/, '$1s');
}

/** Said before the foods avoided: "I resisted … the tater tots", "trying to stay away from more of those carbs". */
const AVOID = /\b(?:resist(?:ed|ing)?|avoid(?:ing|ed|s)?|stay(?:ing)? away from|cut(?:ting)? (?:out|back on|down on)|not eating|stopped eating|do ?n't eat)\b/i;
/** "Trying to stay away from …", "I try and stay away from …": avoided, or tried to be. */
const TRYING_BEFORE = /\btry(?:ing)?(?: and| to)?(?: to)?\s*$/i;
/** The patient's own liking or habit of a food, told unasked: "I really do like pizza", "that burger … sneaks in there". */
const LIKES = /\bi (?:really |do |still )*(?:like|love|enjoy)\b|\bsneaks? in\b|\bi cheat\b|\beating (?:things like|a lot of|too much)\b|\bhave a lot of\b|\bi'?m (?:really )?enjoying\b/i;

/** How an answer says the diet is kept. */
const MOSTLY = /\bfor the most part\b|\bmost of the time\b|\bmostly\b/i;
const DIFFICULTY = /\bstruggl\w*|\b(?:difficult|hard)\b|\bchalleng\w*|\bcould (?:be doing|do) better\b|\b(?:did ?n't|did not|have ?n't|have not|not) (?:really )?(?:stick|stuck|follow(?:ed)?|watch(?:ed|ing)?)\b|\boff track\b/i;
const ADHERENT =
  /\b(?:doing (?:well|good|great|okay|ok|fine|a (?:really |pretty )?good job)|(?:pretty|really|very) good (?:with|about|on)|been good|watching (?:my|the) (?:diet|salt)|been careful|sticking to|stuck to|diligent)\b/i;
const NEGATED_BEFORE = /\b(?:not|n't|never)\s+(?:\w+\s+)?$/i;
/** "I cheat every now and then", "… sneaks in there": eaten against the diet now and then. */
const CHEATS = /\bcheat(?:s|ing)?\b|\bslip(?:s|ped)? up\b|\bsneaks? in\b/i;
const OCCASIONAL = /\bevery (?:now and then|once in a while)\b|\bonce in a while\b|\boccasionally\b|\bfrom time to time\b/i;
/** A question that asks whether the patient avoids foods, or eats them: what its bare yes or no says. */
const ASKS_EATING = /\b(?:are you eating|have you (?:had|been eating)|do you eat)\b/i;
const ASKS_KEPT = /\b(?:watching|following|sticking to|keeping to|limiting)\b/i;

interface Reading {
  adherence?: DietHistory['adherence'];
  eaten: string[];
  avoided: string[];
  tryingToAvoid: boolean;
  occasional: boolean;
  said: Sentence[];
}

/** Adds a food once (not `pushOnce` of complaint-attributes, which keeps three phrases at most). */
const addOnce = (into: string[], food: string) => {
  if (!into.includes(food)) into.push(food);
};

/** The foods a sentence names, each as avoided (after "avoid", "stay away from", … in the same clause) or not. */
function foodsOf(text: string): { food: string; avoided: boolean; trying: boolean }[] {
  const avoid = AVOID.exec(text);
  const trying = avoid !== null && TRYING_BEFORE.test(text.slice(0, avoid.index));
  return [...text.matchAll(FOOD)].map((m) => ({ food: foodName(m[1]!), avoided: avoid !== null && m.index >= avoid.index, trying }));
}

/** Whether a cue is said, and not said as its negation ("not doing well"). */
const saysKept = (text: string) => {
  const kept = ADHERENT.exec(text);
  return kept !== null && !NEGATED_BEFORE.test(text.slice(0, kept.index));
};

/** Adds what one sentence of an answer (or one told unasked) says of the diet; whether it said anything. */
function readSentence(sentence: Sentence, into: Reading, asked: boolean): boolean {
  const text = sentence.text;
  const foods = foodsOf(text);
  const liked = LIKES.test(text);
  if (!asked && !(liked && foods.some((f) => !f.avoided))) return false;
  let said = false;
  for (const { food, avoided, trying } of foods) {
    addOnce(avoided ? into.avoided : into.eaten, food);
    if (avoided && trying) into.tryingToAvoid = true;
    said = true;
  }
  if (CHEATS.test(text) || (OCCASIONAL.test(text) && foods.some((f) => !f.avoided))) {
    into.occasional = true;
    said = true;
  }
  if (asked) {
    const adherence = MOSTLY.test(text) ? 'mostly' : DIFFICULTY.test(text) ? 'difficulty' : saysKept(text) ? 'adherent' : undefined;
    // "For the most part" said in any sentence stands; a struggle overrides a "doing well" said before it.
    if (adherence && into.adherence !== 'mostly' && !(adherence === 'adherent' && into.adherence === 'difficulty')) into.adherence = adherence;
    said ||= adherence !== undefined;
  }
  if (said) into.said.push(sentence);
  return said;
}

/** A bare yes or no to "you're avoiding the salty foods?", "are you watching your diet?", "have you had anything salty?". */
function readBareAnswer(question: string, answer: Sentence, into: Reading): void {
  const opening = answerOpening(answer.text);
  if (!opening.bare || (opening.polarity !== 'yes' && opening.polarity !== 'no')) return;
  const yes = opening.polarity === 'yes';
  const foods = [...question.matchAll(FOOD)].map((m) => foodName(m[1]!));
  const salty = foods.length === 0 && /\banything salty\b/i.test(question) ? ['salty foods'] : foods;
  if (AVOID.test(question)) {
    if (yes) for (const food of salty) addOnce(into.avoided, food);
    into.adherence ??= yes ? 'adherent' : 'difficulty';
  } else if (ASKS_EATING.test(question)) {
    if (yes) for (const food of salty) addOnce(into.eaten, food);
    else into.adherence ??= 'adherent';
  } else if (ASKS_KEPT.test(question)) into.adherence ??= yes ? 'adherent' : 'difficulty';
  else return;
  into.said.push(answer);
}

/** The sentences said since the patient last spoke, before `answer`: the doctor's turn it answers. */
function turnBefore(sentences: readonly Sentence[], answer: Sentence): Sentence[] {
  const at = sentences.indexOf(answer);
  let from = at;
  while (from > 0 && sentences[from - 1]!.speaker !== 'patient') from--;
  return sentences.slice(from, at);
}

/** An answer with what the patient goes on to say while the doctor only acknowledges ("mm-hmm", "right"). */
function answerGoingOn(sentences: readonly Sentence[], answer: readonly Sentence[]): Sentence[] {
  const going = [...answer];
  for (let i = sentences.indexOf(answer.at(-1)!) + 1; i < sentences.length; i++) {
    const sentence = sentences[i]!;
    if (sentence.speaker === 'patient') going.push(sentence);
    else if (!onlyAcknowledges(sentence.text)) break;
  }
  return going;
}

export interface DietTold {
  diet: DietHistory;
  /** The sentences it was read from, which the history then does not tell again in the patient's words. */
  said: Sentence[];
}

/** What the visit tells of the patient's diet, or undefined when it tells nothing. */
export function dietHistory(exchanges: readonly Exchange[], sentences: readonly Sentence[]): DietTold | undefined {
  const reading: Reading = { eaten: [], avoided: [], tryingToAvoid: false, occasional: false, said: [] };
  // The doctor's whole turn before the answer: "how are you doing with … i know you were making some diet changes."
  const asked = exchanges.map((exchange) => ({ exchange, turn: turnBefore(sentences, exchange.answer[0]!) })).filter(({ turn }) => turn.some((s) => DIET_ASKED.test(s.text)));
  const answers = asked.map(({ exchange }) => answerGoingOn(sentences, exchange.answer));
  const answered = new Set(answers.flat());
  asked.forEach(({ exchange, turn }, i) => {
    readBareAnswer(turn.map((s) => s.text).join(' '), exchange.answer[0]!, reading);
    for (const sentence of answers[i]!) readSentence(sentence, reading, true);
  });
  for (const sentence of sentences) if (sentence.speaker === 'patient' && !answered.has(sentence)) readSentence(sentence, reading, false);
  const { adherence, eaten, avoided } = reading;
  if (adherence === undefined && eaten.length === 0 && avoided.length === 0) return undefined;
  const questions = asked.flatMap(({ turn }) => turn.map((s) => s.text)).join(' ');
  const diet = LOW_SODIUM.test(questions) ? 'low-sodium' : DIABETIC.test(questions) ? 'diabetic' : 'general';
  // A diet kept but for foods eaten against it is mostly kept.
  const kept = adherence === 'adherent' && (eaten.length > 0 || reading.occasional) ? 'mostly' : adherence;
  const said = [...asked.flatMap(({ turn }) => turn.filter((s) => DIET_ASKED.test(s.text))), ...reading.said];
  return {
    diet: {
      evidence: [...new Set(said.map((s) => s.segmentId))],
      text: reading.said.map((s) => s.text).join(' '),
      diet,
      ...(kept ? { adherence: kept } : {}),
      eaten,
      avoided,
      ...(reading.tryingToAvoid ? { tryingToAvoid: true } : {}),
      ...(reading.occasional ? { occasional: true } : {}),
    },
    said: reading.said,
  };
}
