/**
 * The MedScribeAlliance protocol v0.1 front-end: what every module of this folder shares.
 *
 * The base path carries no version. The protocol negotiates its version per request with the `MSA-Version` header
 * (03-versioning.md §3.3), and one discovery document declares one `endpoints.base_url` for every version in
 * `supported_versions` (04-discovery.md §4.2): the base must serve them all, so a `/v0.1` in it would be wrong as soon
 * as a second version is supported, and a minor version (a backward-compatible addition, §3.1) would move it.
 */
export const MSA_PROTOCOL = 'medscribealliance';
export const MSA_PROTOCOL_VERSION = '0.1';
export const MSA_SUPPORTED_VERSIONS: readonly string[] = [MSA_PROTOCOL_VERSION];

/** 04-discovery.md §4.1: the well-known path every scribe service publishes its discovery document at. */
export const MSA_DISCOVERY_PATH = '/.well-known/medscribealliance';
/** `endpoints.base_url` is the public URL and this; the protocol's paths (`/templates`, `/sessions` …) hang below it. */
export const MSA_BASE_PATH = '/medscribealliance';

/** The OpenAPI tag of the protocol's operations. */
export const MSA_TAGS = ['MedScribeAlliance'];
