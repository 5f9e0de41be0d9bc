/**
 * The panel's controls (INSP-2): for each kind of the `Control` union (src/plugins/react-figma-api/client/
 * control.ts, with the rule that picks one), its input. A new kind: its entry in INPUTS (tsc demands one).
 */
import React from 'react';
import type {Control} from '../../../plugins/react-figma-api/client/control';
import type {JsxProp} from './jsxSource';
import type {Literal} from './writeBack';
import styles from './styles.module.css';

export type {Control};

/** What a control needs: its id and name (its label), the control, the prop as written, and its actions. */
export interface ControlProps {
  id: string;
  name: string;
  control: Control;
  prop: JsxProp | undefined;
  set: (v: Literal) => void;
  reset: () => void;
  jump: () => void;
}

/** An input's props: those of ControlProps, its own kind of control, and the literal written (if any). */
type InputProps<K extends Control['kind']> = Omit<ControlProps, 'control'> & {
  control: Extract<Control, {kind: K}>;
  value: Literal | undefined;
};

/** A text for `#rgb`/`#rrggbb` that `<input type="color">` takes, else black. */
function hexOf(value: Literal | undefined): string {
  const v = typeof value === 'string' ? value.trim() : '';
  if (/^#[0-9a-f]{6}$/i.test(v)) return v.toLowerCase();
  if (/^#[0-9a-f]{3}$/i.test(v)) return `#${[...v.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  return '#000000';
}

/**
 * A value the panel does not edit: a button that takes the reader to the code, named after the prop and its
 * visible text, so "click edit in code" in voice control finds it (axe's label-content-name-mismatch).
 */
function InCode({id, name, jump, children}: Pick<ControlProps, 'id' | 'name' | 'jump'> & {children: string}) {
  return (
    <button
      type="button"
      id={id}
      className={`button button--outline button--secondary button--sm ${styles.inCode}`}
      aria-label={`${name}: ${children}`}
      onClick={jump}
    >
      {children}
    </button>
  );
}

/** Each kind's input; the mapped type makes a kind without an input a type error. */
export const INPUTS: {[K in Control['kind']]: (props: InputProps<K>) => JSX.Element} = {
  select: ({id, control, value, set, reset}) => (
    <select
      id={id}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => (e.target.value ? set(e.target.value) : reset())}
    >
      <option value="">(not set)</option>
      {control.options.map((o) => (
        <option key={o} value={o}>
          {o}
        </option>
      ))}
    </select>
  ),
  number: ({id, value, set, reset}) => (
    <input
      id={id}
      type="number"
      inputMode="decimal"
      value={typeof value === 'number' ? value : ''}
      onKeyDown={(e) => {
        // Shift with an arrow steps by 10 px, as in Figma's own fields.
        if (!e.shiftKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
        e.preventDefault();
        set((typeof value === 'number' ? value : 0) + (e.key === 'ArrowUp' ? 10 : -10));
      }}
      onChange={(e) => {
        if (e.target.value === '') return reset();
        const n = Number(e.target.value);
        if (Number.isFinite(n)) set(n);
      }}
    />
  ),
  checkbox: ({id, value, set}) => (
    <input id={id} type="checkbox" checked={value === true} onChange={(e) => set(e.target.checked)} />
  ),
  color: ({id, name, value, set, reset}) => (
    <span className={styles.color}>
      <input id={id} type="color" value={hexOf(value)} onChange={(e) => set(e.target.value)} />
      <input
        type="text"
        aria-label={`${name} as text`}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => (e.target.value ? set(e.target.value) : reset())}
      />
    </span>
  ),
  text: ({id, value, set, reset}) => (
    <input
      id={id}
      type="text"
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => (e.target.value ? set(e.target.value) : reset())}
    />
  ),
  // Why no control edits it (`a function`, `a list`) stands beside the button.
  code: ({id, name, control, prop, jump}) => (
    <span className={styles.why}>
      <InCode id={id} name={name} jump={jump}>
        {prop ? 'set in code' : 'edit in code'}
      </InCode>{' '}
      {control.why}
    </span>
  ),
};

/** The input of `control`; a value written as an expression is "set in code", whatever the kind. */
export function ControlInput(props: ControlProps): JSX.Element {
  const {id, name, prop, jump, control} = props;
  if (prop && prop.value.kind === 'expression') {
    return (
      <InCode id={id} name={name} jump={jump}>
        set in code
      </InCode>
    );
  }
  const Input = INPUTS[control.kind] as (p: InputProps<Control['kind']>) => JSX.Element;
  return <Input {...props} value={prop && prop.value.kind !== 'expression' ? prop.value.value : undefined} />;
}
