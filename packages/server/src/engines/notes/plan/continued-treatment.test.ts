import { beforeAll, describe, expect, it } from 'vitest';
import { soapSectionReader } from '../render/soap-sections.test-support.js';

let planOf: (transcript: string) => string[];
beforeAll(async () => {
  const sectionOf = await soapSectionReader();
  planOf = (transcript) => sectionOf(transcript, 'assessment_and_plan');
});

const TAKING = `[doctor] how have you been doing with your diabetes ?
[patient] pretty good . i take my metformin a thousand milligrams twice a day and my sugars are mostly in the one twenties .
[doctor] and you also take amlodipine five milligrams for your blood pressure ?
[patient] yes , every morning .`;

describe('a treatment the doctor changed nothing about', () => {
  it('goes on under the problem the plan takes up that it treats (issue 28)', () => {
    const plan = planOf(`${TAKING}\n[doctor] okay . for your diabetes , i want to get a hemoglobin a1c today .`);
    expect(plan).toEqual(['1. Diabetes mellitus.', 'Medical treatment: Continue metformin 1000 mg twice a day.', 'Additional testing: Hemoglobin A1c.']);
  });

  it('is not continued when the doctor changes it, nor under a problem the plan does not take up', () => {
    const plan = planOf(`${TAKING}\n[doctor] okay . for your diabetes , let's increase the metformin to fifteen hundred milligrams twice a day .`);
    expect(plan.filter((line) => /continue/i.test(line))).toEqual([]);
    expect(plan.join(' ')).not.toMatch(/amlodipine/i);
  });

  it('is not continued for an injury or a pain, nor when it relieves pain: what the patient took for it was tried', () => {
    const plan = planOf(`[doctor] so you hurt your ankle playing soccer ?
[patient] yes , and i've been taking ibuprofen six hundred milligrams and it helps a little .
[doctor] okay . for your ankle sprain , let's get an x-ray of the right ankle and i want you to wear a brace .`);
    expect(plan.join(' ')).not.toMatch(/ibuprofen/i);
    const stone = planOf(`[doctor] you have a history of kidney stones and you took some ibuprofen for the pain ?
[patient] yes , ibuprofen four hundred milligrams , it helped .
[doctor] okay . for your kidney stone , let's get a ct scan of the abdomen and pelvis .`);
    expect(stone.join(' ')).not.toMatch(/ibuprofen/i);
  });
});
