/** Words a body site is named with: a site phrase keeps only these ("of his lumbar spine, meaning …" → "lumbar spine"). */
const SITE_WORD =
  /^(?:right|left|bilateral|upper|lower|middle|mid|medial|lateral|anterior|posterior|proximal|distal|dorsal|volar|plantar|palmar|inner|outer|superior|inferior|joint|line|lumbar|thoracic|cervical|sacral|spine|spinous|process(?:es)?|paraspinal|paraspinous|muscles?|back|neck|shoulders?|elbows?|wrists?|hands?|fingers?|thumbs?|hips?|knees?|ankles?|feet|foot|toes?|legs?|arms?|forearms?|thighs?|calf|calves|shins?|heels?|extremit(?:y|ies)|chest|wall|abdomen|belly|tummy|quadrant|epigastri(?:um|c)|flank|groin|pelvis|buttocks?|scalp|face|blade|forehead|jaw|throat|tonsils?|ears?|eyes?|nose|sinus(?:es)?|bases?|fields?|lobes?|patella|knee ?cap|achilles|tendon|rotator|cuff|acromioclavicular|ac|si|sacroiliac|it|band|l\d|s\d|c\d|t\d|vertebra[el]?|lumbosacral|trapezius|deltoid|biceps|triceps|hamstrings?|quadriceps|gluteal|portion|meniscus|epicondyle|tuberosity|greater|lesser|humerus|radius|ulna|femur|tibia|fibula|malleolus|metatarsals?|metacarpals?|midfoot|forefoot|hindfoot|soft|tissues?|phalanx|phalanges|olecranon|bursa|trochanter|sternoclavicular|joints?|maxillary|frontal|pad|sole|snuffbox|mcp|pip|dip|knuckles?|index|ring|small|long|first|second|third|fourth|fifth|great|kidney|areas?|regions?|side|aspects?|surfaces?|of|the|and)$/i;
/** A joint a clinician names by its adjective alone when said ("tenderness at the sternoclavicular"). */
const JOINT_NAMED_BY_ADJECTIVE = /^(?:sternoclavicular|acromioclavicular|sacroiliac|temporomandibular|metacarpophalangeal|interphalangeal|metatarsophalangeal)$/;
/** A word of a site that needs the noun it qualifies: "the greater" (tuberosity), "the lateral" (malleolus). */
const WANTS_ITS_NOUN = /^(?:greater|lesser|upper|lower|medial|lateral|anterior|posterior|proximal|distal|inner|outer|right|left|superior|inferior)$/;

/** The site words after a preposition, without the pronoun: "of his right knee when I press" → "the right knee". */
export function siteAfter(text: string): string | undefined {
  const words = text.replace(/^\s*(?:of|on|over|in|at|to|along|around|about|across|within|for)\s+/i, '').split(/[\s,]+/);
  // "on both elbows": both of a pair, which takes no article.
  const both = /^both$/i.test(words[0] ?? '') && words.shift() !== undefined;
  const kept: string[] = [];
  // "(the anterior lateral) in the (soft tissue)": an aspect said before "in" the part it is of.
  let inThePart = false;
  for (const word of words) {
    const bare = word.replace(/[^\p{L}\d'-]/gu, '').replace(/^(?:his|her|your|their|the|that|this)$/i, 'the').replace(/^(anterior|posterior|medial|lateral)ly$/i, '$1');
    if (bare === '') break;
    if (/^in$/i.test(bare) && WANTS_ITS_NOUN.test(kept.at(-1) ?? '')) {
      inThePart = true;
      continue;
    }
    if (bare === 'the') {
      // "of the humerus" goes on; any other "the" starts something else.
      if (kept.length === 0 || inThePart) continue;
      if (kept.at(-1) !== 'of') break;
    } else if (!SITE_WORD.test(bare)) break;
    kept.push(bare.toLowerCase());
    if (kept.length === 7) break;
  }
  while (kept.length > 0 && /^(?:of|and|the)$/.test(kept.at(-1)!)) kept.pop();
  // "the medial side" is the medial aspect; "the right side" is a side, said by `sideIn`.
  if (kept.at(-1) === 'side' && /^(?:medial|lateral|inner|outer|dorsal|plantar|volar|palmar)$/.test(kept.at(-2) ?? '')) kept[kept.length - 1] = 'aspect';
  while (kept.length > 0 && /^(?:of|and|the|side)$/.test(kept.at(-1)!)) kept.pop();
  if (kept[0] === 'of') return undefined;
  // "the sternoclavicular" is its joint; "the greater" (tuberosity), cut off, names no site.
  if (JOINT_NAMED_BY_ADJECTIVE.test(kept.at(-1) ?? '')) kept.push('joint');
  if (WANTS_ITS_NOUN.test(kept.at(-1) ?? '')) return undefined;
  // "Anterior lateral" as clinicians write it: "anterolateral".
  return kept.length === 0 ? undefined : `${both ? 'both' : 'the'} ${kept.join(' ').replace(/\b(anter|poster)ior (lateral|medial)\b/g, '$1o$2')}`;
}
