/** The slice of JSON Schema that fastify-type-provider-zod writes into the OpenAPI document. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

export interface Param {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI form, e.g. /api/items/{id}. */
  path: string;
  pathParams: Param[];
  query: Param[];
  body?: { contentType: string; schema: JsonSchema };
  /** Declares bearer auth: a visitor must get 401. */
  isProtected: boolean;
}

interface RawParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface RawOperation {
  parameters?: RawParameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, RawOperation>>;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Every route of the document, in document order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    for (const [rawMethod, op] of Object.entries(byMethod)) {
      const method = METHODS.find((m) => m === rawMethod.toUpperCase());
      if (!method) continue;
      const params = (where: string): Param[] =>
        (op.parameters ?? [])
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, required: p.required ?? false, schema: p.schema ?? {} }));
      const [contentType, content] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      operations.push({
        method,
        path,
        pathParams: params('path'),
        query: params('query'),
        ...(contentType ? { body: { contentType, schema: content?.schema ?? {} } } : {}),
        isProtected: (op.security?.length ?? 0) > 0,
      });
    }
  }
  return operations;
}
