import { describe, expect, it } from 'vitest';
import { ApiError, ScribeClient, type MedscribeNoteTemplateDefinition } from '../src/index.js';
import { reply, scriptedFetch } from './helpers/fake-fetch.js';

const FAST = { retries: 2, minDelayMs: 1, maxDelayMs: 5 };
const ENT: MedscribeNoteTemplateDefinition = { id: 'ent_quick', name: 'ENT quick', description: '', sections: [{ heading: 'Ear', sources: ['examination'] }] };
const stored = (version: number) => ({ ...ENT, version, built_in: false });

/** `client.medscribe.templates`: the `/medscribealliance/templates` routes (list, and a clinic's note templates). */
describe('client.medscribe.templates', () => {
  it('lists, creates, reads a version, updates and deletes, on the protocol paths with the definition as the body', async () => {
    const listed = { templates: [{ id: 'soap', name: 'SOAP', description: '', available: true, kind: 'catalogue' }] };
    const { fetch, calls } = scriptedFetch([
      reply.json(200, listed),
      reply.json(201, stored(1)),
      reply.json(200, stored(1)),
      reply.json(200, stored(2)),
      new Response(null, { status: 204 }),
    ]);
    const client = new ScribeClient({ baseUrl: 'https://scribe.test', accessToken: 't', fetch, retry: FAST });
    expect(await client.medscribe.templates.list()).toEqual(listed.templates);
    expect(await client.medscribe.templates.create(ENT)).toEqual(stored(1));
    expect(await client.medscribe.templates.get('ent_quick', { version: 1 })).toEqual(stored(1));
    expect(await client.medscribe.templates.update('ent_quick', { ...ENT, name: 'ENT' })).toEqual(stored(2));
    await client.medscribe.templates.delete('ent_quick');
    expect(calls.map((c) => `${c.method} ${new URL(c.url).pathname}${new URL(c.url).search}`)).toEqual([
      'GET /medscribealliance/templates',
      'POST /medscribealliance/templates',
      'GET /medscribealliance/templates/ent_quick?version=1',
      'PUT /medscribealliance/templates/ent_quick',
      'DELETE /medscribealliance/templates/ent_quick',
    ]);
    expect(JSON.parse(calls[1]!.body!)).toEqual(ENT);
    expect(JSON.parse(calls[3]!.body!)).toEqual({ ...ENT, name: 'ENT' });
  });

  it("throws the protocol's errors: an id taken, a built-in template changed", async () => {
    const { fetch } = scriptedFetch([
      reply.json(409, { error: { code: 'template_exists', message: 'ent_quick exists' } }),
      reply.json(409, { error: { code: 'template_built_in', message: 'general_opd is built in' } }),
    ]);
    const client = new ScribeClient({ baseUrl: 'https://scribe.test', accessToken: 't', fetch, retry: FAST });
    const taken = await client.medscribe.templates.create(ENT).catch((error: unknown) => error);
    const builtIn = await client.medscribe.templates.delete('general_opd').catch((error: unknown) => error);
    expect([taken, builtIn].map((e) => [(e as ApiError).status, (e as ApiError).code])).toEqual([
      [409, 'template_exists'],
      [409, 'template_built_in'],
    ]);
  });
});
