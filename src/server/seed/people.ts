import { formatDni } from './dni';
import type { Prng } from './prng';
import { FEMALE_FIRST_NAMES, MALE_FIRST_NAMES, SURNAMES, asciiSlug } from './spanishNames';

/** A generated Spanish person: given name, two surnames, a DNI with the right letter, unique login names. */
export interface PersonSeed {
  firstName: string;
  lastName: string;
  female: boolean;
  dni: string;
  username: string;
  email: string;
}

export interface PeopleGenerator {
  next(): PersonSeed;
  /** mark a DNI or username as taken (the fixed demo accounts) */
  reserve(dni: string | null, username: string | null): void;
}

/**
 * Unique DNI numbers and usernames (`lucia.garcia`, then `lucia.garcia2`…) across everything generated.
 * `usernamePrefix` keeps several generated companies apart (usernames are unique across the whole product).
 */
export function createPeopleGenerator(prng: Prng, opts: { emailDomain: string; usernamePrefix?: string }): PeopleGenerator {
  const dnis = new Set<string>();
  const usernames = new Map<string, number>();
  const taken = new Set<string>();

  const uniqueUsername = (base: string): string => {
    for (let n = usernames.get(base) ?? 1; ; n++) {
      const candidate = n === 1 ? base : `${base}${n}`;
      if (!taken.has(candidate)) {
        usernames.set(base, n + 1);
        taken.add(candidate);
        return candidate;
      }
    }
  };

  return {
    reserve(dni, username) {
      if (dni) dnis.add(dni);
      if (username) taken.add(username.toLowerCase());
    },
    next() {
      const female = prng.chance(0.5);
      const firstName = prng.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
      const surname1 = prng.pick(SURNAMES);
      let surname2 = prng.pick(SURNAMES);
      if (surname2 === surname1) surname2 = prng.pick(SURNAMES);
      let dni: string;
      do dni = formatDni(prng.int(10_000_000, 79_999_999));
      while (dnis.has(dni));
      dnis.add(dni);
      const username = uniqueUsername(`${opts.usernamePrefix ?? ''}${asciiSlug(firstName)}.${asciiSlug(surname1)}`);
      return { firstName, lastName: `${surname1} ${surname2}`, female, dni, username, email: `${username}@${opts.emailDomain}` };
    },
  };
}
