/**
 * Follows `$ref`s of the contract's non-schema objects (parameters, request bodies, responses, path
 * items) to the object they name. Schema `$ref`s are left to Ajv, which resolves them itself.
 */
import { isJsonObject, type JsonObject } from './json-object';

function decodePointerSegment(segment: string): string {
  return decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');
}

export function resolveLocalRef(document: JsonObject, value: unknown, where: string): JsonObject {
  const seen = new Set<string>();
  let current = value;
  while (isJsonObject(current) && typeof current.$ref === 'string') {
    const ref = current.$ref;
    if (!ref.startsWith('#/')) throw new Error(`${where}：只支持文档内的引用，无法解析 ${ref}`);
    if (seen.has(ref)) throw new Error(`${where}：引用 ${ref} 形成了循环`);
    seen.add(ref);
    let target: unknown = document;
    for (const segment of ref.slice(2).split('/')) {
      target = isJsonObject(target) ? target[decodePointerSegment(segment)] : undefined;
    }
    if (target === undefined) throw new Error(`${where}：引用 ${ref} 指向的对象不存在`);
    current = target;
  }
  if (!isJsonObject(current)) throw new Error(`${where}：应为对象`);
  return current;
}
