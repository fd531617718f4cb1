/** The parts of a limb as said, each of which has a side: "my foot", "the left knee", "your heel". */
export const LIMB_PARTS = String.raw`(?:foot|feet|ankle|knee|hip|shoulder|elbow|wrist|hand|finger|thumb|toe|arm|leg|forearm|thigh|calf|heel|shin)`;
