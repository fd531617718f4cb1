import { createHmac, randomUUID } from 'node:crypto';
import type { AbhaEnrolmentRecord, AbhaEnrolmentStep, Store } from '../adapters/db/store.js';
import { AbdmError } from '../adapters/abdm/abdm-error.js';
import type { AbdmAbhaProfile, AbdmGateway } from '../adapters/abdm/abdm-gateway.js';
import { ABDM_SETTINGS } from '../config/config.js';
import { aadhaarNumberProblem } from '../domain/aadhaar.js';
import { ENROLMENT_TTL_S, type EnrolmentState } from '../domain/abha-enrolment.js';
import { DomainError } from '../domain/errors.js';

/** The person ABDM enrolled, as far as it said. */
export interface AbhaProfile {
  abhaNumber?: string;
  abhaAddress?: string;
  firstName?: string;
  middleName?: string;
  lastName?: string;
  gender?: string;
  yearOfBirth?: number;
  monthOfBirth?: number;
  dayOfBirth?: number;
  mobile?: string;
  address?: string;
  pincode?: string;
  /** Enrolled by Aadhaar OTP: KYC-verified. */
  kycVerified?: boolean;
}

/** Where an enrolment can stand after a step: past the Aadhaar OTP. */
export type EnrolmentStep = Exclude<EnrolmentState, 'otp_sent'>;

/** An enrolment after a step: where it stands, ABDM's words to show the patient (whom an OTP went to), and who it is. */
export interface EnrolmentStepResult {
  id: string;
  state: EnrolmentStep;
  hint?: string;
  profile?: AbhaProfile;
}

/** Which step a failure of ABDM happened at: a refused OTP is the patient's mistake only where an OTP was checked. */
type Step = 'sending the Aadhaar OTP' | 'verifying the Aadhaar OTP' | 'sending the mobile OTP' | 'verifying the mobile OTP' | 'suggesting ABHA addresses' | 'creating the ABHA address';

const OTP_CHECKS: ReadonlySet<Step> = new Set(['verifying the Aadhaar OTP', 'verifying the mobile OTP']);

const expired = () =>
  new DomainError('unprocessable', `txn_id has expired: an enrolment lasts ${ENROLMENT_TTL_S / 60} minutes from its Aadhaar OTP; start again with aadhaar/init`);

/** ABDM's refusal as this service's: its words kept, in the kind of failure it is. */
function domainErrorOf(error: unknown, step: Step): unknown {
  if (!(error instanceof AbdmError)) return error;
  const { status, code } = error;
  const said = `${error.message}${code ? ` (${code})` : ''}`;
  if (status === undefined || status >= 500) return new DomainError('bad_gateway', `ABDM failed while ${step}: ${said}`);
  if (status === 401 || status === 403 || code?.startsWith('9009') || code === 'ABDM-1094') {
    return new DomainError('bad_gateway', `ABDM refused this server's gateway client (SCRIBE_ABDM_CLIENT_ID, SCRIBE_ABDM_CLIENT_SECRET) while ${step}: ${said}`);
  }
  if (status === 429 || code === 'ABDM-1100' || code === 'ABDM-1022') return new DomainError('rate_limited', `ABDM: too many OTPs or attempts: ${said}`);
  if (code === 'ABDM-1017' || /\btxnId\b/i.test(error.message)) return expired();
  if (code === 'ABDM-1101') return new DomainError('conflict', `ABDM: ${said}`);
  if (OTP_CHECKS.has(step)) return new DomainError('invalid_request', `the OTP is wrong or has expired: ${said}`);
  return new DomainError('unprocessable', `ABDM refused it while ${step}: ${said}`);
}

/** ABDM's `DD-MM-YYYY`, as day, month and year. */
function birthDate(dob: string | undefined): Pick<AbhaProfile, 'dayOfBirth' | 'monthOfBirth' | 'yearOfBirth'> {
  const match = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(dob ?? '');
  return match ? { dayOfBirth: Number(match[1]), monthOfBirth: Number(match[2]), yearOfBirth: Number(match[3]) } : {};
}

const present = <T>(value: T | null | undefined): value is T => value !== undefined && value !== null && value !== '';

function profileOf(p: AbdmAbhaProfile, abhaAddress: string | undefined): AbhaProfile {
  const fields: AbhaProfile = {
    abhaNumber: p.ABHANumber,
    abhaAddress,
    firstName: p.firstName,
    middleName: p.middleName,
    lastName: p.lastName,
    gender: p.gender,
    ...birthDate(p.dob),
    mobile: p.mobile ?? undefined,
    address: p.address,
    pincode: p.pinCode,
    kycVerified: true,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => present(value))) as AbhaProfile;
}

/**
 * India's ABHA enrolment by Aadhaar OTP, on behalf of a client (a clinic's software), through ABDM as the facility's
 * gateway client: init sends the Aadhaar OTP, its verification enrols (and, when the patient's mobile is not Aadhaar's,
 * sends that mobile an OTP to verify), then an ABHA address is chosen. The Aadhaar number is checked before anything
 * is sent and kept only as a keyed hash and its last four digits.
 */
export class AbhaRegistrationService {
  constructor(
    private readonly d: {
      store: Store;
      /** Undefined when SCRIBE_ABDM_* are unset: every call is refused with 501. */
      gateway: AbdmGateway | undefined;
      now: () => Date;
      /** The key of the Aadhaar numbers' hashes (derived from the master key). */
      aadhaarKey: () => Buffer;
    },
  ) {}

  /** Checks the number, has ABDM send the Aadhaar OTP, and records the enrolment. */
  async init(clientId: string, aadhaarNumber: string): Promise<{ id: string; hint?: string }> {
    const gateway = this.gateway();
    const problem = aadhaarNumberProblem(aadhaarNumber);
    if (problem !== undefined) throw new DomainError('invalid_request', problem);
    const sent = await this.ask(gateway.requestAadhaarOtp(aadhaarNumber), 'sending the Aadhaar OTP');
    const now = this.d.now();
    const enrolment: AbhaEnrolmentRecord = {
      id: randomUUID(),
      clientId,
      abdmTxnId: sent.txnId,
      aadhaarHash: createHmac('sha256', this.d.aadhaarKey()).update(aadhaarNumber).digest('hex'),
      aadhaarLast4: aadhaarNumber.slice(-4),
      state: 'otp_sent',
      abhaNumber: null,
      abhaAddress: null,
      createdAt: now,
      updatedAt: now,
      expiresAt: new Date(now.getTime() + ENROLMENT_TTL_S * 1000),
    };
    await this.d.store.abhaEnrolments.insert(enrolment);
    return { id: enrolment.id, ...(sent.message === undefined ? {} : { hint: sent.message }) };
  }

  /**
   * Verifies the Aadhaar OTP: ABDM enrols the person (or finds their ABHA). When `mobile` is not the one Aadhaar holds,
   * ABDM texts it an OTP (`mobile_otp_sent`); otherwise an ABHA address is to be chosen, unless the person had one.
   */
  async verifyAadhaarOtp(clientId: string, id: string, otp: string, mobile: string): Promise<EnrolmentStepResult> {
    const gateway = this.gateway();
    const enrolment = await this.awaiting(clientId, id, 'otp_sent');
    const enrolled = await this.ask(gateway.enrolByAadhaar({ txnId: enrolment.abdmTxnId, otp, mobile }), 'verifying the Aadhaar OTP');
    const abhaNumber = enrolled.profile.ABHANumber;
    if (!abhaNumber) throw new DomainError('bad_gateway', "ABDM verified the OTP but its answer has no ABHA number");
    // A person enrolled before keeps the address they have.
    const abhaAddress = enrolled.isNew ? undefined : enrolled.profile.phrAddress?.find(present);
    const profile = profileOf(enrolled.profile, abhaAddress);
    let state: EnrolmentStep = abhaAddress ? 'completed' : 'address_pending';
    let abdmTxnId = enrolled.txnId;
    let hint = enrolled.message;
    if (enrolled.profile.mobile !== mobile) {
      const sent = await this.ask(gateway.requestMobileOtp({ txnId: enrolled.txnId, mobile }), 'sending the mobile OTP');
      [state, abdmTxnId, hint] = ['mobile_otp_sent', sent.txnId, sent.message];
    }
    await this.advance(enrolment, { state, abdmTxnId, abhaNumber, abhaAddress, at: this.d.now() });
    return { id, state, profile, ...(hint === undefined ? {} : { hint }) };
  }

  /** Verifies the OTP sent to the patient's own mobile; a wrong one leaves the enrolment where it was, to try again. */
  async verifyMobileOtp(clientId: string, id: string, otp: string): Promise<EnrolmentStepResult> {
    const gateway = this.gateway();
    const enrolment = await this.awaiting(clientId, id, 'mobile_otp_sent');
    const verified = await this.ask(gateway.verifyMobileOtp({ txnId: enrolment.abdmTxnId, otp }), 'verifying the mobile OTP');
    if (!verified.verified) throw new DomainError('invalid_request', `the OTP is wrong or has expired: ${verified.message ?? 'ABDM did not verify it'}`);
    const state: EnrolmentStep = enrolment.abhaAddress ? 'completed' : 'address_pending';
    await this.advance(enrolment, { state, abdmTxnId: verified.txnId, at: this.d.now() });
    return { id, state, profile: this.identifiers(enrolment) };
  }

  /** The ABHA addresses ABDM offers the enrolled person. */
  async suggestAddresses(clientId: string, id: string): Promise<string[]> {
    const gateway = this.gateway();
    const enrolment = await this.awaiting(clientId, id, 'address_pending');
    return (await this.ask(gateway.addressSuggestions(enrolment.abdmTxnId), 'suggesting ABHA addresses')).suggestions;
  }

  /** Creates the chosen ABHA address (with or without its `@` suffix, which ABDM adds) and completes the enrolment. */
  async createAddress(clientId: string, id: string, abhaAddress: string): Promise<EnrolmentStepResult> {
    const gateway = this.gateway();
    const enrolment = await this.awaiting(clientId, id, 'address_pending');
    const created = await this.ask(
      gateway.createAddress({ txnId: enrolment.abdmTxnId, abhaAddress: abhaAddress.split('@')[0]! }),
      'creating the ABHA address',
    );
    const step = { state: 'completed', abdmTxnId: created.txnId, abhaAddress: created.abhaAddress, abhaNumber: created.abhaNumber, at: this.d.now() } as const;
    await this.advance(enrolment, step);
    return { id, state: 'completed', profile: this.identifiers({ ...enrolment, abhaAddress: created.abhaAddress, abhaNumber: created.abhaNumber ?? enrolment.abhaNumber }) };
  }

  private gateway(): AbdmGateway {
    if (this.d.gateway) return this.d.gateway;
    throw new DomainError('not_configured', `ABHA registration is not configured on this server: set ${ABDM_SETTINGS.join(', ')}`);
  }

  private async ask<T>(call: Promise<T>, step: Step): Promise<T> {
    try {
      return await call;
    } catch (error) {
      throw domainErrorOf(error, step);
    }
  }

  /** The client's enrolment, unexpired and at `state`. */
  private async awaiting(clientId: string, id: string, state: EnrolmentState): Promise<AbhaEnrolmentRecord> {
    const enrolment = await this.d.store.abhaEnrolments.findOwned(clientId, id);
    if (!enrolment) throw new DomainError('not_found', 'no such txn_id');
    if (enrolment.state !== state) throw new DomainError('conflict', `txn_id is at step ${enrolment.state}, not ${state}`);
    if (this.d.now().getTime() >= enrolment.expiresAt.getTime()) throw expired();
    return enrolment;
  }

  private async advance(enrolment: AbhaEnrolmentRecord, step: AbhaEnrolmentStep): Promise<void> {
    if (!(await this.d.store.abhaEnrolments.advance(enrolment.clientId, enrolment.id, enrolment.state, step))) {
      throw new DomainError('conflict', `txn_id was moved on by another request (it was at step ${enrolment.state})`);
    }
  }

  private identifiers(enrolment: Pick<AbhaEnrolmentRecord, 'abhaNumber' | 'abhaAddress'>): AbhaProfile {
    return {
      ...(enrolment.abhaNumber ? { abhaNumber: enrolment.abhaNumber } : {}),
      ...(enrolment.abhaAddress ? { abhaAddress: enrolment.abhaAddress } : {}),
      kycVerified: true,
    };
  }
}
