/**
 * Toasts are read by everyone the portal tells something (保存成功, 已认领…): each kind's white text on
 * its ground reaches WCAG AA (4.5:1), and the description is not faded below it.
 */
import { describe, expect, it } from 'vitest';
import { portalSystem } from '@/components/ui/system';

/** WCAG 2.1 relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((value) =>
    value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

/** A value at `path` of the merged toast recipe, as the system holds it. */
function recipeValue(...path: string[]): unknown {
  const recipe: unknown = portalSystem.getSlotRecipe('toast');
  return path.reduce<unknown>((value, key) => Reflect.get(Object(value), key), recipe);
}

describe('toasts', () => {
  it.each(['success', 'warning', 'error'])('a %s toast has white text at AA contrast', (type) => {
    const background = recipeValue('base', 'root', `&[data-type=${type}]`, 'bg');
    expect(typeof background).toBe('string');
    const hex: unknown = portalSystem.token(`colors.${String(background)}`);
    if (typeof hex !== 'string') throw new Error(`no colour token for ${String(background)}`);
    expect(hex).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrastWithWhite(hex)).toBeGreaterThanOrEqual(4.5);
  });

  it('shows the description at full strength', () => {
    expect(recipeValue('base', 'description', 'opacity')).toBe(1);
  });
});
