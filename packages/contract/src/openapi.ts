import { z } from 'zod';
import { callDescriptions } from './call-descriptions.ts';
import { type CallPath, calls } from './calls.ts';
import { statuses } from './choices.ts';
import type { EntityDefinition, EntityField } from './entities/definition.ts';
import { entities } from './entities/types/index.ts';
import type { ColumnKind } from './export/types.ts';
import { type Access, permissionNames } from './permissions.ts';

/** Who may make a call, in words. */
export const accessText = (access: Access) => {
  if (access === 'public') return 'Public: no session needed.';
  if (access === 'signed-in') return 'Any signed-in user.';
  if (access === 'api-key')
    return 'An API key, sent as the header `Authorization: Bearer <key>`; no session. Users holding content_report create and revoke keys.';
  return `Needs one of the permissions: ${access.join(', ')}.`;
};

const errorEnvelope = {
  type: 'object',
  required: ['status'],
  properties: {
    status: { const: 'ERROR' },
    message: { type: 'string', description: 'What went wrong, for the whole request.' },
    messages: {
      type: 'object',
      description: 'What is wrong with each field, by field name.',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
  },
} as const;

const errorAnswers = {
  '400': 'The input is not valid; `messages` names each field.',
  '401': 'Not signed in, or the session has expired.',
  '403': 'The signed-in user lacks the permission the call needs.',
  '404': 'No such item.',
  '409': 'Someone else changed the item after it was loaded.',
  '413': 'The request is too large.',
  '429': 'Too many attempts; try again later.',
  '503': 'The database cannot be reached right now.',
};

/** The input schema as JSON Schema; what JSON cannot express (dates, transforms) is left open. */
const inputSchema = (schema: z.ZodType) => {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return json;
};

type JsonSchema = Record<string, unknown>;

const dateTime = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' };
const integer = { type: 'integer' };
const enumOf = (options: readonly string[]) => ({ type: 'string', enum: [...options] });

/** A field as a row answers it; a password is sent, never answered. */
function answeredField(field: EntityField): JsonSchema | undefined {
  switch (field.kind) {
    case 'password':
      return undefined;
    case 'integer':
      return integer;
    case 'choice':
      return enumOf(field.options);
    case 'status':
      return enumOf(statuses);
    case 'choiceList':
      return { type: 'array', items: enumOf(field.options) };
    case 'projects':
      return { type: 'array', items: integer };
    case 'permissions':
      return { type: 'array', items: enumOf(permissionNames) };
    default:
      return { type: 'string' };
  }
}

/** A column beside the fields (who saved it, its version) as a row answers it. */
const columnSchema: Record<ColumnKind, JsonSchema> = {
  text: { type: 'string' },
  status: enumOf(statuses),
  image: { type: 'string' },
  id: integer,
  number: integer,
  date: dateTime,
};

/** 'Allowed IP' → 'AllowedIp': the name of an entity's row among the document's schemas. */
export const entitySchemaName = (definition: Pick<EntityDefinition, 'label'>) =>
  definition.label
    .split(' ')
    .map((word) => `${word.charAt(0).toUpperCase()}${word.slice(1).toLowerCase()}`)
    .join('');

/**
 * A row of the entity as its list, get, create and update calls answer it, from its
 * definition: its id, its fields, what its columns show besides (who saved it, its version),
 * what it names `answersAlso`, and the date-times it was saved at (an edit names the last).
 */
export function entityRowSchema(definition: EntityDefinition) {
  const properties: Record<string, JsonSchema> = { id: integer };
  for (const field of definition.fields) {
    const schema = answeredField(field);
    if (schema) properties[field.key] = schema;
  }
  for (const column of definition.columns) properties[column.key] ??= columnSchema[column.kind ?? 'text'];
  for (const [key, type] of Object.entries(definition.answersAlso ?? {})) properties[key] = { type };
  properties.creation_datetime = dateTime;
  if (definition.versionedBy === 'update_datetime') properties.update_datetime = dateTime;
  for (const [key, schema] of Object.entries(properties))
    properties[key] = { ...schema, description: definition.labels[key] ?? key };
  return {
    type: 'object',
    required: Object.keys(properties),
    additionalProperties: false,
    properties,
  };
}

const entitySchemas = Object.fromEntries(
  entities.map((definition) => [entitySchemaName(definition), entityRowSchema(definition)]),
);

/** What the list, get, create and update calls of each entity answer in `data`. */
const entityAnswers = new Map<string, JsonSchema>(
  entities.flatMap((definition) => {
    const row = { $ref: `#/components/schemas/${entitySchemaName(definition)}` };
    const { list, get, create, update } = definition.calls;
    return [
      [list, { type: 'array', items: row }],
      [get, row],
      [create, row],
      [update, row],
    ];
  }),
);

/**
 * An OpenAPI 3.1 document of every call in the table: its input, its answer envelope and who
 * may make it. Calls that take files (multipart) are marked so by `multipart`.
 */
export function openApiDocument({
  serverUrl,
  multipart,
}: {
  serverUrl: string;
  multipart: ReadonlySet<string>;
}) {
  const paths = Object.fromEntries(
    (Object.keys(calls) as CallPath[]).map((path) => {
      const call = calls[path];
      const [service = path] = path.split('/');
      const body = inputSchema(call.input);
      return [
        `/api/${path}`,
        {
          post: {
            operationId: path.replace(/[^a-zA-Z0-9]+(.)/g, (_, letter: string) => letter.toUpperCase()),
            tags: [service],
            summary: callDescriptions[path] ?? '',
            description: accessText(call.access),
            ...(call.access === 'public' ? { security: [] } : {}),
            ...(call.access === 'api-key' ? { security: [{ apiKey: [] }] } : {}),
            requestBody: {
              required: false,
              content: multipart.has(path)
                ? {
                    'multipart/form-data': {
                      schema: body,
                      description:
                        'Plain fields as text, object and list fields as JSON text, files as parts.',
                    },
                  }
                : { 'application/json': { schema: body } },
            },
            responses: {
              '200': {
                description: 'Done.',
                content: {
                  'application/json': {
                    schema: {
                      type: 'object',
                      required: ['status', 'data'],
                      properties: { status: { const: 'OK' }, data: entityAnswers.get(path) ?? {} },
                    },
                  },
                },
              },
              ...Object.fromEntries(
                Object.entries(errorAnswers).map(([status, description]) => [
                  status,
                  { description, content: { 'application/json': { schema: errorEnvelope } } },
                ]),
              ),
            },
          },
        },
      ];
    }),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Masthead API',
      version: '1',
      description:
        'Every call is a POST with a JSON body (content saves take multipart/form-data) and answers `{"status":"OK","data":…}` or `{"status":"ERROR","message":…,"messages":{field:[…]}}`.',
    },
    servers: [{ url: serverUrl }],
    components: {
      schemas: entitySchemas,
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'masthead_session' },
        apiKey: { type: 'http', scheme: 'bearer', description: 'An API key made on a report page.' },
      },
    },
    security: [{ session: [] }],
    paths,
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
