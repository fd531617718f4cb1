/** A transcript's segments as subtitles: SubRip (`.srt`) and WebVTT, one cue per segment. */

import type { Segment } from '../../engines/speech/speech-types.js';

/** `hh:mm:ss,mmm` (SRT) or `hh:mm:ss.mmm` (WebVTT). */
function timestamp(seconds: number, separator: ',' | '.'): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}${separator}${pad(ms % 1000, 3)}`;
}

/** A cue's text on one line: a blank line would end the cue early. */
const cueText = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();

export function toSrt(segments: readonly Segment[]): string {
  return segments
    .map((segment, i) => `${i + 1}\n${timestamp(segment.start, ',')} --> ${timestamp(segment.end, ',')}\n${cueText(segment.text)}\n\n`)
    .join('');
}

export function toVtt(segments: readonly Segment[]): string {
  return `WEBVTT\n\n${segments.map((segment) => `${timestamp(segment.start, '.')} --> ${timestamp(segment.end, '.')}\n${cueText(segment.text)}\n\n`).join('')}`;
}
