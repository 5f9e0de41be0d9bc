/** Reads every react-figma component and its props from the typings alone. */
import {findComponentExports} from './components';
import {TypePrinter} from './printType';
import {ControlDeriver} from './control';
import {checkerProps, type RawProp} from './props';
import type {ComponentApi, StyleKeyModel} from './client/types';
import {readStyleKeys} from './styleKeys';
import {createProgram} from './typings';
import type {Paths} from './paths';

/** One component as read from the typings, before the hand-kept data of src/data/ is merged in. */
export type RawComponent = Omit<ComponentApi, 'props' | 'shared' | 'ignored'> & {
  props: RawProp[];
  members: string[];
};

/** What the typings give: the components and the style keys. */
export interface RawTypings {
  components: RawComponent[];
  styleKeys: StyleKeyModel[];
}

/** Reads every react-figma component. @throws Error when index.d.ts cannot be read or has no component. */
export function readComponents(paths: Paths): RawComponent[] {
  return readTypings(paths).components;
}

/** Reads the components and style keys in one program. @throws Error as readComponents and readStyleKeys. */
export function readTypings(paths: Paths): RawTypings {
  const program = createProgram(paths);
  const checker = program.getTypeChecker();
  const printer = new TypePrinter(checker, paths);
  const controls = new ControlDeriver(checker, paths.reactFigmaDir);
  const components = findComponentExports(program, paths);
  if (components.length === 0)
    throw new Error('[react-figma-api] found no components in react-figma/index.d.ts');
  const read = components.map((component) => ({component, ...checkerProps(checker, component, printer)}));
  // Controls only once every component is read: resolving types earlier changes the checker's property order.
  const raw = read.map(({component, props, members, symbols}) => {
    const propsType =
      members.length > 1 ? members.join(' | ') : (component.propsTypeNode?.getText() ?? members[0]);
    return {
      name: component.name,
      propsType,
      members,
      props: props.map((p) => ({...p, control: controls.controlOf(p.name, symbols.get(p.name)!)})),
    };
  });
  return {components: raw, styleKeys: readStyleKeys(program, paths, printer, controls)};
}
