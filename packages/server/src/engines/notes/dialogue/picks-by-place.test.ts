import { describe, expect, it } from 'vitest';
import { pickedIndexes, placesPicked } from './picks-by-place.js';

describe('an answer that picks by place', () => {
  it('reads the places an answer names', () => {
    expect(placesPicked('um , the , the first and the last .')).toEqual(['first', 'last']);
    expect(placesPicked('just the last one .')).toEqual(['last']);
    expect(placesPicked('the first one , yeah .')).toEqual(['first']);
    expect(placesPicked('the first time it happened was in may .')).toBeUndefined();
    expect(placesPicked('no .')).toBeUndefined();
  });

  it('turns places into indexes among the things asked', () => {
    expect([...pickedIndexes(['first', 'last'], 3)]).toEqual([0, 2]);
    expect([...pickedIndexes(['middle'], 3)]).toEqual([1]);
    expect([...pickedIndexes(['third'], 2)]).toEqual([]);
  });
});
