import type { RequestBody } from '../http/wire.js';
import type { ExtraData, OutputFormat } from './types.js';

/** PROTOCOL §4.5: the init body, with `extra_data`'s keys (mode, model_type, additional_data …) at its top level. */
export function initBody(extraData: ExtraData, outputFormat: OutputFormat, fileNames: readonly string[]): RequestBody<'initTransaction'> {
  return {
    ...extraData,
    input_language: outputFormat.input_language,
    output_format_template: outputFormat.output_template,
    client_generated_files: [...fileNames],
  };
}

/** PROTOCOL §4.4: the manifest `<txn_id>.json`, whose arrival starts the session as init does. */
export function manifest(
  txnId: string,
  clientId: string | undefined,
  extraData: ExtraData,
  outputFormat: OutputFormat,
  fileNames: readonly string[],
): Record<string, unknown> {
  return {
    ...extraData,
    ...(clientId === undefined ? {} : { 'client-id': clientId }),
    'transaction-id': txnId,
    'audio-file': fileNames,
    output_format: outputFormat,
  };
}
