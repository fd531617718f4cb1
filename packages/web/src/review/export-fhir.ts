import { client } from '../api.js';

/** Downloads the session's FHIR R4 document Bundle as `<txn id>.fhir.json`. */
export async function exportFhir(txnId: string): Promise<void> {
  const { bundle } = await client.sessions.fhir(txnId);
  if (!bundle) throw new Error('the session has no FHIR document');
  const url = URL.createObjectURL(new Blob([JSON.stringify(bundle, null, 2)], { type: 'application/fhir+json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: `${txnId}.fhir.json` });
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the download over.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
