import { loadConfig, type Config } from '../config/config.js';
import type { Store } from '../adapters/db/store.js';
import { openStore } from '../container.js';

/** Runs one CLI command against the configured store (SCRIBE_DATABASE_URL, or SCRIBE_DATA_DIR's) and closes it afterwards, whatever happens. */
export async function withStore<T>(work: (store: Store, config: Config) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const store = await openStore(config);
  try {
    return await work(store, config);
  } finally {
    await store.close();
  }
}
