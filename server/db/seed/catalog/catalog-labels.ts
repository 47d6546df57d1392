/** Chinese words for the catalogue's enumerations, as the generated texts use them. */
import type { OpenType, UpdateFrequency } from './resource-template';

export const updateFrequencyLabels: Readonly<Record<UpdateFrequency, string>> = {
  realtime: '实时',
  daily: '每日',
  weekly: '每周',
  monthly: '每月',
  quarterly: '每季度',
  yearly: '每年',
  irregular: '不定期',
};

export const openTypeLabels: Readonly<Record<OpenType, string>> = {
  unconditional: '无条件开放',
  conditional: '有条件开放',
};

/** 12,345 written the Chinese way for large counts: 1.2万, 356.8万. */
export function chineseCount(count: number): string {
  if (count >= 100_000_000) return `${(count / 100_000_000).toFixed(1)}亿`;
  if (count >= 10_000) return `${(count / 10_000).toFixed(1)}万`;
  return String(count);
}
