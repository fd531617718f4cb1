import type Database from 'better-sqlite3';
import type { NoteTemplateDefinition } from '../../../domain/note-templates.js';
import { noteTemplateFromRow, type Row } from '../rows.js';
import type { NoteTemplateRecord, NoteTemplateRepository } from '../store.js';

/** The newest row of a client's template, deleted or not. */
const NEWEST = 'SELECT * FROM note_templates WHERE client_id = ? AND template_id = ? ORDER BY version DESC LIMIT 1';

export class SqliteNoteTemplates implements NoteTemplateRepository {
  constructor(private readonly db: Database.Database) {}

  /** Writes the next version when `allowed` says the newest row allows it, in one transaction; undefined when it does not. */
  private next(clientId: string, definition: NoteTemplateDefinition, at: Date, allowed: (newest: Row | undefined) => boolean): NoteTemplateRecord | undefined {
    return this.db.transaction(() => {
      const newest = this.db.prepare(NEWEST).get(clientId, definition.id) as Row | undefined;
      if (!allowed(newest)) return undefined;
      const version = ((newest?.version as number | undefined) ?? 0) + 1;
      this.db
        .prepare('INSERT INTO note_templates (client_id, template_id, version, definition, created_at, deleted_at) VALUES (?, ?, ?, ?, ?, NULL)')
        .run(clientId, definition.id, version, JSON.stringify(definition), at.getTime());
      return { clientId, template: { ...definition, version }, createdAt: at };
    }).immediate();
  }

  async create(clientId: string, definition: NoteTemplateDefinition, at: Date): Promise<NoteTemplateRecord | 'exists'> {
    return this.next(clientId, definition, at, (newest) => newest === undefined || newest.deleted_at !== null) ?? 'exists';
  }

  async update(clientId: string, definition: NoteTemplateDefinition, at: Date): Promise<NoteTemplateRecord | 'missing'> {
    return this.next(clientId, definition, at, (newest) => newest !== undefined && newest.deleted_at === null) ?? 'missing';
  }

  async find(clientId: string, templateId: string, version?: number): Promise<NoteTemplateRecord | undefined> {
    const row = (
      version === undefined
        ? this.db.prepare(NEWEST).get(clientId, templateId)
        : this.db.prepare('SELECT * FROM note_templates WHERE client_id = ? AND template_id = ? AND version = ?').get(clientId, templateId, version)
    ) as Row | undefined;
    if (!row || (version === undefined && row.deleted_at !== null)) return undefined;
    return noteTemplateFromRow(row);
  }

  async list(clientId: string): Promise<NoteTemplateRecord[]> {
    const rows = this.db
      .prepare(
        `SELECT t.* FROM note_templates t
         WHERE t.client_id = ? AND t.deleted_at IS NULL
           AND t.version = (SELECT MAX(v.version) FROM note_templates v WHERE v.client_id = t.client_id AND v.template_id = t.template_id)
         ORDER BY t.template_id`,
      )
      .all(clientId) as Row[];
    return rows.map(noteTemplateFromRow);
  }

  async delete(clientId: string, templateId: string, at: Date): Promise<boolean> {
    const newest = await this.find(clientId, templateId);
    if (!newest) return false;
    const changed = this.db
      .prepare('UPDATE note_templates SET deleted_at = ? WHERE client_id = ? AND template_id = ? AND version = ? AND deleted_at IS NULL')
      .run(at.getTime(), clientId, templateId, newest.template.version);
    return changed.changes === 1;
  }
}
