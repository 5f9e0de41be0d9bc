/**
 * The properties panel of the selected layer (INSP-2): its element's props as the props tables give them,
 * each with the control the build derived from its type; a change writes code (INSP-3) through `onEdit`.
 */
import React from 'react';
import {typeText, type PropHint, type PropHints} from '../../../plugins/playground/client/hints';
import type {StyleKey} from '../../../plugins/playground/client/styleKeys';
import type {JsxElementInfo, JsxProp} from './jsxSource';
import {removeProp, removeStyleKey, setProp, setStyleKey, type TextEdit} from './writeBack';
import {ControlInput, type ControlProps} from './controls';
import {HintRow, hintRow, type HintRowProps} from '../../CodeEditor/HintRow';
import styles from './styles.module.css';

/** The shared props' rows live on one page; a component's own rows on its own. */
const SHARED_PAGE = '/docs/api/shared-props';

export interface PropertiesProps {
  /** The layer's name, as the outline shows it. */
  layerName: string;
  /** The element that drew it, parsed from `text`; undefined when the engine named none. */
  element: JsxElementInfo | undefined;
  file: string;
  text: string;
  hints: PropHints | null;
  styleKeys: StyleKey[];
  /** Writes one edit of `file` (offsets into `text`). */
  onEdit: (edit: TextEdit) => void;
  /** Moves the editor's cursor to an offset of `file`. */
  onJump: (pos: number) => void;
}

/** One row: the name (the control's label), the control, Reset when set, then the hint's row (HintRow). */
function Row({about, ...control}: ControlProps & {about: HintRowProps}): JSX.Element {
  const {id, name, prop, reset} = control;
  return (
    <div className={`${styles.row} ${prop ? styles.setRow : ''}`}>
      <label htmlFor={id} className={styles.name}>
        {name}
      </label>
      <ControlInput {...control} />
      {prop && prop.value.kind !== 'expression' && (
        <button
          type="button"
          className={`button button--link button--sm ${styles.reset}`}
          aria-label={`Reset ${name}`}
          onClick={reset}
        >
          Reset
        </button>
      )}
      <div className={styles.about}>
        <HintRow {...about} linkText="Reference" />
      </div>
    </div>
  );
}

export default function Properties({
  layerName,
  element,
  file,
  text,
  hints,
  styleKeys,
  onEdit,
  onJump,
}: PropertiesProps): JSX.Element {
  const label = `Properties of ${layerName}`;
  if (!element) {
    return (
      <section aria-label={label} className={styles.panel}>
        <h3 className={styles.heading}>{label}</h3>
        <p>
          No element of your code drew this layer by itself: react-figma made it (a page, or an
          instance&apos;s copy of its component&apos;s layers). Select its parent to edit it.
        </p>
      </section>
    );
  }
  const component = element.tag.split('.').pop() ?? element.tag;
  const rows = hints?.[component];
  const edit = (e: TextEdit | null) => e && onEdit(e);
  const propOf = (name: string) => element.props.find((p) => p.name === name);
  const jumpTo = (p: JsxProp | undefined) => () => onJump(p ? p.valueFrom : element.openFrom);
  const propRow = ([name, hint]: [string, PropHint]) => (
    <Row
      key={name}
      id={`inspector-prop-${name}`}
      name={name}
      control={hint.control}
      prop={propOf(name)}
      about={hintRow(hint)}
      set={(v) => edit(setProp(text, element, name, v))}
      reset={() => edit(removeProp(text, element, name))}
      jump={jumpTo(propOf(name))}
    />
  );
  const entries = Object.entries(rows ?? {}).filter(([name]) => name !== 'style' && name !== 'children');
  const own = entries.filter(([, h]) => !h.href?.startsWith(SHARED_PAGE));
  const shared = entries.filter(([, h]) => h.href?.startsWith(SHARED_PAGE));
  const styleType = rows?.style ? typeText(rows.style) : '';
  // A component takes the keys of the style interfaces its `style` type names.
  const keys = styleKeys.filter((k) => styleType.includes(k.declaredBy));
  const style = element.style;
  const keyOf = (key: string) =>
    style?.kind === 'object' ? style.keys.find((k) => k.name === key) : undefined;
  const styleRow = (k: StyleKey) => (
    <Row
      key={`${k.section}-${k.key}`}
      id={`inspector-style-${k.section}-${k.key}`}
      name={k.key}
      control={k.control}
      prop={keyOf(k.key)}
      about={{
        type: k.type,
        description: k.description ? [{kind: 'text', text: k.description}] : [],
        href: `/docs/styling#${k.section}`,
      }}
      set={(v) => edit(setStyleKey(text, element, k.key, v))}
      reset={() => edit(removeStyleKey(text, element, k.key))}
      jump={jumpTo(keyOf(k.key))}
    />
  );
  const where = `${file}:${element.line}`;
  return (
    <section aria-label={label} className={styles.panel}>
      <h3 className={styles.heading}>{label}</h3>
      <p className={styles.drawnBy}>
        Drawn by <code>{`<${element.tag}>`}</code> at{' '}
        <button type="button" className={styles.link} onClick={() => onJump(element.openFrom)}>
          {where}
        </button>
      </p>
      {element.spread && (
        <p className={styles.note}>
          This element spreads props (<code>{'{...props}'}</code>): a prop the spread sets is not shown here,
          and may override what you set.
        </p>
      )}
      {!rows ? (
        <p className={styles.note}>
          <code>{element.tag}</code> is not a react-figma component the props tables describe: edit it in
          code.
        </p>
      ) : (
        <form onSubmit={(e) => e.preventDefault()} className={styles.form}>
          {own.map(propRow)}
          {shared.length > 0 && (
            <details className={styles.group}>
              <summary>{`Shared props (${shared.length})`}</summary>
              {shared.map(propRow)}
            </details>
          )}
          {keys.length > 0 && (
            <details className={styles.group} open={style?.kind === 'object'}>
              <summary>{`Style (${keys.length} keys)`}</summary>
              {style?.kind === 'expression' ? (
                <p className={styles.note}>
                  The style is an expression, not an object written here:{' '}
                  <button type="button" className={styles.link} onClick={jumpTo(propOf('style'))}>
                    edit it in code
                  </button>
                  .
                </p>
              ) : (
                <>
                  <fieldset className={styles.keys}>
                    <legend>Yoga keys (layout)</legend>
                    {keys.filter((k) => k.group === 'yoga').map(styleRow)}
                  </fieldset>
                  <fieldset className={styles.keys}>
                    <legend>Figma keys</legend>
                    {keys.filter((k) => k.group === 'figma').map(styleRow)}
                  </fieldset>
                </>
              )}
            </details>
          )}
        </form>
      )}
    </section>
  );
}
