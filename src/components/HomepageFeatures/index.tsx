/** The home page's feature cards, icons as inline SVG in `currentColor` so they follow the colour mode. */
import React from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

type Feature = {
  title: string;
  /** Where the card's link goes (a doc route). */
  to: string;
  /** The link's text: names where it goes, because "Learn more" three times tells a screen-reader or search
   * engine nothing (Lighthouse SEO `link-text`). */
  linkText: string;
  icon: JSX.Element;
  description: JSX.Element;
};

const FEATURES: Feature[] = [
  {
    title: 'UI primitives you know',
    to: '/docs/api/view',
    linkText: 'Read the View reference',
    icon: (
      <svg viewBox="0 0 48 48" aria-hidden="true">
        <rect x="6" y="8" width="36" height="32" rx="4" fill="none" stroke="currentColor" strokeWidth="3" />
        <rect x="12" y="15" width="14" height="4" rx="2" fill="currentColor" />
        <rect x="12" y="24" width="24" height="10" rx="2" fill="none" stroke="currentColor" strokeWidth="3" />
      </svg>
    ),
    description: (
      <>
        Write <code>View</code>, <code>Text</code>, <code>Image</code> and <code>StyleSheet</code> the way
        React Native, react-native-web and react-sketchapp code does, and share components across platforms.
      </>
    ),
  },
  {
    title: 'Flexbox layout with Yoga',
    to: '/docs/styling',
    linkText: 'Read the styling guide',
    icon: (
      <svg viewBox="0 0 48 48" aria-hidden="true">
        <rect x="6" y="6" width="36" height="36" rx="3" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M6 20h36M20 20v22" stroke="currentColor" strokeWidth="3" />
      </svg>
    ),
    description: (
      <>
        Position layers with <code>flexDirection</code>, <code>justifyContent</code>, padding and margins
        instead of absolute coordinates. Yoga computes the layout; Figma auto layout is there when you want
        it.
      </>
    ),
  },
  {
    title: 'Real React, updated in place',
    to: '/docs/architecture',
    linkText: 'See how it works',
    icon: (
      <svg viewBox="0 0 48 48" aria-hidden="true">
        <g fill="none" stroke="currentColor" strokeWidth="3">
          <ellipse cx="24" cy="24" rx="19" ry="7.5" />
          <ellipse cx="24" cy="24" rx="19" ry="7.5" transform="rotate(60 24 24)" />
          <ellipse cx="24" cy="24" rx="19" ry="7.5" transform="rotate(120 24 24)" />
        </g>
        <circle cx="24" cy="24" r="3.5" fill="currentColor" />
      </svg>
    ),
    description: (
      <>
        State, hooks and context work as usual. Re-running a plugin hydrates the layers it drew before instead
        of duplicating them, which also makes hot module replacement possible.
      </>
    ),
  },
];

function FeatureCard({title, to, linkText, icon, description}: Feature): JSX.Element {
  return (
    <div className={styles.card}>
      <div className={styles.icon}>{icon}</div>
      <h3 className={styles.title}>{title}</h3>
      <p className={styles.description}>{description}</p>
      <Link to={to} className={styles.more}>
        {linkText}
      </Link>
    </div>
  );
}

/** The three feature cards under the hero. No props. */
export default function HomepageFeatures(): JSX.Element {
  return (
    <section className={styles.features} aria-labelledby="features-heading">
      <h2 id="features-heading" className="visually-hidden">
        Features
      </h2>
      <div className="container">
        <div className={styles.grid}>
          {FEATURES.map((feature) => (
            <FeatureCard key={feature.title} {...feature} />
          ))}
        </div>
      </div>
    </section>
  );
}
