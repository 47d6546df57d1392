/**
 * An operation's schemas are compiled on their own, away from the document they were written in, so
 * their local `$ref`s (`#/components/schemas/…`) are pointed at the contract document that every Ajv
 * instance holds under `contractSchemaId`.
 */
import { mapSchema } from './map-schema';

export const contractSchemaId = 'portal-contract.json';

export function anchorLocalRefs(schema: unknown): unknown {
  return mapSchema(schema, (node) =>
    typeof node.$ref === 'string' && node.$ref.startsWith('#')
      ? { ...node, $ref: `${contractSchemaId}${node.$ref}` }
      : node,
  );
}
