/**
 * What a note's heading is written from: the clinical model's sections (domain/note-templates.ts's sources) for the
 * headings clinicians write, those of ACI-BENCH's notes ("CHIEF COMPLAINT" … "ASSESSMENT AND PLAN", "INSTRUCTIONS")
 * and MTS-Dialog's 20 section headers (CC, GENHX, ROS, FAM/SOCHX …) among them. A heading it does not know is the
 * section router's to place, from the section's text (`sourcesOfText`).
 */
import type { SectionSource } from '../../../domain/note-templates.js';
import { sectionOfSnippet } from '../router/note-router.js';

const VOCABULARY: ReadonlyArray<readonly [readonly SectionSource[], readonly string[]]> = [
  [['chief_complaint'], ['chief complaint', 'chief complaints', 'cc', 'presenting complaint', 'presenting complaints', 'complaints', 'complaint', 'reason for visit', 'reason for referral']],
  [
    ['history_of_present_illness'],
    ['history of present illness', 'hpi', 'history of presenting illness', 'history of presenting complaint', 'present illness', 'genhx', 'history', 'interval history', 'subjective', 'edcourse', 'ed course', 'hospital course'],
  ],
  [['review_of_systems'], ['review of systems', 'ros', 'systems review', 'system review']],
  [
    ['past_medical_history'],
    ['past medical history', 'medical history', 'pmh', 'past history', 'pastmedicalhx', 'past surgical history', 'surgical history', 'pastsurgical', 'gynhx', 'other history', 'immunizations', 'birth history'],
  ],
  [['current_medications'], ['medications', 'current medications', 'meds', 'medication history', 'drug history', 'home medications']],
  [['allergies'], ['allergies', 'allergy', 'drug allergies']],
  [['family_history'], ['family history', 'fh']],
  [['social_history'], ['social history', 'sh', 'personal history']],
  [['family_history', 'social_history'], ['fam/sochx', 'family and social history', 'social and family history']],
  [['vitals'], ['vitals', 'vital signs', 'vitals reviewed']],
  [['examination'], ['physical examination', 'physical exam', 'exam', 'examination', 'pe', 'on examination', 'o/e', 'general examination', 'systemic examination', 'objective']],
  [['results'], ['results', 'labs', 'lab results', 'investigations', 'investigation results', 'imaging', 'data', 'diagnostic studies']],
  [['assessment'], ['assessment', 'impression', 'diagnosis', 'diagnoses', 'provisional diagnosis', 'working diagnosis']],
  [['plan'], ['plan', 'treatment plan', 'management', 'disposition']],
  [['assessment_and_plan'], ['assessment and plan', 'impression and plan', 'a/p', 'a and p']],
  [['medications'], ['prescription', 'rx', 'treatment', 'medications prescribed']],
  [['investigations_advised'], ['investigations advised', 'tests ordered', 'orders', 'investigations ordered', 'tests advised']],
  [['procedures'], ['procedures', 'procedure']],
  [['advice'], ['instructions', 'patient instructions', 'advice', 'counselling', 'counseling', 'patient education']],
  [['follow_up'], ['follow up', 'followup', 'review', 'next visit', 'return visit']],
];

/** "ASSESSMENT & PLAN:", "Follow-up", "OTHER_HISTORY" → "assessment and plan", "follow up", "other history". */
export const headingKey = (heading: string): string =>
  heading
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[_-]/g, ' ')
    .replace(/[^a-z0-9/ ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const BY_KEY = new Map(VOCABULARY.flatMap(([sources, headings]) => headings.map((heading) => [heading, sources] as const)));

export const isKnownHeading = (heading: string): boolean => BY_KEY.has(headingKey(heading));

/** The sources of a heading the vocabulary knows; undefined for another. */
export const sourcesOfHeading = (heading: string): readonly SectionSource[] | undefined => BY_KEY.get(headingKey(heading));

/**
 * The sources of a section whose heading is unknown, from its text: the section router's MTS-Dialog header for it, with
 * the router's probability.
 */
export function sourcesOfText(text: string): { sources: readonly SectionSource[]; header: string; probability: number } {
  const { section, probability } = sectionOfSnippet(text);
  const sources = sourcesOfHeading(section);
  // Every class of the router is an MTS-Dialog header, which the vocabulary holds: a model trained on others is refused.
  if (sources === undefined) throw new Error(`notes-router model: its section ${section} is not a heading the note templates know`);
  return { sources, header: section, probability };
}
