import {
  type CallInput,
  type CallOutput,
  type CallPath,
  type ContentTypeDefinition,
  type ContentValues,
  contentFormEntries,
  dropIrrelevantFields,
  game,
  newContentValues,
  newProjectDefaults,
  type PermissionName,
} from '@masthead/contract';
import { inject } from 'vitest';
import { workerIndex } from './workers.ts';

/** This worker's own server (see ./workers.ts). */
export const ownServer = () => {
  const servers = inject('servers');
  const server = servers[workerIndex(servers.length)];
  if (!server) throw new Error('the global setup starts a server per worker');
  return server;
};

let otherServerUrl: string | undefined;

/**
 * Points the browser profiles and the API client at a server the test file started itself, until
 * called with undefined (in its afterAll: the worker's next file uses the usual server).
 */
export const useServerAt = (url: string | undefined) => {
  otherServerUrl = url;
};

export const baseUrl = () => otherServerUrl ?? ownServer().baseUrl;

/** The API as a script would use it: for arranging data faster than through the screens. */
export class ApiClient {
  private cookie = '';

  async signIn(username: string, password: string) {
    const response = await fetch(`${baseUrl()}/api/user-service/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password, remember: false }),
    });
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('masthead_session='));
    if (!response.ok || !cookie) throw new Error(`API sign-in failed: ${await response.text()}`);
    this.cookie = cookie.split(';')[0] ?? '';
    return this;
  }

  async call<P extends CallPath>(callPath: P, body?: CallInput<P>): Promise<CallOutput<P>> {
    const response = await fetch(`${baseUrl()}/api/${callPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: this.cookie },
      body: JSON.stringify(body ?? {}),
    });
    const envelope = await response.json();
    if (envelope.status !== 'OK') throw new Error(`${callPath} failed: ${JSON.stringify(envelope)}`);
    return envelope.data;
  }

  /** A multipart call (the content saves), sent as the web form sends it. */
  async callForm<P extends CallPath>(callPath: P, form: FormData): Promise<CallOutput<P>> {
    const response = await fetch(`${baseUrl()}/api/${callPath}`, {
      method: 'POST',
      headers: { cookie: this.cookie },
      body: form,
    });
    const envelope = await response.json();
    if (envelope.status !== 'OK') throw new Error(`${callPath} failed: ${JSON.stringify(envelope)}`);
    return envelope.data;
  }
}

export const adminUser = () => ({ username: 'admin', password: inject('adminPassword') });

export const adminApi = () => new ApiClient().signIn('admin', inject('adminPassword'));

let counter = 0;
/** A user with just these permissions, made through the API; answers its credentials. */
export async function createUser(
  permissions: PermissionName[],
  overrides: { first_name?: string; last_name?: string } = {},
) {
  counter += 1;
  const username = `e2e${Date.now().toString(36)}${counter}`;
  const password = 'E2e-Pass-123';
  const api = await adminApi();
  await api.call('user-service/create-user', {
    username,
    password,
    email: `${username}@example.com`,
    first_name: overrides.first_name ?? 'Erin',
    last_name: overrides.last_name ?? `Tester${counter}`,
    status: 'ACTIVE',
    note: '',
    permissions,
  });
  return { username, password };
}

let projectCounter = 0;
/** A project made through the API, named uniquely unless `overrides` names it; answers it as saved. */
export async function createProject(
  overrides: Partial<CallInput<'project-service/create-project'>> = {},
  api?: ApiClient,
) {
  projectCounter += 1;
  const client = api ?? (await adminApi());
  return client.call('project-service/create-project', {
    factor_id: 1000 + projectCounter,
    name: `e2e project ${Date.now().toString(36)}${projectCounter}`,
    legal_name: 'E2E Publishing Ltd',
    ...newProjectDefaults,
    ...overrides,
  });
}

/** A tag made through the API for the content types of `level`; answers it as saved. */
export const createTag = (
  api: ApiClient,
  name: string,
  level: CallInput<'tag-service/create-tag'>['level'],
) => api.call('tag-service/create-tag', { name, level, description: '' });

/** A value of each required field a new item leaves empty, valid for its kind. */
function requiredExamples(definition: ContentTypeDefinition, title: string): ContentValues {
  // Some types require a description as well (their rules, not the field's own flag).
  const values: ContentValues = { title, description: 'E2E' };
  for (const field of definition.fields) {
    if (!field.required) continue;
    if (field.kind === 'text') values[field.key] = field.key === 'link' ? 'https://example.com/e2e' : 'E2E';
    else if (field.kind === 'richText') values[field.key] = '<p>E2E</p>';
    else if (field.kind === 'integer') values[field.key] = 640;
    else if (field.kind === 'textList') values[field.key] = ['E2E'];
    else if (field.kind === 'date') values[field.key] = '2026-01-02';
  }
  return values;
}

/**
 * An item of any content type made through the content API as its form sends it (multipart),
 * its required fields filled; answers it as saved.
 */
export function createContent(
  api: ApiClient,
  definition: ContentTypeDefinition,
  values: ContentValues & { title: string },
) {
  const saved = dropIrrelevantFields(definition, {
    ...newContentValues(definition),
    ...requiredExamples(definition, values.title),
    ...values,
  });
  const form = new FormData();
  for (const [name, value] of contentFormEntries(definition, saved)) form.append(name, value);
  return api.callForm(definition.calls.create as typeof game.calls.create, form);
}

/** A game made through the content API: an HTML5 game of 640x480 unless `values` say otherwise. */
export const createGame = (api: ApiClient, values: ContentValues) =>
  createContent(api, game, {
    title: 'E2E game',
    width: 640,
    height: 480,
    technology: 'html5',
    ...values,
  });
