import fs from 'node:fs/promises';
import path from 'node:path';
import { Command } from 'commander';
import { KindGuard } from '@sinclair/typebox';
import { MODES, type Mode } from '../domain/sessions.js';
import { TEMPLATES, type Template } from '../domain/templates.js';
import type { TranscriptSegment } from '../engines/notes/clinical-model.js';
import { segmentsFromText } from '../engines/notes/dialogue/transcript-text.js';
import { modelWarnings } from '../engines/notes/render/model-warnings.js';
import { TEMPLATE_RENDERERS } from '../engines/notes/render/templates.js';
import { loadNotesExtractor } from '../engines/notes/notes-extractor.js';
import { LOCAL_LANGUAGES, isLocalLanguage, type LocalLanguage } from '../engines/speech/local-model.js';
import { LANGUAGE_CODES, type LanguageCode } from '../domain/languages.js';
import { transcriptDocument } from '../engines/notes/render/transcript.js';
import { extractNotesModel } from '../services/session-notes.js';
import { ACCEPTED_AUDIO } from './unreadable-audio.js';
import { transcribeAudioFile } from './audio-file.js';
import { languageOption } from './language-option.js';
import { printWarnings } from './warnings.js';

const TEXT_FILE = /\.(txt|md)$/i;
type NotesTemplate = Extract<Template, { needs: 'clinical-model' }>;
/** Every template made from the clinical model: the transcript alone is `scribe transcribe`'s. */
const NOTES_TEMPLATES = TEMPLATES.filter((template): template is NotesTemplate => template.needs === 'clinical-model');
const TEMPLATE_IDS = NOTES_TEMPLATES.map((template) => template.id);
/** Those whose document carries the note as Markdown. */
const MARKDOWN_TEMPLATES = TEMPLATE_IDS.filter((id) => {
  const { document } = TEMPLATE_RENDERERS[id];
  return KindGuard.IsObject(document) && 'markdown' in document.properties;
});
const UNCODED_TEMPLATES = NOTES_TEMPLATES.filter((template) => !template.codifiable).map((template) => template.id);

/**
 * A recording's segments as a session's transcript has them (`transcriptDocument`: ids, times, each word's
 * confidence), so that the notes are made from what the server would make them from.
 */
async function segmentsOfAudio(file: string, language: LocalLanguage, mode: Mode): Promise<TranscriptSegment[]> {
  const transcript = await transcribeAudioFile(file, { language, speakers: mode === 'consultation' });
  return transcriptDocument({ languages: [language], mode }, [{ file: path.basename(file), transcript }]).segments;
}

/**
 * `scribe notes <file>`: the notes engine offline on a recording or a text transcript; the decoded template (or its
 * Markdown) on stdout, the model's warnings on stderr. The model and the templates are those a session's processing
 * makes (`services/session-notes.ts`): the same recording gives the same document and warnings here as on the server.
 */
export function notesCommand(): Command {
  return new Command('notes')
    .description('extract clinical notes from an audio file or a text transcript (.txt: one line per segment, optional "Doctor:"/"Patient:")')
    .argument('<file>', `audio (${ACCEPTED_AUDIO}) or a .txt transcript`)
    .option('--template <id>', TEMPLATE_IDS.join(', '), 'clinical_notes_template')
    .option('--codify', `add ICD-10 / SNOMED CT / LOINC codes where the lexicon knows them (not to ${UNCODED_TEMPLATES.join(' or ')})`)
    .option('--mode <mode>', `${MODES.join(' or ')} (default: consultation for a transcript whose lines name their speakers, else dictation)`)
    .addOption(languageOption(LANGUAGE_CODES, `language of the transcript (Indian languages are read into English) or of the audio (${LOCAL_LANGUAGES.join(' or ')})`))
    .option('--markdown', `print the note as Markdown (${MARKDOWN_TEMPLATES.join(', ')})`)
    .option('--redact', 'replace names, phone, Aadhaar, ABHA, PAN, record numbers, e-mail and street addresses, PIN codes and dates of birth in the transcript by typed tags ([NAME], [PHONE] …) before the notes are made from it')
    .action(async (file: string, opts: { template: string; codify?: boolean; mode?: string; language: LanguageCode; markdown?: boolean; redact?: boolean }) => {
      const template = NOTES_TEMPLATES.find((candidate) => candidate.id === opts.template);
      if (!template) throw new Error(`--template must be ${TEMPLATE_IDS.join(', ')}`);
      if (opts.markdown && !MARKDOWN_TEMPLATES.includes(template.id)) throw new Error(`--markdown is for ${MARKDOWN_TEMPLATES.join(' and ')} only`);
      if (opts.mode !== undefined && !(MODES as readonly string[]).includes(opts.mode)) throw new Error(`--mode must be ${MODES.join(' or ')}`);
      const given = opts.mode as Mode | undefined;
      let segments: TranscriptSegment[];
      let mode: Mode;
      if (TEXT_FILE.test(file)) {
        segments = segmentsFromText(await fs.readFile(file, 'utf8'));
        // A dialogue with "Doctor:" / "Patient:" lines is a consultation unless said otherwise.
        mode = given ?? (segments.some((s) => s.speaker === 'patient') ? 'consultation' : 'dictation');
      } else {
        mode = given ?? 'dictation';
        if (!isLocalLanguage(opts.language)) throw new Error(`--language ${opts.language}: audio is recognised here in ${LOCAL_LANGUAGES.join(' or ')}; give a .txt transcript`);
        segments = await segmentsOfAudio(file, opts.language, mode);
      }
      const extractor = await loadNotesExtractor(undefined, { redactTranscript: opts.redact ?? false });
      const notes = await extractNotesModel(extractor, { segments, mode, language: opts.language });
      if ('error' in notes) throw new Error(`${notes.error.code}: ${notes.error.msg}`);
      const { model } = notes;
      const codify = opts.codify ?? false;
      const output = TEMPLATE_RENDERERS[template.id].render(model, { codify, sessionId: file, now: new Date() });
      printWarnings(modelWarnings(model));
      // --markdown was checked above to be for a template whose document has its Markdown.
      process.stdout.write(opts.markdown ? (output as { markdown: string }).markdown : `${JSON.stringify(output, null, 2)}\n`);
    });
}
