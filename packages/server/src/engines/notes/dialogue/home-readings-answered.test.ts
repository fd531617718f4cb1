import { describe, expect, it } from 'vitest';
import { homeReadingsAnswered } from './home-readings-answered.js';

// Questions and answers as ACI-BENCH's train and valid transcripts say them (issue 28: the history of a follow-up
// visit tells whether the patient checks the readings at home, and what they have been).
describe('home readings answered', () => {
  it('tells whether the patient checks at home, how often, and what the readings have been', () => {
    expect(
      homeReadingsAnswered(
        'are you monitoring your blood pressure readings at home , like i recommended ?',
        "i'm good about it during the week while i am at home working , but on the weekends when i'm out of the house i tend to forget . uh , and so it's not as regimented , but it's been pretty good and-and under control .",
      ),
    ).toBe('you check your blood pressure at home inconsistently; the blood pressure readings have been good');
    expect(homeReadingsAnswered('and have you been taking your blood pressures at home like we talked about', 'yes they are doing fine still about the same')).toBe(
      'you check your blood pressure at home; the blood pressure readings have been good',
    );
    expect(homeReadingsAnswered('did you buy the blood pressure cuff i asked you to have you been checking your blood pressure at home', 'periodically yes')).toBe(
      'you check your blood pressure at home periodically',
    );
    expect(homeReadingsAnswered('and do you check your blood sugars every morning at home', 'every morning')).toBe('you check your blood sugars at home every morning');
    expect(homeReadingsAnswered("and you're watching your blood sugars at home ?", "mm-hmm . i monitor it regularly . not always , i can forget , but i'm pretty good about my measuring it .")).toBe(
      'you check your blood sugars at home inconsistently',
    );
    expect(
      homeReadingsAnswered('have you been taking your blood sugars before you eat everyday', 'i have and those those have been pretty good they are like in the low one hundreds'),
    ).toBe('you check your blood sugars at home; the blood sugar readings have been in the low 100s');
    expect(
      homeReadingsAnswered('have you just been taking your blood sugars at home and noticed that they\'re really high ? or ?', "yeah i've been taking them at home and i feel like they've been creeping up slightly ."),
    ).toBe('you check your blood sugars at home; the blood sugar readings have been rising');
    expect(
      homeReadingsAnswered(
        'you measure your blood pressure at home',
        'yeah i she wanted me to get a blood pressure cuff so i did start getting checking my blood pressures probably like a few times a week',
      ),
    ).toBe('you check your blood pressure at home a few times a week');
    expect(
      homeReadingsAnswered(
        'are you watching your blood sugars are you taking them at home',
        "sometimes i take that all that often again that could be all over the place sometimes i get if i take it first thing in the morning it'll be like eighty or ninety",
      ),
    ).toBe('you check your blood sugars at home; the blood sugar readings have varied from 80 to 90');
  });

  it('tells of a cuff bought, and of checking said by the patient however the doctor asked', () => {
    expect(homeReadingsAnswered('have you bought a blood pressure cuff to have at home now', 'yes i already had one but i very failed if i ever used it')).toBe('you have a home blood pressure cuff');
    expect(
      homeReadingsAnswered(
        'did you ever buy that blood pressure cuff that i asked you to buy',
        'yes i did i blood the blood pressure cuff and my blood pressure is like all over the place sometimes it could be like one twenty for the top number',
      ),
    ).toBe('you have a home blood pressure cuff; the blood pressure readings have been variable');
    expect(
      homeReadingsAnswered('how are you doing with your blood sugars and your and your diet and exercise', "yeah i i check my sugar two or three times a week most of the time it's in that one twenty to one forty range"),
    ).toBe('you check your blood sugars at home two or three times a week; the blood sugar readings have been 120-140');
    // The drug taken for it is no checking.
    expect(homeReadingsAnswered('what about your medication we have you on some medication for your blood pressure right', 'yes i take take them regularly at eight thirty in the morning')).toBeUndefined();
  });

  it('tells the figures the readings have been, said as clinicians say them (issue 28, train D2N066, D2N039)', () => {
    expect(homeReadingsAnswered('are you checking your blood pressure at home', "yeah and it's been as high as one seventy over ninety")).toBe(
      'you check your blood pressure at home; the blood pressure readings have been as high as 170/90',
    );
    expect(homeReadingsAnswered('are you checking your blood pressure at home', "yes it's usually around one thirty over eighty")).toBe(
      'you check your blood pressure at home; the blood pressure readings have been around 130/80',
    );
    expect(homeReadingsAnswered('are you checking your sugars at home', 'yes they run between ninety and one ten')).toBe(
      'you check your blood sugars at home; the blood sugar readings have been 90-110',
    );
    // A number that is no reading (how many times, a range of days) or none that could be is not written.
    expect(homeReadingsAnswered('are you checking your sugars at home', 'yes two or three times a week')).toBe('you check your blood sugars at home two or three times a week');
    expect(homeReadingsAnswered('are you checking your blood pressure at home', 'yes about fourteen over nine')).toBe('you check your blood pressure at home');
  });

  it('tells the span of readings said to vary, from the lowest figure said to the highest (issue 28, twenty-fifth round)', () => {
    expect(homeReadingsAnswered('did you get the blood pressure cuff', "yes and it's up and down some days it's one eighteen on top other days it's one forty five on top")).toBe(
      'you have a home blood pressure cuff; the blood pressure readings have varied from 118 to 145 systolic',
    );
    expect(homeReadingsAnswered('are you checking your sugars at home', "yes they're all over the place in the morning it's seventy or eighty but after dinner it can be one sixty")).toBe(
      'you check your blood sugars at home; the blood sugar readings have varied from 70 to 160',
    );
    // One figure said spans nothing; a pressure said whole is told as said.
    expect(homeReadingsAnswered('are you checking your blood pressure at home', "yes it's up and down sometimes one fifty")).toBe(
      'you check your blood pressure at home; the blood pressure readings have been variable',
    );
  });

  it('tells where the readings are taken when it is not at home', () => {
    expect(
      homeReadingsAnswered(
        "okay . um , and , you're checking your blood pressures at home , it sounds like ?",
        'i , i do . well , i go to cvs pharmacy . they , they have a , uh , machine that i can sit down at quickly and get my , uh , blood pressure taken . and , i go there about once a week .',
      ),
    ).toBe('you check your blood pressure at a pharmacy about once a week');
  });

  it('tells that the patient does not check, or has no cuff yet', () => {
    expect(homeReadingsAnswered('what have your blood sugars been running in the low one hundreds or two hundreds or what', "i have n't been checking my blood sugars")).toBe(
      'you have not been checking your blood sugars at home',
    );
    expect(homeReadingsAnswered('are you keeping your sugars low', 'it\'s going okay i i forget to check quite a bit though')).toBe('you check your blood sugars at home inconsistently');
    expect(
      homeReadingsAnswered('we talked about getting you a blood pressure cuff at home did you end up getting one of those', "no i have n't got one yet i know i needed to get one"),
    ).toBe('you do not yet have a home blood pressure cuff');
    expect(homeReadingsAnswered('for your blood sugar check are you checking that or not really', 'i i i did it a couple of weeks ago')).toBe(
      'you last checked your blood sugars a couple of weeks ago',
    );
  });

  it('tells nothing of another question, an answer that asks back, or an answer of something else', () => {
    expect(homeReadingsAnswered('are you checking your accu-cheks how has that been going', "i i'm sorry what's an accu-chek")).toBeUndefined();
    expect(homeReadingsAnswered('how have your blood sugars been running', "yeah my my a1c is six point seven it's pretty well controlled")).toBeUndefined();
    expect(homeReadingsAnswered('do you have any chest pain ?', 'no')).toBeUndefined();
    expect(homeReadingsAnswered('have you been taking your medications regularly', 'yes i have')).toBeUndefined();
  });
});
