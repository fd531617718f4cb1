import type { LanguageBackend } from '../../engines/speech/backend-registry.js';

/** The ISO 639-1 code the protocol lists a language under (04-discovery.md §4.6): `en` for both en-IN and en-US. */
const iso639_1 = (code: string): string => code.split('-')[0]!;

/** The languages some backend serves right now, as the protocol names them, in the interface's order, once each. */
export const servedLanguages = (languages: readonly LanguageBackend[]): string[] => [
  ...new Set(languages.flatMap((language) => (language.backend === null ? [] : [iso639_1(language.code)]))),
];

export interface ModelsInput {
  languages: readonly LanguageBackend[];
  /** SCRIBE_ASR_BEAM_SIZE: the local model's beam width. */
  beamSize: number;
  /** A session not ended within this time expires (the svc sessions' 24 h to start). */
  maxSessionDurationS: number;
}

/** What recognises each served language: `moonshine-base (local, beam 4) for en`, a remote model for the others. */
function recognisers({ languages, beamSize }: ModelsInput): string {
  const byModel = new Map<string, Set<string>>();
  for (const language of languages) {
    if (language.backend === null) continue;
    const name = language.backend === 'local' ? `${language.model} (local, beam ${beamSize})` : `${language.model} (OpenAI-compatible API)`;
    byModel.set(name, (byModel.get(name) ?? new Set<string>()).add(iso639_1(language.code)));
  }
  return [...byModel].map(([name, codes]) => `${name} for ${[...codes].join(', ')}`).join('; ');
}

/**
 * The protocol's two model ids (06's `model`: `pro` or `lite`) over the one engine this server runs: svc-scribe has one
 * recogniser per language, so both ids are accepted and processed alike, and both say so.
 */
export function medscribeModels(input: ModelsInput) {
  const languages = servedLanguages(input.languages);
  const description = `Recognition by ${recognisers(input)}. The same engine serves pro and lite.`;
  // The two-speaker diarizer runs before the local model only (consultation mode); remote backends are not diarized.
  const features = {
    realtime_transcription: false,
    speaker_diarization: input.languages.some((language) => language.backend === 'local'),
    custom_templates: false,
  };
  // Beam search weighs several hypotheses per token; a beam of 1 is the greedy, fastest decode.
  const response_speed = input.beamSize > 1 ? ('standard' as const) : ('fast' as const);
  return (['pro', 'lite'] as const).map((id) => ({
    id,
    display_name: id === 'pro' ? 'Pro' : 'Lite',
    description,
    languages,
    max_session_duration_seconds: input.maxSessionDurationS,
    response_speed,
    features,
  }));
}
