/**
 * The ABDM side of an ABHA enrolment by Aadhaar OTP: ABDM's published V3 APIs, called as the clinic's gateway client.
 * Paths, headers and bodies as the ABDM Developer Portal publishes them (nha-in/docs,
 * `plugins/abdm-integrators-assistant/skills/abdm-m1/SKILL.md` and `references/integrate.md`; the flow of
 * `POST /v3/enrollment/request/otp` → `/v3/enrollment/enrol/byAadhaar` → mobile `request/otp` + `/v3/enrollment/auth/byAbdm`
 * → `GET /v3/enrollment/enrol/suggestion` → `/v3/enrollment/enrol/abha-address` as ABDM's integration support lays it
 * out on devforum.abdm.gov.in, "API's flow for create abha address and attach to abha number"):
 *
 * - a gateway session by client credentials (`POST <gateway>/api/hiecm/gateway/v3/sessions`), cached and renewed a
 *   minute before it expires;
 * - ABDM's public key (`GET <abha>/v3/profile/public/certificate`, bare base64 DER), cached for an hour; the algorithm
 *   it names must be the one this code speaks (RSA/ECB/OAEPWithSHA-1AndMGF1Padding), else nothing is sent;
 * - the Aadhaar number, mobile and OTPs encrypted with it (node:crypto, RSA-OAEP with SHA-1 and MGF1), base64;
 * - every call with `REQUEST-ID` (a fresh UUID), `TIMESTAMP` (UTC ISO with milliseconds), `X-CM-ID` and the session's bearer.
 *
 * It holds no rule of the enrolment (the service does): it sends, and answers ABDM's words or an `AbdmError`.
 */
import { constants, createPublicKey, publicEncrypt, randomUUID, type KeyObject } from 'node:crypto';
import { isJsonObject } from '../../lib/is-json-object.js';
import { AbdmError, abdmRefusal } from './abdm-error.js';

export interface AbdmSettings {
  /** The gateway's base URL (sandbox `https://dev.abdm.gov.in`). */
  readonly gatewayUrl: string;
  /** The ABHA service's API base (sandbox `https://abhasbx.abdm.gov.in/abha/api`). */
  readonly abhaUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The consent manager's id (`sbx` in the sandbox, `abdm` in production). */
  readonly cmId: string;
}

export const ENCRYPTION_ALGORITHM = 'RSA/ECB/OAEPWithSHA-1AndMGF1Padding';
/** A session is renewed this long before ABDM says it expires. */
const SESSION_MARGIN_MS = 60_000;
/** ABDM rotates its key rarely, but a key kept forever could not follow a rotation. */
const CERTIFICATE_TTL_MS = 3_600_000;
const TIMEOUT_MS = 20_000;

/** What ABDM answers, as far as this code reads it. */
export interface AbdmOtpSent {
  txnId: string;
  message: string | undefined;
}

export interface AbdmAbhaProfile {
  ABHANumber?: string;
  firstName?: string;
  middleName?: string;
  lastName?: string;
  /** `DD-MM-YYYY`. */
  dob?: string;
  gender?: string;
  mobile?: string | null;
  address?: string;
  pinCode?: string;
  phrAddress?: string[] | null;
}

export interface AbdmEnrolled {
  txnId: string;
  message: string | undefined;
  isNew: boolean;
  profile: AbdmAbhaProfile;
}

export interface AbdmMobileVerified {
  txnId: string;
  verified: boolean;
  message: string | undefined;
}

export interface AbdmAddressCreated {
  txnId: string;
  abhaNumber: string | undefined;
  abhaAddress: string;
}

interface Cached<T> {
  value: T;
  until: number;
}

const optionalText = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** A member ABDM must send; its absence is an answer this code cannot use. */
function requiredText(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (typeof value !== 'string' || value === '') throw new AbdmError(undefined, undefined, `ABDM's answer has no ${name}`);
  return value;
}

/** ABDM's DER key as node:crypto reads it: bare base64 (as published) or PEM. */
function publicKeyOf(published: string): KeyObject {
  if (published.includes('-----BEGIN')) return createPublicKey(published);
  return createPublicKey({ key: Buffer.from(published.replace(/\s+/g, ''), 'base64'), format: 'der', type: 'spki' });
}

export class AbdmGateway {
  private session: Cached<string> | undefined;
  private certificate: Cached<KeyObject> | undefined;

  constructor(
    private readonly settings: AbdmSettings,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Sends the Aadhaar OTP (scope `abha-enrol`): ABDM texts it to the mobile linked to the Aadhaar number. */
  async requestAadhaarOtp(aadhaarNumber: string): Promise<AbdmOtpSent> {
    const body = await this.call('POST', '/v3/enrollment/request/otp', {
      txnId: '',
      scope: ['abha-enrol'],
      loginHint: 'aadhaar',
      loginId: await this.encrypt(aadhaarNumber),
      otpSystem: 'aadhaar',
    });
    return { txnId: requiredText(body, 'txnId'), message: optionalText(body.message) };
  }

  /** Verifies the Aadhaar OTP and enrols: the ABHA number and profile; `mobile` is the one the patient wants on the ABHA. */
  async enrolByAadhaar(input: { txnId: string; otp: string; mobile: string }): Promise<AbdmEnrolled> {
    const body = await this.call('POST', '/v3/enrollment/enrol/byAadhaar', {
      authData: {
        authMethods: ['otp'],
        otp: { txnId: input.txnId, otpValue: await this.encrypt(input.otp), mobile: input.mobile, timeStamp: this.timestamp() },
      },
      consent: { code: 'abha-enrollment', version: '1.4' },
    });
    const profile = isJsonObject(body.ABHAProfile) ? (body.ABHAProfile as AbdmAbhaProfile) : {};
    return { txnId: requiredText(body, 'txnId'), message: optionalText(body.message), isNew: body.isNew !== false, profile };
  }

  /** Sends an OTP to a mobile other than Aadhaar's (scopes `abha-enrol`, `mobile-verify`). */
  async requestMobileOtp(input: { txnId: string; mobile: string }): Promise<AbdmOtpSent> {
    const body = await this.call('POST', '/v3/enrollment/request/otp', {
      txnId: input.txnId,
      scope: ['abha-enrol', 'mobile-verify'],
      loginHint: 'mobile',
      loginId: await this.encrypt(input.mobile),
      otpSystem: 'abdm',
    });
    return { txnId: requiredText(body, 'txnId'), message: optionalText(body.message) };
  }

  /** Verifies the mobile's OTP; a wrong one is answered (200, `authResult: failed`), not refused. */
  async verifyMobileOtp(input: { txnId: string; otp: string }): Promise<AbdmMobileVerified> {
    const body = await this.call('POST', '/v3/enrollment/auth/byAbdm', {
      scope: ['abha-enrol', 'mobile-verify'],
      authData: { authMethods: ['otp'], otp: { txnId: input.txnId, otpValue: await this.encrypt(input.otp), timeStamp: this.timestamp() } },
    });
    return { txnId: requiredText(body, 'txnId'), verified: body.authResult === 'success', message: optionalText(body.message) };
  }

  /** ABHA addresses ABDM offers for the enrolled person (the transaction names them, in the `TRANSACTION_ID` header). */
  async addressSuggestions(txnId: string): Promise<{ txnId: string; suggestions: string[] }> {
    const body = await this.call('GET', '/v3/enrollment/enrol/suggestion', undefined, { TRANSACTION_ID: txnId });
    const list = Array.isArray(body.abhaAddressList) ? body.abhaAddressList.filter((item): item is string => typeof item === 'string') : [];
    return { txnId: optionalText(body.txnId) ?? txnId, suggestions: list };
  }

  /** Claims an ABHA address (the part before `@`; ABDM adds its consent manager's suffix) as the preferred one. */
  async createAddress(input: { txnId: string; abhaAddress: string }): Promise<AbdmAddressCreated> {
    const body = await this.call('POST', '/v3/enrollment/enrol/abha-address', { txnId: input.txnId, abhaAddress: input.abhaAddress, preferred: 1 });
    return {
      txnId: optionalText(body.txnId) ?? input.txnId,
      abhaNumber: optionalText(body.healthIdNumber),
      abhaAddress: requiredText(body, 'preferredAbhaAddress'),
    };
  }

  /** UTC, milliseconds, `Z`: ABDM refuses local time (ABDM-1016). */
  private timestamp(): string {
    return this.now().toISOString();
  }

  private headers(): Record<string, string> {
    return { 'REQUEST-ID': randomUUID(), TIMESTAMP: this.timestamp(), 'X-CM-ID': this.settings.cmId };
  }

  private async encrypt(text: string): Promise<string> {
    const key = await this.publicKey();
    return publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha1' }, Buffer.from(text, 'utf8')).toString('base64');
  }

  private async publicKey(): Promise<KeyObject> {
    const now = this.now().getTime();
    if (this.certificate && now < this.certificate.until) return this.certificate.value;
    const body = await this.call('GET', '/v3/profile/public/certificate');
    if (body.encryptionAlgorithm !== undefined && body.encryptionAlgorithm !== ENCRYPTION_ALGORITHM) {
      throw new AbdmError(undefined, undefined, `ABDM's certificate names ${String(body.encryptionAlgorithm)}, not ${ENCRYPTION_ALGORITHM}: nothing is encrypted with it`);
    }
    let key: KeyObject;
    try {
      key = publicKeyOf(requiredText(body, 'publicKey'));
    } catch (error) {
      if (error instanceof AbdmError) throw error;
      throw new AbdmError(undefined, undefined, "ABDM's public certificate is not an RSA public key");
    }
    this.certificate = { value: key, until: now + CERTIFICATE_TTL_MS };
    return key;
  }

  private async accessToken(): Promise<string> {
    const now = this.now().getTime();
    if (this.session && now < this.session.until) return this.session.value;
    const body = await this.send(
      'POST',
      `${this.settings.gatewayUrl}/api/hiecm/gateway/v3/sessions`,
      { clientId: this.settings.clientId, clientSecret: this.settings.clientSecret, grantType: 'client_credentials' },
      {},
    );
    const token = requiredText(body, 'accessToken');
    const lifetimeMs = (typeof body.expiresIn === 'number' ? body.expiresIn : 0) * 1000;
    // A session shorter than the margin is used for this call alone.
    this.session = { value: token, until: now + Math.max(0, lifetimeMs - SESSION_MARGIN_MS) };
    return token;
  }

  /** A call to the ABHA service under the gateway session; a 401 drops the cached session, so the next call makes a new one. */
  private async call(method: 'GET' | 'POST', path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<Record<string, unknown>> {
    const token = await this.accessToken();
    try {
      return await this.send(method, `${this.settings.abhaUrl}${path}`, body, { ...extraHeaders, Authorization: `Bearer ${token}` });
    } catch (error) {
      if (error instanceof AbdmError && error.status === 401) this.session = undefined;
      throw error;
    }
  }

  private async send(method: 'GET' | 'POST', url: string, body: unknown, extraHeaders: Record<string, string>): Promise<Record<string, unknown>> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method,
        headers: {
          ...this.headers(),
          ...extraHeaders,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      text = await response.text();
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new AbdmError(undefined, undefined, timedOut ? `ABDM did not answer within ${TIMEOUT_MS / 1000} s` : 'ABDM could not be reached');
    }
    if (!response.ok) throw abdmRefusal(response.status, text);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (!isJsonObject(parsed)) throw new AbdmError(undefined, undefined, `ABDM answered ${response.status} with a body that is not a JSON object`);
    return parsed;
  }
}
