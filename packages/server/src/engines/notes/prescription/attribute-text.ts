import type { Found } from './phrases.js';

/** What stands in for words already read: not a letter, digit or space, so no later phrase matches across it. */
export const READ = '\u0000';

/**
 * The words said about one drug, read attribute by attribute: each attribute marks the words it was read from,
 * so the next reader does not see them ("x 5 days" is not also a dose), and what nobody read is left over for
 * the instruction.
 */
export class AttributeText {
  private text: string;

  constructor(text: string) {
    this.text = text;
  }

  /** Reads the first thing `find` finds in the unread words, and marks those words read. */
  read<T>(find: (text: string) => Found<T> | undefined): T | undefined {
    const found = find(this.text);
    if (found) this.markRead(found);
    return found?.value;
  }

  /** Reads everything `find` finds, in the order said. */
  readAll<T>(find: (text: string) => Found<T> | undefined): T[] {
    const found: Found<T>[] = [];
    for (let next = find(this.text); next; next = find(this.text)) {
      this.markRead(next);
      found.push(next);
    }
    return found.sort((a, b) => a.start - b.start).map((f) => f.value);
  }

  /** The text with the words read so far marked, for a finder to look at without reading. */
  unread(): string {
    return this.text;
  }

  /** The runs of words nobody read, in order. */
  leftovers(): string[] {
    return this.text.split(new RegExp(`${READ}+`, 'u'));
  }

  private markRead({ start, end }: Found<unknown>): void {
    this.text = this.text.slice(0, start) + READ.repeat(end - start) + this.text.slice(end);
  }
}
