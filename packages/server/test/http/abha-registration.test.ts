import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/http/app.js';
import { ABDM_OTP_LIMIT, aadhaarHolder as holder, startAbdmDouble, withCheckDigit, type AbdmDouble } from '../helpers/abdm-double.js';
import { joseEnvelope, openResponse, type SharedKey } from '../helpers/jwe-client.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const REGISTRATION = '/abdm/na/v1/registration';

const ASHA = holder('23412341234', '9876543210', 'Asha', 'Verma');
const MEERA = holder('34523452345', '9988776655', 'Meera', 'Iyer');
const RAVI = holder('45634563456', '9123456780', 'Ravi', 'Kumar', { abhaNumber: '91-7777-4571-0392', abhaAddress: 'ravi.kumar@sbx' });
const OTHERS = ['56745674567', '67856785678', '78967896789', '89078907890', '29012901290'].map((digits, i) => holder(digits, `900000000${i}`, 'Person', `N${i}`));
const HOLDERS = [ASHA, MEERA, RAVI, ...OTHERS];
const OTP_PER_MINUTE = 4;

interface Caller {
  clientId: string;
  token: string;
  key: SharedKey;
}

describe('ABHA registration through ABDM (issue 34)', () => {
  let abdm: AbdmDouble;
  let s: TestServer;
  let app: FastifyInstance;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    abdm = await startAbdmDouble({ holders: HOLDERS, takenAddresses: ['taken.name'] });
    s = await startTestServer({ ...abdm.env, SCRIBE_ABDM_OTP_PER_CLIENT_PER_MINUTE: String(OTP_PER_MINUTE), SCRIBE_LOGIN_RATE_LIMIT_PER_MINUTE: '1000' });
    // Every log line, at every level, to search for Aadhaar numbers.
    app = buildApp(s.container, { level: 'trace', stream: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await s.close();
    await abdm.close();
  });

  async function caller(): Promise<Caller> {
    const { client_id, access_token } = await s.login();
    const { kid, key } = await s.container.clientKeys.create(client_id);
    return { clientId: client_id, token: access_token, key: { kid, key } };
  }

  /** A call as a clinic's software makes it, plain or (`encrypted`) as a JWE envelope; the answer decrypted when it was encrypted. */
  async function call(who: Caller, method: 'GET' | 'POST', url: string, body?: object, encrypted = false): Promise<{ status: number; body: Record<string, unknown> }> {
    const headers: Record<string, string> = { authorization: `Bearer ${who.token}`, ...(encrypted && { 'x-encryption': 'JWE', 'x-encryption-kid': who.key.kid }) };
    const payload = body === undefined ? undefined : encrypted ? await joseEnvelope(body, who.key) : body;
    const response = await app.inject({ method, url: `${REGISTRATION}${url}`, headers, ...(payload === undefined ? {} : { payload }) });
    if (encrypted) {
      expect(response.headers['x-encryption']).toBe('JWE');
      return { status: response.statusCode, body: openResponse(response.json(), who.key.key) as Record<string, unknown> };
    }
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  }

  const init = (who: Caller, aadhaar: string, encrypted = false) => call(who, 'POST', '/aadhaar/init', { aadhaar_number: aadhaar }, encrypted);

  it('enrols end to end with JWE: encrypted aadhaar/init, the OTP, suggestions and the address, in the vendor\'s shapes', async () => {
    const clinic = await caller();
    const started = await init(clinic, ASHA.aadhaar, true);
    expect(started).toEqual({ status: 200, body: { txn_id: expect.any(String), hint: 'OTP sent to Aadhaar registered mobile number ending with ******3210' } });
    const txnId = started.body.txn_id as string;

    const verified = await call(clinic, 'POST', '/aadhaar/verify', { txn_id: txnId, otp: abdm.lastOtp(), mobile: ASHA.mobile }, true);
    expect(verified).toEqual({
      status: 200,
      body: {
        txn_id: txnId,
        skip_state: 'abha_create',
        hint: 'Account created successfully',
        profile: {
          abha_number: expect.stringMatching(/^\d{2}-\d{4}-\d{4}-\d{4}$/),
          first_name: 'Asha',
          last_name: 'Verma',
          gender: 'F',
          year_of_birth: 1990,
          month_of_birth: 8,
          day_of_birth: 14,
          mobile: ASHA.mobile,
          address: 'C-12, Lajpat Nagar, South Delhi',
          pincode: '110024',
          kyc_verified: true,
        },
      },
    });
    const abhaNumber = (verified.body.profile as { abha_number: string }).abha_number;

    expect(await call(clinic, 'GET', `/suggest?transactionId=${txnId}`, undefined, true)).toEqual({ status: 200, body: { suggestions: ['asha.verma', 'asha1990'] } });
    expect(await call(clinic, 'POST', '/aadhaar/create-phr', { txn_id: txnId, abha_address: 'asha.verma@sbx' }, true)).toEqual({
      status: 200,
      body: { txn_id: txnId, skip_state: 'abha_end', profile: { abha_number: abhaNumber, abha_address: 'asha.verma@sbx', kyc_verified: true } },
    });

    // ABDM received the Aadhaar number and the OTP only RSA-OAEP encrypted, with its headers on every call.
    expect(abdm.decrypted).toContain(ASHA.aadhaar);
    expect(abdm.calls.some((c) => c.body.includes(ASHA.aadhaar))).toBe(false);
    expect(abdm.headerFaults).toEqual([]);
    expect(abdm.calls.filter((c) => c.path !== '/api/hiecm/gateway/v3/sessions').every((c) => /^Bearer gw-/.test(String(c.headers.authorization)))).toBe(true);
    // One gateway session and one certificate for the whole enrolment.
    expect(abdm.counts).toEqual({ sessions: 1, certificates: 1 });
  });

  it('verifies the mobile the patient gave when it is not Aadhaar\'s (JWE off), a wrong mobile OTP being 400 and tried again', async () => {
    const clinic = await caller();
    const { body } = await init(clinic, MEERA.aadhaar);
    const txnId = body.txn_id as string;
    const ownMobile = '7000012345';
    const verified = await call(clinic, 'POST', '/aadhaar/verify', { txn_id: txnId, otp: abdm.lastOtp(), mobile: ownMobile });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ txn_id: txnId, skip_state: 'confirm_mobile_otp', hint: 'OTP sent to mobile number ending with ******2345' });
    expect(verified.body.profile).not.toHaveProperty('mobile');

    const mobileOtp = abdm.lastOtp();
    const wrong = mobileOtp === '111111' ? '222222' : '111111';
    const refused = await call(clinic, 'POST', '/aadhaar/mobile/verify', { txn_id: txnId, otp: wrong });
    expect(refused).toEqual({ status: 400, body: { code: 400, error: 'the OTP is wrong or has expired: Please enter a valid OTP. Entered OTP is either expired or incorrect.' } });
    // Not yet at the address step.
    expect((await call(clinic, 'GET', `/suggest?transactionId=${txnId}`)).status).toBe(409);

    const confirmed = await call(clinic, 'POST', '/aadhaar/mobile/verify', { txn_id: txnId, otp: mobileOtp });
    expect(confirmed).toEqual({ status: 200, body: { txn_id: txnId, skip_state: 'abha_create', profile: { abha_number: expect.any(String), kyc_verified: true } } });
    const created = await call(clinic, 'POST', '/aadhaar/create-phr', { txn_id: txnId, abha_address: 'meera.iyer' });
    expect(created.body).toMatchObject({ skip_state: 'abha_end', profile: { abha_address: 'meera.iyer@sbx' } });
  });

  it('ends at abha_end for a patient who already has an ABHA with an address', async () => {
    const clinic = await caller();
    const { body } = await init(clinic, RAVI.aadhaar);
    const verified = await call(clinic, 'POST', '/aadhaar/verify', { txn_id: body.txn_id as string, otp: abdm.lastOtp(), mobile: RAVI.mobile });
    expect(verified.body).toMatchObject({ skip_state: 'abha_end', profile: { abha_number: '91-7777-4571-0392', abha_address: 'ravi.kumar@sbx' } });
    expect((await call(clinic, 'POST', '/aadhaar/create-phr', { txn_id: body.txn_id as string, abha_address: 'ravi.k' })).status).toBe(409);
  });

  it("answers a wrong Aadhaar OTP with 400 and ABDM's words, and ABDM's attempt limit with 429", async () => {
    const clinic = await caller();
    const { body } = await init(clinic, OTHERS[0]!.aadhaar);
    const txnId = body.txn_id as string;
    const wrong = abdm.lastOtp() === '123456' ? '654321' : '123456';
    const mobile = OTHERS[0]!.mobile;
    for (let attempt = 1; attempt < ABDM_OTP_LIMIT; attempt++) {
      expect(await call(clinic, 'POST', '/aadhaar/verify', { txn_id: txnId, otp: wrong, mobile })).toEqual({
        status: 400,
        body: { code: 400, error: 'the OTP is wrong or has expired: UIDAI Error code : 400 : Invalid Aadhaar OTP value. (ABDM-1204)' },
      });
    }
    expect(await call(clinic, 'POST', '/aadhaar/verify', { txn_id: txnId, otp: wrong, mobile })).toEqual({ status: 429, body: { code: 429, error: 'Too Many Requests' } });
  });

  it('refuses a bad Aadhaar number or OTP with 400 before anything reaches ABDM', async () => {
    const clinic = await caller();
    const before = abdm.calls.length;
    const mistyped = `${ASHA.aadhaar.slice(0, 11)}${(Number(ASHA.aadhaar[11]) + 1) % 10}`;
    expect(await init(clinic, mistyped, true)).toEqual({ status: 400, body: { code: 400, error: 'aadhaar_number fails its check digit (Verhoeff): a digit is mistyped' } });
    expect(await init(clinic, '12345678901')).toEqual({ status: 400, body: { code: 400, error: 'aadhaar_number must be 12 digits' } });
    expect((await init(clinic, withCheckDigit('12345678901'))).body).toEqual({ code: 400, error: 'aadhaar_number cannot start with 0 or 1' });
    const otp = await call(clinic, 'POST', '/aadhaar/verify', { txn_id: 'x', otp: '12345', mobile: '9876543210' });
    expect(otp).toEqual({ status: 400, body: { code: 400, error: 'body/otp must match pattern "^[0-9]{6}$"' } });
    expect(abdm.calls.length).toBe(before);
    // Nor does the refusal's log line carry the number.
    expect(JSON.stringify(lines)).not.toContain(mistyped);
  });

  it('answers an expired enrolment with 422: by our clock without asking ABDM, and when ABDM has forgotten the transaction', async () => {
    const clinic = await caller();
    const first = (await init(clinic, OTHERS[1]!.aadhaar)).body.txn_id as string;
    const otp = abdm.lastOtp();
    s.clock.advance(30 * 60);
    const before = abdm.calls.length;
    const expired = { status: 422, body: { code: 422, error: 'txn_id has expired: an enrolment lasts 30 minutes from its Aadhaar OTP; start again with aadhaar/init' } };
    expect(await call(clinic, 'POST', '/aadhaar/verify', { txn_id: first, otp, mobile: OTHERS[1]!.mobile })).toEqual(expired);
    expect(abdm.calls.length).toBe(before);

    const second = (await init(clinic, OTHERS[2]!.aadhaar)).body.txn_id as string;
    abdm.expireAll();
    expect(await call(clinic, 'POST', '/aadhaar/verify', { txn_id: second, otp: abdm.lastOtp(), mobile: OTHERS[2]!.mobile })).toEqual(expired);
  });

  it('rate limits OTP requests per client before they reach ABDM, leaving other clients alone', async () => {
    const busy = await caller();
    for (let i = 0; i < OTP_PER_MINUTE; i++) expect((await init(busy, '1')).status).toBe(400);
    const before = abdm.calls.length;
    expect(await init(busy, OTHERS[3]!.aadhaar)).toEqual({ status: 429, body: { code: 429, error: 'Too Many Requests' } });
    expect(abdm.calls.length).toBe(before);
    expect((await init(await caller(), OTHERS[3]!.aadhaar)).status).toBe(200);
  });

  it("finds no other client's enrolment, and refuses a step out of order with 409", async () => {
    const clinic = await caller();
    const txnId = (await init(clinic, OTHERS[4]!.aadhaar)).body.txn_id as string;
    expect(await call(await caller(), 'POST', '/aadhaar/create-phr', { txn_id: txnId, abha_address: 'some.one' })).toEqual({ status: 404, body: { code: 404, error: 'Not Found' } });
    expect(await call(clinic, 'POST', '/aadhaar/create-phr', { txn_id: txnId, abha_address: 'some.one' })).toEqual({
      status: 409,
      body: { code: 409, error: 'txn_id is at step otp_sent, not address_pending' },
    });
  });

  it("answers a taken ABHA address with ABDM's 409", async () => {
    const clinic = await caller();
    const txnId = (await init(clinic, OTHERS[3]!.aadhaar)).body.txn_id as string;
    await call(clinic, 'POST', '/aadhaar/verify', { txn_id: txnId, otp: abdm.lastOtp(), mobile: OTHERS[3]!.mobile });
    expect(await call(clinic, 'POST', '/aadhaar/create-phr', { txn_id: txnId, abha_address: 'taken.name' })).toEqual({
      status: 409,
      body: { code: 409, error: 'ABDM: This ABHA Address already exists. Please create with unique ABHA address (ABDM-1101)' },
    });
  });

  it('audits every call under its client, and keeps no full Aadhaar number in the logs or the store', async () => {
    const audited = lines.filter((line) => line.audit === 'abha');
    expect(audited.length).toBeGreaterThan(10);
    for (const line of audited) expect(line).toMatchObject({ clientId: expect.any(String), operation: expect.stringMatching(/^abha/), status: expect.any(Number) });
    expect(audited.some((line) => line.operation === 'abhaAadhaarInit' && line.status === 200 && typeof line.txnId === 'string')).toBe(true);

    const logged = JSON.stringify(lines);
    const stored = fs
      .readdirSync(s.config.dataDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name)).toString('latin1'))
      .join('\n');
    expect(stored).toContain('abha_enrolments');
    for (const { aadhaar } of HOLDERS) {
      expect(logged).not.toContain(aadhaar);
      expect(stored).not.toContain(aadhaar);
      // Nor its unkeyed hash, which would give the number away to anyone hashing the 10^11 candidates.
      expect(stored).not.toContain(createHash('sha256').update(aadhaar).digest('hex'));
    }
  });
});

describe('ABHA registration without SCRIBE_ABDM_*', () => {
  it('answers 501 naming the settings, and sends nothing', async () => {
    const s = await startTestServer();
    try {
      const { access_token } = await s.login();
      const response = await s.app.inject({
        method: 'POST',
        url: `${REGISTRATION}/aadhaar/init`,
        headers: { authorization: `Bearer ${access_token}` },
        payload: { aadhaar_number: ASHA.aadhaar },
      });
      expect(response.statusCode).toBe(501);
      expect(response.json()).toEqual({
        code: 501,
        error: 'ABHA registration is not configured on this server: set SCRIBE_ABDM_GATEWAY_URL, SCRIBE_ABDM_ABHA_URL, SCRIBE_ABDM_CLIENT_ID, SCRIBE_ABDM_CLIENT_SECRET, SCRIBE_ABDM_CM_ID',
      });
    } finally {
      await s.close();
    }
  });
});

describe("ABDM's gateway session", () => {
  it('is cached, and renewed a minute before it expires; the certificate is fetched once', async () => {
    const abdm = await startAbdmDouble({ holders: HOLDERS, sessionLifetimeS: 120 });
    const s = await startTestServer({ ...abdm.env, SCRIBE_LOGIN_RATE_LIMIT_PER_MINUTE: '1000' });
    try {
      const { access_token } = await s.login();
      const init = (aadhaar: string) =>
        s.app.inject({ method: 'POST', url: `${REGISTRATION}/aadhaar/init`, headers: { authorization: `Bearer ${access_token}` }, payload: { aadhaar_number: aadhaar } });
      expect((await init(ASHA.aadhaar)).statusCode).toBe(200);
      s.clock.advance(59);
      expect((await init(MEERA.aadhaar)).statusCode).toBe(200);
      expect(abdm.counts).toEqual({ sessions: 1, certificates: 1 });
      s.clock.advance(2);
      expect((await init(RAVI.aadhaar)).statusCode).toBe(200);
      expect(abdm.counts).toEqual({ sessions: 2, certificates: 1 });
      expect(abdm.headerFaults).toEqual([]);
    } finally {
      await s.close();
      await abdm.close();
    }
  });

  it("answers 502 naming the settings when ABDM refuses the facility's credentials, and when it cannot be reached", async () => {
    const abdm = await startAbdmDouble({ holders: HOLDERS });
    const s = await startTestServer({ ...abdm.env, SCRIBE_ABDM_CLIENT_SECRET: 'wrong', SCRIBE_LOGIN_RATE_LIMIT_PER_MINUTE: '1000' });
    try {
      const { access_token } = await s.login();
      const init = () =>
        s.app.inject({ method: 'POST', url: `${REGISTRATION}/aadhaar/init`, headers: { authorization: `Bearer ${access_token}` }, payload: { aadhaar_number: ASHA.aadhaar } });
      const refused = await init();
      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toEqual({
        code: 502,
        error: "ABDM refused this server's gateway client (SCRIBE_ABDM_CLIENT_ID, SCRIBE_ABDM_CLIENT_SECRET) while sending the Aadhaar OTP: Invalid user credentials (ABDM-9999)",
      });
      await abdm.close();
      expect((await init()).json()).toEqual({ code: 502, error: 'ABDM failed while sending the Aadhaar OTP: ABDM could not be reached' });
    } finally {
      await s.close();
    }
  });
});
