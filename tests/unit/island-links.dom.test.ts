/**
 * Links inside a static island (src/components/StaticIsland/islandLinks.ts) route as Docusaurus's `<Link>`
 * does: a plain left click on a root-relative link is pushed to the router's history; anything that opens
 * elsewhere, or a click with a modifier key, is left to the browser. Hover preloads the route's path; a link
 * scrolled into view has its route prefetched (PREFETCH-1), each link once.
 */
// Own process: jsdom's window and document become this process's globals.
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type React from 'react';
import {installJsdomGlobals} from '../helpers/jsdomGlobals';
import {
  internalPath,
  prefetchLinksInView,
  preloadIslandLink,
  routeIslandClick,
} from '../../src/components/StaticIsland/islandLinks';

const dom = installJsdomGlobals();
after(() => dom.window.close());

/** An island element holding `html`, and the first `<a>` in it. */
function island(html: string): {element: HTMLElement; anchor: HTMLAnchorElement} {
  const element = document.createElement('table');
  element.innerHTML = `<tbody><tr><td>${html}</td></tr></tbody>`;
  document.body.append(element);
  return {element, anchor: element.querySelector('a')!};
}

/** What React hands the island's onClick for a click on `target`. */
function clickEvent(element: HTMLElement, target: Element, init: Partial<MouseEvent> = {}) {
  let prevented = false;
  const event = {
    target,
    currentTarget: element,
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
    preventDefault: () => (prevented = true),
    ...init,
  } as unknown as React.MouseEvent<HTMLElement>;
  return {event, prevented: () => prevented};
}

test('internalPath: root-relative links on this origin only', () => {
  const path = (html: string) => internalPath(island(html).anchor);
  assert.equal(path('<a href="/docs/styling#flex">x</a>'), '/docs/styling#flex');
  assert.equal(path('<a href="https://www.figma.com/">x</a>'), undefined);
  assert.equal(path('<a href="//cdn.example/x">x</a>'), undefined);
  assert.equal(path('<a href="#known-limitations">x</a>'), undefined);
  assert.equal(path('<a href="/docs/x" target="_blank">x</a>'), undefined);
  assert.equal(path('<a href="/img/logo.svg" download>x</a>'), undefined);
});

test('a plain left click on an inner element of an internal link is routed, and the default prevented', () => {
  const {element} = island('<a href="/docs/installation"><code>install</code></a>');
  const pushed: string[] = [];
  const click = clickEvent(element, element.querySelector('code')!);
  routeIslandClick(click.event, {push: (p) => pushed.push(p)});
  assert.deepEqual(pushed, ['/docs/installation']);
  assert.equal(click.prevented(), true);
});

test('modifier keys, other buttons, external links and clicks outside links are left to the browser', () => {
  const {element, anchor} = island('<a href="/docs/installation">install</a> and text');
  const external = island('<a href="https://github.com/">gh</a>');
  const pushed: string[] = [];
  const history = {push: (p: string) => pushed.push(p)};
  for (const click of [
    clickEvent(element, anchor, {ctrlKey: true}),
    clickEvent(element, anchor, {metaKey: true}),
    clickEvent(element, anchor, {button: 1}),
    clickEvent(element, element.querySelector('td')!),
    clickEvent(external.element, external.anchor),
  ]) {
    routeIslandClick(click.event, history);
    assert.equal(click.prevented(), false);
  }
  assert.deepEqual(pushed, []);
});

test('hovering a link preloads its route, without the hash', () => {
  const {element, anchor} = island('<a href="/docs/styling#layout">styling</a>');
  const preloaded: string[] = [];
  (window as unknown as {docusaurus: object}).docusaurus = {preload: (p: string) => preloaded.push(p)};
  preloadIslandLink(clickEvent(element, anchor).event);
  assert.deepEqual(preloaded, ['/docs/styling']);
});

test('internal links are handed to window.docusaurus.prefetch once each comes into view; external ones are not watched', () => {
  const observed = new Set<Element>();
  let onIntersect!: (entries: Partial<IntersectionObserverEntry>[]) => void;
  class FakeIntersectionObserver {
    constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
      onIntersect = callback;
    }
    observe(element: Element) {
      observed.add(element);
    }
    unobserve(element: Element) {
      observed.delete(element);
    }
  }
  Object.assign(globalThis, {IntersectionObserver: FakeIntersectionObserver});
  const prefetched: string[] = [];
  (window as unknown as {docusaurus: object}).docusaurus = {
    prefetch: (p: string) => prefetched.push(p),
    preload: () => undefined,
  };
  const {element} = island(
    '<a href="/docs/running#build">run</a> <a href="https://www.figma.com/">figma</a> <a href="/docs/hmr">hmr</a> <a href="/docs/api/text">text</a>',
  );
  const [running, , hmr, text] = [...element.querySelectorAll('a')];
  const stop = prefetchLinksInView(element);
  assert.deepEqual([...observed], [running, hmr, text]);
  onIntersect([
    {target: running, isIntersecting: true},
    {target: hmr, isIntersecting: false},
    {target: text, isIntersecting: true},
  ]);
  // The route, without its hash; queueing them for idle time is src/plugins/idle-prefetch's job.
  assert.deepEqual(prefetched, ['/docs/running', '/docs/api/text']);
  assert.deepEqual([...observed], [hmr], 'a link seen on screen is no longer watched');
  stop();
  assert.deepEqual([...observed], []);
});

test("@docusaurus/core's client API still has prefetch and preload (what island links call)", () => {
  // That core assigns it to window.docusaurus is checked at every build by src/plugins/idle-prefetch.
  const client = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client');
  const api = fs.readFileSync(path.join(client, 'docusaurus.js'), 'utf8');
  assert.match(api, /\bprefetch\(routePath\)/);
  assert.match(api, /\bpreload\(routePath\)/);
});
