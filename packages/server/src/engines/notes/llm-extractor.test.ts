import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLINICAL_MODEL_VERSION, emptyClinicalModel, type ClinicalExtractor, type ClinicalModel, type ExtractionInput } from './clinical-model.js';
import { createLlmExtractor } from './llm-extractor.js';
import { loadNotesExtractor } from './notes-extractor.js';

/** A local stand-in for an OpenAI-compatible chat-completions endpoint: records each request, answers as the test says. */
interface ChatRequest {
  path: string | undefined;
  authorization: string | undefined;
  body: { model: string; temperature: number; response_format: unknown; messages: { role: string; content: string }[] };
}

let server: Server;
let baseUrl: string;
let requests: ChatRequest[];
let answer: (response: ServerResponse) => void;
let fallbackCalls = 0;

const completion = (content: string) => (response: ServerResponse) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] }));
};

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += String(chunk)));
    request.on('end', () => {
      requests.push({ path: request.url, authorization: request.headers.authorization, body: JSON.parse(text) as ChatRequest['body'] });
      answer(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  // The request the timeout test left unanswered, and fetch's kept-alive connections.
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests = [];
  fallbackCalls = 0;
});

const input: ExtractionInput = {
  segments: [
    { id: 'seg_1', text: 'What brings you here?', start: 0, end: 2, speaker: 'speaker_1' },
    { id: 'seg_2', text: 'Fever for three days.', start: 2, end: 4, speaker: 'speaker_1' },
    { id: 'seg_3', text: 'Take paracetamol 650 mg three times a day for three days.', start: 4, end: 9, speaker: 'speaker_1' },
    { id: 'seg_4', text: 'Review after one week.', start: 9, end: 11, speaker: 'speaker_1' },
  ],
  mode: 'consultation',
  language: 'en-IN',
};

/** A grounded answer, as the language model is asked to write it (the extractor adds version, language and mode). */
const answerModel = {
  speakers: [
    { segmentId: 'seg_1', speaker: 'doctor' },
    { segmentId: 'seg_2', speaker: 'patient' },
    { segmentId: 'seg_3', speaker: 'doctor' },
    { segmentId: 'seg_4', speaker: 'doctor' },
  ],
  findings: [
    {
      evidence: ['seg_2'],
      text: 'Fever for three days',
      name: 'fever',
      presence: 'present',
      temporality: 'current',
      subject: 'patient',
      duration: { value: 3, unit: 'day' },
      codes: [],
    },
  ],
  diagnoses: [],
  medications: [
    {
      evidence: ['seg_3'],
      text: 'paracetamol 650 mg three times a day for three days',
      name: 'paracetamol',
      strength: { value: 650, unit: 'mg' },
      frequency: { code: 'TDS', perDay: 3 },
      duration: { value: 3, unit: 'day' },
      status: 'prescribed',
      flags: [],
      codes: [],
    },
  ],
  vitals: [],
  investigations: [],
  procedures: [],
  allergies: [],
  examinations: [],
  results: [],
  plan: [],
  history: [],
  social: [],
  advice: [],
  followUp: { evidence: ['seg_4'], text: 'Review after one week', interval: { value: 1, unit: 'week' } },
  contradictions: [],
  // An answer may leave out the newest list (model v3): it is read as none.
  complaintHistory: [] as never[],
};
const header = { version: CLINICAL_MODEL_VERSION, language: 'en-IN', mode: 'consultation' } as const;

const fallbackModel: ClinicalModel = {
  ...emptyClinicalModel(header),
  social: [{ evidence: ['seg_1'], text: 'from the fallback' }],
};
const fallback: ClinicalExtractor = {
  name: 'rule-based',
  extract: async () => {
    fallbackCalls += 1;
    return structuredClone(fallbackModel);
  },
};

const extractor = (options: { apiKey?: string; timeoutMs?: number } = {}) =>
  createLlmExtractor({ url: baseUrl, model: 'local-medical-7b', timeoutMs: 5000, fallback, ...options });

/** The fallback's model with one `llm_fallback` warning whose reason matches, and which quotes nothing of the transcript. */
function expectFallback(model: ClinicalModel, reason: RegExp): void {
  expect(fallbackCalls).toBe(1);
  expect(model).toEqual({ ...fallbackModel, warnings: [{ code: 'llm_fallback', msg: expect.stringMatching(reason) as string }] });
  for (const segment of input.segments) expect(model.warnings![0]!.msg).not.toContain(segment.text);
}

describe('LLM clinical extractor', () => {
  it('asks the endpoint for JSON and returns a grounded, valid answer as the model', async () => {
    const { complaintHistory: _history, ...withoutHistory } = answerModel;
    answer = completion(JSON.stringify(withoutHistory));
    const model = await extractor({ apiKey: 'secret-key' }).extract(input);
    expect(model).toEqual({ ...header, ...answerModel });
    expect(model.warnings).toBeUndefined();
    expect(fallbackCalls).toBe(0);

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.authorization).toBe('Bearer secret-key');
    expect(request!.body).toMatchObject({ model: 'local-medical-7b', temperature: 0, response_format: { type: 'json_object' } });
    const [system, user] = request!.body.messages;
    expect(system!.role).toBe('system');
    expect(system!.content).toContain('"evidence"');
    expect(user!.role).toBe('user');
    expect(user!.content).toContain('Mode: consultation');
    expect(user!.content).toContain('[seg_3] (speaker_1) Take paracetamol 650 mg three times a day for three days.');
    for (const segment of input.segments) expect(user!.content).toContain(`[${segment.id}]`);
  });

  it('accepts an answer in a ```json fence, fills in the speakers, and sends no key when none is configured', async () => {
    const { speakers: _speakers, ...withoutSpeakers } = answerModel;
    answer = completion('```json\n' + JSON.stringify(withoutSpeakers, null, 2) + '\n```');
    const model = await extractor().extract(input);
    expect(model).toEqual({ ...header, ...withoutSpeakers, speakers: input.segments.map((s) => ({ segmentId: s.id, speaker: 'unknown' })) });
    expect(requests[0]!.authorization).toBeUndefined();
  });

  it('takes nulls as absent, drops fields the schema does not know, and keeps the header its own', async () => {
    const { followUp: _followUp, ...rest } = answerModel;
    const loose = { ...rest, language: 'fr', followUp: null, findings: [{ ...answerModel.findings[0], onset: null, confidence: 0.9 }] };
    answer = completion(JSON.stringify(loose));
    const model = await extractor().extract(input);
    expect(model).toEqual({ ...header, ...rest });
    expect(model.warnings).toBeUndefined();
  });

  it('falls back when the answer is not JSON', async () => {
    answer = completion('Sure! The patient has fever for three days.');
    expectFallback(await extractor().extract(input), /not JSON/);
  });

  it('falls back when the answer does not match the schema', async () => {
    const { presence: _presence, ...noPresence } = answerModel.findings[0]!;
    answer = completion(JSON.stringify({ ...answerModel, findings: [noPresence] }));
    expectFallback(await extractor().extract(input), /does not match the clinical model at \/findings\/0/);
  });

  it('falls back when an item cites a segment that is not in the transcript', async () => {
    answer = completion(JSON.stringify({ ...answerModel, medications: [{ ...answerModel.medications[0], evidence: ['seg_3', 'seg_99'] }] }));
    expectFallback(await extractor().extract(input), /medications cite segments that are not in the transcript/);
  });

  it('falls back when the endpoint fails', async () => {
    answer = (response) => response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"model not loaded"}');
    expectFallback(await extractor().extract(input), /endpoint answered 500/);
  });

  it('falls back when the endpoint does not answer in time', async () => {
    answer = () => undefined;
    expectFallback(await extractor({ timeoutMs: 200 }).extract(input), /no answer within 200 ms/);
  });

  describe('what leaves the machine (issue 33, PHI redaction)', () => {
    const said: ExtractionInput = {
      segments: [
        { id: 'seg_1', text: 'good morning mrs sunita sharma, your aadhaar is 2345 6789 0124?', start: 0, end: 2, speaker: 'doctor' },
        { id: 'seg_2', text: 'yes. my son rahul kapoor brought me, his mobile is 98765 43210.', start: 2, end: 4, speaker: 'patient' },
        { id: 'seg_3', text: "sunita, you have parkinson's disease; take dolo 650 twice a day. DOB 03/04/1979, e-mail sunita.s@gmail.com.", start: 4, end: 9, speaker: 'doctor' },
      ],
      mode: 'consultation',
      language: 'en-IN',
    };
    const IDENTIFIERS = ['sunita', 'sharma', 'rahul', 'kapoor', '2345 6789 0124', '98765 43210', '03/04/1979', 'sunita.s@gmail.com'];
    const sent = () => requests.map((request) => request.body.messages.map((message) => message.content).join('\n')).join('\n').toLowerCase();

    it('sends no identifier to the operator\'s endpoint by default, only tags, and keeps the clinical words', async () => {
      answer = completion(JSON.stringify(answerModel));
      await (await loadNotesExtractor({ url: baseUrl, model: 'm', timeoutMs: 5000, redact: true })).extract(said);
      expect(requests).toHaveLength(1);
      for (const identifier of IDENTIFIERS) expect(sent()).not.toContain(identifier);
      for (const kept of ["parkinson's disease", 'dolo 650', '[name]', '[aadhaar]', '[phone]', '[date_of_birth]', '[email]']) expect(sent()).toContain(kept);
    });

    it('sends the transcript as said when the operator turns redaction off', async () => {
      answer = completion(JSON.stringify(answerModel));
      await (await loadNotesExtractor({ url: baseUrl, model: 'm', timeoutMs: 5000, redact: false })).extract(said);
      for (const identifier of IDENTIFIERS) expect(sent()).toContain(identifier);
    });
  });
});
