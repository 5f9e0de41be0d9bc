/**
 * Lets Node load components that import CSS modules: `import styles from './styles.module.css'` resolves to
 * an object whose keys are their own class names, as webpack's css-loader gives in a build.
 * Import this module for its side effect before requiring a component.
 */
require.extensions['.css'] = (module: NodeModule) => {
  module.exports = new Proxy({}, {get: (_target, key) => (key === '__esModule' ? undefined : String(key))});
};

export {};
