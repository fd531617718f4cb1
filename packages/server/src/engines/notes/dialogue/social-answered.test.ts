import { describe, expect, it } from 'vitest';
import { socialAnswered, socialTopic } from './social-answered.js';

describe('the answer to a question of the social history', () => {
  it('says a fragment answer with the verb asked', () => {
    expect(socialAnswered('do you drink ?', 'a couple of beers on saturdays .')).toBe('i drink a couple of beers on saturdays.');
    expect(socialAnswered('and do you consume alcohol ?', 'uh , yes , but only a couple of beers after working in the yard on saturdays .')).toBe(
      'i drink only a couple of beers after working in the yard on saturdays.',
    );
    expect(socialAnswered('do you exercise at all ?', 'um , three times a week .')).toBe('i exercise three times a week.');
  });

  it('quits smoking when the answer to "do you smoke?" quits', () => {
    expect(socialAnswered('do you smoke ?', 'no , i quit ten years ago .')).toBe('i quit smoking ten years ago.');
    expect(socialAnswered('do you smoke ?', 'i stopped smoking in 2010 .')).toBeUndefined();
  });

  it('tells the work the patient is', () => {
    expect(socialAnswered('what do you do for work ?', "i'm an x-ray tech .")).toBe('i work as an x-ray tech.');
    // The work named as what the patient still is, asked "what are you doing for work these days" (issue 28).
    expect(socialAnswered('okay . what are you doing for work these days , still with the post office ?', "yeah still a mail carrier , so i'm walking all day .")).toBe('i work as a mail carrier.');
    expect(socialAnswered('what do you do for a living ?', 'a teacher , at the high school .')).toBe('i work as a teacher.');
    expect(socialAnswered('what do you do for work ?', 'a lot of driving , i drive a truck .')).toBeUndefined();
    expect(socialAnswered('how much are you drinking in a typical week these days ?', 'probably a glass or two of wine most nights .')).toBe('i drink a glass or two of wine most nights.');
    // "I am a teacher", "I do landscaping", "I work in construction", or the work alone (issue 28, twenty-fifth round).
    expect(socialAnswered('what do you do for a living', 'i am a teacher')).toBe('i work as a teacher.');
    expect(socialAnswered('what kind of work do you do', 'i do yard work')).toBe('i do yard work.');
    expect(socialAnswered('what kind of work do you do', 'well i work in construction')).toBe('i work in construction.');
    expect(socialAnswered('what do you do for work', 'landscaping')).toBe('i work in landscaping.');
    expect(socialAnswered('what do you do for work', 'i do not know')).toBeUndefined();
    // Probe p27 (tuning set): "what do you do?" asked bare, a student answering with the year and the course.
    expect(socialAnswered('what do you do?', 'final year engineering student.')).toBe('i am a final year engineering student.');
    expect(socialAnswered('what do you do?', 'retired.')).toBe('i am retired.');
    expect(socialAnswered('what do you do when the pain comes?', 'i lie down.')).toBeUndefined();
  });

  it('leaves a bare yes or no, a statement already said whole, and a long or personal fragment to the other readings', () => {
    expect(socialAnswered('do you smoke ?', 'no .')).toBeUndefined();
    expect(socialAnswered('do you drink alcohol ?', 'i drink a beer or two on the weekends .')).toBeUndefined();
    expect(socialAnswered('do you drink ?', 'only when my wife and i go out to dinner with friends on a friday night .')).toBeUndefined();
    expect(socialAnswered('do you drink ?', 'sometimes .')).toBeUndefined();
  });

  it('asks of the social history only what it names', () => {
    expect(socialTopic('drink plenty of water , okay ?')).toBeUndefined();
    expect(socialTopic('how is the knee ?')).toBeUndefined();
    expect(socialTopic('are you a smoker ?')).toBe('smoking');
  });
});
