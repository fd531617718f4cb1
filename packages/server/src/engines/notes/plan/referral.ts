/**
 * The services a patient is referred to, by the name a plan writes: "I'm going to refer you to urology", "refer you
 * back to the gastroenterologist", "a referral to nutrition", "refer him to cardiac rehab", "I want you to see a
 * nutritionist", "(I recommend) that you follow up with cardiology", "should be evaluated by urology", "start seeing a
 * therapist" → "urology", "gastroenterology", "nutrition",
 * "cardiac rehabilitation", "cardiology".
 */
const REFER = /\b(?:refer(?:ring)?\s+(?:you|him|her|them)\s+(?:back\s+)?(?:over\s+)?(?:to|for)|referral\s+(?:back\s+)?(?:to|for|with)|(?:want|need|like)\s+(?:you|him|her|them)\s+to\s+(?:go\s+)?(?:see|undergo)|(?:you|he|she)\s+(?:should|need\s+to|will\s+need\s+to)\s+(?:go\s+)?see|(?:that\s+)?(?:you|he|she)\s+follow[- ]?up\s+with|(?:should|will|needs?\s+to|to)\s+be\s+(?:evaluated|seen|assessed)\s+by|(?:start|begin)\s+seeing)\s+(?:(?:a|an|the|some|our|my)\s+)?([a-z]+(?:\s+[a-z]+){0,2}?)(?=\s+(?:for|to|so|and|just|once|if|who|that|because|as|today|now|okay|at|in|on|i|we)\b|\s*[,.;?!-]|\s*$)/i;

/**
 * A consult ordered of a service: "order a podiatry consult", "write you a consult to nutrition", "get a cardiology
 * consultation". Its service is the name before "consult", or the one or two words after "consult to".
 */
const CONSULT =
  /\b(?:order|put in|place|write|get|set up|send)\s+(?:(?:you|him|her)\s+)?(?:a|an)\s+(?:consult(?:ation)?\s+(?:to|with|for)\s+(?:the\s+)?([a-z]+(?:\s+[a-z]+)?)|([a-z]+(?:\s+[a-z]+)?)\s+consult(?:ation)?\b)/i;

/** A specialist brought onto the patient's care: "we could get a breast specialist on the team", "bring a surgeon in". */
const ON_THE_TEAM = /\b(?:get|bring|add)\s+(?:a|an)\s+([a-z]+(?:\s+[a-z]+)?)\s+(?:on (?:the|your|our) (?:care )?team|involved|in on (?:this|it))\b/i;

/** A specialist as the service a plan refers to. */
const SERVICES: readonly [RegExp, string][] = [
  [/^(?:physical therap(?:y|ist)|pt|physio(?:therapy)?|formal physical therapy)$/i, 'physical therapy'],
  [/^(?:occupational therap(?:y|ist)|ot|hand therap(?:y|ist))$/i, 'occupational therapy'],
  [/^cardiac rehab(?:ilitation)?$/i, 'cardiac rehabilitation'],
  [/^pulmonary rehab(?:ilitation)?$/i, 'pulmonary rehabilitation'],
  [/^(?:nutrition(?:ist)?|dietitian|dietician)$/i, 'nutrition'],
  [/^urolog(?:y|ist)$/i, 'urology'],
  [/^podiatr(?:y|ist)$/i, 'podiatry'],
  [/^vascular surg(?:ery|eon)$/i, 'vascular surgery'],
  [/^gastroenterolog(?:y|ist)|^gi(?: doctor| specialist)?$/i, 'gastroenterology'],
  [/^cardiolog(?:y|ist)$/i, 'cardiology'],
  [/^neurolog(?:y|ist)$/i, 'neurology'],
  [/^neurosurg(?:ery|eon)$/i, 'neurosurgery'],
  [/^dermatolog(?:y|ist)$/i, 'dermatology'],
  [/^endocrinolog(?:y|ist)$/i, 'endocrinology'],
  [/^pulmonolog(?:y|ist)$/i, 'pulmonology'],
  [/^(?:oncolog(?:y|ist)|medical oncology)$/i, 'oncology'],
  [/^rheumatolog(?:y|ist)$/i, 'rheumatology'],
  [/^nephrolog(?:y|ist)$/i, 'nephrology'],
  [/^(?:orthopedi(?:cs|c surgery|st)|orthopaedi(?:cs|c surgery|st)|ortho)$/i, 'orthopedics'],
  [/^(?:ent|ear nose and throat|otolaryngolog(?:y|ist))$/i, 'ENT'],
  [/^(?:ophthalmolog(?:y|ist)|eye doctor)$/i, 'ophthalmology'],
  [/^(?:psychiatr(?:y|ist))$/i, 'psychiatry'],
  [/^(?:psycholog(?:y|ist)|counsel(?:l)?ing|therapist|counsel(?:l)?or)$/i, 'counseling'],
  [/^(?:sleep (?:medicine|specialist|clinic|study))$/i, 'sleep medicine'],
  [/^(?:surgeon|general surgery|surgery)$/i, 'surgery'],
  [/^(?:breast specialist|breast surgeon|breast clinic)$/i, 'breast specialist'],
  [/^(?:pain (?:management|clinic|specialist))$/i, 'pain management'],
  [/^genetic counsel(?:l)?ing(?: and testing)?$/i, 'genetic counseling'],
];

/**
 * Every service the plan lists as "Referral": those a referral names here, and the lexicon's own procedures that are
 * a service rather than something done (read with their codes, under the lexicon's names).
 */
const REFERRAL_SERVICES: ReadonlySet<string> = new Set(
  [
    ...SERVICES.map(([, service]) => service),
    ...['physiotherapy', 'occupational therapy', 'speech therapy', 'counselling', 'counseling', 'psychotherapy', 'cardiac rehabilitation', 'pulmonary rehabilitation'],
  ].map((service) => service.toLowerCase()),
);

/** Whether a procedure of the model is a referral to a service. */
export const isReferralService = (name: string) => REFERRAL_SERVICES.has(name.toLowerCase());

/** The service a sentence refers the patient to, as the plan names it; none when it refers to no known service. */
export function referralOf(sentence: string): string | undefined {
  const said = sentence.replace(/\s+/g, ' ');
  const referred = REFER.exec(said)?.[1];
  const consulted = CONSULT.exec(said);
  // After "consult to", the service may be one word of the two read: "a consult to nutrition today".
  const consult = consulted ? (consulted[1] ?? consulted[2]!) : undefined;
  const named = [referred, consult, consult?.split(' ')[0], ON_THE_TEAM.exec(said)?.[1]].filter((name) => name !== undefined);
  return named.map((name) => SERVICES.find(([pattern]) => pattern.test(name.trim()))?.[1]).find((service) => service !== undefined);
}
