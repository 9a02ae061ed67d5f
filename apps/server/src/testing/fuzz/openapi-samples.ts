/** A JSON Schema as found in the OpenAPI document, loosely typed: the walk reads what it needs. */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

export type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

export type OpenApiOperation = {
  parameters?: { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

const SAMPLE_ID = '00000000-0000-4000-8000-000000000001';

export function resolve(document: OpenApiDocument, schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const target = document.components?.schemas?.[name];
  if (!target) throw new Error(`unresolved ${schema.$ref}`);
  return resolve(document, target);
}

/** A plausible value for the schema, so that one bad field at a time is what the server judges. */
export function sample(document: OpenApiDocument, raw: JsonSchema): unknown {
  const schema = resolve(document, raw);
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return sample(document, choice.find((option) => option.type !== 'null') ?? choice[0] ?? {});
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return SAMPLE_ID;
      if (schema.format === 'email') return 'someone@example.com';
      return 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [name, sample(document, property)]),
      );
    default:
      return 'a';
  }
}
