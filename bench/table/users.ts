import type { DataTableColumn } from '../../apps/web/src/components/DataTable/index.ts';

export interface BenchUser {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  status: string;
  creation_datetime: string;
}

const firstNames = [
  'Anna',
  'Joanne',
  'Hannah',
  'Bob',
  'Carla',
  'Émile',
  'Frank',
  'Gina',
  'Ivan',
  'Zoë',
  'Luis',
];
const lastNames = [
  'Smith',
  'Novák',
  'García',
  'Brown',
  'Ivanova',
  'Müller',
  'Rossi',
  'Kowalski',
  'Lee',
  'Dubois',
];

/** A seeded generator, so every run sorts and filters the same rows. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(items: readonly T[], next: () => number): T => items[Math.floor(next() * items.length)] as T;

/** User-like rows in shuffled id order, so the first sort by id does real work. */
export function makeUsers(count: number): BenchUser[] {
  const next = random(20_000);
  const users = Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    const first = pick(firstNames, next);
    const last = pick(lastNames, next);
    const roll = next();
    const created = new Date(Date.UTC(2020, 0, 1) + Math.floor(next() * 5 * 365 * 86_400_000));
    return {
      id,
      username: `${first}.${last}${id}`.toLowerCase(),
      first_name: first,
      last_name: last,
      email: `${first}.${last}.${id}@example.com`.toLowerCase(),
      status: roll < 0.8 ? 'ACTIVE' : roll < 0.95 ? 'INACTIVE' : 'PENDING',
      creation_datetime: created.toISOString().slice(0, 19).replace('T', ' '),
    };
  });
  for (let index = users.length - 1; index > 0; index -= 1) {
    const other = Math.floor(next() * (index + 1));
    [users[index], users[other]] = [users[other] as BenchUser, users[index] as BenchUser];
  }
  return users;
}

export const userColumns: DataTableColumn<BenchUser>[] = [
  { id: 'id', header: 'Id', kind: 'id' },
  { id: 'username', header: 'Username' },
  { id: 'first_name', header: 'First name' },
  { id: 'last_name', header: 'Last name' },
  { id: 'email', header: 'Email' },
  { id: 'status', header: 'Status', kind: 'status' },
  { id: 'creation_datetime', header: 'Created', kind: 'date' },
];
