// `npm run openapi`: writes docs/openapi.json (OpenAPI 3.1) from the endpoint catalog and the
// zod schemas that the client and the mock use: the contract for the real server.
// `--check` fails when the committed document is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import * as z from 'zod';
import { endpoints, type EndpointDef, type EndpointId } from '../src/api/catalog/endpoints.ts';
import { EXTENSION_IDS, EXTENSIONS, extensionFieldsOf, extensionOfCall } from '../src/api/catalog/extensions.ts';
import { EXTENSION_DOCS } from '../src/api/catalog/extension-docs.ts';
import { errorBodySchema } from '../src/api/schemas/common.ts';

const OUT = 'docs/openapi.json';

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as Record<string, unknown>;

function stripMeta(schema: Record<string, unknown>): Record<string, unknown> {
  const { $schema: _drop, ...rest } = schema;
  return rest;
}

/** Marks the top-level properties of a body or an answer that belong to extensions (x-extension). */
function markExtensionFields(id: EndpointId, schema: Record<string, unknown>): Record<string, unknown> {
  const properties = schema.properties as Record<string, Record<string, unknown>> | undefined;
  if (!properties) return schema;
  for (const [ext, field] of extensionFieldsOf(id))
    if (properties[field]) properties[field] = { ...properties[field], 'x-extension': ext };
  return schema;
}

const STATUS_TEXT: Record<number, string> = {
  400: '入力値が正しくありません',
  401: '認証が必要です（アクセストークンなし・期限切れ）',
  403: '権限がありません（ADMIN のみ）',
  404: '見つかりません',
  409: '状態の競合（ライセンス枠不足は quota_info 付き）',
  429: '試行回数の上限',
};

export function buildOpenApi(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [id, raw] of Object.entries(endpoints)) {
    const def = raw as EndpointDef;
    const path = def.path.replace(/:([A-Za-z_]+)/g, '{$1}');
    const params: unknown[] = [...def.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    if (def.query) {
      const q = stripMeta(jsonSchema(def.query, 'input')) as {
        properties?: Record<string, unknown>;
        required?: string[];
      };
      for (const [name, schema] of Object.entries(q.properties ?? {})) {
        // A parameter of ours on a contract call: a server that does not read it is not wrong.
        const ours = EXTENSION_IDS.find((ext) => EXTENSIONS[ext].params?.[id as EndpointId]?.includes(name));
        params.push({
          name,
          in: 'query',
          required: q.required?.includes(name) ?? false,
          schema,
          ...(ours ? { 'x-extension': ours } : {}),
        });
      }
    }
    const errors = new Set<number>([
      400,
      ...(def.access === 'public' ? [] : [401]),
      ...(def.access === 'admin' ? [403] : []),
      ...(def.errors ?? []),
    ]);
    const responses: Record<string, unknown> = {
      200: {
        description: 'OK',
        content: {
          'application/json': {
            schema: markExtensionFields(id as EndpointId, stripMeta(jsonSchema(def.response, 'output'))),
          },
        },
      },
    };
    for (const status of [...errors].sort()) {
      responses[status] = {
        description: STATUS_TEXT[status] ?? 'エラー',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
      };
    }
    const extension = extensionOfCall(id as EndpointId);
    paths[path] ??= {};
    paths[path][def.method.toLowerCase()] = {
      operationId: id,
      summary: def.summary,
      'x-access': def.access,
      // An extension: optional, discovered by the console; what it does without it.
      ...(extension ? { 'x-extension': extension, 'x-without-it': EXTENSION_DOCS[extension].without } : {}),
      ...(def.list ? { 'x-list-field': def.list } : {}),
      security: def.access === 'public' ? [] : [{ bearerAuth: [] }],
      ...(params.length ? { parameters: params } : {}),
      ...(def.body
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: markExtensionFields(id as EndpointId, stripMeta(jsonSchema(def.body, 'input'))),
                },
              },
            },
          }
        : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'ライセンス認証サーバー API',
      version: '1.0.0',
      description:
        'Generated from src/api/catalog/endpoints.ts, src/api/catalog/extensions.ts and src/api/schemas by `npm run openapi`. x-access: public | authenticated | admin. ' +
        'x-extension: a call, query parameter or body or answer field beyond the licence server contract, optional and discovered by the console (x-without-it says what the console does without it; docs/connecting.md). ' +
        "x-list-field: the field holding a list call's rows (a bare array is read too). x-essential: a field the console cannot show a row without; every other field of an answer may be missing or null.",
    },
    'x-extensions': Object.fromEntries(
      EXTENSION_IDS.map((ext) => [
        ext,
        { name: EXTENSIONS[ext].name, with: EXTENSION_DOCS[ext].controls, without: EXTENSION_DOCS[ext].without },
      ]),
    ),
    servers: [
      { url: 'https://api.license-auth.example.com' },
      { url: 'http://localhost:8000', description: 'npm run mock-server' },
    ],
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      schemas: { ErrorBody: stripMeta(jsonSchema(errorBodySchema, 'output')) },
    },
    paths,
  };
}

const text = `${JSON.stringify(buildOpenApi(), null, 2)}\n`;
if (process.argv.includes('--check')) {
  let current: string;
  try {
    current = readFileSync(OUT, 'utf8');
  } catch {
    current = '';
  }
  if (current !== text) {
    console.error(`${OUT} is stale: run npm run openapi`);
    process.exit(1);
  }
  console.log(`${OUT} is up to date`);
} else {
  writeFileSync(OUT, text);
  console.log(`wrote ${OUT} (${Object.keys(endpoints).length} operations)`);
}
