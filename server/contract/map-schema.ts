/**
 * Rebuilds a JSON Schema (2020-12) bottom-up, calling `transform` on every schema node. Only real
 * subschema positions are visited, so a property that happens to be called `properties` or `$ref`
 * is never mistaken for a keyword, and `enum`/`const`/`default` values are left alone.
 */
import { isJsonObject, type JsonObject } from './json-object';

const singleSubschemaKeywords = [
  'additionalProperties',
  'unevaluatedProperties',
  'items',
  'additionalItems',
  'unevaluatedItems',
  'contains',
  'not',
  'if',
  'then',
  'else',
  'propertyNames',
  'contentSchema',
] as const;
const subschemaListKeywords = ['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const;
const subschemaMapKeywords = [
  'properties',
  'patternProperties',
  '$defs',
  'definitions',
  'dependentSchemas',
] as const;

/** The keyword a node sits under in its parent (`properties`, `allOf` …), or null for the root. */
export type SchemaPosition = string | null;

export function mapSchema(
  schema: unknown,
  transform: (node: JsonObject, position: SchemaPosition) => JsonObject,
  position: SchemaPosition = null,
): unknown {
  if (!isJsonObject(schema)) return schema;
  const node: JsonObject = { ...schema };
  for (const keyword of singleSubschemaKeywords) {
    if (keyword in node) node[keyword] = mapSchema(node[keyword], transform, keyword);
  }
  for (const keyword of subschemaListKeywords) {
    const list = node[keyword];
    if (Array.isArray(list)) {
      node[keyword] = list.map((item) => mapSchema(item, transform, keyword));
    }
  }
  for (const keyword of subschemaMapKeywords) {
    const map = node[keyword];
    if (isJsonObject(map)) {
      node[keyword] = Object.fromEntries(
        Object.entries(map).map(([name, value]) => [name, mapSchema(value, transform, keyword)]),
      );
    }
  }
  return transform(node, position);
}
