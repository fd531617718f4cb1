import { describe, expect, it } from 'vitest';
import { detailAnswered } from './detail-answered.js';

describe("a wh-question or an either-or question and the patient's short answer as one statement", () => {
  it('tells when, from a "when" question and a time', () => {
    expect(detailAnswered('and when was your last bowel movement ?', 'uh , two days ago .')).toBe('your last bowel movement was two days ago');
    expect(detailAnswered('When was your last colonoscopy?', 'Probably about five years ago.')).toBe('your last colonoscopy was about five years ago');
    expect(detailAnswered('when was your last tetanus shot?', 'in 2015.')).toBe('your last tetanus shot was in 2015');
    expect(detailAnswered('okay , and when did you start the metformin ?', 'last march .')).toBe('you started the metformin last march');
    expect(detailAnswered('when did you first notice the lump?', 'like a month ago.')).toBe('you first noticed the lump a month ago');
    expect(detailAnswered('how long ago did you have the surgery?', 'three years ago.')).toBe('you had the surgery three years ago');
    expect(detailAnswered('when were you diagnosed with crohn\'s?', 'september first of nineteen ninety five.')).toBe("you were diagnosed with crohn's september first of nineteen ninety five");
    expect(detailAnswered('when was your gallbladder surgery ?', 'it was in january of two thousand five .')).toBe('your gallbladder surgery was in january of two thousand five');
    expect(detailAnswered('when was the last time you saw a dentist?', 'a couple years ago.')).toBe('you last saw a dentist a couple years ago');
    expect(detailAnswered('when did you start using the cane?', 'about five days ago, now.')).toBe('you started using the cane about five days ago');
  });

  it('tells how long, from a "how long" question and a duration', () => {
    expect(detailAnswered('how long have you been taking the lisinopril?', 'about two years.')).toBe('you have been taking the lisinopril for about two years');
    expect(detailAnswered('how long have you been on insulin ?', 'maybe ten years .')).toBe('you have been on insulin for about ten years');
    expect(detailAnswered('and how long have you had the pacemaker?', 'since 2012.')).toBe('you have had the pacemaker since 2012');
    expect(detailAnswered('how long did you take the methadone for?', 'two to three months.')).toBe('you took the methadone for two to three months');
    expect(detailAnswered('how long have you been wearing your cpap ?', "it's been about a year now .")).toBe('you have been wearing your cpap for about a year');
  });

  it('tells how often, from a "how often" question and a frequency', () => {
    expect(detailAnswered('how often are you using your inhaler?', 'maybe twice a week.')).toBe('you are using your inhaler about twice a week');
    expect(detailAnswered('how often do you check your sugars ?', 'every morning .')).toBe('you check your sugars every morning');
    expect(detailAnswered('How frequently do you take the ibuprofen?', 'Once or twice a day.')).toBe('you take the ibuprofen once or twice a day');
    expect(detailAnswered('how often are you using your inhaler now?', 'twice a week.')).toBe('you are using your inhaler twice a week now');
    expect(detailAnswered('how often have you had a kidney stone?', 'once every five years or so.')).toBe('you have had a kidney stone about once every five years');
  });

  it('tells how much or how many, from the question and an amount', () => {
    expect(detailAnswered('how much weight have you lost ?', 'about ten pounds .')).toBe('you have lost about ten pounds');
    expect(detailAnswered('how much ibuprofen do you take a day?', 'maybe four tablets.')).toBe('you take about four tablets of ibuprofen a day');
    expect(detailAnswered('how many pillows do you sleep on?', 'two.')).toBe('you sleep on two pillows');
    expect(detailAnswered('how much lexapro are you taking now?', 'ten milligrams.')).toBe('you are taking ten milligrams of lexapro now');
    expect(detailAnswered('how many times a night do you get up to urinate?', 'two or three.')).toBe('you get up to urinate two or three times a night');
    expect(detailAnswered('how many times have you been to the emergency room?', 'three times.')).toBe('you have been to the emergency room three times');
  });

  it('tells the option an either-or question offered that the answer picks', () => {
    expect(detailAnswered('are you taking the metformin in the morning or at night?', 'at night.')).toBe('you are taking the metformin at night');
    expect(detailAnswered('are you taking the metformin in the morning or at night?', 'in the morning.')).toBe('you are taking the metformin in the morning');
    expect(detailAnswered('is your period regular or irregular ?', 'irregular .')).toBe('your period is irregular');
    expect(detailAnswered("what have your sugars been running , in like the 200's or 300's ?", "300's .")).toBe('your sugars have been running in the 300s');
  });

  it('takes what a pronoun stands for from the doctor just before, or from the topic the question opens on, else tells nothing', () => {
    const before = ['have- ...', "have you just been checking your blood sugars at home and noticed that they're really high ?"];
    expect(detailAnswered("what have they been running , in like the 200's or 300's ?", "300's .", { before })).toBe('your blood sugars have been running in the 300s');
    expect(detailAnswered("what have they been running , in like the 200's or 300's ?", "300's .")).toBeUndefined();
    expect(detailAnswered('crestor , how long have you been taking that ?', 'about 18 months .', { named: ['crestor'] })).toBe('you have been taking crestor for about 18 months');
    expect(detailAnswered('crestor , how long have you been taking that ?', 'about 18 months .')).toBeUndefined();
    // "It" is most often the complaint, whatever the doctor named before; two things named leave "they" unknown.
    expect(detailAnswered('how long has it been going on ?', 'about three weeks .', { before: ['and when was your last bowel movement ?'] })).toBeUndefined();
    expect(detailAnswered('how often do you take them ?', 'every day .', { before: ['are you taking your vitamins and your iron pills ?'] })).toBeUndefined();
    expect(detailAnswered('is it sharp or dull ?', 'sharp .')).toBeUndefined();
    expect(detailAnswered('when did this happen ?', 'about four days ago .')).toBeUndefined();
  });

  it('tells nothing of an answer that hedges, says more than the detail asked, or is a statement of its own', () => {
    expect(detailAnswered('how long have you been taking the lisinopril?', "i don't know.")).toBeUndefined();
    expect(detailAnswered('how long have you been taking the lisinopril?', 'maybe.')).toBeUndefined();
    expect(detailAnswered('how often are you using your inhaler?', 'i think twice a week.')).toBeUndefined();
    expect(detailAnswered('how long have you been taking the lisinopril?', "i've been on it since my heart attack.")).toBeUndefined();
    expect(detailAnswered('when was your last bowel movement ?', 'this morning , but it was really hard and it took forever .')).toBeUndefined();
    expect(detailAnswered('when was your last bowel movement?', 'it was normal.')).toBeUndefined();
    expect(detailAnswered('when was your last bowel movement?', 'it was two days ago, i think.')).toBeUndefined();
    // A predicate with a clause of its own garbles when told.
    expect(detailAnswered('how long have you known you have anemia?', 'a few months.')).toBeUndefined();
    // What was quit is not said: "He quit 20 years ago." would tell nothing.
    expect(detailAnswered('how long ago did you quit?', 'about twenty years ago.')).toBeUndefined();
    expect(detailAnswered('when was your last colonoscopy?', 'with doctor smith.')).toBeUndefined();
    expect(detailAnswered('how often are you using your inhaler?', 'never.')).toBeUndefined();
    expect(detailAnswered('how often are you using your inhaler?', 'three times.')).toBeUndefined();
    expect(detailAnswered('are you taking the metformin in the morning or at night?', 'both.')).toBeUndefined();
    expect(detailAnswered('do you use the brand name or generic?', 'generic.')).toBeUndefined();
  });

  it('tells nothing of a question of the examination, the visit, a wish, or the social history', () => {
    expect(detailAnswered('how much does it hurt when i press here?', 'a lot.')).toBeUndefined();
    expect(detailAnswered('does it hurt more on the inside or the outside when i push?', 'the inside.')).toBeUndefined();
    expect(detailAnswered('when can you come back?', 'next week.')).toBeUndefined();
    expect(detailAnswered('when would you like to schedule the surgery?', 'next month.')).toBeUndefined();
    expect(detailAnswered('how often do you want to come in?', 'every month.')).toBeUndefined();
    expect(detailAnswered('how many cigarettes do you smoke a day?', 'ten.')).toBeUndefined();
    expect(detailAnswered('when did you stop smoking?', 'two years ago.')).toBeUndefined();
    expect(detailAnswered('what brings you in today?', 'my knee.')).toBeUndefined();
  });
});
