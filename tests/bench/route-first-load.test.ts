import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  filesOfIndex,
  firstLoadFiles,
  publicRoutePages,
  staticClosure,
  type Manifest,
} from '../../scripts/bench/route-first-load';

const html = `<!doctype html><html><head>
  <script type="module" crossorigin src="/assets/index-A.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/vendor-B.js">
  <link rel="stylesheet" crossorigin href="/assets/index-A.css">
  <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
</head><body><div id="root"></div></body></html>`;

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-A.js',
    imports: ['_vendor-B.js'],
    css: ['assets/index-A.css'],
  },
  '_vendor-B.js': { file: 'assets/vendor-B.js' },
  '_shared-C.js': { file: 'assets/shared-C.js', imports: ['_vendor-B.js'] },
  '_chart-D.js': { file: 'assets/chart-D.js', css: ['assets/chart-D.css'] },
  'src/features/home/pages/home-page.tsx': {
    file: 'assets/home-page-E.js',
    imports: ['index.html', '_shared-C.js', '_chart-D.js'],
  },
  'src/features/content/pages/about-page.tsx': {
    file: 'assets/about-page-F.js',
    imports: ['index.html', '_shared-C.js'],
  },
};

describe('first load of a route', () => {
  it('reads the module script, modulepreloads and stylesheets of index.html, not its icon', () => {
    expect(filesOfIndex(html)).toEqual({
      js: ['assets/index-A.js', 'assets/vendor-B.js'],
      css: ['assets/index-A.css'],
    });
  });

  it('follows static imports through the manifest, each chunk once, with their css', () => {
    expect(staticClosure(manifest, 'src/features/home/pages/home-page.tsx')).toEqual({
      js: [
        'assets/home-page-E.js',
        'assets/index-A.js',
        'assets/vendor-B.js',
        'assets/shared-C.js',
        'assets/chart-D.js',
      ],
      css: ['assets/index-A.css', 'assets/chart-D.css'],
    });
  });

  it('adds the page closure to index.html’s own files without counting a file twice', () => {
    const about = firstLoadFiles(manifest, html, 'src/features/content/pages/about-page.tsx');
    expect(about.js).toEqual([
      'assets/index-A.js',
      'assets/vendor-B.js',
      'assets/about-page-F.js',
      'assets/shared-C.js',
    ]);
    expect(about.css).toEqual(['assets/index-A.css']);
  });

  it('leaves dynamic imports out', () => {
    const withDynamic: Manifest = {
      ...manifest,
      'src/features/content/pages/about-page.tsx': {
        file: 'assets/about-page-F.js',
        imports: ['index.html'],
        dynamicImports: ['_chart-D.js'],
      } as Manifest[string],
    };
    const about = firstLoadFiles(withDynamic, html, 'src/features/content/pages/about-page.tsx');
    expect(about.js).not.toContain('assets/chart-D.js');
  });

  it('names the missing module when the manifest has no chunk for it', () => {
    expect(() => staticClosure(manifest, 'src/missing-page.tsx')).toThrow(/src\/missing-page\.tsx/);
  });

  it('covers the twelve public routes', () => {
    expect(Object.keys(publicRoutePages)).toEqual([
      '/home',
      '/dataResource',
      '/dataResource/detail',
      '/dataProduct',
      '/dataProduct/detail',
      '/dynamics',
      '/dynamics/detail',
      '/policy',
      '/about',
      '/richTextCenter',
      '/applylist',
      '/search',
    ]);
  });

  it('names page modules that exist', () => {
    for (const pageModule of Object.values(publicRoutePages)) {
      expect(existsSync(pageModule), pageModule).toBe(true);
    }
  });
});
