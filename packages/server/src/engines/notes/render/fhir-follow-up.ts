/**
 * The follow-up visit as a proposed Appointment. The date is requested, not booked: a requested
 * period needs no time of day (an Appointment's start would need one, and an end).
 */
import type { FollowUp } from '../clinical-model.js';
import type { FhirContext, SectionEntry } from './fhir-context.js';
import { evidenceText } from './fhir-narrative.js';
import type { Appointment, Period } from './fhir-types.js';
import { addDuration, durationText } from './fhir-units.js';

export function followUpAppointment(followUp: FollowUp, key: string, ctx: FhirContext): SectionEntry {
  const when = followUpWhen(followUp, ctx.now);
  const description = when === undefined ? 'Follow-up' : `Follow-up ${when.words}`;
  const resource: Appointment = {
    resourceType: 'Appointment',
    id: ctx.idOf(key),
    status: 'proposed',
    description,
    ...(when === undefined ? {} : { requestedPeriod: [when.period] }),
    // Appointment has no note: the transcript reference goes in its comment.
    comment: evidenceText(followUp),
    participant: [{ actor: ctx.patient, status: 'needs-action' }],
  };
  return { resource, line: description };
}

/** A said date is the day itself; an interval counts from now, and a range ("in a week or two") ends at its last. */
function followUpWhen(followUp: FollowUp, now: Date): { words: string; period: Period } | undefined {
  if (followUp.date !== undefined) return { words: `on ${followUp.date}`, period: { start: followUp.date, end: followUp.date } };
  if (followUp.interval !== undefined) {
    const { upTo, ...first } = followUp.interval;
    const start = addDuration(now, first).toISOString();
    if (upTo === undefined) return { words: `after ${durationText(first)}`, period: { start } };
    const last = { ...first, value: upTo };
    return { words: `after ${first.value}-${durationText(last)}`, period: { start, end: addDuration(now, last).toISOString() } };
  }
  return undefined;
}
