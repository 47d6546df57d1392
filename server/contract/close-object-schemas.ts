/**
 * Treats every object schema that lists its properties as closed: a field the contract does not
 * name is refused, never silently dropped. A schema that composes others (`allOf`, `$ref` beside
 * `properties` …) is closed with `unevaluatedProperties`, which sees the properties of its parts;
 * the direct parts of an `allOf` stay open, since each of them sees only its own properties.
 * (A component used as an `allOf` part through `$ref` is closed where it is defined; contracts that
 * compose that way must say `additionalProperties: true` on the component.)
 */
import type { JsonObject } from './json-object';
import { mapSchema, type SchemaPosition } from './map-schema';

const openingKeywords = ['additionalProperties', 'unevaluatedProperties', 'patternProperties'];
const composingKeywords = ['allOf', 'anyOf', 'oneOf', '$ref', 'if', 'dependentSchemas'];

function closeNode(node: JsonObject, position: SchemaPosition): JsonObject {
  if (position === 'allOf') return node;
  if (!('properties' in node) && !('allOf' in node)) return node;
  if (openingKeywords.some((keyword) => keyword in node)) return node;
  const composes = composingKeywords.some((keyword) => keyword in node);
  return composes
    ? { ...node, unevaluatedProperties: false }
    : { ...node, additionalProperties: false };
}

export function closeObjectSchemas(schema: unknown): unknown {
  return mapSchema(schema, closeNode);
}
