/** A Prism with no grammars: <Highlight> then yields plain lines while the real Prism loads. */
import type {PrismLib} from './prism';

const plainPrism = {languages: {}} as unknown as PrismLib;

export default plainPrism;
