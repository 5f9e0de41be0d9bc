/**
 * Drift guards for the generated API reference (src/plugins/react-figma-api, src/data/, <PropsTable>):
 *
 * (a) every component react-figma exports has an API page that renders `<PropsTable component="X" />`;
 * (b) every component's table has exactly the props TypeScript sees on its props type, minus React's own,
 *     counted here independently of the plugin (from the `P` of `React.FC<P>`, not the plugin's reader);
 * (c) every key of src/data/ names a prop (or component) that really exists, and every prop has a group and
 *     a description;
 * (d) an unknown component name makes <PropsTable> throw, so the build fails with its name.
 *
 * Run: node --import tsx --test tests/unit/api-reference.test.ts
 */
import {test, before} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import Module from 'node:module';
import os from 'node:os';
import ts from 'typescript';
import '../helpers/cssModules';
import {loadApiData} from '../../src/plugins/react-figma-api';
import {assignAnchors, headingIds} from '../../src/plugins/react-figma-api/anchors';
import remarkPropsTableData from '../../src/remark/props-table-data';
import '../helpers/docusaurusRouterAlias';
import {groupId, type ApiData, type PropRow} from '../../src/plugins/react-figma-api/client/types';
import {GROUP_ORDER, ignoredAtRuntime, propGroups} from '../../src/data/propGroups';
import {componentPropDefaults, propDefaults} from '../../src/data/propDefaults';
import {componentPropDescriptions, propDescriptions, unionMemberNotes} from '../../src/data/propDescriptions';
import {SITE_ROOT as SITE} from '../../src/plugins/common/siteRoot';

const API_DOCS = path.join(SITE, 'docs/api');
const REACT_FIGMA = path.dirname(require.resolve('react-figma/package.json', {paths: [SITE]}));

/** CONTENT-2: the component exports of react-figma 0.31.0 (createComponent is a factory, not a component). */
const REACT_FIGMA_COMPONENTS = [
  'Page',
  'Frame',
  'Rectangle',
  'Text',
  'Group',
  'Star',
  'Vector',
  'Line',
  'Ellipse',
  'Svg',
  'Image',
  'Slice',
  'View',
  'Component',
  'ComponentSet',
  'Instance',
];

// ---------------------------------------------------------------------------------------------------------
// Independent view of the typings: a program of our own, components found by their declared `React.FC<P>`,
// props read from P itself (no PropsWithChildren, so nothing of React's needs filtering except by accident).

interface TypedComponent {
  name: string;
  props: Set<string>;
}

function typedComponents(): TypedComponent[] {
  const figmaTypeRoot = path.dirname(
    path.dirname(require.resolve('@figma/plugin-typings/package.json', {paths: [SITE]})),
  );
  const program = ts.createProgram([path.join(REACT_FIGMA, 'index.d.ts')], {
    noEmit: true,
    strict: true,
    skipLibCheck: true,
    jsx: ts.JsxEmit.React,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    typeRoots: [figmaTypeRoot],
    types: ['plugin-typings'],
  });
  const checker = program.getTypeChecker();
  const index = program.getSourceFile(path.join(REACT_FIGMA, 'index.d.ts'))!;
  const out: TypedComponent[] = [];
  for (const exported of checker.getExportsOfModule(checker.getSymbolAtLocation(index)!)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const decl = symbol.valueDeclaration;
    if (!decl || !ts.isVariableDeclaration(decl) || !decl.type || !ts.isTypeReferenceNode(decl.type))
      continue;
    if (!/^(React\.)?(FC|FunctionComponent)$/.test(decl.type.typeName.getText())) continue;
    const propsType = checker.getTypeFromTypeNode(decl.type.typeArguments![0]);
    const members = propsType.isUnion() ? propsType.types : [propsType];
    const props = new Set<string>();
    for (const member of members) {
      for (const prop of checker.getPropertiesOfType(member)) {
        const files = (prop.declarations ?? []).map((d) =>
          d.getSourceFile().fileName.split(path.sep).join('/'),
        );
        if (files.length && files.every((f) => f.includes('/@types/react/'))) continue;
        props.add(prop.getName());
      }
    }
    out.push({name: exported.getName(), props});
  }
  return out;
}

/** `<PropsTable component="X" />` usages per API page, read straight from the MDX files. */
function propsTablePages(): Map<string, string[]> {
  const pages = new Map<string, string[]>();
  for (const file of fs.readdirSync(API_DOCS).filter((f) => f.endsWith('.mdx'))) {
    const source = fs.readFileSync(path.join(API_DOCS, file), 'utf8');
    for (const m of source.matchAll(/<PropsTable\s+component="([^"]+)"\s*\/>/g)) {
      pages.set(m[1], [...(pages.get(m[1]) ?? []), `docs/api/${file}`]);
    }
  }
  return pages;
}

let typed: TypedComponent[];
let data: ApiData;

before(() => {
  typed = typedComponents();
  data = loadApiData(SITE);
});

// ---------------------------------------------------------------------------------------------------------
// (a) every component has a page

test('(a) CONTENT-2: the typings export exactly the 16 components of react-figma 0.31.0, and the plugin documents all of them', () => {
  assert.deepEqual(typed.map((c) => c.name).sort(), [...REACT_FIGMA_COMPONENTS].sort());
  assert.deepEqual(Object.keys(data.components).sort(), [...REACT_FIGMA_COMPONENTS].sort());
});

test('(a) every react-figma component has a docs/api page that renders <PropsTable component="X" />', () => {
  const pages = propsTablePages();
  const missing = typed.map((c) => c.name).filter((name) => !pages.has(name));
  assert.deepEqual(missing, [], `components without a props table page: ${missing.join(', ')}`);
  const unknown = [...pages.keys()].filter((name) => !typed.some((c) => c.name === name));
  assert.deepEqual(unknown, [], `PropsTable usages naming no component: ${unknown.join(', ')}`);
});

/**
 * Every prop one component's table documents, however it shows it: a full row of its own, a name linking to
 * the shared row (`shared`), or a name in its "Ignored" note (`ignored`, with the shared row for reference).
 */
function documented(component: string): {row: PropRow; shown: 'own' | 'shared' | 'ignored'}[] {
  const api = data.components[component];
  const sharedRow = (name: string) =>
    data.sharedGroups.flatMap((g) => g.rows).find((r) => r.name === name) ??
    assert.fail(`${component}.${name} is listed as shared but the Shared props page has no row for it`);
  return [
    ...api.props.map((row) => ({row, shown: 'own' as const})),
    ...Object.values(api.shared)
      .flat()
      .map((name) => ({row: sharedRow(name), shown: 'shared' as const})),
    ...Object.values(api.ignored)
      .flat()
      .map((name) => ({row: sharedRow(name), shown: 'ignored' as const})),
  ];
}

// ---------------------------------------------------------------------------------------------------------
// (b) rows match the checker

test('(b) each table has one row per prop the checker sees on the props type, React’s own excluded', () => {
  for (const component of typed) {
    assert.ok(data.components[component.name], `${component.name} is documented`);
    const rows = documented(component.name).map((d) => d.row);
    assert.equal(rows.length, component.props.size, `${component.name}: rows vs props in the type`);
    assert.deepEqual(
      rows.map((r) => r.name).sort(),
      [...component.props].sort(),
      `${component.name}: prop names`,
    );
    assert.equal(new Set(rows.map((r) => r.name)).size, rows.length, `${component.name}: no duplicate rows`);
  }
});

test('(b) rows carry what the page needs: a type, a group, an anchor; View marks its Frame-only props', () => {
  for (const [name, api] of Object.entries(data.components)) {
    for (const row of api.props) {
      assert.ok(row.type.length > 0 && row.type.every((t) => t.text.length > 0), `${name}.${row.name} type`);
      assert.ok(GROUP_ORDER.includes(row.group as never), `${name}.${row.name} group "${row.group}"`);
      assert.match(row.anchor, /^[A-Za-z][\w-]*$/, `${name}.${row.name} anchor`);
    }
  }
  const view = documented('View').map((d) => d.row);
  const frameOnly = view.filter((r) => r.onlyIn).map((r) => r.name);
  assert.ok(
    frameOnly.includes('clipsContent') && frameOnly.includes('layoutMode') && frameOnly.includes('preset'),
  );
  assert.ok(view.filter((r) => r.onlyIn).every((r) => r.onlyIn!.join() === 'FrameNodeProps' && r.onlyInNote));
  assert.ok(!frameOnly.includes('fills'), 'fills is in both members of ViewProps');
  // Image's `source` is the one required prop of 0.31.0 besides Instance's `component`.
  const required = Object.entries(data.components).flatMap(([n, api]) =>
    api.props.filter((r) => r.required).map((r) => `${n}.${r.name}`),
  );
  assert.deepEqual(required.sort(), ['Image.source', 'Instance.component']);
});

test('(b) named Figma types stay names and link to the plugin API reference', () => {
  const frame = documented('Frame').map((d) => d.row);
  const fills = frame.find((r) => r.name === 'fills')!;
  assert.deepEqual(
    fills.type.find((t) => t.text === 'Paint'),
    {text: 'Paint', href: 'https://www.figma.com/plugin-docs/api/Paint/'},
  );
  const transform = frame.find((r) => r.name === 'relativeTransform')!;
  assert.equal(transform.type[0].href, 'https://www.figma.com/plugin-docs/api/Transform/');
  const layoutAlign = frame.find((r) => r.name === 'layoutAlign')!;
  assert.equal(
    layoutAlign.type.map((t) => t.text).join(''),
    "'MIN' | 'CENTER' | 'MAX' | 'STRETCH' | 'INHERIT'",
  );
});

// ---------------------------------------------------------------------------------------------------------
// (c) hand-kept data names real props

test('(c) every prop named in src/data/ exists in the typings', () => {
  const all = new Set(typed.flatMap((c) => [...c.props]));
  const byComponent = new Map(typed.map((c) => [c.name, c.props]));
  const unknown: string[] = [];
  const check = (where: string, keys: Iterable<string>, known: Set<string> | undefined) => {
    for (const key of keys) if (!known?.has(key)) unknown.push(`${where}: ${key}`);
  };
  check('propDefaults', Object.keys(propDefaults), all);
  check('propDescriptions', Object.keys(propDescriptions), all);
  check('propGroups', Object.keys(propGroups), all);
  for (const [component, props] of Object.entries(componentPropDefaults)) {
    check(`componentPropDefaults.${component}`, Object.keys(props), byComponent.get(component));
  }
  for (const [component, props] of Object.entries(componentPropDescriptions)) {
    check(`componentPropDescriptions.${component}`, Object.keys(props), byComponent.get(component));
  }
  for (const [component, props] of Object.entries(ignoredAtRuntime)) {
    check(`ignoredAtRuntime.${component}`, props, byComponent.get(component));
  }
  for (const component of Object.keys(unionMemberNotes)) {
    check('unionMemberNotes', [component], new Set(byComponent.keys()));
  }
  assert.deepEqual(unknown, [], 'keys that name no real prop (a typo, or a prop react-figma removed)');
});

test('(c) every documented prop has a group and a description', () => {
  const noGroup = new Set<string>();
  const noDescription = new Set<string>();
  for (const name of Object.keys(data.components)) {
    for (const {row} of documented(name)) {
      if (!(row.name in propGroups)) noGroup.add(row.name);
      if (!row.description) noDescription.add(`${name}.${row.name}`);
    }
  }
  assert.deepEqual([...noGroup], [], 'add these props to src/data/propGroups.ts');
  assert.deepEqual([...noDescription], [], 'add these props to src/data/propDescriptions.ts');
});

test('(c) no row claims Yoga sees a prop of a component whose renderer never saves its style for Yoga', () => {
  // Yoga reads a node's style only from the `reactStyle` plugin data that `saveStyleMixin` writes (rpc.js,
  // transformNodesToTree); renderers/ellipse.js and renderers/star.js never call it.
  const withoutStyle = Object.keys(data.components).filter((name) => {
    const renderer = path.join(REACT_FIGMA, 'renderers', `${name.toLowerCase()}.js`);
    return fs.existsSync(renderer) && !fs.readFileSync(renderer, 'utf8').includes('saveStyleMixin(');
  });
  assert.deepEqual(withoutStyle.sort(), ['Ellipse', 'Star']);
  for (const name of withoutStyle) {
    for (const row of data.components[name].props) {
      assert.doesNotMatch(row.description, /(also )?sets Yoga/, `${name}.${row.name}: ${row.description}`);
    }
  }
});

test('(c) defaults react-figma writes reach the rows; ignored props show none', () => {
  const row = (component: string, prop: string) =>
    documented(component).find((d) => d.row.name === prop)!.row;
  const shown = (component: string, prop: string) =>
    documented(component).find((d) => d.row.name === prop)!.shown;
  assert.equal(row('Frame', 'clipsContent').default?.value, 'false');
  assert.equal(row('Frame', 'strokeAlign').default?.value, "'INSIDE'");
  assert.equal(row('Rectangle', 'opacity').default?.value, '1');
  assert.equal(row('Text', 'fontSize').default?.value, '12');
  assert.equal(row('Text', 'fontName').default?.value, "{ family: 'Inter', style: 'Regular' }");
  assert.match(row('Page', 'backgrounds').default?.note ?? '', /#F5F5F5/);
  assert.equal(
    row('Star', 'pointCount').default,
    undefined,
    'react-figma writes no default, so none is shown',
  );
  // Group and Line ignore these: their tables name them in an "Ignored" note, with no row and so no default.
  assert.equal(shown('Group', 'fills'), 'ignored');
  assert.equal(shown('Line', 'cornerRadius'), 'ignored');
  assert.equal(shown('Rectangle', 'cornerRadius'), 'shared');
  assert.equal(row('Rectangle', 'cornerRadius').ignoredAtRuntime, false);
});

// ---------------------------------------------------------------------------------------------------------
// Anchors: unique on every page, the prop name unless it clashes

test('row anchors are the prop names, and no id repeats on a page', () => {
  const pages = propsTablePages();
  assert.equal(data.components.Frame.props.find((r) => r.name === 'preset')!.anchor, 'preset');
  const byPage = new Map<string, string[]>();
  for (const [component, files] of pages) {
    for (const file of files) {
      const ids = data.components[component].props.map((r) => r.anchor);
      byPage.set(file, [...(byPage.get(file) ?? []), ...ids]);
    }
  }
  for (const [file, rowIds] of byPage) {
    const ids = [...headingIds(fs.readFileSync(path.join(SITE, file), 'utf8')), ...rowIds].map((id) =>
      id.toLowerCase(),
    );
    const dupes = ids.filter((id, i) => ids.indexOf(id) !== i);
    assert.deepEqual(dupes, [], `${file}: repeated ids`);
  }
  // The component page has a "### Component" heading and an Instance `component` prop.
  const instance = data.components.Instance.props;
  assert.equal(instance.find((r) => r.name === 'component')!.anchor, 'Instance-component');
  assert.equal(instance.find((r) => r.name === 'overrides')!.anchor, 'overrides');
});

test('the Shared props page: a row per shared prop, anchored by its name, no id twice on the page', () => {
  const rows = data.sharedGroups.flatMap((g) => g.rows);
  assert.ok(rows.length >= 40, `${rows.length} shared rows`);
  for (const row of rows) assert.equal(row.anchor, row.name);
  const page = fs.readFileSync(path.join(API_DOCS, 'shared-props.mdx'), 'utf8');
  const ids = [...headingIds(page), ...rows.map((r) => r.anchor)].map((id) => id.toLowerCase());
  assert.deepEqual(
    ids.filter((id, i) => ids.indexOf(id) !== i),
    [],
  );
  // Each group is a section of its own: the links to `#<group id>` land on its heading.
  for (const {group} of data.sharedGroups) assert.ok(headingIds(page).includes(groupId(group)), group);
});

test('a shared prop is stated once and named on every component that has it as stated; differences keep a row', () => {
  // Frame and Rectangle both take `opacity` as Blend props state it: neither repeats the row.
  for (const component of ['Frame', 'Rectangle', 'Text']) {
    assert.ok(data.components[component].shared['Effects & blending'].includes('opacity'), component);
    assert.ok(!data.components[component].props.some((r) => r.name === 'opacity'), component);
  }
  // Instance ignores the blend props (renderers/instance.js runs no blend mixin): named as ignored instead.
  assert.ok(data.components.Instance.ignored['Effects & blending'].includes('opacity'));
  // Page's `backgrounds` has a default note of its own (#F5F5F5): Page keeps its own row.
  assert.ok(data.components.Page.props.some((r) => r.name === 'backgrounds'));
  const opacityRows = data.sharedGroups.flatMap((g) => g.rows).filter((r) => r.name === 'opacity');
  assert.equal(opacityRows.length, 1, 'one row for opacity on the whole site');
});

test('a page naming an unknown component fails the plugin with the name', () => {
  const pages = [{file: 'docs/api/x.mdx', source: '## Props\n\n<PropsTable component="Buttton" />\n'}];
  assert.throws(
    () => assignAnchors(pages, new Map([['Frame', ['name']]])),
    /Buttton.*Known components: Frame/,
  );
});

test('the remark plugin fails an MDX file that names an unknown component, naming the file', () => {
  const generatedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'react-figma-api-'));
  try {
    fs.writeFileSync(path.join(generatedDir, 'props-Frame.json'), '{}');
    const transform = remarkPropsTableData({generatedDir});
    const tree = {type: 'root', children: [{type: 'jsx', value: '<PropsTable component="Frame" />'}]};
    transform(tree, {path: 'docs/api/frame.mdx'});
    assert.match(tree.children.find((n) => n.type === 'jsx')?.value ?? '', /data=\{__propsTableData_Frame\}/);
    assert.match((tree.children as {value?: string}[]).map((n) => n.value).join('\n'), /props-Frame\.json/);
    const bad = {type: 'root', children: [{type: 'jsx', value: '<PropsTable component="Buttton" />'}]};
    assert.throws(
      () => transform(bad, {path: 'docs/api/x.mdx'}),
      /docs\/api\/x\.mdx: <PropsTable component="Buttton" \/>: "Buttton" is not a react-figma component\. Known components: Frame\./,
    );
  } finally {
    fs.rmSync(generatedDir, {recursive: true, force: true});
  }
});

// ---------------------------------------------------------------------------------------------------------
// (d) the component: server-rendered rows, and a clear error for an unknown name

function loadPropsTable(globalData: ApiData) {
  const mod = Module as unknown as {_load: (request: string, ...rest: unknown[]) => unknown};
  const load = mod._load;
  mod._load = function (request: string, ...rest: unknown[]) {
    if (request === '@generated/react-figma-api/default/api-data.json') {
      // What the plugin's contentLoaded writes at build time.
      return {__esModule: true, default: globalData};
    }
    if (request === '@theme/Heading') {
      // Stand-in for the theme's Heading: the element with its id (the theme adds a hash link).
      const React = require('react') as typeof import('react');
      return {
        __esModule: true,
        default: ({as, ...props}: {as: string}) => React.createElement(as, props),
      };
    }
    return load.call(this, request, ...rest);
  };
  try {
    return require('../../src/components/PropsTable') as typeof import('../../src/components/PropsTable');
  } finally {
    mod._load = load;
  }
}

test('(d) <PropsTable> renders the rows on the server, and throws on an unknown component', () => {
  const React = require('react') as typeof import('react');
  const {renderToStaticMarkup} = require('react-dom/server') as typeof import('react-dom/server');
  const {default: PropsTable, PropsTableView} = loadPropsTable(data);

  const html = renderToStaticMarkup(React.createElement(PropsTableView, {component: 'Frame', data}));
  assert.match(
    html,
    /<th scope="row"[^>]*><h3 id="preventResizing"[^>]*><code>preventResizing<\/code><\/h3><\/th><td><code[^>]*>boolean<\/code><\/td>/,
  );
  assert.match(html, /<caption[^>]*>Frame props: Content<\/caption>/);
  assert.match(html, /<th scope="col">Default<\/th>/);
  // Frame's shared props, after its own tables: one row per group, the group linking to its section of the
  // Shared props page and each name to its row there.
  assert.match(
    html,
    /<table class="[^"]*propsTableShared"><caption[^>]*>Frame props shared with other components<\/caption><tbody><tr><th scope="row"><a href="\/docs\/api\/shared-props#layout">Layout<\/a><\/th><td><a href="\/docs\/api\/shared-props#relativeTransform">relativeTransform<\/a>, <a href="\/docs\/api\/shared-props#x">x<\/a>/,
  );
  assert.match(html, /href="\/docs\/api\/shared-props#opacity">opacity<\/a>/);
  assert.ok(html.indexOf('propsTableShared') > html.lastIndexOf('<h3 '), 'after the own rows');
  const group = renderToStaticMarkup(React.createElement(PropsTableView, {component: 'Group', data}));
  assert.match(
    group,
    /Ignored: <a href="\/docs\/api\/shared-props#geometry-fills--strokes">Geometry \(fills &amp; strokes\)<\/a><\/th><td><a href="\/docs\/api\/shared-props#fills">fills<\/a>[\s\S]*?Group does not apply them/,
  );
  const {SharedPropsTable} = loadPropsTable(data);
  const shared = renderToStaticMarkup(
    React.createElement(SharedPropsTable, {group: 'Geometry (fills & strokes)', data}),
  );
  assert.match(shared, /href="https:\/\/www\.figma\.com\/plugin-docs\/api\/Paint\/"/);
  assert.match(shared, /<h3 id="fills"/);
  assert.match(shared, /Accepted by .*<a href="\/docs\/api\/rectangle">Rectangle<\/a>/);
  assert.throws(
    () => renderToStaticMarkup(React.createElement(SharedPropsTable, {group: 'Nope', data})),
    /Nope.*Groups: Layout/,
  );

  for (const name of Object.keys(data.components)) {
    assert.doesNotThrow(
      () => renderToStaticMarkup(React.createElement(PropsTableView, {component: name, data})),
      name,
    );
  }
  assert.throws(
    () => renderToStaticMarkup(React.createElement(PropsTableView, {component: 'Buttton', data})),
    (error: Error) =>
      /"Buttton" is not a react-figma component/.test(error.message) &&
      /Known components: .*Frame/.test(error.message),
  );
  assert.throws(
    () => renderToStaticMarkup(React.createElement(PropsTableView, {component: 'toString', data})),
    /"toString"/,
  );
  // Without the remark plugin's data the MDX component fails loudly instead of rendering an empty table.
  assert.throws(
    () => renderToStaticMarkup(React.createElement(PropsTable, {component: 'Frame'})),
    /has no data/,
  );
});
