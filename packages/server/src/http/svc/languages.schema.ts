import { Type } from '@sinclair/typebox';
import { LanguageCodeSchema } from './common.schema.js';

export const LanguageList = Type.Object({
  languages: Type.Array(
    Type.Object({
      code: LanguageCodeSchema({ description: 'A language code of the interface, as `/voice/get-asr` and sessions take it.' }),
      served: Type.Boolean({ description: 'A backend is configured for it; otherwise requests for it answer 422.' }),
      backend: Type.Union([Type.Literal('local'), Type.Literal('openai'), Type.Null()], {
        description: '`local`: the model of this server (English only); `openai`: an OpenAI-compatible transcription API; null: none.',
      }),
      model: Type.Optional(Type.String({ description: 'The model that recognises it: `moonshine-base`, or the remote model configured.' })),
    }),
    { description: 'Every language of the interface, in its order.' },
  ),
});
