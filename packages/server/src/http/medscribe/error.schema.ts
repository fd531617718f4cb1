import { Type } from '@sinclair/typebox';

/** 11-errors.md §11.1: the one error body of the protocol's routes. */
export const MsaError = Type.Object(
  {
    error: Type.Object({
      code: Type.String({ description: 'Machine-readable: `authentication_failed`, `forbidden`, `not_found`, `unsupported_version` …' }),
      message: Type.String(),
      details: Type.Optional(Type.Object({}, { additionalProperties: true })),
    }),
  },
  { $id: 'MsaError', description: 'A MedScribeAlliance error (11-errors.md).' },
);

/** The errors of every authenticated route under the base, in the protocol's shape. */
export const MSA_AUTHENTICATED_ERRORS = {
  400: Type.Ref(MsaError, {
    description:
      '`unsupported_version`: an `MSA-Version` this server does not speak. (An unusable `X-Encryption: JWE` envelope is ' +
      'answered `{"message":"Invalid encrypted payload"}`, as on every route.)',
  }),
  401: Type.Ref(MsaError, { description: '`authentication_failed`: a missing, malformed, expired or revoked access token.' }),
  403: Type.Ref(MsaError, { description: '`forbidden`: the token lacks the `sessions` scope.' }),
  500: Type.Ref(MsaError),
};
