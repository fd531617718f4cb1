import type pg from 'pg';
import type { NoteTemplateDefinition } from '../../../domain/note-templates.js';
import { noteTemplateFromRow, type Row } from '../rows.js';
import type { NoteTemplateRecord, NoteTemplateRepository } from '../store.js';
import { inTransaction } from './pg-pool.js';

/** The newest row of a client's template, deleted or not. */
const NEWEST = 'SELECT * FROM note_templates WHERE client_id = $1 AND template_id = $2 ORDER BY version DESC LIMIT 1';

export class PgNoteTemplates implements NoteTemplateRepository {
  constructor(private readonly pool: pg.Pool) {}

  /**
   * Writes the next version when `allowed` says the newest row allows it; undefined when it does not. Writes of one
   * template queue on a transaction lock of its own, so that each reads the version the one before it wrote.
   */
  private async next(clientId: string, definition: NoteTemplateDefinition, at: Date, allowed: (newest: Row | undefined) => boolean): Promise<NoteTemplateRecord | undefined> {
    return inTransaction(this.pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`note_templates/${clientId}/${definition.id}`]);
      const newest = (await client.query<Row>(NEWEST, [clientId, definition.id])).rows[0];
      if (!allowed(newest)) return undefined;
      const version = ((newest?.version as number | undefined) ?? 0) + 1;
      await client.query(
        'INSERT INTO note_templates (client_id, template_id, version, definition, created_at, deleted_at) VALUES ($1, $2, $3, $4, $5, NULL)',
        [clientId, definition.id, version, JSON.stringify(definition), at.getTime()],
      );
      return { clientId, template: { ...definition, version }, createdAt: at };
    });
  }

  async create(clientId: string, definition: NoteTemplateDefinition, at: Date): Promise<NoteTemplateRecord | 'exists'> {
    return (await this.next(clientId, definition, at, (newest) => newest === undefined || newest.deleted_at !== null)) ?? 'exists';
  }

  async update(clientId: string, definition: NoteTemplateDefinition, at: Date): Promise<NoteTemplateRecord | 'missing'> {
    return (await this.next(clientId, definition, at, (newest) => newest !== undefined && newest.deleted_at === null)) ?? 'missing';
  }

  async find(clientId: string, templateId: string, version?: number): Promise<NoteTemplateRecord | undefined> {
    const { rows } =
      version === undefined
        ? await this.pool.query<Row>(NEWEST, [clientId, templateId])
        : await this.pool.query<Row>('SELECT * FROM note_templates WHERE client_id = $1 AND template_id = $2 AND version = $3', [clientId, templateId, version]);
    const row = rows[0];
    if (!row || (version === undefined && row.deleted_at !== null)) return undefined;
    return noteTemplateFromRow(row);
  }

  async list(clientId: string): Promise<NoteTemplateRecord[]> {
    const { rows } = await this.pool.query<Row>(
      `SELECT t.* FROM note_templates t
       WHERE t.client_id = $1 AND t.deleted_at IS NULL
         AND t.version = (SELECT MAX(v.version) FROM note_templates v WHERE v.client_id = t.client_id AND v.template_id = t.template_id)
       ORDER BY t.template_id`,
      [clientId],
    );
    return rows.map(noteTemplateFromRow);
  }

  async delete(clientId: string, templateId: string, at: Date): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `UPDATE note_templates SET deleted_at = $1
       WHERE client_id = $2 AND template_id = $3 AND deleted_at IS NULL
         AND version = (SELECT MAX(version) FROM note_templates WHERE client_id = $2 AND template_id = $3)`,
      [at.getTime(), clientId, templateId],
    );
    return rowCount === 1;
  }
}
