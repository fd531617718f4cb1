import { beforeAll, describe, expect, it } from 'vitest';
import { soapSectionReader } from '../render/soap-sections.test-support.js';

let planOf: (transcript: string) => string[];
beforeAll(async () => {
  const sectionOf = await soapSectionReader();
  planOf = (transcript) => sectionOf(transcript, 'assessment_and_plan');
});

const TAKING_ASPIRIN = `[doctor] you're here about your knee pain . what medicines do you take ?
[patient] i take aspirin eighty one milligrams daily .`;
const TAKING_NOTHING = `[doctor] you're here about your knee pain . what medicines do you take ?
[patient] none .`;

const treatment = (plan: readonly string[]) => plan.filter((line) => /^(?:Medical treatment|Declined)\b/.test(line));

describe('a medicine the doctor tells the patient to leave off for a while (issue 28)', () => {
  it.each([
    ["don't take the aspirin until i see you again .", 'Medical treatment: Hold aspirin 81 mg daily until the next visit.'],
    ['keep the aspirin off until after surgery .', 'Medical treatment: Hold aspirin 81 mg daily until after surgery.'],
    ['stay off the aspirin until after the surgery .', 'Medical treatment: Hold aspirin 81 mg daily until after the surgery.'],
    ['hold the aspirin for five days before the surgery .', 'Medical treatment: Hold aspirin 81 mg daily for 5 days before the surgery.'],
  ])('"%s" holds it, with how long', (said, line) => {
    expect(treatment(planOf(`${TAKING_ASPIRIN}\n[doctor] okay , ${said}`))).toEqual([line]);
  });

  it('is stopped, not held, when no time is said', () => {
    expect(treatment(planOf(`${TAKING_ASPIRIN}\n[doctor] okay , stop the aspirin .`))).toEqual(['Medical treatment: Stop aspirin 81 mg daily.']);
  });

  it('is stopped, not held for as long as it was taken', () => {
    const transcript = `[doctor] what have you taken for the knee ?
[patient] i took aceclofenac tablet , twice daily , for ten days . it gave relief but my stomach was burning .
[doctor] stop the aceclofenac .`;
    expect(treatment(planOf(transcript))).toEqual(['Medical treatment: Stop aceclofenac twice a day.']);
  });
});

describe('a medicine the doctor tells the patient not to take, which they do not take (issue 28)', () => {
  it.each(["don't take any ibuprofen .", "i don't want you to take ibuprofen because of your kidneys .", 'you should not take ibuprofen .'])(
    '"%s" is advice to avoid it, not a prescription',
    (said) => {
      const plan = planOf(`${TAKING_NOTHING}\n[doctor] okay , ${said}`);
      expect(treatment(plan)).toEqual([]);
      expect(plan).toContain('Patient education and counseling: The patient was advised to avoid ibuprofen.');
    },
  );

  it('is neither prescribed nor declined when two are named', () => {
    const plan = planOf(`${TAKING_NOTHING}\n[doctor] okay , i don't want you to take ibuprofen or aleve because of your kidneys .`);
    expect(treatment(plan)).toEqual([]);
  });
});
