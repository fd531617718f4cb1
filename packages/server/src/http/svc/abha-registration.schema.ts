/**
 * India's ABHA registration (issue 34) in the vendor's shapes: its public Go SDK `eka-care/eka-sdk-go`
 * (`services/abdm/abha/registration/types.go`, and the `registration.yml` OpenAPI document beside it) names the routes
 * under `/abdm/na/v1/registration/…`, their snake_case bodies, `skip_state` and `GenericError` (`{code, error}`).
 */
import { Type, type Static } from '@sinclair/typebox';
import { MOBILE_PATTERN, OTP_PATTERN } from '../../domain/aadhaar.js';
import { CodeError } from '../shared.schema.js';

const txnId = Type.String({ minLength: 1, maxLength: 64, description: 'The `txn_id` `aadhaar/init` answered.' });
const otp = Type.String({ pattern: OTP_PATTERN, description: 'The 6-digit OTP the patient received.' });

export const AadhaarInitRequest = Type.Object(
  {
    aadhaar_number: Type.String({
      description:
        "The patient's 12-digit Aadhaar number, checked (Verhoeff check digit) before anything is sent. Never logged or stored: " +
        'the enrolment keeps a keyed hash and the last four digits. Send it encrypted (`X-Encryption: JWE`).',
    }),
  },
  { additionalProperties: false },
);
export type AadhaarInitRequest = Static<typeof AadhaarInitRequest>;

export const AadhaarVerifyRequest = Type.Object(
  {
    txn_id: txnId,
    otp,
    mobile: Type.String({
      pattern: MOBILE_PATTERN,
      description: "The 10-digit mobile to link with the ABHA. When it is not the Aadhaar's, ABDM texts it an OTP (`skip_state: confirm_mobile_otp`).",
    }),
  },
  { additionalProperties: false },
);
export type AadhaarVerifyRequest = Static<typeof AadhaarVerifyRequest>;

export const MobileVerifyRequest = Type.Object({ txn_id: txnId, otp }, { additionalProperties: false });
export type MobileVerifyRequest = Static<typeof MobileVerifyRequest>;

export const CreateAddressRequest = Type.Object(
  {
    txn_id: txnId,
    abha_address: Type.String({
      pattern: '^[A-Za-z0-9._]{4,32}(@[A-Za-z]+)?$',
      description: 'The ABHA address chosen (one of `suggest`, or the patient\'s own), with or without its `@` suffix, which ABDM adds.',
    }),
  },
  { additionalProperties: false },
);
export type CreateAddressRequest = Static<typeof CreateAddressRequest>;

export const SuggestQuery = Type.Object({ transactionId: txnId });

/** The vendor's `skip_state`: what the client shows next. */
export const SKIP_STATES = ['confirm_mobile_otp', 'abha_create', 'abha_end'] as const;
export type SkipState = (typeof SKIP_STATES)[number];

const optionalText = (description: string) => Type.Optional(Type.String({ description }));
const optionalInteger = (description: string) => Type.Optional(Type.Integer({ description }));

export const AbhaProfileView = Type.Object(
  {
    abha_address: optionalText('The ABHA address, once it exists (`name@sbx`, `name@abdm`).'),
    abha_number: optionalText('The 14-digit ABHA number, `NN-NNNN-NNNN-NNNN`.'),
    first_name: optionalText('As Aadhaar holds it.'),
    middle_name: optionalText('As Aadhaar holds it.'),
    last_name: optionalText('As Aadhaar holds it.'),
    gender: Type.Optional(Type.String({ description: '`M`, `F` or `O`.' })),
    year_of_birth: optionalInteger('As Aadhaar holds it.'),
    month_of_birth: optionalInteger('As Aadhaar holds it.'),
    day_of_birth: optionalInteger('As Aadhaar holds it.'),
    mobile: optionalText('The mobile linked to the ABHA, once verified.'),
    address: optionalText('As Aadhaar holds it.'),
    pincode: optionalText('As Aadhaar holds it.'),
    kyc_verified: Type.Optional(Type.Boolean({ description: 'Enrolled by Aadhaar OTP: true.' })),
  },
  { $id: 'AbhaProfile', description: 'The ABHA profile, as far as the step knows it. The profile is returned, never stored (only the ABHA number and address are kept).' },
);

export const AadhaarInitResponse = Type.Object(
  {
    txn_id: Type.String({ description: 'Names the enrolment in the next calls; it lasts 30 minutes.' }),
    hint: Type.Optional(Type.String({ description: "ABDM's words on where the OTP went (`OTP sent to Aadhaar registered mobile number ending with ******1234`)." })),
  },
  { $id: 'AbhaInitResponse', description: 'The Aadhaar OTP was sent to the mobile Aadhaar holds.' },
);

export const EnrolmentStepResponse = Type.Object(
  {
    txn_id: Type.String(),
    skip_state: Type.Unsafe<SkipState>({
      type: 'string',
      enum: [...SKIP_STATES],
      description:
        '`confirm_mobile_otp`: an OTP went to the mobile given, verify it with `aadhaar/mobile/verify`; `abha_create`: choose an ABHA ' +
        'address (`suggest`, then `aadhaar/create-phr`); `abha_end`: the enrolment is complete.',
    }),
    hint: Type.Optional(Type.String({ description: "ABDM's words on the step (where an OTP went)." })),
    profile: Type.Optional(Type.Ref(AbhaProfileView)),
  },
  { $id: 'AbhaEnrolmentStep', description: 'Where the enrolment stands after the step.' },
);

export const AddressSuggestions = Type.Object(
  { suggestions: Type.Array(Type.String(), { description: 'ABHA addresses (without the `@` suffix) ABDM offers the enrolled person.' }) },
  { $id: 'AbhaAddressSuggestions', description: 'Suggested ABHA addresses.' },
);

/** The shared schemas the routes reference, registered once by the app. */
export const ABHA_SCHEMAS = [AbhaProfileView, AadhaarInitResponse, EnrolmentStepResponse, AddressSuggestions];

/** The refusals every registration route can give, in the vendor's `GenericError` shape (`{code, error}`). */
export const REGISTRATION_ERRORS = {
  400: Type.Ref(CodeError, {
    description: 'A malformed body, an Aadhaar number that is not 12 digits or fails its check digit, an OTP that is not 6 digits, or a wrong OTP.',
  }),
  401: Type.Ref(CodeError, { description: 'Missing, malformed, expired or revoked access token.' }),
  403: Type.Ref(CodeError, { description: 'The token lacks the `records` scope (a user\'s token never has it).' }),
  404: Type.Ref(CodeError, { description: 'No such `txn_id` among the caller\'s enrolments.' }),
  409: Type.Ref(CodeError, { description: 'The enrolment is at another step, or ABDM says the ABHA address exists already.' }),
  422: Type.Ref(CodeError, { description: 'The enrolment has expired (30 minutes, or ABDM no longer knows its transaction), or ABDM refused the request.' }),
  429: Type.Ref(CodeError, { description: 'Too many OTP requests from this client (`SCRIBE_ABDM_OTP_PER_CLIENT_PER_MINUTE`), or ABDM\'s limit of OTPs and attempts.' }),
  500: Type.Ref(CodeError),
  501: Type.Ref(CodeError, { description: 'ABHA registration is not configured on this server: the message names the `SCRIBE_ABDM_*` settings to set.' }),
  502: Type.Ref(CodeError, { description: 'ABDM failed, did not answer, or refused this server\'s gateway credentials.' }),
};
