/** Home page (route `/`): hero, calls to action, feature cards and a short example. */
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';
import MDXContent from '@theme/MDXContent';
import HomepageFeatures from '../components/HomepageFeatures';
import LogoMark from '../../static/img/react-figma-logo-white.svg';
import HomeExample from './_home-example.mdx';
import styles from './index.module.css';

function Hero(): JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={clsx('hero', styles.hero)}>
      <div className={clsx('container', styles.heroInner)}>
        {/* Inline, not an SVG <img> (PERF-15). */}
        <LogoMark className={styles.heroLogo} aria-hidden="true" focusable="false" width={96} height={96} />
        <h1 className={styles.heroTitle}>{siteConfig.title}</h1>
        <p className={styles.heroTagline}>{siteConfig.tagline}</p>
        <p className={styles.heroLead}>
          Describe your designs as React components and let a Figma plugin draw them. React Figma renders into
          Figma; it does not turn Figma files into code.
        </p>
        <div className={styles.install}>
          <CodeBlock language="bash">npm install react react-figma</CodeBlock>
        </div>
        <div className={styles.actions}>
          <Link className="button button--secondary button--lg" to="/docs/installation">
            Get started
          </Link>
          <Link className={clsx('button button--outline button--lg', styles.ghostButton)} to="/docs/API">
            API reference
          </Link>
          <Link
            className={clsx('button button--outline button--lg', styles.ghostButton)}
            href="https://github.com/react-figma/react-figma"
          >
            GitHub
          </Link>
        </div>
      </div>
    </header>
  );
}

export default function Home(): JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout
      title={siteConfig.tagline}
      description="React Figma is a React renderer for Figma: your React components become the source of your designs, drawn into Figma by a plugin."
    >
      <Hero />
      <main>
        <HomepageFeatures />
        <section className={styles.example} aria-labelledby="example-heading">
          <div className="container">
            <div className="row">
              <div className="col col--5">
                <h2 id="example-heading">Components in, layers out</h2>
                <p>
                  This component draws a page named <em>Cards</em> holding a frame with a heading and a red
                  bar. Change the code and run the plugin again: the same layers are updated in place.
                </p>
                {/* `markdown` underlines the link in the sentence, as in prose (custom.css, WCAG 1.4.1). */}
                <p className="markdown">
                  Or change it right here: the <Link to="/playground">playground</Link> redraws any example of
                  these docs in your browser as you type.
                </p>
                <p>
                  <Link to="/docs/running">Run your first plugin</Link> ·{' '}
                  <Link to="/docs/styling">Styling guide</Link> · <Link to="/docs/ecosystem">Examples</Link>
                </p>
              </div>
              <div className="col col--7">
                <MDXContent>
                  <HomeExample />
                </MDXContent>
              </div>
            </div>
          </div>
        </section>
      </main>
    </Layout>
  );
}
