/**
 * docs/api/component-set.mdx, "An instance of one variant": the example, drawn by react-figma 0.31.0 in the
 * site's engine (the preview worker), puts into the dialog an instance of the `kind=Secondary` variant and of
 * no other, and with margins on the label both keep the space around it.
 */
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import {closeEngine, drawPageExample, sentenceOf} from '../helpers/claims';

after(closeEngine);

test('"here the dialog holds the gray kind=Secondary button": an instance with that variant\'s look', async () => {
  const {layers: nodes} = await drawPageExample('docs/api/component-set.mdx', 'Secondary.Instance');
  const set = nodes.find((n) => n.type === 'COMPONENT_SET' && n.name === 'Button');
  const variants = nodes.filter((n) => n.type === 'COMPONENT');
  assert.ok(set);
  assert.deepEqual(new Set(variants.map((n) => n.name)), new Set(['kind=Primary', 'kind=Secondary']));

  const dialog = nodes.find((n) => n.name === 'Dialog');
  const instances = nodes.filter((n) => n.type === 'INSTANCE');
  assert.ok(dialog);
  assert.deepEqual(
    instances.map((n) => n.name),
    ['Cancel button'],
  );
  const [instance] = instances;
  // Inside the dialog: its absolute position is within the dialog's box.
  assert.ok(instance.absX >= dialog.absX && instance.absY >= dialog.absY);
  const secondary = variants.find((n) => n.name === 'kind=Secondary')!;
  const primary = variants.find((n) => n.name === 'kind=Primary')!;
  assert.deepEqual(instance.props.fills, secondary.props.fills);
  assert.notDeepEqual(instance.props.fills, primary.props.fills);
  const instanceText = nodes.filter(
    (n) => n.type === 'TEXT' && n.absY >= instance.absY && n.absX >= instance.absX,
  );
  assert.ok(instanceText.some((n) => n.props.characters === 'Cancel'));
});

test('"the `kind=Secondary` variant and its instance each measure 86 × 37 with the label at 20, 10"', async () => {
  const sentence = sentenceOf('docs/api/component-set.mdx', 'In the Result, both variants and the instance');
  const [w, h, x, y] = /measure (\d+) × (\d+) with the label at (\d+), (\d+)/
    .exec(sentence)!
    .slice(1)
    .map(Number);
  assert.deepEqual([w, h, x, y], [86, 37, 20, 10]);
  assert.ok(!/stand-in/.test(sentence), 'the preview is not blamed');
  const {layers} = await drawPageExample('docs/api/component-set.mdx', 'Secondary.Instance');
  for (const box of layers.filter((n) => n.name === 'kind=Secondary' || n.name === 'Cancel button')) {
    const label = layers[layers.indexOf(box) + 1];
    assert.equal(label.props.characters, 'Cancel');
    assert.deepEqual([box.width, box.height, label.x, label.y], [w, h, x, y], box.name);
  }
});
