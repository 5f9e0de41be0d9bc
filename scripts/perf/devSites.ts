/**
 * What `npm run bench:dev` (./devBench.ts) opens and edits on each site. The stock site has a guide and a
 * blog post only: no API page, props table or drawing example.
 */
import type {Page} from 'playwright-core';
import type {EditCase} from './devReport';

/** One kind of edit: which file changes, the page open meanwhile, and how the page shows the change. */
export interface EditPlan {
  /** The edited file, relative to the site's folder. */
  file: string;
  /** The route open in the browser during the edits. */
  route: string;
  /** What the page shows before edit `i` (passed to `visible`); empty when the edit adds its own marker. */
  state(page: Page): Promise<string>;
  /** The file's text for edit `i` (0-based), from its original text. */
  change(original: string, i: number): string;
  /** Resolves once the page shows edit `i`; rejects after `timeoutMs`. */
  visible(page: Page, i: number, before: string, timeoutMs: number): Promise<void>;
}

export interface DevSitePlan {
  label: string;
  dir: string;
  /** The doc whose answer and `<h1>` time the starts. */
  docRoute: string;
  /** A page with a Result figure: the cold start is timed until its first figure has loaded too. */
  figureRoute?: string;
  edits: Partial<Record<EditCase, EditPlan>>;
}

/** A word no page contains, so the appended paragraph is found only once it arrived. */
const marker = (i: number) => `Devbench paragraph ${i} zq${i}x.`;

/** Appends a paragraph to a Markdown file and waits for its text in the page. */
function appendParagraph(file: string, route: string): EditPlan {
  return {
    file,
    route,
    state: async () => '',
    change: (original, i) => `${original.trimEnd()}\n\n${marker(i)}\n`,
    visible: (page, i, _before, timeoutMs) =>
      page.getByText(marker(i)).first().waitFor({state: 'visible', timeout: timeoutMs}),
  };
}

/** The star page's rating example: `<Rating value={4} />` becomes each of these in turn. */
const RATINGS = [2, 3, 1, 5, 0];
const RATING = '<Rating value={4} />';
/** A Result figure's picture on a page. */
export const FIGURE = 'main figure img';
/** A Star prop whose description only Star's own table shows (src/data/propDescriptions.ts). */
const POINT_COUNT = 'Number of points of the star; Figma’s own default applies when omitted.';

export const OURS_DEV: Omit<DevSitePlan, 'dir'> = {
  label: 'React Figma',
  docRoute: '/docs/installation',
  figureRoute: '/docs/api/star',
  edits: {
    guide: appendParagraph('docs/installation.mdx', '/docs/installation'),
    api: appendParagraph('docs/api/frame.mdx', '/docs/api/frame'),
    props: {
      file: 'src/data/propDescriptions.ts',
      route: '/docs/api/star',
      state: async () => '',
      change(original, i) {
        if (!original.includes(POINT_COUNT))
          throw new Error(`propDescriptions.ts no longer has “${POINT_COUNT}”`);
        return original.replace(POINT_COUNT, `Number of star points, devbench ${i} zq${i}y.`);
      },
      visible: (page, i, _before, timeoutMs) =>
        page.getByText(`devbench ${i} zq${i}y`).first().waitFor({state: 'visible', timeout: timeoutMs}),
    },
    blog: appendParagraph('blog/2020-10-29-using-figma-variants.md', '/blog/2020/10/29/using-figma-variants'),
    example: {
      file: 'docs/api/star.mdx',
      route: '/docs/api/star',
      // In view: the figure's image loads lazily, and the new one must load to count as shown.
      async state(page) {
        const img = page.locator(FIGURE).first();
        await img.scrollIntoViewIfNeeded();
        return (await img.getAttribute('src')) ?? '';
      },
      change(original, i) {
        if (!original.includes(RATING)) throw new Error(`docs/api/star.mdx no longer has ${RATING}`);
        return original.replace(RATING, `<Rating value={${RATINGS[i % RATINGS.length]}} />`);
      },
      // The new picture is on screen: another file in the figure's <img>, loaded.
      visible: (page, _i, before, timeoutMs) =>
        page
          .waitForFunction(
            ([selector, old]) => {
              const img = document.querySelector<HTMLImageElement>(selector);
              return !!img && img.getAttribute('src') !== old && img.complete && img.naturalWidth > 0;
            },
            [FIGURE, before] as const,
            {timeout: timeoutMs, polling: 50},
          )
          .then(() => undefined),
    },
  },
};

export const STOCK_DEV: Omit<DevSitePlan, 'dir'> = {
  label: 'stock',
  docRoute: '/docs/intro',
  edits: {
    guide: appendParagraph('docs/intro.md', '/docs/intro'),
    blog: appendParagraph('blog/2021-08-01-mdx-blog-post.mdx', '/blog/mdx-blog-post'),
  },
};
