import type { FhirBundle, FhirResource } from '@svc-scribe/sdk';
import { medicationLine, type Draft, type DraftMedication } from './draft.js';

type Entry = NonNullable<FhirBundle['entry']>[number];
type Reference = { reference: string };
interface Section {
  title?: string;
  entry?: Reference[];
  text?: { status: string; div: string };
  [key: string]: unknown;
}
interface Composition extends Record<string, unknown> {
  status?: string;
  date?: string;
  subject?: Reference;
  encounter?: Reference;
  author?: Reference[];
  section?: Section[];
}

/** Who signed the version exported, and when. */
export interface Signature {
  email: string;
  at: string;
}

const MEDICATIONS_TITLE = 'Medications';
const SIGNED_NOTE_TITLE = 'Clinical note as signed';
const UCUM = 'http://unitsofmeasure.org';
const DURATION_CODES: Record<string, string> = { minute: 'min', hour: 'h', day: 'd', week: 'wk', month: 'mo', year: 'a' };

const escapeXml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const narrative = (lines: string[]) => ({
  status: 'generated',
  div: `<div xmlns="http://www.w3.org/1999/xhtml"><ul>${lines.map((line) => `<li>${escapeXml(line)}</li>`).join('')}</ul></div>`,
});

/** "1 tablet", "2.5 ml": a number and a unit, or undefined for anything else ("half a tablet"). */
function quantity(text: string): { value: number; unit: string } | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s+(\S.*?)\s*$/.exec(text);
  return match ? { value: Number(match[1]), unit: match[2]! } : undefined;
}

/** "5 days" as a FHIR Duration with its UCUM code, or undefined when it is not a number of minutes … years. */
function duration(text: string): Record<string, unknown> | undefined {
  const q = quantity(text);
  const code = q && DURATION_CODES[q.unit.toLowerCase().replace(/s$/, '')];
  return q && code ? { value: q.value, unit: q.unit, system: UCUM, code } : undefined;
}

const nameOf = (m: DraftMedication) => [m.name, m.strength].filter(Boolean).join(' ');

/** The codes the server gave a drug of the same name, kept for the clinician's version of it. */
function codingOf(original: FhirResource[], medication: DraftMedication): unknown {
  const name = medication.name.trim().toLowerCase();
  const same = original.find((r) => {
    const concept = r.medicationCodeableConcept as { text?: string } | undefined;
    return name !== '' && (concept?.text ?? '').toLowerCase().startsWith(name);
  });
  return (same?.medicationCodeableConcept as { coding?: unknown } | undefined)?.coding;
}

function medicationRequest(medication: DraftMedication, composition: Composition, original: FhirResource[], authoredOn: string | undefined): Entry {
  const id = crypto.randomUUID();
  const coding = codingOf(original, medication);
  const dose = quantity(medication.dose);
  const supply = duration(medication.duration);
  const resource: FhirResource = {
    resourceType: 'MedicationRequest',
    id,
    status: 'active',
    intent: 'order',
    medicationCodeableConcept: { ...(coding !== undefined && { coding }), text: nameOf(medication) },
    ...(composition.subject && { subject: composition.subject }),
    ...(composition.encounter && { encounter: composition.encounter }),
    ...(authoredOn && { authoredOn }),
    ...(composition.author?.[0] && { requester: composition.author[0] }),
    dosageInstruction: [
      {
        text: medicationLine(medication),
        asNeededBoolean: medication.asNeeded,
        ...(dose && { doseAndRate: [{ doseQuantity: dose }] }),
      },
    ],
    ...(supply && { dispenseRequest: { expectedSupplyDuration: supply } }),
  };
  return { fullUrl: `urn:uuid:${id}`, resource };
}

/**
 * The server's FHIR document rewritten to say what the clinician signed: its MedicationRequests are the edited
 * prescription's (a drug's codes kept where the name is the server's), the Medications section lists them, a section
 * carries the clinical note as corrected, and the Composition is `final` and attested by the signer, or `preliminary`
 * when exported before any signing.
 */
export function editedBundle(bundle: FhirBundle, draft: Pick<Draft, 'notes' | 'prescription'>, signature: Signature | undefined): FhirBundle {
  const entries = bundle.entry ?? [];
  const compositionEntry = entries.find((entry) => entry.resource.resourceType === 'Composition');
  if (!compositionEntry) throw new Error('the FHIR document has no Composition');
  const composition = compositionEntry.resource as FhirResource & Composition;
  const original = entries.map((entry) => entry.resource).filter((resource) => resource.resourceType === 'MedicationRequest');
  const removed = new Set(entries.filter((entry) => entry.resource.resourceType === 'MedicationRequest').map((entry) => entry.fullUrl));
  const requests = draft.prescription
    .filter((medication) => medication.name.trim() !== '')
    .map((medication) => medicationRequest(medication, composition, original, signature?.at ?? composition.date));

  const sections = (composition.section ?? [])
    .filter((section) => section.title !== SIGNED_NOTE_TITLE)
    .map((section) => ({ ...section, ...(section.entry && { entry: section.entry.filter((ref) => !removed.has(ref.reference)) }) }));
  const medications: Section = {
    ...(sections.find((section) => section.title === MEDICATIONS_TITLE) ?? { title: MEDICATIONS_TITLE }),
    text: narrative(draft.prescription.filter((m) => m.name.trim() !== '').map((m) => `${nameOf(m)}: ${medicationLine(m)}`)),
    entry: requests.map((request) => ({ reference: request.fullUrl! })),
  };
  const note: Section = {
    title: SIGNED_NOTE_TITLE,
    text: narrative(draft.notes.flatMap((section) => section.items.map((item) => `${section.title}: ${item.text}`))),
  };
  const kept = sections.filter((section) => section.title !== MEDICATIONS_TITLE);

  const edited: FhirResource & Composition = {
    ...composition,
    status: signature ? 'final' : 'preliminary',
    ...(signature && { attester: [{ mode: 'legal', time: signature.at, party: { display: signature.email } }] }),
    section: [...kept, ...(requests.length > 0 ? [medications] : []), note],
  };
  return {
    ...bundle,
    entry: [
      { ...compositionEntry, resource: edited },
      ...entries.filter((entry) => entry !== compositionEntry && entry.resource.resourceType !== 'MedicationRequest'),
      ...requests,
    ],
  };
}
