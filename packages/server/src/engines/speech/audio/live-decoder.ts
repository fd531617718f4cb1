/**
 * Compressed audio decoded as it streams in (live transcription from a browser's MediaRecorder: WebM or Ogg with
 * Opus), through `audio-decode`'s stream decoders, to 16 kHz mono float32 piece by piece.
 */
import decode, { type AudioData } from 'audio-decode';
import { AudioDecodeError } from '../speech-errors.js';
import { SAMPLE_RATE } from '../speech-types.js';
import { resample } from './resample.js';

export type LiveEncoding = 'webm' | 'ogg';

/** `audio-decode`'s decoder of each container a browser records in. */
const DECODERS = { webm: decode.webm, ogg: decode.opus } as const;

export interface LiveDecoder {
  /** The samples the chunk completes (none while a frame is still partial); AudioDecodeError when it does not decode. */
  decode(chunk: Uint8Array): Promise<Float32Array>;
  /** What the decoder still holds back (the Ogg decoder keeps the last pages until told the stream ended). */
  flush(): Promise<Float32Array>;
  close(): void;
}

export async function liveDecoder(encoding: LiveEncoding): Promise<LiveDecoder> {
  const decoder = await DECODERS[encoding]();
  const decoded = async (step: () => Promise<AudioData>): Promise<Float32Array> => {
    try {
      return monoAt16k(await step());
    } catch (error) {
      throw new AudioDecodeError(`Could not decode the ${encoding} audio: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  };
  return {
    decode: (chunk) => decoded(() => decoder(chunk)),
    flush: () => decoded(() => decoder.flush()),
    close: () => decoder.free(),
  };
}

function monoAt16k(audio: AudioData): Float32Array {
  const length = audio.channelData[0]?.length ?? 0;
  if (length === 0) return new Float32Array(0);
  const mono = new Float32Array(length);
  for (const channel of audio.channelData) for (let i = 0; i < length; i++) mono[i]! += channel[i]! / audio.channelData.length;
  return audio.sampleRate === SAMPLE_RATE ? mono : resample(mono, audio.sampleRate, SAMPLE_RATE);
}
