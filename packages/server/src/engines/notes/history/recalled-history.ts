/**
 * The doctor recalling what happened to the patient, from the chart or from elsewhere: "i see here that you had a
 * kidney stone", "it looks like you went into the er", "looks like your blood pressure was 200 over 90".
 */
const RECALLS = /\b(?:i see|i know|i noticed|i read|i saw|i heard|(?:it )?looks like|(?:it )?sounds like)\s+(?:(?:here|that|in your chart|they said)\s+)*(?:you(?:'ve|'d)?|your)\s+(?!(?:want|need|should|could|would|can|will|might|may|told|tell|said|say|mentioned|were mentioning|asked|talked)\b)\w+/i;

/** Whether a sentence of the doctor's recalls the patient's history. */
export const recallsHistory = (text: string): boolean => RECALLS.test(text);
