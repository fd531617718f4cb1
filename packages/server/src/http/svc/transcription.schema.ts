import { Type } from '@sinclair/typebox';
import { DEFAULT_LANGUAGE } from '../../domain/languages.js';
import { LanguageCodeSchema } from './common.schema.js';
import { MessageError } from '../shared.schema.js';

export const TranscriptionQuery = Type.Object({
  language: Type.Optional(
    LanguageCodeSchema({ default: DEFAULT_LANGUAGE, description: `One of the interface's language codes; default ${DEFAULT_LANGUAGE}.` }),
  ),
});

export const TranscriptionText = Type.Object({ text: Type.String() }, { $id: 'TranscriptionText' });

export const TRANSCRIPTION_ERRORS = {
  400: Type.Ref(MessageError, { description: 'No `file` part, an empty file, or an unknown language code.' }),
  413: Type.Ref(MessageError, { description: 'The file is over 5 MB (5,242,880 bytes); decided while streaming.' }),
  415: Type.Ref(MessageError, { description: 'The file is not decodable audio.' }),
  422: Type.Ref(MessageError, { description: 'No backend serves this language (`GET /voice/languages`); the message lists the ones served.' }),
  502: Type.Ref(MessageError, { description: 'The remote speech backend serving this language failed (after its retries) or answered nonsense.' }),
  503: Type.Ref(MessageError, {
    description:
      'Too many recognitions waiting, the speech engine failed, or the remote backend serving this language keeps failing ' +
      '(its circuit is open); retry after `Retry-After` seconds.',
  }),
  504: Type.Ref(MessageError, { description: 'The remote speech backend serving this language did not answer in time.' }),
};

/** The multipart form, for the OpenAPI document (the handler streams it). */
export const TranscriptionForm = Type.Object({
  keyterms: Type.Optional(Type.String({ description: 'Extra terms to bias recognition towards; send before `file`.' })),
  file: Type.String({ format: 'binary', description: 'The audio, at most 5 MB.' }),
});
