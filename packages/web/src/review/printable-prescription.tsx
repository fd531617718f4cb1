import type { SignedInUser, SignedNote } from '@svc-scribe/sdk';
import { dateTime } from '../format.js';
import type { DraftMedication } from './draft.js';

/** What the print stylesheet prints, and only that: the prescription as corrected, with who signed it and when. */
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
              <td>{m.name}</td>
              <td>{m.dose}</td>
              <td>{m.frequency}</td>
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
