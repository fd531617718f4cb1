/**
 * The patient's answer to the doctor's greeting: "How are you today?" — "I'm doing well, but my big toe hurts." The
 * "doing well" answers the greeting and is no history; what follows it is. "How have you been?", "how are you doing
 * with that?" ask how the patient has been, and their answer is history.
 */

/** A greeting that asks how the patient is, and nothing more: "hi kyle how are you today", "how's it going?". */
const GREETING_ASKED = /\b(?:how are you(?: doing)?|how's it going|how are things)(?:\s+(?:today|this morning|this afternoon|this evening))?\s*[?.!]*\s*$/i;
/** The reply to it, with what joins what follows: "i'm doing well (but)", "pretty good, thanks". */
const REPLY =
  /^\s*(?:(?:oh|hi|hey|hello|yeah|well|um|uh)[\s,]+)*(?:i'm|i am|i've been|i have been)?\s*(?:doing\s+)?(?:(?:really|very|pretty|quite|so)\s+)?(?:well|good|fine|okay|ok|alright|all right|great)\b(?:[\s,]*(?:thanks|thank you)(?:\s+for asking)?)?(?:[\s,]*(?:yourself|and you|how are you|how about you)\s*\??)?[\s,.!]*(?:\b(?:but|and|except|though)\b[\s,]*)?/i;

/** The answer without its reply to a greeting; undefined when `asked` is no greeting or the answer does not reply to it. */
export function withoutGreetingReply(asked: string | undefined, answer: string): string | undefined {
  if (asked === undefined || !GREETING_ASKED.test(asked)) return undefined;
  const reply = REPLY.exec(answer);
  return reply ? answer.slice(reply[0].length).trim() : undefined;
}
