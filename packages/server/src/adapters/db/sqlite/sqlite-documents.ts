import type Database from 'better-sqlite3';
import type { DocumentRecord, DocumentRepository } from '../store.js';
import { documentFromRow, type Row } from '../rows.js';

export class SqliteDocuments implements DocumentRepository {
  constructor(private readonly db: Database.Database) {}

  async insert(d: DocumentRecord): Promise<void> {
    this.db
      .prepare(
        `INSERT INTO documents (id, client_id, blob_key, document_type, document_date, title, patient_reference,
                                media_type, size_bytes, sha256, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        d.id,
        d.clientId,
        d.blobKey,
        d.documentType,
        d.documentDate,
        d.title,
        d.patientReference,
        d.mediaType,
        d.sizeBytes,
        d.sha256,
        d.createdAt.getTime(),
      );
  }

  async findOwned(clientId: string, id: string): Promise<DocumentRecord | undefined> {
    const row = this.db.prepare('SELECT * FROM documents WHERE id = ? AND client_id = ?').get(id, clientId) as Row | undefined;
    return row && documentFromRow(row);
  }

  async listOwned(clientId: string, page: { limit: number; offset: number }): Promise<{ documents: DocumentRecord[]; total: number }> {
    const rows = this.db
      .prepare('SELECT * FROM documents WHERE client_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?')
      .all(clientId, page.limit, page.offset) as Row[];
    const { total } = this.db.prepare('SELECT COUNT(*) AS total FROM documents WHERE client_id = ?').get(clientId) as { total: number };
    return { documents: rows.map(documentFromRow), total };
  }

  async deleteOwned(clientId: string, id: string): Promise<boolean> {
    return this.db.prepare('DELETE FROM documents WHERE id = ? AND client_id = ?').run(id, clientId).changes === 1;
  }
}
