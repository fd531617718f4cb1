import { Type } from '@sinclair/typebox';
import { NOTE_TEMPLATE_ID_PATTERN, NoteTemplateDefinitionSchema } from '../../domain/note-templates.js';

/** 08-templates.md §8.2: `{templates: [{id, name, description}]}`, with our `available`, `kind` and `version`. */
export const MsaTemplateList = Type.Object(
  {
    templates: Type.Array(
      Type.Object({
        id: Type.String({ description: 'The id a session asks for in `templates`.' }),
        name: Type.String(),
        description: Type.String({ description: 'What the template holds.' }),
        available: Type.Boolean({
          description: 'An extension: false for a template listed but not produced yet, which a session gets `template_not_found` for.',
        }),
        kind: Type.Unsafe<'catalogue' | 'built_in' | 'clinic'>({
          type: 'string',
          enum: ['catalogue', 'built_in', 'clinic'],
          description:
            "An extension: one of this server's own documents (`catalogue`), a note template built in (`built_in`: a specialty's) or " +
            "one of the client's own (`clinic`, 08-templates.md §8.6's custom templates, made with `POST {base}/templates`).",
        }),
        version: Type.Optional(Type.Integer({ minimum: 1, description: "A note template's current version: a session uses the version current when it starts." })),
      }),
    ),
  },
  { $id: 'MsaTemplateList', description: 'The templates of MedScribeAlliance sessions on this server, for the client asking.' },
);

/** A note template as answered: its definition, its version, and whether it is built in. */
export const MsaNoteTemplate = Type.Object(
  {
    ...NoteTemplateDefinitionSchema.properties,
    version: Type.Integer({ minimum: 1, description: '1 when created, one more at each update.' }),
    built_in: Type.Boolean({ description: "A built-in specialty template, the same for every client: it cannot be changed or deleted." }),
    created_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'When this version was written; null for a built-in one.' }),
  },
  { $id: 'MsaNoteTemplate', description: 'A note template (issue 33): its sections in order, each with its heading and sources.' },
);

export const TemplateParams = Type.Object({
  template_id: Type.String({ pattern: NOTE_TEMPLATE_ID_PATTERN, description: "A note template's id." }),
});

export const TemplateQuery = Type.Object({
  version: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'That version (a session records the one it used); default the latest.' })),
});

export const MSA_TEMPLATE_SCHEMAS = [MsaTemplateList, NoteTemplateDefinitionSchema, MsaNoteTemplate];
