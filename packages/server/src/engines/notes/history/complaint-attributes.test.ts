import { describe, expect, it } from 'vitest';
import { complaintWithSite, describeComplaint, noAttributes, readAttributes } from './complaint-attributes.js';

const read = (sentences: readonly string[], drugs: readonly string[] = []) => {
  const into = noAttributes();
  for (const sentence of sentences) readAttributes(sentence, into, drugs, true);
  return into;
};

describe('complaint attributes', () => {
  it('reads site, onset, what brought it on, severity and character', () => {
    const a = read(['I was lifting some heavy boxes on Saturday and I felt a pop in my lower back.', 'It is a sharp pain, about a 6 out of 10.']);
    expect(a).toMatchObject({ site: 'lower back', onset: 'Saturday', activity: 'lifting heavy boxes', pop: true, character: 'sharp', severity: '6/10' });
    expect(describeComplaint('back pain', a)).toEqual(['Lower back pain began Saturday while lifting heavy boxes, with a pop.', 'The patient describes it as sharp.', 'The patient rates the pain 6/10.']);
  });

  it('reads the side of the part where it hurts, said as the inside or the outside of it, as a note names it (issue 28, train D2N061)', () => {
    expect(read(['i was playing basketball and he ran into me and the inside of my knee hurts'])).toMatchObject({ site: 'knee', aspect: 'medial' });
    expect(read(['it has been bothering me ever since kind of on the outside of my ankle'])).toMatchObject({ aspect: 'lateral' });
    expect(read(['it hurts on the front of my shoulder'])).toMatchObject({ aspect: 'anterior' });
    // A side of something that is not where it hurts says nothing of the complaint.
    expect(read(['i was standing outside of the house']).aspect).toBeUndefined();
    expect(read(['the inside of the car was hot']).aspect).toBeUndefined();
    expect(describeComplaint('knee pain', { ...noAttributes(), site: 'right knee', aspect: 'medial' })).toEqual(['Right knee pain, localized to the medial aspect.']);
    expect(describeComplaint('knee pain', { ...noAttributes(), site: 'right knee', aspect: 'medial', severity: '6/10' })).toEqual(['Right knee pain, localized to the medial aspect.', 'The patient rates the pain 6/10.']);
    expect(describeComplaint('headache', { ...read(['it is a dull pain in the back of my head']) })).toEqual(['Headache, localized to the occipital region, described as dull.']);
  });

  it('reads a severity that changed as it is now and as it was (issue 28)', () => {
    expect(read(['at first it was like three out of 10 severity , and it just gradually worsened . and now it\'s about six out of 10 severity .']).severity).toBe('6/10, up from 3/10');
    expect(read(['it was an eight out of ten yesterday and now it is a four out of ten']).severity).toBe('4/10, down from 8/10');
    expect(read(['i would say a six out of ten , maybe a six out of ten']).severity).toBe('6/10');
    expect(read(['at first it was like three out of 10 severity .', "and now it's about six out of 10 severity ."]).severity).toBe('6/10, up from 3/10');
    expect(read(['it was about a six out of ten .', 'it was a five out of ten last week .']).severity).toBe('6/10');
  });

  it('reads the pain without and with a drug said in one sentence, and a range of scores, over a score said before (issue 28)', () => {
    expect(read(["i would say right now it's like a four out of ten", "i'm sorry it's a six out of ten without ibuprofen and it goes down to like a one with ibuprofen"]).severity).toBe(
      '6/10 without ibuprofen, 1/10 with ibuprofen',
    );
    expect(read(['the pain ranges from two through seven out of 10']).severity).toBe('2-7/10');
  });

  it('reads how high the pain gets, after its score (issue 28)', () => {
    expect(read(['right now it is about a 7 out of 10', 'sometimes it gets to an eleven']).severity).toBe('7/10, up to 11/10');
    expect(read(['it is a 4 out of 10 but it can go up to like an eight when i walk']).severity).toBe('4/10, up to 8/10');
    expect(read(['most of the time maybe a four out of ten', 'but if i twist or go down stairs it jumps to like a seven']).severity).toBe('4/10, up to 7/10');
    expect(read(['it is a 5 out of 10', 'at night it shoots up to a nine']).severity).toBe('5/10, up to 9/10');
    // A number that is no higher is no peak.
    expect(read(['it is a 6 out of 10', 'it gets to 3 when i rest']).severity).toBe('6/10');
  });

  it('reads a time of day it is worse at as when it is worse, not when it occurs (issue 28)', () => {
    const a = read(['the headaches do tend to be worse in the morning and it feels like a dull ache behind the eyes .']);
    expect(a.timing).toBe('worse in the morning');
    expect(describeComplaint('headache', a)).toEqual(['Headache.', 'The patient describes it as dull.', 'It is worse in the morning.']);
    // Its coming and going describes it, when it is worse says when (issue 28: train D2N040).
    expect(describeComplaint('headache', { ...a, timing: 'comes and goes; worse in the evening' })).toEqual(['Headache.', 'The patient describes it as dull and intermittent.', 'It is worse in the evening.']);
    expect(describeComplaint('cough', read(['my cough is there every night']))).toEqual(['Cough.', 'It occurs every night.']);
  });

  it('writes the description with the line that names what it describes, so that two complaints read apart (issue 28)', () => {
    expect(describeComplaint('dizziness', { ...noAttributes(), duration: { value: 5, unit: 'week' }, timing: 'occasional' })).toEqual(['Dizziness for 5 weeks, described as occasional.']);
    expect(describeComplaint('back pain', { ...noAttributes(), onset: 'Saturday', pop: true, character: 'sharp' })).toEqual(['Back pain began Saturday, with a pop.', 'The patient describes it as sharp.']);
    // Arm pain that goes down the arm goes nowhere else (issue 28, train D2N026).
    expect(describeComplaint('arm pain', { ...noAttributes(), radiation: 'arm' })).toEqual([]);
    expect(describeComplaint('back pain', { ...noAttributes(), radiation: 'groin' })).toEqual(['Back pain.', 'It radiates to the groin.']);
  });

  it('takes no onset from what others began, and "every once in a while" as occasional (issue 28)', () => {
    expect(read(['we began construction on our kitchen over labor day weekend , and it was hard to cook']).onset).toBeUndefined();
    // Nor from when a test was done (probe p23: back pain "began yesterday", the day of the x-ray).
    expect(read(['yes doctor, x-ray i got done yesterday.']).onset).toBeUndefined();
    expect(read(['i had an mri last week.']).onset).toBeUndefined();
    // Nor from when the patient measured something at home (the rubric's home temperature, valid D2N086).
    expect(read(['i took my temperature at home last night and it was a hundred and one.']).onset).toBeUndefined();
    expect(read(['i checked my blood pressure yesterday and it was high.']).onset).toBeUndefined();
    const a = read(['i feel , i feel bloated every once in a while .']);
    expect(a.timing).toBe('occasional');
    expect(describeComplaint('bloating', a)).toEqual(['Bloating.', 'The patient describes it as occasional.']);
  });

  it('reads both sides with the worse one, an onset a year and a half ago, and "the more I use it the more it hurts" (issue 28, train D2N037)', () => {
    const a = read(["actually it's both my elbows but my right elbow is hurting me the most", 'it started probably year and a half ago', 'the more i use my hands or my arms the more it hurts']);
    expect(a).toMatchObject({ site: 'both elbows', worseSide: 'right', onset: 'a year and a half ago', aggravating: ['using the hands or arms'] });
    expect(describeComplaint('elbow pain', a)).toEqual(['Bilateral elbow pain began a year and a half ago.', 'The right side is worse than the left.', 'It is worse with using the hands or arms.']);
    // A month and a half ago, and the left one worse.
    expect(read(['the pain in my left knee is worse than the right', 'it began about a month and a half ago'])).toMatchObject({ worseSide: 'left', onset: 'about a month and a half ago' });
  });

  it('reads what makes it worse or better and what was tried, with how it went', () => {
    const a = read(["It's worse when I bend over.", 'Lying on my right side helps.', "I took some Tylenol but it didn't help."], ['Tylenol']);
    expect(a.aggravating).toEqual(['bending over']);
    expect(a.relieving).toEqual(['lying on the right side']);
    expect(a.tried).toEqual(['Tylenol without relief']);
    // "I've done some ibuprofen or aleve … and that does help" (train D2N044).
    expect(read(["yeah i've done some ibuprofen or aleve sometimes some tylenol and that does help"], ['ibuprofen', 'aleve', 'tylenol']).tried).toEqual(['ibuprofen and aleve and tylenol with some relief']);
  });

  it('reads "it hurts to bend over" as worse with bending over, and a mechanism said while helping or pushing', () => {
    expect(read(['It hurts to bend over.']).aggravating).toEqual(['bending over']);
    expect(read(['And it hurts to walk up the stairs.']).aggravating).toEqual(['walking up the stairs']);
    expect(read(['When I was helping to move a refrigerator, I felt something in my back.']).mechanism).toBe('moving a refrigerator');
    expect(read(['My wife made me push a refrigerator out of the room.']).mechanism).toBe('pushing a refrigerator');
    expect(read(['my wife made me push a , uh , refrigerator out through the other room .']).mechanism).toBe('pushing a refrigerator');
  });

  it('reads a summary of what makes it better and what makes it worse said in one breath (issue 28)', () => {
    const a = read(['so ice and rest makes it feel better running and and activity makes it hurt a little bit more is that correct']);
    expect(a.relieving).toEqual(['ice and rest']);
    expect(a.aggravating).toEqual(['running and activity']);
    // Two things that help, said in one breath: both (issue 28).
    expect(read(["it's better when i lie down , and heat helps a little ."]).relieving).toEqual(['lying down', 'heat']);
  });

  it('reads the end of the day as when it is worse, and takes no site from being on one\'s feet (issue 28)', () => {
    expect(read(['it actually is worse towards the end of the day']).timing).toBe('worse toward the end of the day');
    const a = read(["once i'm on my feet all day it starts to ache towards the afternoon"]);
    expect(a.site).toBeUndefined();
    expect(a.timing).toBe('toward the afternoon');
  });

  it("takes no clause of the patient's own for what makes it better", () => {
    expect(read(["i've had ibuprofen it it helped some"]).relieving).toEqual([]);
    // What has not helped is no relief (issue 28).
    expect(read(["and you've been putting some ice on it , and hasn't really helped"]).relieving).toEqual([]);
  });

  it('lists what was tried as one list when no entry says how it went', () => {
    expect(describeComplaint('back pain', { ...noAttributes(), tried: ['tylenol', 'ibuprofen'] })).toEqual(['Back pain.', 'The patient has tried tylenol and ibuprofen.']);
    expect(describeComplaint('back pain', { ...noAttributes(), tried: ['tylenol without relief', 'ice'] })).toEqual(['Back pain.', 'The patient has tried tylenol without relief, and ice.']);
    // What went the same way is said once (issue 28, train D2N033).
    expect(describeComplaint('knee pain', { ...noAttributes(), tried: ['ice with some relief', 'ibuprofen with some relief', 'rest'] })).toEqual(['Knee pain.', 'The patient has tried ice and ibuprofen with some relief, and rest.']);
  });

  it('takes no site or character from a sentence that does not name the complaint', () => {
    const into = noAttributes();
    readAttributes('My feet were cold and it was a dull day.', into, [], false);
    expect(into.site).toBeUndefined();
    expect(into.character).toBeUndefined();
  });

  it('writes the attributes as the sentences of a history', () => {
    expect(describeComplaint('back pain', { ...noAttributes(), site: 'lower back', onset: 'Saturday', severity: '6/10', aggravating: ['bending'] })).toEqual([
      'Lower back pain began Saturday.',
      'The patient rates the pain 6/10.',
      'It is worse with bending.',
    ]);
    expect(describeComplaint('arthralgia', { ...noAttributes(), site: 'right knee', character: 'sharp', timing: 'intermittent' })).toEqual([
      'Arthralgia of the right knee.',
      'The patient describes it as sharp and intermittent.',
    ]);
    // When it comes is no description of it: "Occurs at night", not "described as at night".
    expect(describeComplaint('fatigue', { ...noAttributes(), timing: 'every day' })).toEqual(['Fatigue.', 'It occurs daily.']);
    expect(describeComplaint('knee pain', { ...noAttributes(), onset: 'Monday', timing: 'at night' })).toEqual(['Knee pain began Monday.', 'It occurs at night.']);
    expect(describeComplaint('back pain', { ...noAttributes(), timing: 'comes and goes' })).toEqual(['Back pain.', 'The patient describes it as intermittent.']);
  });

  it('writes a mechanism said in the past tense as what it came after, and a finger by its name', () => {
    const a = read(['and i hit the ceiling of the car .', 'i am having a lot of pain at the end of my right middle finger .']);
    expect(a.site).toBe('right middle finger');
    expect(describeComplaint('finger pain', { ...a, onset: 'Saturday' })).toEqual(['Right middle finger pain began Saturday after hitting the ceiling.']);
    expect(describeComplaint('ankle pain', { ...noAttributes(), mechanism: 'twisted the ankle' })).toEqual(['Ankle pain after twisting the ankle.']);
  });

  it('writes what happened and what the patient was doing, then the pop', () => {
    const a = read(['i was taking out the trash last night and i ended up slipping on a patch of ice like and then when i fell i heard this pop and it just hurts', 'my right ankle']);
    expect(describeComplaint('ankle pain', a)).toEqual(['Right ankle pain began last night after slipping on a patch of ice while taking out the trash, with a pop.']);
    const golf = read(['i was golfing and i hurt my back when i went for my backswing', 'i felt a pop']);
    expect(describeComplaint('back pain', { ...golf, onset: 'Saturday' })).toEqual(['Back pain began Saturday while golfing, with a pop.']);
    expect(describeComplaint('knee pain', { ...noAttributes(), pop: true })).toEqual(['Knee pain, with a pop at onset.']);
  });

  it('reads a finger bent back as a hyperextension, and what the patient was doing before it as the activity (issue 28)', () => {
    const a = read(['well , i was skiing over the weekend-', 'and it kind of bent it back a bit .']);
    expect(a).toMatchObject({ mechanism: 'a hyperextension injury', activity: 'skiing' });
    expect(describeComplaint('finger pain', { ...a, onset: 'Sunday' })).toEqual(['Finger pain began Sunday after a hyperextension injury while skiing.']);
  });

  it('takes what the patient did for it besides drugs as tried', () => {
    const a = read(['i have taken some ibuprofen and then i just tried to elevate it and ice it a little bit and keep my weight off of it'], ['ibuprofen']);
    expect(a.tried).toEqual(['ibuprofen', 'elevation', 'ice']);
    expect(read(['i can not rest at night because of the pain']).tried).toEqual([]);
  });

  it('reads an event told on without its subject, and a pop the patient did not hear as no pop', () => {
    const a = read(['my wife and i were on a walk yesterday and i was just talking to her and stepped off the curb and landed on it wrong', "i wouldn't say i really heard a pop"]);
    expect(a.mechanism).toBe('stepped off the curb');
    expect(describeComplaint('ankle pain', { ...a, onset: 'yesterday' })).toEqual(['Ankle pain began yesterday after stepping off the curb.', 'The patient did not hear or feel a pop.']);
  });

  it('takes no character the patient denies: "nothing tingling or hurting"', () => {
    expect(read(['a little bit of numbing , but nothing tingling or hurting down my legs .']).character).toBeUndefined();
    expect(read(["it's not sharp , it's more of a dull ache ."]).character).toBe('dull');
  });

  it('says a drug tried once, with how it went when said', () => {
    const a = read(['i took some ibuprofen .', 'i tried tylenol and ibuprofen and that helped a little .'], ['ibuprofen']);
    const b = noAttributes();
    readAttributes('i took some ibuprofen .', b, ['ibuprofen'], true);
    readAttributes('i tried tylenol and ibuprofen and that helped a little .', b, ['tylenol', 'ibuprofen'], true);
    expect(a.tried).toEqual(['ibuprofen with some relief']);
    expect(b.tried).toEqual(['tylenol and ibuprofen with some relief']);
  });

  it('names the complaint before what was tried for it', () => {
    expect(describeComplaint('chills', { ...noAttributes(), tried: ['insulin with some relief'] })).toEqual(['Chills.', 'The patient has tried insulin with some relief.']);
    expect(describeComplaint('cough', noAttributes())).toEqual([]);
  });

  it('names a site only for a complaint that has one, and not twice', () => {
    expect(complaintWithSite('chest pain', 'chest')).toBe('chest pain');
    expect(complaintWithSite('nausea', 'back')).toBe('nausea');
    // Probe p08: "usually on the left side, behind my left eye": a one-sided headache.
    expect(complaintWithSite('headache', 'left side')).toBe('left-sided headache');
    expect(complaintWithSite('headache', 'back')).toBe('headache');
    expect(complaintWithSite('abdominal pain', 'abdomen')).toBe('abdominal pain');
    expect(complaintWithSite('arm pain', 'hand')).toBe('arm pain');
    expect(complaintWithSite('headache', 'back')).toBe('headache');
    expect(complaintWithSite('pain', 'right shoulder')).toBe('right shoulder pain');
    expect(complaintWithSite('knee pain', 'right knee')).toBe('right knee pain');
  });
});

describe('complaint attributes, what they are not', () => {
  it('takes no onset from when it stopped, and no trial from a drug taken now', () => {
    const into = noAttributes();
    readAttributes('I felt some tingling in my toes until about Sunday afternoon.', into, [], true);
    readAttributes("I'm taking my Farxiga every day.", into, ['Farxiga'], true);
    expect(into.onset).toBeUndefined();
    expect(into.tried).toEqual([]);
  });

  it('reads how long the complaint has lasted, said with it (issue 28, train D2N044, D2N052, D2N036)', () => {
    expect(read(["this knee pain that i've been having for about six months now"]).duration).toEqual({ value: 6, unit: 'month' });
    expect(read(["i've been having some back pain on my right side it's been lasting for about a week now"]).duration).toEqual({ value: 1, unit: 'week' });
    // A length no number says is when it began: "for a few months now" began a few months ago.
    expect(read(['my right wrist and hand has been bothering me probably for a few months now with pain and numbness']).onset).toBe('a few months ago');
    // "For the last several weeks" (train D2N062).
    expect(read(["well i've been better for the last several weeks i've been noticing that it's been hard for me to swallow certain foods"]).onset).toBe('several weeks ago');
    // The length of something else: "i've been doing that for years", "i take it for a week".
    const hair = read(["i do dye my hair but i've been doing that for years now"]);
    expect([hair.duration, hair.onset]).toEqual([undefined, undefined]);
    expect(read(['i took ibuprofen for about a week']).duration).toBeUndefined();
  });

  it('reads no injury where the patient can think of none, and takes no mechanism from "if i fell" (issue 28, train D2N044, D2N057)', () => {
    const a = read(["honestly i don't i can't think of anytime if i fell or like i i've really been trying to think and i can't really think of any specific event"]);
    expect([a.mechanism, a.noInjury]).toEqual([undefined, true]);
    expect(read(["no i don't remember hurting it"]).noInjury).toBe(true);
    expect(read(["i don't remember an injury"]).noInjury).toBe(true);
    expect(read(['i did not injure it']).noInjury).toBe(true);
    expect(read(['i fell off a ladder']).noInjury).toBeUndefined();
    expect(describeComplaint('knee pain', { ...noAttributes(), duration: { value: 6, unit: 'month' }, noInjury: true })).toEqual(['Knee pain for 6 months.', 'The patient denies any injury or trauma.']);
  });

  it('says no relief twice: "better with putting ice" is in "tried ice" already (issue 28, valid D2N069)', () => {
    const a = { ...noAttributes(), relieving: ['putting ice', 'rest and elevation'], tried: ['ice', 'ibuprofen without relief'] };
    expect(describeComplaint('knee pain', a)).toEqual(['Knee pain.', 'It is better with rest and elevation.', 'The patient has tried ibuprofen without relief, and ice.']);
  });

  it('reads a pop denied, and writes it (issue 28, train D2N064)', () => {
    const a = read(["i wouldn't say i really heard a pop it was just kind of really kind of felt extended and stretched"]);
    expect(a.pop).toBe(false);
    expect(describeComplaint('ankle pain', { ...a, onset: 'yesterday' })).toEqual(['Ankle pain began yesterday.', 'The patient did not hear or feel a pop.']);
    // A pop told after it was denied of something else stays told.
    expect(read(['i did not hear a pop', 'then i felt a pop']).pop).toBe(true);
  });

  it('does not describe a complaint by its own name: paraesthesia "described as tingling" (issue 28, train D2N066)', () => {
    expect(describeComplaint('paraesthesia', { ...noAttributes(), character: 'tingling', timing: 'constant' })).toEqual(['Paraesthesia.', 'The patient describes it as constant.']);
  });

  it('gives a pain\'s quality only to a complaint that hurts: no expectoration "described as tight" (issue 28, train D2N059)', () => {
    expect(describeComplaint('expectoration', { ...noAttributes(), character: 'tight' })).toEqual([]);
    expect(describeComplaint('cough', { ...noAttributes(), character: 'sore', timing: 'intermittent' })).toEqual(['Cough.', 'The patient describes it as intermittent.']);
    expect(describeComplaint('chest pain', { ...noAttributes(), character: 'tight' })).toEqual(['Chest pain.', 'The patient describes it as tight.']);
    expect(describeComplaint('dysuria', { ...noAttributes(), character: 'burning' })).toEqual(['Dysuria.', 'The patient describes it as burning.']);
  });

  it("takes no site the patient says it is not: \"it's not the right knee it's the left knee\" (issue 28)", () => {
    const a = noAttributes();
    readAttributes("it it's not the right knee it's the left knee", a, [], true);
    expect(a.site).toBe('left knee');
  });

  it('writes that the pain does not radiate and disturbs sleep (issue 28, train D2N034)', () => {
    const lines = describeComplaint('shoulder pain', { ...noAttributes(), site: 'left shoulder', timing: 'constant', noRadiation: true, disturbsSleep: true });
    expect(lines).toEqual(['Left shoulder pain.', 'The patient describes it as constant.', 'It does not radiate.', 'It disturbs their sleep.']);
    // Where it goes, when said, is what is written.
    expect(describeComplaint('back pain', { ...noAttributes(), radiation: 'groin', noRadiation: true })).toEqual(['Back pain.', 'It radiates to the groin.']);
  });

  it('reads where the pain went as its radiation (issue 28, train D2N066)', () => {
    const a = { ...noAttributes(), site: 'lower back' };
    readAttributes('and then it went down my left leg and you know it has been going on for about four days', a, [], true);
    expect(a.radiation).toBe('left leg');
  });

  it('reads the course of the complaint: not improving, worsening, improving (issue 28, train D2N066, D2N051)', () => {
    const course = (said: string) => {
      const a = noAttributes();
      readAttributes(said, a, [], true);
      return a.course;
    };
    expect(course("and you know it's been going on for about four days and just doesn't seem to be getting any better")).toBe('not improving');
    expect(course("it's just not going away i'm not sure if it maybe even gotten a little worse from when i first noticed it")).toBe('worsening');
    expect(course('the pain has been getting worse over the last week')).toBe('worsening');
    expect(course("it's gotten a little better since i started the ibuprofen")).toBe('improving');
    // Worse with something is what aggravates it, not its course.
    expect(course('it gets worse when i bend over')).toBeUndefined();
    expect(describeComplaint('back pain', { ...noAttributes(), duration: { value: 4, unit: 'day' }, course: 'not improving' })).toEqual(['Back pain for 4 days.', 'The back pain has not been improving.']);
  });
});
