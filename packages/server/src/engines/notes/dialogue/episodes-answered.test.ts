import { describe, expect, it } from 'vitest';
import { episodesAnswered } from './episodes-answered.js';

describe('episodes answered', () => {
  it('tells a first episode, one had before, and how many there have been (issue 28, twenty-fifth round)', () => {
    expect(episodesAnswered('have you had gallstones before', "no i've never had gallstones my mother had them")).toBe('you have never had gallstones before');
    expect(episodesAnswered('have you had any in the past or is this your first one', "this is my first time i've never had this before")).toBe('this is your first episode');
    expect(episodesAnswered('and have you had migraines like this before', 'i have')).toBe('you have had similar migraines before');
    expect(episodesAnswered('have you ever had a seizure before', 'yeah once when i was a kid')).toBe('you have had a seizure before');
    expect(episodesAnswered('how many times would you say you have had one of these episodes', 'this might be my fourth time')).toBe('this is your fourth episode');
    // An injury asked of a part: "that wrist" is the one injured now, "the" wrist in the note.
    expect(episodesAnswered('have you ever injured that wrist before', 'no never')).toBe('you have never injured the wrist before');
    expect(episodesAnswered('have you ever injured this elbow before', 'no i have not')).toBe('you have never injured the elbow before');
    expect(episodesAnswered('have you ever had any issue with anesthesia in the past', 'no')).toBe('you have never had problems with anesthesia before');
  });

  it('tells nothing of another question, an answer that does not say, or one of someone else', () => {
    expect(episodesAnswered('have you taken ibuprofen before', 'yes')).toBeUndefined();
    expect(episodesAnswered('have you had gallstones before', "i'm not sure")).toBeUndefined();
    expect(episodesAnswered('has your sister had gallstones before', 'yes')).toBeUndefined();
    expect(episodesAnswered('when did the pain start', 'two days ago')).toBeUndefined();
    // "No surgeries, but I've had back pain": something had before as well, which the narrative tells whole.
    expect(episodesAnswered('have you had any neck surgeries or neck problems in the past', "no surgeries but i've had stiffness now and then")).toBeUndefined();
    expect(episodesAnswered('have you ever hurt your right knee before', "no i've had lots of sprains skiing but never this knee")).toBeUndefined();
  });
});
