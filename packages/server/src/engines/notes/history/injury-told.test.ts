import { describe, expect, it } from 'vitest';
import { injuryTold, popTold } from './injury-told.js';

describe('how an injury happened', () => {
  it('reads what the patient was doing apart from what happened', () => {
    expect(injuryTold('i was taking out the trash last night and i ended up slipping on a patch of ice like and then when i fell i heard this pop and it just hurts')).toEqual({
      activity: 'taking out the trash',
      event: 'slipping on a patch of ice',
    });
    expect(injuryTold("i was going to take out the trash and it was quite icy i thought i was doing okay job and i just slipped and and fell and i'm pretty sure i heard a pop")).toEqual({
      activity: 'taking out the trash',
      event: 'slipping and falling',
    });
    expect(injuryTold('yeah i was you know i was just doing some work on my property and i i accidentally slipped and fell down and i just still having some knee issues')).toEqual({
      activity: 'doing work on the property',
      event: 'slipping and falling',
    });
    expect(injuryTold('well , i was , um , trying to change a light bulb , and i was up on a ladder and i kinda had a little bit of a stumble and kinda twisted my knee as i was trying to catch my fall .')).toEqual({
      activity: 'changing a light bulb',
      event: 'twisting the knee',
    });
    // "Twisted on it": the part named before, twisted (issue 28).
    expect(injuryTold('so about three weeks ago i was playing pickleball with my wife and i kind of twisted on it going for a shot.')).toEqual({
      activity: 'playing pickleball with the wife',
      event: 'a twisting injury',
    });
    expect(injuryTold('yeah i was walking up and down the stairs i was doing my laundry and i slipped and i tried to catch myself')).toEqual({
      activity: 'walking up and down the stairs',
      event: 'slipping',
    });
  });

  it('takes the activity alone when what happened is the complaint itself or someone else did it', () => {
    expect(injuryTold('i was golfing and i hurt my back when i went for my backswing')).toEqual({ activity: 'golfing' });
    expect(injuryTold('uh , we were helping my daughter with some heavy equipment and lifted some boxes a little too quickly , and they were a little too heavy .')).toEqual({});
    expect(injuryTold('we were helping my daughter with some heavy equipment and lifted some boxes a little too quickly and i hurt my back')).toEqual({
      activity: 'helping the daughter with heavy equipment',
      event: 'lifting boxes',
    });
    expect(injuryTold('and it kind of bent it back a bit .')).toEqual({ event: 'a hyperextension injury' });
    expect(injuryTold('i bent my finger backwards')).toEqual({ event: 'a hyperextension injury' });
    expect(injuryTold('i was outside and i fell down i was walking a bit and i did have a pain in my chest')).toEqual({ activity: 'walking', event: 'falling' });
    expect(injuryTold('i was playing basketball and jerry ran into me and the inside of my knee hurts')).toEqual({ activity: 'playing basketball' });
    // "It slipped out from under me": the trampoline's doing, said with the patient as the object.
    expect(injuryTold("i was jumping on my kid's trampoline and i could just slipped out from under me")).toEqual({ activity: "jumping on the kid's trampoline" });
  });

  it('reads a motor vehicle accident as what happened, however the patient names it (issue 28, train D2N005)', () => {
    expect(injuryTold('a little embarrassing . um , i got rear-ended , slow motor , uh , vehicle accident , and i got really angry with the person who hit me')).toEqual({
      event: 'a motor vehicle accident',
    });
    expect(injuryTold('i was driving to work and got into a car accident')).toEqual({ activity: 'driving to work', event: 'a motor vehicle accident' });
    expect(injuryTold('i was in a car crash last week')).toEqual({ event: 'a motor vehicle accident' });
    // A car's accident of someone else's, or one long ago said with no injury, is not the patient's.
    expect(injuryTold('my son was in a car accident')).toEqual({});
  });

  it('reads nothing of an activity told with no injury, or of something other than doing', () => {
    expect(injuryTold('i was walking the dog and i got really short of breath')).toEqual({});
    expect(injuryTold('i was thinking i hurt it again')).toEqual({});
    expect(injuryTold("i was taking ibuprofen and i hurt it anyway")).toEqual({});
    expect(injuryTold('my wife and i were on a walk yesterday and i was just talking to her and stepped off the curb and landed on it wrong')).toEqual({});
  });

  it('hears a pop felt or heard, not one asked about or denied', () => {
    expect(popTold('i did feel something pop yes')).toBe(true);
    expect(popTold('and then when i fell i heard this pop')).toBe(true);
    expect(popTold('i felt like a pop on the inside of the knee.')).toBe(true);
    expect(popTold('i f- felt the pop , and i immediately had to hit the ground')).toBe(true);
    expect(popTold('did you hear a pop or anything like that ?')).toBe(false);
    expect(popTold("i wouldn't say i really heard a pop")).toBe(false);
    expect(popTold('no pop')).toBe(false);
  });
});
