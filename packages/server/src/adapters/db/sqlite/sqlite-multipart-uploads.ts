import type Database from 'better-sqlite3';
import type { MultipartPartRecord, MultipartUploadRecord, MultipartUploadRepository } from '../store.js';
import { partFromRow, uploadFromRow, type Row } from '../rows.js';

/** Multipart uploads of large session files and their parts (PROTOCOL §4.3); the parts' bytes live in the blob store. */
export class SqliteMultipartUploads implements MultipartUploadRepository {
  constructor(private readonly db: Database.Database) {}

  async insert(u: MultipartUploadRecord): Promise<void> {
    this.db
      .prepare('INSERT INTO multipart_uploads (id, client_id, txn_id, name, content_type, created_at, store_upload_id) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(u.id, u.clientId, u.txnId, u.name, u.contentType, u.createdAt.getTime(), u.storeUploadId);
  }

  async find(id: string): Promise<MultipartUploadRecord | undefined> {
    const row = this.db.prepare('SELECT * FROM multipart_uploads WHERE id = ?').get(id) as Row | undefined;
    return row && uploadFromRow(row);
  }

  async putPart(p: MultipartPartRecord): Promise<string | null> {
    return this.db.transaction(() => {
      const previous = this.db
        .prepare('SELECT blob_key FROM multipart_parts WHERE upload_id = ? AND part_number = ?')
        .get(p.uploadId, p.partNumber) as Row | undefined;
      this.db
        .prepare(
          `INSERT INTO multipart_parts (upload_id, part_number, blob_key, size_bytes, etag, uploaded_at)
           VALUES (?, ?, ?, ?, ?, ?)
           ON CONFLICT (upload_id, part_number) DO UPDATE SET
             blob_key = excluded.blob_key, size_bytes = excluded.size_bytes,
             etag = excluded.etag, uploaded_at = excluded.uploaded_at`,
        )
        .run(p.uploadId, p.partNumber, p.blobKey, p.sizeBytes, p.etag, p.uploadedAt.getTime());
      return (previous?.blob_key as string | undefined) ?? null;
    })();
  }

  async parts(uploadId: string): Promise<MultipartPartRecord[]> {
    const rows = this.db.prepare('SELECT * FROM multipart_parts WHERE upload_id = ? ORDER BY part_number').all(uploadId) as Row[];
    return rows.map(partFromRow);
  }

  async delete(id: string): Promise<string[] | undefined> {
    return this.db.transaction(() => {
      const blobKeys = (this.db.prepare('SELECT blob_key FROM multipart_parts WHERE upload_id = ?').all(id) as Row[]).map(
        (row) => row.blob_key as string,
      );
      // The parts' rows go with the upload's (ON DELETE CASCADE).
      const deleted = this.db.prepare('DELETE FROM multipart_uploads WHERE id = ?').run(id).changes;
      return deleted === 1 ? blobKeys : undefined;
    })();
  }

  async startedBefore(before: Date): Promise<MultipartUploadRecord[]> {
    const rows = this.db.prepare('SELECT * FROM multipart_uploads WHERE created_at < ? ORDER BY created_at').all(before.getTime()) as Row[];
    return rows.map(uploadFromRow);
  }
}
