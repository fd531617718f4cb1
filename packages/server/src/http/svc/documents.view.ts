import type { DocumentRecord } from '../../adapters/db/store.js';
import type { DocumentPage } from '../../services/documents.service.js';

/** A document as the svc API answers it (`DocumentView` in documents.schema.ts). */
export function documentView(d: DocumentRecord) {
  return {
    id: d.id,
    document_type: d.documentType,
    document_date: d.documentDate,
    title: d.title,
    patient_reference: d.patientReference,
    content_type: d.mediaType,
    size_bytes: d.sizeBytes,
    sha256: d.sha256,
    created_at: d.createdAt.toISOString(),
  };
}

export const documentPageView = (page: DocumentPage) => ({ ...page, documents: page.documents.map(documentView) });
