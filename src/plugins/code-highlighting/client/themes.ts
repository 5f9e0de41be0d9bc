/**
 * The site's two code palettes (light and dark), in prism-react-renderer's theme shape. They reach the page as
 * CSS (../css.ts via ../themeCss.ts), not as the configured Prism theme, and ./tokenClasses.ts reads them in
 * the browser to decide which classes a token's span needs.
 *
 * Token types listed are those the bundled grammars (./prism.ts) produce, each coloured in both
 * palettes (tests/unit/code-highlighting-css.test.ts); punctuation and operators keep the plain text colour. Adding a
 * grammar may mean adding its token types here.
 *
 * Why our own: the stock `github` and `dracula` themes fail WCAG AA contrast for strings, comments and
 * functions (axe `color-contrast`). Every token colour here is at least 4.5:1 against its theme's background
 * and against the highlighted-line background (the brand red at 14 % / 30 % over it, see custom.css).
 * Light: GitHub-like hues on #f6f8fa. Dark: Dracula's background and hues (the original site's theme),
 * with a lighter comment colour.
 */
import type {PrismTheme} from 'prism-react-renderer';

export const lightCodeTheme: PrismTheme = {
  plain: {color: '#24292f', backgroundColor: '#f6f8fa'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#57606a', fontStyle: 'italic'}},
    {types: ['string', 'attr-value', 'template-string'], style: {color: '#0a3069'}},
    {types: ['number', 'boolean', 'constant', 'property', 'variable', 'regex'], style: {color: '#0550ae'}},
    {types: ['keyword', 'important'], style: {color: '#b3142a'}},
    {types: ['function', 'function-variable', 'class-name', 'builtin'], style: {color: '#6639ba'}},
    {types: ['tag'], style: {color: '#116329'}},
    {types: ['attr-name'], style: {color: '#8a3800'}},
    {types: ['namespace'], style: {opacity: 0.8}},
  ],
};

export const darkCodeTheme: PrismTheme = {
  plain: {color: '#f8f8f2', backgroundColor: '#282a36'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#b0b8d8', fontStyle: 'italic'}},
    {types: ['string', 'attr-value', 'template-string'], style: {color: '#f1fa8c'}},
    {types: ['number', 'boolean', 'constant', 'regex'], style: {color: '#bd93f9'}},
    {types: ['property', 'variable', 'class-name', 'builtin'], style: {color: '#8be9fd'}},
    {types: ['keyword', 'important', 'tag'], style: {color: '#ff79c6'}},
    {types: ['function', 'function-variable'], style: {color: '#50fa7b'}},
    {types: ['attr-name'], style: {color: '#ffb86c'}},
    {types: ['namespace'], style: {opacity: 0.85}},
  ],
};
