/**
 * A medicine left off for a while, not for good: "hold the aspirin for five days before the surgery", "don't take the
 * aspirin until I see you again". The plan writes it "Hold aspirin 81 mg daily for 5 days before the surgery"; a stop
 * with no time said stays "Stop".
 */
import type { Medication } from '../clinical-model.js';
import { spokenNumbersInDigits } from '../vitals/spoken-numbers.js';

/** The words of the stop that say for how long: a time to take it up again, or a span before an event. */
const WINDOW = /^(?:(?:until|till|before(?:hand)?|prior to)\b|for\b[^,]*\b(?:before|prior to|after)\b|(?:a|an|one|two|three|four|five|six|seven|\d+) (?:days?|weeks?) (?:before|prior to)\b)/i;

/** How long a stopped medicine is held, as the plan writes it; none when it is stopped for good. */
function holdWindow(m: Medication): string | undefined {
  if (m.status !== 'stopped') return undefined;
  // "(keep the aspirin) off until after surgery": the "off" that stopped it is not the window.
  const said = m.instruction?.replace(/^(?:off|on hold)\s+/i, '');
  if (said && WINDOW.test(said)) {
    return spokenNumbersInDigits(said)
      .text.replace(/\buntil (?:i|we) see (?:you|him|her|them)(?: again| next(?: time)?)?\b/i, 'until the next visit')
      .replace(/\s+/g, ' ')
      .trim();
  }
  return undefined;
}

/** The plan's order for a stopped medicine, `words` its name and sig: held for a while (a duration or a window said), or stopped. */
export function stopOrder(m: Medication, words: string): string {
  const window = holdWindow(m);
  return [m.duration || window ? 'Hold' : 'Stop', words, window].filter(Boolean).join(' ');
}
