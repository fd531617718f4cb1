/**
 * The note in the spelling of the consultation's English: the lexicon names conditions as Indian and British notes
 * spell them ("dyspnoea", "anaemia", "oesophageal"), and a US consultation (`en-US`) is written "dyspnea", "anemia",
 * "esophageal". Only the medical spellings that differ are rewritten, each by its stem: "toe" and "does" stay.
 */

/** British stem → American stem, matched at a word's start unless marked inside a word; a capital is kept. */
const AMERICAN: readonly [british: string, american: string][] = [
  ['gastro-oesophag', 'gastroesophag'],
  ['oesophag', 'esophag'],
  ['oedema', 'edema'],
  ['oestr', 'estr'],
  ['haem', 'hem'],
  ['paraesthe', 'paresthe'],
  ['anaesthe', 'anesthe'],
  ['gynaec', 'gynec'],
  ['paediatr', 'pediatr'],
  ['orthopaed', 'orthoped'],
  ['naev', 'nev'],
  ['melaena', 'melena'],
  ['foet', 'fet'],
  ['coeliac', 'celiac'],
  ['faec', 'fec'],
  ['leucocyt', 'leukocyt'],
  ['tumour', 'tumor'],
  ['behaviour', 'behavior'],
  ['distension', 'distention'],
  ['sulph', 'sulf'],
  ['aluminium', 'aluminum'],
];
/** Inside a word: "anaemia", "hypercholesterolaemia", "ischaemic"; "dyspnoea", "diarrhoea", "seborrhoeic"; "catheterisation". */
const INSIDE: readonly [RegExp, string][] = [
  [/(?<=[a-z])aem(?=ia\b|ias\b|ic\b)/g, 'em'],
  [/(?<=pn|rrh)oea\b/g, 'ea'],
  [/(?<=rrh)oe(?=ic\b|al\b)/g, 'e'],
  [/(?<=[a-z])isation(?=s?\b)/g, 'ization'],
];

const STEMS = AMERICAN.map(([british, american]) => [new RegExp(`\\b${british}`, 'gi'), american] as const);

const withCase = (said: string, written: string) => (said.charAt(0) === said.charAt(0).toUpperCase() ? written.charAt(0).toUpperCase() + written.slice(1) : written);

/** `text` as a note of the consultation's language spells it. */
export function inSpellingOf(language: string, text: string): string {
  if (!/^en-US$/i.test(language)) return text;
  const stems = STEMS.reduce((out, [pattern, american]) => out.replace(pattern, (said) => withCase(said, american)), text);
  return INSIDE.reduce((out, [pattern, written]) => out.replace(pattern, written), stems);
}
