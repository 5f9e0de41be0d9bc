/** Remark plugin (MDX 1): each `<PropsTable>`, `<SharedPropsTable>` gets its generated data (README.md). */
import visit from 'unist-util-visit';
import fs from 'node:fs';
import {lookupComponent} from '../../plugins/react-figma-api/client/knownComponent';
import {SHARED_DATA_FILE, componentDataFile} from '../../plugins/react-figma-api/client/types';
import type {MdNode} from '../../plugins/markdown/mdastNode';

const PROPS_TABLE = /<PropsTable\s+component="([A-Za-z]+)"\s*\/>/g;
const SHARED_PROPS_TABLE = /<SharedPropsTable\s+group="([^"]+)"\s*\/>/g;
const SHARED_DATA = '__sharedPropsData';

export default function remarkPropsTableData(options: {generatedDir: string}) {
  return (tree: MdNode, file: {path?: string; history?: string[]}) => {
    const used = new Set<string>();
    let usesShared = false;
    visit(tree, 'jsx', (node: MdNode) => {
      if (node.value?.includes('<SharedPropsTable')) {
        node.value = node.value.replace(SHARED_PROPS_TABLE, (_match, group: string) => {
          usesShared = true;
          return `<SharedPropsTable group="${group}" data={${SHARED_DATA}} />`;
        });
      }
      if (node.value?.includes('<PropsTable')) {
        node.value = node.value.replace(PROPS_TABLE, (_match, name: string) => {
          const known = new Map(
            fs
              .readdirSync(options.generatedDir)
              .map((f) => /^props-(.+)\.json$/.exec(f)?.[1])
              .filter((n): n is string => Boolean(n))
              .map((n) => [n, n]),
          );
          lookupComponent(known, name, file.path ?? file.history?.[0]);
          used.add(name);
          return `<PropsTable component="${name}" data={__propsTableData_${name}} />`;
        });
      }
    });
    if (usesShared) {
      tree.children?.unshift({
        type: 'import',
        value: `import ${SHARED_DATA} from '@generated/react-figma-api/default/${SHARED_DATA_FILE}';`,
      });
    }
    tree.children?.unshift(
      ...[...used].map((name) => ({
        type: 'import',
        value: `import __propsTableData_${name} from '@generated/react-figma-api/default/${componentDataFile(name)}';`,
      })),
    );
  };
}
