import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NoteTemplateDefinitionSchema, type NoteTemplateDefinition } from '../../domain/note-templates.js';
import type { ClientNoteTemplate, NoteTemplatesService } from '../../services/note-templates.service.js';
import { principalOf } from '../plugins/authenticate.js';
import { BEARER_SECURITY } from '../shared.schema.js';
import { MSA_AUTHENTICATED_ERRORS, MsaError } from './error.schema.js';
import { MSA_TAGS } from './protocol.js';
import { MEDSCRIBE_TEMPLATES } from './template-registry.js';
import { MsaNoteTemplate, MsaTemplateList, TemplateParams, TemplateQuery } from './templates.schema.js';
import { MSA_VERSION_HEADERS } from './version.js';

export interface TemplatesRoutesOptions {
  noteTemplates: NoteTemplatesService;
}

// Templates are what a session is asked for: the same scope as sessions.
const CONFIG = { scope: 'sessions', errorShape: 'medscribealliance' } as const;
const errorOf = (description: string) => Type.Ref(MsaError, { description });
const NOT_FOUND = errorOf('`template_not_found`: neither a built-in note template nor one of yours has this id (or this version).');
const BUILT_IN = errorOf('`template_built_in`: a built-in template cannot be changed or deleted.');
/** A template as answered (`MsaNoteTemplate`): its definition and version, whether built in, when this version was written. */
const view = ({ template, builtIn, createdAt }: ClientNoteTemplate) => ({ ...template, built_in: builtIn, created_at: createdAt?.toISOString() ?? null });

const INVALID = errorOf('`invalid_request` (the field at fault named in `message`), `invalid_template` (`details.fields`), `unsupported_version`.');

/**
 * `GET {base}/templates` (08-templates.md §8.2): the catalogue's templates and the client's note templates (built-in and
 * its own). Creating, reading, changing and deleting a client's own (§8.6's custom templates, whose management the
 * protocol leaves to each service) are under the same path: an extension.
 */
export const templatesRoutes: FastifyPluginAsyncTypebox<TemplatesRoutesOptions> = async (app, { noteTemplates }) => {
  const common = { tags: MSA_TAGS, security: BEARER_SECURITY, headers: MSA_VERSION_HEADERS };

  app.get(
    '/templates',
    {
      config: CONFIG,
      schema: {
        ...common,
        operationId: 'listMedscribeTemplates',
        summary: 'The templates a MedScribeAlliance session may ask for',
        description:
          "The protocol's `transcript`, `soap` and `medications`, this server's own, the built-in note templates and the client's own. " +
          '`available: false`: listed, not produced yet.',
        response: { 200: Type.Ref(MsaTemplateList), ...MSA_AUTHENTICATED_ERRORS },
      },
    },
    async (request) => {
      const notes = await noteTemplates.list(principalOf(request).clientId);
      return {
        templates: [
          // Every template listed is produced.
          ...MEDSCRIBE_TEMPLATES.map(({ id, name, description }) => ({ id, name, description, available: true, kind: 'catalogue' as const })),
          ...notes.map(({ template, builtIn }) => ({
            id: template.id,
            name: template.name,
            description: template.description,
            available: true,
            kind: builtIn ? ('built_in' as const) : ('clinic' as const),
            version: template.version,
          })),
        ],
      };
    },
  );

  app.post(
    '/templates',
    {
      config: CONFIG,
      schema: {
        ...common,
        operationId: 'createMedscribeNoteTemplate',
        summary: 'Create a note template of yours (an extension)',
        description:
          'Its version 1. A session asks for it by its `id`, as for any template, and is answered with `{template, sections, warnings, ' +
          'markdown}` written from the clinical model of the visit.',
        body: Type.Ref(NoteTemplateDefinitionSchema),
        response: {
          201: Type.Ref(MsaNoteTemplate),
          ...MSA_AUTHENTICATED_ERRORS,
          400: INVALID,
          409: errorOf('`template_exists`: the id is a catalogue template\'s, a built-in one\'s, or one of yours.'),
        },
      },
    },
    async (request, reply) => reply.code(201).send(view(await noteTemplates.create(principalOf(request).clientId, request.body as NoteTemplateDefinition))),
  );

  app.get(
    '/templates/:template_id',
    {
      config: CONFIG,
      schema: {
        ...common,
        operationId: 'getMedscribeNoteTemplate',
        summary: 'A note template: built in, or yours (an extension)',
        params: TemplateParams,
        querystring: TemplateQuery,
        response: { 200: Type.Ref(MsaNoteTemplate), ...MSA_AUTHENTICATED_ERRORS, 404: NOT_FOUND },
      },
    },
    async (request) => {
      const { version } = request.query;
      return view(await noteTemplates.get(principalOf(request).clientId, request.params.template_id, version === undefined ? undefined : Number(version)));
    },
  );

  app.put(
    '/templates/:template_id',
    {
      config: CONFIG,
      schema: {
        ...common,
        operationId: 'updateMedscribeNoteTemplate',
        summary: 'Change a note template of yours: its next version (an extension)',
        description: 'Sessions started before keep the version they used; those started after use this one.',
        params: TemplateParams,
        body: Type.Ref(NoteTemplateDefinitionSchema),
        response: { 200: Type.Ref(MsaNoteTemplate), ...MSA_AUTHENTICATED_ERRORS, 400: INVALID, 404: NOT_FOUND, 409: BUILT_IN },
      },
    },
    async (request) => view(await noteTemplates.update(principalOf(request).clientId, request.params.template_id, request.body as NoteTemplateDefinition)),
  );

  app.delete(
    '/templates/:template_id',
    {
      config: CONFIG,
      schema: {
        ...common,
        operationId: 'deleteMedscribeNoteTemplate',
        summary: 'Delete a note template of yours (an extension)',
        description: 'It is no longer listed or asked for; the sessions that used it keep the version they used.',
        params: TemplateParams,
        response: { 204: Type.Null({ description: 'Deleted.' }), ...MSA_AUTHENTICATED_ERRORS, 404: NOT_FOUND, 409: BUILT_IN },
      },
    },
    async (request, reply) => {
      await noteTemplates.remove(principalOf(request).clientId, request.params.template_id);
      return reply.code(204).send(null);
    },
  );
};
