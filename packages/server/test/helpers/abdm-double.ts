/**
 * A local stand-in for ABDM's V3 enrolment APIs, written from their published definitions (the ABDM Developer Portal's
 * M1 pages as nha-in/docs carries them: `plugins/abdm-integrators-assistant/skills/abdm-m1/`), not from our client:
 * a gateway session by client credentials, the public key (bare base64 DER, RSA-OAEP with SHA-1 and MGF1, its own key
 * pair), and the enrolment's state machine with UIDAI's people behind it. It checks `REQUEST-ID`, `TIMESTAMP`,
 * `X-CM-ID` and the bearer on every call, decrypts what must be encrypted, and answers in ABDM's error shapes.
 */
import { constants, generateKeyPairSync, privateDecrypt, randomInt, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verhoeffValid } from '../../src/domain/aadhaar.js';

/** A person as UIDAI knows them. */
export interface AadhaarHolder {
  aadhaar: string;
  /** The mobile Aadhaar holds. */
  mobile: string;
  firstName: string;
  lastName: string;
  gender: 'M' | 'F' | 'O';
  /** `DD-MM-YYYY`. */
  dob: string;
  /** An ABHA made before: enrolling again finds it. */
  existing?: { abhaNumber: string; abhaAddress: string };
}

/** An Aadhaar-shaped number: the 11 digits and the Verhoeff check digit that makes them valid. */
export function withCheckDigit(digits: string): string {
  const number = Array.from({ length: 10 }, (_, d) => `${digits}${d}`).find(verhoeffValid);
  if (!number) throw new Error('no check digit');
  return number;
}

/** A person UIDAI knows, by the first 11 digits of their Aadhaar number. */
export const aadhaarHolder = (digits: string, mobile: string, firstName: string, lastName: string, existing?: AadhaarHolder['existing']): AadhaarHolder => ({
  aadhaar: withCheckDigit(digits),
  mobile,
  firstName,
  lastName,
  gender: 'F',
  dob: '14-08-1990',
  ...(existing && { existing }),
});

export interface AbdmCall {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** As it arrived (the encrypted fields encrypted). */
  body: string;
}

type TxnState = 'aadhaar_otp' | 'enrolled' | 'mobile_otp' | 'mobile_verified' | 'done';

interface Txn {
  id: string;
  holder: AadhaarHolder;
  state: TxnState;
  otp: string;
  attempts: number;
  expired: boolean;
  abhaNumber?: string;
}

export interface AbdmDouble {
  /** The `SCRIBE_ABDM_*` settings that point a server at this double. */
  env: Record<string, string>;
  calls: AbdmCall[];
  /** Header faults found on calls (ABDM would refuse them); a correct client leaves it empty. */
  headerFaults: string[];
  /** Every plaintext this double decrypted with its private key. */
  decrypted: string[];
  /** How many gateway sessions and certificate downloads were asked for. */
  counts: { sessions: number; certificates: number };
  /** The last OTP "texted" (Aadhaar's or the mobile's). */
  lastOtp(): string;
  /** ABDM forgets every open transaction (as its own expiry would). */
  expireAll(): void;
  close(): Promise<void>;
}

export const ABDM_CLIENT = { id: 'SBX_0001', secret: 'sbx-secret-0001', cmId: 'sbx' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UTC_MILLIS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** How many OTPs one Aadhaar number may be sent, and wrong OTPs one transaction may take, before ABDM-1100. */
export const ABDM_OTP_LIMIT = 3;

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super('refused');
  }
}

const wrapped = (code: string, message: string) => ({ error: { code, message } });
const TOO_MANY = wrapped('ABDM-1100', 'You have requested multiple OTPs Or Exceeded maximum number of attempts for OTP match in this transaction. Please try again in 30 minutes.');
const INVALID_TXN = wrapped('ABDM-1017', 'Invalid Transaction Id');

export async function startAbdmDouble(options: { holders: AadhaarHolder[]; sessionLifetimeS?: number; takenAddresses?: string[] }): Promise<AbdmDouble> {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicKeyDer = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  const calls: AbdmCall[] = [];
  const headerFaults: string[] = [];
  const decrypted: string[] = [];
  const counts = { sessions: 0, certificates: 0 };
  const tokens = new Set<string>();
  const txns = new Map<string, Txn>();
  const otpRequests = new Map<string, number>();
  const taken = new Set(options.takenAddresses ?? []);
  let lastOtp = '';
  let abhaNumbers = 0;

  const decrypt = (field: string, value: unknown): string => {
    try {
      const plaintext = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha1' }, Buffer.from(String(value), 'base64')).toString('utf8');
      decrypted.push(plaintext);
      return plaintext;
    } catch {
      throw new Refusal(400, { [field]: `Invalid ${field}`, timestamp: '2025-01-15 13:21:16' });
    }
  };
  const newOtp = () => (lastOtp = String(randomInt(100_000, 1_000_000)));
  const openTxn = (id: unknown, states: TxnState[]): Txn => {
    const txn = typeof id === 'string' ? txns.get(id) : undefined;
    if (!txn || txn.expired) throw new Refusal(400, INVALID_TXN);
    if (!states.includes(txn.state)) throw new Refusal(400, wrapped('ABDM-1107', 'Invalid combinations of scopes'));
    return txn;
  };
  const checkOtp = (txn: Txn, otp: string) => {
    if (otp === txn.otp) return true;
    if (++txn.attempts >= ABDM_OTP_LIMIT) throw new Refusal(400, TOO_MANY);
    return false;
  };

  function checkHeaders(headers: IncomingHttpHeaders, withBearer: boolean, path: string): void {
    const faults = [
      UUID.test(String(headers['request-id'])) ? undefined : 'REQUEST-ID is not a UUID',
      UTC_MILLIS.test(String(headers.timestamp)) ? undefined : 'TIMESTAMP is not UTC ISO with milliseconds',
      headers['x-cm-id'] === ABDM_CLIENT.cmId ? undefined : 'X-CM-ID is not the consent manager',
    ].filter((fault): fault is string => fault !== undefined);
    headerFaults.push(...faults.map((fault) => `${path}: ${fault}`));
    if (faults.length > 0) throw new Refusal(400, wrapped('ABDM-1016', 'Invalid Timestamp'));
    if (withBearer && !tokens.has(String(headers.authorization).replace(/^Bearer /, ''))) {
      throw new Refusal(401, { code: '900901', message: 'Invalid Credentials', description: 'Invalid JWT token. Make sure you have provided the correct security credentials' });
    }
  }

  const routes: Record<string, (body: Record<string, unknown>, headers: IncomingHttpHeaders) => unknown> = {
    'POST /api/hiecm/gateway/v3/sessions': (body) => {
      counts.sessions++;
      if (body.clientId !== ABDM_CLIENT.id || body.clientSecret !== ABDM_CLIENT.secret || body.grantType !== 'client_credentials') {
        throw new Refusal(401, wrapped('ABDM-9999: ', 'Invalid user credentials'));
      }
      const token = `gw-${randomUUID()}`;
      tokens.add(token);
      return { accessToken: token, expiresIn: options.sessionLifetimeS ?? 1200, refreshExpiresIn: 1800, refreshToken: `r-${token}`, tokenType: 'bearer' };
    },
    'GET /abha/api/v3/profile/public/certificate': () => {
      counts.certificates++;
      return { publicKey: publicKeyDer, encryptionAlgorithm: 'RSA/ECB/OAEPWithSHA-1AndMGF1Padding' };
    },
    'POST /abha/api/v3/enrollment/request/otp': (body) => {
      const scope = JSON.stringify(body.scope);
      if (scope === '["abha-enrol"]' && body.loginHint === 'aadhaar' && body.otpSystem === 'aadhaar') {
        const aadhaar = decrypt('loginId', body.loginId);
        const holder = options.holders.find((candidate) => candidate.aadhaar === aadhaar);
        if (!holder) throw new Refusal(400, wrapped('ABDM-1204', 'UIDAI Error code : 998 : Invalid Aadhaar Number.'));
        const sent = (otpRequests.get(aadhaar) ?? 0) + 1;
        otpRequests.set(aadhaar, sent);
        if (sent > ABDM_OTP_LIMIT) throw new Refusal(400, TOO_MANY);
        const txn: Txn = { id: randomUUID(), holder, state: 'aadhaar_otp', otp: newOtp(), attempts: 0, expired: false };
        txns.set(txn.id, txn);
        return { txnId: txn.id, message: `OTP sent to Aadhaar registered mobile number ending with ******${holder.mobile.slice(-4)}` };
      }
      if (scope === '["abha-enrol","mobile-verify"]' && body.loginHint === 'mobile' && body.otpSystem === 'abdm') {
        const txn = openTxn(body.txnId, ['enrolled']);
        const mobile = decrypt('loginId', body.loginId);
        txn.state = 'mobile_otp';
        txn.otp = newOtp();
        txn.attempts = 0;
        return { txnId: txn.id, message: `OTP sent to mobile number ending with ******${mobile.slice(-4)}` };
      }
      throw new Refusal(400, { scope: 'Invalid Scope', timestamp: '2025-01-15 13:39:03' });
    },
    'POST /abha/api/v3/enrollment/enrol/byAadhaar': (body) => {
      const authData = body.authData as { authMethods?: unknown; otp?: { txnId?: unknown; otpValue?: unknown; mobile?: unknown } } | undefined;
      const consent = body.consent as { code?: unknown } | undefined;
      if (JSON.stringify(authData?.authMethods) !== '["otp"]' || consent?.code !== 'abha-enrollment') {
        throw new Refusal(400, { authData: 'Invalid Auth Data', timestamp: '2025-01-15 13:39:03' });
      }
      const txn = openTxn(authData?.otp?.txnId, ['aadhaar_otp']);
      if (!checkOtp(txn, decrypt('otpValue', authData?.otp?.otpValue))) {
        throw new Refusal(400, wrapped('ABDM-1204', 'UIDAI Error code : 400 : Invalid Aadhaar OTP value.'));
      }
      const { holder } = txn;
      txn.abhaNumber = holder.existing?.abhaNumber ?? `91-${String(1000 + ++abhaNumbers).padStart(4, '0')}-4571-0392`;
      txn.state = 'enrolled';
      const mobile = authData?.otp?.mobile === holder.mobile ? holder.mobile : null;
      return {
        message: holder.existing ? 'This account already exist' : 'Account created successfully',
        txnId: txn.id,
        tokens: { token: `x-${randomUUID()}`, expiresIn: 1800, refreshToken: `xr-${randomUUID()}`, refreshExpiresIn: 1_296_000 },
        ABHAProfile: {
          firstName: holder.firstName,
          middleName: '',
          lastName: holder.lastName,
          dob: holder.dob,
          gender: holder.gender,
          mobile,
          phrAddress: holder.existing ? [holder.existing.abhaAddress] : null,
          address: 'C-12, Lajpat Nagar, South Delhi',
          pinCode: '110024',
          ABHANumber: txn.abhaNumber,
          abhaStatus: 'ACTIVE',
          abhaType: 'STANDARD',
        },
        isNew: !holder.existing,
      };
    },
    'POST /abha/api/v3/enrollment/auth/byAbdm': (body) => {
      const authData = body.authData as { otp?: { txnId?: unknown; otpValue?: unknown } } | undefined;
      if (JSON.stringify(body.scope) !== '["abha-enrol","mobile-verify"]') throw new Refusal(400, { scope: 'Invalid Scope', timestamp: '2025-01-15 13:39:03' });
      const txn = openTxn(authData?.otp?.txnId, ['mobile_otp']);
      if (!checkOtp(txn, decrypt('otpValue', authData?.otp?.otpValue))) {
        return { txnId: txn.id, authResult: 'failed', message: 'Please enter a valid OTP. Entered OTP is either expired or incorrect.', accounts: [] };
      }
      txn.state = 'mobile_verified';
      return { txnId: txn.id, authResult: 'success', message: 'OTP verified successfully', accounts: [{ ABHANumber: txn.abhaNumber }] };
    },
    'GET /abha/api/v3/enrollment/enrol/suggestion': (_body, headers) => {
      const txn = openTxn(headers.transaction_id, ['enrolled', 'mobile_verified']);
      const { firstName, lastName, dob } = txn.holder;
      return { txnId: txn.id, abhaAddressList: [`${firstName}.${lastName}`.toLowerCase(), `${firstName.toLowerCase()}${dob.slice(-4)}`] };
    },
    'POST /abha/api/v3/enrollment/enrol/abha-address': (body) => {
      const txn = openTxn(body.txnId, ['enrolled', 'mobile_verified']);
      const address = String(body.abhaAddress);
      if (address.includes('@') || body.preferred !== 1) throw new Refusal(400, { abhaAddress: 'Invalid ABHA Address', timestamp: '2025-01-15 13:39:03' });
      if (taken.has(address)) throw new Refusal(400, wrapped('ABDM-1101', 'This ABHA Address already exists. Please create with unique ABHA address'));
      taken.add(address);
      txn.state = 'done';
      return { txnId: txn.id, healthIdNumber: txn.abhaNumber, preferredAbhaAddress: `${address}@sbx` };
    },
  };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const path = (request.url ?? '').split('?')[0]!;
    calls.push({ method: request.method ?? '', path, headers: request.headers, body });
    const route = routes[`${request.method} ${path}`];
    let status = 200;
    let answer: unknown;
    try {
      if (!route) throw new Refusal(404, { code: '404', message: 'No matching resource found for given API Request' });
      checkHeaders(request.headers, !path.endsWith('/sessions'), path);
      answer = route(body === '' ? {} : (JSON.parse(body) as Record<string, unknown>), request.headers);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      status = error.status;
      answer = error.body;
    }
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => response.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    env: {
      SCRIBE_ABDM_GATEWAY_URL: base,
      SCRIBE_ABDM_ABHA_URL: `${base}/abha/api`,
      SCRIBE_ABDM_CLIENT_ID: ABDM_CLIENT.id,
      SCRIBE_ABDM_CLIENT_SECRET: ABDM_CLIENT.secret,
      SCRIBE_ABDM_CM_ID: ABDM_CLIENT.cmId,
    },
    calls,
    headerFaults,
    decrypted,
    counts,
    lastOtp: () => lastOtp,
    expireAll: () => txns.forEach((txn) => (txn.expired = true)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
