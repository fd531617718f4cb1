import { describe, expect, it } from 'vitest';
import { routeUtterance, sectionOfSnippet } from './note-router.js';

// The committed model file (data/notes-router/model.json) on a few snippets and turns whose section is plain.
describe('sectionOfSnippet', () => {
  it.each([
    ['Doctor: Any allergies to medications?\nPatient: No.', 'ALLERGY'],
    ['Doctor: What medications are you taking at the moment?\nPatient: Just metformin and lisinopril.', 'MEDICATIONS'],
    ['Doctor: Does anyone in your family have heart disease?\nPatient: My father had a heart attack.', 'FAM/SOCHX'],
  ])('%s → %s', (dialogue, section) => {
    const result = sectionOfSnippet(dialogue);
    expect(result.section).toBe(section);
    expect(result.probability).toBeGreaterThan(0);
    expect(result.probability).toBeLessThanOrEqual(1);
  });
});

describe('routeUtterance', () => {
  it('routes an exam finding to the examination', () => {
    expect(routeUtterance('on your heart exam , i do appreciate a 2 out of 6 systolic ejection murmur .', 'doctor').section).toBe('examination');
  });

  it('routes small talk to none', () => {
    expect(routeUtterance('hi , how are you doing today ?', 'doctor').section).toBe('none');
  });

  it('routes a plan to the assessment and plan', () => {
    expect(routeUtterance("i'm going to prescribe meloxicam 15 milligrams once a day and refer you to physical therapy .", 'doctor').section).toBe(
      'assessment_and_plan',
    );
  });

  it('gives a probability to every route, summing to 1', () => {
    const { probabilities } = routeUtterance('no .', 'patient', { previous: 'any chest pain ?' });
    expect(Object.keys(probabilities)).toEqual(['none', 'history', 'review_of_systems', 'examination', 'results', 'assessment_and_plan']);
    expect(Object.values(probabilities).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
  });
});
