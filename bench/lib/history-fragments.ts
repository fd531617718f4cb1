/**
 * Fragments of the history of present illness: sentences with no subject, which a clinician's narrative does not
 * write ("Worse with bending.", "Tried ibuprofen without relief.", "Joint instability, no pop."). A clinician grading the
 * note counts them against its register; the register violations (register.ts) do not see them, as no word of them is
 * wrong. Bullets and labelled lines ("Past medical history: …") are lists, not narrative, and are not counted.
 */

/** A sentence that opens on its subject: a pronoun, a determiner, a title, "There", "Patient". */
const OPENS_ON_SUBJECT = /^(?:he|she|they|it|his|her|their|its|the|this|these|that|those|there|patient|mr|mrs|ms|miss|dr|both|each|neither|no one|nobody)\b/i;
/** An opening phrase and then the subject: "Regarding his diabetes, he …", "Initially, she …", "On 3/1/21, the pain …". */
const SUBJECT_AFTER_OPENER = /^[^,]{1,60},\s+(?:he|she|they|it|the|his|her|their|there|[A-Z][a-z'-]+\s+(?:is|was|has|had))\b/;
/** A subject after a few words of time or manner, with no comma: "Sometimes she feels …", "20 years ago he broke …". */
const SUBJECT_AFTER_A_FEW_WORDS = /^(?:\S+\s+){1,5}(?:he|she|they|the patient)\s/i;
/** A name and its verb: "Anna is a 42-year-old …", "Martha Collins reports …". */
const NAME_AND_VERB =
  /^(?:[A-Z][a-z'-]+\s+){1,3}(?:is|was|has|had|have|reports|reported|states|stated|notes|noted|denies|denied|presents|presented|returns|comes|came|says|said|feels|felt|underwent|also|does|did|will|would|can|could|continues|endorses|complains|describes|rates|tried|takes|took)\b/;
/** A labelled line: "Past medical history: none.", "Current medications: …". */
const LABELLED = /^[A-Z][\w ,'/()-]{0,40}:\s/;

/** Whether one sentence of the narrative history is a fragment. */
export function isHistoryFragment(sentence: string): boolean {
  const text = sentence.trim();
  if (text === '' || LABELLED.test(text)) return false;
  return !(OPENS_ON_SUBJECT.test(text) || SUBJECT_AFTER_OPENER.test(text) || SUBJECT_AFTER_A_FEW_WORDS.test(text) || NAME_AND_VERB.test(text));
}

/** The history of present illness, by its heading in our note and in the references. */
export const NARRATIVE_HISTORY = /^(?:history of (?:the )?present illness|hpi)$/i;
