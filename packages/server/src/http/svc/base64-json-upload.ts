import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../../domain/errors.js';
import { Base64Decoder, InvalidBase64Error } from '../../lib/base64-decoder.js';
import { JsonMemberSplitter, JsonSplitError } from '../../lib/json-member-splitter.js';
import { jsonSyntaxError } from '../plugins/jwe.js';
import { refuseDeepJsonValue } from '../deep-json.js';
import { requestChunks } from '../request-chunks.js';
import { isJsonObject } from '../../lib/is-json-object.js';

type JsonParser = (request: FastifyRequest, body: string, done: (error: Error | null, value?: unknown) => void) => void;

/** A JSON upload as its parser hands it to the route: the file decoded, the other members not yet validated. */
export class Base64JsonUpload {
  constructor(
    readonly fields: Record<string, unknown>,
    /** Undefined when the body has no such member. */
    readonly file: Buffer | undefined,
  ) {}
}

export interface Base64JsonUploadOptions {
  /** The member that carries the file as standard base64. */
  member: string;
  maxFileBytes: number;
  /** Room for the other members, in bytes of JSON. */
  maxOtherBytes: number;
}

function asUploadError(error: unknown, member: string): unknown {
  const invalid = (message: string) => new DomainError('invalid_request', message);
  if (error instanceof InvalidBase64Error) return invalid(`${member} must be standard base64 without line breaks`);
  if (!(error instanceof JsonSplitError)) return error;
  if (error.reason === 'escaped') return invalid(`${member} must be standard base64 without line breaks`);
  if (error.reason === 'repeated') return invalid(`${member} is given twice`);
  return invalid(`the members other than ${member} are too long`);
}

/**
 * The JSON body parser of the routes of `app` that take a file as base64 in one member (plain, or
 * the plaintext of an encrypted upload): the member is decoded as the body streams in, never held
 * as text, and refused with 413 once the file passes `maxFileBytes`; the other members go through
 * Fastify's own JSON parser. The route receives a `Base64JsonUpload`.
 */
export function acceptBase64JsonUploads(app: FastifyInstance, options: Base64JsonUploadOptions): void {
  const parseJson = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  ) as JsonParser;
  const parseOthers = (request: FastifyRequest, text: string) =>
    new Promise<unknown>((resolve, reject) =>
      parseJson(request, text, (error, value) => (error ? reject(jsonSyntaxError(request, error)) : resolve(value))),
    );

  async function parse(request: FastifyRequest, payload: Readable): Promise<Base64JsonUpload> {
    const declared = Number(request.headers['content-length']);
    const expected = Number.isNaN(declared) ? 0 : Math.min(options.maxFileBytes, Math.ceil((declared * 3) / 4));
    const file = new Base64Decoder('base64', expected);
    const splitter = new JsonMemberSplitter(options.member, (piece) => file.write(piece), options.maxOtherBytes);
    try {
      for await (const chunk of requestChunks(payload)) {
        splitter.write(chunk);
        if (file.decodedBytes > options.maxFileBytes) throw new DomainError('too_large', 'Request Entity Too Large');
      }
    } catch (error) {
      throw asUploadError(error, options.member);
    }
    const others = await parseOthers(request, splitter.end());
    if (!isJsonObject(others)) throw new DomainError('invalid_request', 'body must be an object');
    refuseDeepJsonValue(others);
    if (!splitter.found) {
      if (options.member in others) throw new DomainError('invalid_request', `${options.member} must be a base64 string`);
      return new Base64JsonUpload(others, undefined);
    }
    let bytes: Buffer;
    try {
      bytes = file.end();
    } catch (error) {
      throw asUploadError(error, options.member);
    }
    const { [options.member]: _emptied, ...fields } = others;
    return new Base64JsonUpload(fields, bytes);
  }

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', parse);
}
