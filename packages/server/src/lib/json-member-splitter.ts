const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const OPENERS = new Set([0x7b, 0x5b]);
const CLOSERS = new Set([0x7d, 0x5d]);
const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);
/** Longer keys are never the member's, so their spelling is not kept. */
const MAX_KEY_LENGTH = 64;

export class JsonSplitError extends Error {
  constructor(readonly reason: 'escaped' | 'repeated' | 'residue_too_large') {
    super(`cannot split the JSON member: ${reason}`);
    this.name = 'JsonSplitError';
  }
}

/**
 * Takes one large string member out of a JSON object as its text streams past, so that a file sent
 * as base64 inside JSON is never held as one string. The member's characters go to `onValue` piece
 * by piece; the rest of the text — the residue, where that member's value is left empty — is
 * kept for `JSON.parse`, which then checks the syntax of the whole.
 *
 * Only a top-level member whose key is spelled exactly `"<name>"` and whose value is a string
 * without escapes is taken out (a value that needs escapes, such as line breaks, is refused). Any
 * other spelling stays in the residue, where the caller sees it and decides.
 */
export class JsonMemberSplitter {
  private readonly residue: Buffer[] = [];
  private residueBytes = 0;
  private depth = 0;
  private inString = false;
  private escaped = false;
  /** The characters of the depth-1 string being read (possibly a key), or null when not worth keeping. */
  private stringText: string | null = null;
  /** What the last significant characters were: a complete depth-1 string, then a colon after it. */
  private after: 'string' | 'colon' | 'other' = 'other';
  private lastString = '';
  private inMember = false;
  private taken = false;

  constructor(
    private readonly name: string,
    private readonly onValue: (piece: Buffer) => void,
    private readonly maxResidueBytes: number,
  ) {}

  /** True once the member was found and taken out. */
  get found(): boolean {
    return this.taken;
  }

  write(chunk: Buffer): void {
    let residueFrom = 0;
    let at = 0;
    while (at < chunk.length) {
      if (this.inMember) {
        // The bulk of the text: handed on in one piece per chunk, found by native searches.
        const close = chunk.indexOf(QUOTE, at);
        const end = close === -1 ? chunk.length : close;
        const piece = chunk.subarray(at, end);
        if (piece.includes(BACKSLASH)) throw new JsonSplitError('escaped');
        if (piece.length > 0) this.onValue(piece);
        if (close === -1) return;
        this.inMember = false;
        this.after = 'other';
        residueFrom = close;
        at = close + 1;
        continue;
      }
      this.step(chunk[at]!);
      at++;
      if (this.inMember) {
        this.keep(chunk.subarray(residueFrom, at));
        residueFrom = at;
      }
    }
    this.keep(chunk.subarray(residueFrom));
  }

  /** The JSON text without the member's value; still to be parsed. */
  end(): string {
    return Buffer.concat(this.residue, this.residueBytes).toString('utf8');
  }

  private step(byte: number): void {
    if (this.inString) {
      if (this.escaped) this.escaped = false;
      else if (byte === BACKSLASH) this.escaped = true;
      else if (byte === QUOTE) return this.closeString();
      if (this.stringText !== null) {
        this.stringText = this.stringText.length < MAX_KEY_LENGTH ? this.stringText + String.fromCharCode(byte) : null;
      }
      return;
    }
    if (byte === QUOTE) return this.openString();
    if (WHITESPACE.has(byte)) return;
    if (byte === COLON && this.after === 'string') {
      this.after = 'colon';
      return;
    }
    if (OPENERS.has(byte)) this.depth++;
    else if (CLOSERS.has(byte)) this.depth--;
    this.after = 'other';
  }

  private openString(): void {
    if (this.depth === 1 && this.after === 'colon' && this.lastString === this.name) {
      if (this.taken) throw new JsonSplitError('repeated');
      this.taken = true;
      this.inMember = true;
      return;
    }
    this.inString = true;
    this.stringText = this.depth === 1 ? '' : null;
    this.after = 'other';
  }

  private closeString(): void {
    this.inString = false;
    this.lastString = this.stringText ?? '';
    this.after = this.stringText === null ? 'other' : 'string';
  }

  private keep(bytes: Buffer): void {
    if (bytes.length === 0) return;
    this.residueBytes += bytes.length;
    if (this.residueBytes > this.maxResidueBytes) throw new JsonSplitError('residue_too_large');
    // A copy: the chunk may be a view of a large buffer that should not be kept alive by a few bytes.
    this.residue.push(Buffer.from(bytes));
  }
}
