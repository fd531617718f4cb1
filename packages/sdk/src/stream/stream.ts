/**
 * Live transcription (`GET /voice/v1/stream`): audio in as it is captured, messages out as the server recognises it.
 * The stream opens with a single-use ticket, which works the same in browsers (which cannot set headers on a
 * WebSocket) and in Node.js; the client's token never goes into the URL.
 */
import type { Transport } from '../http/transport.js';
import type { ResponseBody } from '../http/wire.js';
import type { StreamMessage, StreamOptions, WebSocketLike } from './types.js';

/** Resolves each waiting `next()` with the messages as they come; ends when the socket closes. */
class MessageQueue {
  private readonly messages: StreamMessage[] = [];
  private waiting: ((result: IteratorResult<StreamMessage>) => void) | undefined;
  private ended = false;
  private failure: Error | undefined;

  push(message: StreamMessage): void {
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = undefined;
      resolve({ value: message, done: false });
    } else this.messages.push(message);
  }

  end(failure?: Error): void {
    this.ended = true;
    this.failure ??= failure;
    this.waiting?.({ value: undefined, done: true });
    this.waiting = undefined;
  }

  async next(): Promise<IteratorResult<StreamMessage>> {
    const message = this.messages.shift();
    if (message) return { value: message, done: false };
    if (this.failure) throw this.failure;
    if (this.ended) return { value: undefined, done: true };
    return new Promise((resolve) => (this.waiting = resolve));
  }
}

/**
 * Streams `audio` (16-bit little-endian mono PCM at `options.sampleRate`, or `options.encoding`'s WebM or Ogg Opus, in
 * chunks of any size) and yields the
 * server's messages until it closes: `partial`s, `final`s, then `closed` with the whole transcript once the audio has
 * ended; an `error` message comes before the server closes on a fault.
 */
export async function* stream(transport: Transport, audio: AsyncIterable<Uint8Array | ArrayBuffer> | Iterable<Uint8Array | ArrayBuffer>, options: StreamOptions = {}): AsyncGenerator<StreamMessage> {
  const Socket = options.WebSocket ?? (globalThis as { WebSocket?: new (url: string) => WebSocketLike }).WebSocket;
  if (!Socket) throw new TypeError('This runtime has no WebSocket: pass options.WebSocket (in Node.js 20, the `ws` package\'s)');
  const { body } = await transport.request<ResponseBody<'createStreamTicket', 201>>({ method: 'POST', url: '/voice/v1/stream/tickets', signal: options.signal });
  const url = transport.url('/voice/v1/stream', {
    ticket: body.ticket,
    language: options.language,
    encoding: options.encoding ?? 'pcm_s16le',
    sample_rate: options.sampleRate === undefined ? undefined : String(options.sampleRate),
    keyterms: options.keyterms?.join(','),
    txn_id: options.session?.txnId,
    templates: options.session?.templates?.join(','),
    mode: options.session?.mode,
  });
  const socket = new Socket(url.replace(/^http/, 'ws'));
  socket.binaryType = 'arraybuffer';
  const queue = new MessageQueue();
  const opened = new Promise<void>((resolve, reject) => {
    socket.onopen = () => resolve();
    socket.onerror = () => reject(new Error('the live transcription stream could not be opened'));
  });
  socket.onmessage = (event) => queue.push(JSON.parse(String(event.data)) as StreamMessage);
  socket.onclose = () => queue.end();
  await opened;
  socket.onerror = () => queue.end(new Error('the live transcription stream failed'));
  const abort = () => socket.close();
  options.signal?.addEventListener('abort', abort, { once: true });
  // The audio goes out while the messages come in.
  const sending = (async () => {
    for await (const chunk of audio) {
      if (socket.readyState !== 1) return;
      socket.send(chunk);
    }
    if (socket.readyState === 1) socket.send(JSON.stringify({ type: 'close' }));
  })().catch((error: unknown) => {
    queue.end(error instanceof Error ? error : new Error(String(error)));
    socket.close();
  });
  try {
    for (let result = await queue.next(); !result.done; result = await queue.next()) yield result.value;
  } finally {
    options.signal?.removeEventListener('abort', abort);
    if (socket.readyState === 1) socket.close();
    await sending;
  }
}
