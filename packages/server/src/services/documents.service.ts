import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { BlobTooLargeError, type BlobStore } from '../adapters/blobs/blob-store.js';
import type { DocumentRecord, Store } from '../adapters/db/store.js';
import { DEFAULT_DOCUMENT_TYPE, type DocumentType } from '../domain/documents.js';
import { DomainError } from '../domain/errors.js';
import { inspectDocument } from './document-intake.js';

export interface DocumentMetadata {
  documentType?: DocumentType;
  /** `YYYY-MM-DD`. */
  documentDate?: string;
  title?: string;
  patientReference?: string;
}

export interface DocumentPage {
  documents: DocumentRecord[];
  total: number;
  limit: number;
  offset: number;
}

const notFound = () => new DomainError('not_found', 'Not Found');

/**
 * A client's medical documents (PDF, JPEG, PNG): bytes in the blob store, metadata in the store.
 * A client only ever reaches its own documents; another client's id is answered as unknown.
 */
export class DocumentsService {
  constructor(private readonly d: { store: Store; blobs: BlobStore; maxBytes: number; now: () => Date }) {}

  /**
   * The upload's report-parsing tasks (PII, SRP) are not implemented: refuse them before any
   * upload is read, rather than store a document the client expects to be processed.
   */
  assertTaskSupported(task: string | undefined): void {
    if (task !== undefined) throw new DomainError('unprocessable', 'task not supported');
  }

  /**
   * Stores a document. The blob is written first and the row last, so a failure at any step leaves
   * neither: a failed put stores nothing, and a failed insert removes the blob it would describe.
   */
  async upload(clientId: string, metadata: DocumentMetadata, content: Readable): Promise<DocumentRecord> {
    const id = randomUUID();
    const blobKey = `documents/${id}`;
    const intake = inspectDocument(content);
    try {
      await this.d.blobs.put(blobKey, intake.stream, { maxBytes: this.d.maxBytes });
    } catch (error) {
      if (error instanceof BlobTooLargeError) throw new DomainError('too_large', 'Request Entity Too Large');
      throw error;
    }
    const { mediaType, sizeBytes, sha256 } = intake.result();
    const record: DocumentRecord = {
      id,
      clientId,
      blobKey,
      documentType: metadata.documentType ?? DEFAULT_DOCUMENT_TYPE,
      documentDate: metadata.documentDate ?? null,
      title: metadata.title ?? null,
      patientReference: metadata.patientReference ?? null,
      mediaType,
      sizeBytes,
      sha256,
      createdAt: this.d.now(),
    };
    try {
      await this.d.store.documents.insert(record);
    } catch (error) {
      await this.d.blobs.delete(blobKey).catch(() => undefined);
      throw error;
    }
    return record;
  }

  /** The client's documents, newest first. */
  async list(clientId: string, page: { limit: number; offset: number }): Promise<DocumentPage> {
    const { documents, total } = await this.d.store.documents.listOwned(clientId, page);
    return { documents, total, ...page };
  }

  async get(clientId: string, id: string): Promise<DocumentRecord> {
    return this.owned(clientId, id);
  }

  /** The document and a stream of its bytes. */
  async open(clientId: string, id: string): Promise<{ document: DocumentRecord; content: Readable }> {
    const record = await this.owned(clientId, id);
    return { document: record, content: await this.d.blobs.get(record.blobKey) };
  }

  /** Removes the row first: should removing the blob then fail, what remains is an unreachable blob, never a row without bytes. */
  async delete(clientId: string, id: string): Promise<void> {
    const record = await this.owned(clientId, id);
    if (!(await this.d.store.documents.deleteOwned(clientId, id))) throw notFound();
    await this.d.blobs.delete(record.blobKey);
  }

  private async owned(clientId: string, id: string): Promise<DocumentRecord> {
    const record = await this.d.store.documents.findOwned(clientId, id);
    if (!record) throw notFound();
    return record;
  }
}
