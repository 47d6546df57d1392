/**
 * The build computes Chakra's global styles when first read rather than while building the system
 * (scripts/build/chakra-global-styles-on-demand.ts), and refuses to build when Chakra's code differs.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { globalStylesOnDemand } from '../../../scripts/build/chakra-global-styles-on-demand';

const chakraEntry = createRequire(import.meta.url).resolve('@chakra-ui/react');
const systemModule = path.join(
  chakraEntry.slice(0, chakraEntry.lastIndexOf(`${path.sep}dist${path.sep}`)),
  'dist/esm/styled-system/system.js',
);

describe('Chakra’s global styles on demand', () => {
  it('turns the installed createSystem’s eager styles into a getter computed once', () => {
    const rewritten = globalStylesOnDemand(readFileSync(systemModule, 'utf8'));
    expect(rewritten).not.toContain('const _global =');
    expect(rewritten).toContain(
      'get _global() {\n      return (globalStyles ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);',
    );
  });

  it('computes the styles on the first read only, and the same ones after', async () => {
    const module = globalStylesOnDemand(
      'export function createSystem() {\n' +
        '  let calls = 0;\n' +
        '  const getPreflightCss = () => { calls += 1; return "p"; };\n' +
        '  const getGlobalCss = () => "g";\n' +
        '  const getTokenCss = () => "t";\n' +
        '  const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];\n' +
        '  return {\n' +
        '    _global,\n' +
        '    calls: () => calls,\n' +
        '  };\n' +
        '}\n',
    );
    const { createSystem } = (await import(
      `data:text/javascript,${encodeURIComponent(module)}`
    )) as { createSystem: () => { _global: string[]; calls: () => number } };
    const system = createSystem();
    expect(system.calls()).toBe(0);
    expect(system._global).toEqual(['p', 'g', 't']);
    expect(system._global).toBe(system._global);
    expect(system.calls()).toBe(1);
  });

  it('fails the build when Chakra’s code is not the expected one', () => {
    expect(() => globalStylesOnDemand('export function createSystem() {}')).toThrow(
      /createSystem 与预期不同/,
    );
  });
});
