/**
 * The audio MIME types the decoder reads (engines/speech/audio/decode-audio.ts: it detects the format from the bytes,
 * and its tests decode each container), in 04-discovery.md §4.7's notation. `audio/mp3` and `audio/m4a` are not
 * registered types but are the spellings of the protocol's own schema example, which EMRs may compare against.
 */
export const AUDIO_FORMATS: readonly string[] = [
  'audio/webm;codecs=opus',
  'audio/ogg;codecs=opus',
  'audio/ogg',
  'audio/wav',
  'audio/flac',
  'audio/mpeg',
  'audio/mp3',
  'audio/mp4',
  'audio/m4a',
];

/** 04-discovery.md §4.3: a chunk of at most 20 s is recommended. */
const RECOMMENDED_MAX_CHUNK_S = 20;
/** The bulkiest audio an EMR plausibly sends: 16-bit PCM WAV (§4.7) at 48 kHz stereo, six times the recommended 16 kHz mono. */
const WAV_48K_STEREO_BYTES_PER_S = 48_000 * 2 * 2;

/**
 * `max_chunk_duration_seconds`: the recommended 20 s, unless a chunk that long would not fit our smallest audio upload
 * limit, `asr.maxUploadBytes` (5 MiB, the largest file of one synchronous recognition), as 48 kHz stereo WAV. 20 s of
 * that is 3.84 MB, so 20; the 100 MiB of a session's presigned upload would allow far longer chunks.
 */
export const maxChunkDurationSeconds = (maxUploadBytes: number): number =>
  Math.max(1, Math.min(RECOMMENDED_MAX_CHUNK_S, Math.floor(maxUploadBytes / WAV_48K_STEREO_BYTES_PER_S)));
