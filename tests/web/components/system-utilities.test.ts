/**
 * The portal's utilities (`bg`, `p`, `w`…) read their token values without copies
 * (src/components/ui/portal-base-config.ts): each must write every value it accepts, and values it
 * does not know, exactly as Chakra's own utilities do in a system built from the same theme.
 */
import { createSystem, defaultBaseConfig, type SystemStyleObject } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { portalBaseConfig } from '@/components/ui/portal-base-config';
import { portalSystem } from '@/components/ui/system';
import { portalConfig, themeConfig } from '@/components/ui/theme-config';

const chakraUtilities = defaultBaseConfig.utilities ?? {};

/** The same system as the portal's, with Chakra's utilities as Chakra defines them. */
const chakraSystem = createSystem(
  { ...portalBaseConfig, utilities: chakraUtilities },
  themeConfig,
  portalConfig,
);

/** The values a utility of Chakra's accepts, as Chakra's own system works them out. */
function valuesOf(property: string): string[] {
  const { values } = chakraUtilities[property] ?? {};
  const categories = (category: string) => chakraSystem.tokens.getCategoryValues(category);
  if (typeof values === 'string') return Object.keys(categories(values) ?? {});
  if (typeof values === 'function') return Object.keys(values(categories));
  if (Array.isArray(values)) return values;
  return Object.keys(values ?? {});
}

/** Values no token names: a length, a colour, a keyword, a reference and a negative. */
const untokenedValues = ['13px', '#046af3', 'auto', 'inherit', '{spacing.4}', '-2', '-px'];

describe("the portal's utilities", () => {
  it("are Chakra's, with the same shorthands and transforms", () => {
    const ours = portalBaseConfig.utilities ?? {};
    expect(Object.keys(ours)).toEqual(Object.keys(chakraUtilities));
    for (const [property, config] of Object.entries(chakraUtilities)) {
      const own = ours[property];
      expect(own?.transform, property).toBe(config.transform);
      expect(own?.shorthand, property).toEqual(config.shorthand);
      expect(own?.property, property).toBe(config.property);
    }
    expect(portalSystem.utility.keys().sort()).toEqual(chakraSystem.utility.keys().sort());
  });

  it('write every value they accept as Chakra writes it', () => {
    let compared = 0;
    const differences: string[] = [];
    for (const property of Object.keys(chakraUtilities)) {
      for (const value of [...valuesOf(property), ...untokenedValues]) {
        // A property chosen at run time: its values are those the loop reads from its utility.
        const style = { [property]: value } as unknown as SystemStyleObject;
        const ours = JSON.stringify(portalSystem.css(style));
        const chakras = JSON.stringify(chakraSystem.css(style));
        compared += 1;
        if (ours !== chakras) differences.push(`${property}=${value}: ${ours} ≠ ${chakras}`);
      }
    }
    // Every colour of every colour utility, the spacing scale of paddings and margins…
    expect(compared).toBeGreaterThan(10_000);
    expect(differences).toEqual([]);
  });

  it('share one copy of the colours between the colour utilities', () => {
    const tokens = (category: string) => portalSystem.tokens.getCategoryValues(category);
    const background = portalBaseConfig.utilities?.background?.values;
    const color = portalBaseConfig.utilities?.color?.values;
    if (typeof background !== 'function' || typeof color !== 'function') {
      throw new Error('the colour utilities take their values from a function');
    }
    expect(background(tokens)).toBe(color(tokens));
    expect(background(tokens)).toHaveProperty('red.500', 'var(--portal-colors-red-500)');
  });
});
