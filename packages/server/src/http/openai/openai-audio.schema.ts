import { Type } from '@sinclair/typebox';

/** The formats of OpenAI's transcription API that this server answers in. */
export const RESPONSE_FORMATS = ['json', 'text', 'verbose_json', 'srt', 'vtt'] as const;

export type ResponseFormat = (typeof RESPONSE_FORMATS)[number];

export const OpenAiError = Type.Object(
  {
    error: Type.Object({
      message: Type.String(),
      type: Type.String({ description: '`invalid_request_error` (4xx) or `server_error` (5xx).' }),
      param: Type.Union([Type.String(), Type.Null()], { description: 'The form field at fault, if one is.' }),
      code: Type.Union([Type.String(), Type.Null()], {
        description: 'e.g. `invalid_api_key`, `language_not_installed`, `speech_backend_failed`, `speech_backend_timeout`.',
      }),
    }),
  },
  { $id: 'OpenAiError', description: "Error body of `/v1/audio/transcriptions`, in OpenAI's shape." },
);

/** The multipart form, for the OpenAPI document (the handler reads it as a stream, in any order). */
export const OpenAiTranscriptionForm = Type.Object({
  file: Type.String({ format: 'binary', description: 'The audio (wav, mp3, m4a, ogg/opus, webm/opus, flac), at most 25 MiB.' }),
  model: Type.Optional(
    Type.String({ description: 'Accepted and not honoured (`whisper-1` or any other name): the language decides the backend (`GET /voice/languages`).' }),
  ),
  language: Type.Optional(
    Type.String({
      description: 'ISO 639-1 (`en`, `hi`, `ta` …; `en` is en-IN when served, else en-US) or a code of the interface (`en-IN`). Default `en-IN`: there is no language detection.',
    }),
  ),
  prompt: Type.Optional(Type.String({ description: 'Read as keyterms to bias recognition towards: comma- or newline-separated, up to 100 of up to 100 characters each (400 beyond).' })),
  response_format: Type.Optional(Type.Unsafe<ResponseFormat>({ type: 'string', enum: [...RESPONSE_FORMATS], default: 'json' })),
  temperature: Type.Optional(Type.Number({ description: 'Accepted and ignored: decoding is deterministic.' })),
  'timestamp_granularities[]': Type.Optional(
    Type.Array(Type.Literal('segment'), { description: 'Only `segment`: there are no word timestamps (`word` answers 400).' }),
  ),
});

const VerboseSegment = Type.Object({
  id: Type.Integer(),
  seek: Type.Integer({ description: 'The segment start in 10 ms frames.' }),
  start: Type.Number(),
  end: Type.Number(),
  text: Type.String(),
  tokens: Type.Array(Type.Integer(), { description: 'Always empty.' }),
  temperature: Type.Number({ description: 'Always 0.' }),
  avg_logprob: Type.Number({ description: "ln of the segment's confidence (the geometric mean of its tokens' probabilities)." }),
  compression_ratio: Type.Number({ description: "The text's length over its deflated length." }),
  no_speech_prob: Type.Number({ description: 'Always 0: segments are only cut where speech was found.' }),
});

const VerboseTranscription = Type.Object({
  task: Type.Literal('transcribe'),
  language: Type.String({ description: 'The language recognised, in English, lower case (`english`, `hindi`), as Whisper names it.' }),
  duration: Type.Number({ description: 'Of the audio, in seconds.' }),
  text: Type.String(),
  segments: Type.Array(VerboseSegment),
});

const TEXT = Type.String();

export const OPENAI_TRANSCRIPTION_RESPONSES = {
  200: {
    description: 'By `response_format`: `json` `{text}`, `verbose_json` with segments, `text` as plain text, `srt` or `vtt` subtitles.',
    content: {
      'application/json': { schema: Type.Union([VerboseTranscription, Type.Object({ text: Type.String() })]) },
      'text/plain': { schema: TEXT },
      'application/x-subrip': { schema: TEXT },
      'text/vtt': { schema: TEXT },
    },
  },
  400: Type.Ref(OpenAiError, {
    description: 'No `file` part, an empty file, not multipart, an unknown language, or a field value not supported (`response_format`, `timestamp_granularities[]`, `stream`).',
  }),
  401: Type.Ref(OpenAiError, { description: 'Missing, malformed, expired or revoked access token (the `apiKey` of an OpenAI client).' }),
  403: Type.Ref(OpenAiError, { description: 'The token lacks the `transcription` scope.' }),
  413: Type.Ref(OpenAiError, { description: 'The file is over 25 MiB (26,214,400 bytes).' }),
  415: Type.Ref(OpenAiError, { description: 'The file is not decodable audio.' }),
  422: Type.Ref(OpenAiError, { description: 'No backend serves this language; the message lists the ones served.' }),
  500: Type.Ref(OpenAiError),
  502: Type.Ref(OpenAiError, { description: 'The remote speech backend serving this language failed.' }),
  503: Type.Ref(OpenAiError, { description: 'Too many recognitions waiting, the engine failed, or the remote backend keeps failing; see `Retry-After`.' }),
  504: Type.Ref(OpenAiError, { description: 'The remote speech backend serving this language did not answer in time.' }),
};
