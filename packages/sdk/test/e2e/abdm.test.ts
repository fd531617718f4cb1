import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, ScribeClient, type JweKey } from '../../src/index.js';
import { aadhaarHolder, startAbdmDouble, type AbdmDouble } from '../../../server/test/helpers/abdm-double.js';
import { recordingFetch } from '../helpers/recording-fetch.js';
import { startScribe, type ScribeServer } from '../helpers/scribe-server.js';

const ASHA = aadhaarHolder('23412341234', '9876543210', 'Asha', 'Verma');

/** `client.abdm.registration` against the real server, its ABDM gateway client pointed at the local ABDM double. */
describe('ABHA registration through the SDK', () => {
  let abdm: AbdmDouble;
  let scribe: ScribeServer;
  let credentials: { clientId: string; clientSecret: string };
  let key: JweKey;

  beforeAll(async () => {
    abdm = await startAbdmDouble({ holders: [ASHA] });
    scribe = await startScribe(abdm.env);
    credentials = await scribe.credentials();
    const created = await scribe.server.container.clientKeys.create(credentials.clientId);
    key = { kid: created.kid, sharedKey: created.key };
  });
  afterAll(async () => {
    await scribe.stop();
    await abdm.close();
  });

  it('enrols with every request encrypted, the mobile step included, and throws ApiError on a refusal', async () => {
    const { fetch, exchanges } = recordingFetch();
    const { registration } = new ScribeClient({ baseUrl: scribe.baseUrl, ...credentials, encryption: key, fetch }).abdm;

    await expect(registration.aadhaarInit('234123412347')).rejects.toMatchObject({ status: 400, message: 'HTTP 400: aadhaar_number fails its check digit (Verhoeff): a digit is mistyped' });
    const started = await registration.aadhaarInit(ASHA.aadhaar);
    expect(started.hint).toBe('OTP sent to Aadhaar registered mobile number ending with ******3210');
    const txnId = started.txn_id;
    const verified = await registration.aadhaarVerify({ txnId, otp: abdm.lastOtp(), mobile: '7000012345' });
    expect(verified).toMatchObject({ txn_id: txnId, skip_state: 'confirm_mobile_otp', profile: { first_name: 'Asha', kyc_verified: true } });
    expect(await registration.mobileVerify({ txnId, otp: abdm.lastOtp() })).toMatchObject({ skip_state: 'abha_create' });
    expect(await registration.suggestAddresses(txnId)).toEqual(['asha.verma', 'asha1990']);
    const done = await registration.createAddress({ txnId, abhaAddress: 'asha.verma' });
    expect(done).toEqual({ txn_id: txnId, skip_state: 'abha_end', profile: { abha_address: 'asha.verma@sbx', abha_number: verified.profile?.abha_number, kyc_verified: true } });

    const error = await registration.createAddress({ txnId, abhaAddress: 'asha.v' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409 });
    const posts = exchanges.filter((e) => e.path.startsWith('/abdm/') && e.method === 'POST');
    expect(posts.length).toBe(6);
    for (const post of posts) {
      expect(post.requestHeaders.get('x-encryption')).toBe('JWE');
      expect(post.requestBody).not.toContain(ASHA.aadhaar);
    }
  });
});
