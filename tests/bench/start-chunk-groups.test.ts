/**
 * How the build cuts its chunks (scripts/build/start-chunk-groups.ts), on a first build made up here:
 * the start's steps; what public pages share, so that the front page fetches only what it shares
 * with others, and the catalogue lists only what they draw (not the news pages' code); and what the
 * start loads behind every first page in one chunk of its own rather than in as many as the bundler
 * made of it.
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

const pages = {
  home: '/src/home-page.tsx',
  resources: '/src/resource-list-page.tsx',
  products: '/src/product-list-page.tsx',
  news: '/src/news-list-page.tsx',
  article: '/src/article-page.tsx',
};

const firstBuild: PlannedChunk[] = [
  chunk('index.js', ['/src/main.tsx'], { isEntry: true, dynamicImports: ['react.js'] }),
  chunk('react.js', ['/react-dom'], {
    dynamicImports: [
      'run-startup.js',
      'home.js',
      'resources.js',
      'products.js',
      'news.js',
      'article.js',
    ],
  }),
  // The bundler's pieces of the startup run: its own module, its machine and the library.
  chunk('run-startup.js', ['/src/run-startup.ts'], {
    facadeModuleId: null,
    imports: ['machine.js', 'xstate.js'],
  }),
  chunk('machine.js', ['/machines/startup.ts'], { imports: ['xstate.js'] }),
  chunk('xstate.js', ['/xstate/index.js', '/xstate/raise.js']),
  chunk('home.js', [pages.home], { imports: ['band.js'] }),
  chunk('resources.js', [pages.resources], { imports: ['band.js', 'pager.js', 'catalogue.js'] }),
  chunk('products.js', [pages.products], {
    imports: ['band.js', 'pager.js', 'catalogue.js', 'product-icon.js'],
  }),
  chunk('news.js', [pages.news], { imports: ['band.js', 'pager.js', 'articles.js'] }),
  chunk('article.js', [pages.article], { imports: ['band.js', 'articles.js'] }),
  chunk('band.js', ['/src/page-band.tsx']),
  chunk('pager.js', ['/src/pager.tsx']),
  chunk('catalogue.js', ['/src/catalogue-card.tsx', '/src/facet-filter.tsx']),
  chunk('product-icon.js', ['/lucide/box.js']),
  chunk('articles.js', ['/src/article-list.tsx', '/src/filter-bar.tsx']),
];

const plan = (output = firstBuild) =>
  planChunks(output, '/src/main.tsx', Object.values(pages), pages.home, '/src/run-startup.ts', [
    pages.resources,
    pages.products,
  ]);

/** The shared chunks a page's modules need beyond its own, by name. */
function fetchedGroups(page: string, built: ReadonlyMap<string, string>): string[] {
  const byFile = new Map(firstBuild.map((item) => [item.fileName, item]));
  const own = firstBuild.find((item) => item.facadeModuleId === page);
  const names = new Set<string>();
  for (const fileName of own?.imports ?? [])
    for (const id of byFile.get(fileName)?.moduleIds ?? []) names.add(built.get(id) ?? '?');
  return [...names].sort();
}

describe('the chunk plan', () => {
  const built = plan();

  it('puts each start step in its own chunk and what public pages share beside it', () => {
    expect(built.get('/react-dom')).toBe('start-1');
    expect(built.get('/src/page-band.tsx')).toBe('public');
    expect(built.get('/lucide/box.js')).toBe('product-list-page-shared');
  });

  it('gives the catalogue lists what they share with other pages in one chunk, the front page none of it', () => {
    expect(built.get('/src/pager.tsx')).toBe('catalog-lists');
    expect(built.get('/src/catalogue-card.tsx')).toBe('catalog-lists');
    expect(built.get('/src/facet-filter.tsx')).toBe('catalog-lists');
    expect(fetchedGroups(pages.home, built)).toEqual(['public']);
    expect(fetchedGroups(pages.resources, built)).toEqual(['catalog-lists', 'public']);
    expect(fetchedGroups(pages.products, built)).toEqual([
      'catalog-lists',
      'product-list-page-shared',
      'public',
    ]);
  });

  it('leaves what only the other public pages share out of the catalogue lists’ chunk', () => {
    expect(built.get('/src/article-list.tsx')).toBe('public-pages');
    expect(built.get('/src/filter-bar.tsx')).toBe('public-pages');
    expect(fetchedGroups(pages.news, built)).toEqual(['catalog-lists', 'public', 'public-pages']);
    expect(fetchedGroups(pages.article, built)).toEqual(['public', 'public-pages']);
  });

  it('without catalogue lists named, puts all the other pages share in one chunk', () => {
    const withoutLists = planChunks(
      firstBuild,
      '/src/main.tsx',
      Object.values(pages),
      pages.home,
      '/src/run-startup.ts',
    );
    for (const id of ['/src/pager.tsx', '/src/catalogue-card.tsx', '/src/article-list.tsx'])
      expect(withoutLists.get(id)).toBe('public-pages');
  });

  it('puts what the start loads behind the first page in one chunk', () => {
    for (const id of [
      '/src/run-startup.ts',
      '/machines/startup.ts',
      '/xstate/index.js',
      '/xstate/raise.js',
    ])
      expect(built.get(id)).toBe('behind-start');
  });

  it('leaves out of it what a public page needs', () => {
    const sharedWithPage = plan([
      ...firstBuild.filter((item) => item.fileName !== 'article.js'),
      chunk('article.js', [pages.article], { imports: ['band.js', 'articles.js', 'xstate.js'] }),
    ]);
    expect(sharedWithPage.get('/xstate/index.js')).toBe('article-page-shared');
    expect(sharedWithPage.get('/src/run-startup.ts')).toBe('behind-start');
  });
});
