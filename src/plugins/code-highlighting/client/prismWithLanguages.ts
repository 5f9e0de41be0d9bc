/** ./prism.ts plus `themeConfig.prism.additionalLanguages`, registered wherever Prism is loaded. */
import prismIncludeLanguages from '@theme/prism-include-languages';
import Prism from './prism';

prismIncludeLanguages(Prism as unknown as Parameters<typeof prismIncludeLanguages>[0]);

export default Prism;
