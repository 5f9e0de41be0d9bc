/**
 * Ejected `@theme/DocSidebar/Mobile` (theme-classic 2.4.3), rewritten: the filler gets one key, so no ICU
 * collator is set up in hydration (PERF-10), and items are built when the menu first opens (PERF-11;
 * src/theme/README.md).
 */
import React, {useEffect, useMemo, useState} from 'react';
import clsx from 'clsx';
import {NavbarSecondaryMenuFiller, ThemeClassNames} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import DocSidebarItems from '@theme/DocSidebarItems';
import {afterNextPaint} from '../../../plugins/common/client/scheduling';
import type {Props} from '@theme/DocSidebar/Mobile';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';

/**
 * The sidebar list in the mobile menu (`menu`: this swizzle's props), its items built in the task after the
 * menu's first opening paint, not in the tap (PERF-12).
 */
function MobileSidebarMenu({menu}: {menu: Props}): JSX.Element {
  const mobileSidebar = useNavbarMobileSidebar();
  const [itemsBuilt, setItemsBuilt] = useState(false);
  useEffect(
    () => (mobileSidebar.shown && !itemsBuilt ? afterNextPaint(() => setItemsBuilt(true)) : undefined),
    [mobileSidebar.shown, itemsBuilt],
  );
  const closeOnNavigation = (item: PropSidebarItem): void => {
    if (item.type === 'link' || (item.type === 'category' && item.href)) mobileSidebar.toggle();
  };
  return (
    <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
      {itemsBuilt && (
        <DocSidebarItems
          items={menu.sidebar}
          activePath={menu.path}
          onItemClick={closeOnNavigation}
          level={1}
        />
      )}
    </ul>
  );
}

function DocSidebarMobile(props: Props): JSX.Element {
  const wrapped = useMemo(() => ({menu: props}), [props]);
  return <NavbarSecondaryMenuFiller component={MobileSidebarMenu} props={wrapped} />;
}

export default React.memo(DocSidebarMobile);
