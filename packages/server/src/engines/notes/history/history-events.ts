/**
 * What the patient told that no complaint attribute holds ("he heard a pop", "he had to lie down for an hour",
 * "he has not cooked at home in weeks"), as short statements of the history: each clause of the account told in the
 * third person, without the words of speech, kept only when it reads as a statement of fact (a subject and a
 * verb, a few content words, no question, no "you", no hedge) and short (a clinician's clause, not the patient's
 * run-on sentence).
 */
import type { Speaker } from '../clinical-model.js';
import { asNoteWouldSay } from '../narrative/read-narrative.js';
import { ABBREVIATED, capitalise, cleanSpoken, copiesSpeech, PRONOUNS, type Pronouns, thirdPerson, uncapitalised, withoutHesitations, withTitledNames } from '../narrative/spoken-text.js';
import { inClinicalWords } from './clinical-phrasing.js';
import { gerundOf } from './gerunds.js';
import { diastolicInDigits, hundredsInDigits, spokenNumbersInDigits } from '../vitals/spoken-numbers.js';
import { LIMB_PARTS } from '../context/body-parts.js';
import { RECALL_FRAME } from './recalled-history.js';
import { parseNumber } from '../prescription/numbers.js';

/** Where a clause ends: a stop, or a word that joins two ("but", "because"). */
const CLAUSE_BREAK = new RegExp(String.raw`[,;:!?]+|(?<!\b${ABBREVIATED})\.(?:\s|$)|\s+(?:but|because|so|and then|which|although|though|cause|like|plus|um|uh)\s+`, 'i');
/** An "and" that may join two clauses, not the "and" of a pair ("up and down", "coming and going"). */
const AND_BREAK = /(?<!\b(?:up|back|on|off|in|coming|comes|come|came|going|goes|go|went))\s+and\s+(?!(?:down|forth|off|on|out|going|goes|go|went)\b)/i;
/**
 * An "and" before a new subject, a subordinate clause, a count or a question ("and it hurts", "and as he was", "and one
 * time", "and did he have"), which parts two statements; any other joins within one ("he fell and hurt his knee", "tried
 * ice and ibuprofen"), as does one after the patient ("he and his wife").
 */
const AND_NEW_CLAUSE = /(?<!\b(?:he|she|the patient|i|you|me))\s+and\s+(?=(?:i|i'm|i've|i'd|he|she|it|it's|they|we|you|my|his|her|their|our|the|this|that|there|then|now|so|as|when|while|if|because|since|after|before|until|one|two|three|yeah|yes|okay|and|um|uh)\b|(?:did|do|does|has|have|is|are|was|were|can|could|will|would)\s+(?:he|she|the patient|they)\b)/i;

/**
 * A clause starts with its subject: the patient, or something of theirs (not "they": the patient's "we" or the boxes);
 * "this is her third episode" tells how many there have been.
 */
const SUBJECT = /^(?:he|she|the patient|his|her|it|the pain|the \w+|this is (?:his|her|their|the patient's) (?:first|second|third|fourth|fifth|sixth) episode)\b/i;
/** Words of a clause that make it talk rather than a statement of fact. */
const TALK =
  /\b(?:you|your|i|me|my|we|us|our|okay|yeah|alright|guess|maybe|probably|think|thinks|know|knows|mean|means|stuff|things?|something|anything|everything|whatever|wondering|sure|kind|sort|honestly|basically|pretty much|a lot of|gonna|going to|wanna|want to|let|lets|let's|hope|hoping|doctor|sir|ma'am|thanks|thank|sorry|excuse|huh|hmm|wow|oh|gosh|god|crazy|funny|awesome|great|good morning|bye|that's|it's|there's|what's|beautiful|nice|wonderful|cool|fun|lovely|love|loves|heard that|(?:has|have|had) to say|thinking|pronounce|endors\w*|say|says|said|mentioned|weather|questions?|depends)\b|\?/i;
/**
 * What says nothing a clinician writes: an idiom or a judgement of oneself ("he is good otherwise", "he is getting
 * through", "she dropped the ball", "she has been doing a good job", "she believes she is good"), a "one" that points
 * at something said before ("he hasn't had one in a while", "she is happy to do one today"), the visit itself ("she's
 * here for …", "she hasn't come back"), a garble ("he has on his cousin's side", "for time"), a hope ("… hopefully").
 */
const SAYS_NOTHING =
  /\b(?:otherwise|getting through|get through|dropped the ball|a good job|be real|can tell)(?:\s+though)?$|\b(?:had|have|has|get|got|take|took|need|needs|do|does|did)\s+one(?=\s*$|\s+(?:in|at|for|since|before|yet|recently|lately|again|too|either|today|now)\b)|^(?:(?:he|she|the patient) believes )?(?:he|she|the patient) is (?:good|fine|okay|alright)$|^(?:he|she|the patient) (?:has not|did not) come back\b|\b(?:came|come|comes) to see$|\b(?:'s|is|are)\s+here\b|^\S+(?:\s+patient)?\s+(?:has|had)\s+(?:on|in|at|for|with|from)\b|\bfor time\b|\bhopefully\b/i;

/**
 * A test said to be what it measures, with no reading of the patient's: "her hemoglobin is her red blood cell count",
 * "his a1c is his average sugar over 3 months".
 */
const TEST_EXPLAINED =
  /^(?:his|her|their|the patient's) (?:hemoglobin(?: a1c)?|a1c|hba1c|cholesterol|ldl|hdl|triglycerides|creatinine|gfr|egfr|tsh|psa|bnp|ejection fraction|ef|white count|platelets?|potassium|sodium|ferritin) (?:is|are) (?:his|her|their|the|a|an|what|how)\b(?!.*\b(?:high|higher|highest|low|lower|lowest|normal|elevated|up|down|good|fine|stable|better|best|worse|worst)\b)/i;
/** A statement whose subject is some thing ("the trunk", "the co-pay"), not the patient nor a pronoun. */
const THING_OF_THE_STORY = /^the (?!patient\b)[\w-]+/i;
/** Words of the body, of a complaint or of care: what makes a statement about a thing the patient's history. */
const CLINICAL_WORD =
  /\b(?:pain\w*|hurt\w*|ache\w*|numb\w*|tingl\w*|swell\w*|swollen|sore\w*|lumps?|mass|rash\w*|wound|scars?|cough\w*|fever\w*|weight|sugars?|pressures?|therapy|testosterone|medic\w*|pills?|dose|diarrh\w*|constipat\w*|stools?|urine|blood\w*|breath\w*|sleep\w*|groin|calf|muscles?|foot|feet|knees?|ankles?|legs?|arms?|hands?|fingers?|back|neck|hips?|shoulders?|elbows?|wrists?|head\w*|chest|stomach|belly|abdomen|toes?|skin|eyes?|ears?|throat|problem|symptoms?|diets?|eat\w*|food|drink\w*|alcohol|exercis\w*|smok\w*)\b/i;

/** What a patient does as a habit, in the third person: "she runs", "he skis", "he smokes". */
const HABIT_VERBS = 'works|walks|runs|plays|rides|swims|bikes|skis|hikes|golfs|jogs|lifts|exercises|smokes|drinks';
/** A statement has a verb after its subject: "The chest pain" alone is a fragment. */
const VERB = new RegExp(
  String.raw`^\S+(?:\s+\S+)*?\s+(?:is|was|were|are|has|had|have|been|does|did|do|can|could|can't|couldn't|will|would|won't|gets?|got|felt|feels?|takes?|took|went|goes|came|comes|saw|made|began|fell|thought|heard|hurt|hurts|broke|lost|kept|left|said|told|knew|ran|sat|stood|woke|slept|ate|drank|gave|found|put|quit|\w+ed|helps|wakes|keeps|needs|uses|notices|stays|starts|stops|makes|seems|lasts|happens|radiates|swells|bothers|travels|eats|sleeps|lives|tries|misses|forgets|checks|monitors|continues|wears|${HABIT_VERBS}|sees|finds|weighs|prefers|bought|brought|hit|cannot|remembers|start|stop|come|happen|occur|occurs|begin|begins|last|seem|enjoys|believes|owns|manages|teaches|falls|\w+n't|\w+'s\s+(?:been|on|not|gone|going|doing|had|got))\b`,
  'i',
);
const STOP = new Set([
  'he', 'she', 'the', 'a', 'an', 'is', 'was', 'has', 'had', 'have', 'been', 'be', 'it', 'his', 'her', 'their', 'they', 'to', 'of', 'in', 'on', 'at',
  'for', 'with', 'and', 'or', 'that', 'this', 'does', 'did', 'do', 'not', 'some', 'just', 'also', 'there', 'patient', 'then', 'when', 'as', 'by',
  'from', 'about', 'up', 'out', 'would', 'could', 'can', 'will', 'still', 'very', 'really', 'bit', 'little', 'feel', 'feels', 'felt', 'get', 'gets', 'got',
]);
/** Words that tell nothing of the patient on their own: "he has no idea", "the patient kept on going", "had enough". */
const VAGUE = new Set(['idea', 'going', 'kept', 'enough']);
/** What "it" does when it is the complaint: starts, stops, hurts, spreads, comes and goes. */
const IT_OF_A_COMPLAINT = /^it\s+(?:(?:still|really|just|only|also|usually|always|sometimes|never|then)\s+)*(?:started|starts|began|begins|stopped|stops|hurts|hurt|radiates|radiated|spreads|spread|goes|went|comes|came|gets|got|feels|felt|swelled|swells|(?:is|was) (?:(?:slightly|very|really|a little|more|less|quite|still|also|always|now)\s+)*(?:worse|better|sharp|dull|constant|painful|sore|swollen|red|warm|hot|tender|stiff|itchy|numb|bruised|tight|weak)|has (?:been|gotten) (?:(?:slightly|much|a lot|progressively) )?(?:worse|better|worsening|improving|constant|painful|sore|swollen|getting|going on|bothering|hurting|happening|coming|waking)|lasts|lasted|throbs|burns|aches|woke|wakes|keeps|kept)\b/i;
/** A course said with no subject: "probably worsening in the past 6 months". */
const COURSE_ALONE = /^(?:(?:probably|definitely|slowly|gradually|kind of|sort of)\s+)*((?:worsening|improving|getting (?:worse|better))\b.*)$/i;
/** A treatment put on "it", the complaint's part: "he iced it", "she wrapped it". */
const TREATED_IT = /(?<=^(?:he|she|the patient)\s+(?:(?:also|then|just|first|initially)\s+)?)(iced|heated|elevated|wrapped|braced|splinted|massaged|rested|stretched|applied (?:ice|heat)(?: to)?) it\b/gi;
/** The "that" of a relative clause after who or what it tells of: "two boys that play hockey", "pills that help". */
const RELATIVE_THAT = /(?<=\b(?!(?:believes|thinks|says|knows|means|feels|hopes|guess|is|was|has)\b)[a-z]{3,}s )that (?=(?:go|play|make|help|hurt|live|work|come|take|run)s?\b)/gi;
/** What the patient finds hard to do, as a note tells it: "it is really hard to swallow" → "she has difficulty swallowing". */
const HARD_TO =
  /\bit is (?:(?:really|very|quite|so|kind of|a little|a bit|slightly|pretty|too|getting|becoming|more)\s+)*(?:hard|difficult|tough) (?:for (?:him|her|them) )?to (swallow|breathe|walk|sleep|eat|stand|sit|climb|bend|lift|reach|move|turn|grip|hold|raise|kneel|squat|run|drive|type|write|concentrate|focus|urinate|talk|chew|dress|find a comfortable)\b/gi;
/** The patient as a clause's subject, which a second verb after "and" shares. */
const SUBJECT_OF_CLAUSE = /^(?:he|she|the patient)(?=\s)/i;
/** A clause that opens on a verb of what happened, its subject left to the clause before: "dropped a brick on his foot". */
const PAST_VERB_FIRST = /^(?:(?:then|also|just)\s+)?(?:[a-z]+ed|fell|hit|hurt|broke|tore|went|heard|felt|took|got|came|ran|put|lost|kept|left|caught|stepped|landed|twisted|rolled)\s+(?!(?:and|or|but|to)\b)\S/i;
/** An answer's word before the statement it answers with: "no she hates …", "yeah he has …". */
const ANSWER_WORD = /^(?:(?:no|yes|yeah|yep|nope|well)\s+)+(?=(?:he|she|the patient)\s)/i;
/**
 * A child of the patient's, who may be the patient a parent speaks for: "my son … he vomited"; not "this girl named
 * isabella" a child tells of.
 */
const CHILD_NAMED = /\b(?:my|our|the)\s+(?:little\s+|baby\s+|youngest\s+|oldest\s+)?(?:son|daughter|boy|girl|child|kid|baby)\b/i;
/** A third person's pronoun, said by the patient of someone else. */
const OTHERS_PRONOUN = /\b(?:he|she|him|his|her|hers|himself|herself)\b/i;
/** The unknown patient's pronouns, or a "they" of the patient's own. */
const THEIRS = /\b(?:their|theirs|them|they|themselves)\b/i;
/** A clause may open with when it happened: "Saturday night it kept him up", "Last week he fell". */
const WHEN = /^(?:(?:(?:on |last |this |that |every |about |around |over the |by the end of the )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|night|morning|evening|week|weekend|month|year|day|yesterday|today|recently|lately|\d+ (?:days?|weeks?|months?|years?) ago)(?: (?:night|morning|evening|afternoon|ago))?|now|then|since then|at first|initially|occasionally|sometimes|often|usually|frequently|always|at night|in the morning)\s+)+/i;
/**
 * A clause whose persons the telling garbled ("She their noticed", "The patient did the patient bloods", "he need to
 * go"), a question of the doctor's run into it ("… hiking have him gone to the new trails"), or a modal before a past
 * ("she could slipped").
 */
const GARBLED = /\b(?:have|has|do|does|did|are|were|can|will|would)\s+(?:him|them)\s+(?:gone|been|had|done|seen|tried|noticed|taken|got|gotten)\b|\b(?:taking|using)\s+(?:(?:\d+|one|two|three|four|five|six)\s+times?|once|twice|thrice)\b|\b([a-z]{3,}) [a-z]+ing \1\b|\b(?:he|she|they|the patient)\s+(?:(?:is|was|has)\s+)?(?:his|her|their|the patient|he|she|they|they're|we're|i'm)(?![\w'])|\bthe patient\b.*\bthe patient\b|^(?:he|she)\b.*\b(?:1|one) day (?:he|she)\b|\b([a-z]{5,} \w+)\b.*\b\2\b|\b(?:was|is)\s+\w+ing\s+(?:was|wasn't|is|isn't)\b|\b(?:he|she|the patient) (?:need|want|have|go|get|feel|know|seem|like)\b|\b(?:the|a|an) (?:for|to|of|in|on|at|with|and|but|is|was|are|were)\b|\b(?:its|it's) (?:does|do|did|is|was|has)\b|\b(?:with|about|of) (?:for|since)\b|\b(?:could|would|can|will|should|might|must)\s+(?:(?:just|really|also)\s+)?(?!\w*eed\b)\w+ed\b/i;
/**
 * Words after which a subject starts a clause joined to the one before ("and he", "thought he", "a week ago he"), or
 * asks a question of it ("did he have").
 */
const JOINS_A_CLAUSE =
  /^(?:and|but|or|that|when|whenever|since|because|if|after|before|while|until|so|where|as|than|though|although|which|who|then|once|now|think|thinks|thought|feels|felt|know|knows|knew|noticed|notices|realized|say|sure|hope|wish|afraid|worried|is|was|did|do|does|has|have|are|were|can|could|will|would|should|days?|weeks?|months?|years?|ago|night|morning|evening|today|yesterday)$/i;
/** A subject and its verb: where a statement starts. */
// The doctor's "we" with a verb of care ("we put a stent", "we started you on") starts a statement too.
const SUBJECT_AND_VERB = String.raw`(?:they\s+(?:get|got|are|were|feel|felt|hurt|swell|turn|look|itch|burn|ache)\b|(?:he|she|the patient)\s+(?:\w+\s+)?(?:is|was|has|had|got|gets|does|did|can|could|will|would|felt|went|took|lost|kept|made|came|saw|said|told|\w+ed|\w+n't|cannot|${HABIT_VERBS}|loves|likes)|we\s+(?:put|placed|started|did|gave|sent|increased|decreased|changed|switched|added|stopped|removed|took)\b|(?:his|her|their)\s+\w+(?:\s+\w+)?\s+(?:is|was|has been)\b)\b`;
/**
 * Two statements said without a stop between them ("he has been taking his medicine he got good insurance", "the
 * patient hasn't had chest pain the patient is still walking"), as two: a stop before a second subject that no word
 * joins to the first.
 */
const RUN_TOGETHER = new RegExp(String.raw`\b([a-z0-9']+)\s+(?=${SUBJECT_AND_VERB})`, 'gi');
/** Parts of the body a "they" after them points at: "my ears they get red". */
const PARTS_THEY_ARE = /^(?:ears|eyes|feet|hands|legs|arms|knees|ankles|fingers|toes|joints|lips|cheeks|shoulders|hips|wrists|elbows|gums|calves|thighs)$/i;
/** Before "his", "her" or "their", a word that makes it an object ("the inside of her calf is hard"), not a subject. */
const TAKES_AN_OBJECT = /^(?:of|in|on|at|with|to|for|from|about|into|behind|under|over|around|near|by)$/i;
/** The clause of `text` said since its last stop or comma, up to `end`. */
const clauseUpTo = (text: string, end: number) => text.slice(Math.max(text.lastIndexOf(',', end - 1), text.lastIndexOf(';', end - 1), text.lastIndexOf('.', end - 1)) + 1, end);
const withStopsBetweenStatements = (text: string) =>
  text.replace(RUN_TOGETHER, (said: string, word: string, at: number) =>
    // Nor after a short when-clause of the patient's, which the statement opens on: "when her blood pressure gets very
    // high (she has …)".
    // "For that" points at the condition: its "that" joins no clause to the statement after it.
    (JOINS_A_CLAUSE.test(word) && !(/^that$/i.test(word) && /\bfor\s+$/i.test(text.slice(0, at)))) ||
    // A "they" starts a clause only after the parts it points at: "in her ears they get red".
    (/^they\b/i.test(text.slice(at + said.length)) && !PARTS_THEY_ARE.test(word)) ||
    (TAKES_AN_OBJECT.test(word) && /^(?:his|her|their)\b/i.test(text.slice(at + said.length))) || WHEN_CLAUSE_ALONE.test(clauseUpTo(text, at + word.length))
      ? said
      : `${word}; `,
  );
/** The words a doctor recalls the history with, at the start of a sentence or clause. */
const RECALLING = new RegExp(
  String.raw`(?:^|(?<=[,;]\s*|\b(?:yeah|okay|alright)\s+))(?:(?:and|so|now|okay|um|uh|well|then|alright|all right)[\s,]+)*(?:${RECALL_FRAME})\s+(?:that\s+)?(?:here\s+)?(?:that\s+)?`,
  'gi',
);
/**
 * The same words said after another clause with no stop between ("i see here that you have a history of playing sports
 * looks like you played soccer in college"): they start a clause of their own.
 */
const RECALLED_MIDWAY = /(?<=[a-z])\s+(?:it\s+)?(?:looks|sounds) like\s+(?:they said (?:that )?)?(?=(?:you|your)\b)/gi;
/**
 * The patient's frame around what they tell: "what concerns me is that i tend to get pneumonia a lot", "i wanna say
 * that my symptoms start the days i'm unloading hay", "i've noticed when work gets more stressful …". What it frames is
 * the statement.
 */
const TELLING_FRAME = /(?:^|(?<=[,;]\s*|\b(?:and|but|so)\s+))(?:what (?:concerns|worries|bothers|scares) me(?: the most)? is (?:that )?|i (?:wan ?na|want to|would|'d) say (?:that )?|i (?:also )?(?:wan ?na|want to) (?:mention|tell you|let you know) (?:that )?|i(?:'ve| have)? (?:also )?(?:noticed|notice|found|find) (?:that )?(?=(?:when|whenever)\s))/gi;
/**
 * What the doctor heard from elsewhere, told as what happened: "i was notified by the emergency room that you had a really
 * high blood sugar" → "you were seen in the emergency room with …"; "(and) they found that you had …" → "you were found
 * to have …".
 */
const TOLD_FROM_ELSEWHERE: readonly [RegExp, string | ((said: string, ...groups: string[]) => string)][] = [
  [/\b(?:i|we)[\s,]+(?:(?:was|were|got|have been|'ve been|had been)\s+)?(?:notified|told|informed|called)\s+by\s+the\s+(emergency room|emergency department|er|ed)\s+that[\s,]+you[\s,]+(?:had|have)\b/gi, ', you were seen in the $1 with'],
  [/\bthey\s+found\s+(?:out\s+)?(?:that\s+)?you\s+(?:had|have)\b/gi, 'you were found to have'],
  [/\bthey\s+found\s+(?:out\s+)?(?:that\s+)?i\s+(?:had|have)\b/gi, 'i was found to have'],
  // "The medical assistant told me that you had this ulcer on your foot": what the staff heard, told as what was so.
  [/\b(?:the|my)\s+(?:medical assistant|nurse|receptionist|front desk)\s+(?:told me|said|mentioned)\s+(?:that\s+)?(?=you\b(?!\s+(?:had\s+)?called\b))/gi, ''],
  // "You had this ulcer on your foot that's been there for a couple of weeks": how long the patient has had it.
  [
    /\byou\s+(?:had|have)\s+(?:this|that|a|an)\s+([a-z]+(?:\s+on\s+your\s+[a-z]+)?)\s+that(?:'s| has| is)\s+been\s+there\s+(for\s+[a-z\s]+?(?:days?|weeks?|months?|years?))\b/gi,
    (_said: string, what: string, howLong: string) => `you have had ${/^[aeiou]/i.test(what) ? 'an' : 'a'} ${what} ${howLong}`,
  ],
  // "(Looks like) they said that your ankles were swelling": what the staff saw, told as what was so.
  [/\bthey\s+(?:said|noted|told me)\s+(?:that\s+)?(?=(?:you|your)\b)/gi, ''],
];
/** What the hospital's staff did to the patient, said of "they", and its verb's participle: "they took me to the er". */
const DONE_TO_THE_PATIENT =
  /\bthey(?:'ve| have)?\s+(?:(took|brought|rushed|sent|transferred)\s+me\s+(?=(?:over\s+)?(?:to|into)\s+(?:the\s+)?(?:er|emergency room|emergency department|ed|hospital|icu|intensive care|urgent care|operating room|cath lab)\b)|(admitted|kept|discharged|observed|monitored|intubated|gave|put|started|tested|scanned|checked)\s+me\b)/gi;
const PARTICIPLE: Readonly<Record<string, string>> = { took: 'taken', gave: 'given' };
/** What a relative clause tells of, said just before it and after no preposition: "the pills (they gave me)". */
const RELATIVE_HEAD = /(?<!\b(?:at|in|to|into|from|on|over|by|with|for)\s+)\b(?:the|these|those|this|that|some|any|what|which|my)\s+[a-z]+\s+$/i;
/** "He will get aches and pains", "she will start getting rashes": what happens whenever it does, not a plan. */
const HABITUAL_WILL = /^(he|she|the patient)\s+will\s+(get|start|have|feel|notice|wake|sit|lie|go|stop|need|take|use)\b/i;
/** A time still to come, which makes "will" the future: "he will start back at the gym in July". */
const COMING = /\b(?:in|on|after|next|by|tomorrow|tonight|soon|later|when)\b/i;
/** A statement of the patient's "will" with no time to come, as what happens each time: "he will get" → "he gets". */
const asHabit = (statement: string) => (COMING.test(statement) ? statement : statement.replace(HABITUAL_WILL, (_all, who: string, verb: string) => `${who} ${thirdPerson(verb)}`));
/** A part of the body named and shown: "(my right leg) here". */
const PART_SHOWN = new RegExp(String.raw`\b((?:head|neck|back|chest|belly|stomach|abdomen|side|groin|${LIMB_PARTS})s?)\s+(?:right\s+)?here$`, 'i');
/** "They took me into the er" → "i was taken into the er", "they gave me fluids" → "i was given fluids". */
const doneToThePatient = (text: string) =>
  text.replace(DONE_TO_THE_PATIENT, (said: string, moved: string | undefined, done: string | undefined, at: number) => {
    // Not the "they" of a relative clause after what it tells of ("the pills they gave me help"); "at the hospital
    // they admitted me" is done to the patient.
    if (RELATIVE_HEAD.test(text.slice(0, at))) return said;
    const verb = (moved ?? done)!.toLowerCase();
    return `i was ${PARTICIPLE[verb] ?? verb}${moved ? ' ' : ''}`;
  });

function toldAsHappened(text: string): string {
  const fluent = withoutHesitations(text);
  // One call per overload of replace: a string written, or the words worked out from what was said.
  const told = TOLD_FROM_ELSEWHERE.reduce((out, [pattern, written]) => (typeof written === 'string' ? out.replace(pattern, written) : out.replace(pattern, written)), fluent);
  return told === fluent ? text : told;
}
/** A clause that opens on the condition or time the next one holds under: "when he is stationary", "if he sits still". */
const CONDITION_OPENING = /^\s*(?:(?:he|she|the patient) would say (?:that )?)?(?:when|whenever|if|while|once|as long as)\s/i;
/** A denial of feeling it: "he does not feel a lot of pain", "no pain" (not "he can't catch his breath", a symptom). */
const NEGATED = /\b(?:(?:do|does|did)(?:n't| not)|never)\s+(?:really\s+)?(?:feel|have|get|notice|hurt|bother)\b|\bno\s+(?:pain|discomfort|symptoms?)\b|\b(?:is|are|was)(?:n't| not)\s+(?:really\s+)?(?:painful|sore|bad)\b/i;
/** The patient as the subject of a clause, or something of the patient's: "he", "her knee". */
const THE_PATIENTS = String.raw`(?:he|she|the patient|his|her)`;
/**
 * A thing of the patient's life a when-clause may tell of besides the patient ("when work gets more stressful"); not a
 * pronoun pointing at something said before.
 */
const THING_WHEN = String.raw`(?!(?:it|that|this|there|they|you|i|we|what)\b)[a-z]{3,}(?=\s+(?:gets|got|is|was|becomes|became)\b)`;
/** The words a clause of when something happens opens on. */
const WHEN_WORD = String.raw`(when|whenever|after|once)`;
/**
 * A clause opening on when something happens, run into the statement without a pause: "when he fell he heard a pop",
 * "when her blood pressure gets very high she has headaches" (group 1 the conjunction, 2 what happens, 3 the statement).
 */
const WHEN_OPENED = new RegExp(
  String.raw`^${WHEN_WORD}\s+((?:he|she|the patient|(?:his|her) [\w-]+(?: [\w-]+)?|${THING_WHEN})\s+[\w'-]+(?:\s+[\w'-]+){0,4}?)\s+(${THE_PATIENTS}\s.+)$`,
  'i',
);
/** Words that point at something said before: a when-clause of them ("when he did that") tells no when. */
const POINTS_BACK = /\b(?:it|that|this|them|there|those|these)\b/i;
/** A when-clause of the patient's on its own, before a pause or before its statement: "when he walks up the stairs". */
const WHEN_CLAUSE_ALONE = new RegExp(String.raw`^\s*${WHEN_WORD}\s+(?:${THE_PATIENTS}|${THING_WHEN})\b(?:\s+[\w'-]+){1,6}\s*$`, 'i');
/** "When he walks up the stairs, he cannot catch his breath": a when-clause said before a pause opens the clause after it. */
function withWhenOpeningsJoined(clauses: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < clauses.length; i++) {
    const clause = clauses[i]!;
    const next = clauses[i + 1];
    if (next !== undefined && WHEN_CLAUSE_ALONE.test(clause) && !WHEN_OPENED.test(clause.trim())) {
      out.push(`${clause.trim()} ${next.trim()}`);
      i++;
    } else out.push(clause);
  }
  return out;
}
/** Where a subordinate clause begins. */
const SUBORDINATE = /\s(?:when|whenever|while|if|because|after|before|since|until|as soon as)\s/i;
/** Someone other than the patient, named by the patient. */
/** Someone the patient knows (not a relative), introduced by what they are or have: "a coworker who has …". */
const ACQUAINTANCE_WHO = /\b(?:coworker|co-worker|colleague|friend|neighbou?r|boss|acquaintance)s?\s+(?:who|that)\b/i;
const SOMEONE_ELSE = /\bmy (?:doctor|pcp|physician|surgeon|wife|husband|dad|father|mother|mom|brother|sister|friend|coach|trainer|boss|partner|girlfriend|boyfriend|neighbou?r|coworker|co-worker)\b/i;
/** Another person brought in by whoever tells: "there's this girl named isabella"; not a parent's "this girl has fever". */
const ANOTHER_PERSON = /\b(?:this|that|another)\s+(?:other\s+)?(?:girl|boy|guy|kid|lady|woman|man)\s+(?:named|called|at|in|from|who)\b/i;
/** The doctor's question with no question mark, as Indian English asks it: "… how you are taking the tablet" (not "when you went into the emergency room", which says when). */
const ASKED_UNMARKED = /\b(?:how|what|which|why)\s+(?:you|your)\b.*$/i;

/**
 * After someone else is named ("my doctor … he ordered", "this girl named isabella she plays rough"), "he" or "she" is
 * them. An informant's "my wife" is the child's mother, after whom "she" is still the child spoken for.
 */
const someoneElses = (text: string, teller: Teller) =>
  ANOTHER_PERSON.test(text) || (teller === 'patient' && SOMEONE_ELSE.test(text)) ? text.replace(/\b(?:he|she)\b/gi, 'someone') : text;
const HEDGE = /\b(?:if|whether|unless|not sure|make sure|to ensure|wish(?:es|ed)?|hop(?:e|es|ed|ing|efully)|wonder(?:s|ed|ing)?|maybe|might|may be|worried|afraid|concerned|(?:felt|feels?|seem(?:s|ed)?|look(?:s|ed)?|sound(?:s|ed)?) like|as if|as though)\b/i;
const MIN_CONTENT_WORDS = 2;
/** A word that is a statement's whole content on its own: what happened in an injury, a symptom felt. */
const TELLING_WORD =
  /^(?:pop|popped|popping|snap|snapped|crack|cracked|swelled|swollen|bruised|twisted|sprained|fell|falls|lightheaded|dizzy|numb|nauseated|nauseous|vomited|vomiting|fainted|wheezing|wheezy|red|warm|hot|tender|stiff|itchy|itching|sore|painful|limping|weak|tired|fatigued|exhausted|bleeding|coughing|sweating|shaking|palpitating|breathless|constipated|congested|feverish)$/i;
const MAX_WORDS = 16;
/**
 * Fewer than three words tell no statement, but for a subject and a word that says it all: "He fell.", "The patient
 * fainted." ("the patient" is one word here, as "he" is).
 */
function tooShort(clause: string): boolean {
  const words = clause.replace(/^the patient\b/i, 'patient').split(' ');
  return words.length < 3 && !(words.length === 2 && TELLING_WORD.test(words[1]!));
}

/** Verbs of what the doctor and the patient did together ("we talked about it"): their "we" is not the patient's. */
const TOGETHER = /^ (?:talk|discuss|spok|speak|decid|agre|met|meet|said|mention|chat|went over|go over|sent|send|start|increas|decreas|chang|switch|order|check|test|did the|do the)/i;

/** The least number a reading's words are written in digits from: "one spike" stays, "one thirty" is 130. */
const READING_AT_LEAST = 100;
/** A reading that ends a statement: "… running at about 130" is a blood sugar, not a number of nothing. */
const READING_ENDS = /\b(?:sugars?|glucose|pressures?|readings?|a1c|temperature)\b.*\b(?:at|about|around|of|is|was|were|are|from)\s+(?:about\s+|around\s+)?\d{2,3}s?(?:\s+(?:or|to)\s+\d{2,3}s?)?$/i;
/** A statement of readings, whose numbers said in words are written in digits: "my sugars run about one thirty". */
const READING_TOLD = /\b(?:sugars?|glucose|pressures?|readings?|a1c|weight|weighs?|weighed|pounds|temperature)\b/i;
/**
 * "(I took my temperature at home) and it was 101": a temperature read out as "it", the temperature the last thing
 * measured named before it (not "my temperature was fine, my heart rate, it was 104"), and no other unit after it.
 */
const TEMPERATURE_AS_IT = /(\b(?:temperature|temp)\b(?:(?!\b(?:heart rate|pulse|oxygen|sats?|saturation|weight|pressure|sugars?|glucose|outside|weather)\b)[^.;]){0,40}?[\s,;])(?:it|that)((?:'s(?:\s+been)?|\s+(?:was|is|has been|had been))\s+(?:about\s+|around\s+|like\s+)?(?:9\d|10\d)(?:\.\d)?)(?![\d/.])(?!\s*(?:over|pounds?|percent|%|kilos?|kgs?|bpm|degrees outside))/gi;
/** "It was about 180 over 95": "it" of a blood pressure read out. */
const PRESSURE_AS_IT = /(^|[\s,;])(?:it|that)((?:'s(?:\s+been)?|\s+(?:was|is|has been|had been))\s+(?:about\s+|around\s+|approximately\s+)?\d{2,3}\s*(?:over|\/)\s*\d{2,3}\b)/gi;
/** "My wife and I have been hiking", "me and my son went fishing", "you and your wife have been hiking". */
const WITH_SOMEONE_DOING = /\b(?:my (\w+) and i|me and my (\w+)|you and your (\w+))((?:'ve| have) been| were| are| went)( \w+ing\b(?: (?!(?:have|has|do|did|are|is|was|were|can|will|would) you\b)[\w']+){0,5})(?=\s*(?:[,.;?!]|$))/gi;

/** What the patient did with someone is the patient's, with them: "i have been hiking with my wife". */
function withSomeoneDoing(text: string): string {
  return text.replace(WITH_SOMEONE_DOING, (_said: string, mine: string | undefined, me: string | undefined, yours: string | undefined, form: string, doing: string) => {
    if (yours !== undefined) return `you${form}${doing} with your ${yours}`;
    const own = form === ' were' ? ' was' : form === ' are' ? "'m" : form;
    return `i${own}${doing} with my ${mine ?? me}`;
  });
}
/**
 * The patient's "we" of what the household was doing ("we've been moving boxes", "we were doing yard work") or ate
 * ("we ate out a lot") as the patient's own "I": the note tells what the patient did, and "they" would name nobody.
 * Only an activity under way is the patient's too: "we're too early in the season", "we opened the centers" are not.
 */
function householdAsPatient(text: string): string {
  // What the household eats, the patient eats: "we ate out a lot".
  return text.replace(/\bwe(?= (?:ate|eat|have been eating|'ve been eating|were eating|cooked|ordered) )/gi, 'i').replace(/\bwe(?:'ve been|'re| have been| were| are| went)(?= \w+ing\b)/gi, (said: string, at: number) => {
    if (TOGETHER.test(text.slice(at + said.length))) return said;
    const form = said.slice(2).trim().toLowerCase();
    return form === "'re" || form === 'are' ? "i'm" : form === 'were' ? 'i was' : `i${said.slice(2)}`;
  });
}

/** Everyday words a note writes otherwise: "about 2" → "approximately 2". */
const NOTE_WORDS: readonly [RegExp, (said: string, ...groups: string[]) => string][] = [
  [/\b(?:about|around)(?= (?:\d|a few|a couple|several)\b)/gi, () => 'approximately'],
  // "A glass or two", "one or two glasses": the range in figures.
  [/\b(?:a|one) (glass|drink|beer|cup|cigarette|pack)(?:e?s)? or two\b/gi, (_said: string, thing: string) => `1-2 ${thing}${/s$/.test(thing) ? 'es' : 's'}`],
  [/\b(one|two|three|four|five|six|seven|eight|nine) or (two|three|four|five|six|seven|eight|nine|ten)\b/gi, (_said: string, from: string, to: string) => `${parseNumber(from)}-${parseNumber(to)}`],
];
const MONTH = /\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\b/gi;
/** When a statement's event happened, said at its end: "… in July", "… for about 2 years", "… about 2 days ago". */
const WHEN_AT_END =
  /(?<!\b(?:o'clock|am|pm|a|little|bit|than|of|the)|\d)\s+((?:(?:for|since|in|on|over|during|until|about|around|approximately)\s+)+(?:the\s+)?(?:(?:past|last|next|about|around|approximately|almost|nearly|over|a|an|\d+|few|couple|several)\s+)*(?:minutes?|hours?|days?|weeks?|months?|years?|morning|evening|night|afternoon|summer|winter|spring|fall|weekend|january|february|march|april|may|june|july|august|september|october|november|december|\d{4})|(?:(?:about|around|approximately|almost|nearly|over)\s+)?\d+ (?:days?|weeks?|months?|years?) ago|(?:last|this) (?:week|weekend|month|year|summer|winter|spring|fall))$/i;

/** A statement whose verb needs the place it ends on: "he ended up (in the hospital)", "she went", "he was". */
const NEEDS_ITS_PLACE = /\b(?:up|go|goes|went|gone|be|been|was|were|is|are|end|ended|come|came|get|got|stay|stayed|seen|admitted|taken|sent|back)$/i;
/** Where a statement's event happened, said at its end: "… in the emergency room", "… at urgent care". */
const WHERE_AT_END = /\s+((?:in|at) (?:the )?(?:emergency room|emergency department|hospital|urgent care|clinic|office|pharmacy))$/i;

/**
 * The statement as a note writes it rather than as it was said (`said`): in the words of a note, and with when it
 * happened first ("In July, he will start back at the gym"), until it repeats no run of the words said; undefined
 * when it would still copy them.
 */
function withoutCopying(statement: string, said: string): string | undefined {
  if (!copiesSpeech(statement, said)) return statement;
  const worded = NOTE_WORDS.reduce((out, [pattern, written]) => out.replace(pattern, written), statement);
  // A place said first only where the statement stands without it: "his blood pressure was high", not "he won't end up".
  const where = WHERE_AT_END.exec(worded);
  const when = WHEN_AT_END.exec(worded) ?? (where && !NEEDS_ITS_PLACE.test(worded.slice(0, where.index)) ? where : null);
  const whenFirst = when ? `${capitalise(when[1]!.replace(MONTH, capitalise))}, ${uncapitalised(worded.slice(0, when.index))}` : undefined;
  // "He drinks a couple of beers after working in the yard on Saturdays": the habit and when, without the circumstance.
  const withoutCircumstance = worded.replace(CIRCUMSTANCE, '');
  return [worded, whenFirst, withoutCircumstance === worded ? undefined : withoutCircumstance].find((candidate) => candidate !== undefined && !copiesSpeech(candidate, said));
}

/** What the patient was doing around it, said after it: "after working in the yard", "while watching tv". */
const CIRCUMSTANCE = /\s+(?:after|while|when|before)\s+[a-z]+ing\b(?:\s+(?!on\b|at\b|every\b)[a-z']+){0,5}?(?=\s+(?:on|at|every)\b|$)/i;

/**
 * What the patient thinks is so, told as the patient's belief ("he thinks most of his sugars come from fruit" → "He
 * believes …"); a "he thinks" said after the statement is dropped.
 */
const asBelief = (clause: string) =>
  clause.replace(/^(he|she|the patient) thinks (?:that (?!(?:is|was|are|were|has|had|will|would|sounds?|seems?|looks?)\b))?(?=\w+ \w+ \w)/i, '$1 believes ').replace(/\s+(?:he|she|the patient) thinks$/i, '');

/**
 * Who told a statement: the doctor, the patient, or someone speaking for the patient (history/informant.ts), whose
 * "she" or "he" is the patient already and whose "I" is their own.
 */
export type Teller = Speaker | 'informant';

/** The statements of one sentence of the account, in the order told. */
export function historyEvents(text: string, speaker: Teller, pronouns: Pronouns, said: string = text): string[] {
  // The patient's own "he" or "she" is someone else ("she wanted me to get a cuff" of the doctor): told in the patient's
  // pronouns, it would read as the patient. Such a sentence is told as of a patient whose sex nobody said, whose
  // statements keep no "he" or "she".
  // A statement that keeps none of the unknown patient's "their" or "them" opens with the patient's own pronoun again.
  // A child named ("my son … he vomited") may be the patient spoken of, whose "he" stays.
  if (speaker === 'patient' && pronouns.subject !== 'the patient' && OTHERS_PRONOUN.test(text) && !CHILD_NAMED.test(text)) {
    // "The patient was trying to catch themselves": a reflexive is the subject's own, the patient's. Where the patient
    // said no "they" of their own, every "their" is the patient's "my": "The patient called their friend" is her friend.
    const theyNotSaid = !THEIRS.test(text);
    return historyEvents(text, speaker, PRONOUNS.unknown, said).map((statement) => {
      const reflexive = /^The patient\b/.test(statement) ? statement.replace(/\bthemselves\b/g, pronouns.reflexive) : statement;
      const own = theyNotSaid ? reflexive.replace(/\btheir\b/g, pronouns.possessive).replace(/\bthem\b/g, pronouns.object) : reflexive;
      return THEIRS.test(own)
        ? statement
        : own.replace(/^The patient's\b/, capitalise(pronouns.possessive)).replace(/^The patient\b/, capitalise(pronouns.subject));
    });
  }
  // The doctor recalling the history ("I know that you've had a kidney transplant") tells it: the frame is not said.
  // After the patient names someone else ("my doctor … he ordered a cat scan"), the patient's "he" or "she" is that
  // person, not the patient; a child named ("my son … he vomited") may be the patient spoken of.
  // "Propped up in bed so I could breathe": what "so" gives as the purpose did not happen; "so that" marks it, and its
  // clause (opening on "that") is no statement.
  // "Running at about one thirty": a reading of sugar or pressure in digits, as a note writes it.
  // "I called nine one one": the number as written. "Diagnosed with what we call lyme disease": the name, as named.
  const asNamed = text.replace(/\bnine[\s-]one[\s-]one\b/gi, '911').replace(/\bwhat (?:we|they|i|you|doctors) (?:call|called)\s+/gi, '');
  const read = READING_TOLD.test(asNamed) ? diastolicInDigits(spokenNumbersInDigits(hundredsInDigits(asNamed), { atLeast: READING_AT_LEAST }).text) : asNamed;
  // "It was about 180 over 95": a pressure read out is the blood pressure, whatever "it" pointed at.
  const own = speaker === 'doctor' ? 'your' : 'my';
  const pressureNamed = read.replace(PRESSURE_AS_IT, `$1${own} blood pressure$2`).replace(TEMPERATURE_AS_IT, `$1${own} temperature$2`);
  const purposeMarked = withSomeoneDoing(toldAsHappened(pressureNamed)).replace(/\bso (?=(?:i|we|he|she|you|they|the patient) (?:could|would|might)\b)/gi, 'so that ');
  const told =
    speaker === 'informant'
      ? someoneElses(purposeMarked, speaker)
      : speaker === 'patient'
        ? householdAsPatient(doneToThePatient(someoneElses(purposeMarked, speaker))).replace(TELLING_FRAME, '')
        : purposeMarked.replace(RECALLING, '').replace(RECALLED_MIDWAY, ', ').replace(ASKED_UNMARKED, '');
  // The patient's "our bike" is the household's: "the bike". The informant's words are in the third person already;
  // a clause of their own "I" is talk, which TALK leaves out.
  const written = speaker === 'informant' ? cleanSpoken(told) : asNoteWouldSay(told, speaker, pronouns);
  // "I heard this pop": a thing told for the first time is "a pop".
  const third = inClinicalWords(written.replace(/\.$/, '').replace(/\bthis (?=(?:pop|popping|crack|click|snap|noise|sound|feeling|sensation|lump|bump|rash)\b)/gi, 'a ').replace(/\b(?:some|any)\s+(?!(?:place|where)\b)(?=\w)/gi, '').replace(/\bour\b/gi, 'the'));
  // What follows "if", "not sure" or "maybe" is a possibility, not a fact of the history.
  // "For probably about a week" is "for about a week".
  // What is hoped ("… hopefully") did not happen.
  const factual = (/\bhopefully\W*$/i.test(third) ? '' : third)
    .split(HEDGE)[0]!
    .replace(/\bprobably\s+/gi, '')
    // "Off and on" is one word of timing, not two clauses joined by "and".
    .replace(/\b(?:off and on|on and off)\b/gi, 'intermittently')
    // "In the past like six months": over the past 6 months.
    .replace(/\bin the (past|last) (?:about |like |approximately )?(?=\d)/gi, 'over the $1 ')
    .replace(HARD_TO, (_said: string, doing: string) => `${pronouns.subject} has difficulty ${doing.replace(/^\w+/, gerundOf)}`);
  // A sentence that breaks off in a word ("i've been taking mel-") ends in a clause never finished (unless a hedge cut
  // it before).
  // A whole word before the dash ("moving to a new home-") is a sentence interrupted, which stands.
  // "… taking , um , mel- um ...": the filler or the trailing dots said after the broken word do not finish it.
  const brokenOff = /(?<![\p{L}'])(?!(?:the|and|for|you|day|arm|leg|eye|ear|hip|toe|now|too|yes|out|off|bad|new|old|all|one|two|six|ten)-)\p{L}{1,3}-\s*[.?!]*\s*$/iu.test(
    text.replace(/(?:[\s,.]+(?:um+|uh+|er|ah|hmm+))+[\s.]*$/i, ''),
  );
  const theirIsThePatients = pronouns.possessive === 'their' && !/\b(?:their|they|they're|theirs)\b/i.test(text);

  const clauses = withWhenOpeningsJoined(
    withStopsBetweenStatements(factual)
      .split(CLAUSE_BREAK)
      .flatMap((piece) => piece.split(AND_NEW_CLAUSE)),
  );
  // A clause is told whole if it can be ("He fell and hurt his knee."); else each part its "and"s join, on its own.
  return clauses.flatMap((clause, i) => {
    const last = i === clauses.length - 1;
    const parts = clause.split(AND_BREAK);
    const whole = parts.length > 1 ? statementOf(clause, clauses[i - 1], last) : undefined;
    if (whole !== undefined) return [whole];
    // "He was doing yard work and dropped a brick on his foot", too close to the words said to tell whole: the second
    // verb's subject is the first's, where it tells of the body or an injury ("and looked down" tells nothing).
    const subject = SUBJECT_OF_CLAUSE.exec(parts[0]!.trim())?.[0];
    const tellsOfTheBody = (part: string) => CLINICAL_WORD.test(part) || part.split(/\s+/).some((word) => TELLING_WORD.test(word));
    return parts.flatMap((part, k) => {
      const own = k > 0 && subject !== undefined && PAST_VERB_FIRST.test(part) && tellsOfTheBody(part) ? `${subject} ${part}` : part;
      return statementOf(own, k === 0 ? clauses[i - 1] : parts[k - 1], last && k === parts.length - 1) ?? [];
    });
  });

  /** The statement a clause makes, if it makes one; `before` is the clause said before it. */
  function statementOf(raw: string, before: string | undefined, last: boolean): string | undefined {
    if (brokenOff && factual === third && last) return undefined;
    // "No, she hates riding a bike": the answer's "no" or "yes" before the statement is not part of it.
    // "It's been a while but probably worsening over the past 6 months": a course said after "but" with no subject of
    // its own is the complaint's, of which the clause before it spoke.
    const spoken = asBelief(raw.replace(/\s+/g, ' ').trim().replace(ANSWER_WORD, ''));
    const clause = COURSE_ALONE.test(spoken) && /^\s*it\b/i.test(before ?? '') ? `it has been ${spoken.replace(COURSE_ALONE, '$1')}` : spoken;
    // "When he fell he heard a pop": a when-clause said without a pause opens the statement after it.
    const opened = WHEN_OPENED.exec(clause);
    if (opened && !POINTS_BACK.test(opened[2]!) && !TALK.test(opened[2]!)) {
      // A denial of pain under a condition ("when he is stationary he does not feel significant pain") says what the
      // complaint's timing says ("minimal at rest") in the patient's words.
      if (NEGATED.test(opened[3]!)) return undefined;
      const main = statementOf(opened[3]!, undefined, last);
      return main === undefined ? undefined : `${capitalise(opened[1]!.toLowerCase())} ${opened[2]}, ${uncapitalised(main)}`;
    }
    // "When he is stationary he does not feel a lot of pain": a denial under the condition said before it would read
    // as a denial of all pain.
    if (CONDITION_OPENING.test(before ?? '') && NEGATED.test(clause)) return undefined;
    const words = clause.split(' ');
    // The verb must be the clause's own, not only a subordinate clause's: "his back when he is walking" says nothing.
    const main = clause.split(SUBORDINATE)[0]!;
    // Of a patient whose sex nobody said, the patient is "the patient": a "he" or "she" in their words is someone else.
    if (speaker === 'patient' && pronouns.subject === 'the patient' && OTHERS_PRONOUN.test(clause)) return undefined;
    // Of a patient whose sex nobody said, "their" the patient's "my" became is the patient's: "The patient's symptoms start …".
    const subjectOf = (text: string) => SUBJECT.test(text) || (theirIsThePatients && /^their\b/i.test(text));
    if (tooShort(clause) || words.length > MAX_WORDS || !subjectOf(clause.replace(WHEN, '')) || TALK.test(clause) || GARBLED.test(clause) || SAYS_NOTHING.test(clause) || !VERB.test(main)) return undefined;
    // "The co-pay isn't too bad", "the person behind her wasn't watching": a thing of the story, not of the patient's
    // body or care.
    if (THING_OF_THE_STORY.test(clause.replace(WHEN, '')) && !CLINICAL_WORD.test(clause)) return undefined;
    // "He has no idea", "the patient kept on going": words that say nothing of the patient on their own count for no
    // content.
    // A denial counts as it did said with its contraction: "she does not walk" says as much as "she doesn't walk".
    const content = clause
      .replace(/\b(does|did|do|has|have|had|is|was|were|are|could|would|should) not\b/gi, "$1n't")
      .split(' ')
      .filter((w) => !STOP.has(w.toLowerCase().replace(/[^a-z']/g, '')) && !VAGUE.has(w.toLowerCase().replace(/[^a-z']/g, '')));
    // "He felt a little pop": one word of an injury or a symptom says enough.
    if (content.length < MIN_CONTENT_WORDS && !content.some((w) => TELLING_WORD.test(w))) return undefined;
    // "… keep track of it", "… think about it": what "of" or "about" points at is in a sentence the note does not carry.
    if (/\b(?:of|about)\s+(?:it|them|that|this)$/i.test(clause)) return undefined;
    // "I can't really see it": cut off before "it", whose referent the note does not carry, the verb says another thing
    // ("He cannot see"). Not when "it" ends a clause of when ("it is worse when i bend it"): the statement is before it.
    const endsOnIt = /\b(?!(?:and|or|to|the|a|an|of|with|for|on|in|at|that|which|some|like|so|but|just|really|ever|since|though|then|also)\b)\w+\s+(?:it|them)$/i;
    if (endsOnIt.test(clause) && !/\b(?:when|whenever|if|while|as|after|before|because|once)\b[^,]*$/i.test(clause)) return undefined;
    // An answer's "no" or "yes" said after the statement is not part of it: "he is not taking medications, no".
    // A "can" left over from a question broken off after it ("… on his foot can") is no part of the statement; "as
    // much as he can" keeps its own.
    const statement = clause
      .replace(/(?:\s+(?:and|or|to|the|a|an|of|with|for|on|in|at|that|which|it|some|like|so|but|just|really|ever|since|though|then|also|no|yes|yeah|okay))+$/i, '')
      .replace(/\s+(?:too|as well)$/i, '')
      .replace(/(?<!\b(?:he|she|patient|they|you|i|we))\s+can$/i, '');
    // "He has never had one", "he got a referral over": a statement whose object is only pointed at says nothing;
    // nor one cut off after its verb ("the patient is never really pain free is").
    // Nor one that ends on a number of nothing ("he has lost about 3"); a range or a pressure ("120-140", "170/90") is
    // a reading.
    // Nor one cut off before its verb's object ("the patient is able to put", "he has never injured").
    // A year ends a statement of when ("he had a heart attack in 2018"); 911 is a number called.
    if (/\b(?:one|that|this|those|these|over|about|is|was|are|were|being|did|does|do|has|have|had|put(?: pressure)?|get|take|give|make|bring|keep|use|injured|diagnosed|tell|find|handle|afford|noticed|against|not|not sometimes|problems|issues|opportunity|chance|qualify|either|what|every|each|very|quite|doing|below|above|than|(?<!\d[-/])(?!(?:19|20)\d\d$|911$)\d+(?: and a half)?)$/i.test(statement) && !READING_ENDS.test(statement)) return undefined;
    // Nor one cut off before "asleep": "i just can't can't fall" is no fall; nor a going that says not where ("she
    // usually does not go", of the bathroom asked about before).
    if (/\b(?:cannot|can't|could not|couldn't) fall$|\b(?:not|never) go$/i.test(statement)) return undefined;
    // Nor the doctor explaining what a test measures: "your hemoglobin is your red blood cell count".
    if (TEST_EXPLAINED.test(statement)) return undefined;
    // Nor someone the patient knows, brought in for what they have: "she has a coworker who has a thyroid issue".
    if (ACQUAINTANCE_WHO.test(statement)) return undefined;
    // Nor a person starting or stopping what the statement does not say, but for when: "she started in 2018", "he woke
    // up and stopped" (of the smoking asked about).
    if (/^(?:he|she|the patient)\s+(?:\w+\s+)?(?:started|began|stopped|quit)$|\band (?:started|began|stopped|quit)$/i.test(statement.replace(WHEN_AT_END, ''))) return undefined;
    // Nor what is left of a relative clause ("the worst pain he has ever been in") or of a garbled one ("what he has been doing is").
    if (/^\S+(?:\s+patient)?\s+(?:has|have|had)\s+ever\b|\b(?:its|it's)\s+(?:was|is)\b|\bdoing is\b/i.test(statement)) return undefined;
    // A capital inside the statement is two statements run together: "the patient still Is still have to sit down".
    if (/\s(?:Is|Are|Was|Were|Has|Have|The|It)\b/.test(statement)) return undefined;
    // "It" is the complaint only when it does what a complaint does ("it stopped after 4 days"); otherwise it could be
    // anything said before ("it was brutal in November").
    // So too after when it did it: "Saturday night it kept him up".
    const done = statement.replace(WHEN, '');
    if (/^it\b/i.test(done) && !IT_OF_A_COMPLAINT.test(done)) return undefined;
    // "He uses it once a week", "he noticed that the week before": what "it", "them" or "that" stand for is in a
    // sentence the note does not carry; "the patient did around 2009": an auxiliary with nothing to help.
    // A "that" before a clause's subject joins a clause ("the days that he is unloading hay") and points at nothing.
    // Nor does the "it" a treatment was put on ("he iced it"), which is the complaint's part, nor the "that" of a relative
    // clause ("two boys that play hockey").
    const pointing = done
      .replace(/^it\b/i, '')
      .replace(/\b(?:this|that) (?=morning|afternoon|evening|night|week|weekend|month|year)\b/gi, '')
      .replace(/\bthat (?=(?:he|she|the patient|they|his|her|their)\b)/gi, '')
      .replace(TREATED_IT, '$1')
      .replace(RELATIVE_THAT, '')
      // "The pain is always there", "it was sore there": where the complaint is, not a place said before.
      .replace(/\b(?:always|still|constantly|sore|tender|painful|numb|swollen)\s+there$/i, '')
      // "here" to a place ("he moved here from Texas") is where the patient lives, not what the patient shows.
      .replace(/\b(?:moved|came|lives|living|live|born|got|been)\s+here\b/gi, '')
      .replace(PART_SHOWN, '$1');
    // "These headaches" name what they point at; a bare "those" does not.
    if (/.\b(?:it|them|that|this|there|here)\b|\b(?:those|these)\b(?!\s+[a-z]{3,})/i.test(pointing) || /^(?:he|she|the patient)\s+(?:\w+\s+)?(?:did|does|do)\b(?!\s+(?:not|his|her|their|\w+ing|\w+ work)\b)/i.test(statement)) return undefined;
    // "Then he ran into a tree": the "then" of a story told aloud, not of the note.
    // "She hurt the top part of her right leg here": the part named, "here" is the patient showing it.
    // "I'll get prescribed antibiotics", told of what happens each time, is what the patient does: "gets prescribed".
    const shown = statement.replace(/^then\s+/i, '').replace(PART_SHOWN, '$1');
    const told = speaker === 'doctor' ? shown : asHabit(shown);
    const written = tooShort(told) ? undefined : withoutCopying(told, said);
    // "dr. lewis" is a name: "Dr. Lewis".
    return written === undefined ? undefined : `${capitalise(withTitledNames(theirIsThePatients ? written.replace(/^their\b/i, "the patient's") : written))}.`;
  }
}
