/**
 * The doctor recalling what happened to the patient, from the chart or from elsewhere: "i see here that you had a
 * kidney stone", "it looks like you went into the er", "looks like your blood pressure was 200 over 90", "the medical assistant
 * told me that you had this ulcer on your foot".
 */
/**
 * The words a doctor recalls the history with: "i know …", "i see …", "it looks like …". Shared by the history's statements
 * (history/history-events.ts) and the readings recalled (vitals/recalled-reading.ts).
 */
export const RECALL_FRAME = String.raw`i know|i see|i understand|i remember|i noticed|i read|i saw|i heard|(?:it )?looks like|(?:it )?sounds like`;

const RECALLS = new RegExp(
  String.raw`\b(?:${RECALL_FRAME}|the (?:medical assistant|nurse) told me)\s+(?:(?:here|that|in your chart|they said)\s+)*(?:you(?:'ve|'d)?|your)\s+(?!(?:want|need|should|could|would|can|will|might|may|told|tell|said|say|mentioned|were mentioning|asked|talked|(?:had )?(?:called|phoned))\b)\w+`,
  'i',
);

/**
 * What the doctor recalls happened: "you went", "your ankles were swelling", "you've had", "you hurt your left ankle";
 * not "your knee is swollen and red", seen now.
 */
const HAPPENED = /\b(?:was|were|had|went|did|got|came|hurt|fell|broke|took|felt|began|lost|ran|cut|hit|\w{3,}ed)\b|'ve\b/i;

/** Whether a sentence of the doctor's recalls the patient's history. */
export function recallsHistory(text: string): boolean {
  const recall = RECALLS.exec(text);
  return recall !== null && HAPPENED.test(text.slice(recall.index));
}
