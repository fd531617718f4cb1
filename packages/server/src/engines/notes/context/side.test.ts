import { describe, expect, it } from 'vitest';
import { sideSaidWith } from './side.js';

const around = (text: string, concept: string) => {
  const start = text.indexOf(concept);
  return sideSaidWith(text, { start, end: start + concept.length });
};

describe('the side said with a condition', () => {
  it.each<[string, string, string]>([
    ['i think you have a right ankle sprain .', 'ankle sprain', 'right'],
    ['you have a left distal radius fracture', 'distal radius fracture', 'left'],
    ['there is a fracture of the right fifth metatarsal', 'fracture', 'right'],
    ['osteoarthritis in your left knee', 'osteoarthritis', 'left'],
    ['bilateral carpal tunnel syndrome', 'carpal tunnel syndrome', 'bilateral'],
  ])('%s', (text, concept, side) => {
    expect(around(text, concept)).toBe(side);
  });

  it.each<[string, string]>([
    ['the right knee is fine but you have an ankle sprain', 'ankle sprain'],
    ['you have an ankle sprain and the pain is on the right side of your back', 'ankle sprain'],
    ['a right and left knee osteoarthritis', 'osteoarthritis'],
    ['i think you have a sprain right now', 'sprain'],
  ])('none in: %s', (text, concept) => {
    expect(around(text, concept)).toBeUndefined();
  });
});
