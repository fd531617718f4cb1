import type { Schemas } from '../http/wire.js';

/** `abdm.registration.aadhaarInit`'s answer: the enrolment's `txn_id`, and ABDM's words on where the OTP went. */
export type AbhaInitResponse = Schemas['AbhaInitResponse'];

/** Where an enrolment stands after a step (`skip_state`), with the profile as far as the step knows it. */
export type AbhaEnrolmentStep = Schemas['AbhaEnrolmentStep'];

/** The ABHA profile: number, address, and Aadhaar's demographics. */
export type AbhaProfile = Schemas['AbhaProfile'];

export interface AadhaarVerifyOptions {
  txnId: string;
  /** The 6-digit OTP sent to the mobile Aadhaar holds. */
  otp: string;
  /** The mobile to link with the ABHA; when it is not Aadhaar's, ABDM texts it an OTP (`skip_state: confirm_mobile_otp`). */
  mobile: string;
}
