/**
 * The build lists in index.html every chunk the start's steps need (scripts/build/preload-start-steps.ts),
 * so they are fetched together although they run one after another.
 */
import { describe, expect, it } from 'vitest';
import { startStepChunks } from '../../../scripts/build/preload-start-steps';

const chunk = (imports: string[], dynamicImports: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  isEntry,
  imports,
  dynamicImports,
});

describe('the chunks of the start steps', () => {
  it('are the entry’s dynamic imports and all they import, once each, less what the entry imports itself', () => {
    const bundle = {
      'assets/index.js': chunk(
        ['assets/runtime.js'],
        ['assets/react.js', 'assets/system.js'],
        true,
      ),
      'assets/runtime.js': chunk([]),
      'assets/react.js': chunk(['assets/runtime.js']),
      'assets/system.js': chunk(['assets/react.js', 'assets/chakra.js']),
      'assets/chakra.js': chunk(['assets/react.js']),
      'assets/admin-page.js': chunk(['assets/chakra.js']),
      'assets/index.css': { type: 'asset' },
    };
    expect(startStepChunks(bundle).sort()).toEqual([
      'assets/chakra.js',
      'assets/react.js',
      'assets/system.js',
    ]);
  });

  it('are none without an entry', () => {
    expect(startStepChunks({ 'assets/a.js': chunk([]) })).toEqual([]);
  });
});
