/**
 * The docs sidebar (NAV-6: the library's original structure; sidebar id `docs`).
 * Doc ids are file names under docs/ and keep the route's case (`api/view`, `api/StyleSheet`).
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars: SidebarsConfig = {
  docs: [
    {
      type: 'category',
      label: 'Getting Started',
      collapsed: false,
      items: [
        'installation',
        'configure',
        'running',
        'hmr',
        'devtools',
        'testing',
        'publish',
        'upgrade',
        'troubleshooting',
      ],
    },
    {
      type: 'category',
      label: 'Docs',
      collapsed: false,
      items: ['why-react-figma', 'API', 'architecture', 'ecosystem', 'limitations', 'roadmap'],
    },
    {
      type: 'category',
      label: 'API',
      collapsed: false,
      items: [
        'api/render',
        'styling',
        'colors',
        'local-styles',
        'data-fetching',
        {
          type: 'category',
          label: 'UI Primitives',
          items: ['api/view', 'api/text', 'api/image', 'api/StyleSheet', 'api/Platform'],
        },
        {
          type: 'category',
          label: 'Figma components',
          items: [
            'api/shared-props',
            'api/page',
            'api/frame',
            'api/component',
            'api/component-set',
            'api/svg',
            'api/ellipse',
            'api/group',
            'api/line',
            'api/rectangle',
            'api/star',
            'api/vector',
            'api/slice',
          ],
        },
        {
          type: 'category',
          label: 'React Native compatibility',
          items: ['api/Dimensions', 'api/Easing', 'api/useWindowDimensions', 'api/StatusBar'],
        },
      ],
    },
  ],
};

// Docusaurus 2 reads this file with require() and has no `.default` interop: a default export would be
// misread as a sidebar called "default".
module.exports = sidebars;
