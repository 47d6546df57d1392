/**
 * Compiles the contract's schemas into Ajv validators, one set per operation. Three Ajv instances
 * because the three parts of an exchange are read differently:
 * - request bodies are JSON and are taken exactly as sent: no coercion, no dropped fields;
 * - query and path parameters are strings on the wire, so scalars may be coerced from strings;
 * - responses (checked in tests) must match the contract as they are.
 * Every instance holds the whole contract, closed, so `$ref`s between schemas resolve.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { anchorLocalRefs, contractSchemaId } from './anchor-local-refs';
import { closeObjectSchemas } from './close-object-schemas';
import type { ContractOperation, ContractParameter } from './contract-operations';
import { isJsonObject, type JsonObject } from './json-object';
import type { OpenApiDocument } from './openapi-document';

/** GETs carry a timestamp `t` to defeat caches (spec §7); it is accepted on every operation. */
const timestampParameterSchema = { type: 'integer', minimum: 0 };

/** Used to check error envelopes when the contract has no `ErrorEnvelope` schema of its own. */
const fallbackErrorEnvelopeSchema = {
  type: 'object',
  required: ['code', 'msg', 'data'],
  additionalProperties: false,
  properties: {
    code: { type: 'integer' },
    msg: { type: 'string', minLength: 1 },
    data: { type: 'null' },
  },
};

export interface OperationValidators {
  readonly query: ValidateFunction;
  readonly path: ValidateFunction;
  readonly body: ValidateFunction | null;
  /**
   * The fields of a `multipart/form-data` body, as text, with each file part standing in as its file
   * name (see `multipart-form.ts`).
   */
  readonly form: ValidateFunction | null;
  /** By status code (`200`, `default` …). */
  readonly responses: ReadonlyMap<string, ValidateFunction>;
  readonly errorEnvelope: ValidateFunction;
}

function createAjv(
  document: JsonObject,
  options: { coerceTypes: false | 'array'; useDefaults: boolean },
) {
  const ajv = new Ajv2020({
    // Unknown keywords (x-rights, example, discriminator …) are the contract's, not mistakes.
    strict: false,
    allErrors: false,
    coerceTypes: options.coerceTypes,
    useDefaults: options.useDefaults,
    removeAdditional: false,
  });
  addFormats(ajv);
  ajv.addSchema(document, contractSchemaId);
  return ajv;
}

function closeDocumentSchemas(document: OpenApiDocument): JsonObject {
  const components = isJsonObject(document.components) ? document.components : {};
  const schemas = isJsonObject(components.schemas) ? components.schemas : {};
  const closedSchemas = Object.fromEntries(
    Object.entries(schemas).map(([name, schema]) => [name, closeObjectSchemas(schema)]),
  );
  return { ...document, components: { ...components, schemas: closedSchemas } };
}

function prepare(schema: unknown): JsonObject {
  const prepared = anchorLocalRefs(closeObjectSchemas(schema));
  return isJsonObject(prepared) ? prepared : {};
}

function parametersSchema(parameters: readonly ContractParameter[], allowTimestamp: boolean) {
  const properties: JsonObject = allowTimestamp ? { t: timestampParameterSchema } : {};
  const required: string[] = [];
  for (const parameter of parameters) {
    properties[parameter.name] = parameter.schema;
    if (parameter.required) required.push(parameter.name);
  }
  return { type: 'object', properties, required, additionalProperties: false };
}

export interface ContractValidators {
  forOperation(operation: ContractOperation): OperationValidators;
}

export function createContractValidators(document: OpenApiDocument): ContractValidators {
  const closedDocument = closeDocumentSchemas(document);
  const bodyAjv = createAjv(closedDocument, { coerceTypes: false, useDefaults: true });
  const parameterAjv = createAjv(closedDocument, { coerceTypes: 'array', useDefaults: true });
  const responseAjv = createAjv(closedDocument, { coerceTypes: false, useDefaults: false });

  const components = isJsonObject(closedDocument.components) ? closedDocument.components : {};
  const schemas = isJsonObject(components.schemas) ? components.schemas : {};
  const errorEnvelope = responseAjv.compile(
    isJsonObject(schemas.ErrorEnvelope)
      ? { $ref: `${contractSchemaId}#/components/schemas/ErrorEnvelope` }
      : fallbackErrorEnvelopeSchema,
  );

  return {
    forOperation(operation) {
      const inQuery = operation.parameters.filter((parameter) => parameter.in === 'query');
      const inPath = operation.parameters.filter((parameter) => parameter.in === 'path');
      const bodySchema = operation.requestBody?.jsonSchema;
      const formSchema = operation.requestBody?.formSchema;
      return {
        query: parameterAjv.compile(prepare(parametersSchema(inQuery, true))),
        path: parameterAjv.compile(prepare(parametersSchema(inPath, false))),
        body:
          bodySchema === undefined || bodySchema === null
            ? null
            : bodyAjv.compile(prepare(bodySchema)),
        form:
          formSchema === undefined || formSchema === null
            ? null
            : bodyAjv.compile(prepare(formSchema)),
        responses: new Map(
          [...operation.responses].map(([status, schema]) => [
            status,
            responseAjv.compile(prepare(schema)),
          ]),
        ),
        errorEnvelope,
      };
    },
  };
}
