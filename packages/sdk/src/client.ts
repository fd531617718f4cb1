import { Abdm } from './abdm/abdm.js';
import { Account } from './auth/account.js';
import { TokenStore, clientSignIn, type SignIn } from './auth/token-store.js';
import type { ClientCredentials, SetAccessTokenOptions, TokenPair } from './auth/types.js';
import type { UploadFile } from './files/upload-file.js';
import { retryPolicy, type RetryOptions } from './http/retry.js';
import { Transport, type Fetch } from './http/transport.js';
import type { JweKey } from './jwe/types.js';
import { Medscribe } from './medscribe/medscribe.js';
import { Sessions } from './sessions/sessions.js';
import { stream } from './stream/stream.js';
import type { StreamMessage, StreamOptions } from './stream/types.js';
import { transcribe, type TranscribeOptions } from './transcribe.js';
import { Webhooks } from './webhooks/webhooks.js';

interface CommonOptions {
  /** The server's base URL, e.g. `https://scribe.example.org`. */
  baseUrl: string;
  /** Default: the global `fetch`. Pass one to add proxies, logging, or a test double. */
  fetch?: Fetch;
  /** Send JSON requests encrypted with this shared key (`X-Encryption: JWE`) and open the encrypted answers. */
  encryption?: JweKey;
  /** Retries of idempotent calls after 429, 5xx or a network error. */
  retry?: RetryOptions;
}

/** Log in with the client's credentials (lazily, on the first call), and again whenever needed. */
export interface CredentialsOptions extends CommonOptions, ClientCredentials {
  accessToken?: never;
}

/** Use a token obtained elsewhere; with `refreshToken`, refresh it when it expires. */
export interface AccessTokenOptions extends CommonOptions {
  accessToken: string;
  refreshToken?: string;
  clientId?: never;
  clientSecret?: never;
}

/**
 * A clinician in the web app, in a browser on the server's own origin: `client.account.signIn(email, password)`, or
 * `client.account.resume()` after a reload; the token is renewed through the HttpOnly refresh cookie.
 */
export interface UserSessionOptions extends CommonOptions {
  userSession: true;
  accessToken?: never;
  clientId?: never;
  clientSecret?: never;
}

export type ScribeClientOptions = CredentialsOptions | AccessTokenOptions | UserSessionOptions;

/**
 * The svc-scribe API. Calls log in on first use and refresh the token before it expires; a token the
 * server refuses is renewed once. Idempotent calls are retried with backoff.
 */
export class ScribeClient {
  /** Asynchronous transcription sessions. */
  readonly sessions: Sessions;
  /** Webhook subscriptions. */
  readonly webhooks: Webhooks;
  /** The MedScribeAlliance protocol v0.1: its sessions and webhooks, over the same token. */
  readonly medscribe: Medscribe;
  /** A clinician's sign-in (with `userSession: true`). */
  readonly account: Account;
  /** India's ABHA registration through ABDM: `client.abdm.registration.aadhaarInit(…)`. */
  readonly abdm: Abdm;
  private readonly transport: Transport;
  private readonly tokens: TokenStore;

  constructor(options: ScribeClientOptions) {
    const exchange = async (path: string, body: Record<string, string>) =>
      (await this.transport.request<TokenPair>({ method: 'POST', url: path, json: body, auth: false })).body;
    let signIn: SignIn | undefined;
    if (options.clientId !== undefined) signIn = clientSignIn(exchange, { clientId: options.clientId, clientSecret: options.clientSecret });
    else if ('userSession' in options && options.userSession) signIn = () => this.account.refresh();
    this.tokens = new TokenStore(exchange, signIn);
    if (options.accessToken !== undefined) this.tokens.set(options.accessToken, { refreshToken: options.refreshToken });
    const fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.transport = new Transport({ baseUrl: options.baseUrl, fetch, retry: retryPolicy(options.retry), encryption: options.encryption }, this.tokens);
    this.account = new Account(this.transport, this.tokens);
    this.sessions = new Sessions(this.transport, options.clientId);
    this.webhooks = new Webhooks(this.transport);
    this.medscribe = new Medscribe(this.transport);
    this.abdm = new Abdm(this.transport);
  }

  /** Uses this token from now on (and `refreshToken`, when given, to renew it). */
  setAccessToken(accessToken: string, options: SetAccessTokenOptions = {}): void {
    this.tokens.set(accessToken, options);
  }

  /**
   * Transcribes one audio file of at most 5 MB (wav, mp3, m4a, ogg, webm, flac): a `File` or `Blob`,
   * bytes (a Node.js buffer, `Uint8Array`, `ArrayBuffer`), a readable stream (Node.js or web), a path
   * on disk (a string, Node only) or `{ name, data }`. Anything else is a TypeError.
   */
  transcribe(file: UploadFile, options: TranscribeOptions = {}): Promise<{ text: string }> {
    return transcribe(this.transport, file, options);
  }

  /**
   * Live transcription: streams `audio` (16-bit little-endian mono PCM at `options.sampleRate`, chunks of any size,
   * as it is captured) and yields the server's messages as it recognises it: `partial`s (revised), `final`s (never
   * revised) and, once the audio has ended, `closed` with the whole transcript. Opens with a single-use ticket, so it
   * works in browsers too; in Node.js 20 pass `options.WebSocket` (the `ws` package's).
   */
  stream(audio: AsyncIterable<Uint8Array | ArrayBuffer> | Iterable<Uint8Array | ArrayBuffer>, options: StreamOptions = {}): AsyncGenerator<StreamMessage> {
    return stream(this.transport, audio, options);
  }
}
