import { Accordion, Anchor, Badge, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { OpenApiDocument } from '@masthead/contract';
import { useQuery } from '@tanstack/react-query';
import { LoadFailure } from '../components/form-kit/LoadFailure.tsx';

const documentUrl = '/api/openapi.json';

type Operation = OpenApiDocument['paths'][string]['post'];
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  maxLength?: number;
}

/** A field's type in a few words: 'string, at most 45', 'one of ACTIVE, INACTIVE'. */
function typeText(schema: JsonSchema): string {
  if (schema.enum) return `one of ${schema.enum.join(', ')}`;
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'any');
  if (type === 'array' && schema.items) return `list of ${typeText(schema.items)}`;
  return schema.maxLength ? `${type}, at most ${schema.maxLength}` : type;
}

function InputFields({ operation }: { operation: Operation }) {
  const [content] = Object.entries(operation.requestBody.content);
  if (!content) return null;
  const [mediaType, { schema }] = content as [string, { schema: JsonSchema }];
  const fields = Object.entries(schema.properties ?? {});
  return (
    <Stack gap={4}>
      <Text size="sm">
        Body: <Code>{mediaType}</Code>
        {fields.length === 0 && ' — empty'}
      </Text>
      {fields.length > 0 && (
        <Table withTableBorder fz="sm" aria-label="Input fields">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Field</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Required</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {fields.map(([name, field]) => (
              <Table.Tr key={name}>
                <Table.Td>
                  <Code>{name}</Code>
                </Table.Td>
                <Table.Td>{typeText(field)}</Table.Td>
                <Table.Td>{schema.required?.includes(name) ? 'yes' : 'no'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/**
 * /api-docs: every call of the API for the developers of the publisher's sites, read from the same
 * OpenAPI document tools can load, grouped by service.
 */
export function ApiPage() {
  useDocumentTitle('API · Masthead');
  const description = useQuery({
    queryKey: [documentUrl],
    queryFn: async () => {
      const response = await fetch(documentUrl);
      if (!response.ok) throw new Error(`The API description did not load (${response.status}).`);
      return (await response.json()) as OpenApiDocument;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  const paths = Object.entries(description.data?.paths ?? {});
  const services = [...new Set(paths.map(([, item]) => item.post.tags[0] ?? ''))];
  return (
    <Stack>
      <Title order={1}>API</Title>
      <Text>
        Every call is a <Code>POST</Code> to the path shown, with a JSON body, and answers{' '}
        <Code>{'{"status":"OK","data":…}'}</Code> or{' '}
        <Code>{'{"status":"ERROR","message":…,"messages":…}'}</Code>. The same description as OpenAPI 3.1:{' '}
        <Anchor href={documentUrl}>{documentUrl}</Anchor>.
      </Text>
      {description.error && <LoadFailure error={description.error} onRetry={() => description.refetch()} />}
      <Accordion multiple variant="separated">
        {services.map((service) => (
          <Accordion.Item key={service} value={service}>
            <Accordion.Control>{service}</Accordion.Control>
            <Accordion.Panel>
              <Stack gap="lg">
                {paths
                  .filter(([, item]) => item.post.tags[0] === service)
                  .map(([path, { post }]) => (
                    <Stack key={path} gap={6}>
                      <Group gap="xs">
                        <Badge variant="light">POST</Badge>
                        <Title order={3} size="h5">
                          <Code>{path}</Code>
                        </Title>
                      </Group>
                      <Text size="sm">{post.summary}</Text>
                      <Text size="sm" c="dimmed">
                        {post.description}
                      </Text>
                      <InputFields operation={post} />
                    </Stack>
                  ))}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
