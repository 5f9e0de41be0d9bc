/** The playground's CodeMirror 6 editor (PLAY-3), on demand, coloured by Prism's classes; Tab not bound. */
import {EditorState} from '@codemirror/state';
import {
  EditorView,
  drawSelection,
  highlightActiveLine,
  hoverTooltip,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import {defaultKeymap, history, historyKeymap} from '@codemirror/commands';
import {HighlightStyle, bracketMatching, indentOnInput, syntaxHighlighting} from '@codemirror/language';
import {javascript} from '@codemirror/lang-javascript';
import {tags as t} from '@lezer/highlight';
import {autocompletion, type Completion} from '@codemirror/autocomplete';
import {setDiagnostics as lintDiagnostics, type Diagnostic} from '@codemirror/lint';
import React from 'react';
import ReactDOM from 'react-dom';
import type {EditorHint} from '../../plugins/playground/client/hints';
import {HintRow, hintRow} from './HintRow';

/** Lezer highlight tags → the Prism token classes the site's code palettes colour. */
const prismClasses = HighlightStyle.define([
  {tag: [t.comment, t.lineComment, t.blockComment], class: 'token comment'},
  {tag: [t.string, t.special(t.string), t.regexp], class: 'token string'},
  {tag: [t.number, t.bool, t.null, t.atom], class: 'token number'},
  {
    tag: [t.keyword, t.controlKeyword, t.moduleKeyword, t.operatorKeyword, t.definitionKeyword],
    class: 'token keyword',
  },
  {tag: [t.function(t.variableName), t.function(t.propertyName)], class: 'token function'},
  {tag: [t.typeName, t.className, t.namespace], class: 'token class-name'},
  {tag: [t.tagName, t.angleBracket], class: 'token tag'},
  {tag: t.attributeName, class: 'token attr-name'},
  {tag: [t.propertyName], class: 'token property'},
  {tag: [t.punctuation, t.bracket, t.separator], class: 'token punctuation'},
  {tag: [t.operator], class: 'token operator'},
]);

/** Editor chrome from Infima variables, so it follows the colour mode with no rule of its own. */
const infimaTheme = EditorView.theme({
  '&': {
    color: 'var(--prism-color, var(--ifm-font-color-base))',
    backgroundColor: 'var(--prism-background-color, var(--ifm-background-color))',
    fontSize: 'var(--ifm-code-font-size)',
    height: '100%',
  },
  '&.cm-focused': {outline: '2px solid var(--ifm-color-primary)', outlineOffset: '-2px'},
  '.cm-scroller': {fontFamily: 'var(--ifm-font-family-monospace)', lineHeight: 'var(--ifm-pre-line-height)'},
  '.cm-content': {caretColor: 'var(--ifm-font-color-base)', padding: '0.75rem 0'},
  '.cm-cursor, .cm-dropCursor': {borderLeftColor: 'var(--ifm-font-color-base)'},
  '.cm-gutters': {
    backgroundColor: 'var(--prism-background-color, var(--ifm-background-color))',
    color: 'var(--ifm-color-emphasis-700)',
    borderRight: '1px solid var(--ifm-color-emphasis-300)',
  },
  '.cm-activeLine': {backgroundColor: 'var(--ifm-color-emphasis-100)'},
  // Tooltips (completions, hovers, diagnostics) in the page's colours, so both colour modes keep their
  // contrast.
  '.cm-tooltip': {
    color: 'var(--ifm-font-color-base)',
    backgroundColor: 'var(--ifm-background-surface-color)',
    border: '1px solid var(--ifm-color-emphasis-300)',
  },
  '.cm-tooltip-autocomplete ul li[aria-selected]': {
    color: 'var(--ifm-font-color-base)',
    backgroundColor: 'var(--ifm-color-emphasis-200)',
  },
  '.cm-completionDetail': {color: 'var(--ifm-color-emphasis-800)'},
  '.cm-diagnostic-error': {borderLeftColor: 'var(--ifm-color-danger-dark)'},
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': {
    backgroundColor: 'var(--ifm-color-emphasis-300)',
  },
});

/** One completion: the name, its kind, a short detail beside it, and what its info box shows. */
interface EditorCompletion {
  label: string;
  type?: string;
  detail?: string;
  info?: EditorHint;
}

/** What the editor asks the type checker; both may answer null (nothing there, or not ready). */
export interface EditorLanguage {
  complete(text: string, pos: number): Promise<{from: number; options: EditorCompletion[]} | null>;
  hover(text: string, pos: number): Promise<{from: number; to: number; info: EditorHint} | null>;
}

/** The box of a completion's info or a hover: TypeScript's signature, then the prop's row (HintRow). */
function hintDom({signature, hint}: EditorHint): {dom: HTMLElement; destroy: () => void} {
  const dom = document.createElement('div');
  dom.className = 'playground-type-hint';
  // React 17's legacy render is synchronous: the box is filled before CodeMirror measures it.
  ReactDOM.render(
    React.createElement(
      React.Fragment,
      null,
      React.createElement('code', null, signature),
      hint && React.createElement(HintRow, {...hintRow(hint), linkText: `${hint.component} props reference`}),
    ),
    dom,
  );
  return {dom, destroy: () => ReactDOM.unmountComponentAtNode(dom)};
}

/** CodeMirror's completion of ours: the info box built when CodeMirror shows it. */
const toCompletion = ({info, ...rest}: EditorCompletion): Completion => ({
  ...rest,
  ...(info ? {info: () => hintDom(info)} : {}),
});

/** An underlined range: offsets in the text, the message shown on hover. */
export type EditorDiagnostic = Pick<Diagnostic, 'from' | 'to' | 'severity' | 'message'>;

/** A mounted editor. */
export interface MountedEditor {
  /** Underlines these ranges (the previous ones go); ranges past the text's end are clamped. */
  setDiagnostics(diagnostics: EditorDiagnostic[]): void;
  /** Replaces the whole text (a reset, another file) unless it is already that text. */
  setText(text: string): void;
  /** Replaces `from`–`to` (offsets) with `insert` in one transaction, undone by one Ctrl+Z (INSP-3). */
  apply(edit: {from: number; to: number; insert: string}): void;
  /** Puts the cursor at `pos` (an offset) and scrolls to it, leaving the focus where it is (INSP-1). */
  reveal(pos: number): void;
  focus(): void;
  destroy(): void;
}

/** Mounts an editor into `parent` with `text`, `label`, `onChange(text)`, a start `selection` (clamped). */
export function mountEditor(
  parent: HTMLElement,
  options: {
    text: string;
    label: string;
    onChange: (text: string) => void;
    selection?: {anchor: number; head: number};
    language?: EditorLanguage;
    /** The cursor's offset after each move the reader makes. */
    onCursor?: (pos: number) => void;
  },
): MountedEditor {
  const language = options.language;
  let external = false;
  let revealing = false;
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: options.text,
      selection: options.selection && {
        anchor: Math.min(options.selection.anchor, options.text.length),
        head: Math.min(options.selection.head, options.text.length),
      },
      extensions: [
        lineNumbers(),
        history(),
        drawSelection(),
        highlightActiveLine(),
        bracketMatching(),
        indentOnInput(),
        keymap.of([...defaultKeymap, ...historyKeymap]),
        javascript({jsx: true, typescript: true}),
        syntaxHighlighting(prismClasses),
        infimaTheme,
        // tabindex: axe counts the editable content as focusable only with it (scrollable-region-focusable).
        EditorView.contentAttributes.of({
          'aria-label': options.label,
          'aria-multiline': 'true',
          tabindex: '0',
        }),
        ...(language
          ? [
              autocompletion({
                override: [
                  async (context) => {
                    const word = context.matchBefore(/[\w$]*/);
                    if (!context.explicit && (!word || word.from === word.to)) return null;
                    const found = await language.complete(context.state.doc.toString(), context.pos);
                    return found && {from: found.from, options: found.options.map(toCompletion)};
                  },
                ],
              }),
              hoverTooltip(async (view, pos) => {
                const found = await language.hover(view.state.doc.toString(), pos);
                return (
                  found && {
                    pos: found.from,
                    end: found.to,
                    above: true,
                    create: () => hintDom(found.info),
                  }
                );
              }),
            ]
          : []),
        EditorView.updateListener.of((update) => {
          if (update.docChanged && !external) options.onChange(update.state.doc.toString());
          if (update.selectionSet && !external && !revealing)
            options.onCursor?.(update.state.selection.main.head);
        }),
      ],
    }),
  });
  return {
    setDiagnostics(diagnostics) {
      const length = view.state.doc.length;
      const clamped = diagnostics.map((d) => ({
        ...d,
        from: Math.min(d.from, length),
        to: Math.min(Math.max(d.to, d.from), length),
      }));
      view.dispatch(lintDiagnostics(view.state, clamped));
    },
    setText(text) {
      if (view.state.doc.toString() === text) return;
      external = true;
      view.dispatch({changes: {from: 0, to: view.state.doc.length, insert: text}});
      external = false;
    },
    apply({from, to, insert}) {
      const length = view.state.doc.length;
      view.dispatch({
        changes: {from: Math.min(from, length), to: Math.min(to, length), insert},
        userEvent: 'input',
      });
    },
    reveal(pos) {
      revealing = true;
      const at = Math.min(pos, view.state.doc.length);
      view.dispatch({selection: {anchor: at}, effects: EditorView.scrollIntoView(at, {y: 'center'})});
      revealing = false;
    },
    focus: () => view.focus(),
    destroy: () => view.destroy(),
  };
}
