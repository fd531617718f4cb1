import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES_DIR, audioFixture } from '../helpers/fixtures.js';
import { decodeValue } from '../helpers/sessions-client.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/**
 * The vendor's official Python SDK (`ekacare`, repository eka-care/ekapython-sdk), its EkaScribe
 * "v2rx" flow, replayed byte for byte against our server:
 *
 *   client = EkaCareClient(client_id, client_secret)            # base_url defaults to https://api.eka.care
 *   client.v2rx.upload([".../fever-cough.wav"], txn_id=..., action="ekascribe-v2", extra_data=..., output_format=...)
 *   client.v2rx.get_session_status(txn_id, action="ekascribe-v2")   # polled by the caller
 *
 * Sources read (stored index of public GitHub repositories):
 *   - ekacare/client.py      (commit ab9bff87e2e0…, and the later version that adds `self.v2rx = V2RX(self)`):
 *       `EkaCareClient.request`: `urljoin(base_url, endpoint)`, `Authorization: Bearer <token>` unless
 *       auth_required=False, then `client-id: <client_id>`, sent on one `requests.Session`; any status
 *       >= 400 raises; a JSON Content-Type is parsed.
 *   - ekacare/auth/auth.py   (commit ab9bff87e2e0…): `Auth.login`, POST /connect-auth/v1/account/login,
 *       json={"client_id", "client_secret"}, auth_required=False; the client reads `["access_token"]`.
 *   - ekacare/tools/files.py (commit 064e57cf779d…, the version with ChunkedFileReader; an older one,
 *       41c5bd0cc260…, sent the init itself and required 200, superseded by v2rx.py's 201):
 *       `get_upload_location`: POST /v1/file-upload?{urlencode({txn_id, action})}, json=extra_data;
 *       `_upload_single_file`: `requests.post(uploadData.url, data=fields, files={"file": (basename,
 *       open file, mimetypes.guess_type or application/octet-stream)})` after `fields["key"] = folderPath + basename`,
 *       requires status 204; `push_ekascribe_json`: `fields["key"] = folderPath + txn_id + ".json"`, the
 *       manifest `json.dumps(data, indent=2)` as file ("data.json", bytes, "application/json"), requires 204.
 *   - ekacare/v2rx/v2rx.py   (the latest stored version, the one with `model_type` and `output_language`;
 *       commit 7ddb18fc92c2… is the earlier one): `V2RX.upload` calls `files.upload(action=action)`, then
 *       POSTs the init to the hard-coded `https://api.eka.care/voice/api/v2/transaction/init/{txn_id}` with
 *       only `Authorization` and json=payload, and raises unless the status is exactly 201;
 *       `get_session_status(id, action="ekascribe-v2")`: GET `voice/api/v3/status/{id}` through `client.request`.
 *   - eka-care/ekapython-sdk-example src/sample_usage.py: the extra_data / output_format a user passes.
 *
 * Header sets and multipart layout are those of `requests` (checked by capturing what requests 2.34.2 /
 * urllib3 2.7.0 on CPython 3.11 put on the wire for these exact calls): the Session's defaults
 * (User-Agent, Accept-Encoding, Accept, Connection), then the call's headers, then Content-Length and
 * Content-Type; a form is urllib3's `encode_multipart_formdata` with a 32-hex-digit boundary.
 *
 * Substituted, and only these: the client id/secret and token (ours), the upload URL and its fields
 * (from our presign answer, exactly as the SDK takes them), the folderPath and txn id. The init URL
 * is the SDK's hard-coded one: a migrating deployment serves this server under that name (the SDK
 * offers no setting for it), so every request carries `Host: api.eka.care`, and `base_url` keeps its default.
 */

const SDK_HOST = 'api.eka.care';
/** requests.utils.default_headers(): what every `requests` call sends first, after Host. */
const REQUESTS_DEFAULT_HEADERS: [string, string][] = [
  ['User-Agent', 'python-requests/2.34.2'],
  ['Accept-Encoding', 'gzip, deflate'],
  ['Accept', '*/*'],
  ['Connection', 'keep-alive'],
];
const AUDIO_PATH = path.join(FIXTURES_DIR, 'audio', 'fever-cough.wav');
const AUDIO_NAME = path.basename(AUDIO_PATH); // os.path.basename(file_path)
const AUDIO_CONTENT_TYPE = 'audio/x-wav'; // mimetypes.guess_type('fever-cough.wav')[0] on CPython 3.10–3.13
const audio = audioFixture('fever-cough.wav');

type PyJson = null | boolean | number | string | PyJson[] | { [key: string]: PyJson };

/** Python's `json.dumps(value)` (indent unset: separators ", " and ": ") or `json.dumps(value, indent=n)` (",", ": "), ensure_ascii on. */
function pyJsonDumps(value: PyJson, indent?: number): string {
  const itemSeparator = indent === undefined ? ', ' : ',';
  const encode = (v: PyJson, level: number): string => {
    if (v === null) return 'null';
    if (typeof v === 'boolean') return v ? 'true' : 'false';
    if (typeof v === 'number') {
      // Python's float repr differs from JavaScript's; the SDK's payloads carry integers only.
      if (!Number.isSafeInteger(v)) throw new Error(`pyJsonDumps: only integers are emulated, got ${v}`);
      return String(v);
    }
    if (typeof v === 'string') return pyJsonString(v);
    const items = Array.isArray(v) ? v.map((x) => encode(x, level + 1)) : Object.entries(v).map(([k, x]) => `${pyJsonString(k)}: ${encode(x, level + 1)}`);
    const [open, close] = Array.isArray(v) ? ['[', ']'] : ['{', '}'];
    if (items.length === 0) return open + close;
    if (indent === undefined) return open + items.join(itemSeparator) + close;
    const inner = `\n${' '.repeat(indent * (level + 1))}`;
    return open + inner + items.join(itemSeparator + inner) + `\n${' '.repeat(indent * level)}` + close;
  };
  return encode(value, 0);
}

/** `json.encoder.py_encode_basestring_ascii`: everything outside ' '..'~' escaped, \uXXXX in lower case, per UTF-16 unit. */
function pyJsonString(s: string): string {
  const short: Record<string, string> = { '\\': '\\\\', '"': '\\"', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b', '\f': '\\f' };
  return `"${s.replace(/[\\"]|[^ -~]/g, (c) => short[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}"`;
}

/** urllib3's `format_multipart_header_param`: `name="value"` with \n, \r and " percent-encoded. */
const headerParam = (name: string, value: string) => `${name}="${value.replace(/[\n\r"]/g, (c) => ({ '\n': '%0A', '\r': '%0D', '"': '%22' })[c]!)}"`;

/**
 * `requests.post(url, data=fields, files={"file": (filename, content, contentType)})`: requests'
 * `_encode_files` (data fields in dict order, then the files) into urllib3's `encode_multipart_formdata`.
 */
function requestsMultipart(
  fields: Record<string, string>,
  file: { filename: string; content: Buffer; contentType: string },
  boundary = randomBytes(16).toString('hex'), // urllib3 choose_boundary(): binascii.hexlify(os.urandom(16))
): { body: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  const part = (head: string[], data: Buffer) => {
    chunks.push(Buffer.from(`--${boundary}\r\n`, 'latin1'), Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'utf8'), data, Buffer.from('\r\n'));
  };
  for (const [name, value] of Object.entries(fields)) part([`Content-Disposition: form-data; ${headerParam('name', name)}`], Buffer.from(value, 'utf8'));
  part(
    [`Content-Disposition: form-data; ${headerParam('name', 'file')}; ${headerParam('filename', file.filename)}`, `Content-Type: ${file.contentType}`],
    file.content,
  );
  chunks.push(Buffer.from(`--${boundary}--\r\n`, 'latin1'));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** urlparse(url).netloc.split('.'): the first label when one label is 's3', else None (`get_s3_bucket_name`, files.py / v2rx.py). */
function pyS3BucketName(url: string): string {
  const labels = new URL(url).host.split('.');
  return labels.includes('s3') ? labels[0]! : 'None'; // an f-string renders None as "None"
}

/** urllib.parse.urlencode for the presign query (quote_plus of each key and value). */
const pyUrlencode = (params: [string, string][]) =>
  params.map(([k, v]) => `${encodeURIComponent(k).replace(/%20/g, '+')}=${encodeURIComponent(v).replace(/%20/g, '+')}`).join('&');

interface WireRequest {
  method: 'GET' | 'POST';
  /** The absolute URL the SDK requests. */
  url: string;
  /** The call's own headers, in the order requests sends them after its defaults. */
  headers?: [string, string][];
  body?: { bytes: Buffer; contentType: string };
}

/** One `requests` call on the wire: Host, the defaults, the call's headers, then Content-Length and Content-Type (none on a bodiless GET). */
function send(s: TestServer, request: WireRequest): Promise<LightMyRequestResponse> {
  const url = new URL(request.url);
  const headers: [string, string][] = [['Host', url.host], ...REQUESTS_DEFAULT_HEADERS, ...(request.headers ?? [])];
  if (request.body) headers.push(['Content-Length', String(request.body.bytes.length)], ['Content-Type', request.body.contentType]);
  return s.app.inject({
    method: request.method,
    url: url.pathname + url.search,
    headers: Object.fromEntries(headers),
    ...(request.body && { payload: request.body.bytes }),
  });
}

const json = (value: PyJson) => ({ bytes: Buffer.from(pyJsonDumps(value), 'utf8'), contentType: 'application/json' });

/** `EkaCareClient.request` answers: what it refuses (status >= 400) and how it reads the body (JSON when the Content-Type says so). */
function sdkClientAnswer(response: LightMyRequestResponse): Record<string, unknown> {
  expect(response.statusCode, response.body).toBeLessThan(400);
  expect(String(response.headers['content-type'])).toContain('application/json');
  return response.json();
}

interface SdkCall {
  txnId: string;
  extraData: { [key: string]: PyJson };
  outputFormat: { [key: string]: PyJson };
}

/** The SDK's whole session, one request after another, each checked as the SDK checks it. Returns the final v3 status answer. */
async function runSdkSession(s: TestServer, call: SdkCall) {
  const { client_id, client_secret } = await s.createClient();
  const base = `https://${SDK_HOST}`; // EkaCareClient(base_url="https://api.eka.care")

  // 1. auth/auth.py Auth.login → client.py request(auth_required=False): client-id only, no Authorization.
  const login = await send(s, {
    method: 'POST',
    url: `${base}/connect-auth/v1/account/login`,
    headers: [['client-id', client_id]],
    body: json({ client_id, client_secret }),
  });
  const token = sdkClientAnswer(login).access_token;
  expect(token).toEqual(expect.any(String));
  const sdkHeaders: [string, string][] = [
    ['Authorization', `Bearer ${token as string}`],
    ['client-id', client_id],
  ];

  // 2. tools/files.py get_upload_location: POST /v1/file-upload?txn_id=…&action=ekascribe-v2, json=extra_data.
  const presign = await send(s, {
    method: 'POST',
    url: `${base}/v1/file-upload?${pyUrlencode([['txn_id', call.txnId], ['action', 'ekascribe-v2']])}`,
    headers: sdkHeaders,
    body: json(call.extraData),
  });
  const uploadInfo = sdkClientAnswer(presign) as { uploadData: { url: string; fields: Record<string, string> }; folderPath: string };
  // files.upload and v2rx.upload read exactly these: uploadData.url, uploadData.fields (a dict), folderPath.
  expect(uploadInfo.uploadData.url).toEqual(expect.any(String));
  expect(Object.values(uploadInfo.uploadData.fields).every((v) => typeof v === 'string')).toBe(true);
  expect(uploadInfo.folderPath).toEqual(expect.any(String));
  const { url: uploadUrl, fields } = uploadInfo.uploadData; // the SDK mutates this one dict for both uploads
  const folderPath = uploadInfo.folderPath;

  // 3. tools/files.py _upload_single_file: fields["key"] = folderPath + basename; module-level requests.post (fresh Session).
  fields.key = folderPath + AUDIO_NAME;
  const audioForm = requestsMultipart(fields, { filename: AUDIO_NAME, content: audio, contentType: AUDIO_CONTENT_TYPE });
  const uploaded = await send(s, { method: 'POST', url: uploadUrl, body: { bytes: audioForm.body, contentType: audioForm.contentType } });
  expect([uploaded.statusCode, uploaded.body]).toEqual([204, '']); // `if response.status_code != 204: raise`

  // 4. tools/files.py push_ekascribe_json: the manifest, json.dumps(data, indent=2), as "data.json".
  fields.key = folderPath + call.txnId + '.json';
  const manifest: { [key: string]: PyJson } = {
    'client-id': client_id,
    'transaction-id': call.txnId,
    'audio-file': [AUDIO_PATH.split('/').at(-1)!],
    transfer: 'non-vaded',
    additional_data: call.extraData,
    output_format: call.outputFormat,
  };
  Object.assign(manifest, call.extraData); // data.update(extra_data): existing keys keep their place
  const manifestBytes = Buffer.from(pyJsonDumps(manifest, 2), 'utf8');
  const manifestForm = requestsMultipart(fields, { filename: 'data.json', content: manifestBytes, contentType: 'application/json' });
  const pushed = await send(s, { method: 'POST', url: uploadUrl, body: { bytes: manifestForm.body, contentType: manifestForm.contentType } });
  expect([pushed.statusCode, pushed.body]).toEqual([204, '']);

  // 5. v2rx/v2rx.py V2RX.upload: the init, to the hard-coded https://api.eka.care URL, Authorization only (no client-id).
  const s3Url = `s3://${pyS3BucketName(uploadUrl)}/${folderPath}`;
  const payload: { [key: string]: PyJson } = {
    s3_url: s3Url,
    batch_s3_url: s3Url,
    additional_data: call.extraData,
    mode: call.extraData.mode ?? null,
    input_language: call.outputFormat.input_language ?? null,
    speciality: 'speciality',
    Section: 'section',
    output_format_template: call.outputFormat.output_template ?? null,
    transfer: 'non-vaded',
    client_generated_files: [`${s3Url}${AUDIO_NAME}`],
    model_type: call.extraData.model_type ?? 'pro',
  };
  if (call.extraData.output_language != null) payload.output_language = call.extraData.output_language;
  const init = await send(s, {
    method: 'POST',
    url: `https://api.eka.care/voice/api/v2/transaction/init/${call.txnId}`,
    headers: [['Authorization', `Bearer ${token as string}`]],
    body: json(payload),
  });
  expect(init.statusCode, init.body).toBe(201); // `if resp.status_code != 201: raise EkaScribeError(... resp.json())`

  // 6. v2rx/v2rx.py get_session_status(txn, "ekascribe-v2") → client.request GET urljoin(base, "voice/api/v3/status/<txn>").
  for (;;) {
    const status = await send(s, { method: 'GET', url: new URL(`voice/api/v3/status/${call.txnId}`, base).href, headers: sdkHeaders });
    const answer = sdkClientAnswer(status);
    if (status.statusCode !== 202) return { response: status, answer };
    expect(answer.status).toBe('in-progress');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the vendor Python SDK (ekacare) v2rx flow, byte for byte', () => {
  let s: TestServer;

  beforeAll(async () => {
    // What a migrating user configures: the vendor's action name accepted beside ours.
    s = await startTestServer({ SCRIBE_SESSION_ACTIONS: 'svc-scribe-v2, ekascribe-v2' });
    s.container.startWorker({ info: () => undefined, warn: () => undefined, error: () => undefined });
  });
  afterAll(() => s.close());

  it('serialises as CPython json.dumps and requests/urllib3 do (bytes captured from them)', () => {
    const value: PyJson = { a: '\u00e9\u2028\u007f"\\\n\t\u0001\u{1F600}', b: [1, true, null, -7], c: {}, d: [], e: { f: [{ g: 'h' }] } };
    expect(pyJsonDumps(value)).toBe(
      '{"a": "\\u00e9\\u2028\\u007f\\"\\\\\\n\\t\\u0001\\ud83d\\ude00", "b": [1, true, null, -7], "c": {}, "d": [], "e": {"f": [{"g": "h"}]}}',
    );
    expect(pyJsonDumps(value, 2)).toBe(
      '{\n  "a": "\\u00e9\\u2028\\u007f\\"\\\\\\n\\t\\u0001\\ud83d\\ude00",\n  "b": [\n    1,\n    true,\n    null,\n    -7\n  ],\n  "c": {},\n  "d": [],\n  "e": {\n    "f": [\n      {\n        "g": "h"\n      }\n    ]\n  }\n}',
    );
    const form = requestsMultipart({ key: 'k/a "b"\r\n', policy: 'p\u00e9' }, { filename: 'f "1".wav', content: Buffer.from('\x00RIFF\r\n', 'latin1'), contentType: 'audio/x-wav' }, 'BOUNDARY');
    expect(form.contentType).toBe('multipart/form-data; boundary=BOUNDARY');
    expect(form.body.toString('latin1')).toBe(
      Buffer.from(
        '--BOUNDARY\r\nContent-Disposition: form-data; name="key"\r\n\r\nk/a "b"\r\n\r\n--BOUNDARY\r\nContent-Disposition: form-data; name="policy"\r\n\r\np\u00e9\r\n' +
          '--BOUNDARY\r\nContent-Disposition: form-data; name="file"; filename="f %221%22.wav"\r\nContent-Type: audio/x-wav\r\n\r\n\x00RIFF\r\n\r\n--BOUNDARY--\r\n',
        'utf8',
      ).toString('latin1'),
    );
    expect(randomBytes(16).toString('hex')).toMatch(/^[0-9a-f]{32}$/);
  });

  it("runs the SDK's session as its sample passes it (extra_data with mode and patient): 201 at init, then completed", async () => {
    // eka-care/ekapython-sdk-example src/sample_usage.py: EXTRA_PARAMS and output_format, with our template id.
    const { response, answer } = await runSdkSession(s, {
      txnId: 'sdk-sample-1',
      extraData: { mode: 'dictation', patient: { name: 'John Doe' } },
      outputFormat: { input_language: ['en-IN'], output_template: [{ template_id: 'transcript_template' }] },
    });
    expect(response.statusCode).toBe(200);
    expect(answer.status).toBe('completed');
    const data = answer.data as { output: { template_id: string; status: string; value: string }[]; additional_data: unknown };
    expect(data.output.map((item) => [item.template_id, item.status])).toEqual([['transcript_template', 'success']]);
    expect(JSON.stringify(decodeValue(data.output[0]!.value)).toLowerCase()).toContain('fever');
    expect(data.additional_data).toEqual({ mode: 'dictation', patient: { name: 'John Doe' } });
  });

  it("runs the SDK's session with its defaults (extra_data {}: mode null in init, none in the manifest): 201 at init, then completed", async () => {
    const { response, answer } = await runSdkSession(s, {
      txnId: 'sdk-defaults-1',
      extraData: {},
      outputFormat: { input_language: ['en-IN'], output_template: [{ template_id: 'transcript_template', codification_needed: false }] },
    });
    expect([response.statusCode, answer.status]).toEqual([200, 'completed']);
  });
});
