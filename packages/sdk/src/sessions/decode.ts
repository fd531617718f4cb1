import type { ResponseBody, Schemas } from '../http/wire.js';
import { fromBase64Json } from '../lib/encoding.js';
import type { OutputItem, SessionStatus } from './types.js';

/** A template item as the server sends it: `value` is base64 of UTF-8 JSON, empty when the template failed. */
export type WireOutputItem = Schemas['SessionStatus']['data']['output'][number];

/** What the v3 status answers with the statuses the SDK accepts: the status itself, or (500) every template failed. */
export type WireStatus = ResponseBody<'getTransactionStatus', 200 | 202 | 206 | 500>;

const decodeItem = (item: WireOutputItem): OutputItem => ({ ...item, value: item.value === '' ? null : fromBase64Json(item.value) }) as OutputItem;

/** The v3 status answers the accepted statuses with (PROTOCOL §4.6). */
export function sessionStatus(txnId: string, httpStatus: number, body: WireStatus): SessionStatus {
  if (httpStatus === 500 && 'error' in body && body.error) return { status: 'failed', txnId, error: body.error };
  const data = 'data' in body ? (body.data as Schemas['SessionStatus']['data'] | undefined) : undefined;
  const additionalData = data?.additional_data ?? {};
  if (httpStatus === 202) return { status: 'in-progress', txnId, additionalData };
  return { status: httpStatus === 206 ? 'partial' : 'completed', txnId, output: (data?.output ?? []).map(decodeItem), additionalData };
}

/** A finished session's item for one template, typed by it; undefined when the template was not requested. */
export function findTemplate<T extends OutputItem['template_id']>(
  result: { output: readonly OutputItem[] },
  templateId: T,
): Extract<OutputItem, { template_id: T }> | undefined {
  return result.output.find((item): item is Extract<OutputItem, { template_id: T }> => item.template_id === templateId);
}
