/**
 * The site's routes (ROUTE-1, ROUTE-2, ROUTE-4), with the title each must show, read from the content
 * sources (doc and post front matter) rather than from the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';

export interface SpecRoute {
  path: string;
  /** Expected <h1> text. */
  heading: string;
  /** Expected document.title (site title appended with the pipe delimiter, THEME-3). */
  title: string;
  kind: 'home' | 'blog-list' | 'blog-post' | 'doc' | 'api' | 'playground' | 'not-found';
}

const SITE_TITLE = 'React Figma';

function docRoutes(dir: string, prefix: string, kind: 'doc' | 'api'): SpecRoute[] {
  return fs
    .readdirSync(path.join(SITE_ROOT, dir))
    .filter((f) => /\.mdx?$/.test(f))
    .map((file) => {
      const {data} = matter(fs.readFileSync(path.join(SITE_ROOT, dir, file), 'utf8'));
      const id = data.id ?? file.replace(/\.mdx?$/, '');
      return {path: `${prefix}/${id}`, heading: data.title, title: `${data.title} | ${SITE_TITLE}`, kind};
    });
}

/** The four blog posts: /blog/YYYY/MM/DD/slug from the file name `YYYY-MM-DD-slug.md`. */
export function blogPostRoutes(): SpecRoute[] {
  return fs
    .readdirSync(path.join(SITE_ROOT, 'blog'))
    .filter((f) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(f))
    .map((file) => {
      const [, y, m, d, slug] = /^(\d{4})-(\d{2})-(\d{2})-(.+)\.mdx?$/.exec(file)!;
      const {data} = matter(fs.readFileSync(path.join(SITE_ROOT, 'blog', file), 'utf8'));
      return {
        path: `/blog/${y}/${m}/${d}/${slug}`,
        heading: data.title,
        title: `${data.title} | ${SITE_TITLE}`,
        kind: 'blog-post' as const,
      };
    });
}

/**
 * The doc ids ROUTE-1 of REQUIREMENTS.md lists: each guide as `id`, each API page as `api/id`.
 * @throws Error when ROUTE-1 no longer has its two lists.
 */
export function route1DocIds(): Set<string> {
  const text = fs.readFileSync(path.join(SITE_ROOT, 'REQUIREMENTS.md'), 'utf8');
  const rule = /^- \*\*ROUTE-1\*\*[\s\S]*?(?=^- \*\*)/m.exec(text)?.[0] ?? '';
  const names = (under: string) => {
    const list = new RegExp(`under \`${under}\` \\(([^)]*)\\)`).exec(rule)?.[1];
    if (!list) throw new Error(`REQUIREMENTS.md ROUTE-1 has no list of the pages under ${under}`);
    return [...list.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
  };
  return new Set([...names('/docs/'), ...names('/docs/api/').map((id) => `api/${id}`)]);
}

export const DOC_ROUTES = docRoutes('docs', '/docs', 'doc');
export const API_ROUTES = docRoutes('docs/api', '/docs/api', 'api');

export const SPEC_ROUTES: SpecRoute[] = [
  {path: '/', heading: SITE_TITLE, title: `A React renderer for Figma | ${SITE_TITLE}`, kind: 'home'},
  {path: '/blog', heading: 'Blog', title: `Blog | ${SITE_TITLE}`, kind: 'blog-list'},
  ...blogPostRoutes(),
  ...DOC_ROUTES,
  ...API_ROUTES,
  // PLAY-1: the playground, a page of its own.
  {path: '/playground', heading: 'Playground', title: `Playground | ${SITE_TITLE}`, kind: 'playground'},
  {
    path: '/this-page-does-not-exist',
    heading: 'Page Not Found',
    title: `Page Not Found | ${SITE_TITLE}`,
    kind: 'not-found',
  },
];
