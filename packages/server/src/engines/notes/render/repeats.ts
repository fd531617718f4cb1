/**
 * Statements a note makes once: of two that say the same, or where one says all the other does ("Positive straight
 * leg raise." and "Positive straight leg raise on the right."), the fuller one is kept, where the first was said.
 */
const words = (text: string) => ` ${(text.toLowerCase().match(/[a-z0-9]+/g) ?? []).join(' ')} `;

/** `items` without those whose words run, in order, inside another's (the first of two equal ones is kept). */
export function withoutRepeats<T>(items: readonly T[], textOf: (item: T) => string): T[] {
  const keyed = items.map((item) => ({ item, key: words(textOf(item)) }));
  return keyed
    .filter(({ key }, i) => key.trim() !== '' && !keyed.some((other, j) => j !== i && (other.key === key ? j < i : other.key.includes(key))))
    .map(({ item }) => item);
}
