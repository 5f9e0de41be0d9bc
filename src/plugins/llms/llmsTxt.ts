/** `/llms.txt` and `/llms-full.txt` in the llmstxt.org layout, a section per sidebar group plus the blog. */
import type {PageGroup, SitePage} from '../common/sitePages';
import {absoluteUrl, twinPath} from './client/paths';

/** The one-paragraph summary under the title, in our words (facts: the react-figma 0.31.0 package). */
const SUMMARY =
  'React Figma is a React renderer for Figma: a Figma plugin written with React components (Page, Frame, View, ' +
  'Text, Rectangle and more) draws them as layers in the open Figma document, lays them out with Yoga flexbox ' +
  'and React Native-style `style` props, and updates the layers when the components re-render. It runs inside ' +
  'a Figma plugin, with React in the UI iframe and the Figma API calls on the main thread.';

/** Link text and descriptions must stay on one list line. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The contents of llms.txt (`siteUrl` ends in `/`; `posts` newest first). */
export function llmsTxt(options: {
  title: string;
  siteUrl: string;
  groups: PageGroup[];
  posts: SitePage[];
}): string {
  const {title, siteUrl, groups, posts} = options;
  const link = (page: SitePage) => {
    const url = absoluteUrl(twinPath(page.permalink), siteUrl, '/');
    const description = page.description ? `: ${oneLine(page.description)}` : '';
    return `- [${oneLine(page.title).replace(/[[\]]/g, '\\$&')}](${url})${description}`;
  };
  const sections = [...groups, ...(posts.length > 0 ? [{label: 'Blog', pages: posts}] : [])];
  return [
    `# ${title}`,
    '',
    `> ${SUMMARY}`,
    '',
    'Every link below is the Markdown version of a page of this site; the HTML page is the same address without ' +
      `\`.md\`. All docs and API pages in one file: ${absoluteUrl('/llms-full.txt', siteUrl, '/')}`,
    ...sections.flatMap((section) => ['', `## ${section.label}`, '', ...section.pages.map(link)]),
    '',
  ].join('\n');
}

/** The contents of llms-full.txt: title, summary, then every doc's twin body in sidebar order. */
export function llmsFullTxt(options: {
  title: string;
  siteUrl: string;
  groups: PageGroup[];
  bodies: ReadonlyMap<string, string>;
}): string {
  const {title, siteUrl, groups, bodies} = options;
  const parts = [`# ${title}\n\n> ${SUMMARY}\n`];
  for (const page of groups.flatMap((g) => g.pages)) {
    const body = bodies.get(page.permalink);
    if (body === undefined) throw new Error(`[llms] no Markdown twin for ${page.permalink} (${page.file})`);
    parts.push(`---\n\nSource: ${absoluteUrl(page.permalink, siteUrl, '/')}\n\n${body}`);
  }
  return parts.join('\n');
}
