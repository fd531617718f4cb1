/** True for a JSON object (`{…}`): not null, not an array. What parsed JSON must be before its members are read. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
