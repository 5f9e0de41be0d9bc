/** social-cards: a 1200×630 PNG per doc and post, written after the HTML and cached (README.md). */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {FileCache} from '../common/fileCache';
import {blogPosts, docGroups} from '../common/sitePages';
import {cardPath} from './client/paths';

export default function socialCardsPlugin(context: LoadContext): Plugin {
  const {siteDir, siteConfig} = context;
  return {
    name: 'social-cards',
    async postBuild({outDir, plugins}) {
      const started = process.cpuUsage();
      // satori and resvg load only when the build writes cards, never with the config (`npm start` skips
      // them).
      const {loadCardAssets, writeCard} = await import('./card');
      const pages = [...docGroups(siteDir, plugins).flatMap((g) => g.pages), ...blogPosts(siteDir, plugins)];
      const assets = loadCardAssets(siteDir);
      const cache = FileCache.under(siteDir, 'social-cards');
      const host = new URL(siteConfig.url).host;
      let drawn = 0;
      for (const page of pages) {
        const section = page.kind === 'post' ? `Blog · ${page.date}` : page.section.join(' · ') || 'Docs';
        const text = {title: page.title, section, address: `${host}${page.permalink}`};
        if (await writeCard(text, assets, cache, path.join(outDir, cardPath(page.permalink)))) drawn += 1;
      }
      const {user, system} = process.cpuUsage(started);
      console.log(
        `[social-cards] ${pages.length} cards (${drawn} drawn, ${pages.length - drawn} from cache) in ` +
          `${Math.round((user + system) / 1000)} ms CPU`,
      );
    },
  };
}
