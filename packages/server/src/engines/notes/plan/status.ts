/** How a problem is doing, as the doctor says it in the plan: "I don't believe it's well controlled", "doing really well". */
export const STATUS: readonly [RegExp, string][] = [
  // "I don't believe it's well controlled": a negation a few words before is the doctor's "not controlled"; so is the
  // control still to be got ("we need to get your diabetes better controlled", "try to get this under control"), not
  // of something said before ("get that under better control for your heart failure").
  [
    /(?:\bnot|n't)\s+(?:(?:believe|think|feel)\s+(?:that\s+)?(?:it's|it is|they're|they are|this is)\s+)?(?:well[- ])?controlled\b|\buncontrolled\b|\bout of control\b|\bget(?:ting)?\s+(?!that\b)(?:[\w']+\s+){0,3}(?:under\s+(?:better\s+)?control|(?:better|well)[- ]controlled)\b/i,
    'Not controlled.',
  ],
  // "Keep those blood sugars under control" says what to do, not how it is.
  [/\b(?:well[- ]controlled|under control|controlled)\b(?<!\bkeep(?:ing)?\s+(?:[\w']+\s+){0,3}under control)/i, 'Well controlled.'],
  [/\bstable\b/i, 'Stable.'],
  [/\bresolv(?:ed|ing)\b/i, 'Resolving.'],
  [/\bimprov(?:ed|ing)\b|\bgetting better\b/i, 'Improving.'],
  [/\bworse(?:ning)?\b|\bgetting worse\b/i, 'Worsening.'],
  [/\bdoing (?:really |very )?well\b/i, 'Doing well.'],
];
