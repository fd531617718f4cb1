import { describe, expect, it } from 'vitest';
import { PRONOUNS } from '../narrative/spoken-text.js';
import { historyEvents } from './history-events.js';

const male = PRONOUNS.male;

describe('history events', () => {
  // Probe p27 (tuning set): "the chemist gave deriphyllin tablet, i am taking two times daily" — the drug's clause is
  // the medication list's, and what is left takes nothing.
  it('tells no taking whose drug was said in another clause', () => {
    expect(historyEvents('i am taking two times daily.', 'patient', PRONOUNS.unknown)).toEqual([]);
    expect(historyEvents('i am taking metformin two times daily.', 'patient', male)).toEqual(['He is taking metformin 2 times daily.']);
  });

  // Probe p02 (tuning set): the drinking answered, which copied speech word for word and so was left out.
  it('writes an amount said in words as a note does, not copying the speech', () => {
    const said = 'i drink a glass or two of wine most nights.';
    expect(historyEvents(said, 'patient', male, said)).toEqual(['He drinks 1-2 glasses of wine most nights.']);
    const two = 'i drink one or two glasses of wine most nights.';
    expect(historyEvents(two, 'patient', male, two)).toEqual(['He drinks 1-2 glasses of wine most nights.']);
  });

  it('tells a clause of the account in the third person, as a short statement', () => {
    expect(historyEvents('Um, I thought I heard a pop, you know.', 'patient', male)).toEqual(['He thought he heard a pop.']);
    // The "then" of a story told aloud opens no statement of the note (issue 28).
    expect(historyEvents('and then i ran into a tree .', 'patient', male)).toEqual(['He ran into a tree.']);
    // A thing of the story is no statement of the history; one of the body or of care is (issue 28).
    expect(historyEvents("the co-pay isn't too bad .", 'patient', male)).toEqual([]);
    expect(historyEvents('the person behind me was not watching .', 'patient', male)).toEqual([]);
    expect(historyEvents('the lumps do feel smaller .', 'patient', male)).toEqual(['The lumps do feel smaller.']);
    // A doctor named with the title's stop is one statement, the name capitalised (issue 28).
    expect(historyEvents('i asked dr. lewis for an echocardiogram .', 'patient', male)).toEqual(['He asked Dr. Lewis for an echocardiogram.']);
  });

  it("tells the patient's reflexive as the patient's in a sentence that names another woman (issue 28, train D2N048)", () => {
    expect(historyEvents('i quickly then twisted myself around her because i was trying to catch myself', 'patient', PRONOUNS.female)).toContain('She was trying to catch herself.');
    expect(historyEvents('she told me to call my friend diane', 'patient', PRONOUNS.female)).toEqual([]);
    expect(historyEvents('so i called my friend and she came over', 'patient', PRONOUNS.female)).toContain('She called her friend.');
  });

  // Train D2N001: "i've noticed when work gets more stressful , my blood pressure goes up" was told as two statements,
  // "She has noticed when work gets more stressful." and "Her blood pressure goes up.", which lost the trigger.
  it('tells a trigger noticed as the when-clause of its statement, also when a thing of the patient\'s life is its subject', () => {
    expect(historyEvents("and i've noticed when work gets more stressful , my blood pressure goes up .", 'patient', PRONOUNS.female)).toEqual([
      'When work gets more stressful, her blood pressure goes up.',
    ]);
    expect(historyEvents('i noticed that when i eat spicy food , my stomach hurts .', 'patient', male)).toEqual(['When he eats spicy food, his stomach hurts.']);
    expect(historyEvents("i've noticed a lump .", 'patient', male)).toEqual(['He has noticed a lump.']);
    // A when-clause of "it" points at something said before and tells no when.
    expect(historyEvents('when it gets bad , my head hurts .', 'patient', male)).toEqual(['His head hurts.']);
  });

  // Train D2N007: "so i've been struggling , um , off and on with that" was told "She has been struggling off."
  // Train D2N028, of bowel movements asked about: "i usually do n't go , but when i do , it's hard".
  // Train D2N043, of smoking: "so i woke up and stopped and i actually did really well".
  it('tells no stopping that does not say what stopped', () => {
    expect(historyEvents('so i woke up and stopped and i actually did really well', 'patient', male)).toEqual([]);
    expect(historyEvents('i fell and stopped running', 'patient', male)).toEqual(['He fell and stopped running.']);
  });

  // Train D2N008: "your hemoglobin is your red blood cell count", the doctor explaining the test before its result.
  it('tells no test explained as what it measures, but a reading of it', () => {
    expect(historyEvents('your hemoglobin is your red blood cell count .', 'doctor', PRONOUNS.female)).toEqual([]);
    expect(historyEvents('your a1c is your average sugar over three months .', 'doctor', male)).toEqual([]);
    expect(historyEvents('your hemoglobin is a little low .', 'doctor', male)).not.toEqual([]);
  });

  it('tells no going that does not say where', () => {
    expect(historyEvents("i usually do n't go , but when i do , it's hard .", 'patient', male)).toEqual([]);
    expect(historyEvents("i don't go out much .", 'patient', male)).toEqual(['He does not go out much.']);
  });

  it('reads "off and on" as one word of timing, not two clauses', () => {
    expect(historyEvents("so i've been struggling off and on with that .", 'patient', PRONOUNS.female)).toEqual(['She has been struggling intermittently.']);
    expect(historyEvents("i've been struggling on and off with my knee .", 'patient', male)).toEqual(['He has been struggling intermittently with his knee.']);
  });

  it('keeps a statement that ends on its year, written in digits when said aloud (issue 28)', () => {
    expect(historyEvents('you had a heart attack in 2018', 'doctor', male)).toEqual(['He had a heart attack in 2018.']);
    expect(historyEvents('i had my gallbladder out in nineteen ninety six', 'patient', male)).toEqual(['He had his gallbladder out in 1996.']);
    // A denial under a condition said before it is no denial on its own (issue 28), nor one told with its condition,
    // which the complaint's timing says in a clinician's words ("minimal at rest"; rubric round 44, valid D2N078).
    expect(historyEvents("i would say that when i'm stationary i don't really feel a lot of pain but if i start doing some mobility", 'patient', male)).toEqual([]);
    expect(historyEvents("if i sit still , i don't have any pain", 'patient', male)).toEqual([]);
    expect(historyEvents("i don't have any pain at night", 'patient', male)).toEqual(['He does not have pain at night.']);
    expect(historyEvents("when i walk up the stairs i can't catch my breath", 'patient', male)).toEqual(['When he walks up the stairs, he cannot catch his breath.']);
    // A thing said on both sides of a verb is two clauses garbled together.
    expect(historyEvents("you've been taking a little bit of ice putting some ice on it", 'doctor', male)).toEqual([]);
    // Pressure put nowhere is a clause cut off (issue 28).
    expect(historyEvents('when i put pressure', 'patient', male)).toEqual([]);
    expect(historyEvents('and i put pressure', 'patient', male)).toEqual([]);
    // The doctor's own doing said on without a stop ("… in twenty eighteen we put a stent …") ends the statement.
    expect(historyEvents('now your heart disease you had a heart attack in twenty eighteen we put a stent into your right coronary artery', 'doctor', male)).toContain('He had a heart attack in 2018.');
    // What was started, said before ("i started weight watchers … i started in 2018"), is not in the statement.
    expect(historyEvents('i started in 2018', 'patient', male)).toEqual([]);
    // A number that counts nothing still ends no statement.
    expect(historyEvents('i have lost about 3', 'patient', male)).toEqual([]);
    // A preposition whose object was never said: "she has been dealing with for a while" (issue 28).
    expect(historyEvents("i've been dealing with for a while", 'patient', male)).toEqual([]);
    // Cut off before what it counts ("he feels tired every"), or talk of the talk ("i didn't hear the question") (issue 28, train D2N058, D2N046).
    expect(historyEvents('i feel tired every', 'patient', male)).toEqual([]);
    expect(historyEvents("i didn't hear the question", 'patient', male)).toEqual([]);
    expect(historyEvents('i feel tired every day', 'patient', male)).toEqual(['He feels tired daily.']);
    // A range or a pressure is a reading, not a number of nothing (issue 28, train D2N066).
    expect(historyEvents('the blood sugar readings have been 120-140', 'doctor', male, 'it is in that one twenty to one forty range')).toEqual(['The blood sugar readings have been 120-140.']);
    expect(historyEvents('the blood pressure readings have been as high as 170/90', 'doctor', male, 'it was as high as one seventy over ninety')).toEqual([
      'The blood pressure readings have been as high as 170/90.',
    ]);
  });

  it('tells a visit to the emergency room, which "the er" names, not a hesitation (issue 28)', () => {
    expect(historyEvents('so , my wife took me to the er and , uh , everything checked out .', 'patient', male)).toEqual(['His wife took him to the emergency room.']);
    expect(historyEvents('i finally went to the er a few months ago', 'patient', male)).toEqual(['He finally went to the emergency room a few months ago.']);
    // What the doctor hopes after it is no fact of the history.
    expect(historyEvents('so you were just in the emergency department hopefully you can hear me', 'doctor', male)).toEqual(['He was seen in the emergency department.']);
    // The doctor told of the visit by the emergency room, and what was found there (issue 28: train D2N013, D2N020).
    expect(
      historyEvents("so , john , um , i , uh , was notified by the emergency room that you , um , had a really high blood sugar and you were in there with , uh ... they had to treat you for that , what was going on ?", 'doctor', male),
    ).toEqual(['He was seen in the emergency room with a high blood sugar.']);
    expect(historyEvents("so , i've heard you were in the er , vincent , and they found that you had a low hemoglobin", 'doctor', male)).toEqual([
      'He was seen in the emergency room.',
      'He was found to have a low hemoglobin.',
    ]);
    expect(historyEvents('they found that i had a kidney stone', 'patient', male)).toEqual(['He was found to have a kidney stone.']);
  });

  it('leaves out a statement that tells nothing of the patient ("no idea", "kept on going") or breaks off in a word (issue 28)', () => {
    expect(historyEvents('i was adopted so i really have no idea .', 'patient', male)).toEqual([]);
    expect(historyEvents("i just kept on going and then all of a sudden i'm here", 'patient', male)).toEqual([]);
    expect(historyEvents('i have had enough .', 'patient', male)).toEqual([]);
    // A word broken off before a filler ("mel- um ...") leaves its clause unfinished.
    expect(historyEvents("um , i've just been taking , um , mel- um ...", 'patient', male)).toEqual([]);
    expect(historyEvents("i've just been taking mel- ...", 'patient', male)).toEqual([]);
    expect(historyEvents('i have been doing well on the metformin .', 'patient', male)).toEqual(['He has been doing well on the metformin.']);
  });

  it('leaves out what a "so" says was the purpose, not what happened: "propped up in bed so i could breathe" (issue 28)', () => {
    const told = historyEvents("and couldn't breathe very good had to get propped up in bed so i could breathe at night", 'patient', male);
    expect(told).not.toContain('He could breathe at night.');
    expect(historyEvents('i slept in the recliner so that i could breathe', 'patient', male)).not.toContain('He could breathe.');
    // The sentence cut before its "so" is still the purpose.
    expect(historyEvents('so i could breathe at night and', 'patient', male)).toEqual([]);
    expect(historyEvents('the pain got worse so i went to the emergency room', 'patient', male)).toContain('He went to the emergency room.');
  });

  it('leaves out what is a possibility, a question or talk', () => {
    expect(historyEvents("I'm not sure if it's just the change of seasons and I'm getting a cold.", 'patient', male)).toEqual([]);
    expect(historyEvents('Do you think I need an x-ray?', 'patient', male)).toEqual([]);
    // A subordinate clause is no statement without a main verb of its own: "my back when i'm walking".
    expect(historyEvents("My back when I'm walking, you know.", 'patient', male)).toEqual([]);
    expect(historyEvents('I hurt my back when I went for my backswing.', 'patient', male)).toEqual(['He hurt his back when he went for his backswing.']);
    // The patient's "he" after "my doctor" is the doctor; after "my son" it may be the patient spoken of, and stays.
    expect(historyEvents("That's when I went and saw my doctor and he ordered a cat scan.", 'patient', male)).not.toContain('He ordered a cat scan.');
    expect(historyEvents('My son has been coughing and he vomited twice last night.', 'patient', male)).toContain('He vomited twice last night.');
    expect(historyEvents('Yeah, I guess so, thank you doctor.', 'patient', male)).toEqual([]);
    expect(historyEvents('It felt like I was having a heart attack.', 'patient', male)).toEqual([]);
    // A wish or a hope is no fact of the history: "I wish I had weight loss".
    expect(historyEvents('I wish I had some weight loss.', 'patient', male)).toEqual([]);
    // "He has lost about 3" says 3 of nothing.
    expect(historyEvents('well it looks like you have lost about 3 , 3 and a half', 'doctor', male)).toEqual([]);
    expect(historyEvents('she my noticed that my blood pressure has been quite high', 'patient', PRONOUNS.unknown)).toEqual([]);
  });

  it('leaves out a run-on clause rather than copy it', () => {
    expect(historyEvents('I was helping my daughter move all of her heavy furniture into the new apartment downtown', 'patient', male)).toEqual([]);
  });

  it("writes the patient's everyday words as a history does, and keeps a clause that opens on when it happened", () => {
    expect(historyEvents('And by the end of the day my knees were just killing me.', 'patient', male)).toEqual(['By the end of the day his knees were very painful.']);
    expect(historyEvents('It got a little bit better this morning.', 'patient', male)).toEqual(['It got slightly better this morning.']);
    expect(historyEvents("The physical therapy's gone really well.", 'patient', male)).toEqual(['The physical therapy has gone well.']);
    expect(historyEvents("I've been pretty good about taking my meds.", 'patient', male)).toEqual(['He has been good about taking his medications.']);
    expect(historyEvents("I see a counselor every week, she's been great.", 'patient', male)).toEqual(['He sees a counselor every week.']);
    expect(historyEvents("my ankle hasn't been swollen since monday", 'patient', male)).toEqual(["His ankle has not been swollen since Monday."]);
    // "It's been" is the complaint's only when it says what the complaint did.
    expect(historyEvents("It's been quite a few months.", 'patient', male)).toEqual([]);
    expect(historyEvents("It's been getting worse.", 'patient', male)).toEqual(['It has been getting worse.']);
    expect(historyEvents('my wrist has been bothering me probably for a few months now', 'patient', male)).toEqual(['His wrist has been bothering him for a few months now.']);
  });

  it('tells a statement the words said would give verbatim in the order a note writes it: when first, clinical words (issue 28)', () => {
    expect(historyEvents("i've had the pain on and off for about two years .", 'patient', male)).toEqual(['He has had the pain intermittently for about 2 years.']);
    expect(historyEvents('i will start back at the gym in july', 'patient', male)).toEqual(['In July, he will start back at the gym.']);
    expect(historyEvents("i haven't been able to take the thyroid medicine", 'patient', male)).toEqual(['He has been unable to take the thyroid medicine.']);
    // "Every now and then" is how often, not a clause that begins "and then".
    expect(historyEvents('i feel lightheaded every now and then', 'patient', male)).toEqual(['He feels lightheaded occasionally.']);
    expect(historyEvents('i get headaches once in a while', 'patient', male)).toEqual(['He gets headaches occasionally.']);
  });

  it('tells the clause a "but" or a "they" starts of the complaint (issue 28, train D2N053, D2N040)', () => {
    // "It's been a while but probably worsening …": the course said after "but" is the complaint's (train D2N053).
    expect(historyEvents("i wan na say it's been a while but probably worsening in the past like six months or so", 'patient', PRONOUNS.female)).toEqual(['It has been worsening over the past 6 months.']);
    // "My ears they get red": a "they" after the parts it points at starts a clause of its own (train D2N040).
    expect(historyEvents('i have flushing in my ears they get red', 'patient', PRONOUNS.female)).toEqual(['She has flushing in her ears.']);
  });

  it('tells a clause whose "and" joins a second verb or object whole, and parts the clauses an "and" begins (issue 28)', () => {
    expect(historyEvents('i fell and hurt my knee', 'patient', male)).toEqual(['He fell and hurt his knee.']);
    expect(historyEvents("i've tried ice and ibuprofen and it didn't help", 'patient', male)).toEqual(['He has tried ice and ibuprofen.']);
    expect(historyEvents('it got red and swollen', 'patient', male)).toEqual(['It got red and swollen.']);
    expect(historyEvents('my knee is swollen and it hurts when i walk', 'patient', male)).toEqual(['His knee is swollen.', 'It hurts when he walks.']);
    expect(historyEvents('i try and stay away from the junk food', 'patient', male)).toEqual(['He tries to stay away from the junk food.']);
    // A "that" after "for" points at the condition ("for that"); it joins no clause to the statement after it (train D2N051).
    expect(historyEvents("yeah i'm still taking my medications for that i'm still on my aspirin", 'patient', male)).toEqual(['He is still taking his medications.']);
    expect(historyEvents('i noticed that he was limping', 'patient', male)).toEqual([]);
    // Where the whole clause would copy the words said, the second verb keeps the first's subject: the injury is told,
    // not only what the patient was doing (train D2N054).
    // A second verb that says nothing of the body or an injury is not told on its own ("and looked down").
    expect(historyEvents('i was walking to the car and looked down', 'patient', male)).toEqual(['He was walking to the car.']);
    expect(historyEvents('i was running to the bus and fell', 'patient', male)).toEqual(['He was running to the bus and fell.']);
    // A "can" left from a question broken off after it is no part of the statement.
    expect(historyEvents('it looks like you were doing some yard work yesterday and dropped a landscape brick on your foot can', 'doctor', male)).toEqual([
      'He was doing yard work yesterday.',
      'He dropped a landscape brick on his foot.',
    ]);
    // What the complaint is like, short as it is: "it" is the complaint when it is red, warm or sore.
    expect(historyEvents("it's a little red too", 'patient', male)).toEqual(['It is slightly red.']);
    expect(historyEvents("yes . it's very sore .", 'patient', male)).toEqual(['It is very sore.']);
    expect(historyEvents('i find myself walking on my heel', 'patient', male)).toEqual(['He finds himself walking on his heel.']);
    expect(historyEvents('i also have a coworker who has a thyroid issue too', 'patient', male)).toEqual([]);
    // The patient's frame is not told, and a "that" that joins a clause points at nothing.
    expect(historyEvents('now i am feeling much better but what concerns me is that i tend to get pneumonia', 'patient', male)).toEqual(['He is feeling much better.', 'He tends to get pneumonia.']);
    expect(historyEvents('and i wan na say that my symptoms actually start the days that i am unloading hay', 'patient', male)).toEqual(['His symptoms start on days when he is unloading hay.']);
    expect(historyEvents('i noticed that my knee was swollen', 'patient', male)).toEqual(['He noticed that his knee was swollen.']);
    // What the patient did with someone is the patient's, with them (valid D2N086's hiking, read in its note).
    expect(historyEvents('my wife and i have been hiking', 'patient', male)).toEqual(['He has been hiking with his wife.']);
    expect(historyEvents('my wife and i have been hiking', 'patient', PRONOUNS.unknown)).toEqual(['The patient has been hiking with their wife.']);
    expect(historyEvents('you and your wife have been hiking', 'doctor', male)).toEqual(['He has been hiking with his wife.']);
    // A pressure read out is the blood pressure, whatever "it" pointed at; a place said last goes first rather than copy
    // the words said (train D2N011).
    expect(historyEvents('and , and i see here that it was about 180 over 95 when you went into the emergency room .', 'doctor', male)).toEqual([
      'His blood pressure was about 180/95 when he went into the emergency room.',
    ]);
    expect(historyEvents("it's been 150 over 90 at home", 'patient', male)).toEqual(['His blood pressure has been 150/90 at home.']);
    // A temperature taken at home, read out as "it" (the rubric's home temperature, valid D2N086).
    expect(historyEvents('i took my temperature at home last night and it was a hundred and one .', 'patient', male)).toEqual([
      'He took his temperature at home last night.',
      'His temperature was 101.',
    ]);
    // Not a number said of something else in a sentence about the temperature (the review of the change).
    expect(historyEvents('my temperature was normal but my heart rate , it was 104', 'patient', male).join(' ')).not.toMatch(/temperature was 104/);
    expect(historyEvents("i was outside yesterday and it was 102 degrees and i didn't have a thermometer", 'patient', male).join(' ')).not.toMatch(/temperature/);
    // A reading said in words is written in digits, and ends its statement (the round-27 reviewer, valid D2N080).
    expect(historyEvents('my blood sugar has been running a little bit higher at about one thirty', 'patient', PRONOUNS.unknown)).toEqual([
      "The patient's blood sugar has been running slightly higher at about 130.",
    ]);
    expect(historyEvents('i weigh about two hundred pounds', 'patient', male)).toEqual(['He weighs about 200 pounds.']);
    // Hundreds said of a reading (the round-27 reviewer: valid D2N086's sugars in the 300s to 400s went untold).
    expect(historyEvents('my sugars have been trending in the three to four hundreds', 'patient', male)).toEqual(['His sugars have been trending in the 300s to 400s.']);
    expect(historyEvents('my sugar had one spike at like five or six hundred', 'patient', male)).toEqual(['His sugar had one spike at about 500 or 600.']);
    expect(historyEvents('your blood pressure was high in the emergency room', 'doctor', male)).toEqual(['In the emergency room, his blood pressure was high.']);
    // A question run into it is no statement: "(he) and his wife have been hiking have him gone to the new trails".
    expect(historyEvents('you and your wife have been hiking have you gone to the new trails', 'doctor', male)).toEqual([]);
    expect(historyEvents("i take like a two ibuprofen a day and that doesn't seem to help", 'patient', male)).toEqual(['He takes about two ibuprofen a day.']);
    // A clause that cannot be told whole is told in its parts: the talk after the second "and" is left out.
    expect(historyEvents("yeah i ca n't see my ankles anymore and and yeah i do n't know what's going on", 'patient', male)).toEqual(["He cannot see his ankles anymore."]);
    // With no other way to tell it, a copy is left out.
    expect(historyEvents('my urgency to use the bathroom is much better', 'patient', male)).toEqual([]);
  });

  it('tells the short statements of an injury and of what the patient does (issue 28)', () => {
    expect(historyEvents('yeah i felt a little pop and then it swelled up really big afterward', 'patient', male)).toEqual([
      'He felt a little pop.',
      'It swelled up big afterward.',
    ]);
    expect(historyEvents('and sometimes i fall .', 'patient', male)).toEqual(['Sometimes he falls.']);
    expect(historyEvents('i own an auto repair shop .', 'patient', male)).toEqual(['He owns an auto repair shop.']);
    expect(historyEvents('i did have my tubes tied after my last baby , but that\'s it .', 'patient', PRONOUNS.female)).toEqual(['She had her tubes tied after her last baby.']);
    expect(historyEvents('i do my self breast exams religiously now', 'patient', PRONOUNS.female)).toEqual(['She does her self breast exams religiously now.']);
  });

  it("tells what the patient believes as the patient's belief, not as talk (issue 28)", () => {
    expect(historyEvents('i think most of my sugars come from fruit .', 'patient', male)).toEqual(['He believes most of his sugars come from fruit.']);
    expect(historyEvents("i've been taking ibuprofen every six hours i think", 'patient', male)).toEqual(['He has been taking ibuprofen every 6 hours.']);
    // Of a patient whose sex is unknown, "he" is someone else: the doctor who called in a prescription.
    expect(historyEvents('i think he called in ten days worth', 'patient', PRONOUNS.unknown)).toEqual([]);
    // What "it" is, the belief does not say.
    expect(historyEvents('i think it was the repetition', 'patient', male)).toEqual([]);
  });

  it('leaves out what says nothing a clinician would write: idioms, a pointing "one", the visit itself (issue 28)', () => {
    for (const said of [
      "i'm good otherwise",
      "i'm getting through",
      "i haven't had one in a while",
      'i definitely can tell though',
      'i dropped the ball',
      "i'm here for left leg pain",
      'i have on my cousin side of the family',
      "i've been working on the farm for time",
      "i've been doing a good job",
      'the weather was perfect this weekend',
      'you can try either',
      "we want to make sure you don't suddenly go into heart failure",
      'you had shoulder pain left shoulder pain',
    ])
      expect(historyEvents(said, 'patient', male), said).toEqual([]);
    expect(historyEvents("i've been working on the farm for years", 'patient', male)).toEqual(['He has been working on the farm for years.']);
  });

  it('tells no statement that points at what the patient shows or said before: "here", "those" (issue 28, train D2N017, D2N043)', () => {
    const female = PRONOUNS.female;
    // The part named, "here" is only the patient showing it.
    expect(historyEvents('i hurt the top part of my right leg here', 'patient', female)).toEqual(['She hurt the top part of her right leg.']);
    expect(historyEvents("i'll get aches and pains here", 'patient', male)).toEqual([]);
    expect(historyEvents("i'm having a hard time kicking those", 'patient', male)).toEqual([]);
    expect(historyEvents("i'm frustrated with these headaches", 'patient', male)).toEqual(['He is frustrated with these headaches.']);
    // "Here and there" is now and then, no place (train D2N038).
    expect(historyEvents('i still have a beer here and there', 'patient', male)).toEqual(['He still has a beer occasionally.']);
    expect(historyEvents('i still have a beer here and there everyday', 'patient', male)).toEqual(['He still has a beer daily.']);
  });

  it("tells what the patient says will happen each time as what happens: 'He gets aches and pains' (issue 28, train D2N056, D2N021)", () => {
    expect(historyEvents("i tend to get pneumonia a lot and i'll get prescribed antibiotics", 'patient', male)).toContain('He gets prescribed antibiotics.');
    expect(historyEvents('i will start getting rashes', 'patient', PRONOUNS.female)).toEqual(['She starts getting rashes.']);
    // What the patient will be is still to come.
    expect(historyEvents('i will be on vacation after july', 'patient', male)).toEqual(['He will be on vacation after July.']);
    // A place named is no pointing: "he came here from Texas" is not said of the body, and stays a statement.
    expect(historyEvents('i moved here from texas last year', 'patient', male)).toEqual(['He moved here from texas last year.']);
  });

  it('tells no statement cut off before its object, nor two run together', () => {
    // A word cut off ("mel-"), a verb with nothing to act on ("can't handle"), a hope (issue 28).
    expect(historyEvents("i've been taking mel-", 'patient', male)).toEqual([]);
    expect(historyEvents("i can't handle", 'patient', male)).toEqual([]);
    // …nor one whose object was only "it" (probe p19: "i can't really see it" was "He cannot see.").
    expect(historyEvents("i can't really see it, she took a picture on her phone.", 'patient', male)).toEqual([]);
    expect(historyEvents('it hurts more when i bend it', 'patient', male)).toEqual(['It hurts more when he bends.']);
    expect(historyEvents("i won't end up in the emergency department hopefully", 'patient', male)).toEqual([]);
    expect(historyEvents("i'm able to put", 'patient', PRONOUNS.male)).toEqual([]);
    expect(historyEvents("i've never injured", 'patient', PRONOUNS.male)).toEqual([]);
    // Said without a stop between them, two statements are two; one that joins the next ("thought he …") is one (issue 28).
    expect(historyEvents("i've been taking my medicine i got good insurance through the plant", 'patient', male)).toEqual([
      'He has been taking his medicine.',
      'He got good insurance through the plant.',
    ]);
    expect(historyEvents('the patient hasn\'t had chest pain the patient is still walking around', 'doctor', PRONOUNS.unknown)).toEqual([
      'The patient has not had chest pain.',
      'The patient is still walking around.',
    ]);
    expect(historyEvents('i thought i felt a little better', 'patient', male)).toEqual(['He thought he felt slightly better.']);
    // Nor is what is left of a relative clause a statement: "the worst pain he has ever been in".
    expect(historyEvents('it was the worst pain i have ever been in my life', 'patient', male)).toEqual([]);
    expect(historyEvents("i'm not taking any medications no", 'patient', male)).toEqual(['He is not taking medications.']);
    // Words the recogniser garbled: an article before a preposition, "its does" (issue 28).
    expect(historyEvents('i went to the for chest discomfort', 'patient', male)).toEqual([]);
    expect(historyEvents('its does get better when i rest', 'patient', male)).toEqual([]);
    // Two clauses run together where the telling dropped "when": "he went cold turkey 1 day he woke up" (issue 28,
    // train D2N043), as "the patient … the patient" is.
    expect(historyEvents("yeah actually i just went cold turkey one day i woke up and i said you know i've had enough", 'patient', male)).toEqual([]);
  });

  it("tells the doctor's recall of a past event whole, the time of a complaint's doing, and the patient's household as the patient (issue 28)", () => {
    expect(historyEvents('i know you had an episode of gout of your , your right first big toe about two months ago .', 'doctor', male)).toEqual([
      'He had an episode of gout of his right first big toe about 2 months ago.',
    ]);
    expect(historyEvents('uh , saturday night it actually kept me up for a bit .', 'patient', male)).toEqual(['Saturday night it kept him up for a bit.']);
    expect(historyEvents("over the weekend , we've been moving boxes up and down our basement stairs", 'patient', male)).toEqual([
      'He has been moving boxes up and down the basement stairs.',
    ]);
    expect(historyEvents("we were doing a bunch of yard work and it was really hot", 'patient', male)).toContain('He was doing yard work.');
    // "We talked about it" is the doctor's and the patient's: no statement of the patient's history.
    expect(historyEvents('we talked about my diet last time', 'patient', male)).toEqual([]);
    expect(historyEvents("to be honest my diet hasn't changed much .", 'patient', male)).toEqual(["His diet has not changed much."]);
    // What the household eats is what the patient eats (valid D2N068: the diet since the kitchen construction).
    expect(historyEvents('hard to cook or prepare meals so we ate out a lot , and not always the best food out .', 'patient', male)).toEqual(['He ate restaurant meals frequently.']);
  });

  it('tells a pastime the patient keeps up, said with its own verb (issue 28, train D2N067)', () => {
    expect(historyEvents('i ski probably three times a week', 'patient', PRONOUNS.female)).toEqual(['She skis 3 times a week.']);
    expect(historyEvents('i run about five to six miles a day', 'patient', PRONOUNS.female)).toEqual(['She runs about 5 to 6 miles a day.']);
    // Said in one breath, each statement of what she does is one of its own (train D2N044).
    expect(historyEvents("very i'm a big runner i love to run i run about five to six miles a day but with this knee", 'patient', PRONOUNS.female)).toEqual([
      'She is an avid runner.',
      'She runs about 5 to 6 miles a day.',
    ]);
    // Two statements run together, the second of something of hers (train D2N067).
    // Of a patient whose sex nobody said, the "my" of the second is the patient's.
    expect(historyEvents("and i'm really tough my pain tolerance is very high", 'patient', PRONOUNS.unknown)).toEqual(["The patient's pain tolerance is very high."]);
    expect(historyEvents('their kids are fine', 'patient', PRONOUNS.unknown)).toEqual([]);
    expect(historyEvents('my blood sugars are running below', 'patient', PRONOUNS.unknown)).toEqual([]);
    expect(historyEvents("and i'm really tough my pain tolerance is very high", 'patient', PRONOUNS.female)).toEqual(['Her pain tolerance is very high.']);
    // A possessive after "of" is no subject of its own (valid D2N086's calf, read after the rule above moved it).
    expect(historyEvents('the inside of my calf muscle is really hard', 'patient', PRONOUNS.female)).toEqual(['The inside of her calf muscle is hard.']);
    // "It depends" is talk, whatever runs into it (train D2N067).
    expect(historyEvents('i walk five minutes depends on the wind', 'patient', PRONOUNS.female)).toEqual([]);
  });

  it('tells a habit without the circumstance that would copy the answer word for word (issue 28, train D2N028)', () => {
    const answer = 'uh , yes , but only a couple of beers after working in the yard on saturdays .';
    expect(historyEvents('i drink only a couple of beers after working in the yard on saturdays.', 'patient', male, answer)).toEqual(['He drinks only a couple of beers on Saturdays.']);
  });

  it('tells what was done to the patient at the hospital in the passive, and a pressure read from the chart (issue 28, train D2N035, D2N013)', () => {
    const female = PRONOUNS.female;
    expect(historyEvents('so i called nine one one and they sent out an ambulance and they took me into the er', 'patient', female)).toEqual([
      'She called 911.',
      'She was taken into the emergency room.',
    ]);
    expect(historyEvents('they admitted me to the hospital for three days .', 'patient', female)).toEqual(['She was admitted to the hospital for 3 days.']);
    expect(historyEvents('they gave me some fluids and a shot of toradol .', 'patient', female)).toEqual(['She was given fluids and a shot of toradol.']);
    // "The pills they gave me": a "they" of a relative clause, whose "gave me" gives the patient nothing of its own.
    expect(historyEvents('the pills they gave me help', 'patient', female).join(' ')).not.toMatch(/was given help/);
    // "They" of others than the hospital's staff, or a question, is no such statement.
    expect(historyEvents('they took my dog to the vet .', 'patient', female)).toEqual([]);
    expect(historyEvents("i'm sure you don't yeah i see that your blood pressure was high also it was two hundred over ninety", 'doctor', female)).toEqual([
      'Her blood pressure was high.',
      'Her blood pressure was 200/90.',
    ]);
  });

  it('tells a diagnosis by its name, without "what we call", and no diagnosis cut off before what it was (issue 28)', () => {
    expect(historyEvents('you have never been diagnosed with what we call lyme disease before', 'doctor', PRONOUNS.female)).toEqual(['She has never been diagnosed with lyme disease before.']);
    expect(historyEvents('you have never been diagnosed', 'doctor', PRONOUNS.female)).toEqual([]);
  });

  it('tells what the patient does and bought, answered after a "no" or a "yes" (issue 28, twenty-fifth round)', () => {
    const female = PRONOUNS.female;
    // "Do" before a noun is the verb, not the emphatic "do": "she does yard work", not "she yards work".
    expect(historyEvents('i do yard work on the weekends', 'patient', female)).toEqual(['She does yard work on the weekends.']);
    expect(historyEvents('mostly i do gardening around the house', 'patient', PRONOUNS.male)).toEqual(['He does gardening around the house.']);
    expect(historyEvents('then i laid some ice on it', 'patient', female)).toEqual(['She applied ice.']);
    expect(historyEvents('i even bought myself a wrist brace', 'patient', female)).toEqual(['She bought herself a wrist brace.']);
    expect(historyEvents('no i ride my bike to work', 'patient', female)).toEqual(['She rides her bike to work.']);
    // A "no" before what points at a place said before is still no statement.
    expect(historyEvents("no i haven't been there yet", 'patient', female)).toEqual([]);
    expect(historyEvents("i've had a lot of sprains to my wrist", 'patient', female)).toEqual(['She has had multiple sprains to her wrist.']);
  });

  it('keeps a statement whose "it" is what was treated or whose "that" opens a relative clause (issue 28, twenty-fifth round)', () => {
    const male = PRONOUNS.male;
    expect(historyEvents("i put heat on it at first but i haven't used heat lately", 'patient', male)).toEqual(['He applied heat at first.', "He has not used heat lately."]);
    expect(historyEvents('i iced it the first night', 'patient', male)).toEqual(['He iced it the first night.']);
    expect(historyEvents('i have two boys that play hockey', 'patient', male)).toEqual(['He has two boys that play hockey.']);
    // A "that" after what one thinks is what is thought of, pointing at something said before.
    expect(historyEvents('i think that was my left ankle', 'patient', male)).toEqual([]);
    expect(historyEvents('i started seeing this new cardiologist in may', 'patient', male)).toEqual(['He started seeing a new cardiologist in May.']);
    // An "it" of something said before is still not told: "he bought it" points at nothing.
    expect(historyEvents('i bought it last week', 'patient', male)).toEqual([]);
  });

  it("tells nothing of the patient from the patient's own \"she\" or \"he\", who is someone else, nor a garbled modal (issue 28, twenty-fifth round)", () => {
    const female = PRONOUNS.female;
    // "She" is the new cardiologist: not the patient, whose sex the note knows.
    expect(historyEvents('i started seeing a new cardiologist and she wanted me to get a blood pressure cuff', 'patient', female)).toEqual(['She started seeing a new cardiologist.']);
    expect(historyEvents('i think he called in ten days of antibiotics', 'patient', PRONOUNS.male)).toEqual([]);
    expect(historyEvents('i was jumping rope and i could just slipped', 'patient', female)).toEqual(['She was jumping rope.']);
    // A child telling of another girl: "she plays rough" is Isabella, not the patient (train D2N055).
    expect(historyEvents("it's pretty fun but there's this girl named isabella she plays rough", 'patient', female)).not.toContain('She plays rough.');
    expect(historyEvents("it's pretty fun but there's this girl named isabella she plays rough", 'informant', female)).not.toContain('She plays rough.');
    // A parent calling the child in the room "this girl": she is the patient still (review of the change).
    expect(historyEvents('this girl has fever since 3 days, she is not eating', 'informant', female)).toContain('She is not eating.');
  });

  it("tells nothing of the doctor's question asked without its question mark: \"how you are taking the tablet\" (issue 28, probe p21)", () => {
    expect(historyEvents('yes it has gone up how you are taking the tablet', 'doctor', PRONOUNS.unknown)).not.toContain('The patient is taking the tablet.');
    expect(historyEvents('what you are eating these days', 'doctor', PRONOUNS.female)).toEqual([]);
    expect(historyEvents("i know you've been taking the metformin twice a day", 'doctor', PRONOUNS.female)).toContain('She has been taking the metformin twice a day.');
  });

  it('tells a two-word statement of what happened ("He fell.") whatever the pronoun, and none whose object "it" a preposition points at (issue 28, twenty-fifth round)', () => {
    expect(historyEvents('i was walking outside and i fell', 'patient', PRONOUNS.male)).toContain('He fell.');
    expect(historyEvents('i was walking outside and i fell', 'patient', PRONOUNS.unknown)).toContain('The patient fell.');
    expect(historyEvents("i wouldn't be able to keep track of it", 'patient', PRONOUNS.female)).toEqual([]);
    // A denial written without its contraction says as much as it did: "she doesn't walk".
    expect(historyEvents("she still doesn't walk", 'informant', PRONOUNS.female)).toEqual(['She still does not walk.']);
    // A denial cut off before what it denies, or of problems not named, says nothing.
    expect(historyEvents("i was not", 'patient', PRONOUNS.female)).toEqual([]);
    expect(historyEvents("i don't have problems", 'patient', PRONOUNS.female)).toEqual([]);
    expect(historyEvents("i didn't qualify", 'patient', PRONOUNS.female)).toEqual([]);
  });

  it('tells what is hard to do as a difficulty, but not a habit hard to break (issue 28, twenty-fifth round)', () => {
    expect(historyEvents("i started in my teens and it's hard to break", 'patient', PRONOUNS.female)).toEqual(['She started in her teens.']);
    expect(historyEvents("it's hard to find a comfortable spot at night", 'patient', PRONOUNS.male)).toEqual(['He has difficulty finding a comfortable spot at night.']);
    expect(historyEvents("it's really hard to swallow since yesterday", 'patient', PRONOUNS.female)).toEqual(['She has difficulty swallowing since yesterday.']);
    expect(historyEvents('it is hard to climb the stairs', 'patient', PRONOUNS.male)).toEqual(['He has difficulty climbing the stairs.']);
  });

  it('tells what the doctor recalls after another clause, or from what the staff said, and no question the doctor asks (issue 28, twenty-seventh round)', () => {
    expect(historyEvents('i see here that you have a history of playing sports looks like you played soccer in college', 'doctor', male)).toEqual([
      'He has a history of playing sports.',
      'He played soccer in college.',
    ]);
    expect(historyEvents('so it looks like you went into the er and looks like they said that your ankles were swelling', 'doctor', male)).toEqual([
      'He went into the emergency room.',
      'His ankles were swelling.',
    ]);
    // What the medical assistant was told is what was so; "this ulcer … that's been there" is had for that long.
    expect(historyEvents("i'm okay the the medical assistant told me that you had this ulcer on your foot that's been there for a couple of weeks", 'doctor', male)).toEqual([
      'He has had an ulcer on his foot for 2 weeks.',
    ]);
    // A question without its question mark is no statement: "did you have" asks.
    expect(historyEvents('and did you have some shortness of breath', 'doctor', male)).toEqual([]);
    expect(historyEvents('so you went to the er and did you have any chest pain', 'doctor', male)).toEqual(['He went to the emergency room.']);
  });

  it('tells nothing of a clause that says nothing: talk of agreeing, "one" of something said before, a visit, a verb without its object (issue 28, twenty-seventh round)', () => {
    expect(historyEvents('i think that sounds good to me', 'patient', male)).toEqual([]);
    expect(historyEvents("i think i'm good", 'patient', male)).toEqual([]);
    expect(historyEvents("i'm happy to do one today", 'patient', male)).toEqual([]);
    expect(historyEvents("i haven't come back since then", 'patient', male)).toEqual([]);
    expect(historyEvents('i decided against', 'patient', male)).toEqual([]);
    expect(historyEvents('i came to see', 'patient', male)).toEqual([]);
    // Not seeing is a symptom.
    expect(historyEvents("when they come i get dizzy and i can't see", 'patient', male)).toContain('He cannot see.');
    // A when-clause of someone else's ("when they come") opens no statement: the run-on is split as before (re-read of 0195dd24 … 7ed7cb5e).
    expect(historyEvents("when they come i get dizzy and i can't see", 'patient', male)).toContain('He gets dizzy.');
    // Quitting what is not said, but for when ("about 30 years ago"), is no statement either.
    expect(historyEvents('i quit about thirty years ago', 'patient', male)).toEqual([]);
    // What the patient believes of their health stays a belief.
    expect(historyEvents('i think that my sugars come from fruit', 'patient', male)).toEqual(['He believes his sugars come from fruit.']);
  });

  it('tells a symptom the patient has in one word after the subject (issue 28, ACI train)', () => {
    // "i'm still limping" (train D2N042, D2N065).
    expect(historyEvents("now i'm able to put a little bit of weight on it but i'm i i'm still limping", 'patient', male)).toContain('He is still limping.');
    expect(historyEvents('i was very weak', 'patient', male)).toEqual(['He was very weak.']);
    expect(historyEvents('i was there', 'patient', male)).toEqual([]);
  });

  it('tells a when-clause said without a pause with the statement it opens (issue 28, train D2N065, D2N039)', () => {
    expect(historyEvents('when i fell i heard this pop', 'patient', male)).toEqual(['When he fell, he heard a pop.']);
    expect(historyEvents('when my blood pressure gets really high i have some mild headaches', 'patient', PRONOUNS.female)).toEqual([
      'When her blood pressure gets high, she has mild headaches.',
    ]);
    // Said with a pause, it still opens the statement after it (train D2N049-like, my own sentence).
    expect(historyEvents("when i walk up the stairs , i can't catch my breath", 'patient', male)).toEqual(['When he walks up the stairs, he cannot catch his breath.']);
    // A turn cut off before "asleep" tells no fall (train D2N063: "when i lay down in bed i just ca n't ca n't fall").
    expect(historyEvents("when i lay down in bed i just can't can't fall", 'patient', PRONOUNS.female)).toEqual([]);
    // A when-clause that points at what was said before opens nothing told.
    expect(historyEvents('when i did that i felt a pop', 'patient', male)).toEqual([]);
  });
});
