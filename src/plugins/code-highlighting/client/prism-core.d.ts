// prismjs ships no types for its per-file components; the core exports the Prism object (see prism.ts).
declare module 'prismjs/components/prism-core' {
  const Prism: unknown;
  export default Prism;
}
declare module 'prismjs/components/*';
