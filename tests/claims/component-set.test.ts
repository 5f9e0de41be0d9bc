/**
 * ComponentSet: what its `nodeRef` prop does, run through the preview engine.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {closeEngine, draw} from '../helpers/claims';
import {componentPropDescriptions} from '../../src/data/propDescriptions';

after(closeEngine);

test('component-set: `nodeRef` is "a ref object to use for the set’s node instead of its own"', async () => {
  const row = componentPropDescriptions.ComponentSet.nodeRef;
  assert.ok(row.includes('ref object to use for the set’s node'), row);
  assert.ok(!row.includes('createComponent'), 'a set never goes through createComponent');
  const {byName} = await draw({
    'src/App.tsx': `import * as React from 'react';
import {Page, ComponentSet, Component, Text} from 'react-figma';
export const App = () => {
  const ref = React.useRef<{type?: string}>();
  const [seen, setSeen] = React.useState('none');
  React.useEffect(() => { setTimeout(() => setSeen(String(ref.current && ref.current.type)), 50); }, []);
  return (
    <Page isCurrent name="P">
      <ComponentSet name="Set" nodeRef={ref}><Component name="size=s" style={{width: 10, height: 10}} /></ComponentSet>
      <Text name="Seen">{seen}</Text>
    </Page>
  );
};
`,
  });
  assert.equal(byName('Set').type, 'COMPONENT_SET');
  assert.equal(byName('Seen').props.characters, 'COMPONENTSET', 'the ref holds the set’s own node');
});
