import { describe, expect, it } from 'vitest';
import { argmax, loss, probabilities, softmax, trainSoftmaxRegression, type LabelledData } from './linear-model.js';

// Three classes, each marked by its own feature; feature 3 is noise shared by all.
const toy: LabelledData = {
  x: [
    { indices: [0, 3], values: [1, 0.5] },
    { indices: [0], values: [1] },
    { indices: [1, 3], values: [1, 0.5] },
    { indices: [1], values: [1] },
    { indices: [2, 3], values: [1, 0.5] },
    { indices: [2], values: [1] },
  ],
  y: [0, 0, 1, 1, 2, 2],
};

describe('softmax', () => {
  it('gives probabilities that sum to 1, ordered as the scores', () => {
    const p = softmax([1, 2, 3]);
    expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(p[2]).toBeGreaterThan(p[1]!);
    expect(p[1]).toBeGreaterThan(p[0]!);
  });

  it('does not overflow on large scores', () => {
    expect(softmax([1000, 1000])).toEqual([0.5, 0.5]);
  });
});

describe('trainSoftmaxRegression', () => {
  const options = { l2: 0.01, iterations: 50 };

  it('lowers the loss from the untrained model’s ln(3)', () => {
    const untrained = trainSoftmaxRegression(toy, 4, 3, { ...options, iterations: 0 });
    expect(loss(untrained, toy, options)).toBeCloseTo(Math.log(3), 12);
    const few = trainSoftmaxRegression(toy, 4, 3, { ...options, iterations: 5 });
    const more = trainSoftmaxRegression(toy, 4, 3, options);
    expect(loss(few, toy, options)).toBeLessThan(Math.log(3));
    expect(loss(more, toy, options)).toBeLessThan(loss(few, toy, options));
  });

  it('predicts the class of each marker feature', () => {
    const model = trainSoftmaxRegression(toy, 4, 3, options);
    for (const c of [0, 1, 2]) {
      const p = probabilities(model, { indices: [c], values: [1] });
      expect(argmax(p)).toBe(c);
      expect(p[c]).toBeGreaterThan(0.5);
    }
  });

  it('gives the same weights on every run', () => {
    const a = trainSoftmaxRegression(toy, 4, 3, options);
    const b = trainSoftmaxRegression(toy, 4, 3, options);
    expect([...a.weights]).toEqual([...b.weights]);
  });

  it('leans towards a class that weighs more', () => {
    const ambiguous = { indices: [3], values: [1] };
    const plain = trainSoftmaxRegression(toy, 4, 3, options);
    const weighted = trainSoftmaxRegression(toy, 4, 3, { ...options, classWeights: [1, 1, 5] });
    expect(probabilities(weighted, ambiguous)[2]).toBeGreaterThan(probabilities(plain, ambiguous)[2]!);
  });
});
