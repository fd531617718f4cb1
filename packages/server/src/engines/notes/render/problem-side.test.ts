import { describe, expect, it } from 'vitest';
import { emptyClinicalModel, type ClinicalModel } from '../clinical-model.js';
import { jointOfProblem, partOfInjury, sideOfProblem } from './problem-side.js';

const model = (parts: Partial<ClinicalModel>): ClinicalModel => ({ ...emptyClinicalModel({ mode: 'consultation', language: 'en-US' }), ...parts });
const grounded = { evidence: ['seg_1'], text: '' };

describe('the side of a problem', () => {
  it('takes the side said with the diagnosis, else the one side the visit names', () => {
    expect(sideOfProblem(model({}), 'ankle sprain', ['i think you have a right ankle sprain'])).toBe('right');
    const visit = model({ examinations: [{ ...grounded, system: 'Musculoskeletal', finding: 'Tenderness of the left ankle' }] });
    expect(sideOfProblem(visit, 'ankle sprain', ['you have an ankle sprain'])).toBe('left');
  });

  it('gives no side when the visit names both, for a problem without one, or one named with its side', () => {
    const both = model({
      examinations: [
        { ...grounded, system: 'Musculoskeletal', finding: 'Tenderness of the left ankle' },
        { ...grounded, system: 'Musculoskeletal', finding: 'Swelling of the right ankle' },
      ],
    });
    expect(sideOfProblem(both, 'ankle sprain', [])).toBeUndefined();
    expect(sideOfProblem(both, 'hypertension', [])).toBeUndefined();
    expect(sideOfProblem(both, 'lumbar strain', [])).toBeUndefined();
    expect(sideOfProblem(both, 'right ankle sprain', [])).toBeUndefined();
  });
});

describe('the joint of a joint condition', () => {
  it('names the one joint the visit is about, with its side', () => {
    const knee = model({
      complaintHistory: [{ ...grounded, complaint: 'knee pain', site: 'right knee', aggravating: [], relieving: [], tried: [] }],
      examinations: [{ ...grounded, system: 'Musculoskeletal', finding: 'Crepitus of the right knee' }],
    });
    expect(jointOfProblem(knee, 'osteoarthritis')).toBe('the right knee');
    expect(jointOfProblem(knee, 'hypertension')).toBeUndefined();
  });

  it('takes no joint from a complaint that is not a joint\'s (tingling in the toes)', () => {
    const toes = model({ complaintHistory: [{ ...grounded, complaint: 'paraesthesia', site: 'toes', aggravating: [], relieving: [], tried: [] }] });
    expect(jointOfProblem(toes, 'osteoarthritis')).toBeUndefined();
  });

  it('names none when the visit is about two joints', () => {
    const two = model({ examinations: [
      { ...grounded, system: 'Musculoskeletal', finding: 'Tenderness of the right knee' },
      { ...grounded, system: 'Musculoskeletal', finding: 'Tenderness of the left hip' },
    ] });
    expect(jointOfProblem(two, 'osteoarthritis')).toBeUndefined();
  });
});

describe('the part of an injury named without one', () => {
  const leg = model({ complaintHistory: [{ ...grounded, complaint: 'leg pain', site: 'right upper leg', aggravating: [], relieving: [], tried: [] }] });

  it('names the one limb the visit is about, with its side (issue 28, train D2N017)', () => {
    expect(partOfInjury(leg, 'contusion')).toBe('right leg');
    expect(partOfInjury(leg, 'sprain')).toBe('right leg');
  });

  it('names none for a problem that is no injury, one named with its part, or a visit about two limbs', () => {
    expect(partOfInjury(leg, 'hypertension')).toBeUndefined();
    expect(partOfInjury(leg, 'ankle sprain')).toBeUndefined();
    const two = model({ complaintHistory: [
      { ...grounded, complaint: 'leg pain', site: 'right leg', aggravating: [], relieving: [], tried: [] },
      { ...grounded, complaint: 'arm pain', site: 'left arm', aggravating: [], relieving: [], tried: [] },
    ] });
    expect(partOfInjury(two, 'contusion')).toBeUndefined();
  });
});
