import { describe, expect, it } from 'vitest';
import { isUrnReferenceWarning, validateFhir } from '../../../../test/helpers/fhir-validator.js';
import { emptyClinicalModel, type ClinicalModel, type Code } from '../clinical-model.js';
import { renderFhirBundle, type FhirOptions } from './fhir-bundle.js';
import type { Appointment, BundleEntry, Composition, FhirBundle, FhirResource } from './fhir-types.js';

const NOW = new Date('2025-03-10T05:30:00.000Z');
const OPTIONS: FhirOptions = { codify: true, sessionId: 'txn-42', now: NOW };

const code = (system: Code['system'], value: string, display: string): Code => ({ system, code: value, display });
const said = (text: string, ...evidence: string[]) => ({ text, evidence });

function emptyModel(): ClinicalModel {
  return emptyClinicalModel({ language: 'en', mode: 'consultation' });
}

/** A general OPD consultation: fever with cough, suspected typhoid. */
function opdModel(): ClinicalModel {
  return {
    ...emptyModel(),
    findings: [
      {
        ...said('bukhar teen din se hai', 'seg_1'),
        name: 'fever',
        presence: 'present',
        temporality: 'current',
        subject: 'patient',
        duration: { value: 3, unit: 'day' },
        codes: [code('SNOMED', '386661006', 'Fever'), code('ICD-10', 'R50.9', 'Fever, unspecified')],
      },
      {
        ...said('and cough also', 'seg_2'),
        name: 'cough',
        presence: 'present',
        temporality: 'current',
        subject: 'patient',
        codes: [code('SNOMED', '49727002', 'Cough')],
      },
      {
        ...said('no vomiting', 'seg_3'),
        name: 'vomiting',
        presence: 'absent',
        temporality: 'current',
        subject: 'patient',
        codes: [code('SNOMED', '422400008', 'Vomiting')],
      },
    ],
    diagnoses: [
      {
        ...said('known case of hypertension', 'seg_4'),
        name: 'hypertension',
        status: 'confirmed',
        temporality: 'past',
        subject: 'patient',
        codes: [code('ICD-10', 'I10', 'Essential (primary) hypertension')],
      },
      {
        ...said('mother is diabetic', 'seg_5'),
        name: 'diabetes mellitus',
        status: 'confirmed',
        temporality: 'current',
        subject: 'family',
        codes: [code('ICD-10', 'E11.9', 'Type 2 diabetes mellitus without complications')],
      },
      {
        ...said('looks like typhoid', 'seg_12'),
        name: 'typhoid fever',
        status: 'suspected',
        temporality: 'current',
        subject: 'patient',
        codes: [code('ICD-10', 'A01.0', 'Typhoid fever')],
      },
      {
        ...said('dengue NS1 was negative so not dengue', 'seg_12', 'seg_13'),
        name: 'dengue fever',
        status: 'ruled_out',
        temporality: 'current',
        subject: 'patient',
        codes: [code('ICD-10', 'A90', 'Dengue fever [classical dengue]')],
      },
    ],
    allergies: [{ ...said('allergic to sulfa drugs, gets rash', 'seg_6'), substance: 'sulfonamides', category: 'drug', reaction: 'rash', codes: [] }],
    vitals: [
      { ...said('BP 130 by 84', 'seg_7'), kind: 'blood_pressure', value: 130, value2: 84, unit: 'mmHg', codes: [] },
      { ...said('pulse 96', 'seg_7'), kind: 'pulse', value: 96, unit: '/min', codes: [] },
      { ...said('temperature 101.2', 'seg_8'), kind: 'temperature', value: 101.2, unit: '°F', codes: [] },
      { ...said('saturation 98 percent', 'seg_8'), kind: 'spo2', value: 98, unit: '%', codes: [] },
    ],
    examinations: [{ ...said('throat congested', 'seg_9'), system: 'HEENT', finding: 'Pharynx congested' }],
    investigations: [
      { ...said('Hb was 12.1 last week', 'seg_10'), name: 'haemoglobin', status: 'reported', result: '12.1 g/dL', codes: [code('LOINC', '718-7', 'Hemoglobin')] },
      { ...said('get a CBC', 'seg_14'), name: 'complete blood count', status: 'advised', codes: [code('LOINC', '58410-2', 'CBC panel')] },
      { ...said('and Widal', 'seg_14'), name: 'Widal test', status: 'advised', codes: [] },
    ],
    procedures: [{ ...said('nebulisation given', 'seg_11'), name: 'nebulisation', status: 'done', codes: [code('SNOMED', '56251003', 'Nebulization')] }],
    medications: [
      {
        ...said('tab paracetamol 650 one tablet three times after food for five days', 'seg_15'),
        name: 'paracetamol',
        strength: { value: 650, unit: 'mg' },
        dose: { value: 1, unit: 'tablet' },
        form: 'tablet',
        route: 'oral',
        frequency: { custom: '1-1-1', code: 'TDS', perDay: 3 },
        timing: 'after food',
        duration: { value: 5, unit: 'day' },
        status: 'prescribed',
        flags: [],
        codes: [code('RXNORM', '161', 'acetaminophen'), code('ATC', 'N02BE01', 'paracetamol')],
      },
      {
        ...said('syrup dextromethorphan 5 ml SOS for cough', 'seg_16'),
        name: 'dextromethorphan',
        form: 'syrup',
        dose: { value: 5, unit: 'ml' },
        frequency: { code: 'SOS' },
        instruction: 'for cough at night',
        status: 'prescribed',
        flags: [],
        codes: [code('ATC', 'R05DA09', 'dextromethorphan')],
      },
      {
        ...said('continue amlodipine 5 once daily', 'seg_4'),
        name: 'amlodipine',
        strength: { value: 5, unit: 'mg' },
        frequency: { code: 'OD', perDay: 1 },
        status: 'current',
        flags: ['continue_same'],
        codes: [code('RXNORM', '17767', 'amlodipine')],
      },
    ],
    advice: [{ ...said('drink plenty of fluids', 'seg_17'), instruction: 'Drink plenty of fluids' }],
    followUp: { ...said('come back after one week', 'seg_18'), interval: { value: 1, unit: 'week' } },
  };
}

const resources = (bundle: FhirBundle): FhirResource[] => bundle.entry.map((entry) => entry.resource);
const compositionOf = (bundle: FhirBundle): Composition => bundle.entry[0]!.resource as Composition;
const ofType = <T extends FhirResource['resourceType']>(bundle: FhirBundle, type: T) =>
  resources(bundle).filter((r): r is Extract<FhirResource, { resourceType: T }> => r.resourceType === type);
const codeText = (resource: FhirResource): string | undefined =>
  'code' in resource ? resource.code.text : 'medicationCodeableConcept' in resource ? resource.medicationCodeableConcept.text : undefined;
const byText = (bundle: FhirBundle, text: string): FhirResource => {
  const found = resources(bundle).find((r) => codeText(r) === text);
  if (found === undefined) throw new Error(`no resource named ${text}`);
  return found;
};

/** Every `reference` anywhere in `value`. */
function referencesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(referencesIn);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => (key === 'reference' && typeof child === 'string' ? [child] : referencesIn(child)));
}

/** Every Coding's system anywhere in `value`. */
function codingSystemsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(codingSystemsIn);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === 'coding' && Array.isArray(child) ? child.map((c: { system: string }) => c.system) : codingSystemsIn(child),
  );
}

const CLINICAL_SYSTEMS = [
  'http://hl7.org/fhir/sid/icd-10',
  'http://snomed.info/sct',
  'http://loinc.org',
  'http://www.nlm.nih.gov/research/umls/rxnorm',
  'http://www.whocc.no/atc',
];

describe('renderFhirBundle', () => {
  const cases = [
    ['a consultation, codified', opdModel(), true],
    ['a consultation, names only', opdModel(), false],
    ['an empty model, codified', emptyModel(), true],
    ['an empty model, names only', emptyModel(), false],
  ] as const;

  it.each(cases)('renders %s as a valid R4 document, and each entry as a valid resource', (_name, model, codify) => {
    const bundle = renderFhirBundle(model, { ...OPTIONS, codify });
    // The only warnings: Medplum cannot tell the type of a urn:uuid reference.
    expect(validateFhir(bundle).filter((issue) => !isUrnReferenceWarning(issue))).toEqual([]);
    for (const resource of resources(bundle)) {
      expect(validateFhir(resource).filter((issue) => !isUrnReferenceWarning(issue))).toEqual([]);
    }
  });

  it('is a document Bundle identified by a urn:uuid, stamped with now, that starts with its Composition', () => {
    const bundle = renderFhirBundle(opdModel(), OPTIONS);
    expect(bundle.type).toBe('document');
    expect(bundle.identifier).toEqual({ system: 'urn:ietf:rfc:3986', value: `urn:uuid:${bundle.id}` });
    expect(bundle.timestamp).toBe('2025-03-10T05:30:00.000Z');
    expect(resources(bundle).slice(0, 4).map((r) => r.resourceType)).toEqual(['Composition', 'Patient', 'Practitioner', 'Encounter']);
    for (const entry of bundle.entry) expect(entry.fullUrl).toBe(`urn:uuid:${entry.resource.id}`);
    expect(new Set(bundle.entry.map((entry) => entry.fullUrl)).size).toBe(bundle.entry.length);

    const composition = compositionOf(bundle);
    expect(composition).toMatchObject({
      status: 'final',
      type: { coding: [{ system: 'http://snomed.info/sct', code: '371530004' }] },
      title: 'Consultation Note',
      date: '2025-03-10T05:30:00.000Z',
      subject: { reference: bundle.entry[1]!.fullUrl },
      author: [{ reference: bundle.entry[2]!.fullUrl }],
      encounter: { reference: bundle.entry[3]!.fullUrl },
    });
    expect(ofType(bundle, 'Encounter')[0]).toMatchObject({
      status: 'finished',
      class: { system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: 'AMB' },
    });
  });

  it("has OPConsultRecord's sections, in order, and the extra ones for what they have no place for", () => {
    const sections = compositionOf(renderFhirBundle(opdModel(), OPTIONS)).section!;
    expect(sections.map((s) => [s.title, s.code.coding![0]!.system, s.code.coding![0]!.code])).toEqual([
      ['Chief complaints', 'http://snomed.info/sct', '422843007'],
      ['Review of systems', 'http://loinc.org', '10187-3'],
      ['Allergies', 'http://snomed.info/sct', '722446000'],
      ['Medical history', 'http://snomed.info/sct', '371529009'],
      ['Family history', 'http://snomed.info/sct', '422432008'],
      ['Physical examination', 'http://snomed.info/sct', '425044008'],
      ['Investigation results', 'http://loinc.org', '30954-2'],
      ['Investigation advice', 'http://snomed.info/sct', '721963009'],
      ['Medications', 'http://snomed.info/sct', '721912009'],
      ['Procedure', 'http://snomed.info/sct', '371525003'],
      ['Follow up', 'http://snomed.info/sct', '736271009'],
    ]);
    const chief = sections[0]!;
    expect(chief.text).toEqual({
      status: 'generated',
      div: '<div xmlns="http://www.w3.org/1999/xhtml"><ul><li>fever, 3 days ago</li><li>cough</li></ul></div>',
    });
  });

  it('resolves every reference within the Bundle, and lists every clinical resource in exactly one section', () => {
    const bundle = renderFhirBundle(opdModel(), OPTIONS);
    const fullUrls = new Set(bundle.entry.map((entry) => entry.fullUrl));
    const references = referencesIn(resources(bundle));
    expect(references.length).toBeGreaterThan(50);
    expect(references.filter((reference) => !fullUrls.has(reference))).toEqual([]);

    const listed = compositionOf(bundle).section!.flatMap((s) => s.entry.map((e) => e.reference));
    const clinical = bundle.entry.slice(4).map((entry: BundleEntry) => entry.fullUrl);
    expect(listed.sort()).toEqual([...clinical].sort());
  });

  it('codes clinical concepts only when asked to, with the codes the lexicon knows', () => {
    const named = renderFhirBundle(opdModel(), { ...OPTIONS, codify: false });
    // Composition type and section codes are structure, not codification.
    expect(codingSystemsIn(resources(named).slice(1)).filter((system) => CLINICAL_SYSTEMS.includes(system))).toEqual([]);
    expect(byText(named, 'fever')).toMatchObject({ code: { text: 'fever' } });
    expect('coding' in (byText(named, 'fever') as { code: object }).code).toBe(false);

    const coded = renderFhirBundle(opdModel(), OPTIONS);
    expect(byText(coded, 'fever')).toMatchObject({
      code: {
        text: 'fever',
        coding: [
          { system: 'http://snomed.info/sct', code: '386661006', display: 'Fever' },
          { system: 'http://hl7.org/fhir/sid/icd-10', code: 'R50.9' },
        ],
      },
    });
    expect(byText(coded, 'paracetamol 650 mg tablet')).toMatchObject({
      medicationCodeableConcept: {
        coding: [
          { system: 'http://www.nlm.nih.gov/research/umls/rxnorm', code: '161' },
          { system: 'http://www.whocc.no/atc', code: 'N02BE01' },
        ],
      },
    });
    expect(byText(coded, 'complete blood count')).toMatchObject({ code: { coding: [{ system: 'http://loinc.org', code: '58410-2' }] } });
    // The code tables do not know the Widal test or sulfonamides: names only.
    expect(byText(coded, 'Widal test')).toMatchObject({ code: { text: 'Widal test' } });
    expect('coding' in (byText(coded, 'Widal test') as { code: object }).code).toBe(false);
    expect('coding' in ofType(coded, 'AllergyIntolerance')[0]!.code).toBe(false);
  });

  it('gives vital signs their LOINC codes and UCUM units, blood pressure as two components', () => {
    const coded = renderFhirBundle(opdModel(), OPTIONS);
    const vitals = ofType(coded, 'Observation').filter((o) => o.category !== undefined);
    expect(vitals.map((o) => [o.code.text, o.code.coding?.[0]?.code])).toEqual([
      ['Blood pressure', '85354-9'],
      ['Pulse rate', '8867-4'],
      ['Body temperature', '8310-5'],
      ['Oxygen saturation', '59408-5'],
    ]);
    const [bp, pulse, temperature, spo2] = vitals;
    expect(bp!.valueQuantity).toBeUndefined();
    expect(bp!.component).toEqual([
      {
        code: { coding: [{ system: 'http://loinc.org', code: '8480-6', display: 'Systolic blood pressure' }], text: 'Systolic blood pressure' },
        valueQuantity: { value: 130, unit: 'mmHg', system: 'http://unitsofmeasure.org', code: 'mm[Hg]' },
      },
      {
        code: { coding: [{ system: 'http://loinc.org', code: '8462-4', display: 'Diastolic blood pressure' }], text: 'Diastolic blood pressure' },
        valueQuantity: { value: 84, unit: 'mmHg', system: 'http://unitsofmeasure.org', code: 'mm[Hg]' },
      },
    ]);
    expect(pulse!.valueQuantity).toMatchObject({ value: 96, code: '/min' });
    expect(temperature!.valueQuantity).toMatchObject({ value: 101.2, unit: '°F', code: '[degF]' });
    expect(spo2!.valueQuantity).toMatchObject({ value: 98, code: '%' });
    expect(spo2!.category).toEqual([
      { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'vital-signs' }] },
    ]);

    const named = renderFhirBundle(opdModel(), { ...OPTIONS, codify: false });
    expect(ofType(named, 'Observation')[0]!.component!.map((c) => c.code)).toEqual([
      { text: 'Systolic blood pressure' },
      { text: 'Diastolic blood pressure' },
    ]);
  });

  it('says whether the patient has it: complaints, negatives, history and the assessment', () => {
    const bundle = renderFhirBundle(opdModel(), OPTIONS);
    const status = (text: string) => {
      const condition = byText(bundle, text) as Extract<FhirResource, { resourceType: 'Condition' }>;
      return [condition.clinicalStatus?.coding?.[0]?.code, condition.verificationStatus.coding?.[0]?.code, condition.category?.[0]?.coding?.[0]?.code];
    };
    expect(status('fever')).toEqual(['active', 'confirmed', undefined]);
    expect(status('vomiting')).toEqual([undefined, 'refuted', undefined]);
    // "Known case of": history; the model cannot say whether it is still active.
    expect(status('hypertension')).toEqual([undefined, 'confirmed', undefined]);
    expect(status('typhoid fever')).toEqual(['active', 'provisional', 'encounter-diagnosis']);
    expect(status('dengue fever')).toEqual([undefined, 'refuted', 'encounter-diagnosis']);
    // "Yesterday evening little fever … today no fever": had, and gone by today.
    const gone = renderFhirBundle({ ...opdModel(), findings: opdModel().findings.map((f) => (f.name === 'fever' ? { ...f, gone: 'today' as const } : f)) }, OPTIONS);
    expect((byText(gone, 'fever') as Extract<FhirResource, { resourceType: 'Condition' }>).clinicalStatus?.coding?.[0]?.code).toBe('resolved');

    expect(byText(bundle, 'fever')).toMatchObject({
      onsetString: '3 days ago',
      note: [{ text: 'Transcript (seg_1): "bukhar teen din se hai"' }],
    });
    expect(ofType(bundle, 'FamilyMemberHistory')).toMatchObject([
      {
        status: 'partial',
        relationship: { coding: [{ code: 'FAMMEMB' }] },
        condition: [{ code: { text: 'diabetes mellitus' } }],
        note: [{ text: 'Transcript (seg_5): "mother is diabetic"' }],
      },
    ]);
    expect(ofType(bundle, 'AllergyIntolerance')).toMatchObject([
      {
        clinicalStatus: { coding: [{ code: 'active' }] },
        category: ['medication'],
        code: { text: 'sulfonamides' },
        reaction: [{ manifestation: [{ text: 'rash' }] }],
      },
    ]);
  });

  it('writes the prescription with its schedule, and what the patient already takes as a statement', () => {
    const bundle = renderFhirBundle(opdModel(), OPTIONS);
    const [paracetamol, syrup] = ofType(bundle, 'MedicationRequest');
    expect(paracetamol).toMatchObject({ status: 'active', intent: 'order', authoredOn: '2025-03-10T05:30:00.000Z' });
    expect(paracetamol!.dosageInstruction).toEqual([
      {
        text: '1 tablet 1-1-1 (TDS) after food for 5 days; route: oral',
        additionalInstruction: [{ text: 'after food' }],
        timing: {
          repeat: {
            frequency: 3,
            period: 1,
            periodUnit: 'd',
            boundsDuration: { value: 5, unit: 'days', system: 'http://unitsofmeasure.org', code: 'd' },
          },
        },
        route: { text: 'oral' },
        doseAndRate: [{ doseQuantity: { value: 1, unit: 'tablet' } }],
      },
    ]);
    expect(syrup!.dosageInstruction).toEqual([
      {
        text: '5 ml SOS; for cough at night',
        patientInstruction: 'for cough at night',
        asNeededBoolean: true,
        doseAndRate: [{ doseQuantity: { value: 5, unit: 'ml', system: 'http://unitsofmeasure.org', code: 'mL' } }],
      },
    ]);
    expect(ofType(bundle, 'MedicationStatement')).toMatchObject([
      { status: 'active', medicationCodeableConcept: { text: 'amlodipine 5 mg' }, dosage: [{ text: 'OD; continue same' }] },
    ]);
  });

  it('orders what was advised, records what was done, and proposes the follow-up', () => {
    const bundle = renderFhirBundle(opdModel(), OPTIONS);
    expect(ofType(bundle, 'ServiceRequest').map((r) => [r.code.text, r.status, r.intent])).toEqual([
      ['complete blood count', 'active', 'order'],
      ['Widal test', 'active', 'order'],
    ]);
    expect(ofType(bundle, 'Procedure')).toMatchObject([{ status: 'completed', code: { text: 'nebulisation' } }]);
    // A procedure done before, with when it was done as said (issue 28).
    const model = opdModel();
    const earlier = renderFhirBundle({ ...model, procedures: model.procedures.map((p) => ({ ...p, when: 'last year' })) }, OPTIONS);
    expect(ofType(earlier, 'Procedure')).toMatchObject([{ code: { text: 'nebulisation' }, performedString: 'last year' }]);
    expect(ofType(bundle, 'Observation').find((o) => o.code.text === 'haemoglobin')).toMatchObject({ valueString: '12.1 g/dL' });
    expect(ofType(bundle, 'Observation').find((o) => o.code.text === 'Examination finding: HEENT')).toMatchObject({ valueString: 'Pharynx congested' });

    const patient = bundle.entry[1]!.fullUrl;
    expect(ofType(bundle, 'Appointment')).toEqual([
      {
        resourceType: 'Appointment',
        id: expect.any(String),
        status: 'proposed',
        description: 'Follow-up after 1 week',
        requestedPeriod: [{ start: '2025-03-17T05:30:00.000Z' }],
        comment: 'Transcript (seg_18): "come back after one week"',
        participant: [{ actor: { reference: patient }, status: 'needs-action' }],
      } satisfies Appointment,
    ]);
  });

  it('requests no test and records no procedure the patient declined (issue 28)', () => {
    const model: ClinicalModel = {
      ...emptyModel(),
      investigations: [{ ...said('we can also do the anti tpo test', 'seg_1'), name: 'anti-TPO antibodies', status: 'declined', codes: [] }],
      procedures: [{ ...said('i can refer you to orthopedics for a steroid injection', 'seg_3'), name: 'steroid injection', status: 'declined', codes: [] }],
    };
    const bundle = renderFhirBundle(model, OPTIONS);
    expect(ofType(bundle, 'ServiceRequest')).toEqual([]);
    expect(ofType(bundle, 'Procedure')).toEqual([]);
  });

  it('plans a test advised only if the complaint does not settle, with its condition', () => {
    const model: ClinicalModel = {
      ...emptyModel(),
      investigations: [{ ...said('if it does not get better then we can get an x-ray', 'seg_1'), name: 'X-ray', status: 'advised', condition: 'if not improving', codes: [] }],
    };
    const bundle = renderFhirBundle(model, OPTIONS);
    expect(ofType(bundle, 'ServiceRequest')).toMatchObject([{ intent: 'plan', asNeededCodeableConcept: { text: 'if not improving' }, code: { text: 'X-ray' } }]);
    expect(validateFhir(bundle).filter((issue) => !isUrnReferenceWarning(issue))).toEqual([]);
  });

  it('orders a test with the body site it looks at (issue 28)', () => {
    const model: ClinicalModel = {
      ...emptyModel(),
      investigations: [{ ...said("i'm going to order a renal ultrasound", 'seg_1'), name: 'ultrasonography', status: 'advised', site: 'kidneys', codes: [] }],
    };
    const bundle = renderFhirBundle(model, OPTIONS);
    expect(ofType(bundle, 'ServiceRequest')).toMatchObject([{ code: { text: 'ultrasonography' }, bodySite: [{ text: 'kidneys' }] }]);
    expect(validateFhir(bundle).filter((issue) => !isUrnReferenceWarning(issue))).toEqual([]);
  });

  it('orders a test with the reason it is ordered for (issue 28)', () => {
    const model: ClinicalModel = {
      ...emptyModel(),
      investigations: [{ ...said("i'm going to order an ultrasound to rule out any gallstones", 'seg_1'), name: 'ultrasonography', status: 'advised', purpose: 'to rule out gallstones', codes: [] }],
    };
    const bundle = renderFhirBundle(model, OPTIONS);
    expect(ofType(bundle, 'ServiceRequest')).toMatchObject([{ code: { text: 'ultrasonography' }, reasonCode: [{ text: 'to rule out gallstones' }] }]);
    expect(validateFhir(bundle).filter((issue) => !isUrnReferenceWarning(issue))).toEqual([]);
  });

  it('records "no known allergies" as the AllergyIntolerance IPS writes for it (issue 28)', () => {
    const model: ClinicalModel = { ...emptyModel(), noKnownAllergies: said('any allergies to medicines ? no , i do not have any allergies .', 'seg_1', 'seg_2') };
    const bundle = renderFhirBundle(model, OPTIONS);
    expect(ofType(bundle, 'AllergyIntolerance')).toMatchObject([
      { clinicalStatus: { coding: [{ code: 'active' }] }, code: { coding: [{ system: 'http://snomed.info/sct', code: '716186003', display: 'No known allergy' }], text: 'No known allergy' } },
    ]);
    expect(validateFhir(bundle).filter((issue) => !isUrnReferenceWarning(issue))).toEqual([]);
  });

  it('records what each relative has as their own FamilyMemberHistory, with the HL7 RoleCode of who they are', () => {
    const familyCondition = (name: string, relatives: string[] | undefined, segment: string) => ({
      ...said(`my mom and her sister had ${name}`, segment),
      name,
      status: 'confirmed' as const,
      temporality: 'current' as const,
      subject: 'family' as const,
      ...(relatives ? { relatives } : {}),
      codes: [],
    });
    const model: ClinicalModel = {
      ...emptyModel(),
      diagnoses: [
        familyCondition('melanoma', ['mother', 'maternal aunt'], 'seg_1'),
        familyCondition('hypertension', ['father'], 'seg_2'),
        familyCondition('asthma', ["sister's son"], 'seg_3'),
        familyCondition('diabetes mellitus', undefined, 'seg_4'),
      ],
    };
    const bundle = renderFhirBundle(model, OPTIONS);
    const roleCode = (code: string, display: string, text = display) => ({
      coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v3-RoleCode', code, display }],
      text,
    });
    const histories = ofType(bundle, 'FamilyMemberHistory');
    expect(histories.map((h) => [h.condition[0]!.code.text, h.relationship])).toEqual([
      ['melanoma', roleCode('MTH', 'mother')],
      ['melanoma', roleCode('MAUNT', 'maternal aunt')],
      ['hypertension', roleCode('FTH', 'father')],
      ['asthma', roleCode('FAMMEMB', 'family member', "sister's son")],
      ['diabetes mellitus', roleCode('FAMMEMB', 'family member')],
    ]);
    expect(new Set(histories.map((h) => h.id)).size).toBe(histories.length);
    expect(validateFhir(bundle).filter((issue) => !isUrnReferenceWarning(issue))).toEqual([]);
  });

  it('proposes a said follow-up date as that day', () => {
    const model = { ...emptyModel(), followUp: { ...said('review on 20th March', 'seg_1'), date: '2025-03-20' } };
    const bundle = renderFhirBundle(model, OPTIONS);
    expect(ofType(bundle, 'Appointment')[0]).toMatchObject({
      description: 'Follow-up on 2025-03-20',
      requestedPeriod: [{ start: '2025-03-20', end: '2025-03-20' }],
    });
    expect(validateFhir(bundle).filter((issue) => !isUrnReferenceWarning(issue))).toEqual([]);
  });

  it('proposes a follow-up said as a range ("in a week or two") as a period from its first to its last', () => {
    const model = { ...emptyModel(), followUp: { ...said('see you back in a week or two', 'seg_1'), interval: { value: 1, unit: 'week' as const, upTo: 2 } } };
    const bundle = renderFhirBundle(model, OPTIONS);
    expect(ofType(bundle, 'Appointment')[0]).toMatchObject({
      description: 'Follow-up after 1-2 weeks',
      requestedPeriod: [{ start: '2025-03-17T05:30:00.000Z', end: '2025-03-24T05:30:00.000Z' }],
    });
    expect(validateFhir(bundle).filter((issue) => !isUrnReferenceWarning(issue))).toEqual([]);
  });

  it('invents nothing for an empty model: the four header resources and a Composition that says so', () => {
    const bundle = renderFhirBundle(emptyModel(), OPTIONS);
    expect(resources(bundle).map((r) => r.resourceType)).toEqual(['Composition', 'Patient', 'Practitioner', 'Encounter']);
    expect(compositionOf(bundle).section).toBeUndefined();
    expect(compositionOf(bundle).text?.div).toContain('No clinical content was recognised.');
    expect(resources(bundle)[1]).toEqual({ resourceType: 'Patient', id: bundle.entry[1]!.resource.id });
    expect(resources(bundle)[2]).toEqual({ resourceType: 'Practitioner', id: bundle.entry[2]!.resource.id });
  });

  it("keeps the clinic's patient reference and the practitioner's name when given", () => {
    const bundle = renderFhirBundle(emptyModel(), { ...OPTIONS, patientReference: 'MRN-0042', practitionerName: 'Dr. A. Rao' });
    expect(resources(bundle)[1]).toMatchObject({ identifier: [{ value: 'MRN-0042' }] });
    expect(resources(bundle)[2]).toMatchObject({ name: [{ text: 'Dr. A. Rao' }] });
  });

  it('renders the same session the same way, and another session with other ids', () => {
    const first = renderFhirBundle(opdModel(), OPTIONS);
    expect(renderFhirBundle(opdModel(), OPTIONS)).toEqual(first);
    const other = renderFhirBundle(opdModel(), { ...OPTIONS, sessionId: 'txn-43' });
    const ids = new Set(bundleIds(first));
    expect(bundleIds(other).filter((id) => ids.has(id))).toEqual([]);
    for (const id of bundleIds(first)) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('escapes what was said in the narrative', () => {
    const model = { ...emptyModel(), examinations: [{ ...said('pulse > 60 & <100', 'seg_1'), system: 'Cardiovascular' as const, finding: 'Pulse > 60 & <100' }] };
    const section = compositionOf(renderFhirBundle(model, OPTIONS)).section![0]!;
    expect(section.text.div).toContain('<li>Cardiovascular: Pulse &gt; 60 &amp; &lt;100</li>');
  });
});

const bundleIds = (bundle: FhirBundle): string[] => [bundle.id, ...resources(bundle).map((r) => r.id)];

describe('the FHIR validator', () => {
  // It must reject what the HL7 validator rejects, or the tests above would pass whatever the renderer wrote.
  const broken: [string, (bundle: FhirBundle) => void][] = [
    ['a document not starting with its Composition', (bundle) => void bundle.entry.reverse()],
    ['a status outside its required value set', (bundle) => void Object.assign(ofType(bundle, 'Observation')[0]!, { status: 'done' })],
    [
      'a Duration without its UCUM code',
      (bundle) => {
        const repeat = ofType(bundle, 'MedicationRequest')[0]!.dosageInstruction![0]!.timing!.repeat!;
        repeat.boundsDuration = { value: 5, unit: 'days', code: 'd' };
      },
    ],
    ['a section with neither text nor entries', (bundle) => void Object.assign(compositionOf(bundle).section![0]!, { text: undefined, entry: [] })],
  ];

  it.each(broken)('rejects %s', (_name, breakIt) => {
    const bundle = structuredClone(renderFhirBundle(opdModel(), OPTIONS));
    expect(() => validateFhir(bundle)).not.toThrow();
    breakIt(bundle);
    expect(() => validateFhir(bundle)).toThrow();
  });
});
