import type { RefObject } from 'preact';

/** Plays the session's audio from `seconds`. A browser that refuses to play (no audio device) leaves the player where it is. */
export function playFrom(player: RefObject<HTMLAudioElement | null>, seconds: number): void {
  const audio = player.current;
  if (!audio) return;
  audio.currentTime = seconds;
  audio.play().catch(() => undefined);
}
