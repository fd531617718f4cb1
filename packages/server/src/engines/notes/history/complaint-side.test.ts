import { describe, expect, it } from 'vitest';
import type { ComplaintHistory } from '../clinical-model.js';
import type { Sentence } from '../sentences.js';
import { withSidesSaid } from './complaint-side.js';

const doctor = (text: string): Sentence => ({ segmentId: 'seg_1', speaker: 'doctor', text });
const patient = (text: string): Sentence => ({ segmentId: 'seg_2', speaker: 'patient', text });
const complaint = (name: string, site?: string): ComplaintHistory => ({ complaint: name, evidence: ['seg_2'], text: '', aggravating: [], relieving: [], tried: [], ...(site ? { site } : {}) });
const siteOf = (history: ComplaintHistory, sentences: Sentence[]) => withSidesSaid([history], sentences)[0]!.site;

// The sentences are ACI-BENCH train dialogues' (the encounter named in each test), trimmed.
describe('the side of a complaint, from the whole visit', () => {
  it('takes the one side the part is said with, by the doctor or the patient (train D2N042, D2N064, D2N034, D2N051)', () => {
    expect(
      siteOf(complaint('ankle pain', 'ankle'), [
        doctor('so i see here that you hurt your right ankle can you tell me what happened'),
        patient('i would say right now it\'s like a four out of ten'),
        doctor("now i'm gon na do a focused exam on your right ankle i do appreciate some ecchymosis"),
        doctor("and all of that is consistent with what's present on your left side as well"),
      ]),
    ).toBe('right ankle');
    expect(siteOf(complaint('ankle pain'), [doctor('it looks like you hurt your left ankle can you tell me a little bit more'), doctor('we did do an x-ray of that left ankle')])).toBe(
      'left ankle',
    );
    expect(siteOf(complaint('shoulder pain', 'shoulder'), [patient("i see that you're coming in you had some shoulder pain left shoulder pain for the last three weeks")])).toBe(
      'left shoulder',
    );
    expect(
      siteOf(complaint('ulcer', 'foot'), [
        patient("it's like six or so weeks right now and it's on my right foot"),
        doctor('there is a two by three centimeter ulcerated lesion on the right lateral foot'),
        doctor('we put a stent into your right coronary artery'),
      ]),
    ).toBe('right foot');
  });

  it('takes both sides when the part is said of both (train D2N044)', () => {
    expect(siteOf(complaint('knee pain', 'knee'), [doctor("okay now it it says here that it's in both knees is that correct"), patient('yes both my knees')])).toBe('both knees');
  });

  it('leaves the side unsaid when the part is said on the right and on the left', () => {
    const knee = [patient('my right knee starts to ache when i run'), patient('the left knee hurts too sometimes')];
    expect(siteOf(complaint('knee pain', 'knee'), knee)).toBe('knee');
  });

  it('reads no side from the examining: the other side compared, both hands squeezed (train D2N045, D2N026)', () => {
    const knee = [
      patient("when i'm running i my right knee here it just starts to ache"),
      doctor("i'm gon na look at your your left knee first when i move your left knee does that hurt"),
      patient('the the right knee here hurts on the outside'),
      doctor('when compared to the left knee everything looks good'),
    ];
    expect(siteOf(complaint('knee pain', 'knee'), knee)).toBe('right knee');
    const hands = [doctor('now squeeze my fingers as hard as you can with both hands .'), doctor('does it seem to feel about the same in both hands ?')];
    expect(siteOf(complaint('hand pain', 'hand'), hands)).toBe('hand');
  });

  it('keeps a side already read, and leaves a complaint of no limb as it is', () => {
    expect(siteOf(complaint('knee pain', 'left knee'), [doctor('your right knee looks fine')])).toBe('left knee');
    expect(siteOf(complaint('headache'), [doctor('on the right side of your head')])).toBeUndefined();
    // "Right now", "right there": no side of anything.
    expect(siteOf(complaint('knee pain', 'knee'), [patient('right now my knee hurts'), doctor('right there on the knee')])).toBe('knee');
  });
});
