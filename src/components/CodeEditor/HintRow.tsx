/**
 * A prop's row as the playground shows it (CodeMirror's hover and completion box, the textarea's list, the
 * inspector's panel): type, default, description and notes, and a link to the row.
 */
import React from 'react';
import {defaultText, typeText, type Inline, type PropHint} from '../../plugins/playground/client/hints';

/** Inline content of a table cell: text, code, strong and links, as src/components/PropsTable prints it. */
function Inlines({items}: {items: readonly Inline[]}): JSX.Element {
  return (
    <>
      {items.map((item, i) =>
        item.kind === 'text' ? (
          item.text
        ) : item.kind === 'code' ? (
          <code key={i}>{item.text}</code>
        ) : item.kind === 'strong' ? (
          <strong key={i}>
            <Inlines items={item.children} />
          </strong>
        ) : (
          <a key={i} href={item.href}>
            <Inlines items={item.children} />
          </a>
        ),
      )}
    </>
  );
}

/** What a row shows; `hintRow(hint)` gives a prop's, a style key supplies its own. */
export interface HintRowProps {
  type: string;
  /** The Default cell's text (hints.ts `defaultText`); absent shows "none". */
  defaultText?: string;
  description: readonly Inline[];
  notes?: readonly (readonly Inline[])[];
  href?: string;
  /** The link's text, e.g. `Frame props reference`; no link without it. */
  linkText?: string;
}

/** A prop hint's row. */
export const hintRow = (hint: PropHint): HintRowProps => ({
  type: typeText(hint),
  defaultText: defaultText(hint),
  description: hint.description,
  notes: hint.notes,
  href: hint.href,
});

/** The row: description and notes, then `Type: … Default: ….`, then the link. */
export function HintRow({
  type,
  defaultText: byDefault,
  description,
  notes = [],
  href,
  linkText,
}: HintRowProps) {
  return (
    <>
      {description.length > 0 && (
        <p>
          <Inlines items={description} />
        </p>
      )}
      {notes.map((note, i) => (
        <p key={i}>
          <Inlines items={note} />
        </p>
      ))}
      <p>
        Type: <code>{type}</code>. Default: {byDefault ? <code>{byDefault}</code> : 'none'}.
      </p>
      {href && linkText && <a href={href}>{linkText}</a>}
    </>
  );
}
