import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SessionRecord } from '../adapters/db/store.js';
import type { SessionRequest } from '../domain/sessions.js';
import { loadNotesExtractor } from '../engines/notes/notes-extractor.js';
import type { ClinicalExtractor } from '../engines/notes/clinical-model.js';
import type { TranscriptDocument } from '../engines/notes/render/transcript.js';
import { loadVocabularyRedactor } from '../engines/redaction/redactor.js';
import { sessionRequest } from '../../test/helpers/session-request.js';
import { processedSession, type FileTranscript } from './session-outputs.js';
import type { RedactTexts } from './session-redaction.js';
import { renderStoredTemplate, storedRendering } from './stored-result.js';

/**
 * A session that asks for redaction (issue 33), processed with an operator's language model that the operator set to
 * receive the transcript as said (SCRIBE_NOTES_LLM_REDACT=false): a fake OpenAI-compatible server records what it was
 * sent, and no identifier of the consultation is in it.
 */
const IDENTIFIERS = ['Sunita Sharma', 'Rohit', '98110 45273', '4823 0877 9750', 'sunita.sharma@gmail.com', '560097'];
const transcripts: FileTranscript[] = [
  {
    file: 'a.wav',
    transcript: {
      durationS: 12,
      text: '',
      segments: [
        { start: 0, end: 2, text: 'Good morning, Mrs Sunita Sharma. What brings you here?', confidence: 0.9, words: [{ text: 'Sunita', start: 0.5, end: 0.9, confidence: 0.9, corrected: false }] },
        { start: 2, end: 5, text: 'Fever for three days. My son Rohit brought me.', confidence: 0.9 },
        { start: 5, end: 8, text: 'Your mobile is 98110 45273 and Aadhaar 4823 0877 9750?', confidence: 0.9 },
        { start: 8, end: 10, text: 'Yes. Email sunita.sharma@gmail.com, PIN code 560097.', confidence: 0.9 },
        { start: 10, end: 12, text: 'Take paracetamol 650 mg three times a day for three days.', confidence: 0.9 },
      ],
    },
  },
];

let server: Server;
let url: string;
let sent: string[];

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += String(chunk)));
    request.on('end', () => {
      sent.push(text);
      // An answer the extractor refuses: it falls back to the rules, which is all this test needs of the model.
      response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  sent = [];
});

let extractor: ClinicalExtractor;
let redact: RedactTexts;
beforeAll(async () => {
  extractor = await loadNotesExtractor({ url, model: 'fake', timeoutMs: 10_000, redact: false });
  const redactor = await loadVocabularyRedactor();
  redact = (texts) => redactor.redact(texts).texts;
});

const request = (redacted: boolean): SessionRequest => sessionRequest(redacted ? { redact: true } : {});
const at = new Date('2026-12-01T00:00:00Z');
const process = (req: SessionRequest) => processedSession({ request: req, transcripts, fileErrors: [], extractor, redact, sessionId: 'c/t', at });
/** The stored session the front-ends read the result from. */
const record = (req: SessionRequest, result: Awaited<ReturnType<typeof process>>['result']) =>
  ({ txnId: 't', clientId: 'c', request: req, result, finishedAt: at, output: null }) as unknown as SessionRecord;
const transcriptOf = (rendered: ReturnType<typeof renderStoredTemplate<'transcript_template'>>) => {
  if (rendered.status === 'failure') throw new Error('the transcript failed');
  return (rendered.document as TranscriptDocument).segments.map((segment) => segment.text);
};

describe('a session that asks for redaction', () => {
  it('sends no identifier to the language model, though the operator turned its redaction off', async () => {
    const { result } = await process(request(true));
    expect(sent).toHaveLength(1);
    for (const identifier of IDENTIFIERS) expect(sent[0]).not.toContain(identifier);
    expect(sent[0]).toContain('[NAME]');
    expect(sent[0]).toContain('paracetamol 650 mg');
    // The notes were made (by the rules, the model having failed) from the redacted transcript too.
    expect(JSON.stringify(result.notes)).not.toContain('Sunita');
  });

  it('keeps the original for its owner and the redacted transcript beside it, without the recognised words', async () => {
    const req = request(true);
    const { result } = await process(req);
    const session = record(req, result);
    const original = transcriptOf(renderStoredTemplate(storedRendering(session)!, 'transcript_template', false));
    const redacted = transcriptOf(renderStoredTemplate(storedRendering(session, true)!, 'transcript_template', false));
    expect(original[0]).toBe('Good morning, Mrs Sunita Sharma. What brings you here?');
    expect(redacted).toEqual([
      'Good morning, Mrs [NAME]. What brings you here?',
      'Fever for three days. My son [NAME] brought me.',
      'Your mobile is [PHONE] and Aadhaar [AADHAAR]?',
      'Yes. Email [EMAIL], PIN code [POSTAL_CODE].',
      'Take paracetamol 650 mg three times a day for three days.',
    ]);
    expect(result.redactedFiles?.[0]?.transcript.segments[0]).not.toHaveProperty('words');
  });

  it('is the only thing that keeps identifiers from the model here: a session that does not ask sends them, and has no redacted result', async () => {
    const req = request(false);
    const { result } = await process(req);
    expect(sent[0]).toContain('Sunita Sharma');
    expect(result.redactedFiles).toBeUndefined();
    expect(() => storedRendering(record(req, result), true)).toThrow(/not created with redact: true/);
  });
});
