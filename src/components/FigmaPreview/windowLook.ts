/** A plugin window's look and document head, for the Result figure's still and the playground (PLAY-16). */
import type {CSSProperties} from 'react';

/** Inline styles: the still of a figure needs no rule in every page's stylesheet. Fonts: PERF-15. */
export const WINDOW_LOOK: Record<'frame' | 'title' | 'body', CSSProperties> = {
  frame: {
    maxWidth: '100%',
    overflowX: 'auto',
    justifySelf: 'start',
    borderRadius: '0.5rem',
    boxShadow: '0 2px 14px rgb(0 0 0 / 15%), 0 0 0 1px rgb(0 0 0 / 10%)',
    background: '#fff',
  },
  title: {
    padding: '0.375rem 0.75rem',
    fontSize: '0.875rem',
    fontWeight: 600,
    lineHeight: '1.5rem',
    color: '#000',
    borderBottom: '1px solid #e6e6e6',
  },
  body: {display: 'block', boxSizing: 'content-box', border: 0},
};

/** The window's policy: no network; inline styles, data:/blob: images, scripts `scriptSource` allows. */
const windowCsp = (scriptSource: string): string =>
  `default-src 'none'; style-src 'unsafe-inline'; img-src data: blob:; script-src ${scriptSource}; ` +
  `form-action 'none'; base-uri 'none'`;

/** The head of a window's document: the policy and a white page, as Figma's window without `themeColors`. */
export const windowHead = (scriptSource: string): string =>
  `<!doctype html><html><head><meta charset="utf-8">` +
  `<meta http-equiv="Content-Security-Policy" content="${windowCsp(scriptSource)}">` +
  `<style>html{background:#fff;color:#000;color-scheme:light}</style></head>`;
