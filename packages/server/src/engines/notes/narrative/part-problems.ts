/**
 * The problem of a part of the body: "the right knee, the one with the arthritis" makes the knee's problem arthritis,
 * so that "about the knee, I can also refer you …" takes up the arthritis, though the doctor names only the knee.
 */
import { partNamed } from './hurting.js';

/** "(And) about the knee, …", "as for your back, …": a part the doctor turns to, at the start of the sentence. */
const PART_TAKEN_UP = /^\W*(?:(?:and|now|so|okay|alright|then)\W+)*(?:about|as for|regarding|in terms of|as far as|with regards? to)\s+(?:the|your|his|her|that)\s+/i;

/** How near the part, in characters, a diagnosis is said of it. */
const ATTACHED_WITHIN = 30;

export class ProblemsOfParts {
  private readonly problems = new Map<string, string>();

  /**
   * Records a diagnosis said with a part as that part's problem: said close to it ("the right knee, the one with the
   * arthritis", "arthritis in my knee"), not anywhere in the sentence ("my knee hurts, and i have diabetes").
   */
  record(text: string, diagnoses: readonly string[]): void {
    const part = partNamed(text);
    if (part === undefined || this.problems.has(part)) return;
    const lower = text.toLowerCase();
    const partAt = lower.lastIndexOf(part);
    const attached = diagnoses.find((diagnosis) => {
      const at = lower.indexOf(diagnosis.toLowerCase());
      return at >= 0 && Math.abs(at - partAt) <= ATTACHED_WITHIN && !/\band\b/.test(lower.slice(Math.min(at, partAt), Math.max(at, partAt)));
    });
    if (attached !== undefined) this.problems.set(part, attached);
  }

  /** The problem of the part a sentence turns to, if one was said. */
  takenUp(text: string): string | undefined {
    const opening = PART_TAKEN_UP.exec(text);
    const part = opening && partNamed(text.slice(0, opening[0].length + 30).replace(/[,.;].*$/s, ''));
    return part === undefined || part === null ? undefined : this.problems.get(part);
  }
}
