/**
 * Verbs as "after" and "while" take them: "fell" → "falling", "hit" → "hitting", "change" → "changing". A history
 * writes what happened and what the patient was doing in this form ("after slipping on a patch of ice while taking
 * out the trash").
 */

/** Past forms said of an injury or an activity, and their "-ing" forms. */
const OF_THE_PAST: Record<string, string> = {
  fell: 'falling', slipped: 'slipping', tripped: 'tripping', twisted: 'twisting', rolled: 'rolling', injured: 'injuring',
  lifted: 'lifting', hit: 'hitting', jammed: 'jamming', landed: 'landing', moved: 'moving', carried: 'carrying',
  played: 'playing', ran: 'running', walked: 'walking', pulled: 'pulling', pushed: 'pushing', bent: 'bending',
  reached: 'reaching', climbed: 'climbing', jumped: 'jumping', skied: 'skiing', worked: 'working', stepped: 'stepping',
  stumbled: 'stumbling',
};

/** A past form as its "-ing" form, any other word as it is: "hit the ceiling" → "hitting the ceiling". */
export const pastAsGerund = (verb: string) => OF_THE_PAST[verb.toLowerCase()] ?? verb;

/** A verb as "while" takes it: "take" → "taking", "change" → "changing", "run" → "running", "volley" → "volleying". */
export function gerundOf(verb: string): string {
  const v = verb.toLowerCase();
  if (OF_THE_PAST[v]) return OF_THE_PAST[v];
  if (v.endsWith('ing')) return v;
  if (v.endsWith('ie')) return `${v.slice(0, -2)}ying`;
  if (/[^aeiou]e$/.test(v) && v !== 'be') return `${v.slice(0, -1)}ing`;
  // One syllable closed by one consonant after one vowel: "run" → "running", "slip" → "slipping".
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(v)) return `${v}${v.at(-1)}ing`;
  return `${v}ing`;
}
