/**
 * Why a database could not be used at start, in words an operator can act on; undefined for an error that says
 * nothing about the connection (a bug, to be thrown as it is). pg reports PostgreSQL's refusals with their
 * SQLSTATE and network failures with Node's error codes.
 */
export function connectionFailureReason(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const code = (error as { code?: unknown }).code;
  switch (code) {
    case 'ECONNREFUSED':
      return 'connection refused (is PostgreSQL running and listening there?)';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'host not found';
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `host unreachable (${code})`;
    case 'ENOENT':
      return `a file it names cannot be read: ${error.message}`;
    case '28P01':
      return 'password authentication failed (check the user and password)';
    case '3D000':
      return `${error.message} (create it, or name another)`;
  }
  // 28000: refused by pg_hba.conf; 08xxx: connection exceptions; 53300: too many connections; 57P03: starting up.
  if (typeof code === 'string' && /^(28|08|53|57P0)/.test(code)) return error.message;
  // Node's TLS errors (ERR_TLS_…, certificate codes) and pg's own (the server refused SSL).
  if ((typeof code === 'string' && /^(ERR_TLS|ERR_SSL|.*CERT)/.test(code)) || /\bSSL\b/.test(error.message)) return `TLS failed: ${error.message}`;
  // pg's connectionTimeoutMillis expired, or the server closed the connection while it was being set up.
  if (/timeout|Connection terminated/i.test(error.message)) return 'no answer in time (is the host right, and the port open to this machine?)';
  return undefined;
}

/** The URL without its password, to name the database in a message. */
export function redactedDatabaseUrl(connectionString: string): string {
  const url = new URL(connectionString);
  if (url.password) url.password = '***';
  return url.toString();
}
