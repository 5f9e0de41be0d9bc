/**
 * Replacement for `@docusaurus/core/lib/client/PendingNavigation` (see ../index.ts for how it is swapped in).
 *
 * Same contract as the stock component: while the next route's chunks preload, the current page stays on
 * screen; once they are loaded the new route renders. One difference, required by FAIL-2:
 *
 * - If preloading fails on a route change, the page stays as it was and only a warning is logged to the
 *   console. Stock 2.4.3 calls `window.location.reload()`.
 *   Here the failure is logged with `console.warn`, the progress bar is stopped, and the address bar is put
 *   back to the page still on screen (history.goBack() after a link click, history.replace() otherwise), so
 *   the URL never claims a page that is not shown. Nothing re-renders and the scroll position is kept.
 * - The lazy loader caches a failed load, so preloading that route again can never succeed. When the reader
 *   follows a link to it again, the route is rendered at once and its Loading box shows the red error box
 *   with a Retry button (FAIL-1); Retry fetches the chunks afresh.
 *
 * Props: `location` (the normalized router location to show) and `children` (the route tree).
 */
import React, {useContext, type ContextType, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import {Route, __RouterContext as RouterContext} from 'react-router';
import type {History, Location} from 'history';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import ClientLifecyclesDispatcher, {
  dispatchLifecycleAction,
} from '@docusaurus/core/lib/client/ClientLifecyclesDispatcher';
import preload from '@docusaurus/core/lib/client/preload';

type Props = {readonly location: Location; readonly children: ReactNode};
type ImplProps = Props & {
  readonly history: History;
  /** The router's context value as of the render that passed these props. */
  readonly routerContext: ContextType<typeof RouterContext>;
};
type State = {nextRouteHasLoaded: boolean};

function isSameLocation(a: Location, b: Location): boolean {
  return a.pathname === b.pathname && a.search === b.search && a.hash === b.hash;
}

class PendingNavigationImpl extends React.Component<ImplProps, State> {
  /** The location before the navigation in progress (what ClientLifecyclesDispatcher compares against). */
  private previousLocation: Location | null = null;

  /** The location currently on screen; the one to return to when a preload fails. */
  private shownLocation: Location;

  /** Set while the address bar is being put back after a failed preload. */
  private restoringTo: Location | null = null;

  private routeUpdateCleanupCb: () => void;

  /** Paths whose preload failed; their next navigation hands over to the Loading box. */
  private readonly failedPaths = new Set<string>();

  constructor(props: ImplProps) {
    super(props);
    this.shownLocation = props.location;
    this.routeUpdateCleanupCb = ExecutionEnvironment.canUseDOM
      ? dispatchLifecycleAction('onRouteUpdate', {previousLocation: null, location: props.location})
      : () => {};
    this.state = {nextRouteHasLoaded: true};
  }

  override shouldComponentUpdate(nextProps: ImplProps, nextState: State): boolean {
    if (nextProps.location === this.props.location) {
      // A pending transition (nextRouteHasLoaded false) blocks rendering until it settles.
      return nextState.nextRouteHasLoaded;
    }

    if (this.restoringTo && isSameLocation(nextProps.location, this.restoringTo)) {
      // The address bar is back on the page that never left the screen. Render it again with
      // previousLocation === location, so no scroll and no onRouteDidUpdate happen.
      this.restoringTo = null;
      this.previousLocation = nextProps.location;
      this.setState({nextRouteHasLoaded: true});
      return false;
    }

    const nextLocation = nextProps.location;
    this.previousLocation = this.props.location;
    this.setState({nextRouteHasLoaded: false});
    this.routeUpdateCleanupCb = dispatchLifecycleAction('onRouteUpdate', {
      previousLocation: this.previousLocation,
      location: nextLocation,
    });

    const failedBefore = this.failedPaths.delete(nextLocation.pathname);
    (failedBefore ? Promise.resolve() : preload(nextLocation.pathname))
      .then(() => {
        this.routeUpdateCleanupCb();
        this.setState({nextRouteHasLoaded: true});
      })
      .catch((error: unknown) => {
        this.routeUpdateCleanupCb();
        // A newer navigation superseded this one: it owns the outcome.
        if (this.props.location !== nextLocation) return;
        console.warn(
          `Could not load ${nextLocation.pathname}; staying on ${this.shownLocation.pathname}.`,
          error,
        );
        this.failedPaths.add(nextLocation.pathname);
        this.restoringTo = this.shownLocation;
        if (this.props.history.action === 'PUSH') {
          this.props.history.goBack();
        } else {
          this.props.history.replace(this.shownLocation);
        }
      });
    return false;
  }

  override render(): ReactNode {
    const {children, location, routerContext} = this.props;
    this.shownLocation = location;
    // A controlled <Route> makes every descendant render `location`, not the router's pending one.
    // The Route reads the router's context, and a context change re-renders its readers even when
    // shouldComponentUpdate says no: at a link click the Route, and every Link under it, would render the
    // page on screen again before the next route has loaded (PERF-5). The context is therefore passed on
    // as it was at this component's last render, so the tree under it renders once, with the new route.
    return (
      <ClientLifecyclesDispatcher previousLocation={this.previousLocation} location={location}>
        <RouterContext.Provider value={routerContext}>
          <Route location={location} render={() => children} />
        </RouterContext.Provider>
      </ClientLifecyclesDispatcher>
    );
  }
}

/**
 * Drop-in for core's PendingNavigation: same props, plus the router history it needs to restore the URL and the
 * router context it passes on (see PendingNavigationImpl's render).
 */
export default function PendingNavigation(props: Props): JSX.Element {
  const history = useHistory();
  const routerContext = useContext(RouterContext);
  return <PendingNavigationImpl {...props} history={history} routerContext={routerContext} />;
}
