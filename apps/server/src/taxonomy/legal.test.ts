import { fieldMessage, globalMessage, type LegalTemplate, taxonomyMessage } from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import {
  dateTimePattern,
  describeAccess,
  fieldErrors,
  fileTestAppSignedIn,
  idOfNew,
} from '../../test/harness.ts';

const t = fileTestAppSignedIn(['manage_legal_template', 'access_all_legals']);

const validLegal = (overrides: Record<string, unknown> = {}) => ({
  title: 'Terms of use',
  content: '<p>Be <b>nice</b>.</p>',
  type: 'TERMS_OF_USE',
  level: 'GLOBAL',
  content_types: [],
  projects: [],
  comment: '',
  ...overrides,
});
const newLegal = async (overrides: Record<string, unknown> = {}) =>
  (await t.as('legal-template-service/create-template', validLegal(overrides))).body.data as LegalTemplate;

describeAccess(
  () => t,
  [
    {
      path: 'legal-template-service/get-current-templates',
      allowed: ['access_all_legals'],
      body: () => ({}),
    },
    {
      path: 'legal-template-service/get-template',
      allowed: ['access_all_legals', 'manage_legal_template'],
      body: idOfNew(newLegal),
    },
    {
      path: 'legal-template-service/get-template-versions',
      allowed: ['access_all_legals', 'manage_legal_template'],
      body: idOfNew(newLegal),
    },
    {
      path: 'legal-template-service/get-project-choices',
      allowed: ['access_all_legals', 'manage_legal_template'],
      body: () => ({}),
    },
    {
      path: 'legal-template-service/create-template',
      allowed: ['manage_legal_template'],
      body: () => validLegal(),
    },
    {
      path: 'legal-template-service/update-template',
      allowed: ['manage_legal_template'],
      body: async () => ({ ...validLegal({ title: 'Edited' }), id: (await newLegal()).id }),
    },
  ],
);

describe('create-template', () => {
  it('saves version 1 with the signed-in author and sanitized content', async () => {
    const result = await t.as(
      'legal-template-service/create-template',
      validLegal({
        content: '<p onclick="x()">Hi<script>alert(1)</script></p><img src=x>',
        comment: 'First cut',
      }),
    );
    expect(result.statusCode).toBe(200);
    expect(result.body.data).toEqual({
      id: expect.any(Number),
      version: 1,
      title: 'Terms of use',
      content: '<p>Hi</p>',
      type: 'TERMS_OF_USE',
      level: 'GLOBAL',
      content_types: [],
      projects: [],
      comment: 'First cut',
      author: t.user.username,
      creation_datetime: expect.stringMatching(dateTimePattern),
    });
    expect(
      (await t.as('legal-template-service/get-template', { id: result.body.data.id })).body.data,
    ).toEqual(result.body.data);
  });

  it('puts each error beside its field, in the spec words', async () => {
    expect((await t.as('legal-template-service/create-template', {})).body).toEqual(
      fieldErrors({
        title: [fieldMessage.required],
        content: [fieldMessage.required],
        type: [fieldMessage.required],
        level: [fieldMessage.required],
      }),
    );
    const wrong = await t.as(
      'legal-template-service/create-template',
      validLegal({ title: 't'.repeat(257), type: 'FAQ', level: 'SITE', comment: 'c'.repeat(513) }),
    );
    expect(wrong.body).toEqual(
      fieldErrors({
        title: [fieldMessage.atMost(256)],
        type: [fieldMessage.invalid],
        level: [fieldMessage.invalid],
        comment: [fieldMessage.atMost(512)],
      }),
    );
    // Content that is nothing once sanitized says nothing.
    expect(
      (
        await t.as(
          'legal-template-service/create-template',
          validLegal({ content: '<p><script>x</script></p>' }),
        )
      ).body,
    ).toEqual(fieldErrors({ content: [fieldMessage.required] }));
  });

  it('needs a content type at level CONTENT_TYPE and an existing project at level PROJECT', async () => {
    expect(
      (
        await t.as(
          'legal-template-service/create-template',
          validLegal({ level: 'CONTENT_TYPE', content_types: [] }),
        )
      ).body,
    ).toEqual(fieldErrors({ content_types: [fieldMessage.required] }));
    expect(
      (
        await t.as(
          'legal-template-service/create-template',
          validLegal({ level: 'CONTENT_TYPE', content_types: ['blog'] }),
        )
      ).body,
    ).toEqual(fieldErrors({ content_types: [fieldMessage.invalid] }));
    expect(
      (await t.as('legal-template-service/create-template', validLegal({ level: 'PROJECT' }))).body,
    ).toEqual(fieldErrors({ projects: [fieldMessage.required] }));
    const { id: projectId } = await t.createProject();
    expect(
      (
        await t.as(
          'legal-template-service/create-template',
          validLegal({ level: 'PROJECT', projects: [projectId, 987654] }),
        )
      ).body,
    ).toEqual(fieldErrors({ projects: [taxonomyMessage.unknownProjects([987654])] }));
    const saved = await newLegal({ level: 'PROJECT', projects: [projectId], content_types: ['game'] });
    // The list the level does not use is dropped.
    expect(saved).toMatchObject({ level: 'PROJECT', projects: [projectId], content_types: [] });
    const byType = await newLegal({
      level: 'CONTENT_TYPE',
      content_types: ['quiz', 'game'],
      projects: [projectId],
    });
    expect(byType).toMatchObject({ content_types: ['game', 'quiz'], projects: [] });
  });
});

describe('versions', () => {
  it('keeps every version; the list and get-template answer the newest; versions answer all, newest first', async () => {
    const first = await newLegal({ title: 'Privacy', type: 'PRIVACY_POLICY' });
    const { id: projectId } = await t.createProject();
    const editor = await t.signedInUser(['manage_legal_template']);
    const second = await t.as(
      'legal-template-service/update-template',
      {
        ...validLegal({
          title: 'Privacy v2',
          type: 'PRIVACY_POLICY',
          level: 'PROJECT',
          projects: [projectId],
        }),
        id: first.id,
        version: 1,
      },
      editor.cookie,
    );
    expect(second.statusCode).toBe(200);
    expect(second.body.data).toMatchObject({
      id: first.id,
      version: 2,
      title: 'Privacy v2',
      author: editor.username,
    });
    const third = await t.as('legal-template-service/update-template', {
      ...validLegal({
        title: 'Privacy v3',
        type: 'PRIVACY_POLICY',
        level: 'CONTENT_TYPE',
        content_types: ['recipe'],
      }),
      id: first.id,
    });
    expect(third.body.data).toMatchObject({
      version: 3,
      level: 'CONTENT_TYPE',
      content_types: ['recipe'],
      projects: [],
    });

    const current = (await t.as('legal-template-service/get-current-templates')).body.data;
    expect(current.filter((legal) => legal.id === first.id)).toEqual([third.body.data]);
    expect((await t.as('legal-template-service/get-template', { id: first.id })).body.data).toEqual(
      third.body.data,
    );
    const versions = (await t.as('legal-template-service/get-template-versions', { id: first.id })).body.data;
    expect(versions.map((version) => [version.version, version.title, version.author])).toEqual([
      [3, 'Privacy v3', t.user.username],
      [2, 'Privacy v2', editor.username],
      [1, 'Privacy', t.user.username],
    ]);
    expect(versions[2]).toEqual(first);
  });

  it('refuses (409) a save started from an older version, naming who saved the newer one, and saves nothing', async () => {
    const legal = await newLegal();
    const other = await t.signedInUser(['manage_legal_template']);
    await t.as(
      'legal-template-service/update-template',
      { ...validLegal({ title: 'Theirs' }), id: legal.id, version: 1 },
      other.cookie,
    );
    const stale = await t.as('legal-template-service/update-template', {
      ...validLegal({ title: 'Mine' }),
      id: legal.id,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.body.message).toContain(`${other.username} saved version 2`);
    expect(stale.body.message).toMatch(/at \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/);
    expect((await t.as('legal-template-service/get-template', { id: legal.id })).body.data.title).toBe(
      'Theirs',
    );
  });

  it('answers 404 for a document that does not exist', async () => {
    for (const path of [
      'legal-template-service/get-template',
      'legal-template-service/get-template-versions',
    ] as const) {
      const result = await t.as(path, { id: 987654 });
      expect(result.statusCode).toBe(404);
      expect(result.body.message).toBe(globalMessage.notFound('Legal document'));
    }
    const update = await t.as('legal-template-service/update-template', { ...validLegal(), id: 987654 });
    expect(update.statusCode).toBe(404);
  });

  it('offers the projects a document can be limited to', async () => {
    const project = await t.createProject({ name: 'Legal Target' });
    const choices = (await t.as('legal-template-service/get-project-choices')).body.data;
    expect(choices).toContainEqual({ id: project.id, name: 'Legal Target', content_type: 'game' });
  });
});
