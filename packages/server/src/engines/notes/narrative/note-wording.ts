/**
 * The note in the words and spelling of the consultation's English. The lexicon names symptoms by their formal names
 * ("dyspnoea", "paraesthesia", "anorexia", "pruritus"); a US consultation (`en-US`) is written in American spelling
 * and with the names US clinicians write for them: "shortness of breath", "tingling", "decreased appetite", "itching"
 * (the ACI-BENCH train references write "tingling" 15 times and "paresthesia" never, "appetite" 5 times and
 * "anorexia" never, "shortness of breath" 23 times beside "dyspnea" 13). Other English keeps the lexicon's.
 */
import { inSpellingOf } from './spelling.js';

/** A symptom's formal name (in American spelling) → the words a US note writes; not inside another condition's name. */
const US_WORDS: readonly [RegExp, string][] = [
  [/\bparesthesias?\b/gi, 'tingling'],
  [/(?<!\bnocturnal )\bdyspnea\b/gi, 'shortness of breath'],
  [/\banorexia\b(?! nervosa)/gi, 'decreased appetite'],
  [/\bpruritus\b/gi, 'itching'],
];

const withCase = (said: string, written: string) => (said.charAt(0) === said.charAt(0).toUpperCase() ? written.charAt(0).toUpperCase() + written.slice(1) : written);

/** `text` as a note of the consultation's language writes it. */
export function asWrittenIn(language: string, text: string): string {
  const spelled = inSpellingOf(language, text);
  if (!/^en-US$/i.test(language)) return spelled;
  return US_WORDS.reduce((out, [formal, written]) => out.replace(formal, (said) => withCase(said, written)), spelled);
}
