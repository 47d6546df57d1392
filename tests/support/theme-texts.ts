/**
 * The files that can name what the portal's Chakra theme defines (a palette, a shade, a token): the
 * portal's own sources, without the theme's configuration (src/components/ui/theme-config.ts), which
 * defines them, and Chakra's components, without Chakra's theme, which that configuration is read
 * from. The tests of the theme's lists (tests/web/components/system-palettes.test.ts and
 * system-tokens.test.ts) read the theme as configured alongside them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

function filesUnder(directory: string, named: RegExp, skipped: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === skipped ? [] : filesUnder(path, named, skipped);
    return named.test(entry.name) ? [path] : [];
  });
}

const themeConfigFile = join('src', 'components', 'ui', 'theme-config.ts');

/** src/ (scripts, styles, pages) and index.html, without the theme's configuration. */
export function portalSourceFiles(): string[] {
  return [...filesUnder('src', /\.(tsx?|css|html)$/, ''), 'index.html'].filter(
    (file) => file !== themeConfigFile,
  );
}

/** Chakra's components as published, without its theme. */
export function chakraComponentFiles(): string[] {
  return filesUnder(join('node_modules', '@chakra-ui', 'react', 'dist', 'esm'), /\.js$/, 'theme');
}

/** The text of each of those files (the portal's sources, then Chakra's components), with its path. */
export function sourceTexts(): Array<[file: string, text: string]> {
  return [...portalSourceFiles(), ...chakraComponentFiles()].map((file) => [
    file,
    readFileSync(file, 'utf8'),
  ]);
}
