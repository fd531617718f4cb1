import { describe, expect, it } from 'vitest';
import { examFindingsOf } from './exam-findings.js';

const read = (sentence: string) => examFindingsOf(sentence).map((f) => `${f.system}: ${f.finding}`);

describe('pulses, artery by artery', () => {
  it('names each artery felt, the adverb ("femorally") as the artery', () => {
    expect(read('on vascular exam she has palpable pulses femorally and radially')).toEqual(['Cardiovascular: Palpable femoral and radial pulses']);
    expect(read('radial pulses are 2+ bilaterally')).toEqual(['Cardiovascular: 2+ radial pulses bilaterally']);
    expect(read('there is a palpable rra pulse')).toEqual(['Cardiovascular: Palpable radial pulse on the right']);
    expect(read('the femoral and popliteal pulses are palpable')).toEqual(['Cardiovascular: Palpable femoral and popliteal pulses']);
    // Each artery described its own way keeps its own grade.
    expect(read('she has 1+ dorsalis pedis and trace posterior tibial pulses')).toEqual(['Cardiovascular: 1+ dorsalis pedis pulses', 'Cardiovascular: Trace posterior tibial pulses']);
    expect(read('i can barely feel a pulse in his left foot')).toEqual(['Cardiovascular: Faint pedal pulse on the left']);
    expect(read('extremities are warm with 2+ pulses throughout')).toEqual(['Cardiovascular: 2+ pulses']);
    expect(read('distal pulses are intact')).toEqual(['Cardiovascular: Distal pulses intact']);
    expect(read('strong dorsalis pedis pulse and your sensation is intact to light touch')).toEqual([
      'Cardiovascular: Strong dorsalis pedis pulse',
      'Neurological: Sensation intact',
    ]);
    expect(read('his pedal pulses are strong and sensation is intact')).toEqual(['Cardiovascular: Strong pedal pulses', 'Neurological: Sensation intact']);
    expect(read('the carotid pulses are 2+ and i do not hear any bruits')).toEqual(['Cardiovascular: 2+ carotid pulses', 'Cardiovascular: No bruit']);
  });

  it('gives each artery its own polarity, a denial reaching only the arteries of its clause', () => {
    expect(read('on her vascular exam she has palpable femoral pulses bilaterally and the popliteal pulses are present however i can\'t feel a dorsalis pedis or a posterior tibial pulse')).toEqual([
      'Cardiovascular: Palpable femoral and popliteal pulses bilaterally',
      'Cardiovascular: Dorsalis pedis and posterior tibial pulses not palpable',
    ]);
    expect(read("i don't feel the pedal pulses but the femoral pulses are 2+")).toEqual([
      'Cardiovascular: Pedal pulses not palpable',
      'Cardiovascular: 2+ femoral pulses',
    ]);
    expect(read('the radial pulse is strong but the dorsalis pedis pulse is diminished on the left')).toEqual([
      'Cardiovascular: Strong radial pulse',
      'Cardiovascular: Diminished dorsalis pedis pulse on the left',
    ]);
    expect(read('his femoral pulse is absent on the right and 2+ on the left')).toEqual([
      'Cardiovascular: Femoral pulse absent on the right',
      'Cardiovascular: 2+ femoral pulse on the left',
    ]);
    // A side carries on to the arteries said after it, not back to those before.
    expect(read('strong dorsalis pedis pulse , the left foot is normal and the pedal pulses are strong on the left')).toEqual([
      'Cardiovascular: Strong dorsalis pedis pulse',
      'Musculoskeletal: Left foot normal',
      'Cardiovascular: Strong pedal pulses on the left',
    ]);
    expect(read('radial pulses are 2+ , pedal pulses are absent')).toEqual(['Cardiovascular: 2+ radial pulses', 'Cardiovascular: Pedal pulses absent']);
    // Arteries said as the subject, their pulses named just before.
    expect(read('femoral pulses are 2+ but dorsalis pedis and posterior tibial are absent')).toEqual([
      'Cardiovascular: 2+ femoral pulses',
      'Cardiovascular: Dorsalis pedis and posterior tibial pulses absent',
    ]);
    // Another finding's denial, or its words, are not the pulses'.
    expect(read('no edema and 2+ pulses')).toEqual(['Cardiovascular: No edema', 'Cardiovascular: 2+ pulses']);
    expect(read("there's no edema in the legs the dorsalis pedis pulses are 2+")).toEqual(['Cardiovascular: No edema', 'Cardiovascular: 2+ dorsalis pedis pulses']);
    expect(read("i don't appreciate any palpable dorsalis pedis or posterior tibial pulses there is a small ulcer on the lateral foot")).toEqual([
      'Cardiovascular: Dorsalis pedis and posterior tibial pulses not palpable',
      'Skin: Ulcer on the lateral foot',
    ]);
  });

  it('records what the Doppler finds, with the arteries it was used on', () => {
    expect(
      read("on vascular exam i have palpable femoral and popliteal pulses bilaterally however i don't recognize a palpable dorsalis pedis or posterior tibial pulse but i used the doppler and they are present with doppler"),
    ).toEqual(['Cardiovascular: Palpable femoral and popliteal pulses bilaterally', 'Cardiovascular: Dorsalis pedis and posterior tibial pulses not palpable; present by Doppler']);
    expect(read('his posterior tibial pulses are nonpalpable but dopplerable')).toEqual(['Cardiovascular: Posterior tibial pulses not palpable; present by Doppler']);
    expect(read("i can't palpate the pedal pulses , they are dopplerable though")).toEqual(['Cardiovascular: Pedal pulses not palpable; present by Doppler']);
    // A Doppler study read out is a result, not the examination's Doppler.
    expect(read('the arterial doppler study showed no flow in the posterior tibial and i can feel a radial pulse')).toEqual(['Cardiovascular: Palpable radial pulse']);
    expect(read('i was able to doppler a dorsalis pedis pulse on the right foot')).toEqual(['Cardiovascular: Dorsalis pedis pulse present by Doppler on the right']);
  });

  it('keeps what a plain pulse examination says', () => {
    expect(read('pulses are 2+ and symmetric')).toEqual(['Cardiovascular: 2+ symmetric pulses']);
    expect(read('pulses are two plus bilaterally')).toEqual(['Cardiovascular: 2+ pulses bilaterally']);
    expect(read('he has good distal pulses')).toEqual(['Cardiovascular: Good distal pulses']);
    expect(read('the pulses are not palpable')).toEqual(['Cardiovascular: No palpable pulses']);
    expect(read('pulses equal in all extremities')).toEqual(['Cardiovascular: Pulses equal in all extremities']);
    expect(read("you've got normal pulses , and everything else is normal")).toEqual(['Cardiovascular: Normal pulses']);
    expect(read('you have a good pedal pulse so you know you can feel that')).toEqual(['Cardiovascular: Good pedal pulse']);
  });

  it('takes no heart rate, and no pulses still to be examined, for a pulse finding', () => {
    expect(read('your pulse is 72')).toEqual([]);
    expect(read("i'm going to check your pulses now")).toEqual([]);
    expect(read('your pulse ox is 98 percent')).toEqual([]);
    expect(read("we'll get a doppler to check your pulses")).toEqual([]);
  });
});
