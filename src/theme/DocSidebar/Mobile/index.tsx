/**
 * Ejected swizzle of `@theme/DocSidebar/Mobile` (theme-classic 2.4.3), rewritten: the doc sidebar shown in the
 * phone navbar's menu.
 * Why (PERF-10 in REQUIREMENTS.md): theme-classic hands the sidebar's props to theme-common's
 * `NavbarSecondaryMenuFiller`, which memoizes them with `useShallowMemoObject`; that sorts the props' keys with
 * `String.prototype.localeCompare`, and the first `localeCompare` of a page sets up the browser's ICU collator:
 * 25–33 ms on a phone-like CPU (Chromium at 4× slowdown), inside the hydration of every doc page. Handing the
 * filler one key (`menu`) leaves nothing to sort, so no collator is made; the memoization is the same, keyed on
 * the identity of this component's props (it is `React.memo`ized, so they change only when a prop does).
 * The menu renders what the theme's does (the sidebar's items, closing the menu on a link or a linked category),
 * built when the menu first opens, right after its first paint (PERF-11, see MobileSidebarMenu).
 * tests/unit/icu-collator-swizzles.test.ts pins the sort; tests/e2e/hydration.test.ts checks no page calls
 * `localeCompare` on load.
 *
 * On Docusaurus 3: compare with theme-classic 3's DocSidebar/Mobile (it still sorts with an ICU collator) and
 * keep this eject only if the hydration test still finds a collator set up on load without it.
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
 * The sidebar list inside the mobile menu; `menu` is this swizzle's props, wrapped (see the file comment).
 * Its items are built the first time the menu opens, not on every page load (PERF-11 in REQUIREMENTS.md):
 * most readers never open it, and building the whole docs sidebar right after hydration is a 50–80 ms task on
 * a phone-like CPU. They are built in the task after the opening's first paint, not in the tap's own handler:
 * on a low-tier phone building them took 50–60 ms of the tap, which made it slower than stock's, whose items
 * exist before the tap (PERF-12). The panel slides in at once and its items appear during the slide.
 * The theme shows this panel (not the navbar's own items) as soon as the filler has content, which it has at
 * once; categories holding the current page start expanded, as they do in the theme.
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
