/**
 * The words around a person's name in a transcript or a note, in English and in Indian languages said in Latin script:
 * titles and honorifics, relatives, "my name is", greetings, a question that asks for a name, a form's labels. The
 * patterns only say where a name may stand; person-names.ts decides whether the words there make one.
 */
/**
 * Titles of Indian languages said before a name: Tamil "thirumathi", "selvi"; Hindi and Urdu "sushri", "janab",
 * "mohtarma", "sardar", "haji"; Khasi "kong" (to a woman) and "bah" (to a man).
 */
const REGIONAL_TITLE = String.raw`(?:thirumathi|selvi|sushri|janab|mohtarma|sardar|sardarni|haji|hajji|kong|bah)`;
/**
 * A title before a name ("mrs sharma", "dr. rao", "nurse jackson", "sister mary"), not the relative ("my sister") nor
 * the "sri" of the Punjabi greeting "sat sri akal".
 */
export const TITLE = String.raw`(?:(?<!\b(?:my|your|his|her|their|our|the|a|sat)\s+)(?:(?:mr|mrs|ms|dr|shri|sri|smt|kum|prof|tmt|thiru)\.?|miss|mister|missus|doctor|doctora|señora|señor|senora|senor|shrimati|kumari|master|baby|nurse|sister|brother|father|madam|professor|${REGIONAL_TITLE}))`;
/** A title that only a name follows ("mrs pearl baker", "dr. rose"), unlike "doctor", "sister" or "baby". */
export const STRONG_TITLE = new RegExp(String.raw`^(?:mr|mrs|ms|miss|mister|missus|shri|sri|smt|kum|shrimati|kumari|dr|prof|professor|tmt|thiru|${REGIONAL_TITLE})\.?\s+$`, 'i');
/** Surnames of the lists that are also words often said just after a name: "mrs sharma may come", "Dr. Rao long ago". */
export const NOT_AFTER_A_NAME = new Set(['may', 'long', 'day', 'little', 'love', 'best', 'early', 'well', 'more', 'most', 'still', 'over']);
/** Kin and carers a name may follow, in English or an Indian language: "husband Ramesh", "my son Mason", "ASHA didi Sarita", "mere bete Sonu". */
const KIN = String.raw`(?:son|daughter|wife|husband|mother|father|mom|mum|dad|brother|sister|uncle|aunt|grandmother|grandfather|grandson|granddaughter|grandma|grandpa|friend|neighbour|neighbor|colleague|boss|nephew|niece|cousin|partner|fiance|fiancee|caregiver|carer|mother-in-law|father-in-law|daughter-in-law|son-in-law|sister-in-law|brother-in-law|worker|didi|lady|gentleman|contact|baby|child|kid|boy|girl|boyfriend|girlfriend|pharmacist|coach|teacher|therapist|physician|surgeon|dentist|counselor|counsellor|client|intern|technician|receptionist|assistant|aide|manager|pastor|priest|officer|landlord|roommate|caseworker|attendant|informant|bystander|relative|interpreter|translator|witness|chaperone|escort|spouse|(?:chr|anm|emt|paramedic|medic|pilot|midwife|volunteer)(?!\s+(?:worker|crew|team|unit|didi|sister|madam|ji|staff|supervisor|driver)\b)|mama|papá|papa|mamá|hija|hijo|esposa|esposo|stepson|stepdaughter|stepmother|stepfather|godmother|godfather|bete|beti|bhai|bhaiya|behen|bahen|bhabhi|bahu|papa|mummy|pati|patni|chacha|chachi|mami|mausi|bua|dadi|nani|appa|akka|anna|thambi|magan|magal|chechi|chetta|kaka|kaki|aai)`;
/** The words that introduce a name: a title, "my name is", "this is", "patient", a greeting, a relative, a form's label. */
const INTRODUCERS = [
  // "baby of Farzana Khatoon", "wife of Ramesh", "the parent of Ezekiel", "S/o Ram Lal", "C/o".
  String.raw`(?:(?:${KIN}|parents?|guardian|family|care) of|[sdwcbh]\/o)`,
  TITLE,
  String.raw`(?:my|his|her|the patient's|patient's|your|\p{L}+'s) (?:full |first |last |middle |maiden |family |nick)?name(?:'s| is|:)`,
  String.raw`(?:(?:the|my|his|her|your) )?(?:surname|last name|family name|maiden name|nickname)(?:\s+is|\s*:|,)?`,
  // "my name is" in Bengali, Assamese, Tamil, Telugu, Malayalam and Marathi; Indian English "this side Ramesh".
  String.raw`(?:amar|mor)\s+na(?:a)?m(?:\s+holo)?|en\s+pe(?:ya)?r|naa?\s+peru|ente\s+peru?|majha\s+na(?:a)?v|maza\s+nav|this side`,
  // Hindi: "mere bete ka naam Golu hai", "naam hai Golu".
  String.raw`(?:ka|ki|ke|mera|meri|uska|uski|unka|unki|aapka|tumhara)\s+naam(?:\s+(?:hai|tha))?|naam\s+hai`,
  String.raw`name(?:\s*:|\s+is)`,
  String.raw`(?:(?:the )?patient|pt\.?(?!\s+(?:referral|therapy|eval\w*|sessions?|exercises?|visits?|appointments?|notes?|plan|program|consult)\b))(?:\s+is|\s*:|,(?=\s+\p{L}+\s+\p{L}+,)|\s+name(?:\s*:|\s+is)?|(?=\s+\p{L}))`,
  String.raw`(?:name of (?:the )?(?:patient|mother|father|child|baby|husband|wife|guardian|informant)|(?:mother|father|husband|wife|guardian|informant)'s name)(?:\s*:|\s+is)?`,
  // Hindi "main Sunita bol rahi hoon" (I am Sunita speaking): the name before "bol raha", after "main".
  String.raw`(?:main|mai|mein)(?=\s+\p{L}+(?:\s+\p{L}+)?\s+bol\s+(?:raha|rahi|rhi|rha))`,
  // Whom a payer's or a phone line's talk is about: "the member is Rosalind Ferreira", "caller: …".
  String.raw`(?:the )?(?:member|client|caller|subscriber|beneficiary|insured|policyholder)(?:\s+is|\s*:)`,
  // Whom a document is about: "discharge summary for Selvi Murugan", "operative report on …".
  String.raw`(?:summary|report|note|letter|dictation|certificate)\s+(?:for|on|of|about|regarding)`,
  String.raw`(?:this is|it's|i am|i'm|myself|am i speaking with|speaking with|speak with|is this|calling for|calling about|referring|dear|come|meet|goes by|go by|calls? me|known as|sincerely|regards|signed:?|(?:(?:full|first|last) )?name,?|client\s*:)`,
  String.raw`(?:hello|hi|hey|good (?:morning|afternoon|evening)|namaste|namaskar|vanakkam|thank you|thanks|bye|goodbye|welcome),?`,
  String.raw`(?:(?:my|his|her|your|their|our|the patient's|the)\s+)?(?:(?:older|younger|elder|little|big|late)\s+)?${KIN}(?:,|:|\s+named|\s+called|\s+is)?`,
  String.raw`(?:referred by|seen by|brought|bringing|accompanied by|escorted by|spoke (?:to|with)|talk to|talked to|speak to|ask for|asked for|attending|consultant|resident|signed by|dictated by|cc:?)(?:\s+(?:dr\.?|doctor))?`,
];
/** A hesitation between a cue and the name: "my name is, uh, ramesh", "this is um linda". */
export const INTRODUCED = new RegExp(String.raw`\b(?:${INTRODUCERS.join('|')})(?:,?\s+(?:uh|um|umm|er|hmm)\b,?)?\s+`, 'giu');
/** The Indian honorific after a name: "sharma ji", "sunita-ji", "venkat garu", "lakshmi amma", "hetal ben", "guddi bai". */
export const JI = /\b([A-Za-z][a-z'-]+)(?:\s+|-)(?:ji|jee|garu|gaaru|sahab|saab|sahib|saheb|bhai|bhaiya|didi|amma|akka|anna|behen|ben|bai|tai|bhau|kaka|babu|madam|aunty|uncle|bhabhi|mausi|chechi|chettan|ammal|avargal|bhaijaan|baji|aapa|khala|kaku|mashi|pishi)\b/gi;
/** A name said with what the person is to the speaker, or asked after: "keisha is my daughter", "agnes, my sister,", "how's mateo doing?"; not "Balipatna, her son's mobile". */
export const NAME_OF_KIN = new RegExp(String.raw`\b(\p{L}[\p{L}'-]+)(?:,\s+(?:my|his|her|our|their|the patient's)\s+(?:(?:older|younger|elder|little|big)\s+)?${KIN}(?=\s*[,.;)]|\s*$)|\s+is\s+(?:my|his|her|our|their|the patient's)\s+(?:(?:older|younger|elder|little|big)\s+)?${KIN}\b(?!['’]s))|\bhow(?:'s|\s+is)\s+(\p{L}[\p{L}'-]+)\s+(?:doing|feeling|today)\b`, 'giu');
/** A name before the Hindi possessive and a relative: "sunita ki beti", "ramesh ke papa", "guddi ka beta". */
export const HINDI_KIN_OF = /\b(\p{L}[\p{L}'-]+)\s+(?:ki|ka|ke)\s+(?:beti|beta|bete|bahu|saas|sasur|pati|patni|maa|mummy|papa|bachchi|bachcha|bachche|bhai|behen|didi|nani|dadi|nana|dada|wife|husband)\b/giu;
/** A name said before the Hindi "bol raha/rahi" (is speaking): "ruth bol rahi hoon". */
export const SAYS_HINDI = /\b([A-Za-z][a-z'-]+)\s+bol\s+(?:raha|rahi|rha|rhi)\b/gi;
/** A name that says who answers a phone or a door: "Hetal speaking", "Priya here". */
export const SPEAKING = /\b(\p{L}[\p{Ll}'-]+)\s+(?:speaking|here)\b(?=\s*[,.!?]|\s*$|\s+(?:from|calling|with|for)\b)/gu;
/** The place that answers a phone, before the name of who answers: "hello, Wellness Forever Andheri, Snehal speaking." */
export const ANSWERING_PLACE = /^(?:hello|hi|good (?:morning|afternoon|evening)|namaste|namaskar|vanakkam),\s+([^,.?!]+),\s+\p{Lu}\p{Ll}+\s+(?:speaking|here)\b/iu;
/** Whose number, e-mail or kin is meant: "Joy's number is …", "Rohit's wife". */
export const WHOSE = /\b(\p{Lu}\p{Ll}+)'s\s+(?=(?:number|phone|mobile|cell|e-?mail|address|husband|wife|son|daughter|mother|father|mom|mum|dad|brother|sister|baby|kids?|children)\b)/gu;
/** A name said before a comma and "how are you", the way a doctor calls the patient: "rahul, how are you". */
export const CALLED = /(?:^|[.?!]\s+)(?:(?:so|haan|okay|ok|hi|hello|yes|well|and|achha|accha|acha|now|right),?\s+)?([A-Za-z][a-z'-]+),\s+(?=how|what|tell|can|could|please|come|sit|do|did|are|have|any|so|this|your|you|we|i|let|now|good|take|since|show|nice|when|where|why)/gi;

/**
 * A relative's name that is also a word, said before what the relative does: "her father hunter will pick her up", "my
 * daughter grace is here" (but "my son may come": the word must be a listed name and the next word a verb of a person).
 */
export const KIN_DOING = new RegExp(String.raw`\b(?:my|his|her|your|their|our)\s+${KIN}\s+(\p{L}+)\s+(?=(?:is|was|will|has|had|and|who|says|said|told|called|calls|came|comes|brought|took|lives|works|can|could|would|wants|gave|helps|does|did)\b)`, 'giu');

/** A word greeted before a comma is the person greeted, English word or not: "hi hope, nice to see you". */
export const GREETED = /\b(?:hi|hello|hey|good (?:morning|afternoon|evening)|bye|goodbye|thanks|thank you)\s+([A-Za-z][a-z'-]+)\s*,|\b(?:thanks|thank you)(?:\s+(?:so|very)\s+much)?,\s+([A-Za-z][a-z'-]+)\s*[.!]/gi;
/** Whom a greeting may address that is no name: "hello there,", "thanks again,", "hi everyone,". */
export const GREETED_NO_ONE = new Set(["ma'am", 'there', 'again', 'everyone', 'everybody', 'all', 'guys', 'folks', 'team', 'friend', 'dear', 'buddy', 'sweetie', 'honey', 'love', 'mate', 'much', 'both', 'ji', 'sir', 'madam', 'maam', 'doctor', 'doc', 'nurse', 'sister']);

/** The line before asks who is speaking or for a name ("naam" in Hindi, "peru" in Tamil, Telugu and Malayalam). */
export const NAME_ASKED = /\b(?:name|naam|peru|peyar|who (?:am i|is this|are you)|speaking with|talking to)\b[^.!]*\?\s*$|\b(?:name|naam)\s*(?:,?\s*please|batao|bataiye|bataye|boliye|bolo|likhiye|likhwaiye)\s*[.!]?\s*$/i;
/**
 * A line that opens with a name on its own, past a yes: "Kiran Sai Reddy.", "Rose Mathew? come in.", "Robert James
 * Miller, 7/19/1961.", "haan, Kanha."
 */
export const OPENING_NAME = /^(?:[A-Z]+:\s*)?(?:(?:[Yy]es|[Yy]eah|[Hh]aan|[Hh]an|[Jj]i|[Oo]k|[Oo]kay|[Ss]ure)\s*,\s*)?((?:[A-Z][a-z'-]+)(?:\s+[A-Z][a-z'-]+){0,2})(?=\s*[.?,!]|\s*$)/;
/** An answer said in lower case, past a yes: one to three words before a stop, a comma or the line's end. */
export const LOWER_CASE_ANSWER = /^(?:(?:yes|yeah|haan|han|ji|ok|okay|sure|it's|its|it is)\s*,?\s*)*([a-z][a-z'-]+(?:\s+[a-z][a-z'-]+){0,2})(?=\s*[.?,!]|\s*$)/;
/** A name before an age or a degree: "Harold Whitcomb, 71 y/o M", "Paul Goldberg, MD". */
export const BEFORE_AGE_OR_DEGREE = /\b([A-Z][a-z'-]+(?:\s+[A-Z]\.)?(?:\s+[A-Z][a-z'-]+){1,2})(?=,?\s+(?:\d{1,3}\s*(?:y\/o|yo|years?|-year)|MD|DO|MBBS|MS|DNB|RN|NP|PA-C|FNP-C|FNP|APRN|CNM|DNP|LPN|LCSW|MSW|PharmD|PhD|FRCS|MRCP)\b)/g;
