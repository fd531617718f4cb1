import { beforeAll, describe, expect, it } from 'vitest';
import { loadLexicon } from '../../../lexicon/lexicon.js';
import { segmentsFromText } from '../dialogue/transcript-text.js';
import { renderSoap } from '../render/soap.js';
import { extractClinicalModel } from '../rule-based-extractor.js';
import { TermIndex } from '../term-index.js';

let index: TermIndex;
beforeAll(async () => {
  index = new TermIndex(await loadLexicon());
});

const read = (transcript: string) => extractClinicalModel({ segments: segmentsFromText(transcript), mode: 'consultation', language: 'en-US' }, index);
const note = (transcript: string) => renderSoap(read(transcript)).sections.flatMap((s) => s.sentences.map((sentence) => sentence.text));
/** The sentences of the note that tell the diet. */
const dietLines = (transcript: string) => note(transcript).filter((text) => /\bdiet/i.test(text));

// The exchanges below are ACI-BENCH train dialogues (the encounter named in each test), trimmed to the diet talk.
describe('the diet history', () => {
  it('tells a diet kept, with what the patient avoids (train D2N001, D2N004)', () => {
    const kept = `[doctor] so tell me , how are you doing with the congestive heart failure ? how are you doing watching your diet ? i know we've talked about watching a low sodium diet . are you doing okay with that ?
[patient] i've been doing well with that . i resisted , as much , as i could , from the tater tots , you know , the soft pretzels , the salty foods that i , i love to eat . and i've been doing a really good job .`;
    expect(dietLines(kept)).toEqual(['Adheres to a low-sodium diet, avoiding tater tots, soft pretzels and salty foods.']);
    const agreed = `[doctor] how are you doing with your diet ?
[patient] um , been pretty good t- taking my medications , watching my diet , trying to , uh , trying to exercise regularly , too .
[doctor] okay . so , you're avoiding the salty foods like we had talked about ?
[patient] yes .`;
    expect(dietLines(agreed)).toEqual(['Adheres to a low-sodium diet, avoiding salty foods.']);
  });

  it('tells a diet mostly kept, and what is eaten against it (train D2N003, D2N012, D2N014)', () => {
    const takeOut = `[doctor] okay . and how about your ... your acid reflux ? how are you doing with ... i know you were making some diet changes .
[patient] yeah , i've been pretty good with the diet , but with the pain i have been having , it has been easier to call and have something delivered . so i have been ordering a lot of take-out and fast food that can be delivered to my door .`;
    expect(dietLines(takeOut)).toEqual(['Mostly adheres to diet; dietary indiscretion with take-out and fast food.']);
    const travelling = `[doctor] okay . all right . well , let's start with your diabetes . so , your diet's been good ?
[patient] um , for the most part , but we have been traveling all over to different sports tournaments for the kids , so it was , uh , a weekend of , uh , eating on the go , crumby junk food , pizza , and did n't really stick to the diet , so that was a bit of an adjustment .`;
    expect(dietLines(travelling)).toEqual(['Mostly adheres to a diabetic diet; dietary indiscretion with junk food and pizza.']);
    const cheats = `[doctor] okay . and , and you're watching your diet , you're avoiding salt . have you had anything salty ?
[patient] i cheat every now and then . you know , i try and stay away from the junk food and the salty foods . but , for the most part , i've been doing a good job of that .`;
    expect(dietLines(cheats)).toEqual(['Mostly adheres to a low-sodium diet, avoiding junk food and salty foods, with occasional dietary indiscretion.']);
  });

  it('tells a diet hard to keep, with what is eaten (train D2N008, D2N039)', () => {
    const travelling = `[doctor] how have you been doing watching your salt intake ? i know that that's kind of been a struggle for you .
[patient] um , it's been more of a struggle recently . i've been traveling a lot . and along the way i stopped at , you know , mcdonald's and got two cheeseburgers . and so , i , i could be doing better .`;
    expect(dietLines(travelling)).toEqual(['Difficulty adhering to a low-sodium diet; dietary indiscretion with cheeseburgers.']);
    // What is lost with the patient's words is said in the diet's: eating out.
    const eatingOut = `[doctor] how is your diet going ?
[patient] it's been hard , we moved house last month and we have been eating out a lot .`;
    expect(dietLines(eatingOut)).toEqual(['Difficulty adhering to diet; dietary indiscretion with restaurant meals.']);
    const football = `[doctor] so let's talk a little bit about your diet tell me how how is your diet what what are the what kind of foods do you like
[patient] so i really you know with everything going on i really been trying to get better but i mean during football season it's really difficult i really love watching my games so have a lot of pizza wings subs like i said i've been trying to cut down especially on days where there is no games`;
    expect(dietLines(football)).toEqual(['Difficulty adhering to diet; dietary indiscretion with pizza, wings and subs.']);
  });

  it('tells the foods a patient likes, answered or told unasked (train D2N035, D2N041, D2N016, D2N058, D2N062, D2N066)', () => {
    const chips = `[doctor] are you eating a lot of salty foods and pizza or
[patient] i like potato chips
[doctor] yeah
[patient] i like the salt and vinegar potato chips they're really good so`;
    expect(dietLines(chips)).toEqual(['Dietary indiscretion with potato chips.']);
    const wine = `[doctor] okay alright and are you watching your salt intake
[patient] i really like my chips with my wine`;
    expect(dietLines(wine)).toEqual(['Dietary indiscretion with chips and wine.']);
    const burgers = `[doctor] yeah . all right . and then , in terms of your high blood pressure , how are you doing with that ?
[patient] i still have my good days and my bad days . i do take my medicine daily . uh , but , you know that burger and wine , every once in a while , sneaks in there , and that salt be ... we know what that does .`;
    expect(dietLines(burgers)).toEqual(['Occasional dietary indiscretion with burgers, wine and salt.']);
    const pizza = `[doctor] now tell me are you watching your salt intake and trying to change your diet
[patient] yeah so when i was in the hospital they said something about my way my heart pumps now
[doctor] mm-hmm
[patient] it it's it's a little low and i might keep fluid on my legs if i'm not careful
[doctor] right
[patient] and it's gon na be hard because you know i i really do like pizza and and they told me that i'm really gon na have to watch salt`;
    // "Yeah" to watching the salt, then "it's gonna be hard" said on while the doctor only acknowledges.
    expect(dietLines(pizza)).toEqual(['Difficulty adhering to a low-sodium diet; dietary indiscretion with pizza.']);
    const moving = `[doctor] okay and what do you mean by bigger pieces of food like what's your diet like
[patient] well things have been stressed over the last couple of months so lacks a moving from the west coast of east coast so i've been drinking more eating things like pizza burgers i know it's not good but you know it's been pretty busy`;
    expect(dietLines(moving)).toEqual(['Dietary indiscretion with pizza and burgers.']);
    const cookies = `[doctor] we talked about it controlling your diet or improving your diet and trying to have a balanced meal and not eating some of these sweets and high sugar items how is that going
[patient] yeah she still makes cookies and i still eat them but you know we are trying to trying to do better trying to stay away from more of those carbs and focus on you know less carby less sweet stuff`;
    expect(dietLines(cookies)).toEqual(['Dietary indiscretion with cookies; trying to avoid carbs and sweets.']);
  });

  it('tells no diet from food named with a complaint, or from a drink asked of as alcohol', () => {
    const trigger = `[doctor] does anything bring on the heartburn ?
[patient] yeah i had pizza last night and then it started burning`;
    expect(dietLines(trigger)).toEqual([]);
    expect(read(trigger).diet).toBeUndefined();
    const alcohol = `[doctor] do you drink alcohol ?
[patient] a glass of wine with dinner`;
    expect(read(alcohol).diet).toBeUndefined();
    const appetite = `[doctor] are you eating well ?
[patient] yes i'm eating fine`;
    expect(read(appetite).diet).toBeUndefined();
  });

  it('does not tell the diet again in the patient\'s own words (train D2N008)', () => {
    const transcript = `[doctor] how have you been doing watching your salt intake ? i know that that's kind of been a struggle for you .
[patient] um , it's been more of a struggle recently . and along the way i stopped at , you know , mcdonald's and got two cheeseburgers . and so , i , i could be doing better .`;
    expect(note(transcript).filter((text) => /cheeseburgers|doing better/i.test(text))).toEqual(['Difficulty adhering to a low-sodium diet; dietary indiscretion with cheeseburgers.']);
  });
});
