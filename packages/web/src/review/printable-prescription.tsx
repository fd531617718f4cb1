import type { SignedInUser, SignedNote } from '@svc-scribe/sdk';
import { dateTime } from '../format.js';
import type { DraftMedication } from './draft.js';

/**
 * What the print stylesheet prints, and only that: the prescription of the latest signed version, with who signed it
 * and when; before any signing, the prescription as on screen, marked not signed.
 */
export function PrintablePrescription({ medications, user, signed }: { medications: DraftMedication[]; user: SignedInUser; signed: SignedNote | undefined }) {
  return (
    <section class="print-only prescription-print" aria-hidden="true">
      <h1>Prescription</h1>
      <p>Date: {new Date().toLocaleDateString()}</p>
      <table>
        <thead>
          <tr>
            <th>Medication</th>
            <th>Dose</th>
            <th>Frequency</th>
            <th>Duration</th>
            <th>Instructions</th>
          </tr>
        </thead>
        <tbody>
          {medications.map((m, i) => (
            <tr key={i}>
              <td>{[m.name, m.strength].filter(Boolean).join(' ')}</td>
              <td>{m.dose}</td>
              <td>{[m.frequency, m.asNeeded ? 'as needed' : ''].filter(Boolean).join(', ')}</td>
              <td>{m.duration}</td>
              <td>{m.instructions}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p class="signature">{signed ? `Signed by ${signed.signed_by.email} on ${dateTime(signed.signed_at)}` : `Prepared by ${user.email}: not signed`}</p>
    </section>
  );
}
