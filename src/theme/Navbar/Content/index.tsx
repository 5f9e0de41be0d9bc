/**
 * Swizzle of `@theme/Navbar/Content`, same markup: only a thin component reads the phone menu's context, and
 * the bar below it is memoized on `showMenuButton`, so a menu tap no longer renders the whole bar (PERF-12).
 */
import React, {memo} from 'react';
import {ErrorCauseBoundary, useThemeConfig} from '@docusaurus/theme-common';
import {splitNavbarItems, useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarItem, {type Props as NavbarItemConfig} from '@theme/NavbarItem';
import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle';
import NavbarMobileSidebarToggle from '@theme/Navbar/MobileSidebar/Toggle';
import NavbarLogo from '@theme/Navbar/Logo';
import NavbarSearch from '@theme/Navbar/Search';
import SearchBar from '@theme/SearchBar';
import styles from './styles.module.css';

/** Navbar items from the config, each in an error boundary that names the item when it fails to render. */
function NavbarItems({items}: {items: NavbarItemConfig[]}): JSX.Element {
  return (
    <>
      {items.map((item, index) => (
        <ErrorCauseBoundary
          key={index}
          onError={(error) =>
            new Error(
              `This navbar item of themeConfig.navbar.items failed to render:\n${JSON.stringify(item, null, 2)}`,
              {
                cause: error,
              },
            )
          }
        >
          <NavbarItem {...item} />
        </ErrorCauseBoundary>
      ))}
    </>
  );
}

/** The bar itself; `showMenuButton` is false when the phone menu is disabled (no items for it). */
const NavbarBar = memo(function NavbarBar({showMenuButton}: {showMenuButton: boolean}): JSX.Element {
  const items = useThemeConfig().navbar.items as NavbarItemConfig[];
  const [leftItems, rightItems] = splitNavbarItems(items);
  const hasSearchItem = items.some((item) => item.type === 'search');
  return (
    <div className="navbar__inner">
      <div className="navbar__items">
        {showMenuButton && <NavbarMobileSidebarToggle />}
        <NavbarLogo />
        <NavbarItems items={leftItems} />
      </div>
      <div className="navbar__items navbar__items--right">
        <NavbarItems items={rightItems} />
        <NavbarColorModeToggle className={styles.colorModeToggle} />
        {!hasSearchItem && (
          <NavbarSearch>
            <SearchBar />
          </NavbarSearch>
        )}
      </div>
    </div>
  );
});

export default function NavbarContent(): JSX.Element {
  const {disabled} = useNavbarMobileSidebar();
  return <NavbarBar showMenuButton={!disabled} />;
}
