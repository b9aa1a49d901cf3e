import { DrizzleQueryError } from 'drizzle-orm/errors';
import { expect, it } from 'vitest';
import { errorForLog } from './error-log.ts';

it('keeps what failed and why, and drops the values a statement or the database quotes', () => {
  const driverError = Object.assign(new Error('new row violates check constraint "users_email_check"'), {
    code: '23514',
    table: 'users',
    constraint: 'users_email_check',
    detail: 'Failing row contains (3, someone, $argon2id$v=19$m=19456$secret-hash).',
    params: ['$argon2id$v=19$m=19456$secret-hash'],
  });
  const error = new DrizzleQueryError(
    'update "users" set "password_hash" = $1',
    ['$argon2id$v=19$m=19456$secret-hash'],
    driverError,
  );
  const logged = errorForLog(error);
  expect(JSON.stringify(logged)).not.toContain('secret-hash');
  expect(logged).toMatchObject({
    message: 'Failed query: update "users" set "password_hash" = $1',
    query: 'update "users" set "password_hash" = $1',
    cause: { code: '23514', table: 'users', constraint: 'users_email_check' },
  });
  expect(logged.stack).toMatch(/^DrizzleQueryError: Failed query: update "users".*\n\s+at /);
});
