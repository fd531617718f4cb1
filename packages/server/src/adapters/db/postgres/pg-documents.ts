import type pg from 'pg';
import { documentFromRow, type Row } from '../rows.js';
import type { DocumentRecord, DocumentRepository } from '../store.js';

export class PgDocuments implements DocumentRepository {
  constructor(private readonly pool: pg.Pool) {}

  async insert(d: DocumentRecord): Promise<void> {
    await this.pool.query(
      `INSERT INTO documents (id, client_id, blob_key, document_type, document_date, title, patient_reference,
                              media_type, size_bytes, sha256, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [d.id, d.clientId, d.blobKey, d.documentType, d.documentDate, d.title, d.patientReference, d.mediaType, d.sizeBytes, d.sha256, d.createdAt.getTime()],
    );
  }

  async findOwned(clientId: string, id: string): Promise<DocumentRecord | undefined> {
    const { rows } = await this.pool.query<Row>('SELECT * FROM documents WHERE id = $1 AND client_id = $2', [id, clientId]);
    return rows[0] && documentFromRow(rows[0]);
  }

  async listOwned(clientId: string, page: { limit: number; offset: number }): Promise<{ documents: DocumentRecord[]; total: number }> {
    const { rows } = await this.pool.query<Row>('SELECT * FROM documents WHERE client_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3', [
      clientId,
      page.limit,
      page.offset,
    ]);
    const counted = await this.pool.query<{ total: number }>('SELECT COUNT(*) AS total FROM documents WHERE client_id = $1', [clientId]);
    return { documents: rows.map(documentFromRow), total: counted.rows[0]!.total };
  }

  async deleteOwned(clientId: string, id: string): Promise<boolean> {
    return (await this.pool.query('DELETE FROM documents WHERE id = $1 AND client_id = $2', [id, clientId])).rowCount === 1;
  }
}
