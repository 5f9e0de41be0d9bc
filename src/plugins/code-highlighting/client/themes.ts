/** The light and dark code palettes, each token colour at least 4.5:1 on its backgrounds (../README.md). */
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
