import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DomainError } from '../../src/domain/errors.js';
import { schemaErrors } from '../helpers/medscribe-schemas.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const BASE = '/medscribealliance';

describe('the MedScribeAlliance API: templates and the protocol error shape', () => {
  let s: TestServer;
  let bearer: string;
  beforeAll(async () => {
    s = await startTestServer();
    bearer = `Bearer ${(await s.login()).access_token}`;
  });
  afterAll(() => s.close());

  const get = (url: string, headers: Record<string, string> = {}) => s.app.inject({ method: 'GET', url, headers });

  it('lists the templates to a bearer token, valid against 08-templates.md, each produced', async () => {
    const response = await get(`${BASE}/templates`, { authorization: bearer, 'msa-version': '0.1' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(schemaErrors('templates', body)).toEqual([]);
    const listed = (body.templates as { id: string; name: string; available: boolean }[]).map(({ id, name, available }) => [id, name, available]);
    expect(listed).toEqual([
      ['transcript', 'Full Transcript', true],
      ['soap', 'SOAP Note', true],
      ['medications', 'Medications List', true],
      ['clinical_notes_template', 'Clinical Notes', true],
      ['svc_emr_template', 'EMR Prescription', true],
      ['fhir', 'FHIR R4 Document', true],
      // The built-in note templates (data/note-templates/), for every client.
      ['cardiology_follow_up', 'Cardiology follow-up', true],
      ['ent', 'ENT OPD', true],
      ['general_opd', 'General OPD', true],
      ['orthopaedics', 'Orthopaedics OPD', true],
      ['paediatrics', 'Paediatrics OPD', true],
    ]);
    const medications = body.templates.find((t: { id: string }) => t.id === 'medications');
    expect(medications.description).toContain('name, dosage, frequency, duration, route, instructions');
  });

  it('answers a missing or invalid token with 401 authentication_failed in the protocol shape', async () => {
    const refused: Record<string, string>[] = [{}, { authorization: 'Bearer not-a-token' }, { authorization: bearer.replace('Bearer', 'Basic') }];
    for (const headers of refused) {
      const response = await get(`${BASE}/templates`, headers);
      expect(response.statusCode).toBe(401);
      expect(schemaErrors('error', response.json())).toEqual([]);
      expect(response.json()).toEqual({
        error: {
          code: 'authentication_failed',
          message: 'A valid access token is required: send Authorization: Bearer <access_token>, from POST /connect-auth/v1/account/login',
        },
      });
    }
  });

  it('answers a token without the sessions scope with 403 forbidden in the protocol shape', async () => {
    const { access_token } = await s.login({ scopes: ['transcription'] });
    const response = await get(`${BASE}/templates`, { authorization: `Bearer ${access_token}` });
    expect(response.statusCode).toBe(403);
    expect(schemaErrors('error', response.json())).toEqual([]);
    expect(response.json()).toEqual({ error: { code: 'forbidden', message: 'Forbidden' } });
  });

  it('answers an unknown path or method under the base with 404 not_found in the protocol shape, with a token or without', async () => {
    const unknown = [
      { method: 'GET', url: `${BASE}/nope`, headers: { authorization: bearer } },
      { method: 'GET', url: `${BASE}/nope` },
      { method: 'GET', url: BASE },
      { method: 'GET', url: `${BASE}/sessions/ses_1/results`, headers: { authorization: bearer } },
      { method: 'PATCH', url: `${BASE}/templates`, headers: { authorization: bearer } },
    ] as const;
    for (const request of unknown) {
      const response = await s.app.inject(request);
      expect([request.method, request.url, response.statusCode]).toEqual([request.method, request.url, 404]);
      expect(schemaErrors('error', response.json())).toEqual([]);
      expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Not Found' } });
    }
  });

  it('refuses an MSA-Version it does not support with 400 unsupported_version (03-versioning.md §3.3)', async () => {
    const response = await get(`${BASE}/templates`, { authorization: bearer, 'msa-version': '0.2' });
    expect(response.statusCode).toBe(400);
    expect(schemaErrors('error', response.json())).toEqual([]);
    expect(response.json()).toEqual({
      error: {
        code: 'unsupported_version',
        message: 'Protocol version 0.2 is not supported',
        details: { requested_version: '0.2', supported_versions: ['0.1'] },
      },
    });
  });

  it('keeps the code and details of an error thrown on its routes, the fields at fault among the details', async () => {
    const thrown = new DomainError('unprocessable', 'The audio is too short to transcribe', {
      code: 'audio_too_short',
      details: [{ field: 'audio', message: 'is shorter than a second' }],
    });
    const open = vi.spyOn(s.container.sessions, 'open').mockRejectedValueOnce(thrown);
    const response = await s.app.inject({
      method: 'POST',
      url: `${BASE}/sessions`,
      headers: { authorization: bearer },
      payload: { templates: ['soap'], upload_type: 'chunked' },
    });
    expect(open).toHaveBeenCalledTimes(1);
    expect(response.statusCode).toBe(422);
    expect(schemaErrors('error', response.json())).toEqual([]);
    expect(response.json()).toEqual({
      error: {
        code: 'audio_too_short',
        message: 'The audio is too short to transcribe',
        details: { fields: [{ field: 'audio', message: 'is shorter than a second' }] },
      },
    });
  });

  it('leaves the svc API its own shapes: 401 {message} and 404 {message} outside the base', async () => {
    expect((await get('/voice/languages')).json()).toEqual({ message: 'Unauthorized' });
    expect((await get('/medscribealliance-nope')).json()).toEqual({ message: 'Not Found' });
  });

  it('documents both operations under the MedScribeAlliance tag with named schemas', async () => {
    const doc = (await get('/openapi.json')).json();
    const discovery = doc.paths['/.well-known/medscribealliance'].get;
    const templates = doc.paths[`${BASE}/templates`].get;
    expect([discovery.operationId, discovery.tags, discovery.security]).toEqual(['getMedscribeDiscovery', ['MedScribeAlliance'], []]);
    expect([templates.operationId, templates.tags, templates.security]).toEqual(['listMedscribeTemplates', ['MedScribeAlliance'], [{ bearerAuth: [] }]]);
    expect(discovery.responses['200'].content['application/json'].schema.$ref).toBe('#/components/schemas/MsaDiscoveryDocument');
    expect(templates.responses['200'].content['application/json'].schema.$ref).toBe('#/components/schemas/MsaTemplateList');
    for (const status of ['400', '401', '403', '500']) {
      expect([status, templates.responses[status].content['application/json'].schema.$ref]).toEqual([status, '#/components/schemas/MsaError']);
    }
  });
});
