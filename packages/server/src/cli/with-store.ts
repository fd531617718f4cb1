import { loadConfig, type Config } from '../config/config.js';
import type { Store } from '../adapters/db/store.js';
import { openStore } from '../container.js';

/** Runs one CLI command against the store of SCRIBE_DATA_DIR and closes it afterwards, whatever happens. */
export async function withStore<T>(work: (store: Store, config: Config) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const store = openStore(config);
  try {
    return await work(store, config);
  } finally {
    await store.close();
  }
}
