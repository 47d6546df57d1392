/**
 * Turns an Ajv error into the Chinese message the caller sees, naming the field and why it was
 * refused, e.g. `请求参数 account 必须是字符串`, `请求参数 pageSize 不能大于 100`.
 */
import type { ErrorObject } from 'ajv';

const typeNames: Readonly<Record<string, string>> = {
  string: '字符串',
  integer: '整数',
  number: '数字',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  null: '空值',
};

const formatNames: Readonly<Record<string, string>> = {
  'date-time': '日期时间（如 2026-01-01T08:00:00+08:00）',
  date: '日期（如 2026-01-01）',
  time: '时间',
  email: '电子邮箱地址',
  uri: '完整的网址',
  url: '完整的网址',
  uuid: 'UUID',
  ipv4: 'IPv4 地址',
  ipv6: 'IPv6 地址',
  hostname: '主机名',
};

function describeValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function decodePointerSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** `/items/0/name` → `items[0].name`. */
function fieldName(instancePath: string, child?: string): string {
  const segments =
    instancePath === '' ? [] : instancePath.slice(1).split('/').map(decodePointerSegment);
  if (child !== undefined) segments.push(child);
  return segments.reduce(
    (name, segment) =>
      /^\d+$/.test(segment) ? `${name}[${segment}]` : name === '' ? segment : `${name}.${segment}`,
    '',
  );
}

function readParam(error: ErrorObject, key: string): unknown {
  const params: Readonly<Record<string, unknown>> = error.params;
  return params[key];
}

function typeList(type: unknown): string {
  const types = Array.isArray(type) ? type : String(type).split(',');
  return types.map((name) => typeNames[String(name)] ?? String(name)).join('或');
}

/** The field an error is about, and the reason in words. */
function explain(error: ErrorObject): { field: string; reason: string } {
  const at = error.instancePath;
  const limit = readParam(error, 'limit');
  switch (error.keyword) {
    case 'required':
    case 'dependentRequired':
      return {
        field: fieldName(at, String(readParam(error, 'missingProperty'))),
        reason: '不能为空',
      };
    case 'additionalProperties':
      return {
        field: fieldName(at, String(readParam(error, 'additionalProperty'))),
        reason: '不被允许',
      };
    case 'unevaluatedProperties':
      return {
        field: fieldName(at, String(readParam(error, 'unevaluatedProperty'))),
        reason: '不被允许',
      };
    case 'type':
      return { field: fieldName(at), reason: `必须是${typeList(readParam(error, 'type'))}` };
    case 'minLength':
      return {
        field: fieldName(at),
        reason: limit === 1 ? '不能为空' : `长度不能少于 ${String(limit)} 个字符`,
      };
    case 'maxLength':
      return { field: fieldName(at), reason: `长度不能超过 ${String(limit)} 个字符` };
    case 'minimum':
      return { field: fieldName(at), reason: `不能小于 ${String(limit)}` };
    case 'maximum':
      return { field: fieldName(at), reason: `不能大于 ${String(limit)}` };
    case 'exclusiveMinimum':
      return { field: fieldName(at), reason: `必须大于 ${String(limit)}` };
    case 'exclusiveMaximum':
      return { field: fieldName(at), reason: `必须小于 ${String(limit)}` };
    case 'multipleOf':
      return {
        field: fieldName(at),
        reason: `必须是 ${String(readParam(error, 'multipleOf'))} 的倍数`,
      };
    case 'minItems':
      return {
        field: fieldName(at),
        reason: limit === 1 ? '不能为空' : `至少需要 ${String(limit)} 项`,
      };
    case 'maxItems':
      return { field: fieldName(at), reason: `最多只能有 ${String(limit)} 项` };
    case 'uniqueItems':
      return { field: fieldName(at), reason: '不能包含重复的项' };
    case 'minProperties':
      return { field: fieldName(at), reason: `至少需要 ${String(limit)} 个字段` };
    case 'maxProperties':
      return { field: fieldName(at), reason: `最多只能有 ${String(limit)} 个字段` };
    case 'enum': {
      const allowed = readParam(error, 'allowedValues');
      const values = Array.isArray(allowed) ? allowed.map(describeValue).join('、') : '';
      return { field: fieldName(at), reason: `必须是以下值之一：${values}` };
    }
    case 'const':
      return {
        field: fieldName(at),
        reason: `必须等于 ${describeValue(readParam(error, 'allowedValue'))}`,
      };
    case 'format': {
      const format = String(readParam(error, 'format'));
      return { field: fieldName(at), reason: `格式不正确，应为${formatNames[format] ?? format}` };
    }
    case 'pattern':
      return { field: fieldName(at), reason: '格式不正确' };
    default:
      return { field: fieldName(at), reason: '取值不符合要求' };
  }
}

export type RequestPart = 'body' | 'query' | 'path';

export function describeValidationError(error: ErrorObject, part: RequestPart): string {
  const { field, reason } = explain(error);
  if (field !== '') return `请求参数 ${field} ${reason}`;
  if (part === 'body') {
    return error.keyword === 'type'
      ? `请求体必须是 JSON ${typeList(readParam(error, 'type'))}`
      : `请求体${reason}`;
  }
  return `请求参数${reason}`;
}
