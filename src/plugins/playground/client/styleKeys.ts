/** A style key of react-figma's style interfaces, as the inspector offers it (INSP-2). */
import type {StyleKeyModel} from '../../react-figma-api/client/types';

/** The typings' key and control, and its row's sentence on the Styling page (empty when none). */
export interface StyleKey extends StyleKeyModel {
  description: string;
}
