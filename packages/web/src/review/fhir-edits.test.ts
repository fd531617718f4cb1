import type { FhirBundle } from '@svc-scribe/sdk';
import { describe, expect, it } from 'vitest';
import { emptyMedication, type DraftMedication } from './draft.js';
import { editedBundle } from './fhir-edits.js';

const ref = (id: string) => ({ reference: `urn:uuid:${id}` });
/** The server's document, cut down: a Composition, a Condition and the recogniser's one MedicationRequest. */
const SERVER: FhirBundle = {
  resourceType: 'Bundle',
  type: 'document',
  entry: [
    {
      fullUrl: 'urn:uuid:comp',
      resource: {
        resourceType: 'Composition',
        id: 'comp',
        status: 'final',
        date: '2026-12-05T10:00:00Z',
        subject: ref('pat'),
        encounter: ref('enc'),
        author: [ref('doc')],
        section: [
          { title: 'Chief complaints', entry: [ref('cond')], text: { status: 'generated', div: '<div>fever</div>' } },
          { title: 'Medications', entry: [ref('med')], text: { status: 'generated', div: '<div>aspirin 75 mg</div>' } },
        ],
      },
    },
    { fullUrl: 'urn:uuid:cond', resource: { resourceType: 'Condition', id: 'cond' } },
    {
      fullUrl: 'urn:uuid:med',
      resource: { resourceType: 'MedicationRequest', id: 'med', medicationCodeableConcept: { coding: [{ system: 'rxnorm', code: '1191' }], text: 'aspirin 75 mg' } },
    },
  ],
};
const medication = (fields: Partial<DraftMedication>): DraftMedication => ({ ...emptyMedication(), ...fields });
const notes = [{ key: 'chief_complaints', title: 'Chief complaints', items: [{ text: 'Fever for 3 days & chills', evidence: ['seg_1'] }] }];
const resources = (bundle: FhirBundle, type: string) => (bundle.entry ?? []).map((e) => e.resource).filter((r) => r.resourceType === type) as Record<string, unknown>[];

describe('editedBundle', () => {
  const prescription = [
    medication({ name: 'aspirin', strength: '150 mg', dose: '1 tablet', frequency: 'OD', duration: '30 days' }),
    medication({ name: 'paracetamol', strength: '500 mg', dose: '1 tablet', frequency: 'TDS', duration: '3 days', asNeeded: true }),
    medication({ name: '  ' }),
  ];
  const signed = editedBundle(SERVER, { notes, prescription }, { email: 'dr.rao@clinic.example', at: '2026-12-05T11:00:00Z' });

  it("replaces the recogniser's MedicationRequests with the signed prescription, keeping a drug's codes", () => {
    const requests = resources(signed, 'MedicationRequest');
    expect(requests.map((r) => r.medicationCodeableConcept)).toEqual([
      { coding: [{ system: 'rxnorm', code: '1191' }], text: 'aspirin 150 mg' },
      { text: 'paracetamol 500 mg' },
    ]);
    expect(requests[1]).toMatchObject({
      status: 'active',
      intent: 'order',
      subject: ref('pat'),
      encounter: ref('enc'),
      requester: ref('doc'),
      authoredOn: '2026-12-05T11:00:00Z',
      dosageInstruction: [{ text: '1 tablet · TDS · 3 days · as needed', asNeededBoolean: true, doseAndRate: [{ doseQuantity: { value: 1, unit: 'tablet' } }] }],
      dispenseRequest: { expectedSupplyDuration: { value: 3, unit: 'days', system: 'http://unitsofmeasure.org', code: 'd' } },
    });
    expect(resources(signed, 'Condition')).toHaveLength(1);
  });

  it('lists them in the Medications section, adds the note as signed, and is final and attested by the signer', () => {
    const composition = resources(signed, 'Composition')[0] as { status: string; attester: unknown; section: { title: string; entry?: { reference: string }[]; text: { div: string } }[] };
    expect(composition.status).toBe('final');
    expect(composition.attester).toEqual([{ mode: 'legal', time: '2026-12-05T11:00:00Z', party: { display: 'dr.rao@clinic.example' } }]);
    expect(composition.section.map((s) => s.title)).toEqual(['Chief complaints', 'Medications', 'Clinical note as signed']);
    const medications = composition.section[1]!;
    const urls = (signed.entry ?? []).filter((e) => e.resource.resourceType === 'MedicationRequest').map((e) => e.fullUrl);
    expect(medications.entry!.map((e) => e.reference)).toEqual(urls);
    expect(medications.text.div).toContain('<li>paracetamol 500 mg: 1 tablet · TDS · 3 days · as needed</li>');
    expect(medications.text.div).not.toContain('75 mg');
    expect(composition.section[2]!.text.div).toContain('<li>Chief complaints: Fever for 3 days &amp; chills</li>');
  });

  it('is preliminary and unattested before any signing, and leaves the server document as it was', () => {
    const draft = editedBundle(SERVER, { notes, prescription }, undefined);
    expect(resources(draft, 'Composition')[0]).toMatchObject({ status: 'preliminary' });
    expect(resources(draft, 'Composition')[0]).not.toHaveProperty('attester');
    expect(resources(SERVER, 'MedicationRequest')).toHaveLength(1);
    expect((resources(SERVER, 'Composition')[0] as { status: string }).status).toBe('final');
  });
});
