/**
 * The skin as a dermatologist examines it: a lesion by its size, colour, site and the diagnosis it looks like ("7 mm
 * brown to dark brown lesion on the right upper back"), its border, colours, elevation and dermoscopy; lesions named by
 * their diagnosis ("several seborrheic keratoses on the back"); wounds, rashes, scars and the signs of a dermatitis.
 */
import { listOf } from '../narrative/spoken-text.js';
import { parseNumber } from '../prescription/numbers.js';
import { siteAfter } from './body-site.js';
import type { FindingPattern } from './exam-systems.js';

/**
 * A lesion's size said before its name: "a two by three centimeter (ulcerated lesion)", "a 2 x 3 cm (ulcer)": its
 * length, its width (if said) and its unit, groups 1 to 3.
 */
const SIZE_SOURCE = String.raw`(\d+(?:\.\d+)?|[a-z]+)(?:\s*(?:by|x)\s*(\d+(?:\.\d+)?|[a-z]+))?[\s-]*(centimeters?|cm|millimeters?|mm)`;
/** The size `SIZE_SOURCE`'s three groups say, as a note writes it ("2 x 3 cm"); none when a number does not read as one. */
function sizeOf(said: readonly (string | undefined)[]): string | undefined {
  const [saidLength, saidWidth, unit] = said;
  if (saidLength === undefined || unit === undefined) return undefined;
  const [length, width] = [saidLength, saidWidth].map((words) => (words === undefined ? undefined : /^\d/.test(words) ? words : parseNumber(words)));
  if (length === undefined || (saidWidth !== undefined && width === undefined)) return undefined;
  return `${length}${width === undefined ? '' : ` x ${width}`} ${/^m/i.test(unit) ? 'mm' : 'cm'}`;
}

/** A size said after the lesion: ", about seven millimeters". */
const SIZE_AFTER = new RegExp(String.raw`^\s*,?\s*(?:about|approximately|around|roughly|measuring|maybe)?\s*${SIZE_SOURCE}`, 'i');
const sizeAfter = (after: string) => {
  const m = SIZE_AFTER.exec(after);
  return m ? sizeOf(m.slice(1, 4)) : undefined;
};

/** What a lesion looks like, as said before its name: "brown to dark brown", "rough scaly", "pearly". */
const COLOUR = String.raw`(?:(?:light|dark)\s+)?(?:brown|black|tan|pink|red|blue|gray|grey|white|yellow|skin[- ]colou?red|flesh[- ]colou?red)`;
const LOOK = String.raw`${COLOUR}(?:\s+to\s+${COLOUR})?|rough|scaly|waxy|pearly|shiny|crusted|pigmented|irregular|round|oval|dome[- ]shaped|ulcerated|(?:well[- ])?demarcated|raised|erythematous|silvery|flaky|annular|hyperpigmented|hypopigmented|violaceous`;
const BORDER = String.raw`irregular|regular|smooth|well[- ]defined|ill[- ]defined|poorly defined|jagged|notched|uneven`;
/** Lesions a dermatologist names by their diagnosis. */
const NAMED_LESION = String.raw`seborrh?eic keratos[ie]s|actinic keratos[ie]s|cherry angiomas?|skin tags?|(?:solar )?lentigines|dermatofibromas?`;
/** ", that's an actinic keratosis": what the doctor calls the lesion just described. */
const NAMED_AS = new RegExp(
  String.raw`^[^.;]*?,\s*(?:that's|that is|which is|this is|it's|it is|looks like|consistent with)\s+(?:an?\s+)?((?:[a-z]+\s+){0,2}(?:keratosis|nevus|naevus|mole|lentigo|angioma|cyst|wart|carcinoma|melanoma|dermatofibroma|lipoma|skin tag))\b`,
  'i',
);
/** The parts listed after a finding: "on your chest, arms or legs". */
const PARTS_LISTED = /^\s*on\s+(?:the|your|his|her)\s+((?:chest|arms?|legs?|back|face|abdomen|trunk|scalp|neck|hands?|feet)(?:(?:\s*,\s*|\s+(?:or|and)\s+)(?:chest|arms?|legs?|back|face|abdomen|trunk|scalp|neck|hands?|feet))*)/i;

/** A lesion as a note names it: a "spot", "patch", "growth" or "bump" is a lesion ("patches" are lesions); a mole or a papule is itself. */
const lesionNoun = (said: string) => said.toLowerCase().replace(/^(?:spot|patch|growth|bump)(e?s)?$/, (_all, plural?: string) => `lesion${plural ? 's' : ''}`);

/** The site said before a finding in its sentence, the first named: "on the right upper back, over …, there's a …", "when I look at your scalp". */
function siteBefore(before: string): string | undefined {
  const at = before.search(/\b(?:on|over|of|at)\s+(?:the|your|his|her)\s+/i);
  return at === -1 ? undefined : siteAfter(before.slice(at));
}

/** The part of the body a skin finding is of: "the backs of both hands". */
const SKIN_PART = /\b(both\s+)?(hands|hand|fingers|feet|foot|arms|legs|face|scalp|elbows|knees|shins|forearms)\b/i;
export const SKIN_PATTERNS: FindingPattern[] = [
  // "no other concerning moles on your chest, arms or legs": the skin surveyed for more of the lesion examined.
  {
    system: 'Skin',
    pattern: /\b(other\s+)?(?:(concerning|suspicious|atypical|new|worrisome)\s+)?(moles|nevi|naevi|spots)\b([^.;]*)/i,
    compose: (m, _c, denied) => {
      if (!denied) return undefined;
      const parts = PARTS_LISTED.exec(m[4] ?? '');
      return `no ${m[1] ? 'other ' : ''}${m[2] ? `${m[2].toLowerCase()} ` : ''}${m[3]!.toLowerCase().replace('spots', 'lesions')}${parts ? ` on the ${parts[1]!.toLowerCase()}` : ''}`;
    },
  },
  // "a brown to dark brown spot, about seven millimeters", "a rough scaly spot, that's an actinic keratosis": a lesion
  // by what it looks like, its size (said before or after it), its site and what the doctor calls it.
  {
    system: 'Skin',
    skinAnywhere: true,
    pattern: new RegExp(String.raw`\b(?:${SIZE_SOURCE}\s+)?((?:(?:${LOOK})(?:\s*,\s*|\s+(?:and\s+)?))*(?:${LOOK}))\s+(spots?|moles?|macules?|papules?|nodules?|plaques?|patch(?:es)?|growths?|bumps?)\b([^.;]*)`, 'i'),
    compose: (m, _c, denied, before) => {
      if (denied) return undefined;
      const after = m[6] ?? '';
      const size = sizeOf(m.slice(1, 4)) ?? sizeAfter(after);
      const noun = lesionNoun(m[5]!);
      const site = siteAfter(after.replace(SIZE_AFTER, '').replace(/^\s*,\s*/, '')) ?? siteBefore(before);
      const named = NAMED_AS.exec(after)?.[1]?.toLowerCase();
      return `${size ? `${size} ` : ''}${m[4]!.toLowerCase().replace(/\s*,\s*/g, ' ')} ${noun}${site ? ` on ${site}` : ''}${named ? `, consistent with ${named}` : ''}`;
    },
  },
  // "several seborrheic keratoses, the waxy stuck-on spots": lesions the doctor names by their diagnosis.
  {
    system: 'Skin',
    skinAnywhere: true,
    pattern: new RegExp(String.raw`(?<!\b(?:that's|that is|it's|it is|this is|consistent with|could be|might be)\s+(?:an?\s+)?)\b(?:(several|multiple|a few|a couple of|many|numerous|scattered)\s+)?(${NAMED_LESION})\b([^.;]*)`, 'i'),
    compose: (m, _c, denied, before) => {
      if (denied) return undefined;
      const site = siteAfter(m[3] ?? '') ?? siteBefore(before);
      return `${m[1] ? `${m[1].toLowerCase()} ` : ''}${m[2]!.toLowerCase()}${site ? ` on ${site}` : ''}`;
    },
  },
  // "the border is irregular", "irregular borders".
  {
    system: 'Skin',
    pattern: new RegExp(String.raw`\bborders?\s+(?:is|are|was|looks?|seems?)\s+(?:a\s+(?:little|bit)\s+|somewhat\s+|very\s+)?(${BORDER})\b|\b(${BORDER})\s+borders?\b`, 'i'),
    compose: (m, _c, denied) => (denied ? undefined : `${(m[1] ?? m[2])!.toLowerCase()} border`),
  },
  // "two shades of color, darker at one edge", "different shades of brown, some darker areas": a lesion of more than
  // one colour.
  {
    system: 'Skin',
    pattern:
      /\b(two|three|multiple|several|different|varying)\s+(shades|colou?rs)(?:\s+of\s+(colou?r|brown|black|tan|pink|red))?\b(?:\s*,\s*((?:darker|lighter)\s+(?:at|on|in|along)\s+(?:one|the)\s+(?:edge|side|end|border|part)|some\s+(?:darker|lighter)\s+(?:areas?|spots?)))?/i,
    whole: true,
    compose: (m, _c, denied) => (denied ? undefined : [`${m[1]} ${m[2]}${m[3] ? ` of ${m[3]}` : ''}`, m[4]].filter(Boolean).join(', ').toLowerCase()),
  },
  // "there's a mole about seven millimeters": a lesion by its size alone.
  {
    system: 'Skin',
    skinAnywhere: true,
    pattern: new RegExp(String.raw`\b(?:a|one)\s+(mole|spot|lesion|growth|bump)\s+(?:that's\s+|that is\s+|which is\s+)?(?:about|approximately|around|roughly|measuring|maybe)\s+${SIZE_SOURCE}`, 'i'),
    whole: true,
    compose: (m, _c, denied, before) => {
      if (denied) return undefined;
      const noun = lesionNoun(m[1]!);
      const site = siteBefore(before);
      return `${sizeOf(m.slice(2, 5))} ${noun}${site ? ` on ${site}` : ''}`;
    },
  },
  // "it's flat, not raised": the lesion's elevation.
  {
    system: 'Skin',
    pattern: /\bflat\s*,?\s*(?:and\s+)?(?:not|non-?)\s*(raised|elevated)\b/i,
    compose: (m, _c, denied) => (denied ? undefined : `flat, not ${m[1]!.toLowerCase()}`),
  },
  // "no bleeding" of a lesion examined.
  { system: 'Skin', pattern: /\bbleeding\b/i, compose: (_m, _c, denied) => (denied ? 'no bleeding' : undefined) },
  // "under the dermatoscope there's an irregular pigment network".
  {
    system: 'Skin',
    pattern:
      /\b(?:(?:under|on|with|through)\s+(?:the\s+)?(?:dermatoscope|dermoscope|dermoscopy)\s*,?\s*(?:there's|there is|there are|i see|i can see|you can see|it shows|shows)|dermoscopy\s+(?:shows|showed|reveals|revealed))\s+(?:an?\s+|some\s+)?([^.;,]+)/i,
    whole: true,
    compose: (m, _c, denied) => (denied ? undefined : `dermoscopy: ${m[1]!.trim().toLowerCase()}`),
  },
  // "The scars from the gallbladder surgery are well healed".
  { system: 'Skin', pattern: /\bscars\b[^.;]{0,40}?\b(?:are|look)\s+(well[- ]healed|healed|healing well)\b/i, whole: true, compose: (m, _c, d) => (d ? undefined : `scars are ${m[1]!.toLowerCase().replace('-', ' ')}`) },
  {
    system: 'Skin',
    pattern: new RegExp(
      String.raw`\b(?:${SIZE_SOURCE}\s+)?(?:(bull'?s[- ]eye|maculopapular|erythematous|vesicular|petechial|necrotic|nonhealing|non-healing|open|healing|ulcerated)\s+)?(rash|lesions?|laceration|abrasion|ulcer|wound|scar|blisters?|cellulitis)\b([^.;]*)`,
      'i',
    ),
    compose: (m, c, denied) => {
      const name = [m[4]?.toLowerCase().replace(/^bull'?s[- ]eye$/, "bull's-eye"), m[5]!.toLowerCase()].filter(Boolean).join(' ');
      if (denied) return `no ${name}`;
      const healed = /\bhealed\b/i.test(c) ? 'healed ' : '';
      const site = siteAfter(m[6] ?? '');
      // A bare "wound" or "ulcer" only names what the visit is for; the examination describes it.
      if (!site && healed === '' && /^(?:wound|ulcer)$/.test(name)) return undefined;
      const size = sizeOf(m.slice(1, 4));
      return `${healed}${size ? `${size} ` : ''}${name}${site ? ` on ${site}` : ''}`;
    },
  },
  // "the backs of both hands are red, dry and scaly": the signs of a dermatitis, of the part the clause names.
  {
    system: 'Skin',
    pattern: /\b((?:red|erythematous|dry|scaly|thickened|cracked)(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+)(?:red|erythematous|dry|scaly|thickened|cracked)){1,3})\b/i,
    skinAnywhere: true,
    compose: (m, c, denied) => {
      if (denied) return undefined;
      const signs = m[1]!.toLowerCase().split(/\s*,\s*(?:and\s+)?|\s+and\s+/);
      const part = SKIN_PART.exec(c);
      return `${listOf(signs)} skin${part ? ` of ${part[1] ? 'both' : 'the'} ${part[2]!.toLowerCase()}` : ''}`;
    },
  },
  // "some small cracks over the knuckles": fissures, as a note names them.
  {
    system: 'Skin',
    pattern: /\b(?:(small|tiny|deep|painful)\s+)?(?:cracks|fissures?)\b([^.;]*)/i,
    compose: (m, _c, denied) => {
      if (denied) return 'no fissures';
      const site = siteAfter(m[2] ?? '');
      return `${m[1] ? `${m[1].toLowerCase()} ` : ''}fissures${site ? ` over ${site}` : ''}`;
    },
  },
  { system: 'Skin', pattern: /\bpalms?\s+(?:are\s+|is\s+)?clear\b/i, compose: () => 'palms clear', skinAnywhere: true },
  // "(there is associated) granulation tissue", "some slight purulent discharge from the wound".
  { system: 'Skin', pattern: /\bgranulation tissue\b/i, compose: (_m, _c, denied) => (denied ? 'no granulation tissue' : 'granulation tissue') },
  {
    system: 'Skin',
    pattern: /\b(?:(slight|mild|minimal|small amount of|moderate|copious)\s+)?(purulent|serous|serosanguineous|bloody)\s+(discharge|drainage)\b/i,
    compose: (m, _c, denied) => (denied ? `no ${m[2]!.toLowerCase()} ${m[3]!.toLowerCase()}` : [m[1], m[2], m[3]].filter(Boolean).join(' ').toLowerCase()),
  },
];
