/**
 * A Prism with no grammars. Given to prism-react-renderer's <Highlight>, it yields each line as one plain token
 * (Highlight only tokenises when `Prism.languages[language]` exists), so a code block keeps its markup and
 * layout while the real Prism is still loading (./prismOnDemand.ts).
 *
 * In the client build this module also stands in for prism-react-renderer's vendored Prism, the default of
 * `Highlight.defaultProps.Prism` (../prismLanguages.ts), so importing prism-react-renderer does not bundle a Prism.
 */
import type {PrismLib} from './prism';

const plainPrism = {languages: {}} as unknown as PrismLib;

export default plainPrism;
