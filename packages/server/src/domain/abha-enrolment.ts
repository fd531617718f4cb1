/**
 * An ABHA enrolment by Aadhaar OTP, as svc-scribe keeps it while a clinic's software walks a patient through ABDM's
 * steps. It never holds the Aadhaar number: a keyed hash (to recognise a repeat) and the last four digits (for a person
 * reading the audit trail).
 */

/**
 * Where an enrolment stands: the Aadhaar OTP was sent; the mobile the patient gave differs from Aadhaar's and its own
 * OTP was sent; the ABHA number exists and an ABHA address is to be chosen; done.
 */
export const ENROLMENT_STATES = ['otp_sent', 'mobile_otp_sent', 'address_pending', 'completed'] as const;
export type EnrolmentState = (typeof ENROLMENT_STATES)[number];

/** How long an enrolment may take from its Aadhaar OTP: ABDM's OTPs live 10 minutes, the transaction about 30. */
export const ENROLMENT_TTL_S = 30 * 60;
