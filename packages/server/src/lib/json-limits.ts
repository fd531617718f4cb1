/** The body limit of the JSON routes (those taking a file have their own). */
export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * How deep request JSON may nest objects and arrays. Far beyond any document the API takes, and far below what the
 * recursion over it (ajv, `JSON.stringify` into the store, the response serializer) can take: 5,000 levels overflow the stack.
 */
export const MAX_JSON_DEPTH = 64;

/** The limits of a free-form object, for its schema's description. */
export const FREE_FORM_JSON_LIMITS =
  `At most ${MAX_JSON_DEPTH} levels of nested objects and arrays (400 beyond), within the body limit of ${JSON_BODY_LIMIT / 1024 / 1024} MiB (413 beyond).`;

/** An array or a plain object: what JSON parses into. Anything else (a stream, a Buffer, a class's instance) is a leaf. */
const isJsonContainer = (node: unknown): node is object => {
  if (Array.isArray(node)) return true;
  if (typeof node !== 'object' || node === null) return false;
  const prototype: unknown = Object.getPrototypeOf(node);
  return prototype === Object.prototype || prototype === null;
};

/**
 * Whether `value` nests objects and arrays more than `limit` levels deep (`{}` is one level). Iterative, so that a value
 * of any depth is measured without overflowing the stack.
 */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: { node: unknown; depth: number }[] = [{ node: value, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { node, depth } = next;
    if (!isJsonContainer(node)) continue;
    if (depth === limit) return true;
    for (const child of Object.values(node)) pending.push({ node: child, depth: depth + 1 });
  }
  return false;
}
