import { todayInZone } from '../../../domain/shared/dates';
import type { AuthUser } from '../../http/auth-guard';

/** What a kept answer must say about itself: the zone and day it was computed for. */
export interface DayBound {
  timezone: string;
  today: string;
}

interface Entry<T> {
  version: bigint;
  value: T;
}

export interface KeptAnswers<T> {
  get(auth: AuthUser, load: () => Promise<T>): Promise<T>;
}

/**
 * One answer per user, kept by this instance until that user's data version moves or their day
 * ends (decision 035). The version arrives with the session (users.data_version, moved by
 * triggers in the writing transaction), so a write through any instance reaches every other on
 * its next request without asking the database anything more.
 *
 * The version is read before the answer is built, so an answer is never older than the version it
 * is kept under: a write landing in between leaves a newer answer under the older version, which
 * the next request (seeing the newer version) replaces. Users asking at once share one build.
 */
export function keptAnswers<T extends DayBound>(maxEntries = 2_000): KeptAnswers<T> {
  const entries = new Map<string, Entry<T>>();
  const building = new Map<string, Promise<T>>();

  const keep = (userId: string, entry: Entry<T>) => {
    const known = entries.get(userId);
    // Versions only grow: a slow build must not replace a newer one kept meanwhile.
    if (known && known.version > entry.version) return;
    entries.delete(userId);
    entries.set(userId, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  };

  return {
    async get(auth, load) {
      const version = BigInt(auth.dataVersion);
      const known = entries.get(auth.id);
      if (known && known.version === version && todayInZone(known.value.timezone) === known.value.today) return known.value;
      const flight = `${auth.id}:${version}`;
      const running = building.get(flight);
      if (running) return running;
      const build = load()
        .then((value) => {
          keep(auth.id, { version, value });
          return value;
        })
        .finally(() => building.delete(flight));
      building.set(flight, build);
      return build;
    },
  };
}
