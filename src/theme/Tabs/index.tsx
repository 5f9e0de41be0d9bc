/**
 * `@theme/Tabs` rewritten without theme-classic 2.4.3's remount after hydration (PERF-7;
 * src/theme/README.md); same markup. Throws what `useTabs` throws for bad children.
 */
import React, {cloneElement, isValidElement, useRef, type KeyboardEvent, type ReactElement} from 'react';
import clsx from 'clsx';
import {useScrollPositionBlocker, useTabs} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Tabs';
import type {Props as TabItemProps} from '@theme/TabItem';
import styles from '@docusaurus/theme-classic/lib/theme/Tabs/styles.module.css';

type TabsState = ReturnType<typeof useTabs>;

function TabList({
  className,
  block,
  selectedValue,
  selectValue,
  tabValues,
}: Pick<Props, 'className' | 'block'> & TabsState): JSX.Element {
  const tabs = useRef<(HTMLLIElement | null)[]>([]);
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();

  const choose = (index: number) => {
    const value = tabValues[index]!.value;
    if (value === selectedValue) return;
    const tab = tabs.current[index];
    if (tab) blockElementScrollPositionUntilNextRender(tab);
    selectValue(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    const count = tabValues.length;
    if (event.key === 'Enter') choose(index);
    else if (event.key === 'ArrowRight') tabs.current[(index + 1) % count]?.focus();
    else if (event.key === 'ArrowLeft') tabs.current[(index - 1 + count) % count]?.focus();
  };

  return (
    <ul
      role="tablist"
      aria-orientation="horizontal"
      className={clsx('tabs', {'tabs--block': block}, className)}
    >
      {tabValues.map(({value, label, attributes}, index) => (
        <li
          role="tab"
          key={value}
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          onClick={() => choose(index)}
          onKeyDown={(event) => onKeyDown(event, index)}
          {...attributes}
          className={clsx('tabs__item', styles.tabItem, attributes?.className as string | undefined, {
            'tabs__item--active': selectedValue === value,
          })}
        >
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

function TabPanels({lazy, children, selectedValue}: Pick<Props, 'lazy' | 'children'> & TabsState) {
  const items = (Array.isArray(children) ? children : [children]).filter(
    (child): child is ReactElement<TabItemProps> => isValidElement(child),
  );
  if (lazy) {
    const selected = items.find((item) => item.props.value === selectedValue);
    return selected ? cloneElement(selected, {className: 'margin-top--md'}) : null;
  }
  return (
    <div className="margin-top--md">
      {items.map((item, i) => cloneElement(item, {key: i, hidden: item.props.value !== selectedValue}))}
    </div>
  );
}

export default function Tabs(props: Props): JSX.Element {
  const state = useTabs(props);
  return (
    <div className={clsx('tabs-container', styles.tabList)}>
      <TabList className={props.className} block={props.block} {...state} />
      <TabPanels lazy={props.lazy} {...state}>
        {props.children}
      </TabPanels>
    </div>
  );
}
