import type { CreatedApiToken, PermissionName } from '@masthead/contract';
import { expect } from 'vitest';
import type { TestApp } from '../../test/harness.ts';

/** Making and sending personal API tokens in a test file's app. */
export function tokenKit(t: TestApp) {
  let addressCounter = 0;
  return {
    bearer: (token: string) => ({ authorization: `Bearer ${token}` }),
    /** Each test's own client address, so that one test's bad tokens never throttle another's. */
    freshAddress: () => `198.51.100.${++addressCounter}`,
    async tokenOf(
      cookie: string,
      {
        permissions,
        name = 'deploy-bot',
        days,
      }: { permissions: PermissionName[]; name?: string; days?: number },
    ) {
      const result = await t.call(
        'api-token-service/create-my-token',
        { name, permissions, ...(days === undefined ? {} : { expires_in_days: days }) },
        { cookie },
      );
      expect(result.statusCode, JSON.stringify(result.body)).toBe(200);
      return result.body.data as CreatedApiToken;
    },
  };
}
