/**
 * The patient agreeing to the plan, as the patient said it once the doctor had set it out ("sounds good", "that's
 * fine", "let's do it"): what the train split's clinicians write as "The patient understands and agrees with the
 * recommended medical treatment plan." A bare "okay" acknowledges and agrees to nothing in particular; a patient who
 * then turns something down has not agreed to the whole plan.
 */
import type { Grounded } from '../clinical-model.js';
import type { Sentence } from '../sentences.js';

/** Words of assent, opening the sentence after any "okay" or "yeah". */
const ASSENT = new RegExp(
  String.raw`^(?:(?:okay|ok|alright|all right|yeah|yes|yep|great|good|um|uh|well|oh|so)[\s,.!]+)*(?:i think\s+)?` +
    String.raw`(?:(?:that|this|it)\s+)?(?:sounds?\s+(?:good|great|fine|perfect|reasonable|like a (?:good )?plan)|(?:that|this|it)(?:'s| is| will be| would be)\s+(?:fine|great|perfect|good|a plan)|works for me|(?:that )?works|perfect|i agree|(?:let's|lets) do (?:it|that)|i(?:'ll| will) do (?:that|it|whatever you (?:think|say|recommend))|will do|makes sense|i guess (?:we|i) (?:have|need) to do it|absolutely|definitely)\b`,
  'i',
);
/** The patient turning something down: "no, I don't want to take a statin", "I'd rather not". */
const TURNS_DOWN = /\b(?:(?:do|did)(?:n't| not) want|i(?:'d| would) rather not|not interested|i(?:'m| am) not (?:going|gonna) (?:to )?(?:take|do)|no way)\b/i;

/** `planStart`: the index of the first sentence of the plan (-1 when the visit had none). */
export function planAgreement(sentences: readonly Sentence[], planStart: number): Grounded | undefined {
  if (planStart < 0) return undefined;
  const patient = sentences.slice(planStart + 1).filter((s) => s.speaker === 'patient');
  if (patient.some((s) => TURNS_DOWN.test(s.text))) return undefined;
  const assent = patient.filter((s) => ASSENT.test(s.text.trim()) && !s.text.includes('?')).at(-1);
  return assent ? { evidence: [assent.segmentId], text: assent.text } : undefined;
}
