import { z } from 'zod';
import type { AuditEntry } from './audit.ts';
import { answer, dateTimeText } from './call-definition.ts';
import type { CdnPurge, CdnTypeStatus, CdnZone, PurgeResult } from './cdn/rules.ts';
import { cdnTypes } from './cdn/rules.ts';
import { statuses } from './choices.ts';
import type { BulkStatusResult, ContentChoices, ContentCounts } from './content/item.ts';
import type { ContentRelations } from './content/relations.ts';
import { contentTypes } from './content/types/index.ts';
import type { PermissionName } from './permissions.ts';
import { permissionNames, permissionSections } from './permissions.ts';
import { type ProjectCounts, projectContentTypes } from './project.ts';
import type {
  ApiKey,
  CreatedApiKey,
  ImpressionDays,
  ImpressionRow,
  RecordedImpressions,
} from './reports/impressions.ts';
import { type SearchResult, searchedTypes } from './search/types.ts';
import { type LegalProjectChoice, legalLevels, legalTypes } from './taxonomy/legal.ts';
import type { TaxonomyUsage } from './taxonomy/usage.ts';
import type { ApiToken, CreatedApiToken } from './tokens/tokens.ts';
import type { TrashEntry } from './trash/trash.ts';
import type {
  CurrentUser,
  LoginResult,
  SignedInSession,
  SignedInUser,
  TwoFactorConfirmed,
  TwoFactorEnrolment,
  UserTwoFactor,
} from './two-factor-answers.ts';
import type { Permission } from './user.ts';
import { viewState } from './views/inputs.ts';
import type { SavedView } from './views/view.ts';

/**
 * The answers no definition derives, written once as schemas: the call table names them as
 * outputs, the OpenAPI document shows each one `named` under `components/schemas`, and
 * `answer<T>()` keeps each equal to the TypeScript type the server and the web already use.
 */
/** Names a schema: the document shows it once under `components/schemas` and refers to it. */
export const named = <S extends z.ZodType>(id: string, schema: S, description?: string): S =>
  schema.meta({ id, ...(description ? { description } : {}) }) as S;

const nullable = <S extends z.ZodType>(schema: S) => schema.nullable();
const status = z.enum(statuses);
const contentTypeNames = contentTypes.map((definition) => definition.type) as [
  (typeof contentTypes)[number]['type'],
  ...(typeof contentTypes)[number]['type'][],
];
const contentTypeName = z.enum(contentTypeNames);
const permissionName = z.enum(permissionNames as [PermissionName, ...PermissionName[]]);
const projectContentType = z.enum(projectContentTypes);

/** A count per key, for the dashboard's answers. */
const countsOf = <const K extends readonly [string, ...string[]]>(keys: K) =>
  z.strictObject(
    Object.fromEntries(keys.map((key) => [key, z.number().int()])) as Record<K[number], z.ZodNumber>,
  );

export const projectCountsAnswer = named(
  'ProjectCounts',
  answer<ProjectCounts>()(countsOf(projectContentTypes)),
  'The number of projects of each content type.',
);
export const contentCountsAnswer = named(
  'ContentCounts',
  answer<ContentCounts>()(countsOf(contentTypeNames)),
  'The number of content items of each type.',
);

export const permissionAnswer = named(
  'Permission',
  answer<Permission>()(
    z.strictObject({ name: permissionName, description: z.string(), section: z.enum(permissionSections) }),
  ),
);

const loggedUserShape = {
  id: z.number().int(),
  username: z.string(),
  status,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  note: z.string(),
  permissions: z.array(permissionName),
};
const twoFactorState = z.strictObject({ enrolled: z.boolean(), required: z.boolean() });

export const signedInUserAnswer = named(
  'SignedInUser',
  answer<SignedInUser>()(z.strictObject({ ...loggedUserShape, two_factor: twoFactorState })),
  'The signed-in user with the state of its second factor.',
);
const twoFactorChallenge = z.strictObject({
  two_factor_required: z.literal(true),
  pending_token: z.string(),
});
export const loginAnswer = answer<LoginResult>()(z.union([signedInUserAnswer, twoFactorChallenge]));

const viewer = z.strictObject({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export const currentUserAnswer = named(
  'CurrentUser',
  answer<CurrentUser>()(
    z.strictObject({ ...loggedUserShape, two_factor: twoFactorState, viewer: viewer.optional() }),
  ),
  'The session’s user; while viewing as another user, that user with the viewer beside it.',
);

export const userTwoFactorAnswer = named(
  'UserTwoFactor',
  answer<UserTwoFactor>()(
    z.strictObject({
      enrolled: z.boolean(),
      enrolled_at: nullable(dateTimeText),
      recovery_codes_left: z.number().int(),
    }),
  ),
);
export const twoFactorEnrolmentAnswer = answer<TwoFactorEnrolment>()(
  z.strictObject({ secret: z.string(), otpauth_uri: z.string(), qr_svg: z.string() }),
);
export const twoFactorConfirmedAnswer = answer<TwoFactorConfirmed>()(
  z.strictObject({ recovery_codes: z.array(z.string()) }),
);

export const signedInSessionAnswer = named(
  'SignedInSession',
  answer<SignedInSession>()(
    z.strictObject({
      id: z.string(),
      browser: z.string(),
      user_agent: z.string(),
      address: z.string(),
      signed_in_at: dateTimeText,
      last_seen_at: dateTimeText,
      is_current: z.boolean(),
    }),
  ),
);

export const auditEntryAnswer = named(
  'AuditEntry',
  answer<AuditEntry>()(
    z.strictObject({
      id: z.number().int(),
      action: z.enum(['create', 'update', 'clone', 'delete', 'restore', 'view-as-start', 'view-as-stop']),
      actor: nullable(
        z.strictObject({ id: z.number().int(), username: z.string(), token: z.string().optional() }),
      ),
      at: dateTimeText,
      changes: z.array(z.strictObject({ field: z.string(), from: z.unknown(), to: z.unknown() })),
      lines: z.array(z.string()),
    }),
  ),
  'One recorded change: who, when, and each field before and after.',
);

const usingItem = z.strictObject({ id: z.number().int(), type: z.string(), title: z.string() });
export const taxonomyUsageAnswer = named(
  'TaxonomyUsage',
  answer<TaxonomyUsage>()(z.strictObject({ count: z.number().int(), items: z.array(usingItem) })),
);

export const legalProjectChoiceAnswer = answer<LegalProjectChoice>()(
  z.strictObject({ id: z.number().int(), name: z.string(), content_type: projectContentType }),
);
export { legalLevels, legalTypes };

export const savedViewAnswer = named(
  'SavedView',
  answer<SavedView>()(
    z.strictObject({
      id: z.number().int(),
      list: z.string(),
      name: z.string(),
      shared: z.boolean(),
      state: viewState,
      owner_id: z.number().int(),
      owner_name: z.string(),
      is_mine: z.boolean(),
      creation_datetime: dateTimeText,
      update_datetime: dateTimeText,
    }),
  ),
);

export const trashEntryAnswer = named(
  'TrashEntry',
  answer<TrashEntry>()(
    z.strictObject({
      type: contentTypeName,
      id: z.number().int(),
      title: z.string(),
      deleted_by: nullable(z.string()),
      deleted_at: dateTimeText,
      purge_at: dateTimeText,
    }),
  ),
);

const searchType = z.enum(searchedTypes.map((searched) => searched.type) as [string, ...string[]]);
export const searchResultAnswer = named(
  'SearchResult',
  answer<SearchResult>()(
    z.strictObject({
      type: searchType as unknown as z.ZodType<SearchResult['type']>,
      id: z.number().int(),
      title: z.string(),
      context: z.string(),
      route: z.string(),
    }),
  ),
);

const choice = { id: z.number().int(), name: z.string(), status };
export const contentChoicesAnswer = named(
  'ContentChoices',
  answer<ContentChoices>()(
    z.strictObject({
      projects: z.array(z.strictObject({ ...choice, content_type: z.string() })),
      categories: z.array(z.strictObject(choice)),
      tags: z.array(z.strictObject(choice)),
    }),
  ),
);
const ids = z.array(z.number().int());
const namesById = z.record(z.string(), z.string());
export const contentRelationsAnswer = named(
  'ContentRelations',
  answer<ContentRelations>()(
    z.strictObject({
      items: z.array(z.tuple([z.number().int(), ids, ids, ids])),
      names: z.strictObject({ projects: namesById, categories: namesById, tags: namesById }),
    }),
  ),
);
export const bulkStatusAnswer = named(
  'BulkStatusResult',
  answer<BulkStatusResult>()(
    z.strictObject({
      items: z.array(
        z.strictObject({ id: z.number().int(), outcome: z.enum(['updated', 'unchanged', 'not-found']) }),
      ),
      updated: z.number().int(),
      unchanged: z.number().int(),
      notFound: z.number().int(),
    }),
  ),
);

const cdnType = z.enum(cdnTypes);
export const cdnZoneAnswer = named(
  'CdnZone',
  answer<CdnZone>()(
    z.strictObject({ type: cdnType, zone_id: z.string(), domain: z.string(), urls: z.array(z.string()) }),
  ),
);
export const cdnTypeStatusAnswer = answer<CdnTypeStatus>()(
  z.strictObject({ type: cdnType, configured: z.boolean(), environment: z.array(z.string()).readonly() }),
);
export const cdnPurgeAnswer = named(
  'CdnPurge',
  answer<CdnPurge>()(
    z.strictObject({
      id: z.number().int(),
      at: dateTimeText,
      username: nullable(z.string()),
      type: cdnType,
      zone_id: z.string(),
      urls: z.array(z.string()),
      outcome: z.enum(['success', 'failure']),
      error: nullable(z.string()),
    }),
  ),
);
export const purgeResultAnswer = named(
  'PurgeResult',
  answer<PurgeResult>()(
    z.strictObject({
      type: cdnType,
      zone_id: z.string(),
      purged: nullable(z.number().int()),
      requests: z.number().int(),
    }),
  ),
);

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const impressionRowAnswer = named(
  'ImpressionRow',
  answer<ImpressionRow>()(
    z.strictObject({
      id: z.number().int(),
      content_id: nullable(z.number().int()),
      content_name: nullable(z.string()),
      date: nullable(isoDay),
      project_id: nullable(z.number().int()),
      project_name: nullable(z.string()),
      impressions: z.number().int(),
      content_type: projectContentType,
    }),
  ),
);
export const impressionDaysAnswer = answer<ImpressionDays>()(
  z.strictObject({
    days: z.array(z.strictObject({ date: isoDay, impressions: z.number().int() })),
    last_date: nullable(isoDay),
  }),
);
export const recordedImpressionsAnswer = answer<RecordedImpressions>()(
  z.strictObject({ rows: z.number().int(), impressions: z.number().int() }),
);
const apiKeyShape = {
  id: z.number().int(),
  name: z.string(),
  created_by: nullable(z.string()),
  creation_datetime: dateTimeText,
  last_used_datetime: nullable(dateTimeText),
  revoked_datetime: nullable(dateTimeText),
};
export const apiKeyAnswer = named('ApiKey', answer<ApiKey>()(z.strictObject(apiKeyShape)));
export const createdApiKeyAnswer = answer<CreatedApiKey>()(
  z.strictObject({ ...apiKeyShape, key: z.string() }),
);

const apiTokenFields = {
  id: z.number().int(),
  name: z.string(),
  permissions: z.array(permissionName),
  creation_datetime: dateTimeText,
  expiry_datetime: dateTimeText,
  last_used_datetime: nullable(dateTimeText),
  revoked_datetime: nullable(dateTimeText),
  status: z.enum(['ACTIVE', 'EXPIRED', 'REVOKED']),
};
export const apiTokenAnswer = named(
  'ApiToken',
  answer<ApiToken>()(z.strictObject(apiTokenFields)),
  'A personal API token as its owner sees it: never its secret nor its hash.',
);
export const createdApiTokenAnswer = named(
  'CreatedApiToken',
  answer<CreatedApiToken>()(z.strictObject({ ...apiTokenFields, token: z.string() })),
  'A new token with its secret, shown this once.',
);
