import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

describe('OpenAPI document and docs page', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('describes every endpoint the server serves, including the multipart upload', async () => {
    const response = await s.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        '/.well-known/jwks.json',
        '/.well-known/medscribealliance',
        '/abdm/na/v1/registration/aadhaar/create-phr',
        '/abdm/na/v1/registration/aadhaar/init',
        '/abdm/na/v1/registration/aadhaar/mobile/verify',
        '/abdm/na/v1/registration/aadhaar/verify',
        '/abdm/na/v1/registration/suggest',
        '/connect-auth/v1/account/login',
        '/connect-auth/v1/account/refresh',
        '/connect-auth/v1/oidc-client/{client_id}/refresh',
        '/connect-auth/v1/users/login',
        '/connect-auth/v1/users/logout',
        '/connect-auth/v1/users/refresh',
        '/healthz',
        '/medscribealliance/sessions',
        '/medscribealliance/sessions/{session_id}',
        '/medscribealliance/sessions/{session_id}/audio',
        '/medscribealliance/sessions/{session_id}/end',
        '/medscribealliance/templates',
        '/medscribealliance/templates/{template_id}',
        '/medscribealliance/webhooks',
        '/medscribealliance/webhooks/{webhook_id}',
        '/metrics',
        '/mr/api/v2/docs',
        '/mr/api/v2/docs/{id}',
        '/mr/api/v2/docs/{id}/file',
        '/notification/v1/connect/webhook/subscriptions',
        '/notification/v1/connect/webhook/subscriptions/{id}',
        '/notification/v1/connect/webhook/subscriptions/{id}/deliveries',
        '/readyz',
        '/v1/audio/transcriptions',
        '/v1/file-upload',
        '/v1/file-upload/multipart',
        '/v1/file-upload/multipart/{upload_id}',
        '/v1/file-upload/multipart/{upload_id}/complete',
        '/v1/file-upload/multipart/{upload_id}/parts/{part_number}',
        '/v1/file-upload/storage',
        '/voice-record/api/status/{txn_id}',
        '/voice/api/v2/transaction/init/{txn_id}',
        '/voice/api/v2/transaction/{txn_id}',
        '/voice/api/v2/signed-notes/{txn_id}',
        '/voice/api/v2/transactions',
        '/voice/api/v2/transactions/{txn_id}',
        '/voice/api/v2/transactions/{txn_id}/audio',
        '/voice/api/v3/status/{txn_id}',
        '/voice/get-asr',
        '/voice/v1/stream',
        '/voice/v1/stream/tickets',
        '/voice/languages',
        '/voice/upload',
      ].sort(),
    );
    const asr = doc.paths['/voice/get-asr'].post;
    expect(Object.keys(asr.requestBody.content)).toEqual(['multipart/form-data']);
    expect(asr.requestBody.content['multipart/form-data'].schema.properties.file.format).toBe('binary');
    expect(Object.keys(asr.responses).sort()).toEqual(['200', '400', '401', '403', '413', '415', '422', '500', '502', '503', '504']);
    expect(asr.security).toEqual([{ bearerAuth: [] }]);
  });

  it('describes the ABHA registration routes with named schemas, the JWE envelope as an alternative body, and their errors', async () => {
    const doc = (await s.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const init = doc.paths['/abdm/na/v1/registration/aadhaar/init'].post;
    expect(init.operationId).toBe('abhaAadhaarInit');
    expect(init.security).toEqual([{ bearerAuth: [] }]);
    const bodies = init.requestBody.content['application/json'].schema.anyOf;
    expect(bodies[0].required).toEqual(['aadhaar_number']);
    expect(bodies[1].$ref).toBe('#/components/schemas/EncryptedEnvelope');
    const answers = init.responses['200'].content['application/json'].schema.anyOf.map((schema: { $ref: string }) => schema.$ref);
    expect(answers).toEqual(['#/components/schemas/AbhaInitResponse', '#/components/schemas/EncryptedResponse']);
    expect(Object.keys(init.responses).sort()).toEqual(['200', '400', '401', '403', '404', '409', '422', '429', '500', '501', '502']);
    expect(doc.components.schemas.AbhaEnrolmentStep.properties.skip_state.enum).toEqual(['confirm_mobile_otp', 'abha_create', 'abha_end']);
    const operations = Object.entries(doc.paths as Record<string, Record<string, { operationId: string }>>)
      .filter(([path]) => path.startsWith('/abdm/'))
      .flatMap(([, item]) => Object.values(item).map((operation) => operation.operationId));
    expect(operations.sort()).toEqual(['abhaAadhaarInit', 'abhaAadhaarVerify', 'abhaCreateAddress', 'abhaMobileVerify', 'abhaSuggestAddresses']);
  });

  it("describes the OpenAI-compatible transcription endpoint, its formats and OpenAI's error shape, and the language list", async () => {
    const doc = (await s.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const openai = doc.paths['/v1/audio/transcriptions'].post;
    expect(openai.security).toEqual([{ bearerAuth: [] }]);
    const form = openai.requestBody.content['multipart/form-data'].schema.properties;
    expect(Object.keys(form)).toEqual(['file', 'model', 'language', 'prompt', 'response_format', 'temperature', 'timestamp_granularities[]']);
    expect(form.response_format.enum).toEqual(['json', 'text', 'verbose_json', 'srt', 'vtt']);
    expect(Object.keys(openai.responses['200'].content).sort()).toEqual(['application/json', 'application/x-subrip', 'text/plain', 'text/vtt']);
    expect(Object.keys(openai.responses).sort()).toEqual(['200', '400', '401', '403', '413', '415', '422', '500', '502', '503', '504']);
    const errorRef: string = openai.responses['502'].content['application/json'].schema.$ref;
    const errorSchema = doc.components.schemas[errorRef.replace('#/components/schemas/', '')];
    expect(errorSchema.properties.error.required).toEqual(['message', 'type', 'param', 'code']);
    expect(openai.description).toContain('/v1/audio/translations` is not offered');
    expect(doc.paths['/v1/audio/translations']).toBeUndefined();

    const languages = doc.paths['/voice/languages'].get;
    expect(languages.security).toEqual([{ bearerAuth: [] }]);
    const entry = languages.responses['200'].content['application/json'].schema.properties.languages.items;
    expect(Object.keys(entry.properties)).toEqual(['code', 'served', 'backend', 'model']);
  });

  it('describes the document upload in both encodings, with the unsupported `task` parameter', async () => {
    const doc = (await s.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const upload = doc.paths['/mr/api/v2/docs'].post;
    expect(Object.keys(upload.requestBody.content).sort()).toEqual(['application/json', 'multipart/form-data']);
    expect(upload.requestBody.content['multipart/form-data'].schema.properties.file.format).toBe('binary');
    expect(upload.requestBody.content['multipart/form-data'].schema.properties.document_type.enum).toContain('lab_report');
    expect(Object.keys(upload.responses).sort()).toEqual(['201', '400', '401', '403', '413', '415', '422', '500']);
    const task = upload.parameters.find((p: { name: string }) => p.name === 'task');
    expect(task).toMatchObject({ in: 'query', required: false });
    expect(task.description).toContain('task not supported');
    const download = doc.paths['/mr/api/v2/docs/{id}/file'].get;
    expect(Object.keys(download.responses['200'].content).sort()).toEqual(['application/pdf', 'image/jpeg', 'image/png']);
    expect(Object.keys(doc.paths['/mr/api/v2/docs/{id}'].delete.responses)).toContain('204');
  });

  it("describes the session audio route: its operation, the range header, the partial answer and the named error bodies", async () => {
    const doc = (await s.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const audio = doc.paths['/voice/api/v2/transactions/{txn_id}/audio'].get;
    expect(audio.operationId).toBe('getTransactionAudio');
    expect(audio.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toEqual(expect.arrayContaining(['header:range', 'path:txn_id', 'query:file']));
    expect(Object.keys(audio.responses).sort()).toEqual(['200', '206', '401', '403', '404', '416', '500']);
    expect(audio.responses['206'].content['audio/*'].schema.format).toBe('binary');
    for (const status of ['404', '416']) expect(audio.responses[status].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/MessageError' });
  });

  it('lists every template id, `soap` included, wherever a template id is taken or answered', async () => {
    const doc = (await s.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    // Each `template_id` property of the document (the init body, the status item …), and the values it allows.
    const found: { values: string[]; description?: string }[] = [];
    const codification: string[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (typeof node !== 'object' || node === null) return;
      const properties = (node as { properties?: Record<string, { enum?: string[]; anyOf?: { enum?: string[] }[]; description?: string }> }).properties;
      const templateId = properties?.template_id;
      if (templateId) found.push({ values: templateId.enum ?? (templateId.anyOf ?? []).flatMap((option) => option.enum ?? []), description: templateId.description });
      if (properties?.codification_needed?.description) codification.push(properties.codification_needed.description);
      Object.values(node).forEach(walk);
    };
    walk(doc);
    expect(found.length).toBeGreaterThanOrEqual(2);
    for (const { values } of found) expect(values.sort()).toEqual(['clinical_notes_template', 'soap', 'svc_emr_template', 'transcript_template']);
    expect(found.some(({ description }) => description?.includes('or `soap`: the narrative note'))).toBe(true); // what init takes
    expect(found.some(({ description }) => description?.includes('an addition of this service'))).toBe(true); // what the status answers
    expect(codification.length).toBeGreaterThan(0);
    for (const description of codification) expect(description).toContain('No effect on `soap`');
  });

  it('serves the interactive page at /docs', async () => {
    let response = await s.app.inject({ method: 'GET', url: '/docs' });
    if (response.statusCode === 302) {
      response = await s.app.inject({ method: 'GET', url: new URL(String(response.headers.location), 'http://x/docs').pathname });
    }
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('swagger-ui');
  });

  it('answers unknown paths with 404 {"message":"Not Found"} and hides stack traces', async () => {
    const response = await s.app.inject({ method: 'GET', url: '/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not Found' });
  });
});
