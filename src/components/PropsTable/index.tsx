import React from 'react';

/** Placeholder until the generated props table lands (issue 3). */
export default function PropsTable({component}: {component: string}): JSX.Element {
  return <p>Props of {component} are generated from react-figma&apos;s types.</p>;
}
