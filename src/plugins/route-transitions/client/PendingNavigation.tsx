/** Core's PendingNavigation, but a failed preload keeps the page with a console warning (FAIL-2). */
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
      // Address bar restored: render again with previousLocation === location (no scroll, no
      // onRouteDidUpdate).
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
    // The router context as of the last render, so a link click does not re-render the old page (PERF-5).
    return (
      <ClientLifecyclesDispatcher previousLocation={this.previousLocation} location={location}>
        <RouterContext.Provider value={routerContext}>
          <Route location={location} render={() => children} />
        </RouterContext.Provider>
      </ClientLifecyclesDispatcher>
    );
  }
}

/** Drop-in for core's PendingNavigation, with the router history and context it needs. */
export default function PendingNavigation(props: Props): JSX.Element {
  const history = useHistory();
  const routerContext = useContext(RouterContext);
  return <PendingNavigationImpl {...props} history={history} routerContext={routerContext} />;
}
