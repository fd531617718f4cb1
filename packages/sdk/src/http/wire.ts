/**
 * Shorthands over the generated wire types (`../generated/openapi.ts`, written from the server's `/openapi.json` by
 * `npm run sdk:types`). Every JSON body of the document also has an encrypted alternative (PROTOCOL §7), which the
 * transport decrypts before the SDK sees a body: these name the plain one.
 */
import type { components, operations } from '../generated/openapi.js';

/** The document's named schemas (`#/components/schemas/…`). */
export type Schemas = components['schemas'];

export type OperationId = keyof operations;

type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The plain JSON body an operation answers with `status`. */
export type ResponseBody<Op extends OperationId, Status extends keyof operations[Op]['responses']> = Exclude<
  JsonContent<operations[Op]['responses'][Status]>,
  Schemas['EncryptedResponse']
>;

/** The plain JSON body an operation takes. */
export type RequestBody<Op extends OperationId> = Exclude<JsonContent<operations[Op]['requestBody']>, Schemas['EncryptedEnvelope']>;
