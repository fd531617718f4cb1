/**
 * The scripts of the Indian languages: which one a word is written in, its Sanscript scheme name, and the text
 * normalised so that one word is written one way (NFC, Malayalam chillu letters as consonant + virama, no zero-width
 * joiners, the script's own digits as ASCII digits).
 */

interface IndicScript {
  /** First code point of the script's Unicode block (each block is 128 code points). */
  readonly block: number;
  /** The scheme name `@indic-transliteration/sanscript` knows the script by. */
  readonly scheme: string;
}

const SCRIPTS: readonly IndicScript[] = [
  { block: 0x0900, scheme: 'devanagari' },
  { block: 0x0980, scheme: 'bengali' },
  { block: 0x0a00, scheme: 'gurmukhi' },
  { block: 0x0a80, scheme: 'gujarati' },
  { block: 0x0b00, scheme: 'oriya' },
  { block: 0x0b80, scheme: 'tamil' },
  { block: 0x0c00, scheme: 'telugu' },
  { block: 0x0c80, scheme: 'kannada' },
  { block: 0x0d00, scheme: 'malayalam' },
];

const BLOCK_SIZE = 0x80;
/** In every block, the virama is at offset 0x4d and the digits zero to nine at 0x66–0x6f. */
const VIRAMA_OFFSET = 0x4d;
const DIGIT_ZERO_OFFSET = 0x66;

const scriptOf = (codePoint: number) => SCRIPTS.find((script) => codePoint >= script.block && codePoint < script.block + BLOCK_SIZE);

/** The Sanscript scheme of the first Indian-script letter of `word`, if it has one. */
export function schemeOf(word: string): string | undefined {
  for (const char of word) {
    const script = scriptOf(char.codePointAt(0)!);
    if (script) return script.scheme;
  }
  return undefined;
}

/** `word` without a virama at its end: the stem a vowel sign continues (`காய்ச்சல்` → `காய்ச்சல` of `காய்ச்சலா`). */
export function withoutFinalVirama(word: string): string {
  const last = word.codePointAt(word.length - 1);
  const script = last === undefined ? undefined : scriptOf(last);
  return script && last === script.block + VIRAMA_OFFSET ? word.slice(0, -1) : word;
}

const MALAYALAM_CHILLU: Readonly<Record<string, string>> = { 'ൺ': 'ണ്', 'ൻ': 'ന്', 'ർ': 'ര്', 'ൽ': 'ല്', 'ൾ': 'ള്', 'ൿ': 'ക്' };
const ZERO_WIDTH = /[\u200b-\u200d\ufeff]/g;

/** One spelling per word: NFC, chillu letters spelled out, zero-width characters removed, native digits as ASCII. */
export function normaliseIndicText(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC').replace(ZERO_WIDTH, '')) {
    const codePoint = char.codePointAt(0)!;
    const script = scriptOf(codePoint);
    const digit = script ? codePoint - script.block - DIGIT_ZERO_OFFSET : -1;
    out += digit >= 0 && digit <= 9 ? String(digit) : (MALAYALAM_CHILLU[char] ?? char);
  }
  return out;
}
