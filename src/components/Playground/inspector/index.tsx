/**
 * The inspector (INSP-1 to INSP-4), one chunk the playground loads when the reader opens it or selects a
 * layer: the Layers tree and the properties panel of the selected layer.
 */
import React, {useEffect, useMemo, useState} from 'react';
import styleKeys from '@generated/playground/default/style-keys.json';
import {outlineOrder, type Layer, type LayerSpot} from '../../../figma-runner/protocol/messages';
import type {PropHints} from '../../../plugins/playground/client/hints';
import {loadPropHints} from '../propHints';
import LayerTree from './LayerTree';
import Properties from './Properties';
import {elementAtOrigin} from './jsxSource';
import type {StyleKey} from '../../../plugins/playground/client/styleKeys';
import {applyEdit, type TextEdit} from './writeBack';
import styles from './styles.module.css';

export {layerAt, layerForCursor} from './select';
export {elementAtOrigin} from './jsxSource';

export interface InspectorProps {
  layers: Layer[];
  spots: LayerSpot[];
  selected: number | null;
  onSelect: (index: number) => void;
  files: Record<string, string>;
  /** Writes an edit of `file`, as one undoable change of the editor; `after` is the file's text with it. */
  onEdit: (file: string, edit: TextEdit, after: string) => void;
  /** Shows `file` with the cursor at `pos`. */
  onJump: (file: string, pos: number) => void;
}

export default function Inspector({
  layers,
  spots,
  selected,
  onSelect,
  files,
  onEdit,
  onJump,
}: InspectorProps): JSX.Element {
  const [hints, setHints] = useState<PropHints | null>(null);
  useEffect(() => {
    let live = true;
    void loadPropHints().then((h) => live && setHints(h));
    return () => {
      live = false;
    };
  }, []);
  const names = useMemo(() => outlineOrder(layers).map((l) => l[1]), [layers]);
  const spot = selected === null ? undefined : spots[selected];
  const origin = spot?.origin;
  const text = origin ? (files[origin.file] ?? '') : '';
  const element = origin ? elementAtOrigin(text, origin) : undefined;
  return (
    <div className={styles.inspector}>
      <LayerTree layers={layers} selected={selected} onSelect={onSelect} />
      {selected !== null && spot && (
        <Properties
          layerName={names[selected] ?? ''}
          element={element}
          file={origin?.file ?? ''}
          text={text}
          hints={hints}
          styleKeys={styleKeys as StyleKey[]}
          onEdit={(edit) => origin && onEdit(origin.file, edit, applyEdit(text, edit))}
          onJump={(pos) => origin && onJump(origin.file, pos)}
        />
      )}
    </div>
  );
}
