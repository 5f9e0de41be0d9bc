/**
 * Wrap-swizzle of `@theme/Navbar/MobileSidebar` (the phone menu's panel).
 * Why (PERF-12 in REQUIREMENTS.md): on a phone the theme renders the hidden panel (its header, the navbar's
 * items and the docs sidebar's slot, about 80 fibers) in the re-render that follows hydration, when the window
 * size becomes known: one more piece of the long task right after the load. Here the panel is rendered in the
 * first idle period after the load instead, or at once when the menu is opened before that. Once rendered it
 * stays, so the menu slides in as the theme's does. Props are passed through unchanged.
 */
import React, {useEffect, useState} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {whenIdle} from '../../../plugins/common/client/scheduling';

type Props = WrapperProps<typeof MobileSidebarType>;

/** Longest wait for an idle period before the panel is rendered anyway (ms). */
const PANEL_IDLE_TIMEOUT_MS = 3000;

export default function MobileSidebarWrapper(props: Props): JSX.Element | null {
  const {shown, shouldRender} = useNavbarMobileSidebar();
  const [idle, setIdle] = useState(false);
  useEffect(
    () => (shouldRender && !idle ? whenIdle(() => setIdle(true), PANEL_IDLE_TIMEOUT_MS) : undefined),
    [shouldRender, idle],
  );
  return idle || shown ? <MobileSidebar {...props} /> : null;
}
