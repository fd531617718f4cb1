import type pg from 'pg';
import { partFromRow, uploadFromRow, type Row } from '../rows.js';
import type { MultipartPartRecord, MultipartUploadRecord, MultipartUploadRepository } from '../store.js';
import { inTransaction } from './pg-pool.js';

/** Multipart uploads of large session files and their parts (PROTOCOL §4.3); the parts' bytes live in the blob store. */
export class PgMultipartUploads implements MultipartUploadRepository {
  constructor(private readonly pool: pg.Pool) {}

  async insert(u: MultipartUploadRecord): Promise<void> {
    await this.pool.query(
      'INSERT INTO multipart_uploads (id, client_id, txn_id, name, content_type, created_at, store_upload_id) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [u.id, u.clientId, u.txnId, u.name, u.contentType, u.createdAt.getTime(), u.storeUploadId],
    );
  }

  async find(id: string): Promise<MultipartUploadRecord | undefined> {
    const { rows } = await this.pool.query<Row>('SELECT * FROM multipart_uploads WHERE id = $1', [id]);
    return rows[0] && uploadFromRow(rows[0]);
  }

  async putPart(p: MultipartPartRecord): Promise<string | null> {
    return inTransaction(this.pool, async (client) => {
      // The upload's row locked: of one part uploaded twice at once, each replacement names the blob it replaced.
      await client.query('SELECT 1 FROM multipart_uploads WHERE id = $1 FOR UPDATE', [p.uploadId]);
      const previous = await client.query<{ blob_key: string }>('SELECT blob_key FROM multipart_parts WHERE upload_id = $1 AND part_number = $2', [
        p.uploadId,
        p.partNumber,
      ]);
      await client.query(
        `INSERT INTO multipart_parts (upload_id, part_number, blob_key, size_bytes, etag, uploaded_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (upload_id, part_number) DO UPDATE SET
           blob_key = excluded.blob_key, size_bytes = excluded.size_bytes,
           etag = excluded.etag, uploaded_at = excluded.uploaded_at`,
        [p.uploadId, p.partNumber, p.blobKey, p.sizeBytes, p.etag, p.uploadedAt.getTime()],
      );
      return previous.rows[0]?.blob_key ?? null;
    });
  }

  async parts(uploadId: string): Promise<MultipartPartRecord[]> {
    return (await this.pool.query<Row>('SELECT * FROM multipart_parts WHERE upload_id = $1 ORDER BY part_number', [uploadId])).rows.map(partFromRow);
  }

  async delete(id: string): Promise<string[] | undefined> {
    return inTransaction(this.pool, async (client) => {
      if (!(await client.query('SELECT 1 FROM multipart_uploads WHERE id = $1 FOR UPDATE', [id])).rowCount) return undefined;
      const { rows } = await client.query<{ blob_key: string }>('SELECT blob_key FROM multipart_parts WHERE upload_id = $1', [id]);
      // The parts' rows go with the upload's (ON DELETE CASCADE).
      await client.query('DELETE FROM multipart_uploads WHERE id = $1', [id]);
      return rows.map((row) => row.blob_key);
    });
  }

  async startedBefore(before: Date): Promise<MultipartUploadRecord[]> {
    return (await this.pool.query<Row>('SELECT * FROM multipart_uploads WHERE created_at < $1 ORDER BY created_at', [before.getTime()])).rows.map(uploadFromRow);
  }
}
