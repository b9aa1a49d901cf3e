import { z } from 'zod';
import type { CallDefinition } from './call-definition.ts';
import { callDescriptions } from './call-descriptions.ts';
import { type CallPath, calls } from './calls.ts';
import { allFields } from './content/common.ts';
import type { ContentTypeDefinition } from './content/definition.ts';
import { jsonEncodedKinds } from './content/fields.ts';
import { contentTypes } from './content/types/index.ts';
import type { EntityDefinition } from './entities/definition.ts';
import { entities } from './entities/types/index.ts';
import type { Access } from './permissions.ts';
import { acceptsPersonalToken } from './tokens/accepts.ts';
import { enrolmentCallPaths } from './two-factor.ts';

export { entitySchemaName } from './entities/answers.ts';

type JsonSchema = Record<string, unknown>;

/**
 * How a call proves who makes it, as the document's security requirement: the session, and
 * beside it a personal API token wherever the server takes one (acceptsPersonalToken).
 */
export const securityOf = (path: CallPath, access: Access): Record<string, string[]>[] => {
  if (access === 'public') return [];
  if (access === 'api-key') return [{ impressionKey: [] }];
  return acceptsPersonalToken(path) ? [{ session: [] }, { personalToken: [] }] : [{ session: [] }];
};

export const securitySchemes = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: 'masthead_session',
    description:
      'The session cookie set by `user-service/login`. Calls made with it must come from the same site (see the description above).',
  },
  impressionKey: {
    type: 'http',
    scheme: 'bearer',
    description: 'An API key made on the impressions report page, sent as `Authorization: Bearer <key>`.',
  },
  personalToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A personal API token (`mht_…`) made on the API tokens page, sent as `Authorization: Bearer <token>`. The call acts as its user with the permissions the token was given that the user still holds; no cookie, so the same-site rule does not apply. Invalid tokens are throttled per address (429).',
  },
} as const;

/** Who may make a call, in words. */
export const accessText = (access: Access) => {
  if (access === 'public') return 'Public: no session needed.';
  if (access === 'signed-in') return 'Any signed-in user.';
  if (access === 'api-key')
    return 'An API key, sent as the header `Authorization: Bearer <key>`; no session. Users holding content_report create and revoke keys.';
  return `Needs one of the permissions: ${access.join(', ')}.`;
};

/** The error envelope, written once; a server fault adds the request id to quote. */
const errorEnvelope = {
  type: 'object',
  required: ['status'],
  additionalProperties: false,
  properties: {
    status: { const: 'ERROR' },
    message: { type: 'string', description: 'What went wrong, for the whole request.' },
    messages: {
      type: 'object',
      description: 'What is wrong with each field, by field name.',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
    requestId: {
      type: 'string',
      description: 'On a server fault (5xx) only: the id of its log lines, also sent as X-Request-Id.',
    },
  },
} as const;

const errorAnswers: Record<string, string> = {
  '400': 'The input is not valid; `messages` names each field.',
  '401':
    'Not signed in, the session has expired or the API token is not valid; on signing in, a wrong password or code.',
  '403':
    'The caller may not make this call: a permission it lacks, a request from another site, or an address outside the allowed IPs.',
  '404': 'No such item.',
  '409':
    'The call conflicts with the item as it is now: someone saved it after it was loaded, or it is in use.',
  '413': 'The request is too large.',
  '415': 'A file of a type the field does not take.',
  '429': 'Too many attempts; try again later.',
  '500': 'A fault of the server; `requestId` names its log lines.',
  '502': 'The CDN refused the request or could not be reached; `message` says which.',
  '503': 'The database cannot be reached right now.',
};

/** The saves that take multipart/form-data: each content type's create and update. */
const multipartSaves = new Map<string, ContentTypeDefinition>(
  contentTypes.flatMap((definition) => [
    [definition.calls.create, definition],
    [definition.calls.update, definition],
  ]),
);

const signInCalls = new Set<string>([
  'user-service/login',
  'user-service/verify-login-code',
  'user-service/forgot-password',
  'user-service/reset-password',
  'user-service/change-my-password',
  'user-service/confirm-password',
]);
/** Public calls that check a secret themselves, and answer 401 when it is wrong. */
const credentialCalls = new Set<string>(['user-service/login', 'user-service/verify-login-code']);
const cdnCalls = new Set<string>([
  'clear-cdn-service/get-zones',
  'clear-cdn-service/clear-zone',
  'clear-cdn-service/clear-files',
]);
/** Calls refused with 409 besides edits over a newer version (those name the version they loaded). */
const conflictCalls = new Set<string>([
  'session-service/start-view-as',
  ...enrolmentCallPaths,
  ...(entities as readonly EntityDefinition[]).flatMap((definition) =>
    definition.calls.delete ? [definition.calls.delete] : [],
  ),
  ...entities.flatMap((definition) => [definition.calls.update]),
  'trash-service/restore-item',
]);

const fieldsOfInput = (schema: z.ZodType): string[] => {
  let current = schema as { shape?: Record<string, unknown>; unwrap?: () => unknown } | undefined;
  for (let depth = 0; current && depth < 3; depth += 1) {
    if (current.shape) return Object.keys(current.shape);
    current = typeof current.unwrap === 'function' ? (current.unwrap() as typeof current) : undefined;
  }
  return [];
};

/** The error statuses a call can answer, from what it is: its access, its input, its kind. */
function errorStatusesOf(path: CallPath, call: CallDefinition): string[] {
  const keys = fieldsOfInput(call.input);
  const statuses = ['400'];
  if (call.access !== 'public' || credentialCalls.has(path)) statuses.push('401');
  statuses.push('403');
  if (keys.some((key) => key === 'id' || key.endsWith('_id'))) statuses.push('404');
  if (keys.includes('update_datetime') || keys.includes('version') || conflictCalls.has(path))
    statuses.push('409');
  statuses.push('413');
  if (multipartSaves.has(path)) statuses.push('415');
  if (signInCalls.has(path) || cdnCalls.has(path) || acceptsPersonalToken(path)) statuses.push('429');
  statuses.push('500');
  if (cdnCalls.has(path)) statuses.push('502');
  statuses.push('503');
  return statuses;
}

/**
 * A request body as the server reads it. A field is required exactly when the server refuses
 * it missing (its rule does not take `undefined`), whatever defaults or normalising the rule
 * carries; a value normalised first (digits to a number, null to '') is described by what it
 * becomes, so choices list their values rather than reading as "any value".
 */
function inputSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const def = (zodSchema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
      if (
        def.type === 'pipe' &&
        (def.in as { _zod: { def: { type: string } } })._zod.def.type === 'transform'
      ) {
        Object.assign(jsonSchema, inputSchema(def.out as z.ZodType));
      }
      if (def.type === 'object') {
        const shape = def.shape as Record<string, z.ZodType>;
        const required = Object.keys(shape).filter((key) => !shape[key]?.safeParse(undefined).success);
        if (required.length > 0) jsonSchema.required = required;
        else delete jsonSchema.required;
      }
    },
  }) as JsonSchema;
  return json;
}

/** The multipart form of a content save: JSON text parts and file parts named. */
function multipartBody(path: string, body: JsonSchema) {
  const definition = multipartSaves.get(path);
  if (!definition) return { 'application/json': { schema: body } };
  const properties = { ...(body.properties as Record<string, JsonSchema>) };
  const encoding: Record<string, { contentType: string }> = { config: { contentType: 'application/json' } };
  for (const field of allFields(definition)) {
    if (jsonEncodedKinds.has(field.kind)) encoding[field.key] = { contentType: 'application/json' };
    if (field.kind === 'file') {
      properties[field.key] = {
        description: `${field.label}: a file part; or as text, the current URL to keep the file, '' to remove it.`,
        anyOf: [
          { type: 'string', format: 'binary' },
          { type: 'string', maxLength: 512 },
        ],
      };
      encoding[field.key] = { contentType: 'application/octet-stream, text/plain' };
    }
  }
  return { 'multipart/form-data': { schema: { ...body, properties }, encoding } };
}

const toComponents = (json: unknown): unknown =>
  JSON.parse(JSON.stringify(json).replaceAll('"#/$defs/', '"#/components/schemas/'));

/**
 * Every call's answer as JSON Schema, converted together so each named schema (the entities'
 * rows, the content items, the lists' shapes) is written once under `components/schemas`.
 */
function answerSchemas() {
  const paths = Object.keys(calls) as CallPath[];
  const all = z.object(
    Object.fromEntries(paths.map((path) => [path, (calls[path] as CallDefinition).output])),
  );
  const json = z.toJSONSchema(all, { io: 'output', unrepresentable: 'any' }) as {
    properties: Record<string, JsonSchema>;
    $defs?: Record<string, JsonSchema>;
  };
  return toComponents({ data: json.properties, schemas: json.$defs ?? {} }) as {
    data: Record<string, JsonSchema>;
    schemas: Record<string, JsonSchema>;
  };
}

const credentialsText =
  'Who calls: a browser signs in with `user-service/login` and sends the session cookie; a script sends a personal API token (made on the API tokens page) as `Authorization: Bearer mht_…` and acts as its user with the permissions the token was given that the user still holds (the `personalToken` scheme; signing in, passwords, two-factor sign-in, sessions and tokens themselves refuse tokens); a site records impressions with an impression API key (the `impressionKey` scheme).';
const updatesReplace =
  'An update replaces the whole item: send every field as the get call answers it, changed or not. An optional field left out takes its empty value (a description becomes empty), except where a call says otherwise.';

const sameSiteRule =
  'Calls made with the session cookie must be same-site: a request whose `Origin` (or, without one, `Referer`) names another site than the server’s PUBLIC_URL is refused with 403, so a foreign page cannot act with a visitor’s cookie. Scripts that send no `Origin` are not affected.';

/**
 * An OpenAPI 3.1 document of every call in the table: its input as the server reads it, its
 * answer (named schemas by `$ref`), the errors it can answer and who may make it.
 */
export function openApiDocument({ serverUrl }: { serverUrl: string }) {
  const answers = answerSchemas();
  const paths = Object.fromEntries(
    (Object.keys(calls) as CallPath[]).map((path) => {
      const call = calls[path] as CallDefinition;
      const [service = path] = path.split('/');
      const ok = call.answersFile
        ? {
            description: 'The file.',
            headers: {
              'Content-Disposition': {
                description: 'attachment; filename="<list>.csv"',
                schema: { type: 'string' },
              },
              'X-Row-Count': {
                description: 'How many rows the file holds, below its header row.',
                schema: { type: 'string', pattern: '^[0-9]+$' },
              },
            },
            content: { [call.answersFile]: { schema: { type: 'string' } } },
          }
        : {
            description: 'Done.',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['status', 'data'],
                  additionalProperties: false,
                  properties: { status: { const: 'OK' }, data: answers.data[path] },
                },
              },
            },
          };
      return [
        `/api/${path}`,
        {
          post: {
            operationId: path.replace(/[^a-zA-Z0-9]+(.)/g, (_, letter: string) => letter.toUpperCase()),
            tags: [service],
            summary: callDescriptions[path] ?? '',
            description: accessText(call.access),
            security: securityOf(path, call.access),
            requestBody: { required: false, content: multipartBody(path, inputSchema(call.input)) },
            responses: {
              '200': ok,
              ...Object.fromEntries(
                errorStatusesOf(path, call).map((status) => [
                  status,
                  { $ref: `#/components/responses/${status}` },
                ]),
              ),
            },
          },
        },
      ];
    }),
  );
  const services = [...new Set(Object.keys(calls).map((path) => path.split('/')[0] as string))].sort();
  return {
    openapi: '3.1.0',
    info: {
      title: 'Masthead API',
      version: '1',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      description: `Every call is a POST with a JSON body (content saves take multipart/form-data) and answers \`{"status":"OK","data":…}\` or \`{"status":"ERROR","message":…,"messages":{field:[…]}}\`. Date-times are UTC text \`YYYY-MM-DD HH:mm:ss\`.\n\n${credentialsText}\n\n${updatesReplace}\n\n${sameSiteRule}`,
    },
    servers: [{ url: serverUrl, description: 'This server (its PUBLIC_URL).' }],
    tags: services.map((name) => ({ name, description: serviceDescription(name) })),
    components: {
      schemas: { Error: errorEnvelope, ...answers.schemas },
      responses: Object.fromEntries(
        Object.entries(errorAnswers).map(([status, description]) => [
          status,
          {
            description,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
        ]),
      ),
      securitySchemes,
    },
    security: [{ session: [] }],
    paths,
  };
}

/** A service's calls in a few words, from the calls it holds. */
/** What each service's calls are about, for the document's tags. */
const serviceTopics: Record<string, string> = {
  'allowed-ip-service': 'The IP allow-list: addresses and networks admitted when the server enforces it.',
  'api-token-service':
    "Personal API tokens: the signed-in user's own, and another user's for holders of update_user.",
  'attribute-service': 'Attributes that content items carry.',
  'category-service': 'Categories of content, per content type.',
  'clear-cdn-service':
    'CDN cache purges (Cloudflare, MaxCDN): zones, whole-zone and per-file purges, and their history.',
  'content-service':
    'What all content types share: counts, status changes of many items, choices, relations, history.',
  'dashboard-service': 'The dashboard counts.',
  'export-service': 'Lists as CSV files, and one page of a long list at a time.',
  'legal-template-service': 'Legal documents (privacy policies, terms) and their versions.',
  'project-service': 'Projects (sites): list, read, create, update, clone.',
  'search-service': 'Searching every area by title and words.',
  'session-service': 'Sign-in sessions (own and others), and viewing the app as another user.',
  'stat-content-impression-service': 'Impression reports, and the API keys sites record impressions with.',
  'tag-service': 'Tags of content, per content type and project.',
  'trash-service': 'Deleted content items: the trash, restoring and purging.',
  'user-service': 'Signing in and out, passwords, two-factor sign-in, and users with their permissions.',
  'view-service': 'Saved list views (columns, filters, sort).',
};

function serviceDescription(service: string) {
  const content = contentTypes.find((definition) => definition.calls.get.startsWith(`${service}/`));
  const topic =
    serviceTopics[service] ??
    (content ? `${content.label} items: list, read, create, update and delete.` : undefined);
  return topic ?? `The ${service.replace(/-service$/, '').replace(/-/g, ' ')} calls.`;
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
