import { callDescriptions, calls } from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import { fileTestApp } from '../../test/harness.ts';

const t = fileTestApp();

describe('the API description', () => {
  it('describes every call of the table, with who may make it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    const described = Object.keys(document.paths);
    expect(described.sort()).toEqual(
      Object.keys(calls)
        .map((path) => `/api/${path}`)
        .sort(),
    );
    const createUser = document.paths['/api/user-service/create-user'].post;
    expect(createUser.description).toBe('Needs one of the permissions: create_user.');
    expect(createUser.requestBody.content['application/json'].schema.properties.username).toBeDefined();
    expect(document.paths['/api/user-service/login'].post.security).toEqual([]);
  });

  it('has a sentence for every call: a call without one fails here', () => {
    const undescribed = Object.keys(calls).filter(
      (path) => !callDescriptions[path as keyof typeof calls]?.trim(),
    );
    expect(undescribed).toEqual([]);
  });
});
