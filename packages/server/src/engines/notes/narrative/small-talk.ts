/**
 * The patient's answer to the doctor's greeting: "How are you today?" — "I'm doing well, but my big toe hurts." The
 * "doing well" answers the greeting and is no history; what follows it is. "How have you been?", "how are you doing
 * with that?" ask how the patient has been, and their answer is history. Small talk about the way in ("did you have
 * any problems finding us?" — "No, I've been here with my sister once before.") is no history at all.
 */

/** A greeting that asks how the patient is, and nothing more: "hi kyle how are you today", "how's it going?". */
const GREETING_ASKED = /\b(?:how are you(?: doing)?|how's it going|how are things)(?:\s+(?:today|this morning|this afternoon|this evening))?\s*[?.!]*\s*$/i;
/** The reply to it, with what joins what follows: "i'm doing well (but)", "pretty good, thanks". */
const REPLY =
  /^\s*(?:(?:oh|hi|hey|hello|yeah|well|um|uh)[\s,]+)*(?:i'm|i am|i've been|i have been)?\s*(?:doing\s+)?(?:(?:really|very|pretty|quite|so)\s+)?(?:well|good|fine|okay|ok|alright|all right|great)\b(?:[\s,]+(?:well|good|fine|okay|ok|alright|great)\b)*(?:[\s,]*i guess)?(?:[\s,]*(?:thanks|thank you)(?:\s+for asking)?)?(?:[\s,]*(?:yourself|and you|how are you|how about you)\s*\??)?[\s,.!]*(?:\b(?:but|and|except|though|although|so)\b[\s,]*)?/i;
/** How the patient has been since or with something, said with the reply: "doing well since the surgery". */
const SINCE_OR_WITH = /^(?:since|after|with|on|from|off)\b/i;

/** The way to the clinic, asked of: "did you have any problems finding us?", "was the parking okay?". */
export const WAY_IN_ASKED = /\b(?:problems?|trouble|difficulty) finding (?:us|the (?:office|clinic|place))\b|\bparking\b|\btraffic\b/i;

/**
 * The answer without its reply to a greeting (empty when it said nothing more, or answered small talk about the way
 * in); undefined when `asked` is neither or the answer does not reply to it.
 */
export function withoutSmallTalk(asked: string | undefined, answer: string): string | undefined {
  if (asked !== undefined && WAY_IN_ASKED.test(asked)) return '';
  if (asked === undefined || !GREETING_ASKED.test(asked)) return undefined;
  const reply = REPLY.exec(answer);
  if (!reply) return undefined;
  const rest = answer.slice(reply[0].length).trim();
  return SINCE_OR_WITH.test(rest) ? undefined : rest;
}
