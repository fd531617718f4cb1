import { client } from '../api.js';
import type { Draft } from './draft.js';
import { editedBundle, type Signature } from './fhir-edits.js';

/**
 * Downloads the session's FHIR R4 document Bundle as `<txn id>.fhir.json`, rewritten to carry `draft` (the latest
 * signed version, attested by `signature`; before any signing, the draft on screen, as preliminary).
 */
export async function exportFhir(txnId: string, draft: Draft, signature: Signature | undefined): Promise<void> {
  const { bundle } = await client.sessions.fhir(txnId);
  if (!bundle) throw new Error('the session has no FHIR document');
  const document = editedBundle(bundle, draft, signature);
  const url = URL.createObjectURL(new Blob([JSON.stringify(document, null, 2)], { type: 'application/fhir+json' }));
  const link = Object.assign(window.document.createElement('a'), { href: url, download: `${txnId}.fhir.json` });
  window.document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the download over.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
