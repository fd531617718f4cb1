import { Type } from '@sinclair/typebox';

/** 08-templates.md §8.2: `{templates: [{id, name, description}]}`, with our `available`. */
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
      }),
    ),
  },
  { $id: 'MsaTemplateList', description: 'The templates of MedScribeAlliance sessions on this server.' },
);
