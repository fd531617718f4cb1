export type Base64Alphabet = 'base64' | 'base64url';

const OUTSIDE_ALPHABET: Record<Base64Alphabet, RegExp> = { base64: /[^A-Za-z0-9+/]/, base64url: /[^A-Za-z0-9_-]/ };
const GROUP = 4;
const MIN_CAPACITY = 1024;

export class InvalidBase64Error extends Error {
  constructor() {
    super('not strict base64');
    this.name = 'InvalidBase64Error';
  }
}

/**
 * Decodes base64 or base64url arriving in pieces into one growing buffer, strictly: Node's own
 * decoder skips characters outside the alphabet, which would turn a corrupted upload into a
 * corrupted file. No whitespace or line breaks. `base64`: padding optional, and only to complete the
 * last group. `base64url` (JOSE): no padding, and the unused bits of the last character must be
 * zero, so that every value has exactly one spelling. Throws `InvalidBase64Error`.
 */
export class Base64Decoder {
  private output: Buffer;
  private length = 0;
  /** Fewer than four digits, carried to the next piece. */
  private pending = '';
  private padding = 0;

  /** `capacityHint`: the expected decoded size, so that an upload of known length is never copied to grow. */
  constructor(
    private readonly alphabet: Base64Alphabet,
    capacityHint = 0,
  ) {
    this.output = Buffer.allocUnsafe(Math.max(capacityHint, MIN_CAPACITY));
  }

  get decodedBytes(): number {
    return this.length;
  }

  write(piece: Buffer | string): void {
    let digits = typeof piece === 'string' ? piece : piece.toString('latin1');
    if (this.padding > 0) return this.absorbPadding(digits);
    const firstPad = this.alphabet === 'base64' ? digits.indexOf('=') : -1;
    if (firstPad !== -1) {
      this.absorbPadding(digits.slice(firstPad));
      digits = digits.slice(0, firstPad);
    }
    if (OUTSIDE_ALPHABET[this.alphabet].test(digits)) throw new InvalidBase64Error();
    const text = this.pending + digits;
    const whole = text.length - (text.length % GROUP);
    this.pending = text.slice(whole);
    this.decode(text.slice(0, whole));
  }

  /** The decoded bytes: a view of the decoder's buffer. */
  end(): Buffer {
    const tail = this.pending;
    if (tail.length === 1) throw new InvalidBase64Error();
    if (this.padding > 0 && (tail.length + this.padding) % GROUP !== 0) throw new InvalidBase64Error();
    const before = this.length;
    this.decode(tail);
    if (this.alphabet === 'base64url' && this.output.subarray(before, this.length).toString('base64url') !== tail) {
      throw new InvalidBase64Error();
    }
    this.pending = '';
    return this.output.subarray(0, this.length);
  }

  /** `=` may only end the text, at most two of them. */
  private absorbPadding(text: string): void {
    if (!/^=*$/.test(text)) throw new InvalidBase64Error();
    this.padding += text.length;
    if (this.padding > 2) throw new InvalidBase64Error();
  }

  private decode(digits: string): void {
    if (digits.length === 0) return;
    const needed = this.length + Math.ceil((digits.length * 3) / 4);
    if (needed > this.output.length) {
      const grown = Buffer.allocUnsafe(Math.max(needed, 2 * this.output.length));
      this.output.copy(grown, 0, 0, this.length);
      this.output = grown;
    }
    // Straight into the output: no intermediate buffer per piece.
    this.length += this.output.write(digits, this.length, this.alphabet);
  }
}

/** One whole value; throws `InvalidBase64Error`. */
export function decodeBase64Strict(text: string, alphabet: Base64Alphabet): Buffer {
  const decoder = new Base64Decoder(alphabet, Math.ceil((text.length * 3) / 4));
  decoder.write(text);
  return decoder.end();
}
