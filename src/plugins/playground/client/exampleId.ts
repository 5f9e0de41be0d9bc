/** The playground's id of a drawing example, shared by src/plugins/playground and the figures' Edit links. */

/** The home page's drawing example, an MDX partial src/pages/index.tsx renders (PLAY-15). */
export const HOME_EXAMPLE_FILE = 'src/pages/_home-example.mdx';

/** An example id's page part (`docs/api/frame.mdx` → `api-frame`, `blog/x.md` → `blog-x`, `home`). */
export function pageSlug(file: string): string | undefined {
  if (file.split('\\').join('/') === HOME_EXAMPLE_FILE) return 'home';
  const match = /^(docs\/|blog\/)(.+)\.mdx?$/.exec(file.split('\\').join('/'));
  if (!match) return undefined;
  const rest = match[1] === 'blog/' ? `blog/${match[2]}` : match[2];
  return rest
    .replace(/\/index$/, '')
    .split('/')
    .join('-');
}

/** `<page-slug>-<n>`: a page's n-th (1-based) Result figure. @throws Error for other files or a bad `n`. */
export function exampleId(file: string, n: number): string {
  const slug = pageSlug(file);
  if (!slug)
    throw new Error(
      `[playground] ${file} is not a doc, a blog post or the home example; it has no playground examples.`,
    );
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`[playground] example number ${n} is not a positive integer.`);
  return `${slug}-${n}`;
}

/** What an example id may look like: letters, digits and `-`. Checked before a lookup. */
export const EXAMPLE_ID = /^[A-Za-z0-9][A-Za-z0-9-]{0,150}$/;

/** The example opened without `?example=` or after an unknown one: the first on the Frame page. */
export const DEFAULT_EXAMPLE_ID = 'api-frame-1';
