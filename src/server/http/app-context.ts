import type { Config } from '../config';
import type { Database } from '../db/client';

/** What every module is given when it is registered. */
export interface AppContext {
  db: Database;
  config: Config;
}
