import { describe, expect, it } from 'vitest';
import { contactInstructions, joinCalls } from './contact.js';

describe('contact instructions', () => {
  // Probes p06 and p07 (tuning set): the safety net, a list of warning signs before "go to the er".
  it('sends to the emergency department for each warning sign of a long list, in a note\'s words', () => {
    expect(contactInstructions("if you get very short of breath, chest pain that's getting worse, confusion, or your lips look blue, go to the er.")).toEqual([
      'Go to the emergency department for severe shortness of breath, worsening chest pain, confusion or blue lips',
    ]);
    expect(contactInstructions("if you're soaking through a pad every hour for more than two hours or you feel faint, go to the emergency room.")).toEqual([
      'Go to the emergency department if the patient is soaking through a pad every hour for more than 2 hours or if the patient feels faint',
    ]);
    expect(contactInstructions('if you get short of breath or chest pain, go to the er.')).toEqual(['Go to the emergency department for shortness of breath or chest pain']);
    // Probe p07 (tuning set): "ever" said before what the patient does.
    expect(contactInstructions('if you ever soak through a pad every hour for more than two hours, or you feel faint, go to the er.')).toEqual([
      'Go to the emergency department if the patient soaks through a pad every hour for more than 2 hours or if the patient feels faint',
    ]);
  });

  // Probes p25 and p27 (tuning set): danger signs in Indian outpatient English, "come immediately", "to casualty".
  it('tells the patient to come back at once, or to casualty, for the danger signs', () => {
    expect(contactInstructions('come immediately if he is not drinking, very sleepy, vomiting everything, blood in the motion, no urine for six hours, or high fever.')).toEqual([
      'Return immediately if not drinking, very sleepy, vomiting everything, blood in the motion, no urine for 6 hours or high fever',
    ]);
    expect(contactInstructions("come immediately to casualty if breathing is very difficult, you can't speak full sentences, lips are turning blue, or asthalin is not giving relief.")).toEqual([
      "Go to the emergency department if breathing is very difficult, can't speak full sentences, lips are turning blue or asthalin is not giving relief",
    ]);
    // Probe p17 (tuning set): a fall on warfarin.
    expect(contactInstructions('and if you fall and hit your head, come to the er right away, even if you feel fine.')).toEqual([
      'Go to the emergency department if the patient falls and hits their head',
    ]);
    // Probe p13 (tuning set): a fever that outlasts the antibiotic's first days.
    expect(contactInstructions('if he still has a fever after forty eight to seventy two hours on the antibiotic, call us, because then we may need to switch to a different antibiotic.')).toEqual([
      'Call the clinic for fever after 48 to 72 hours on the antibiotic',
    ]);
    // Probe p13 (tuning set): bringing the child in, or the emergency room, for each sign of a list.
    expect(contactInstructions("and bring him in right away, or go to the emergency room, if he gets a stiff neck, he's very hard to wake up, you see swelling or redness behind the ear, or he has trouble breathing.")).toEqual([
      'Go to the emergency department if stiff neck, very hard to wake up, swelling or redness behind the ear or trouble breathing',
    ]);
  });

  // Probe p15 (tuning set): the safety net of a depression visit, unpunctuated.
  it('sends thoughts of self-harm to the crisis line and the emergency department, and keeps the patient in the third person', () => {
    expect(
      contactInstructions(
        'and this is important if you ever do start having thoughts of hurting yourself call or text nine eight eight thats the crisis line or go straight to the emergency room or call nine one one dont wait for an appointment',
      ),
    ).toEqual(['Call or text 988 (crisis line) or go to the emergency department for thoughts of self-harm']);
    expect(contactInstructions('okay the offer stands if you change your mind just call and we can set it up')).toEqual(['Call the clinic if the patient changes their mind']);
  });

  it('says when to call, in the note\'s words', () => {
    expect(contactInstructions('uh , call us if you have any questions or worsening symptoms .')).toEqual(['Call the clinic for questions or worsening symptoms']);
    expect(contactInstructions('please call if you think of any questions .')).toEqual(['Call the clinic for questions']);
    // "Any question", said as one, is any questions (issue 28, train D2N008).
    expect(contactInstructions('uh , and give me a call if you have any question , okay')).toEqual(['Call the clinic for questions']);
    expect(contactInstructions("and if it does n't get better , why do n't you call us and come back at that point ?")).toEqual(['Call the clinic if not improving']);
  });

  it('says to call if it worsens, or to come back if it does not improve', () => {
    expect(contactInstructions('if your symptoms get worse , just give me a call , okay ?')).toEqual(['Call the clinic if symptoms worsen']);
    expect(contactInstructions('and if the swelling worsens , call us right away .')).toEqual(['Call the clinic if the swelling worsens']);
    expect(contactInstructions("if it's not getting better , of course , come on back and see me .")).toEqual(['Call the clinic if not improving']);
    expect(contactInstructions('if the headache is not better within the next few days then you can give us a call')).toEqual(['Call the clinic if not improving']);
    expect(contactInstructions('if the headache is not better in a few days give us a call but if things get worse give us a call sooner')).toEqual([
      'Call the clinic if not improving',
      'Call the clinic if worsening',
    ]);
  });

  it('says to call if the complaint becomes more severe or suddenly worsens, or a fever comes (issue 28: train D2N040)', () => {
    expect(contactInstructions('i want you to come back or give us a call if the headaches become more severe or suddenly worsen or you develop a fever but i do n\'t think that this is a sign of a stroke')).toEqual([
      'Call the clinic if headaches worsen or for fever',
    ]);
  });

  it('says what to call or go to the emergency department for, wherever the instruction is said (issue 28)', () => {
    expect(contactInstructions('if you gain more than three pounds in two days , i want you to call me .')).toEqual(['Call the clinic if the patient gains more than 3 pounds in 2 days']);
    expect(contactInstructions('call me if you gain three pounds in two days')).toEqual(['Call the clinic if the patient gains 3 pounds in 2 days']);
    expect(contactInstructions('if you notice any fever or chills , call us right away .')).toEqual(['Call the clinic for fever or chills']);
    expect(contactInstructions('let me know if the redness spreads')).toEqual(['Call the clinic if the redness spreads']);
    expect(contactInstructions('if you have any chest pain or shortness of breath , go to the emergency room .')).toEqual(['Go to the emergency department for chest pain or shortness of breath']);
    expect(contactInstructions('if you start to have fevers , give us a call')).toEqual(['Call the clinic for fevers']);
    expect(contactInstructions('call me if the pain gets worse')).toEqual(['Call the clinic if the pain worsens']);
    expect(contactInstructions("if your blood sugar is over 300 , i want you to give me a call")).toEqual(['Call the clinic if the blood sugar is over 300']);
    expect(contactInstructions("please if it gets worse please don't hesitate to call me and come in sooner")).toEqual(['Call the clinic if worsening']);
    expect(contactInstructions('you can give us a call and get back in later this week but definitely if things get worse give us a call sooner')).toEqual(['Call the clinic if worsening']);
    expect(contactInstructions('weigh yourself daily and call us if your weight starts to go up')).toEqual(['Call the clinic if the weight starts to go up']);
  });

  it('says to call as needed when told to call for anything the patient needs (issue 28)', () => {
    expect(contactInstructions('all right , well have a good rest of your day and just give us a call if you need anything else')).toEqual(['Call the clinic as needed']);
    expect(contactInstructions('you know to call me if , if you need anything')).toEqual(['Call the clinic as needed']);
    expect(contactInstructions('please reach out if anything comes up')).toEqual(['Call the clinic as needed']);
  });

  it('says what to call for however the condition is worded, and only then (issue 28, round 14 of the engine)', () => {
    expect(contactInstructions("i want you to call me if you're gaining more weight .")).toEqual(['Call the clinic for weight gain']);
    expect(contactInstructions('and , i certainly want you to call me if you have any other symptoms of shortness of breath , and i wan na go ahead and order another echocardiogram , okay ?')).toEqual([
      'Call the clinic for shortness of breath',
    ]);
    expect(contactInstructions('okay i want you to call me or message me in the patient portal if you have any concerns')).toEqual([
      'Call the clinic or message through the patient portal for concerns',
    ]);
    expect(contactInstructions("so let's see how you do over the next week and i want you to contact me if you're having worsening symptoms")).toEqual(['Call the clinic for worsening symptoms']);
    expect(contactInstructions("if you continue to have pain after this week if you feel like it's not getting better please feel free to contact the office and we can get you back in")).toEqual([
      'Call the clinic if not improving',
    ]);
    expect(contactInstructions('he is to call with any questions or concerns .')).toEqual(['Call the clinic for questions or concerns']);
    expect(contactInstructions('patient elected to self-monitor her symptoms and will call with any reoccurrence or change .')).toEqual(['Call the clinic for recurrence or change']);
    expect(contactInstructions("so you can call the office if you have any additional episodes of pain or any other symptoms you're concerned about .")).toEqual([
      'Call the clinic for additional episodes of pain or other concerning symptoms',
    ]);
    expect(contactInstructions('If you get a fever or the pain gets worse, call me.')).toEqual(['Call the clinic for fever or if the pain worsens']);
    expect(contactInstructions('I want you to call me if you have any chest pain')).toEqual(['Call the clinic for chest pain']);
    expect(contactInstructions('call me if anything happens , okay ?')).toEqual(['Call the clinic as needed']);
  });

  it('reads a call run on after another instruction without a stop, to the gain of weight it is for (issue 28)', () => {
    expect(
      contactInstructions("good get a scale weigh yourself daily call me if you gain three pounds in two days for the hypertension that we've been treating i want you to continue the cozaar"),
    ).toEqual(['Call the clinic if the patient gains 3 pounds in 2 days']);
  });

  it('joins the calls for one thing or another into one instruction (issue 28)', () => {
    expect(joinCalls(['Weigh daily', 'Call the clinic for weight gain', 'Call the clinic for shortness of breath'])).toEqual(['Weigh daily', 'Call the clinic for weight gain or shortness of breath']);
    expect(joinCalls(['Call the clinic for fever', 'Rest', 'Call the clinic for chills', 'Call the clinic for rash'])).toEqual(['Call the clinic for fever, chills or rash', 'Rest']);
    // "If worsening" says no more than a call for what worsens (train D2N040).
    expect(joinCalls(['Call the clinic if headaches worsen or for fever', 'Call the clinic if not improving', 'Call the clinic if worsening'])).toEqual([
      'Call the clinic if headaches worsen or for fever',
      'Call the clinic if not improving',
    ]);
    // Conditions that are already alternatives stay apart: one line of them would run on.
    expect(joinCalls(['Call the clinic for pain or other concerning symptoms', 'Call the clinic for recurrence or change'])).toEqual([
      'Call the clinic for pain or other concerning symptoms',
      'Call the clinic for recurrence or change',
    ]);
  });

  it('writes no call without what to call for: "you can call me" alone is no instruction a note keeps (issue 28)', () => {
    expect(contactInstructions("i don't think you need to start on any medication at this time , but you know you can call me , okay ?")).toEqual([]);
  });

  it('says that the results will be called through, and follow-up as needed', () => {
    expect(contactInstructions("i'll call you with the results .")).toEqual(['The clinic will contact the patient with the results']);
    expect(contactInstructions("um , i'm gon na be in touch with you after we get your test results , and we'll go from there , okay ?")).toEqual([
      'The clinic will contact the patient with the results',
    ]);
    expect(contactInstructions('follow up with me as needed for any other gi complaints .')).toEqual(['Follow up as needed']);
  });

  it('says that the results will come through the patient portal, and the call that comes only if something is off (issue 28, train D2N027)', () => {
    expect(contactInstructions("yes , sir , and we will send the results through your patient portal unless something is way off then we'll give you a call .")).toEqual([
      'The results will be sent through the patient portal',
    ]);
    expect(contactInstructions("you'll be able to see your lab results in the portal .")).toEqual(['The results will be sent through the patient portal']);
    // The portal as a way to reach the clinic is the call's, not the results'.
    expect(contactInstructions('okay i want you to call me or message me in the patient portal if you have any concerns')).toEqual([
      'Call the clinic or message through the patient portal for concerns',
    ]);
    expect(contactInstructions('did you get my message in the portal ?')).toEqual([]);
  });

  it('reads nothing from a question or other talk of calling', () => {
    expect(contactInstructions('did you call the office ?')).toEqual([]);
    expect(contactInstructions('my daughter will call me if she needs anything .')).toEqual([]);
    expect(contactInstructions('if the pain gets worse at night , i take some tylenol .')).toEqual([]);
  });

  it('reads a condition that lists its signs before the instruction, as a list (issue 28)', () => {
    expect(contactInstructions('if you get a fever , back pain , or vomiting , call us right away .')).toEqual(['Call the clinic for fever, back pain or vomiting']);
  });
  it('reads "if you ever get …" and "the worst headache of your life" as a note words them (issue 28)', () => {
    expect(contactInstructions('but if you ever get agitation, sweating, shaking or a racing heart, call us.')).toEqual(['Call the clinic for agitation, sweating, shaking or a racing heart']);
    expect(contactInstructions('and if you get any new weakness, numbness, trouble speaking, or the worst headache of your life, go to the er.')).toEqual([
      'Go to the emergency department for new weakness, numbness, trouble speaking or the worst headache of the patient\'s life',
    ]);
    expect(contactInstructions('call us if the baby stops moving .')).toEqual(['Call the clinic if the baby stops moving']);
  });
});

