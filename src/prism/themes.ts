/**
 * The site's two Prism code themes (light and dark), as prism-react-renderer theme objects.
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
    {types: ['punctuation', 'operator'], style: {color: '#24292f'}},
    {types: ['string', 'char', 'attr-value', 'template-string', 'url'], style: {color: '#0a3069'}},
    {types: ['number', 'boolean', 'constant', 'property', 'variable', 'symbol', 'regex'], style: {color: '#0550ae'}},
    {types: ['keyword', 'atrule', 'selector', 'important'], style: {color: '#b3142a'}},
    {types: ['function', 'function-variable', 'class-name', 'builtin'], style: {color: '#6639ba'}},
    {types: ['tag'], style: {color: '#116329'}},
    {types: ['attr-name'], style: {color: '#8a3800'}},
    {types: ['inserted'], style: {color: '#116329'}},
    {types: ['deleted'], style: {color: '#82071e'}},
    {types: ['namespace'], style: {opacity: 0.8}},
  ],
};

export const darkCodeTheme: PrismTheme = {
  plain: {color: '#f8f8f2', backgroundColor: '#282a36'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#b0b8d8', fontStyle: 'italic'}},
    {types: ['punctuation', 'operator'], style: {color: '#f8f8f2'}},
    {types: ['string', 'char', 'attr-value', 'template-string', 'url'], style: {color: '#f1fa8c'}},
    {types: ['number', 'boolean', 'constant', 'symbol', 'regex'], style: {color: '#bd93f9'}},
    {types: ['property', 'variable', 'class-name', 'builtin'], style: {color: '#8be9fd'}},
    {types: ['keyword', 'atrule', 'selector', 'important', 'tag'], style: {color: '#ff79c6'}},
    {types: ['function', 'function-variable'], style: {color: '#50fa7b'}},
    {types: ['attr-name'], style: {color: '#ffb86c'}},
    {types: ['inserted'], style: {color: '#50fa7b'}},
    {types: ['deleted'], style: {color: '#ff9aa2'}},
    {types: ['namespace'], style: {opacity: 0.85}},
  ],
};
