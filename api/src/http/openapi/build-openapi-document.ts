import { convertSchema } from '@sodaru/yup-to-json-schema';
import type { Hono } from 'hono';
import type { AnyObjectSchema } from 'yup';
import type { AppEnv } from '../../app-env';
import { type ApiKeyAccess, describedRoutes } from '../describe-route';

type JsonSchema = Record<string, unknown>;

/** The scope a key needs for each access, as the owner chooses it on the API keys page. */
export const scopeOfAccess: Record<ApiKeyAccess, 'read' | 'read-write'> = { read: 'read', write: 'read-write' };

/** A yup schema as JSON Schema (a 2020-12 subset OpenAPI 3.1 reads as is), read from the schema itself. */
function jsonSchemaOf(schema: AnyObjectSchema): JsonSchema {
  const { default: _default, ...converted } = convertSchema(schema) as JsonSchema;
  return converted;
}

/** Hono's `/api/brides/:brideId` as OpenAPI writes it: `/api/brides/{brideId}`. */
export const openApiPathOf = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const pathParameters = (path: string) =>
  [...path.matchAll(/:(\w+)/g)].map((match) => ({
    name: match[1]!,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));

function queryParameters(schema: AnyObjectSchema | undefined) {
  if (!schema) return [];
  const converted = jsonSchemaOf(schema);
  const properties = (converted.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((converted.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** `get` + `/api/appointments/:appointmentId/cancel` -> `getAppointmentsAppointmentIdCancel`. */
const operationIdOf = (method: string, path: string) =>
  method.toLowerCase() +
  path
    .replace(/^\/api/, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');

const answerOf = (name: string) => ({ $ref: `#/components/responses/${name}` });

export interface OpenApiOptions {
  /** Where the API answers: the deployment's public address. */
  serverUrl: string;
  version: string;
}

/**
 * The OpenAPI 3.1 document of the routes declared for API keys (describeRoute), built from the
 * app's own route table and the yup schemas its handlers validate with: nothing here is written
 * by hand about a route, so the document changes when a route or a schema does.
 */
export function buildOpenApiDocument(app: Hono<AppEnv>, options: OpenApiOptions) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { method, path, description } of describedRoutes(app)) {
    const scope = scopeOfAccess[description.apiKey];
    const operations = (paths[openApiPathOf(path)] ??= {});
    operations[method.toLowerCase()] = {
      operationId: operationIdOf(method, path),
      summary: description.summary,
      ...(description.description ? { description: description.description } : {}),
      tags: description.tags,
      parameters: [...pathParameters(path), ...queryParameters(description.query)],
      ...(description.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: jsonSchemaOf(description.body) } },
            },
          }
        : {}),
      security: [{ apiKey: [] }],
      'x-api-key-scope': scope,
      responses: {
        '2XX': { description: 'Done: the answer, as JSON.', content: { 'application/json': { schema: {} } } },
        '400': answerOf('BadRequest'),
        '401': answerOf('Unauthorized'),
        '403': answerOf('Forbidden'),
        '404': answerOf('NotFound'),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Bridal Coach API',
      version: options.version,
      description:
        "Your boutique's brides, appointments, outcomes, reports, inventory and follow-ups. Send `Authorization: Bearer <key>` with a key the owner creates on the API keys page; a `read` key calls the GET operations, a `read-write` key the others too. A key sees its own boutique only.",
    },
    servers: [{ url: options.serverUrl }],
    security: [{ apiKey: [] }],
    components: {
      responses: {
        BadRequest: errorAnswer('The request is not valid: `error` says why, `fields` which field.'),
        Unauthorized: errorAnswer('No key, a malformed key or a revoked one.'),
        Forbidden: errorAnswer('A read key asked for a change, or the operation is not open to keys.'),
        NotFound: errorAnswer("Not found in the key's boutique (another boutique's ids are never found)."),
      },
      securitySchemes: {
        apiKey: { type: 'http', scheme: 'bearer', description: 'An API key of your boutique (bc_...).' },
      },
      schemas: {
        Error: {
          type: 'object',
          properties: {
            error: { type: 'string' },
            fields: { type: 'object', additionalProperties: { type: 'string' } },
          },
          required: ['error'],
        },
      },
    },
    paths,
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
