import { beforeAll, describe, expect, it } from 'vitest';
import { soapSectionReader } from '../render/soap-sections.test-support.js';

// The review of the held-medicine, stopped-drug and reaction readers (issue 28): ordinary sentences they must not
// turn into a stop, an allergy, or a drug gone from the list.
let sectionOf: Awaited<ReturnType<typeof soapSectionReader>>;
beforeAll(async () => {
  sectionOf = await soapSectionReader();
});
const planOf = (transcript: string) => sectionOf(transcript, 'assessment_and_plan').join(' ');
const historyOf = (transcript: string) => sectionOf(transcript, 'history_of_present_illness').join(' ');

describe('a prescription with "off" or "don\'t take" in it is not a stop', () => {
  it.each([
    ["i'm going to start the gabapentin off at 100 mg at night .", /Start gabapentin/],
    ["continue the metformin 500 mg twice a day . don't take the metformin on an empty stomach .", /Continue metformin/],
    ["for the knee , take tylenol 500 mg as needed . don't take more than four of the tylenol a day .", /Tylenol/],
    ["don't use the albuterol more than four times a day .", /albuterol/i],
  ])('"%s"', (said, written) => {
    const plan = planOf(`[doctor] you're here about your knee .\n[doctor] ${said}`);
    expect(plan).toMatch(written);
    expect(plan).not.toMatch(/\b(?:Stop|Hold)\b/);
  });

  it('holds a drug the doctor read from the chart, with its window', () => {
    const plan = planOf(`[doctor] you're here before your colonoscopy . you take aspirin 81 mg daily . don't take the aspirin for five days before the colonoscopy .`);
    expect(plan).toMatch(/Hold aspirin 81 mg daily for 5 days before the colonoscopy/);
  });
});

describe('a reaction not had is no allergy', () => {
  it.each([
    ["we'll treat the itching with hydroxyzine 25 mg at night .", /hydroxyzine/i],
    ['if you notice any rash from the lamotrigine , call me . start lamotrigine 25 mg daily .', /lamotrigine/i],
  ])('"%s" keeps the prescription and lists no allergy', (said, drug) => {
    const transcript = `[doctor] you're here about your rash .\n[doctor] ${said}`;
    expect(planOf(transcript)).toMatch(drug);
    expect(historyOf(transcript)).not.toMatch(/Allergies/);
  });

  it.each(["[doctor] any rash or itching with the lisinopril ?\n[patient] no , none at all .", "[patient] i didn't get any rash from the amoxicillin ."])('"%s"', (transcript) => {
    expect(historyOf(transcript)).not.toMatch(/Allergies/);
  });
});

describe('a drug still taken stays on the list', () => {
  it('when the patient says they never stopped it, or would like to stop it one day', () => {
    for (const answer of ['good , i never stopped taking it .', "i'd like to wean myself off of it someday ."]) {
      const history = historyOf(`[doctor] we have you on lisinopril 10 mg a day . how is that going ?\n[patient] ${answer}`);
      expect(history).toMatch(/Current medications: lisinopril/);
      expect(history).not.toMatch(/has stopped taking lisinopril/);
    }
  });

  it('when the patient stops another drug of the question: the one asked of leaves', () => {
    const history = historyOf(`[doctor] we have you on metformin 500 mg twice a day and lisinopril 10 mg daily . how's the metformin going ?\n[patient] i quit taking that .`);
    expect(history).toMatch(/Current medications: lisinopril/);
    expect(history).toMatch(/stopped taking metformin/);
  });
});

describe('chronic conditions told in the summary turn', () => {
  it('are past medical history', () => {
    const history = historyOf(`[doctor] so this is a 60-year-old male presenting for follow-up . he has diabetes , hypertension , and high cholesterol .`);
    expect(history).toMatch(/past medical history of diabetes mellitus, hypertension and hypercholesterol/i);
  });
});
