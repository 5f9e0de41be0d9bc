/** The one check that `<PropsTable component="X" />` names a react-figma component; no Node APIs. */

/** Looks `component` up among `known` (own keys only). @throws Error naming `where` and the known ones. */
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
