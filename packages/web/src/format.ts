/** `m:ss` of a time in seconds: where a transcript line starts. */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A date and time in the clinician's locale. */
export const dateTime = (iso: string) => new Date(iso).toLocaleString();

/** The message of a failure, for the screen. */
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
