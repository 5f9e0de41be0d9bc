/** The playground (`/playground`, PLAY-1…PLAY-9): its frame is server HTML; the editor loads after. */
import React, {useEffect, useState} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import {useLocation} from '@docusaurus/router';
import engineUrl from '@preview-engine';
import {ALLOWED_PACKAGES} from '../figma-runner/project/imports';
import styles from './playground.module.css';

type PlaygroundComponent = typeof import('../components/Playground').default;

function LoadPlayground(): JSX.Element {
  const location = useLocation();
  const [Playground, setPlayground] = useState<PlaygroundComponent | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    import(/* webpackChunkName: "playground" */ '../components/Playground').then(
      (m) => setPlayground(() => m.default),
      () => setFailed(true),
    );
  }, []);
  if (failed) {
    return (
      <div className="alert alert--danger" role="alert">
        The playground could not load. Check your connection and reload the page.
      </div>
    );
  }
  if (!Playground) return <p>Loading the playground…</p>;
  return <Playground search={location.search} hash={location.hash} />;
}

export default function PlaygroundPage(): JSX.Element {
  return (
    <Layout
      title="Playground"
      description="Edit any example of the React Figma docs and watch react-figma draw it again, in your browser."
    >
      <Head>
        {/* PLAY-12: the engine (the largest download of the first picture) starts loading with the page's
            own scripts instead of after the editor's chunk and the sandbox have started; low priority, so it
            does not hold them up. The runner's fetch() is served from this preload (same URL, CORS mode). */}
        <link rel="preload" href={engineUrl} as="fetch" crossOrigin="anonymous" {...{fetchpriority: 'low'}} />
      </Head>
      <main className="container container--fluid margin-vert--lg">
        <h1>Playground</h1>
        <p>
          Edit the code and react-figma draws it again as you type, in your browser: nothing is sent anywhere.
          You can import{' '}
          {ALLOWED_PACKAGES.map((name, i) => (
            <React.Fragment key={name}>
              <code>{name}</code>
              {i < ALLOWED_PACKAGES.length - 1 ? ', ' : ' and '}
            </React.Fragment>
          ))}
          the example&apos;s own files. The <code>src/code.tsx</code> tab is the plugin&apos;s main thread,
          where <code>figma</code> is and React is not, with globals of its own (the UI cannot see what it
          sets, nor it the UI&apos;s): it imports <code>react-figma/rpc</code> and the example&apos;s own
          files. The UI has a document, as Figma&apos;s plugin window does: when the main thread calls{' '}
          <code>figma.showUI</code> without <code>visible: false</code>, the window appears next to the
          picture, and its clicks and typing reach your code. The UI may also import <code>react-dom</code>,
          which the download cannot include yet. Once you start editing, types are checked as the
          starter&apos;s build checks them (its <code>tsconfig.json</code>, react-figma&apos;s typings); the
          drawing is made in a stand-in for Figma, so text metrics and fonts are approximate. The code runs in
          a sandbox with no network: a shared link cannot reach your data. Click a layer in the picture, or
          press Inspect, to see the element that drew it and change its props with controls that write the
          code for you.
        </p>
        <details className="margin-bottom--md">
          <summary>Open a downloaded example in Figma</summary>
          <ol>
            <li>Unzip the file: it holds one folder with the zip&apos;s name.</li>
            <li>
              In the Figma desktop app, open a design file, choose{' '}
              <strong>Plugins › Development › Import plugin from manifest…</strong> and pick the folder&apos;s{' '}
              <code>manifest.json</code>.
            </li>
            <li>
              Run it from <strong>Plugins › Development</strong>. To rebuild it from its sources, see{' '}
              <Link to="/docs/running#run-an-example-downloaded-from-this-site">Running</Link>.
            </li>
          </ol>
          <img
            src="/img/running-import-plugin.svg"
            width={640}
            height={250}
            loading="lazy"
            alt="Simplified Figma menu: Plugins, then Development, then Import plugin from manifest…, highlighted in turn."
          />
        </details>
        <div className={styles.slot}>
          <LoadPlayground />
        </div>
      </main>
    </Layout>
  );
}
