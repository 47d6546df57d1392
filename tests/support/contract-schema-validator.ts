/**
 * Validates values against one component schema of the contract (`openapi/portal.yaml`), the way
 * the server checks its responses: Ajv 2020 with formats, no coercion, every `$ref` resolved.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { contractSchemaId } from '../../server/contract/anchor-local-refs';
import { defaultContractPath, loadContract } from '../../server/contract/openapi-document';

export type SchemaValidator = (value: unknown) => readonly string[];

export async function contractSchemaValidators(
  names: readonly string[],
): Promise<Record<string, SchemaValidator>> {
  const document = await loadContract({ path: defaultContractPath });
  const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: false });
  addFormats(ajv);
  ajv.addSchema(document, contractSchemaId);
  return Object.fromEntries(
    names.map((name) => {
      const validate: ValidateFunction = ajv.compile({
        $ref: `${contractSchemaId}#/components/schemas/${name}`,
      });
      const check: SchemaValidator = (value) =>
        validate(value)
          ? []
          : (validate.errors ?? []).map(
              (error) => `${name}${error.instancePath} ${error.message ?? ''}`,
            );
      return [name, check];
    }),
  );
}
