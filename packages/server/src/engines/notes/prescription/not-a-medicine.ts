/**
 * What a patient drinks that the lexicon lists as a drug for the combinations it is in (Saridon, Excedrin): said
 * alone ("cut down on your caffeine", "the caffeine of coffee and tea"), no medicine to list or prescribe.
 */
export const NOT_A_MEDICINE: ReadonlySet<string> = new Set(['caffeine']);
