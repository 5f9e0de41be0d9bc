// MDX partials imported by pages (e.g. src/pages/_home-example.mdx) render as React components.
declare module '*.mdx' {
  import type {ComponentType} from 'react';

  const MDXContent: ComponentType;
  export default MDXContent;
}
