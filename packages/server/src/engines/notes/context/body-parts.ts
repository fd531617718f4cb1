/** A limb part's plural and singular: "foot" and "feet", "knee" and "knees". */
export const pluralPart = (part: string): string => (part === 'foot' ? 'feet' : `${part}s`);
export const singularPart = (part: string): string => (part === 'feet' ? 'foot' : part.replace(/s$/, ''));

/** The parts of a limb as said, each of which has a side: "my foot", "the left knee", "your heel". */
export const LIMB_PARTS = String.raw`(?:foot|feet|ankle|knee|hip|shoulder|elbow|wrist|hand|finger|thumb|toe|arm|leg|forearm|thigh|calf|heel|shin)`;
