import type { NoteTemplateRecord, Store } from '../adapters/db/store.js';
import { DomainError } from '../domain/errors.js';
import { definitionErrors, RESERVED_TEMPLATE_IDS, type NoteTemplate, type NoteTemplateDefinition } from '../domain/note-templates.js';

/** A note template a client may ask for: one of its own (with when this version was written), or a built-in one. */
export interface ClientNoteTemplate {
  template: NoteTemplate;
  builtIn: boolean;
  /** When this version was written; null for a built-in template. */
  createdAt: Date | null;
}

const notFound = (id: string) => new DomainError('not_found', `Template '${id}' does not exist`, { code: 'template_not_found' });

const own = (record: NoteTemplateRecord): ClientNoteTemplate => ({ template: record.template, builtIn: false, createdAt: record.createdAt });

/**
 * The note templates of each client (issue 33): the built-in specialty templates, the same for all, and the client's
 * own, created, changed (a new version each time) and deleted here. Another client's template is unknown.
 */
export class NoteTemplatesService {
  constructor(private readonly d: { store: Store; builtIns: readonly NoteTemplate[]; now: () => Date }) {}

  /** The built-in templates, then the client's own, each by id. */
  async list(clientId: string): Promise<ClientNoteTemplate[]> {
    const builtIns = this.d.builtIns.map((template) => ({ template, builtIn: true, createdAt: null }));
    return [...builtIns, ...(await this.d.store.noteTemplates.list(clientId)).map(own)];
  }

  /** A template of the client's, or a built-in one: its latest version, or `version`. */
  async get(clientId: string, id: string, version?: number): Promise<ClientNoteTemplate> {
    const builtIn = this.d.builtIns.find((template) => template.id === id);
    if (builtIn) {
      if (version !== undefined && version !== builtIn.version) throw new DomainError('not_found', `Template '${id}' has no version ${version}`, { code: 'template_not_found' });
      return { template: builtIn, builtIn: true, createdAt: null };
    }
    const record = await this.d.store.noteTemplates.find(clientId, id, version);
    if (!record) throw notFound(id);
    return own(record);
  }

  /** Writes version 1 of a template of the client's. A definition that is not valid, or an id taken, is refused. */
  async create(clientId: string, body: unknown): Promise<ClientNoteTemplate> {
    const definition = validDefinition(body);
    if (RESERVED_TEMPLATE_IDS.includes(definition.id)) throw idTaken(definition.id, 'a catalogue template');
    if (this.d.builtIns.some((template) => template.id === definition.id)) throw idTaken(definition.id, 'a built-in template');
    const written = await this.d.store.noteTemplates.create(clientId, definition, this.d.now());
    if (written === 'exists') throw idTaken(definition.id, 'one of yours');
    return own(written);
  }

  /** Writes the next version of a template of the client's, whose id the definition keeps. */
  async update(clientId: string, id: string, body: unknown): Promise<ClientNoteTemplate> {
    if (this.d.builtIns.some((template) => template.id === id)) {
      throw new DomainError('conflict', `Template '${id}' is built in: copy it under an id of your own to change it`, { code: 'template_built_in' });
    }
    const definition = validDefinition(body);
    if (definition.id !== id) {
      throw new DomainError('invalid_request', `id: the definition's id ${definition.id} is not the template's (${id})`, {
        code: 'invalid_template',
        details: [{ field: 'id', message: `must be ${id}` }],
      });
    }
    const written = await this.d.store.noteTemplates.update(clientId, definition, this.d.now());
    if (written === 'missing') throw notFound(id);
    return own(written);
  }

  /** The template is no longer the client's; the sessions that used it keep the version they used. */
  async remove(clientId: string, id: string): Promise<void> {
    if (this.d.builtIns.some((template) => template.id === id)) {
      throw new DomainError('conflict', `Template '${id}' is built in: it cannot be deleted`, { code: 'template_built_in' });
    }
    if (!(await this.d.store.noteTemplates.delete(clientId, id, this.d.now()))) throw notFound(id);
  }

  /** The note templates among `ids` (the latest version of the client's own, or a built-in one), by id; other ids are left out. */
  async resolve(clientId: string, ids: readonly string[]): Promise<Map<string, NoteTemplate>> {
    const found = new Map<string, NoteTemplate>();
    for (const id of new Set(ids)) {
      if (RESERVED_TEMPLATE_IDS.includes(id)) continue;
      const template = this.d.builtIns.find((builtIn) => builtIn.id === id) ?? (await this.d.store.noteTemplates.find(clientId, id))?.template;
      if (template) found.set(id, template);
    }
    return found;
  }
}

function validDefinition(body: unknown): NoteTemplateDefinition {
  const errors = definitionErrors(body);
  if (errors.length === 0) return body as NoteTemplateDefinition;
  const said = errors.map((error) => `${error.field}: ${error.message}`).join('; ');
  throw new DomainError('invalid_request', `not a valid template: ${said}`, { code: 'invalid_template', details: errors });
}

const idTaken = (id: string, by: string) => new DomainError('conflict', `Template id '${id}' is taken by ${by}`, { code: 'template_exists', details: [{ field: 'id', message: `taken by ${by}` }] });
