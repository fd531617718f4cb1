/**
 * Shares a sentence out among the drugs said in it. Each drug gets the words after it up to the next drug (its
 * attributes), the form word or dose said just before it ("Tab", "1 tab of"), and the words before it that may
 * say whether the patient takes it ("Continue", "and stop", "Patient is already on"). Between two drugs, the
 * last joining word or punctuation ("and", ",") is where one drug's words end and the next one's begin.
 */
import { FORM_BEFORE_NAME } from './form.js';
import { BARE_STRENGTH_BEFORE_SOURCE, COUNT_BEFORE_SOURCE, DOSE_SOURCE, STRENGTH_SOURCE } from './quantity.js';

export interface DrugWords<M> {
  mention: M;
  /** The form word or dose said just before the name: "Tab ", "1 tab of ", "" for none. */
  lead: string;
  /** The words before the lead that may say the status: "Continue ", " and stop ", "Patient is already on ". */
  context: string;
  /** The words after the name that belong to this drug. */
  after: string;
  /** Offsets of the medication's words in the sentence: the lead, the name and its attributes. */
  start: number;
  end: number;
}

const NOT_IN_WORD_BEFORE = String.raw`(?<![\p{L}\p{N}])`;
const NOT_IN_WORD_AFTER = String.raw`(?![\p{L}\p{N}])`;
const JOIN_WORDS = 'and|or|then|also|plus|aur|phir';

const LEAD = new RegExp(
  `(?:${NOT_IN_WORD_BEFORE}(?:(?:${DOSE_SOURCE}|${STRENGTH_SOURCE})\\s+(?:of\\s+)?|${BARE_STRENGTH_BEFORE_SOURCE}|${COUNT_BEFORE_SOURCE}))?(?:${NOT_IN_WORD_BEFORE}(?:${FORM_BEFORE_NAME})${NOT_IN_WORD_AFTER}\\.?\\s*)?$`,
  'iu',
);
/** Where one drug's words end and the next one's begin. A period ends only a sentence, not "0.5". */
const JOIN = new RegExp(String.raw`[,;:&+]|\.(?!\d)|${NOT_IN_WORD_BEFORE}(?:${JOIN_WORDS})${NOT_IN_WORD_AFTER}`, 'giu');
const TRAILING_JOIN = new RegExp(String.raw`(?:[\s,;:&+]|\.(?!\d)|${NOT_IN_WORD_BEFORE}(?:${JOIN_WORDS})${NOT_IN_WORD_AFTER})*$`, 'iu');
/** Without a joining word, a prescribing verb right before a name is that drug's: "Pan 40 OD stop Ecosprin". */
const VERB_BEFORE_NAME = new RegExp(
  `${NOT_IN_WORD_BEFORE}(?:stop|discontinue|hold|withhold|continue|start|add|give|restart|resume|take|apply)\\s*$`,
  'iu',
);
/** The follow-up is no attribute of the last drug: "Dolo 650 SOS, review after 3 days". */
const FOLLOW_UP = new RegExp(
  String.raw`(?:[,;.]|${NOT_IN_WORD_BEFORE}and)\s*(?:review|follow[\s-]*up|revisit|come\s+back|recheck)${NOT_IN_WORD_AFTER}`,
  'iu',
);

export function segmentSentence<M extends { start: number; end: number }>(sentence: string, mentions: readonly M[]): DrugWords<M>[] {
  const drugs = withoutOverlaps(mentions);
  const parts = drugs.map((mention, i) => {
    const from = drugs[i - 1]?.end ?? 0;
    const gap = sentence.slice(from, mention.start);
    const leadAt = LEAD.exec(gap)?.index ?? gap.length;
    const before = gap.slice(0, leadAt);
    const join = lastJoin(before);
    const verbAt = VERB_BEFORE_NAME.exec(before)?.index;
    const clauseAt = i === 0 ? undefined : DOCTOR_CLAUSE.exec(before)?.index;
    // Where the previous drug's words end, and this drug's context begins.
    const previousEnd = join?.index ?? (i === 0 ? 0 : verbAt ?? clauseAt ?? leadAt);
    const contextStart = join ? join.index + join[0].length : previousEnd;
    return { mention, previousEnd: from + previousEnd, lead: gap.slice(leadAt), leadStart: from + leadAt, context: before.slice(contextStart) };
  });
  return parts.map(({ mention, lead, leadStart, context }, i) => {
    const after = untilFollowUp(sentence.slice(mention.end, parts[i + 1]?.previousEnd ?? sentence.length));
    return {
      mention,
      lead,
      context,
      after,
      start: lead === '' ? mention.start : leadStart,
      end: mention.end + after.replace(TRAILING_JOIN, '').length,
    };
  });
}

/** Mentions in order; one overlapping an earlier kept one is dropped (of two starting together, the longer is kept). */
function withoutOverlaps<M extends { start: number; end: number }>(mentions: readonly M[]): M[] {
  const kept: M[] = [];
  for (const mention of [...mentions].sort((a, b) => a.start - b.start || b.end - a.end)) {
    if (mention.start >= (kept.at(-1)?.end ?? 0)) kept.push(mention);
  }
  return kept;
}

function lastJoin(text: string): RegExpExecArray | undefined {
  return [...text.matchAll(JOIN)].at(-1) as RegExpExecArray | undefined;
}

/**
 * The doctor starting a new clause between two drugs, with no word joining them: "… advil or motrin the only thing i
 * really want you taking is tylenol". What follows is the next drug's context, not the last one's sig.
 */
const DOCTOR_CLAUSE = new RegExp(
  String.raw`${NOT_IN_WORD_BEFORE}(?:the only (?:thing|one|medicine|medication)|what i (?:want|would like|'d like)|i (?:really |also |just )?(?:want|need|would like|'d like)|i'm (?:going to|gon na|gonna)|we're (?:going to|gon na|gonna)|let's)${NOT_IN_WORD_AFTER}`,
  'iu',
);

/** A new clause with its own subject is no attribute of the drug: "ibuprofen, i used a little icy heat" (not "lasix, you know, 20 mg"). */
const NEW_CLAUSE = new RegExp(
  // "…, you can take that twice a day" still tells of the drug.
  // So does "…, he can have eight ml every six hours": the dose said after the one who takes it.
  String.raw`[,;]\s*(?:i|(?:you|he|she|they)(?!\s+know\b)(?!\s+(?:can|should|will|may|need to|needs to)\s+(?:take|have|get|use)\s+(?:that|it|them|this|one|two|three|four|five|six|seven|eight|nine|ten|half|\d)\b)|we|it|but|so|because)${NOT_IN_WORD_AFTER}`,
  'iu',
);

/**
 * The doctor going on to another instruction ("… i want you to ice your knee once an hour", "… i'm gon na have you check
 * your weights everyday"), not about taking the drug: its sig is not the drug's.
 */
const NEXT_INSTRUCTION = new RegExp(
  String.raw`${NOT_IN_WORD_BEFORE}(?:i want you to|i'd like you to|i would like you to|i'm also|we're also|i'll also|we'll also|(?:i'm|we're|i am|we are) (?:gon na|gonna|going to) have you)\s+(?!(?:take|use|keep taking|continue|start|stop|increase|decrease|apply)${NOT_IN_WORD_AFTER})`,
  'iu',
);

/** Unpunctuated, "but" and a subject open the new clause: "fifty milligram most nights but im super groggy in the morning". */
const BUT_CLAUSE = new RegExp(String.raw`${NOT_IN_WORD_BEFORE}but\s+(?:i|im|i'm|it|its|it's|that|he|she|they)${NOT_IN_WORD_AFTER}`, 'iu');

function untilFollowUp(text: string): string {
  const end = [FOLLOW_UP, NEW_CLAUSE, BUT_CLAUSE, NEXT_INSTRUCTION].map((clause) => clause.exec(text)?.index).filter((i): i is number => i !== undefined);
  return end.length > 0 ? text.slice(0, Math.min(...end)) : text;
}
