/**
 * How the build cuts its chunks (scripts/build/start-chunk-groups.ts), on a first build made up here:
 * the start's steps, what public pages share, and what the start loads behind every first page in
 * one chunk of its own rather than in as many as the bundler made of it.
 */
import { describe, expect, it } from 'vitest';
import { planChunks, type PlannedChunk } from '../../scripts/build/start-chunk-groups';

function chunk(
  fileName: string,
  moduleIds: string[],
  more: Partial<PlannedChunk> = {},
): PlannedChunk {
  return {
    fileName,
    isEntry: false,
    facadeModuleId: moduleIds[0] ?? null,
    moduleIds,
    imports: [],
    dynamicImports: [],
    code: '',
    ...more,
  };
}

const firstBuild: PlannedChunk[] = [
  chunk('index.js', ['/src/main.tsx'], { isEntry: true, dynamicImports: ['react.js'] }),
  chunk('react.js', ['/react-dom'], { dynamicImports: ['run-startup.js', 'home.js', 'list.js'] }),
  // The bundler's pieces of the startup run: its own module, its machine and the library.
  chunk('run-startup.js', ['/src/run-startup.ts'], {
    facadeModuleId: null,
    imports: ['machine.js', 'xstate.js'],
  }),
  chunk('machine.js', ['/machines/startup.ts'], { imports: ['xstate.js'] }),
  chunk('xstate.js', ['/xstate/index.js', '/xstate/raise.js']),
  chunk('home.js', ['/src/home-page.tsx'], { imports: ['shared.js'] }),
  chunk('list.js', ['/src/list-page.tsx'], { imports: ['shared.js', 'pager.js'] }),
  chunk('shared.js', ['/src/page-band.tsx']),
  chunk('pager.js', ['/src/pager.tsx']),
];

describe('the chunk plan', () => {
  const plan = planChunks(
    firstBuild,
    '/src/main.tsx',
    ['/src/home-page.tsx', '/src/list-page.tsx'],
    '/src/home-page.tsx',
    '/src/run-startup.ts',
  );

  it('puts each start step in its own chunk and what public pages share beside it', () => {
    expect(plan.get('/react-dom')).toBe('start-1');
    expect(plan.get('/src/page-band.tsx')).toBe('public');
    expect(plan.get('/src/pager.tsx')).toBe('list-page-shared');
  });

  it('puts what the start loads behind the first page in one chunk', () => {
    for (const id of [
      '/src/run-startup.ts',
      '/machines/startup.ts',
      '/xstate/index.js',
      '/xstate/raise.js',
    ])
      expect(plan.get(id)).toBe('behind-start');
  });

  it('leaves out of it what a public page needs', () => {
    const sharedWithPage = planChunks(
      [
        ...firstBuild.filter((item) => item.fileName !== 'list.js'),
        chunk('list.js', ['/src/list-page.tsx'], { imports: ['shared.js', 'xstate.js'] }),
      ],
      '/src/main.tsx',
      ['/src/home-page.tsx', '/src/list-page.tsx'],
      '/src/home-page.tsx',
      '/src/run-startup.ts',
    );
    expect(sharedWithPage.get('/xstate/index.js')).toBe('list-page-shared');
    expect(sharedWithPage.get('/src/run-startup.ts')).toBe('behind-start');
  });
});
