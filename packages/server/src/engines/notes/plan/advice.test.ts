import { describe, expect, it } from 'vitest';
import { adviceOf } from './advice.js';

describe('advice as instructions', () => {
  // Probes p23 and p27 (tuning set): the care of a back and of an inhaler, in Indian outpatient English.
  it('keeps fomentation, posture and rinsing, and what not to do said as "don\'t"', () => {
    expect(adviceOf('hot water fomentation two three times a day.')).toEqual(['Apply hot water fomentation 2-3 times daily']);
    expect(adviceOf("don't bend forward and lift anything heavy.")).toEqual(['Avoid bending forward and lifting anything heavy']);
    expect(adviceOf('avoid long sitting, get up every thirty minutes.')).toEqual(['Avoid long sitting', 'Get up every 30 minutes']);
    expect(adviceOf('sleep on a firm mattress.')).toEqual(['Sleep on a firm mattress']);
    expect(adviceOf('rinse your mouth after every use.')).toEqual(['Rinse the mouth after every use']);
  });

  // Train D2N055: what to do about a child's tics is to ignore them.
  it('keeps "the best thing to do is ignore the tics", not a pointing "ignore that"', () => {
    expect(adviceOf("so these are what we call transient tics and the best thing to do is ignore the tics so it doesn't seem to be bothering karen")).toEqual(['Ignore the tics']);
    expect(adviceOf('you can ignore that')).toEqual([]);
  });

  it('keeps a salt target with the instruction to lower it (issue 28, train D2N049)', () => {
    expect(adviceOf('so let me talk a little bit also about you trying to lower your salt intake to like like twenty three hundred milligrams a a day so')).toEqual(['Lower the salt intake to 2300 mg daily']);
    expect(adviceOf('i want you to limit your sodium to 2000 milligrams a day')).toEqual(['Limit the sodium to 2000 mg daily']);
    expect(adviceOf('i want you to lower your salt intake')).toEqual(['Lower the salt intake']);
  });

  it('keeps the instruction, not the frame of speech it was given in', () => {
    expect(adviceOf('I want him to continue to ice it.')).toEqual(['Continue to ice the area']);
    // Issue 28, train D2N001: a clause cut off before what it was recorded in, and a filler between two instructions.
    expect(adviceOf('uh , i want you to record your blood pressures within the patient , you know , take your blood pressure every day .')).toEqual(['Check the blood pressure daily']);
    expect(adviceOf('I want him to try to avoid any strenuous activity and we can refer him to physical therapy.')).toEqual(['Avoid strenuous activity']);
    expect(adviceOf("i would just continue with the exercises and , uh , i do n't think we need to intervene")).toEqual(['Continue with the exercises']);
    expect(adviceOf("he'll continue his home exercise program as well as twice a day gabapentin .")).toEqual(['Continue the home exercise program']);
    // "Some ice" is what to use, not a second instruction to ice.
    expect(adviceOf('i want you to use some ice for the pain')).toEqual(['Use ice for the pain']);
    expect(adviceOf('make sure that you keep your leg elevated')).toEqual(['Keep the leg elevated']);
    expect(adviceOf('Take rest and avoid oily food.')).toEqual(['Take rest', 'Avoid oily food']);
    // Cutting out tissue is surgery, not a food to avoid (probe p19: "Avoid a wider area around it").
    expect(adviceOf("if it comes back as melanoma, we'll need to go back and cut out a wider area around it.")).toEqual([]);
    expect(adviceOf('i want you to cut out the soda and the sweets.')).toEqual(['Avoid the soda and the sweets']);
    // An instruction after "but" is one too: "you can take tylenol … but avoid ibuprofen" (issue 28).
    expect(adviceOf('you can take , but avoid ibuprofen because of your kidneys .')).toEqual(['Avoid ibuprofen']);
    // What "it" is, named before: "your blood pressure is a bit high, so … keep an eye on it" (issue 28).
    expect(adviceOf('your blood pressure is also a bit high today , so i want you to keep an eye on it at home .')).toEqual(['Monitor the blood pressure at home']);
    // Imperatives with an adverb before them, and one after another across commas (issue 28).
    expect(adviceOf('definitely refrain from drinking any alcohol , increase your water intake to at least 48 ounces a day in addition to taking the fiber supplement .')).toEqual([
      'Refrain from drinking alcohol',
      'Increase the water intake',
    ]);
    // The doctor having the patient do it, or giving what it is done with (issue 28).
    expect(adviceOf("now i'm gon na recommend that we we have you push fluids just to help facilitate you urinating and passing the stone")).toEqual(['Push fluids']);
    expect(adviceOf("i'm gon na have you check your weights everyday")).toEqual(['Check the weights daily']);
    expect(adviceOf("i'm also gon na give you a strainer for you to strain your pee")).toEqual(['Strain the urine']);
    expect(adviceOf('have you been checking your weights at home ?')).toEqual([]);
    // "… and have you use your albuterol" has the patient use it; it asks nothing (issue 28, train D2N063). (The
    // extractor reads the drugs as prescriptions before it reads advice.)
    expect(
      adviceOf("for the next four days i'm gon na have you check your weights everyday and also i'm gon na go ahead and have you use your albuterol and atrovent"),
    ).toEqual(['Check the weights daily', 'Use the albuterol and atrovent']);
    expect(adviceOf('have you tried any ice')).toEqual([]);
    // What to hold off on, said after how long (issue 28).
    expect(adviceOf("i'd like you to hold off for the next three weeks on doing any kind of gardening , okay")).toEqual(['Hold off on gardening for the next 3 weeks']);
    expect(adviceOf('i want you to hold off for a couple of weeks on any heavy lifting')).toEqual(['Hold off on heavy lifting for a couple of weeks']);
    // What is left of a prescription's frame once its drug is read is no advice: "continue to take (the tylenol)".
    expect(adviceOf('you can continue to take , for the pain')).toEqual([]);
    expect(adviceOf('so you can continue to take that')).toEqual([]);
    // The doctor dictating the examination, and an instruction cut off before its object.
    expect(adviceOf("let's start the physical exam reviewing the vitals")).toEqual([]);
    expect(adviceOf('you should continue to take food and fluids to prevent')).toEqual(['Continue to take food and fluids']);
    expect(adviceOf('you should continue to take food and fluids prevent')).toEqual([]);
    expect(adviceOf('we have other products as well that you can use for an additional aid to help you stop smoking')).toEqual([]);
    // Imperatives run together without a stop, one said twice over as the doctor restarts (issue 28).
    expect(adviceOf('yeah you can elevate your leg stay off your stay off your leg you know for a couple of weeks')).toEqual(['Elevate the leg', 'Stay off the leg for a couple of weeks']);
    expect(adviceOf('so , your blood pressure , we will watch it .')).toEqual([]);
    expect(adviceOf('also , keep in mind that most of the weight loss medications are not covered by insurance .')).toEqual([]);
    expect(adviceOf('and this is just ... i just wanted to check your last diabetic labs that we did on you .')).toEqual([]);
  });

  it('writes what to keep doing without the words that point back to it (issue 28, train D2N006)', () => {
    expect(adviceOf('and continue with those dietary modifications .')).toEqual(['Continue dietary modifications']);
    expect(adviceOf('keep doing these exercises twice a day .')).toEqual(['Keep doing the exercises twice daily']);
  });

  it('reads taking the blood pressure as a reading to check at home, not a medicine (issue 28, train D2N001)', () => {
    expect(adviceOf('you know , take your blood pressure every day .')).toEqual(['Check the blood pressure daily']);
    // Asked, it is no instruction.
    expect(adviceOf('have you been checking your blood pressure at home ?')).toEqual([]);
  });

  it('leaves calling the clinic to the contact instructions, which say what to call for (issue 28)', () => {
    expect(adviceOf('I want you to call me if you have any chest pain')).toEqual([]);
    expect(adviceOf('If you get a fever or the pain gets worse, call me.')).toEqual([]);
    expect(adviceOf("call me if you need anything else .")).toEqual([]);
  });

  it('ends a long instruction before the phrase it was cut in', () => {
    expect(adviceOf('I want you to take it easy for the next few days')).toEqual(['Take it easy']);
  });

  it('reads an activity the patient is told will not be done as a restriction, with how long said before or after (issue 28, train D2N061)', () => {
    expect(adviceOf("for seven days you're not gon na be playing basketball now")).toEqual(['No basketball for 7 days']);
    expect(adviceOf("you can't play soccer for two weeks")).toEqual(['No soccer for 2 weeks']);
    expect(adviceOf('hold off on running for a few weeks')).toEqual(['No running for a few weeks']);
  });

  it('reads an activity recommended against, a treatment the plan goes on with and rest said "take it easy" (issue 28, train D2N067)', () => {
    expect(adviceOf('i would recommend not skiing or doing any gymnastics for now and i think that physical therapy will really help')).toEqual(['No skiing or gymnastics']);
    expect(adviceOf("what that will mean for you though is that we are gon na continue to brace your right knee that's gon na hopefully take off some of the stress")).toEqual([
      'Continue to brace the right knee',
    ]);
    expect(adviceOf("i think you just take it easy on your body i know that you're like very active")).toEqual(['Take it easy']);
    // What the doctor is going to do is no instruction to the patient.
    expect(adviceOf("we're gon na check your labs today")).toEqual([]);
    expect(adviceOf('i think you have a strain')).toEqual([]);
  });

  it('keeps how long and how often, as a note writes them (issue 28)', () => {
    expect(adviceOf('i want you to ice your knee for twenty minutes three to four times a day')).toEqual(['Ice the knee for 20 minutes 3-4 times daily']);
    expect(adviceOf('keep it elevated and ice it for about 20 minutes every hour')).toEqual(['Keep the area elevated', 'Ice the area for 20 minutes hourly']);
    // The same instruction said again with its schedule is said once, with the schedule.
    expect(adviceOf("i want you to continue to ice it you can ice it let's say five times a day for twenty minutes at a time just to help that swelling go down")).toEqual([
      'Ice the area 5 times daily for 20 minutes at a time',
    ]);
    // The schedule said after the instruction as "do that …" belongs to it (valid D2N078's sentence, and ours).
    expect(adviceOf('and then i want you to ice the knee you can do that for twenty minutes at a time for three to four times a day that should also help with the swelling')).toEqual([
      'Ice the knee for 20 minutes at a time 3-4 times daily',
    ]);
    expect(adviceOf("keep your leg up , you can do that for an hour twice a day")).toEqual(['Keep the leg up for an hour twice daily']);
    // Ice applied to a part is icing it (valid D2N083's sentence, and ours).
    expect(adviceOf("now we're also gon na have you apply ice to the elbow for twenty minutes three times a day and i want you to take ibuprofen")).toEqual([
      'Ice the elbow for 20 minutes 3 times daily',
    ]);
    expect(adviceOf('put some ice on your wrist a few times a day')).toEqual(['Ice the wrist a few times daily']);
    expect(adviceOf('no running for two weeks')).toEqual(['No running for 2 weeks']);
    expect(adviceOf('so no basketball or skiing until i see you again')).toEqual(['No basketball or skiing']);
    // A symptom denied is no restriction.
    expect(adviceOf('no vomiting , no diarrhea')).toEqual([]);
  });

  it('reads no instruction from what points at nothing said, is no order or is cut off', () => {
    expect(adviceOf('apply it at night')).toEqual([]);
    expect(adviceOf('exercise is super important')).toEqual([]);
    expect(adviceOf('so we can start by sending off blood tests like')).toEqual([]);
    expect(adviceOf('check another one today to see')).toEqual([]);
    expect(adviceOf('i want you to take it easy')).toEqual(['Take it easy']);
    expect(adviceOf('i also want to give you a strainer so you can strain your urine to see if you pass that stone')).toEqual(['Strain the urine']);
    // A purpose cut off, a stutter, a demonstrative of the body part (issue 28).
    expect(adviceOf("so what i'm recommending is i want you to push fluids just to help facilitate you passing that stone")).toEqual(['Push fluids']);
    expect(adviceOf('okay yeah i i want you to to drink try drink as much as possible')).toEqual(['Drink as much as possible']);
    expect(adviceOf('i want you to stay off that leg for about one to two days')).toEqual(['Stay off the leg for 1-2 days']);
    // Advice the doctor says is not needed is none.
    expect(adviceOf("i don't think he needs to follow up with the surgeon anymore")).toEqual([]);
  });

  it('reads advice said as what is important, as what to eliminate, and imperatives run together without a stop (issue 28)', () => {
    expect(adviceOf("it's very important that you apply sunscreen anytime and anywhere that your skin is exposed")).toEqual(['Apply sunscreen anytime and anywhere']);
    expect(adviceOf('i just want you to kinda eliminate the active repetitive motions for a couple weeks')).toEqual(['Avoid the active repetitive motions for a couple of weeks']);
    // As said (train D2N036): a restart ("that the …") and what the patient does said between the thing and how long.
    expect(
      adviceOf("okay that would be good so that's i i just want you to kinda eliminate that the active repetitive motions that you're doing all the time just for a couple weeks i'm also gon na give you a wrist splint to wear"),
    ).toEqual(['Avoid the active repetitive motions for a couple of weeks']);
    expect(adviceOf('i want you to get a scale weigh yourself daily call me if you gain three pounds in two days')).toEqual(['Weigh daily']);
    expect(adviceOf('definitely take your medication on time and see that nutritionist')).toEqual(['Take the medication on time']);
    // Weighing oneself is an instruction wherever it is said; every day is daily.
    expect(adviceOf('get a scale , weigh yourself every day .')).toEqual(['Weigh daily']);
    expect(adviceOf('if your blood pressure seems a little high also weigh yourself daily and call me if you gain three pounds in two days okay')).toEqual(['Weigh daily']);
    expect(adviceOf('do yoga for your back pain')).toEqual(['Do yoga for the back pain']);
    expect(adviceOf('it is very important that you continue to follow up with your dermatologist regularly so she can monitor you')).toEqual(['Continue to follow up with the dermatologist regularly']);
    // Taking a named drug is the prescription's, not advice.
    expect(adviceOf('take your lisinopril every morning')).toEqual([]);
  });

  it('reads advice said as the best treatment, and what "let\'s" goes on with (issue 28, train D2N042)', () => {
    expect(adviceOf('when you fell the best treatment at this time for your sprain is to keep your leg elevated')).toEqual(['Keep the leg elevated']);
    expect(adviceOf("when you're seated and let's continue to ice okay")).toEqual(['Continue to ice']);
    // "Let's" before an order is the order's, not advice.
    expect(adviceOf("let's start you on some physical therapy")).toEqual([]);
  });

  it('reads an instruction said as what the patient is to be doing (issue 28, train D2N049, D2N016)', () => {
    expect(adviceOf("i do wan na make sure that you're pushing fluids right now because we need to try to push that stone out")).toEqual(['Push fluids']);
    expect(adviceOf("so , we'll have to just talk a little bit about your diet and decreasing the salt intake , okay ?")).toEqual(['Decrease the salt intake']);
    // What the patient is doing now is no instruction.
    expect(adviceOf("i see that you're drinking a lot of water")).toEqual([]);
  });

  it('ends an instruction where the next one starts with its own verb: "… every day and write them down" (issue 28)', () => {
    expect(adviceOf('i want you to check your blood pressure every day and write them down')).toEqual(['Check the blood pressure daily']);
  });

  it('reads exercises the doctor gives the patient to do at home (issue 28, train D2N063)', () => {
    expect(adviceOf("i'm gon na give you some exercises you can do to help you get off the couch")).toEqual(['Do home exercises']);
    expect(adviceOf("we'll give you a sheet of exercises for your back .")).toEqual(['Do home exercises']);
    // The exercises a therapist will show are the therapy's.
    expect(adviceOf('they will show you a number of lower extremity exercises')).toEqual([]);
    expect(adviceOf('did they give you any exercises ?')).toEqual([]);
  });

  it('reads no instruction in a question, a prescription or talk of the past', () => {
    expect(adviceOf('Did you try to ice it?')).toEqual([]);
    expect(adviceOf('we will go ahead and continue you on lisinopril 20 mg')).toEqual([]);
    expect(adviceOf("I'm going to do a quick physical exam.")).toEqual([]);
    expect(adviceOf('try to stay in shape as much as you can')).toEqual([]);
    expect(adviceOf('keep doing it , okay ?')).toEqual([]);
    expect(adviceOf('what you need to cut back on or')).toEqual([]);
    expect(adviceOf('i want you to check the last')).toEqual([]);
    expect(adviceOf('you can keep using uh , the mederma scar gel twice a day .')).toEqual([]);
  });
});
