import { describe, expect, it } from 'vitest';
import { examFindingsOf } from './exam-findings.js';

const read = (sentence: string) => examFindingsOf(sentence).map((f) => `${f.system}: ${f.finding}`);

// Probe p19 (tuning set): a dermatologist describes a changing mole, the other spots and the nodes.
describe('skin lesions as a dermatologist describes them (issue 28)', () => {
  it('writes a pigmented lesion with its size, colour and the site said before it', () => {
    expect(read("on the right upper back, over the shoulder blade, there's a brown to dark brown spot, about seven millimeters.")).toEqual([
      'Skin: 7 mm brown to dark brown lesion on the right upper back',
    ]);
    expect(read('there is a 5 mm black mole on the left forearm.')).toEqual(['Skin: 5 mm black mole on the left forearm']);
    // Probe p04 (tuning set): a mole described by its size alone, its colours said as shades of brown.
    expect(read("so on your left upper back there's a mole about seven millimeters, it has an irregular border and a couple of different shades of brown, some darker areas.")).toEqual([
      'Skin: 7 mm mole on the left upper back',
      'Skin: Irregular border',
      'Skin: Different shades of brown, some darker areas',
    ]);
  });

  it('reads plaques and patches, and what the examiner notices the patient has (issue 28, train D2N053)', () => {
    expect(read('now when i look at your scalp here i do notice that you have demarcated scaly erythematous plaques')).toEqual([
      'Skin: Demarcated scaly erythematous plaques on the scalp',
    ]);
    expect(read('i can see you have scaly plaques on both elbows')).toEqual(['Skin: Scaly plaques on both elbows']);
    expect(read('there are a few raised red patches on the left forearm')).toEqual(['Skin: Raised red lesions on the left forearm']);
  });

  it("reads the lesion's border, colours, elevation and what dermoscopy shows", () => {
    expect(read('the border is irregular, and there are two shades of color, darker at one edge.')).toEqual([
      'Skin: Irregular border',
      'Skin: Two shades of color, darker at one edge',
    ]);
    expect(read("it's flat, not raised, no bleeding.")).toEqual(['Skin: Flat, not raised', 'Skin: No bleeding']);
    expect(read("under the dermatoscope there's an irregular pigment network.")).toEqual(['Skin: Dermoscopy: irregular pigment network']);
  });

  it('writes the other lesions with their count, site and the diagnosis the doctor names them by', () => {
    expect(read('the rest of your back has several seborrheic keratoses, the waxy stuck-on spots, those are harmless.')).toEqual([
      'Skin: Several seborrheic keratoses on the back',
    ]);
    expect(read("on the back of your left hand there's a rough scaly spot, that's an actinic keratosis, sun damage, precancerous.")).toEqual([
      'Skin: Rough scaly lesion on the back of the left hand, consistent with actinic keratosis',
    ]);
    expect(read('no other concerning moles on your chest, arms or legs.')).toEqual(['Skin: No other concerning moles on the chest, arms or legs']);
  });

  it('names the node groups of the neck and armpits as a note does', () => {
    expect(read('no enlarged lymph nodes in your neck or armpits.')).toEqual(['Neck: No cervical or axillary lymphadenopathy']);
    expect(read('no swollen lymph nodes in the groin.')).toEqual(['Neck: No inguinal lymphadenopathy']);
  });

  it('leaves a spot nobody describes, and one said to the patient, alone', () => {
    expect(read('i numb it with lidocaine, take the spot off, and send it to the lab.')).toEqual([]);
    expect(read('for the spot on your left hand, i can freeze it with liquid nitrogen today.')).toEqual([]);
  });
});
