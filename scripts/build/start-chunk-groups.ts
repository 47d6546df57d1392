/**
 * How the browser build cuts its chunks: few, larger chunks instead of one per shared module. Left to
 * itself the bundler makes a chunk for every set of pages sharing some modules (about ninety files
 * for the front page); here the start is one chunk per start step (src/main.tsx imports each step when
 * the previous one has run, so the steps still run one at a time), what the front page shares with
 * other public pages beyond the start is one more (`public`), what the catalogue lists (/dataResource,
 * /dataProduct) share with other public pages beyond that another (`catalog-lists`: the lists'
 * filters and pager, the page header), so the front page does not fetch it, what only the other
 * public pages share (the news lists, the article and catalogue detail pages) a last one
 * (`public-pages`), so the catalogue lists do not fetch it, and the rest is left to the bundler (a
 * page's own code stays in its chunk).
 *
 * What every visit runs behind the first page, the spec's startup preparing the login address
 * (src/lib/auth/run-startup.ts with its state machine library), is one chunk too (`behind-start`),
 * not the five the bundler would make of it.
 *
 * The plan is read from a first build with the bundler's own chunks (`planChunks`): its chunks hold
 * only the code that is used, so a library's index importing all of it does not pull what no page
 * uses into the start. scripts/build.ts then builds again with `chunkGroups(plan)`.
 */
import path from 'node:path';

/** What the plan needs of an output chunk of the first build. */
export interface PlannedChunk {
  readonly fileName: string;
  readonly isEntry: boolean;
  readonly facadeModuleId: string | null;
  readonly moduleIds: readonly string[];
  readonly imports: readonly string[];
  readonly dynamicImports: readonly string[];
  readonly code: string;
}

/** A shared chunk this large keeps a file of its own instead of going in `public`. */
const largeLibraryBytes = 20_000;

const isLarge = (chunk: PlannedChunk | undefined) =>
  chunk !== undefined && chunk.code.length >= largeLibraryBytes;

/** A page's chunk is named after its module (`data-resource-list-page`). */
function pageChunkName(pageModule: string): string {
  return path.basename(pageModule).replace(/\.[jt]sx?$/, '');
}

/** The chunk each module goes in, by name (`start-1`, …, `public`); modules not named are left. */
export type ChunkPlan = ReadonlyMap<string, string>;

function staticChunkClosure(
  chunks: ReadonlyMap<string, PlannedChunk>,
  from: string,
  into = new Set<string>(),
): Set<string> {
  const pending = [from];
  while (pending.length > 0) {
    const fileName = pending.pop() as string;
    if (into.has(fileName)) continue;
    into.add(fileName);
    pending.push(...(chunks.get(fileName)?.imports ?? []));
  }
  return into;
}

/**
 * The plan from the first build's chunks: `start-<n>` for what step n of the entry brings that the
 * entry and the steps before it did not; for what the public pages (`publicPageModules`, absolute
 * paths) bring beyond it, `<page>-shared` when one of them needs it, else `public` when the front
 * page (`frontPageModule`, one of them) is among those that do, else `catalog-lists` when one of the
 * catalogue lists (`listPageModules`, also among them) is, else `public-pages`; what
 * `behindStartModule` (loaded by the start behind every first page) brings beyond all that,
 * `behind-start`.
 */
export function planChunks(
  output: readonly PlannedChunk[],
  entryModule: string,
  publicPageModules: readonly string[],
  frontPageModule?: string,
  behindStartModule?: string,
  listPageModules: readonly string[] = [],
): ChunkPlan {
  const chunks = new Map(output.map((chunk) => [chunk.fileName, chunk]));
  const byFacade = new Map(output.map((chunk) => [chunk.facadeModuleId, chunk]));
  const entry = output.find((chunk) => chunk.isEntry && chunk.moduleIds.includes(entryModule));
  if (entry === undefined)
    throw new Error(`The first build has no entry chunk for ${entryModule}.`);

  const plan = new Map<string, string>();
  const seen = staticChunkClosure(chunks, entry.fileName);
  entry.dynamicImports.forEach((step, index) => {
    for (const fileName of staticChunkClosure(chunks, step)) {
      if (seen.has(fileName)) continue;
      seen.add(fileName);
      for (const id of chunks.get(fileName)?.moduleIds ?? []) plan.set(id, `start-${index + 1}`);
    }
  });

  // Beyond the start, what each public page brings: what only it uses among the public pages but
  // shares with others (workspace pages) in one chunk beside the page's, what several share in
  // `public`, `catalog-lists` or `public-pages` (the first of them that one of its pages fetches
  // anyway), except a large shared chunk (the rich-text sanitiser), which stays on its own so the
  // pages that do not use it do not fetch it.
  const users = new Map<string, string[]>();
  for (const page of publicPageModules) {
    const pageChunk = byFacade.get(page);
    if (pageChunk === undefined) throw new Error(`The first build has no chunk for ${page}.`);
    for (const fileName of staticChunkClosure(chunks, pageChunk.fileName)) {
      // The page's own chunk stays as the bundler made it (the manifest names it by its module).
      if (seen.has(fileName) || fileName === pageChunk.fileName) continue;
      users.set(fileName, [...(users.get(fileName) ?? []), page]);
    }
  }
  // The bundler puts what a chunk's modules import in the same chunk, so whatever imports a large
  // library keeps out of `public` too.
  const large = new Set(
    [...users.keys()].filter(
      (fileName) => (users.get(fileName)?.length ?? 0) > 1 && isLarge(chunks.get(fileName)),
    ),
  );
  for (const [fileName, pages] of users) {
    const chunk = chunks.get(fileName);
    if (chunk === undefined) continue;
    let name: string | null;
    if (pages.length === 1) name = `${pageChunkName(pages[0] as string)}-shared`;
    else if ([...staticChunkClosure(chunks, fileName)].some((needed) => large.has(needed)))
      name = null;
    else if (frontPageModule === undefined || pages.includes(frontPageModule)) name = 'public';
    else if (pages.some((page) => listPageModules.includes(page))) name = 'catalog-lists';
    else name = 'public-pages';
    if (name !== null) for (const id of chunk.moduleIds) plan.set(id, name);
  }

  if (behindStartModule !== undefined) {
    // A shared chunk (the sign-in code imports it too) has no facade: found by what it holds.
    const behind = output.find((chunk) => chunk.moduleIds.includes(behindStartModule));
    if (behind === undefined)
      throw new Error(`The first build has no chunk for ${behindStartModule}.`);
    for (const fileName of staticChunkClosure(chunks, behind.fileName)) {
      if (seen.has(fileName) || users.has(fileName)) continue;
      for (const id of chunks.get(fileName)?.moduleIds ?? []) plan.set(id, 'behind-start');
    }
  }
  return plan;
}

/**
 * Rolldown's `output.codeSplitting.groups` for the plan: the start's steps first, in order, then
 * `public`, `catalog-lists` and `public-pages`, then the pages.
 */
export function chunkGroups(
  plan: ChunkPlan,
): { name: string; test: (id: string) => boolean; priority: number }[] {
  const names = [...new Set(plan.values())].sort((a, b) => rank(a) - rank(b));
  return names.map((name, index) => ({
    name,
    test: (id: string) => plan.get(id) === name,
    priority: names.length - index,
  }));
}

function rank(name: string): number {
  const step = /^start-(\d+)$/.exec(name)?.[1];
  if (step !== undefined) return Number(step);
  const shared = ['public', 'catalog-lists', 'public-pages', 'behind-start'].indexOf(name);
  return shared === -1 ? 2_000 : 1_000 + shared;
}

/**
 * The entry module, the public pages' modules, the front page's (`/home`), the catalogue lists'
 * (`/dataResource`, `/dataProduct`) and the one the start loads behind every first page, as the
 * bundler names them (absolute paths).
 */
export function plannedModules(
  root: string,
  publicRoutePages: Readonly<Record<string, string>>,
): {
  entryModule: string;
  publicPageModules: string[];
  frontPageModule: string | undefined;
  listPageModules: string[];
  behindStartModule: string;
} {
  const frontPage = publicRoutePages['/home'];
  return {
    entryModule: path.join(root, 'src/main.tsx'),
    behindStartModule: path.join(root, 'src/lib/auth/run-startup.ts'),
    publicPageModules: Object.values(publicRoutePages).map((page) => path.join(root, page)),
    frontPageModule: frontPage === undefined ? undefined : path.join(root, frontPage),
    listPageModules: ['/dataResource', '/dataProduct'].flatMap((route) => {
      const page = publicRoutePages[route];
      return page === undefined ? [] : [path.join(root, page)];
    }),
  };
}
