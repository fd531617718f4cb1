import { describe, expect, it } from 'vitest';
import type { Sentence } from '../sentences.js';
import { ComplaintHistories } from './complaint-histories.js';

const doctor = (text: string): Sentence => ({ segmentId: 'seg_1', speaker: 'doctor', text });
const patient = (text: string): Sentence => ({ segmentId: 'seg_2', speaker: 'patient', text });

/** The history of one complaint, from the patient's answers to the doctor's questions. */
function historyOf(exchanges: readonly [question: string, answer: string, drugs?: string[]][]) {
  const histories = new ComplaintHistories();
  for (const [question, answer, drugs] of exchanges) histories.read('back pain', patient(answer), doctor(question), drugs ?? [], true);
  return histories.all()[0];
}

describe('complaint histories', () => {
  // Probe p08 (tuning set): a neurologist's headache history, asked question by question.
  it('reads a score asked "zero to ten" at its worst as the worst score', () => {
    expect(historyOf([['how bad at its worst, zero to ten?', "an eight. i've had to leave work a couple times."]])?.severity).toBe('8/10 at worst');
    expect(historyOf([['on a scale of one to ten, how bad is it?', 'about a six']])?.severity).toBe('6/10');
  });

  it("reads no pain's quality of a complaint that does not hurt: a child \"little dull yesterday\" with a fever (issue 28, probe p25)", () => {
    const histories = new ComplaintHistories();
    histories.read('fever', patient('little dull yesterday.'), doctor('is he active, playing?'), [], true);
    expect(histories.all()[0]?.character).toBeUndefined();
    histories.read('chest pain', patient('it is a dull ache.'), doctor('what is the pain like?'), [], true);
    expect(histories.all().find((h) => h.complaint === 'chest pain')?.character).toBe('dull');
  });

  it('reads how many days a month it comes as how often, not how long', () => {
    const history = historyOf([
      ['when did they start getting bad?', 'the last four months they have been way more often.'],
      ['how many days a month now would you say?', "probably eight to ten days a month where it's a real headache."],
    ]);
    expect(history?.duration).toEqual({ value: 4, unit: 'month' });
    expect(history?.timing).toBe('8-10 days a month');
  });

  it('reads a count answered to "how many times … in a day?" as how often, in the period asked (issue 28, probe p25)', () => {
    expect(historyOf([['how many times loose motions in a day?', 'yesterday seven-eight times.']])?.timing).toBe('7-8 times a day');
    expect(historyOf([['how many times a day do you go?', 'maybe four times.']])?.timing).toBe('4 times a day');
    expect(historyOf([['how many times did you vomit?', 'two times.']])?.timing).toBeUndefined();
  });

  it('does not take how often something else happens for how often the complaint comes (train D2N028)', () => {
    expect(historyOf([['and how often do you have a bowel movement when you are constipated?', 'about three to four times a week.']])?.timing).toBeUndefined();
    expect(historyOf([['how often do you get them?', 'maybe three times a week.']])?.timing).toBe('3 times a week');
  });

  it('reads what a list asked "does it increase?" makes worse (probe p23)', () => {
    expect(historyOf([['coughing, sneezing, does it increase?', 'yes, when i sneeze it shoots down the leg.']])?.aggravating).toEqual(['sneezing']);
  });

  it('reads the triggers named as what makes it worse', () => {
    expect(historyOf([['okay. any triggers you have noticed?', 'bad sleep for sure, red wine, and right before my period.']])?.aggravating).toEqual(['poor sleep', 'red wine', 'the premenstrual days']);
  });

  it('takes a bare number answered to "how many days ago" as when it began, to "how many weeks" as how long (issue 28, train D2N061)', () => {
    expect(historyOf([['and an ace wrap okay now how many days ago was this exactly', 'seven']])?.onset).toBe('7 days ago');
    expect(historyOf([['how many weeks has this been going on', 'um, about three']])?.duration).toEqual({ value: 3, unit: 'week' });
    expect(historyOf([['how many days ago was this', 'it was after the game']])?.onset).toBeUndefined();
  });

  it('takes the side answered to "which knee was it" as the site, though the answer does not name the complaint (issue 28)', () => {
    const histories = new ComplaintHistories();
    histories.read('knee pain', patient('my right knee'), doctor('okay which knee was it'), [], false);
    expect(histories.all()[0]?.site).toBe('right knee');
  });

  it('takes a side answered alone to "is it your left or your right knee" with the part the question named (issue 28, train D2N067)', () => {
    const histories = new ComplaintHistories();
    histories.read('knee pain', patient('yes i hurt my knee when i was skiing two weeks ago'), doctor('did you say that you hurt your knee'), [], true);
    histories.read('knee pain', patient("it's my right"), doctor('okay is it your left or your right knee'), [], false);
    expect(histories.all()[0]?.site).toBe('right knee');
    const other = new ComplaintHistories();
    other.read('knee pain', patient('the left one'), doctor('which knee is it'), [], false);
    expect(other.all()[0]?.site).toBe('left knee');
    // An answer that goes on to something else is no side of the complaint.
    const longer = new ComplaintHistories();
    longer.read('knee pain', patient('right now it hurts all the time'), doctor('is it your left or your right knee'), [], false);
    expect(longer.all()[0]?.site).toBeUndefined();
  });

  it('takes the side of the part answered to "does it hurt on the inside or the outside" (issue 28, train D2N067, D2N037, D2N033)', () => {
    const aspectOf = (question: string, answer: string) => {
      const histories = new ComplaintHistories();
      histories.read('knee pain', patient(answer), doctor(question), [], false);
      return histories.all()[0]?.aspect;
    };
    expect(aspectOf('okay and does it hurt on the inside or the outside', 'the inside')).toBe('medial');
    expect(aspectOf('alright is it the inside or outside of your elbows', 'inside')).toBe('medial');
    expect(aspectOf('okay alright and what part of the knee is it inside outside middle', 'kind of that inside part of my kneecap')).toBe('medial');
    expect(aspectOf('is it more on the inside or the outside', "it's on the outside")).toBe('lateral');
    // An answer of both, or of something else, tells no one side.
    expect(aspectOf('does it hurt on the inside or the outside', 'both the inside and the outside')).toBeUndefined();
    expect(aspectOf('does it hurt on the inside or the outside', 'it hurts when i walk')).toBeUndefined();
    // A side answered to a question about something else is not where it hurts.
    expect(aspectOf('do you work inside or outside', 'inside mostly')).toBeUndefined();
  });

  it('takes where it goes from the answer to "does it move anywhere or radiate", said "almost down to" (issue 28, train D2N050)', () => {
    const histories = new ComplaintHistories();
    histories.read('back pain', patient('well when i had it it radiated almost down to my groin'), doctor('does it move anywhere or radiate'), [], false);
    expect(histories.all()[0]?.radiation).toBe('groin');
  });

  it('reads that the pain does not radiate, said or answered no (issue 28, train D2N034, D2N067)', () => {
    const stays = historyOf([
      ['alright so does that pain radiate anywhere or like where would you say it is in your shoulder', "it actually it stays pretty much just right at the shoulder it does n't go down anywhere"],
    ]);
    expect(stays?.noRadiation).toBe(true);
    expect(historyOf([['okay so does the pain radiate frequently', 'no']])?.noRadiation).toBe(true);
    const goes = historyOf([['does it move anywhere or radiate', 'it goes down my left leg']]);
    expect(goes).toMatchObject({ radiation: 'left leg' });
    expect(goes?.noRadiation).toBeUndefined();
    // Where it does not go, said with where it does, is no "does not radiate".
    const somewhere = historyOf([['does it radiate anywhere', "it doesn't go up into my neck but sometimes it goes a little down into my arm"]]);
    expect(somewhere).toMatchObject({ radiation: 'arm' });
    expect(historyOf([['does it spread anywhere', "it doesn't go to my back, it can go down a bit into my leg"]])).toMatchObject({ radiation: 'leg' });
    // A no to another question is no answer of radiation.
    expect(historyOf([['any numbness', 'no']])?.noRadiation).toBeUndefined();
  });

  it('reads that the complaint disturbs sleep (issue 28, train D2N034)', () => {
    const answer = "it's pretty much all the time anytime i put any pressure on it like when i'm trying to sleep it hurts even more so it's been affecting my sleep as well";
    expect(historyOf([['okay and the pain is it is it all the time or does it come and go', answer]])?.disturbsSleep).toBe(true);
    expect(historyOf([['how is the pain', 'it keeps me up at night']])?.disturbsSleep).toBe(true);
    // Trouble sleeping said on its own may be another complaint's (short of breath lying down).
    expect(historyOf([['how are things', "i'm having significant trouble sleeping"]])?.disturbsSleep).toBeUndefined();
    expect(historyOf([['how are you sleeping', 'i sleep fine']])?.disturbsSleep).toBeUndefined();
  });

  it('takes what the patient was doing from the sentence before the injury it led to', () => {
    const histories = new ComplaintHistories();
    histories.read('ankle pain', { ...patient('yeah so yesterday i was going to take out the trash and it was quite icy'), segmentId: 'seg_4' }, undefined, [], false);
    histories.read('ankle pain', { ...patient("i thought i was doing okay job and i just slipped and and fell and i'm pretty sure i heard a pop"), segmentId: 'seg_5' }, undefined, [], false);
    expect(histories.all()[0]).toMatchObject({ activity: 'taking out the trash', mechanism: 'slipping and falling', pop: true, evidence: ['seg_4', 'seg_5'] });
    // An activity told with nothing happening after it is no injury's: nothing is kept of it.
    const walked = new ComplaintHistories();
    walked.read('dyspnea', patient('i was watching a movie'), undefined, [], false);
    walked.read('dyspnea', patient('i got really winded'), undefined, [], false);
    expect(walked.all()).toEqual([]);
  });

  it('reads no injury into a complaint that is none of a limb, a joint or the back: a fall told with chest pain (issue 28)', () => {
    const histories = new ComplaintHistories();
    histories.read('chest pain', patient('i was outside and i fell down i was walking a bit and i did have a pain in my chest'), undefined, [], true);
    expect(histories.all()[0]?.mechanism ?? '').not.toMatch(/fall/);
    expect(histories.all()[0]?.activity).toBeUndefined();
  });

  it('takes a scale answer as the severity the doctor asked for', () => {
    expect(historyOf([['on a scale of one to ten , how bad is it ?', 'about a six .']])?.severity).toBe('6/10');
    // A range answered ("probably a four five", "six or seven") is the range (issue 28).
    // The pain with movement, and at rest, as the answer tells them (issue 28, valid D2N078).
    expect(historyOf([['on a scale of one to ten , how bad is it ?', 'if i start moving i would say probably a four five .']])?.severity).toBe('4-5/10 with movement');
    expect(
      historyOf([
        [
          'what would you say your pain score is a out of ten with ten being the worst pain you ever felt',
          "i would say that when i'm stationary i don't really feel a lot of pain but if i start doing some mobility i would say probably a four five",
        ],
      ])?.severity,
    ).toBe('4-5/10 with movement, minimal at rest');
    expect(historyOf([['can you rate your pain on a scale of zero to ten ?', 'six or seven .']])?.severity).toBe('6-7/10');
    expect(historyOf([['can you rate your pain on a scale of zero to ten ?', 'a six , maybe nine at night .']])?.severity).toBe('6/10');
  });

  it('takes the pain without and then with a treatment, as the doctor asked for each', () => {
    const history = historyOf([
      ["zero being none ten being the worst pain , without any medication on board can you rate your pain for me", 'i would say it\'s about an eight'],
      ["okay and then when you do take that ibuprofen or tylenol what's your pain look like then", 'maybe a seven it it\'s a little'],
    ]);
    expect(history?.severity).toBe('8/10 without medication, 7/10 with ibuprofen');
    // "What your pain level is", asked without and then with the drug named (issue 28, train D2N060).
    const named = historyOf([
      ['okay alright so without any ibuprofen can you tell me what your pain level is', 'without ibuprofen i would say my pain is a three'],
      ['okay and then with your ibuprofen can you tell me what your pain level is', 'like a seven eight'],
    ]);
    expect(named?.severity).toBe('3/10 without ibuprofen, 7-8/10 with ibuprofen');
    // Asked first with the drug, the score is the pain on it; a pain level of the past is no score of now.
    expect(historyOf([['with your ibuprofen can you tell me what your pain level is', 'about a four']])?.severity).toBe('4/10 with ibuprofen');
    expect(historyOf([['what was your pain level when you first fell', 'a nine']])?.severity).toBeUndefined();
    expect(historyOf([['without that can you tell me what your pain level is', 'an eight']])?.severity).toBe('8/10');
  });

  it('takes a length of time answered to "how long" as how long the complaint has lasted', () => {
    expect(historyOf([['and , um , how many days has this been going on for ?', 'the last four days .']])?.duration).toEqual({ value: 4, unit: 'day' });
    expect(historyOf([['how long have you had the pain ?', 'oh , about two weeks now .']])?.duration).toEqual({ value: 2, unit: 'week' });
    // "It's been a week now": a length said after "it's been" (issue 28, valid D2N078).
    expect(historyOf([['about a four okay and how long ago did you say this was is this happened this injury', "it's been a week now"]])?.duration).toEqual({ value: 1, unit: 'week' });
    expect(historyOf([['when did it start ?', 'about a week ago .']])?.onset).toBe('about a week ago');
    expect(historyOf([['how are you feeling today ?', 'the last four days have been bad .']])?.duration).toBeUndefined();
  });

  it('takes a drug named in answer to "what have you taken for it" as tried, with how it went', () => {
    expect(historyOf([['okay . and what have you taken for the pain ?', "tylenol , but it really does n't seem to help .", ['tylenol']]])?.tried).toEqual(['tylenol without relief']);
    expect(historyOf([['have you tried anything for it ?', 'some ibuprofen , and that helped a bit .', ['ibuprofen']]])?.tried).toEqual(['ibuprofen with some relief']);
    // A measure named bare in the answer, and how it went said in the next sentence of the answer (issue 28).
    expect(
      historyOf([
        ['what have you tried so far ?', "ice , and i've been taking ibuprofen , two of the two hundred milligram ones , like three times a day .", ['ibuprofen']],
        ['what have you tried so far ?', "it takes the edge off but that's about it ."],
      ])?.tried,
    ).toEqual(['ibuprofen with some relief', 'ice with some relief']);
    expect(historyOf([['what have you tried so far ?', 'nothing , no ice or anything .']])?.tried ?? []).toEqual([]);
  });

  it('takes a no to "any pain going down into the calf?" as no radiation (issue 28)', () => {
    expect(historyOf([['any pain going down into the calf or up the thigh ?', 'no , it stays right in the knee .']])?.noRadiation).toBe(true);
    expect(historyOf([['does it go down your leg ?', 'no .']])?.noRadiation).toBe(true);
    // Going down to another place is no radiation (train D2N027).
    expect(historyOf([['do you still go down to hopkins at all ?', 'no , not at all .']])?.noRadiation).toBeUndefined();
  });

  it('takes what the patient answers to "what makes it worse / better" as aggravating and relieving', () => {
    expect(historyOf([['does anything make it worse ?', 'when i climb the stairs .']])?.aggravating).toEqual(['climbing the stairs']);
    expect(historyOf([['what makes it better ?', 'rest and ice .']])?.relieving).toEqual(['rest and ice']);
    expect(historyOf([['anything make it better ?', 'tums help for maybe an hour .']])?.relieving).toEqual(['tums']);
    expect(historyOf([['anything make it better ?', 'being off work .']])?.relieving).toEqual(['being off work']);
    expect(historyOf([['does anything make it better ?', "no , nothing really ."]])?.relieving ?? []).toEqual([]);
    expect(historyOf([['what makes it better ?', "it's definitely worse in the evening ."]])?.relieving ?? []).toEqual([]);
    expect(historyOf([['is it worse in the morning or at night ?', 'at night .']])?.timing).toBe('at night');
  });

  it('takes a pain score the doctor says and the patient agrees to (issue 28, twenty-fifth round)', () => {
    expect(historyOf([['and you rate the pain from three through eight out of 10 ?', "yes , that's right ."]])?.severity).toBe('3-8/10');
    expect(historyOf([['so the pain is about a six out of ten ?', 'yeah']])?.severity).toBe('6/10');
    // A no agrees to nothing.
    expect(historyOf([['so the pain is about a six out of ten ?', 'no , more like a four']])?.severity).toBe('4/10');
  });

  it('takes a yes to "if you lie down, does it feel better?" as relieving, and what only rest relieves (issue 28, twenty-fifth round)', () => {
    expect(historyOf([['okay and if you lie down , do you feel better ?', "yes , but i can't lie down all day ."]])?.relieving).toEqual(['lying down']);
    expect(historyOf([['does it get better when you sit ?', 'yeah a little']])?.relieving).toEqual(['sitting']);
    expect(historyOf([['and if you stay still , do you feel better ?', "yes , but i don't want to stay still ."]])?.relieving).toEqual(['staying still']);
    expect(historyOf([['does anything make it better ?', "not really unless i'm sitting still"]])?.relieving).toEqual(['sitting still']);
    expect(historyOf([['does anything make it better ?', 'when i am resting']])?.relieving).toEqual(['resting']);
    // A no is no relieving factor.
    expect(historyOf([['and if you sit down , do you feel better ?', 'no not really']])?.relieving ?? []).toEqual([]);
  });

  it('takes when it is worse, asked without a mark, beside its coming and going (issue 28: train D2N040)', () => {
    const history = historyOf([
      ['has it been fairly constant since it started or does it come and go does it come and go or what', 'it comes and goes it comes right back'],
      ['hmmm okay and do you notice any any timing difference you know is it is it worse in the morning worse in the evening is there anything else that makes it better or worse', "it's definitely worse in the evening"],
    ]);
    expect(history?.timing).toBe('comes and goes; worse in the evening');
  });

  it('takes a yes to "is it worse when you bend it?" as worse with what was asked, or with what the answer names (issue 28)', () => {
    expect(historyOf([['okay . and , uh , is it worse when you bend it ?', 'yeah , movement .']])?.aggravating).toEqual(['movement']);
    expect(historyOf([['does it hurt when you walk ?', 'yes , it does .']])?.aggravating).toEqual(['walking']);
    expect(historyOf([['does it hurt to move it ?', 'uh-huh .']])?.aggravating).toEqual(['moving']);
    expect(historyOf([['is it worse when you bend it ?', 'no , not really .']])?.aggravating ?? []).toEqual([]);
  });

  it('takes "but it\'s still very painful" after a treatment as no relief (issue 28)', () => {
    expect(historyOf([['have you tried anything for this ?', "i've been taking ibuprofen , but it's still very painful .", ['ibuprofen']]])?.tried).toEqual(['ibuprofen without relief']);
    expect(historyOf([['what have you taken for it ?', 'tylenol , and it still hurts .', ['tylenol']]])?.tried).toEqual(['tylenol without relief']);
    // Told after another answer, with how it went: tried all the same.
    expect(historyOf([['okay .', "and then i've been taking ibuprofen , but it's still very painful .", ['ibuprofen']]])?.tried).toEqual(['ibuprofen without relief']);
  });

  it('reads an onset answered as "year and a half ago", and how a measure tried went when asked next (issue 28, train D2N037, D2N065)', () => {
    expect(historyOf([['when did it start', 'probably year and a half ago']])?.onset).toBe('a year and a half ago');
    // "Have you tried icing?" — "Yes." — "Does that give you any relief?" — "No.": ice, without relief.
    expect(historyOf([['okay have you tried icing', 'yes'], ['does that give you any relief', 'no']])?.tried).toEqual(['ice without relief']);
    expect(historyOf([['did you try anything for the pain', 'i took some ibuprofen', ['ibuprofen']], ['alright has the ibuprofen helped at all', 'not really']])?.tried).toEqual(['ibuprofen without relief']);
    expect(historyOf([['what have you taken for the pain', 'i took some ibuprofen', ['ibuprofen']], ['okay did that help', 'a little bit but it is still really hard to get around']])?.tried).toEqual(['ibuprofen with some relief']);
  });

  it('takes a time ago answered to "when did this happen" as the onset, and no length of something else asked of (issue 28, train D2N033, D2N049)', () => {
    expect(historyOf([['right knee okay and when did this happen', 'about four days ago']])?.onset).toBe('about 4 days ago');
    // "When did this injury happen?" — "About couple days ago." (train D2N048).
    expect(historyOf([['okay could you one more time when did this injury happen', 'this happened about couple days ago']])?.onset).toBe('about 2 days ago');
    expect(historyOf([['how long would you say it took you to pass the other stones or how was that that resolved', 'yeah usually usually about about three four days to pass it yeah']])?.duration).toBeUndefined();
  });

  it('reads the answer to "describe the pain" as about the complaint, through an "okay" said between (issue 28, train D2N044)', () => {
    const histories = new ComplaintHistories();
    histories.read('knee pain', patient("yeah it's kind of feels like it's like right behind my kneecaps"), doctor("okay it kinda try let's let's try describing the pain for me please"), [], false);
    histories.read('knee pain', patient("and it's like a deep achy pain"), doctor('okay'), [], false);
    expect(histories.all()[0]?.character).toBe('achy');
    // "Can you tell me about how long you've had that?" asks how long, not what it is like (valid D2N086).
    const chills = new ComplaintHistories();
    chills.read('chills', patient("i'm getting some cramping in my calf muscle as well"), doctor("can you tell me about how long you've had that"), [], false);
    expect(chills.all()[0]?.character).toBeUndefined();
    // "How would you describe the pain?" asked after the patient told of blood in the urine is of the pain (train D2N052).
    const blood = new ComplaintHistories();
    blood.read('hematuria', patient("it's pretty constant"), doctor('how would you describe the pain is it constant or is does it come and go'), [], false);
    expect(blood.all()[0]?.timing).toBeUndefined();
  });

  it('takes what the patient answers to "what makes the pain feel worse" as aggravating, each activity of a longer answer (issue 28, train D2N044)', () => {
    expect(historyOf([['a deep achy pain okay what kind of activities makes the pain feel worse', 'so anytime from like standing up from sitting for a while or even going up and down the stairs']])?.aggravating).toEqual([
      'standing up from sitting',
      'going up and down the stairs',
    ]);
  });

  it('takes a no to "did you hear or feel a pop?" as no pop (issue 28, train D2N061)', () => {
    expect(historyOf([['did you hear or feel a pop in your knee when you were doing this', 'i did not no']])?.pop).toBe(false);
    expect(historyOf([['did you feel a pop', 'yeah i felt a pop']])?.pop).toBe(true);
  });

  it('takes a no to "have you hit your head or fallen?" as no known injury or trauma (issue 28, train D2N040)', () => {
    const histories = new ComplaintHistories();
    histories.read('headache', patient("no no i think it's just stress"), doctor("and i wanted to ask if you had a history of any any trauma meaning have you hit your head or you have n't fallen hit your head or anything like that have you"), [], false);
    expect(histories.all()[0]?.noInjury).toBe(true);
    expect(historyOf([['did you hurt it playing', 'no not that i know of']])?.noInjury).toBe(true);
    expect(historyOf([['did you hurt it', 'yeah i fell on it']])?.noInjury).toBeUndefined();
  });
});
