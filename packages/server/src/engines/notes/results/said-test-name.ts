/**
 * The US name of a test the lexicon lists by its Indian or formal name ("urine routine", "echocardiography"), written
 * where it is the name the doctor said: a US note reads "urinalysis", an Indian one "urine routine".
 */
export const US_TEST_NAMES: Readonly<Record<string, string>> = {
  'urine routine': 'urinalysis',
  echocardiography: 'echocardiogram',
  ultrasonography: 'ultrasound',
  'lipid profile': 'lipid panel',
  mammography: 'mammogram',
};

/** Each US name as said, its plural too: built once, not for every test of every note. */
const SAID_AS_US = new Map(Object.entries(US_TEST_NAMES).map(([name, us]) => [name, new RegExp(`\\b${us}s?\\b`, 'i')] as const));

/** A test by the name the doctor said it by, where names differ: "ultrasound", not "ultrasonography". */
export function saidTestName(name: string, said: string): string {
  return SAID_AS_US.get(name)?.test(said) ? US_TEST_NAMES[name]! : name;
}

/** The lexicon's name of a test written by its US name, for comparing: "Ultrasound of the right breast" → "ultrasonography of the right breast". */
export function lexiconTestName(written: string): string {
  const lower = written.toLowerCase();
  const us = Object.entries(US_TEST_NAMES).find(([, name]) => lower === name || lower.startsWith(`${name} `));
  return us ? us[0] + lower.slice(us[1].length) : lower;
}
