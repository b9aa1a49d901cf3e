import { calls } from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import { describeEntityAnswers } from './openapi-answers/entities.ts';
import { describeErrorAnswers } from './openapi-answers/errors.ts';
import { answeredOk, ok } from './openapi-answers/kit.ts';
import { describeSessionAnswers } from './openapi-answers/sessions.ts';
import { describeSignInAnswers } from './openapi-answers/sign-in.ts';
import { describeToolAnswers } from './openapi-answers/tools.ts';

/**
 * Real answers of every call, success and error, checked against the served OpenAPI document
 * with a JSON Schema 2020-12 validator: what the document promises is what the server says.
 * The areas live in openapi-answers/ and share one app, so the last test can tell that every
 * call of the table had a successful answer checked: a new call without one fails it.
 */
describeEntityAnswers();
describeSignInAnswers();
describeSessionAnswers();
describeToolAnswers();

describe('the signed-in user, the dashboard, search and API keys', () => {
  it('answers of the calls that need nothing arranged', async () => {
    const me = await ok<{ id: number }>('user-service/is-logged-in');
    await ok('user-service/get-permission-map');
    await ok('dashboard-service/get-project-counts');
    await ok('dashboard-service/get-content-counts');
    await ok('user-service/get-user-two-factor', { id: me.id });
    await ok('legal-template-service/get-project-choices');
    await ok('session-service/get-my-sessions');
    await ok('session-service/get-user-sessions', { id: me.id });
    await ok('view-service/get-views', { list: 'tags' });
    await ok('search-service/search', { q: 'a' });
    await ok('clear-cdn-service/get-cdn-types');
    await ok('clear-cdn-service/get-recent-purges');
    const key = await ok<{ id: number }>('stat-content-impression-service/create-api-key', {
      name: 'Site A',
    });
    await ok('stat-content-impression-service/get-api-keys');
    await ok('stat-content-impression-service/revoke-api-key', { id: key.id });
    await ok('user-service/start-two-factor-enrolment');
  });
});

describeErrorAnswers();

describe('the whole table', () => {
  it('every call had a successful answer checked against the document', () => {
    const missing = Object.keys(calls).filter((path) => !answeredOk.has(path));
    expect(missing, 'calls without a checked OK answer: add one to openapi-answers/').toEqual([]);
  });
});
