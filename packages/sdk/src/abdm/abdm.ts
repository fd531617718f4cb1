import type { Transport } from '../http/transport.js';
import type { RequestBody, ResponseBody } from '../http/wire.js';
import type { AadhaarVerifyOptions, AbhaEnrolmentStep, AbhaInitResponse } from './types.js';

const PREFIX = '/abdm/na/v1/registration';

/**
 * India's ABHA enrolment by Aadhaar OTP, through the server's ABDM gateway client (scope `records`). Give the client an
 * `encryption` key so that the Aadhaar number travels encrypted. Refusals are `ApiError`s: 400 (bad input, wrong OTP),
 * 409 (a step out of order), 422 (expired), 429, 501 (the server has no `SCRIBE_ABDM_*`), 502 (ABDM failed).
 */
export class AbhaRegistration {
  /** @internal */
  constructor(private readonly transport: Transport) {}

  /** Checks the number and has ABDM text an OTP to the mobile Aadhaar holds; `txn_id` names the enrolment from now on. */
  async aadhaarInit(aadhaarNumber: string): Promise<AbhaInitResponse> {
    return this.post<'abhaAadhaarInit'>('/aadhaar/init', { aadhaar_number: aadhaarNumber } satisfies RequestBody<'abhaAadhaarInit'>);
  }

  /** Verifies the Aadhaar OTP: the ABHA number and profile, and the next step. */
  async aadhaarVerify(options: AadhaarVerifyOptions): Promise<AbhaEnrolmentStep> {
    const json = { txn_id: options.txnId, otp: options.otp, mobile: options.mobile } satisfies RequestBody<'abhaAadhaarVerify'>;
    return this.post<'abhaAadhaarVerify'>('/aadhaar/verify', json);
  }

  /** Verifies the OTP sent to the patient's own mobile (after `skip_state: confirm_mobile_otp`). */
  async mobileVerify(options: { txnId: string; otp: string }): Promise<AbhaEnrolmentStep> {
    return this.post<'abhaMobileVerify'>('/aadhaar/mobile/verify', { txn_id: options.txnId, otp: options.otp } satisfies RequestBody<'abhaMobileVerify'>);
  }

  /** ABHA addresses ABDM offers the enrolled patient (after `skip_state: abha_create`). */
  async suggestAddresses(txnId: string): Promise<string[]> {
    const { body } = await this.transport.request<ResponseBody<'abhaSuggestAddresses', 200>>({ method: 'GET', url: `${PREFIX}/suggest`, query: { transactionId: txnId } });
    return body.suggestions;
  }

  /** Creates the chosen ABHA address (with or without its `@` suffix) and completes the enrolment (`skip_state: abha_end`). */
  async createAddress(options: { txnId: string; abhaAddress: string }): Promise<AbhaEnrolmentStep> {
    const json = { txn_id: options.txnId, abha_address: options.abhaAddress } satisfies RequestBody<'abhaCreateAddress'>;
    return this.post<'abhaCreateAddress'>('/aadhaar/create-phr', json);
  }

  private async post<Op extends 'abhaAadhaarInit' | 'abhaAadhaarVerify' | 'abhaMobileVerify' | 'abhaCreateAddress'>(path: string, json: RequestBody<Op>): Promise<ResponseBody<Op, 200>> {
    return (await this.transport.request<ResponseBody<Op, 200>>({ method: 'POST', url: `${PREFIX}${path}`, json })).body;
  }
}

/** India's national health gateway (ABDM), as the vendor's SDK groups it: `client.abdm.registration`. */
export class Abdm {
  readonly registration: AbhaRegistration;

  /** @internal */
  constructor(transport: Transport) {
    this.registration = new AbhaRegistration(transport);
  }
}
