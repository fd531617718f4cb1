import { messageOf } from './format.js';

/**
 * Lets an event handler's asynchronous work run, its failure shown with `show` (the screen's error line). A promise a
 * handler leaves floating (`void work()`) fails unseen, as an unhandled rejection.
 */
export function showingFailure(work: Promise<unknown>, show: (message: string) => void): void {
  work.catch((cause: unknown) => show(messageOf(cause)));
}
