/**
 * A note template (domain/note-templates.ts) rendered from the clinical model: its sections in order, each written from
 * its sources by the built-in notes' own writers (the SOAP note's narrative, the clinical notes' items), as Markdown
 * and as a JSON document of sections. Nothing is written that those notes would not write.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { NoteTemplate, NoteTemplateSection, SectionSource } from '../../../domain/note-templates.js';
import { OneOf, type ClinicalModel } from '../clinical-model.js';
import { renderClinicalNotes, type SectionKey } from './clinical-notes.js';
import { checkBeforeSigning, modelWarnings } from './model-warnings.js';
import { renderSoap, type SoapSectionKey, type SoapSentence } from './soap.js';

const NoteLineSchema = Type.Object({
  text: Type.String(),
  evidence: Type.Array(Type.String(), { description: 'Ids of the transcript segments the line rests on.' }),
  style: Type.Optional(OneOf(['paragraph', 'heading'], 'In prose: the line opens a paragraph, or is a heading of its own (a problem in the assessment and plan).')),
});
type NoteLine = Static<typeof NoteLineSchema>;

/** A note template's document: its sections with what was said for them, the warnings to check, and the note as Markdown. */
export const NoteDocumentSchema = Type.Object({
  template: Type.Object({ id: Type.String(), version: Type.Integer(), name: Type.String() }),
  sections: Type.Array(
    Type.Object({
      heading: Type.String(),
      sources: Type.Array(Type.String()),
      style: OneOf(['prose', 'bullets']),
      lines: Type.Array(NoteLineSchema, { description: 'Empty when nothing was said for the section (a section hidden when empty is left out).' }),
    }),
  ),
  warnings: Type.Array(Type.Object({ code: Type.String(), msg: Type.String() })),
  markdown: Type.String(),
});
export type NoteDocument = Static<typeof NoteDocumentSchema>;

/** Where each source is read: a SOAP section (some of it), or a clinical notes section. */
type SourceReading = { soap: SoapSectionKey; part?: 'plan' } | { notes: SectionKey };

const READINGS: Record<SectionSource, SourceReading> = {
  chief_complaint: { soap: 'chief_complaint' },
  history_of_present_illness: { soap: 'history_of_present_illness' },
  review_of_systems: { soap: 'review_of_systems' },
  past_medical_history: { notes: 'past_medical_history' },
  current_medications: { notes: 'current_medications' },
  allergies: { notes: 'allergies' },
  family_history: { notes: 'family_history' },
  social_history: { notes: 'social_history' },
  vitals: { notes: 'vitals' },
  examination: { notes: 'examination' },
  results: { soap: 'results' },
  assessment: { notes: 'assessment' },
  plan: { soap: 'assessment_and_plan', part: 'plan' },
  assessment_and_plan: { soap: 'assessment_and_plan' },
  medications: { notes: 'medications' },
  investigations_advised: { notes: 'investigations_advised' },
  procedures: { notes: 'procedures' },
  advice: { notes: 'advice' },
  follow_up: { notes: 'follow_up' },
};

/** A SOAP sentence as a line: its paragraph or problem heading kept, a bullet's place given by the section's style. */
const soapLine = ({ text, evidence, style }: SoapSentence): NoteLine => ({
  text,
  evidence,
  ...(style === 'paragraph' || style === 'heading' ? { style } : {}),
});

/** Each source's lines, read from the two built-in notes rendered once. */
function sourceLines(model: ClinicalModel): (source: SectionSource) => NoteLine[] {
  const soap = renderSoap(model);
  const notes = renderClinicalNotes(model, { codify: false });
  return (source) => {
    const reading = READINGS[source];
    if ('notes' in reading) return notes.sections.find((s) => s.key === reading.notes)!.items.map(({ text, evidence }) => ({ text, evidence }));
    const sentences = soap.sections.find((s) => s.key === reading.soap)!.sentences;
    return sentences.filter((s) => reading.part === undefined || s.part === reading.part).map(soapLine);
  };
}

/** A line as a sentence of prose: it ends as a sentence does. */
const asSentence = (text: string) => (/[.!?:]$/.test(text) ? text : `${text}.`);

function proseOf(lines: readonly NoteLine[]): string {
  const paragraphs: string[][] = [];
  for (const line of lines) {
    if (line.style === 'heading') paragraphs.push([`**${line.text.replace(/\.$/, '')}**`], []);
    else if (line.style === 'paragraph' || paragraphs.length === 0) paragraphs.push([asSentence(line.text)]);
    else paragraphs.at(-1)!.push(asSentence(line.text));
  }
  return paragraphs.filter((p) => p.length > 0).map((p) => p.join(' ')).join('\n\n');
}

const bulletsOf = (lines: readonly NoteLine[]) => lines.map((line) => (line.style === 'heading' ? `**${line.text.replace(/\.$/, '')}**` : `- ${line.text}`)).join('\n');

const NONE_RECORDED = '_None recorded._';

function sectionMarkdown(section: NoteDocument['sections'][number]): string {
  const body = section.lines.length === 0 ? NONE_RECORDED : section.style === 'prose' ? proseOf(section.lines) : bulletsOf(section.lines);
  return `## ${section.heading}\n\n${body}\n`;
}

const styleOf = (section: NoteTemplateSection) => section.style ?? 'bullets';

/** The note of `template` written from the clinical model. */
export function noteDocument(template: NoteTemplate, model: ClinicalModel): NoteDocument {
  const linesOf = sourceLines(model);
  const sections = template.sections
    .map((section) => ({ heading: section.heading, sources: [...section.sources], style: styleOf(section), lines: section.sources.flatMap(linesOf), hide: section.optional === true }))
    .filter((section) => !(section.hide && section.lines.length === 0))
    .map(({ hide: _hide, ...section }) => section);
  return {
    template: { id: template.id, version: template.version, name: template.name },
    sections,
    warnings: modelWarnings(model),
    markdown: `${checkBeforeSigning(model)}${sections.map(sectionMarkdown).join('\n')}`,
  };
}
