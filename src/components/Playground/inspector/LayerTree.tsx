/**
 * The Layers outline as a tree the keyboard walks (INSP-1): one treeitem a layer, the selected one marked;
 * focus follows the arrow keys and selects. Props: `layers`, `selected` (outline index), `onSelect(index)`.
 */
import React, {useEffect, useMemo, useRef} from 'react';
import {rotationText, type Layer} from '../../../figma-runner/protocol/messages';
import styles from './styles.module.css';

interface Row {
  layer: Layer;
  index: number;
  parent: number | null;
  depth: number;
  children: Row[];
}

/** The outline's rows with their depth-first index, the index the engine's spots use. */
function rowsOf(layers: Layer[]): {top: Row[]; all: Row[]} {
  const all: Row[] = [];
  const build = (ls: Layer[], parent: number | null, depth: number): Row[] =>
    ls.map((layer) => {
      const row: Row = {layer, index: all.length, parent, depth, children: []};
      all.push(row);
      row.children = build(layer[6] ?? [], row.index, depth + 1);
      return row;
    });
  return {top: build(layers, null, 1), all};
}

export default function LayerTree({
  layers,
  selected,
  onSelect,
}: {
  layers: Layer[];
  selected: number | null;
  onSelect: (index: number) => void;
}): JSX.Element {
  const {top, all} = useMemo(() => rowsOf(layers), [layers]);
  const items = useRef<(HTMLLIElement | null)[]>([]);
  const focusAfterKey = useRef(false);
  const current = selected !== null && selected < all.length ? selected : 0;

  useEffect(() => {
    if (!focusAfterKey.current) return;
    focusAfterKey.current = false;
    items.current[current]?.focus();
  }, [current]);

  const onKeyDown = (event: React.KeyboardEvent, row: Row) => {
    const go = (i: number | null | undefined) => {
      if (i === null || i === undefined || i < 0 || i >= all.length) return;
      event.preventDefault();
      focusAfterKey.current = true;
      onSelect(i);
    };
    switch (event.key) {
      case 'ArrowDown':
        return go(row.index + 1);
      case 'ArrowUp':
        return go(row.index - 1);
      case 'ArrowRight':
        return go(row.children[0]?.index);
      case 'ArrowLeft':
        return go(row.parent);
      case 'Home':
        return go(0);
      case 'End':
        return go(all.length - 1);
      case 'Enter':
      case ' ':
        event.preventDefault();
        return onSelect(row.index);
      default:
    }
  };

  const render = (rows: Row[]): JSX.Element[] =>
    rows.map((row) => {
      const [type, name, x, y, w, h, , rotation] = row.layer;
      return (
        <li
          key={row.index}
          ref={(el) => {
            items.current[row.index] = el;
          }}
          role="treeitem"
          aria-level={row.depth}
          aria-selected={row.index === selected}
          aria-expanded={row.children.length ? true : undefined}
          tabIndex={row.index === current ? 0 : -1}
          className={row.index === selected ? styles.selectedItem : undefined}
          onClick={(event) => {
            event.stopPropagation();
            onSelect(row.index);
          }}
          onKeyDown={(event) => {
            event.stopPropagation();
            onKeyDown(event, row);
          }}
        >
          <span className={styles.itemLine}>
            <code>{type}</code>
            {` ${name} · x ${x}, y ${y}, ${w}×${h}${rotationText(rotation)}`}
          </span>
          {row.children.length > 0 && <ul role="group">{render(row.children)}</ul>}
        </li>
      );
    });

  return (
    <ul role="tree" aria-label="Layers" className={styles.tree}>
      {render(top)}
    </ul>
  );
}
