/**
 * The one check that a `<PropsTable component="X" />` names a react-figma component. Used where a name meets
 * the data: the plugin when it reads the docs (../anchors.ts, which fails the build first, naming the MDX file),
 * the remark plugin when it compiles a page, and `<PropsTable>` when it renders. No Node APIs: the component
 * imports this into the browser bundle.
 */

/**
 * Looks `component` up among the known components.
 * @param known the components by name (an object is searched by own keys only, so `toString` is unknown).
 * @param where the file that names the component (an MDX path relative to the site), when known.
 * @returns the value stored for the component.
 * @throws Error `<where>: <PropsTable component="X" />: "X" is not a react-figma component. Known components: …`
 */
export function lookupComponent<T>(
  known: Readonly<Record<string, T>> | ReadonlyMap<string, T>,
  component: string,
  where?: string,
): T {
  const names = known instanceof Map ? [...known.keys()] : Object.keys(known);
  const found =
    known instanceof Map
      ? known.get(component)
      : Object.prototype.hasOwnProperty.call(known, component)
        ? (known as Readonly<Record<string, T>>)[component]
        : undefined;
  if (found === undefined) {
    throw new Error(
      `[react-figma-api] ${where ? `${where}: ` : ''}<PropsTable component="${component}" />: "${component}" is ` +
        `not a react-figma component. Known components: ${names.sort().join(', ')}.`,
    );
  }
  return found;
}
