import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../domain/errors.js';
import type { AbhaProfile, AbhaRegistrationService, EnrolmentStep, EnrolmentStepResult } from '../../services/abha-registration.service.js';
import { principalOf } from '../plugins/authenticate.js';
import { BEARER_SECURITY } from '../shared.schema.js';
import {
  AadhaarInitRequest,
  AadhaarInitResponse,
  AadhaarVerifyRequest,
  AddressSuggestions,
  CreateAddressRequest,
  EnrolmentStepResponse,
  MobileVerifyRequest,
  REGISTRATION_ERRORS,
  SuggestQuery,
  type SkipState,
} from './abha-registration.schema.js';

export interface AbhaRegistrationRoutesOptions {
  registration: AbhaRegistrationService;
  otpPerClientPerMinute: number;
}

const PREFIX = '/abdm/na/v1/registration';
const TAGS = ['ABHA registration (India)'];
/** The vendor's error body, `{code, error}`; the enrolment is the client's, as documents are. */
const CONFIG = { scope: 'records', errorShape: 'code-error' } as const;

const SKIP_STATE: Record<EnrolmentStep, SkipState> = {
  mobile_otp_sent: 'confirm_mobile_otp',
  address_pending: 'abha_create',
  completed: 'abha_end',
};

function profileView(p: AbhaProfile) {
  return {
    abha_address: p.abhaAddress,
    abha_number: p.abhaNumber,
    first_name: p.firstName,
    middle_name: p.middleName,
    last_name: p.lastName,
    gender: p.gender,
    year_of_birth: p.yearOfBirth,
    month_of_birth: p.monthOfBirth,
    day_of_birth: p.dayOfBirth,
    mobile: p.mobile,
    address: p.address,
    pincode: p.pincode,
    kyc_verified: p.kycVerified,
  };
}

function stepView(result: EnrolmentStepResult) {
  return {
    txn_id: result.id,
    skip_state: SKIP_STATE[result.state],
    ...(result.hint === undefined ? {} : { hint: result.hint }),
    ...(result.profile === undefined ? {} : { profile: profileView(result.profile) }),
  };
}

/**
 * India's ABHA enrolment by Aadhaar OTP (INTERFACE §7 names `aadhaar/init`; the follow-ups are the vendor's), with
 * svc-scribe as the facility's ABDM gateway client. Every call is audited in the log under the caller's client id
 * (`audit: "abha"`, the operation, the status and the enrolment's `txn_id`), never with an Aadhaar number, mobile or OTP.
 */
export const abhaRegistrationRoutes: FastifyPluginAsyncTypebox<AbhaRegistrationRoutesOptions> = async (app, opts) => {
  // Per client, not per address: a clinic's software sends every patient's OTP from one place. In this process's memory.
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => `abha:${principalOf(request).clientId}`,
    errorResponseBuilder: (_request, context) => Object.assign(new DomainError('rate_limited', 'Too Many Requests'), { statusCode: context.statusCode }),
  });
  const sendsOtp = { ...CONFIG, rateLimit: { max: opts.otpPerClientPerMinute, timeWindow: 60_000 } };

  const enrolmentOf = new WeakMap<FastifyRequest, string>();
  app.addHook('onResponse', async (request, reply) => {
    const body = request.body as { txn_id?: unknown } | undefined;
    const query = request.query as { transactionId?: unknown } | undefined;
    const txnId = enrolmentOf.get(request) ?? body?.txn_id ?? query?.transactionId;
    request.log.info(
      { audit: 'abha', operation: request.routeOptions.schema?.operationId, status: reply.statusCode, ...(typeof txnId === 'string' ? { txnId } : {}) },
      'ABHA registration call',
    );
  });

  app.post(
    `${PREFIX}/aadhaar/init`,
    {
      config: sendsOtp,
      schema: {
        tags: TAGS,
        operationId: 'abhaAadhaarInit',
        summary: "Start an ABHA enrolment: ABDM sends an OTP to the mobile the patient's Aadhaar holds",
        description:
          'Takes `{"aadhaar_number": "<12 digits>"}`, best sent encrypted (`X-Encryption: JWE`, the answer is encrypted back). The number is ' +
          'checked (12 digits, Verhoeff check digit) before anything leaves the server, encrypted with ABDM\'s public key, and never logged ' +
          'or stored. Rate limited per client (`SCRIBE_ABDM_OTP_PER_CLIENT_PER_MINUTE`).',
        security: BEARER_SECURITY,
        body: AadhaarInitRequest,
        response: { 200: Type.Ref(AadhaarInitResponse), ...REGISTRATION_ERRORS },
      },
    },
    async (request) => {
      const started = await opts.registration.init(principalOf(request).clientId, request.body.aadhaar_number);
      enrolmentOf.set(request, started.id);
      return { txn_id: started.id, ...(started.hint === undefined ? {} : { hint: started.hint }) };
    },
  );

  app.post(
    `${PREFIX}/aadhaar/verify`,
    {
      config: sendsOtp,
      schema: {
        tags: TAGS,
        operationId: 'abhaAadhaarVerify',
        summary: 'Verify the Aadhaar OTP: ABDM enrols the patient and answers the ABHA number and profile',
        description:
          'When `mobile` is not the one Aadhaar holds, ABDM texts it an OTP and `skip_state` is `confirm_mobile_otp`; otherwise ' +
          '`abha_create` (choose an address), or `abha_end` for a patient who had an ABHA with an address. A wrong OTP is 400 and ' +
          'can be tried again until ABDM\'s limit (then 429).',
        security: BEARER_SECURITY,
        body: AadhaarVerifyRequest,
        response: { 200: Type.Ref(EnrolmentStepResponse), ...REGISTRATION_ERRORS },
      },
    },
    async (request) =>
      stepView(await opts.registration.verifyAadhaarOtp(principalOf(request).clientId, request.body.txn_id, request.body.otp, request.body.mobile)),
  );

  app.post(
    `${PREFIX}/aadhaar/mobile/verify`,
    {
      config: CONFIG,
      schema: {
        tags: TAGS,
        operationId: 'abhaMobileVerify',
        summary: "Verify the OTP sent to the patient's own mobile (when it is not Aadhaar's)",
        security: BEARER_SECURITY,
        body: MobileVerifyRequest,
        response: { 200: Type.Ref(EnrolmentStepResponse), ...REGISTRATION_ERRORS },
      },
    },
    async (request) => stepView(await opts.registration.verifyMobileOtp(principalOf(request).clientId, request.body.txn_id, request.body.otp)),
  );

  app.get(
    `${PREFIX}/suggest`,
    {
      config: CONFIG,
      schema: {
        tags: TAGS,
        operationId: 'abhaSuggestAddresses',
        summary: 'ABHA addresses ABDM offers the enrolled patient',
        description: 'After the OTPs (`skip_state: abha_create`). The vendor\'s name, date of birth query parameters are not needed: ABDM suggests from the enrolment.',
        security: BEARER_SECURITY,
        querystring: SuggestQuery,
        response: { 200: Type.Ref(AddressSuggestions), ...REGISTRATION_ERRORS },
      },
    },
    async (request) => ({ suggestions: await opts.registration.suggestAddresses(principalOf(request).clientId, request.query.transactionId) }),
  );

  app.post(
    `${PREFIX}/aadhaar/create-phr`,
    {
      config: CONFIG,
      schema: {
        tags: TAGS,
        operationId: 'abhaCreateAddress',
        summary: 'Create the chosen ABHA address and complete the enrolment',
        security: BEARER_SECURITY,
        body: CreateAddressRequest,
        response: { 200: Type.Ref(EnrolmentStepResponse), ...REGISTRATION_ERRORS },
      },
    },
    async (request) =>
      stepView(await opts.registration.createAddress(principalOf(request).clientId, request.body.txn_id, request.body.abha_address)),
  );
};
