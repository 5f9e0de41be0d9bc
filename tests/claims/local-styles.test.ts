/**
 * Local styles: what the style hooks return and which Figma styles they create, run through the preview
 * engine (the stand-in's local style lists are read in the main thread after the hooks have synced).
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {assertPageSays, closeEngine, drawInMain, IN_MAIN, sentenceOf, typeCheckEach} from '../helpers/claims';

after(closeEngine);

const PAGE = 'docs/local-styles.mdx';

/**
 * Draws `body` (component code defining `Probe`) and returns the JSON the project logs once `ready` (an
 * expression over `s`: the local style lists, read in the main thread, and what Probe stored in `returned`)
 * has held for `settleMs` (ms), or after 5 000 ms, so a busy host gets more time rather than an earlier,
 * half-synced reading.
 */
async function synced(body: string, ready: string, settleMs = 100): Promise<Record<string, unknown>> {
  const {logs} = await drawInMain({
    'src/App.tsx': `import * as React from 'react';
import {Page, Rectangle, Text, useFillPaintStyle, useStrokePaintStyle, useTextStyle} from 'react-figma';
${IN_MAIN}
${body}
const styles = async (): Promise<any> => ({
  ...(await inMain(\`return {
    paint: figma.getLocalPaintStyles().map((s) => ({name: s.name, id: s.id, colors: s.paints.map((p) => p.color)})),
    text: figma.getLocalTextStyles().map((s) => ({name: s.name, id: s.id, size: s.fontSize})),
  };\`)),
  returned: (globalThis as unknown as {returned: unknown}).returned,
});
export const App = () => {
  const [done, setDone] = React.useState<unknown>();
  React.useEffect(() => {
    const began = Date.now();
    let heldSince = 0;
    // A chain of timeouts, not an interval: the engine waits for pending timeouts, and ends beside only
    // intervals.
    const poll = async () => {
      const s = await styles();
      heldSince = (${ready}) ? heldSince || Date.now() : 0;
      if ((heldSince && Date.now() - heldSince >= ${settleMs}) || Date.now() - began > 5000) setDone(s);
      else setTimeout(poll, 20);
    };
    setTimeout(poll, 20);
  }, []);
  if (done) console.log(JSON.stringify(done));
  return <Page isCurrent name="P"><Probe />{done && <Rectangle name="done" />}</Page>;
};
`,
  });
  const line = logs.find((l) => l.startsWith('log: {'));
  assert.ok(line, logs.join('\n'));
  return JSON.parse(line.slice('log: '.length)) as Record<string, unknown>;
}

test('local styles: "The hook returns **your input style with the id merged in**, for example `{...style, fillStyleId: \'…\'}`"', async () => {
  assertPageSays(
    PAGE,
    'The hook returns **your input style with the id merged in**',
    "`{...style, fillStyleId: '…'}`",
  );
  const seen = await synced(
    `const Probe = () => {
  const style = useFillPaintStyle({backgroundColor: '#ff0000', width: 10, height: 10} as never, {name: 'Brand/Red'});
  (globalThis as unknown as {returned: unknown}).returned = style;
  return <Rectangle style={style} />;
};`,
    's.returned?.fillStyleId',
  );
  const paint = seen.paint as {name: string; id: string; colors: unknown[]}[];
  assert.deepEqual(
    paint.map((s) => [s.name, s.colors]),
    [['Brand/Red', [{r: 1, g: 0, b: 0}]]],
  );
  assert.deepEqual(seen.returned, {
    backgroundColor: '#ff0000',
    width: 10,
    height: 10,
    fillStyleId: paint[0].id,
  });
});

test('local styles: "Changing the `name` … a new one is created, and the old one stays in the file. Pass the `id` as well if you want to rename a style in place"; an unnamed style in the stand-in', async () => {
  const caution = sentenceOf(PAGE, 'The lookup compares names and ids.');
  assert.ok(caution.includes('a new one is created, and the old one stays in the file'));
  assert.ok(caution.includes('Pass the `id` as well if you want to rename a style in place'));
  assert.ok(caution.includes('the first unnamed style is found and reused'));
  const seen = await synced(
    `const Probe = () => {
  const [renamed, setRenamed] = React.useState(false);
  const [id, setId] = React.useState<string | undefined>();
  React.useEffect(() => { setTimeout(() => setRenamed(true), 20); }, []);
  const byName = useFillPaintStyle({backgroundColor: '#ff0000'}, {name: renamed ? 'Name B' : 'Name A'});
  const byId = useFillPaintStyle({backgroundColor: '#0000ff'}, {name: renamed ? 'Id B' : 'Id A', id});
  if (!id && byId.fillStyleId) setId(byId.fillStyleId);
  const unnamed = useFillPaintStyle({backgroundColor: '#00ff00'}, {});
  return <Rectangle name={renamed ? 'renamed' : 'first'} style={{...byName, ...byId, ...unnamed, width: 10, height: 10}} />;
};`,
    "['Name B', 'Id B'].every((n) => s.paint.some((p) => p.name === n))",
  );
  const names = (seen.paint as {name?: string}[]).map((s) => s.name ?? '(none)');
  // Sorted lists, not sets: a second unnamed style would show as a duplicate.
  assert.deepEqual(names.sort(), ['(none)', 'Id B', 'Name A', 'Name B']);
});

test('local styles: useTextStyle "also creates or updates a paint style with the same `params` (so with the same name) and returns its id as `fillStyleId`"', async () => {
  assertPageSays(
    PAGE,
    'A Figma text style has no color.',
    'the hook **also** creates or updates a paint style with the same `params` (so with the same name) and returns its id as `fillStyleId`',
  );
  const seen = await synced(
    `const textStyle = {fontSize: 18, color: '#ff0000'};
const Probe = () => {
  const style = useTextStyle(textStyle, {name: 'Card/Title'});
  (globalThis as unknown as {returned: unknown}).returned = style;
  return <Text style={style}>Title</Text>;
};`,
    's.returned?.textStyleId && s.returned?.fillStyleId',
  );
  const paint = seen.paint as {name: string; id: string}[];
  const text = seen.text as {name: string; id: string; size: number}[];
  assert.deepEqual(
    text.map((s) => [s.name, s.size]),
    [['Card/Title', 18]],
  );
  assert.deepEqual(
    paint.map((s) => s.name),
    ['Card/Title'],
  );
  assert.deepEqual(seen.returned, {
    ...{fontSize: 18, color: '#ff0000'},
    textStyleId: text[0].id,
    fillStyleId: paint[0].id,
  });
});

test('local styles: "Passing an empty style object with just a name does not give you the id of an existing style"', async () => {
  assertPageSays(
    PAGE,
    'Passing an empty style object with just a name',
    'The paint and effect hooks skip the call to Figma when there is nothing to write, so no id comes back',
  );
  const seen = await synced(
    `const Writer = () => {
  const style = useFillPaintStyle({backgroundColor: '#ff0000'}, {name: 'Existing'});
  return <Rectangle style={{...style, width: 10, height: 10}} />;
};
const Reader = () => {
  const style = useFillPaintStyle({}, {name: 'Existing'});
  (globalThis as unknown as {returned: unknown}).returned = style;
  return <Rectangle style={{...style, width: 10, height: 10}} />;
};
const Probe = () => <><Writer /><Reader /></>;`,
    's.paint.length > 0 && s.returned',
  );
  assert.deepEqual(
    (seen.paint as {name: string}[]).map((s) => s.name),
    ['Existing'],
    'the style exists',
  );
  assert.deepEqual(seen.returned, {}, 'no fillStyleId comes back');
});

test('local styles: "`strokeStyleId` is not in the component style typings … pass the id with the `strokeStyleId` prop"; `borderWidth` "stays in the returned style object"', async () => {
  const sentence = sentenceOf(PAGE, '`strokeStyleId` is not in the component style typings');
  assert.ok(sentence.includes('pass the id with the `strokeStyleId` prop'));
  assertPageSays(
    PAGE,
    'Stores the paint built from `borderColor`',
    'They stay in the returned style object and still apply to the node you pass it to',
  );
  const header = "import * as React from 'react';\nimport {Rectangle} from 'react-figma';\n";
  const result = typeCheckEach({
    'Style.tsx': `${header}export const A = () => <Rectangle style={{strokeStyleId: 'S:1'}} />;\n`,
    'Prop.tsx': `${header}export const A = () => <Rectangle strokeStyleId="S:1" />;\n`,
  });
  assert.ok(
    result['Style.tsx'].some((e) => e.includes('strokeStyleId')),
    result['Style.tsx'].join('\n'),
  );
  assert.deepEqual(result['Prop.tsx'], []);
  const seen = await synced(
    `const Probe = () => {
  const style = useStrokePaintStyle({borderColor: '#ff0000', borderWidth: 3, borderRadius: 4}, {name: 'Outline'});
  (globalThis as unknown as {returned: unknown}).returned = style;
  return <Rectangle name="R" style={{...style, width: 10, height: 10}} />;
};`,
    's.returned?.strokeStyleId',
  );
  const paint = seen.paint as {name: string; id: string}[];
  assert.deepEqual(seen.returned, {
    borderColor: '#ff0000',
    borderWidth: 3,
    borderRadius: 4,
    strokeStyleId: paint[0].id,
  });
});
