/**
 * The patient's answer to the doctor asking of smoking, drinking, work or exercise, as the statement the two make
 * together, in the patient's words: "Do you drink?" — "A couple of beers on Saturdays." is "I drink a couple of beers
 * on Saturdays."; "Do you smoke?" — "No, I quit ten years ago." is "I quit smoking ten years ago."; "What do you do for
 * work?" — "I'm an x-ray tech." is "I work as an x-ray tech.". The social history then tells it as any statement of
 * the patient's. A bare yes or no is the yes-or-no reading's ("you do not smoke").
 */
type Topic = 'smoking' | 'alcohol' | 'work' | 'exercise';

const TOPICS: readonly [Topic, RegExp][] = [
  ['smoking', /\b(?:smoke|smoking|smoker|tobacco|cigarettes?|vape|vaping)\b/i],
  // "Drink plenty of water" is no question of alcohol.
  ['alcohol', /\b(?:drink|drinking|alcohol|beer|wine)\b(?!.*\b(?:water|fluids?|juice|milk)\b)/i],
  // "What do you do?" asked bare is the work; "what do you do when the pain comes?" is not.
  ['work', /\bwhat (?:do you do|are you doing) for (?:work|a living)\b|\bwhat do you do\s*\??\s*$|\bwhat work do you do\b|\bwhere do you work\b|\bwhat(?:'s| is) your (?:job|occupation|profession|work)\b|\bwhat kind of work\b/i],
  ['exercise', /\b(?:exercise|work out|working out|physically active)\b/i],
];

/** The verb a fragment answer is said with: "(I drink) a couple of beers on Saturdays". */
const VERB: Record<Topic, string> = { smoking: 'smoke', alcohol: 'drink', work: 'work as', exercise: 'exercise' };

/** The yes or no and the fillers an answer opens with: "No, I quit …", "Um, a couple of beers", "Probably a glass of wine". */
const OPENING = /^(?:(?:uh|um|well|oh|okay|ok|so|but|yes|yeah|yep|yup|no|nope|nah|probably|i'd say|i would say)\b[\s,.!]*)*/i;
/** A fragment said with the topic's verb is short and names no one: "a couple of beers on Saturdays". */
const MAX_FRAGMENT_WORDS = 12;
const NAMES_SOMEONE = /\b(?:i|i'm|we|my|you|your)\b/i;

/** An answer that opens with who does it ("I quit …", "we go …", "my job is …") is a statement already. */
const STATEMENT = /^(?:i|i'm|i've|i'd|we|we're|my|it|it's|that|he|she|they|there)\b/i;
/** What a fragment answer must open with to be said with the topic's verb: an amount, a time or a name, not a filler. */
const FRAGMENT = /^(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+|about|maybe|only|just|half|socially|occasionally|once|twice|every|on|at|in|mostly)\b/i;
/** "I'm an x-ray tech": the work said as what the patient is. */
const I_AM = /^i(?:'m| am) (an?|the) (.+)$/i;
/** "Still a mail carrier, so I'm walking all day", "a teacher, at the high school": the work named, up to the pause. */
const NAMED_AS = /^(?:still |now )?(an?) (?!(?:lot|bit|little|few|couple)\b)([a-z-]+(?: [a-z-]+){0,2}?)(?=\s*[,.;]|\s+(?:so|and|but|at|in|for)\b|$)/i;
/** "I do yard work", "I work in construction": the work said as what the patient does, a statement as said. */
const I_DO = /^i (?:do (?!not\b|n't\b)\S|work (?:in|at|for|as|on) )/i;
/** "Retired", "a student": what the patient is, not where they work. */
const NOT_WORKING = /^(?:(retired|unemployed|disabled|on disability)|(an? )?(?:homemaker|housewife|(?:[a-z-]+ ){0,3}student))$/i;
/** The work alone, in a word or two: "landscaping", "construction". */
const WORK_ALONE = /^[a-z-]+(?: [a-z-]+)?$/i;
/** "I quit ten years ago", the answer to "do you smoke?", quits smoking. */
const QUIT = /^(i (?:quit|stopped))\b(?!\s+(?:smoking|drinking|cigarettes|alcohol))/i;

/** The topic of the social history a question asks of, if any. */
export function socialTopic(question: string): Topic | undefined {
  return TOPICS.find(([, pattern]) => pattern.test(question))?.[0];
}

/** The statement the answer makes of the topic the question asked, in the patient's words; undefined when it says nothing more than yes or no. */
export function socialAnswered(question: string, answer: string): string | undefined {
  const topic = socialTopic(question);
  if (!topic) return undefined;
  const said = answer.trim().replace(OPENING, '').replace(/[\s,.?!]+$/, '');
  if (said === '') return undefined;
  if (topic === 'work') {
    const being = I_AM.exec(said);
    if (being) return `i work as ${being[1]!.toLowerCase()} ${being[2]}.`;
    const named = NAMED_AS.exec(said);
    if (named && !NAMES_SOMEONE.test(named[2]!)) return `i work as ${named[1]!.toLowerCase()} ${named[2]}.`;
    if (I_DO.test(said)) return `${said}.`;
    // "Retired" as it is; "final year engineering student" with its article.
    const notWorking = NOT_WORKING.exec(said);
    if (notWorking) return `i am ${notWorking[1] || notWorking[2] ? '' : 'a '}${said}.`;
    if (WORK_ALONE.test(said) && !NAMES_SOMEONE.test(said) && !/^(?:nothing|not|none)\b/i.test(said)) return `i work in ${said}.`;
  }
  if (topic === 'smoking' && QUIT.test(said)) return `${said.replace(QUIT, '$1 smoking')}.`;
  if (STATEMENT.test(said)) return undefined;
  const fragment = FRAGMENT.test(said) && !NAMES_SOMEONE.test(said) && said.split(/\s+/).length <= MAX_FRAGMENT_WORDS;
  return fragment ? `i ${VERB[topic]} ${said}.` : undefined;
}
