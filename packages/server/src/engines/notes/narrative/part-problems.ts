/**
 * The problem of a part of the body: "the right knee, the one with the arthritis" makes the knee's problem arthritis,
 * so that "about the knee, I can also refer you …" takes up the arthritis, though the doctor names only the knee.
 */
import { partNamed } from './hurting.js';

/** "(And) about the knee, …", "as for your back, …": a part the doctor turns to, at the start of the sentence. */
const PART_TAKEN_UP = /^\W*(?:(?:and|now|so|okay|alright|then)\W+)*(?:about|as for|regarding|in terms of|as far as|with regards? to)\s+(?:the|your|his|her|that)\s+/i;

export class ProblemsOfParts {
  private readonly problems = new Map<string, string>();

  /** Records the first diagnosis said in a sentence that names a part as that part's problem. */
  record(text: string, diagnoses: readonly string[]): void {
    const part = partNamed(text);
    if (part !== undefined && diagnoses.length > 0 && !this.problems.has(part)) this.problems.set(part, diagnoses[0]!);
  }

  /** The problem of the part a sentence turns to, if one was said. */
  takenUp(text: string): string | undefined {
    const opening = PART_TAKEN_UP.exec(text);
    const part = opening && partNamed(text.slice(0, opening[0].length + 30).replace(/[,.;].*$/s, ''));
    return part === undefined || part === null ? undefined : this.problems.get(part);
  }
}
