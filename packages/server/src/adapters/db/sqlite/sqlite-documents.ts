import type Database from 'better-sqlite3';
import type { DocumentMediaType, DocumentType } from '../../../domain/documents.js';
import type { DocumentRecord, DocumentRepository } from '../store.js';
import type { Row } from './rows.js';

function documentFromRow(row: Row): DocumentRecord {
  return {
    id: row.id as string,
    clientId: row.client_id as string,
    blobKey: row.blob_key as string,
    documentType: row.document_type as DocumentType,
    documentDate: row.document_date as string | null,
    title: row.title as string | null,
    patientReference: row.patient_reference as string | null,
    mediaType: row.media_type as DocumentMediaType,
    sizeBytes: row.size_bytes as number,
    sha256: row.sha256 as string,
    createdAt: new Date(row.created_at as number),
  };
}

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
