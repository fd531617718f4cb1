/**
 * The words that set the context of a clinical concept (NegEx/ConText): triggers, which mark the concepts in
 * their scope, terminators, which end a scope, and pseudo-triggers, which look like a trigger but are not one
 * ("no change in", "gram negative") and so hide the trigger inside them.
 *
 * Phrases are written as the normalised tokens of tokens.ts joined by spaces; YEAR stands for a year (2019).
 */
import { SPOKEN_YEARS } from '../narrative/spoken-years.js';
import { QUERY_MARK } from './tokens.js';

/**
 * What a trigger says: absent, possible, or (affirmation) said to be there, which beats a farther negation
 * ("no pallor, icterus present"); `history` is reported history, read as current when the concept has a
 * duration ("h/o fever since 3 days"); `past` is past whatever follows ("k/c/o DM since 10 years").
 */
export type TriggerKind = 'negation' | 'uncertainty' | 'affirmation' | 'history' | 'past' | 'family' | 'hypothetical';
/** The scopes a terminator ends: the triggers', and how far a duration reaches (`time`). */
export type ScopeKind = TriggerKind | 'time';
/**
 * `forward-or-closing`: forward, unless the trigger closes its clause ("typhoid ruled out.", "pallor nil,"),
 * then backward; words like these go on either side of the concept.
 */
export type Direction = 'forward' | 'backward' | 'both' | 'forward-or-closing';

export type Cue =
  | { readonly role: 'trigger'; readonly phrase: readonly string[]; readonly kinds: readonly TriggerKind[]; readonly direction: Direction; readonly window: number }
  | { readonly role: 'terminator'; readonly phrase: readonly string[]; readonly ends: ReadonlySet<ScopeKind> }
  | { readonly role: 'pseudo'; readonly phrase: readonly string[] };

export const YEAR = '#year';
/** At most this many words between a trigger and the concept it marks. */
const DEFAULT_WINDOW = 6;

/** `kind`: what the trigger says, or several things at once ("nobody in my family has" denies, and of the family). */
function triggers(kind: TriggerKind | readonly TriggerKind[], direction: Direction, phrases: readonly string[], window = DEFAULT_WINDOW): Cue[] {
  const kinds = typeof kind === 'string' ? [kind] : kind;
  return phrases.map((phrase) => ({ role: 'trigger', phrase: phrase.split(' '), kinds, direction, window }));
}

function terminators(ends: readonly ScopeKind[], phrases: readonly string[]): Cue[] {
  return phrases.map((phrase) => ({ role: 'terminator', phrase: phrase.split(' '), ends: new Set(ends) }));
}

function pseudo(phrases: readonly string[]): Cue[] {
  return phrases.map((phrase) => ({ role: 'pseudo', phrase: phrase.split(' ') }));
}

const ALL: readonly ScopeKind[] = ['negation', 'uncertainty', 'affirmation', 'history', 'past', 'family', 'hypothetical', 'time'];
const ASSERTION: readonly ScopeKind[] = ['negation', 'uncertainty', 'affirmation', 'history', 'past'];

// Family members who may have a condition of their own. Son, daughter, husband and wife are left out: in a
// consultation they are often the patient, spoken of by the one who brought them ("my son has fever").
const RELATIVES = [
  'mother', 'father', 'brother', 'sister', 'brothers', 'sisters', 'parents', 'sibling', 'siblings',
  'grandfather', 'grandmother', 'grandparents', 'uncle', 'aunt', 'cousin', 'mom', 'dad',
  'maa', 'mummy', 'papa', 'pitaji', 'mataji', 'bhai', 'behen', 'dada', 'dadi', 'nana', 'nani',
];
// "Mother says he has fever": the relative is telling the patient's history, not having it.
const REPORTING = ['says', 'said', 'reports', 'reported', 'gives', 'gave', 'noticed', 'noted', 'told', 'tells', 'informs', 'informed', 'complains', 'mentions'];
const ACCOMPANYING = ['according to', 'as per', 'brought by', 'accompanied by', 'along with'];

/**
 * "Nobody in my family has had heart disease", "none of my siblings have asthma": a denial of the family's, whose own
 * "has" or "have" would otherwise end the scope of "nobody".
 */
const NOBODY_IN_FAMILY = [
  ...['nobody', 'no one', 'noone'].flatMap((nobody) =>
    ['in my', 'in the', 'in our', 'else in my', 'else in the'].flatMap((inThe) => ['family', 'immediate family'].map((family) => `${nobody} ${inThe} ${family}`)),
  ),
  ...['family', 'siblings', 'brothers', 'sisters', 'parents', 'relatives'].map((relatives) => `none of my ${relatives}`),
].flatMap((nobody) => ['has', 'have', 'had', 'has had', 'have had', 'has ever had', 'have ever had', 'ever had', 'got', 'has got', 'gets'].map((has) => `${nobody} ${has}`));

/** The doctor's opinion against a condition: "I don't think …". */
const OPINION_AGAINST = ["don't think", 'do not think', "don't believe", 'do not believe', "don't suspect"];
/** Who the opinion is about: "(I don't think) you have …". */
const HOLDERS = ['you have', "you've got", 'he has', 'she has', 'they have'];

export const CUES: readonly Cue[] = [
  ...triggers('negation', 'forward', [
    'not', 'denies', 'without', 'negative for', 'free of', 'absence of', 'never', 'never had', 'neither', 'nor',
    'no evidence of', 'no signs of', 'no sign of', 'no complaints of', 'no c/o', 'not having', 'not had',
    'does not have', 'do not have', 'did not have', 'wish', 'i wish', 'wished', "didn't notice",
    "haven't noticed", 'not noticed', "don't get", "don't feel", 'nothing',
    // "We don't need any x-rays of your chest", "no need for a CT".
    "don't need", 'do not need', "doesn't need", 'does not need', 'no need for', 'no need of', 'no need to',
    // The examiner's denials: "I don't appreciate any murmurs", "I don't hear any wheezes".
    "don't appreciate", 'do not appreciate', "didn't appreciate", "don't hear", 'do not hear', "didn't hear", "don't see", 'do not see', "didn't see", "haven't had", "hasn't had", 'have not had', 'has not had', "doesn't have", "don't have", "didn't have", "hasn't", "haven't",
  ]),
  // "I don't think that this is a sign of a stroke": the doctor's opinion governs its whole clause.
  ...triggers('negation', 'forward', [...OPINION_AGAINST, "doesn't look like"], 10),
  // "… that I don't think you have": the opinion is the patient's "have", which would otherwise end its scope; said
  // after the name, it reaches back to it ("prostate cancer issues, which I don't think you have").
  ...triggers('negation', 'forward', OPINION_AGAINST.flatMap((opinion) => ['', 'that '].flatMap((that) => HOLDERS.map((holder) => `${opinion} ${that}${holder}`))), 10),
  ...triggers('negation', 'backward', ['which', 'that'].flatMap((which) => ['i', 'we'].flatMap((who) => OPINION_AGAINST.flatMap((opinion) => HOLDERS.map((holder) => `${which} ${who} ${opinion} ${holder}`)))), 6),
  // "Fever no. Cough also no.", "Headache, not really.": said after the symptom, they close its clause.
  ...triggers('negation', 'forward-or-closing', ['no', 'denied', 'absent', 'nil', 'ruled out', 'not really', 'not at all']),
  ...triggers('negation', 'backward', [
    'not present', 'not seen', 'not felt', 'not palpable', 'not there', "isn't there", 'not noted', 'not found',
    'not detected', 'not identified', 'not appreciated', 'negative', '- ve', 'has been ruled out', 'was ruled out', 'is ruled out',
    'nahi', 'nahin', 'nahi hai', 'nahin hai', 'nahi tha', 'nahi thi', 'nahi hua',
  ]),
  // "Fever free for 24 hours", "pain-free since the injection": free of it, said after its name.
  ...triggers('negation', 'backward', ['free', '- free'], 1),
  ...pseudo([
    'no increase', 'no decrease', 'no change', 'no significant change', 'no further', 'no improvement', 'no relief',
    'no response', 'no worsening', 'no doubt', 'not only', 'not just', 'not necessarily', 'not improved',
    'not improving', 'not relieved', 'not subsided', 'not resolved', 'not responding', 'gram negative',
    'rh negative', 'without difficulty', 'nil by mouth', 'not controlled', 'not well controlled', 'not under control',
    // "Nothing but a headache", "nothing else except the cough": what follows is there.
    'nothing but', 'nothing except', 'nothing else but', 'nothing else except', 'nothing other than', 'nothing besides',
    // How the patient is, answered before the complaint: "not great, my back has been killing me".
    // Not a bare "not good", "not well": "there is not good range of motion" denies.
    'not great', 'not bad', ...['so ', 'too ', 'very '].flatMap((so) => ['great', 'good', 'well', 'bad'].map((well) => `not ${so}${well}`)),
    "not feeling well", "not feeling good", "not feeling great", 'not doing well', 'not doing great', 'not doing good',
    // Reassurance: "no no, not serious, your thyroid is underactive".
    'not serious', 'nothing serious', 'not dangerous', 'nothing dangerous', 'not to worry', "don't worry", 'do not worry', 'no need to worry', 'not a big deal',
  ]),

  ...triggers('uncertainty', 'forward', [QUERY_MARK], 3),
  ...triggers('uncertainty', 'forward', [
    'rule out', 'r/o', 'to rule out', 'suspect', 'suspicion of', 'suspicious of', 'possibly', 'probably',
    'most likely', 'could be', 'may be', 'maybe', 'might be', 'query', 'differential', 'differentials',
    'differential diagnosis', 'ddx', 'd/d', 'suggestive of', 'cannot rule out', "can't rule out", 'not certain',
    'uncertain', 'not sure', 'unsure',
  ]),
  // The doctor's worry is a suspicion of what it names next: "I'm concerned you may have a meniscal tear",
  // "concerning for a stone"; not of what follows further on ("concerned about the inactivity with your knee pain").
  // Not "may have" alone: "I may have hurt my knee" tells an injury. "have" ends a scope ("… who has diabetes"), so
  // the worry's own "have" is part of its words.
  ...triggers('uncertainty', 'forward', [
    'concerned about', 'concerned for', 'concerned that', 'worried that', 'concern for', 'concerning for', 'question of',
    ...['concerned', 'worried'].flatMap((worry) =>
      ['you have', 'you may have', 'you might have', 'that you have', 'that you may have', 'he has', 'she has', 'that he has', 'that she has'].map((rest) => `${worry} ${rest}`),
    ),
  ], 3),
  // "It sounds like you have a torn MCL": an impression from the story alone, to be confirmed.
  ...triggers('uncertainty', 'forward', ['sounds like you have', "sounds like you've got", 'sounds like he has', 'sounds like she has'], 6),
  ...triggers('uncertainty', 'forward-or-closing', ['suspected', 'possible', 'probable', 'likely', 'unlikely', 'doubtful', 'not ruled out']),
  ...triggers('uncertainty', 'backward', ['to be ruled out', 'cannot be ruled out', "can't be ruled out", 'not been ruled out']),
  ...triggers('uncertainty', 'both', ['vs', 'versus', 'v/s']),

  ...triggers('affirmation', 'backward', ['present', 'positive', '+ ve', 'seen', 'noted', 'there', 'hai', 'persists', 'persisting', 'yes', 'yeah', 'haan'], 2),
  // "No focal motor weakness is noted": the examiner's report of what the negation already said, not an affirmation
  // that beats it. A finding is present without one ("mild swelling is noted").
  ...pseudo(['is noted', 'are noted', 'was noted', 'were noted', 'is seen', 'are seen', 'was seen', 'were seen', 'is appreciated', 'are appreciated']),

  ...triggers('history', 'forward', ['history of', 'h/o', 'hx of', 'hx', 'gives history of', 'gave history of', 'with history of']),
  ...pseudo([
    'history of present illness', 'history of the present illness', 'history of presenting illness',
    'history of presenting complaint', 'history of presenting complaints', 'since last year', 'from last year',
  ]),
  // "This newly diagnosed diabetes": found at this visit, not past history.
  ...pseudo(['newly diagnosed', 'newly discovered', 'new diagnosis', 'new diagnosis of']),
  ...triggers('past', 'forward', [
    'ever had', 'ever been', 'have you ever', 'k/c/o', 'kco', 'known case of', 'known case', 'known', 'past history of', 'past history', 'past h/o',
    'past medical history', 'pmh', 'previously', 'previous', 'prior', 'old case of', 'diagnosed with',
    'was diagnosed with', 'operated for', 'underwent', 'treated for', 'was treated for', 'took treatment for',
    'on treatment for', 'on medication for', 'recovered from', 'status post', 's/p',
  ]),
  // A complaint that has gone: "tingling in my toes until Sunday afternoon, and then that went away".
  ...triggers('past', 'backward', ['until', 'till', 'went away', 'gone away', 'has gone', 'resolved', 'has resolved', 'subsided', 'has subsided', 'stopped'], 8),
  // Said after "but", which ends other scopes: "a little nausea but that went away".
  ...triggers('past', 'backward', ['but that', 'but it'].flatMap((but) => [`${but} went away`, `${but} has gone away`, `${but} resolved`, `${but} has resolved`, `${but} subsided`, `${but} stopped`, `${but} cleared up`]), 8),
  ...triggers('past', 'forward-or-closing', [
    'diagnosed', 'was diagnosed', 'operated', 'years ago', 'year ago', 'months ago', 'month ago', 'years back',
    'year back', 'months back', 'month back', 'saal pehle', 'sal pehle', 'mahine pehle', `in ${YEAR}`,
    // "in twenty eighteen": the year said aloud.
    ...SPOKEN_YEARS.map((year) => `in ${year}`),
    'last year', 'previous year', 'in the past', 'in past', 'in childhood', 'as a child', 'as a kid', 'when i was a kid', 'when i was a child', 'when i was little', 'when i was young', 'when i was younger', 'growing up',
  ]),

  // "If you get a fever, call me": a condition to watch for, not a complaint. The caller decides whose words these
  // can be (a patient's "if I bend, it hurts" is a complaint).
  // Its window is the clause: "if you get a high fever, back pain or vomiting, call me".
  ...triggers('hypothetical', 'forward', [
    'if', 'in case', 'incase', 'unless', 'should you', 'whenever', 'watch for', 'watch out for', 'look out for',
    // A safety net said on from the one before: "(come to the ER if you fall …) same for black stools, vomiting blood".
    'same for', 'same goes for', 'same thing for', 'same with',
    'signs of', 'warning signs', 'agar', 'jab bhi', 'as needed for', 'as required for', 'sos for',
    // The risks of a procedure are not the patient's: "risks include bleeding, infection, numbness".
    'risks', 'risk of', 'risks of', 'risks include', 'complications', 'complications include', 'side effects', 'side effect',
    // What not treating may bring: "a high likelihood of developing arthritis", "this can lead to losing the arch".
    'likelihood of', 'chance of', 'chances of', 'at risk for', 'at risk of', 'can lead to', 'could lead to', 'may lead to', 'lead to',
  ], 14),
  // A state to wait for is not the patient's now: "stay home until you've been fever free for 24 hours".
  // ("he's" is read "he", its 's dropped like a possessive's.)
  ...triggers('hypothetical', 'forward', [
    "until you've been", "until you're", 'until you are', 'until he', 'until she',
    "until they've been", "until they're", 'until they are',
  ]),
  // What the doctor wants to keep away is not the patient's: "we also don't like strokes", "we don't want you to have a
  // heart attack".
  ...triggers('hypothetical', 'forward', ["don't like", 'do not like', "don't want", 'do not want', "wouldn't want", 'would not want'], 6),
  // What a test looks for is not the patient's: "a PSA, which looks for prostate cancer", "a swab to check for strep".
  ...triggers('hypothetical', 'forward', [
    'looks for', 'look for', 'looking for', 'check for', 'checks for', 'checking for', 'screen for', 'screens for', 'screening for',
    'to test for', 'to evaluate for',
  ], 6),
  // What can cause a finding ("some possible causes are certain medications, alcohol abuse, fatty liver disease,
  // hepatitis, cirrhosis") is a teaching list, not the patient's diagnoses; nor is a disease vaccinated against.
  ...triggers('hypothetical', 'forward', [
    'possible causes', 'potential causes', 'common causes', 'causes include', 'can be caused by', 'could be caused by', 'reasons why',
    'vaccinated against', 'vaccinated for', 'vaccine against', 'vaccine for', 'vaccines for', 'immunized against', 'immunised against',
  ], 24),
  // A series completed, named by the disease it is against: "you have completed your covid-19 (vaccines)".
  ...triggers('hypothetical', 'forward', ['completed your', 'completed the', 'completed his', 'completed her', 'finished your'], 1),
  // What others do as a rule is no order: "(a breast specialist) sometimes will do an ultrasound as an extension of
  // their physical exam", "they tend to biopsy it sooner".
  ...triggers('hypothetical', 'forward', ['sometimes will', 'will sometimes', 'they sometimes', 'they tend to', 'they usually', 'they typically', 'they often', 'they might', 'they may'], 8),
  // What a medicine may do is counselling, not the patient's complaint (the caller keeps a patient's own "I may get
  // dizzy"): "this tablet may cause drowsiness", "you may notice some nausea", "stools may turn black".
  ...triggers('hypothetical', 'forward', [
    'may cause', 'can cause', 'might cause', 'could cause', 'may give you', 'can give you', 'may make you', 'can make you', 'may get', 'might get',
    'can get', 'may feel', 'might feel', 'may notice', 'might notice', 'may develop', 'may experience', 'might experience',
  ], 6),
  ...triggers('hypothetical', 'backward', ['may come', 'might come', 'could come back', 'may happen', 'can happen', 'might happen', 'may occur', 'can occur', 'may turn', 'can turn', 'may appear', 'may develop'], 4),
  // A procedure the patient may need one day is no order: "tell them about your iga deficiency before any blood
  // transfusion", "if you ever need surgery".
  ...triggers('hypothetical', 'forward', ['before any', 'before getting any', 'before receiving any', 'before you get any', 'before you receive any', 'ever need', 'ever needs', 'ever have to have'], 4),
  // Nor is the disease of other people: "delivering the results to patients with covid".
  ...triggers('hypothetical', 'forward', ['patients with', 'people with', 'those with', 'someone with', 'anyone with', 'everyone with', 'others with'], 4),
  // Nor is the disease a place or a time is named for: "the covid clinic", "the stroke unit", "during the pandemic".
  ...triggers('hypothetical', 'backward', [
    'vaccine', 'vaccines', 'vaccination', 'vaccinations', 'shot', 'shots', 'booster', 'boosters',
    'clinic', 'clinics', 'center', 'centers', 'centre', 'centres', 'unit', 'ward', 'pandemic',
  ], 2),
  // A list that ends in death is the risks of a procedure, not the patient's complaints.
  ...triggers('hypothetical', 'backward', ['or death', 'or even death', 'and death', 'even death'], 14),

  ...triggers(['negation', 'family'], 'forward', NOBODY_IN_FAMILY),
  ...triggers('family', 'forward', [
    ...RELATIVES, 'maternal', 'paternal', 'family', 'family history of', 'family history', 'family h/o', 'family hx',
    'fhx', 'fh', 'f/h',
  ]),
  // A heading reaches its clause, and its comma is no list's: "for family history, it looks like there's high blood
  // pressure, diabetes, thyroid disease …".
  ...triggers('family', 'forward', ['family history ,', 'family history :'], 12),
  ...triggers('family', 'backward', [
    'runs in the family', 'runs in family', 'in the family', 'in family',
    ...RELATIVES.flatMap((relative) => ['', 'his ', 'her ', 'the ', 'both '].map((owner) => `in ${owner}${relative}`)),
  ]),
  // "My cousin said she had lost some weight": the patient telling what a relative said of herself.
  ...triggers('family', 'forward', RELATIVES.flatMap((relative) => ['said', 'says', 'told me'].flatMap((verb) => ['she', 'he'].map((person) => `my ${relative} ${verb} ${person}`)))),
  ...pseudo([
    ...[...RELATIVES, 'family'].flatMap((relative) => [
      ...REPORTING.map((verb) => `${relative} ${verb}`),
      ...ACCOMPANYING.map((prelude) => `${prelude} ${relative}`),
    ]),
    'family planning', 'family doctor', 'family physician',
  ]),

  ...terminators(ALL, [
    '.', ';', '!', '?', 'but', 'however', 'although', 'though', 'except', 'apart from', 'aside from', 'besides',
    'whereas', 'yet', 'lekin', 'magar',
    // "(no,) i wish — unfortunately i've gained some weight": a second statement.
    'unfortunately', 'fortunately', 'luckily', 'thankfully',
    // "no evidence of osteomyelitis, meaning that there is no infection of the bone": an explanation of its own.
    'meaning', 'which means', 'that means',
  ]),
  ...terminators([...ASSERTION, 'family'], [
    'complains of', 'complaining of', 'complains', 'c/o', 'presents with', 'presented with', 'came with', 'comes with',
  ]),
  ...terminators(ASSERTION, ['which', 'who', 'has', 'have', 'having', 'reports', 'developed']),
  // "No surgeries, you know, I've had back pain over the years": the patient's own statement after a denial, set off by
  // a pause; not "I don't think I've had any tingling", nor "I wish I had some weight loss".
  ...terminators(['negation'], [", i've", ', i had', "you know i've", 'you know i had']),
  // "koi … nahi" (no … at all): the negation reaches back to "koi" and no further.
  ...terminators(['negation'], ['koi']),
  // "No weakness, just the weird numbing", "no fever, only a cough": what the patient has, said after the denial.
  ...terminators(['negation'], [', just', ', only']),
  // "no evidence of recurrence with the dcis", "no spread of the cancer": what is denied is the recurrence, not the
  // condition the patient had.
  ...terminators(['negation'], ['recurrence of', 'recurrence with', 'recurrence in', 'progression of', 'spread of', 'worsening of']),
  ...terminators(['history', 'past', 'family', 'time'], ['now', 'currently', 'presently', 'at present', 'since then']),
  ...terminators(['family'], ['patient', 'pt', 'self', 'himself', 'herself']),
  // "Known hypertensive, with chest pain since morning": the duration is the new complaint's alone.
  ...terminators(['time'], [', with']),
];
