import { Badge, Box, Code, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { OpenApiDocument, OpenApiOperation } from '../api/get-openapi-document';
import { describeSchema, fieldsOf } from './describe-schema';

function FieldsTable({
  label,
  caption,
  rows,
}: {
  label: string;
  /** Names the table among the page's many (its operation's method and path). */
  caption: string;
  rows: { name: string; where?: string; required: boolean; rules: string }[];
}) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" maxW="full" tabIndex={0} role="region" aria-label={caption}>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{label}</Table.ColumnHeader>
            <Table.ColumnHeader>Required</Table.ColumnHeader>
            <Table.ColumnHeader>Type and rules</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={`${row.where ?? ''}${row.name}`}>
              <Table.Cell>
                <Code>{row.name}</Code>
                {row.where && <Text as="span" color="fg.muted" fontSize="xs">{` (${row.where})`}</Text>}
              </Table.Cell>
              <Table.Cell>{row.required ? 'Yes' : 'No'}</Table.Cell>
              <Table.Cell wordBreak="break-word">{row.rules}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function OperationCard({ method, path, operation }: { method: string; path: string; operation: OpenApiOperation }) {
  const body = operation.requestBody?.content['application/json'].schema;
  return (
    <Box as="article" borderWidth="1px" borderRadius="lg" p="4" id={operation.operationId} data-testid="api-operation">
      <Stack gap="3">
        <HStack gap="2" flexWrap="wrap">
          <Badge colorPalette={method === 'get' ? 'blue' : 'orange'} fontFamily="mono">
            {method.toUpperCase()}
          </Badge>
          <Code wordBreak="break-all">{path}</Code>
          <Badge variant="outline">{`${operation['x-api-key-scope']} key`}</Badge>
        </HStack>
        <Text fontWeight="semibold">{operation.summary}</Text>
        {operation.parameters.length > 0 && (
          <FieldsTable
            label="Parameter"
            caption={`Parameters of ${method.toUpperCase()} ${path}`}
            rows={operation.parameters.map((parameter) => ({
              name: parameter.name,
              where: parameter.in,
              required: parameter.required,
              rules: describeSchema(parameter.schema),
            }))}
          />
        )}
        {body && (
          <FieldsTable
            label="JSON body field"
            caption={`JSON body of ${method.toUpperCase()} ${path}`}
            rows={fieldsOf(body)}
          />
        )}
      </Stack>
    </Box>
  );
}

/** The API reference: every operation of the document, by section, with its parameters and body. */
export function ApiReferenceView({ document }: { document: OpenApiDocument }) {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
  const tags = [...new Set(operations.flatMap((item) => item.operation.tags))];
  return (
    <Stack gap="8">
      <Text color="fg.muted">{document.info.description}</Text>
      <Text>
        Base address: <Code>{document.servers[0]?.url ?? ''}</Code>. The machine-readable document (OpenAPI 3.1) is at{' '}
        <Code>/api/openapi.json</Code>.
      </Text>
      {tags.map((tag) => (
        <Stack as="section" key={tag} gap="3">
          <Heading as="h2" size="xl">
            {tag}
          </Heading>
          {operations
            .filter((item) => item.operation.tags.includes(tag))
            .map((item) => (
              <OperationCard key={item.operation.operationId} {...item} />
            ))}
        </Stack>
      ))}
    </Stack>
  );
}
