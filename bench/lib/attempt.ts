/** The outcome of one part of a bench: a failed part is reported and the others still run. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: string };

export async function attempt<T>(part: string, work: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`\n${part} failed: ${message}\n`);
    return { ok: false, error: message };
  }
}
