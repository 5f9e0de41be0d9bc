/** The docs and blog posts the llms and social-cards plugins publish, from the plugins' loaded content. */
import path from 'node:path';

export interface SitePage {
  kind: 'doc' | 'post';
  /** Route, e.g. `/docs/api/frame`. */
  permalink: string;
  title: string;
  description: string;
  /** Absolute path of the Markdown/MDX source. */
  source: string;
  /** Source path relative to the site, for messages (`docs/api/frame.mdx`). */
  file: string;
  /** Sidebar categories from the top, e.g. `['API', 'Figma components']`; `['Blog']` for posts. */
  section: string[];
  /** A post's date, `YYYY-MM-DD`. */
  date?: string;
  /** A post's author names. */
  authors?: string[];
}

/** Pages under one heading of llms.txt, in sidebar order. */
export interface PageGroup {
  /** `API`, `API: Figma components`, `Blog`. */
  label: string;
  pages: SitePage[];
}

interface LoadedPlugin {
  name: string;
  content?: unknown;
}

interface DocMeta {
  id: string;
  title: string;
  description: string;
  source: string;
  permalink: string;
}

interface SidebarItem {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItem[];
}

interface BlogPost {
  metadata: {
    permalink: string;
    source: string;
    title: string;
    description: string;
    date: string | Date;
    authors?: {name?: string}[];
  };
}

function fail(what: string): never {
  throw new Error(
    `[llms] ${what}: Docusaurus changed the shape of its loaded content; update src/plugins/common/sitePages.ts.`,
  );
}

/** `@site/docs/x.mdx` → absolute path. */
function resolveSource(siteDir: string, source: string): string {
  return source.startsWith('@site/') ? path.join(siteDir, source.slice('@site/'.length)) : source;
}

/** What a doc and a post have alike: route, title, description and where the source is. */
function pageOf(
  siteDir: string,
  kind: SitePage['kind'],
  meta: {permalink: string; title: string; description: string; source: string},
  section: string[],
): SitePage {
  const source = resolveSource(siteDir, meta.source);
  const {permalink, title, description} = meta;
  return {kind, permalink, title, description, source, file: path.relative(siteDir, source), section};
}

function docPage(siteDir: string, doc: DocMeta, section: string[]): SitePage {
  return pageOf(siteDir, 'doc', doc, section);
}

/** Docs grouped as the sidebar groups them (`API: UI Primitives`); unlisted ones last, under "More docs". */
export function docGroups(siteDir: string, plugins: readonly LoadedPlugin[]): PageGroup[] {
  const docsPlugin = plugins.find((p) => p.name === 'docusaurus-plugin-content-docs');
  const versions = (
    docsPlugin?.content as {loadedVersions?: {docs: DocMeta[]; sidebars: Record<string, SidebarItem[]>}[]}
  )?.loadedVersions;
  if (!versions?.[0]?.docs || !versions[0].sidebars)
    fail('no loadedVersions[0].docs/sidebars in the docs plugin content');
  const {docs, sidebars} = versions[0];
  const byId = new Map(docs.map((d) => [d.id, d]));
  const groups: PageGroup[] = [];
  const placed = new Set<string>();
  const walk = (items: SidebarItem[], trail: string[]) => {
    let current: PageGroup | undefined;
    for (const item of items) {
      if (item.type === 'category') {
        current = undefined;
        walk(item.items ?? [], [...trail, item.label ?? '']);
      } else if (item.type === 'doc' || item.type === 'ref') {
        const doc = item.id ? byId.get(item.id) : undefined;
        if (!doc) fail(`sidebar item "${item.id}" names no loaded doc`);
        if (placed.has(doc.id)) continue;
        placed.add(doc.id);
        if (!current) {
          current = {label: trail.join(': ') || 'Docs', pages: []};
          groups.push(current);
        }
        current.pages.push(docPage(siteDir, doc, trail));
      }
    }
  };
  for (const items of Object.values(sidebars)) walk(items, []);
  const rest = docs.filter((d) => !placed.has(d.id));
  if (rest.length > 0) groups.push({label: 'More docs', pages: rest.map((d) => docPage(siteDir, d, []))});
  return groups;
}

/** Blog posts, newest first (the blog's own order). */
export function blogPosts(siteDir: string, plugins: readonly LoadedPlugin[]): SitePage[] {
  const blogPlugin = plugins.find((p) => p.name === 'docusaurus-plugin-content-blog');
  if (!blogPlugin) return [];
  const posts = (blogPlugin.content as {blogPosts?: BlogPost[]})?.blogPosts;
  if (!Array.isArray(posts)) fail('no blogPosts in the blog plugin content');
  return posts.map(({metadata}) => ({
    ...pageOf(siteDir, 'post', metadata, ['Blog']),
    date: new Date(metadata.date).toISOString().slice(0, 10),
    authors: (metadata.authors ?? []).map((a) => a.name).filter((n): n is string => Boolean(n)),
  }));
}
