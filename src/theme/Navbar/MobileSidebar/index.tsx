/**
 * Wrap-swizzle of `@theme/Navbar/MobileSidebar`: the hidden phone menu panel renders in the first idle period
 * after load (or when opened first), not in the re-render after hydration (PERF-12). Props pass through.
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
