/**
 * What a reader uses in 0.31.0 instead of each name an older react-figma release had (the rows of
 * docs/upgrade.mdx, scripts/lib/removedNames.ts). `uses` names the 0.31.0 exports, props or style keys the
 * text points to; tests/claims/upgrade.test.ts checks them against 0.31.0's typings.
 */

/** A name's replacement: names of 0.31.0 (keyed as in react-figma-releases.json) and a Markdown cell. */
export interface Replacement {
  uses: readonly string[];
  text: string;
}

const onMainComponent = (key: string): Replacement => ({
  uses: [`Component.style.${key}`],
  text: `\`${key}\` in the main component's \`style\` ([Component](/docs/api/component#instance))`,
});

export const removedNameReplacements: Record<string, Replacement> = {
  'react-figma:subscribeOnMessages': {
    uses: ['react-figma/rpc:setupMainThread'],
    text: '`setupMainThread()` from `react-figma/rpc` in the main thread, which listens to the UI thread itself',
  },
  'react-figma:uiWorker': {
    uses: ['react-figma:render'],
    text: 'Nothing: your app now runs in the UI thread, drawn by `render` ([Architecture](/docs/architecture))',
  },
  'react-figma:useFetch': {
    uses: [],
    text: 'Nothing: `fetch`, or `useFetch` from `react-fetch-hook`, in the UI thread ([Data fetching](/docs/data-fetching))',
  },
  ...Object.fromEntries(
    ['blendMode', 'opacity', 'shadowColor', 'shadowOffset', 'shadowOpacity', 'shadowRadius'].map((key) => [
      `Instance.style.${key}`,
      onMainComponent(key),
    ]),
  ),
};
