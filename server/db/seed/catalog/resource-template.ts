/**
 * What a kind of data resource looks like, whoever publishes it: its subject (公共自行车站点信息), the
 * department that holds it, what it covers and is good for, how it is opened and updated, and its
 * fields with a way to make plausible sample values for each.
 */
import type { DataResourceFieldRow } from '../../schema';
import type { DepartmentKey } from './departments';
import type { SampleValue } from './sample-values';
import type { ResourceTheme } from './themes';

export type FieldType = DataResourceFieldRow['type'];
export type OpenType = 'unconditional' | 'conditional';
export type UpdateFrequency =
  'realtime' | 'daily' | 'weekly' | 'monthly' | 'quarterly' | 'yearly' | 'irregular';
export type DataFormat = 'csv' | 'xlsx' | 'json' | 'xml' | 'api';

export interface FieldSpec {
  readonly name: string;
  readonly type: FieldType;
  readonly description: string;
  readonly value: SampleValue;
}

export function field(
  name: string,
  type: FieldType,
  description: string,
  value: SampleValue,
): FieldSpec {
  return { name, type, description, value };
}

export interface ResourceTemplate {
  /** Stable key (`bike-stations`), used by product templates to find the resources they build on. */
  readonly key: string;
  readonly theme: ResourceTheme;
  readonly department: DepartmentKey;
  /** The name without its region: 公共自行车站点信息. */
  readonly subject: string;
  /** Who publishes it: the province, the cities, or both. */
  readonly levels: 'province' | 'city' | 'both';
  /** What the records cover, to complete “本资源汇集…”. */
  readonly scope: string;
  /** What the data is good for, to complete “可用于…”. */
  readonly usage: string;
  readonly openType: OpenType;
  readonly frequencies: readonly UpdateFrequency[];
  readonly formats: readonly DataFormat[];
  /** Typical record count of one city's resource; the province's is several times larger. */
  readonly records: readonly [number, number];
  readonly fields: readonly FieldSpec[];
}
