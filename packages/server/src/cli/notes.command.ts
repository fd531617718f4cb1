import fs from 'node:fs/promises';
import { Command } from 'commander';
import { DEFAULT_LANGUAGE, isLanguageCode } from '../domain/languages.js';
import { MODES, TEMPLATE_IDS, type Mode } from '../domain/sessions.js';
import type { TranscriptSegment } from '../engines/notes/clinical-model.js';
import { renderClinicalNotes } from '../engines/notes/render/clinical-notes.js';
import { renderEmrPrescription } from '../engines/notes/render/emr-prescription.js';
import { renderFhirBundle } from '../engines/notes/render/fhir-bundle.js';
import { renderSoap } from '../engines/notes/render/soap.js';
import { segmentsFromText } from '../engines/notes/dialogue/transcript-text.js';
import { createRuleBasedExtractor } from '../engines/notes/rule-based-extractor.js';
import { createLocalSpeechEngine } from '../engines/speech/speech-engine.js';
import { loadLexicon } from '../lexicon/lexicon.js';
import { modelWarnings } from '../engines/notes/render/model-warnings.js';
import { printWarnings } from './warnings.js';

const TEXT_FILE = /\.(txt|md)$/i;
const TEMPLATES = [...TEMPLATE_IDS.filter((id) => id !== 'transcript_template'), 'fhir'];
const MARKDOWN_TEMPLATES = ['clinical_notes_template', 'soap'];

async function segmentsOfAudio(file: string, language: string): Promise<TranscriptSegment[]> {
  const engine = await createLocalSpeechEngine();
  try {
    const { segments } = await engine.transcribe(await fs.readFile(file), { language });
    return segments.map((s, index) => ({ id: `seg_${index + 1}`, text: s.text, start: s.start, end: s.end }));
  } finally {
    await engine.close();
  }
}

/**
 * `scribe notes <file>`: the notes engine offline on a recording or a text transcript; the decoded template (or its
 * Markdown) on stdout, the model's warnings on stderr.
 */
export function notesCommand(): Command {
  return new Command('notes')
    .description('extract clinical notes from an audio file or a text transcript (.txt: one line per segment, optional "Doctor:"/"Patient:")')
    .argument('<file>', 'audio (wav, mp3, m4a, ogg, webm, flac) or a .txt transcript')
    .option('--template <id>', TEMPLATES.join(', '), 'clinical_notes_template')
    .option('--codify', 'add ICD-10 / SNOMED CT / LOINC codes where the lexicon knows them (not to soap)')
    .option('--mode <mode>', `${MODES.join(' or ')} (default: consultation for a transcript whose lines name their speakers, else dictation)`)
    .option('--language <code>', 'language of the audio', DEFAULT_LANGUAGE)
    .option('--markdown', `print the note as Markdown (${MARKDOWN_TEMPLATES.join(', ')})`)
    .action(async (file: string, opts: { template: string; codify?: boolean; mode?: string; language: string; markdown?: boolean }) => {
      if (!TEMPLATES.includes(opts.template)) throw new Error(`--template must be ${TEMPLATES.join(', ')}`);
      if (opts.markdown && !MARKDOWN_TEMPLATES.includes(opts.template)) throw new Error(`--markdown is for ${MARKDOWN_TEMPLATES.join(' and ')} only`);
      if (opts.mode !== undefined && !(MODES as readonly string[]).includes(opts.mode)) throw new Error(`--mode must be ${MODES.join(' or ')}`);
      if (!isLanguageCode(opts.language)) throw new Error(`unknown language code "${opts.language}"`);
      const segments = TEXT_FILE.test(file) ? segmentsFromText(await fs.readFile(file, 'utf8')) : await segmentsOfAudio(file, opts.language);
      const extractor = createRuleBasedExtractor(await loadLexicon());
      // A dialogue with "Doctor:" / "Patient:" lines is a consultation unless said otherwise.
      const mode = (opts.mode ?? (segments.some((s) => s.speaker === 'patient') ? 'consultation' : 'dictation')) as Mode;
      const model = await extractor.extract({ segments, mode, language: opts.language });
      const codify = opts.codify ?? false;
      let output: unknown;
      let markdown: string | undefined;
      if (opts.template === 'clinical_notes_template') {
        const notes = renderClinicalNotes(model, { codify });
        [output, markdown] = [notes, notes.markdown];
      } else if (opts.template === 'soap') {
        const note = renderSoap(model);
        [output, markdown] = [note, note.markdown];
      } else if (opts.template === 'svc_emr_template') {
        output = renderEmrPrescription(model, { codify });
      } else {
        output = renderFhirBundle(model, { codify, sessionId: file, now: new Date() });
      }
      printWarnings(modelWarnings(model));
      process.stdout.write(opts.markdown ? markdown! : `${JSON.stringify(output, null, 2)}\n`);
    });
}
