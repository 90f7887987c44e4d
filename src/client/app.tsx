import { QueryClientProvider } from "@tanstack/react-query";
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { Redirect, Route, Switch, useLocation } from "wouter";
import {
  NOT_FOUND_PAGE,
  PAGE_ROUTES,
  type PageRoute,
  routeFor,
  type VisitorPageName,
} from "../shared/page-routes";
import { queryClient } from "./api/query-client";
import { sessionSentWithPage, useSession } from "./api/session";
import { loginPathLeadingTo } from "./features/auth/next-path";
import { TestCallLauncher } from "./features/calls/test-call-launcher";
import { type LazyComponent, lazyComponent } from "./lazy-component";
import { buttonClasses } from "./ui/button";
import { ErrorBoundary } from "./ui/error-boundary";
import { PageLoader } from "./ui/spinner";
import { useToast } from "./ui/use-toast";
import { IDLE_WORK_TIMEOUT_MS, whenIdle } from "./when-idle";

// Every page is its own chunk so a visitor's landing page loads none of the signed-in code.
// The server's page names the chunks of the page it will show, so the browser fetches them beside
// this entry (src/server/http/page-preloads.ts, decision 0012). One loader for each page of the route
// table (src/shared/page-routes.ts).
const MainScreen = lazyComponent(() =>
  import("./pages/agent-builder-page").then((module) => module.AgentBuilderPage),
);
const PAGES: Record<VisitorPageName, LazyComponent<object>> = {
  "landing-page": lazyComponent(() => import("./pages/landing-page").then((module) => module.LandingPage)),
  "auth-page": lazyComponent(() => import("./pages/auth-page").then((module) => module.AuthPage)),
  "reset-password-page": lazyComponent(() =>
    import("./pages/reset-password-page").then((module) => module.ResetPasswordPage),
  ),
  "pricing-page": lazyComponent(() => import("./pages/pricing-page").then((module) => module.PricingPage)),
  "checkout-upgrade-page": lazyComponent(() =>
    import("./pages/checkout-upgrade-page").then((module) => module.CheckoutUpgradePage),
  ),
  "checkout-page": lazyComponent(() => import("./pages/checkout-page").then((module) => module.CheckoutPage)),
  "add-balance-page": lazyComponent(() =>
    import("./pages/add-balance-page").then((module) => module.AddBalancePage),
  ),
  "settings-page": lazyComponent(() => import("./pages/settings-page").then((module) => module.SettingsPage)),
  "upgrade-page": lazyComponent(() => import("./pages/upgrade-page").then((module) => module.UpgradePage)),
  "upgrade-success-page": lazyComponent(() =>
    import("./pages/upgrade-success-page").then((module) => module.UpgradeSuccessPage),
  ),
  "agent-templates-page": lazyComponent(() =>
    import("./pages/agent-templates-page").then((module) => module.AgentTemplatesPage),
  ),
  "help-support-page": lazyComponent(() =>
    import("./pages/help-support-page").then((module) => module.HelpSupportPage),
  ),
  "documentation-page": lazyComponent(() =>
    import("./pages/documentation-page").then((module) => module.DocumentationPage),
  ),
  "notifications-page": lazyComponent(() =>
    import("./pages/notifications-page").then((module) => module.NotificationsPage),
  ),
  "calls-page": lazyComponent(() => import("./pages/calls-page").then((module) => module.CallsPage)),
  "bookings-page": lazyComponent(() => import("./pages/bookings-page").then((module) => module.BookingsPage)),
  "account-page": lazyComponent(() => import("./pages/account-page").then((module) => module.AccountPage)),
  "terms-page": lazyComponent(() => import("./pages/terms-page").then((module) => module.TermsPage)),
  "privacy-page": lazyComponent(() => import("./pages/privacy-page").then((module) => module.PrivacyPage)),
  "not-found-page": lazyComponent(() =>
    import("./pages/not-found-page").then((module) => module.NotFoundPage),
  ),
};
const Toaster = lazy(() => import("./ui/toast").then((module) => ({ default: module.Toaster })));

/**
 * Decision 0013: where the screen depends on who is signed in (`/` and `/dashboard`), the page's own
 * session says which screen comes first, so its code, already on the way (decision 0012), is loaded
 * before the first render. A page rendered ahead (decision 0030) has its code loaded before it is
 * hydrated too, so hydrating never waits on a lazy page.
 */
export function loadFirstScreen(renderedAhead = false): Promise<unknown> {
  const session = sessionSentWithPage();
  const route = routeFor(window.location.pathname);
  if (session === undefined || !route || !(route.mainScreenWhenSignedIn || renderedAhead)) {
    return Promise.resolve();
  }
  if (session?.user && route.mainScreenWhenSignedIn) return MainScreen.preload();
  return typeof route.visitor === "string" ? PAGES[route.visitor].preload() : Promise.resolve();
}

/** The main screen for a signed-in owner, `visitorPage` for anyone else. */
function MainScreenOr({ visitorPage }: { visitorPage: ReactNode }) {
  const { user, isLoading } = useSession();
  if (isLoading) return <PageLoader />;
  return user ? <MainScreen user={user} /> : visitorPage;
}

/** What a route of the table renders: its page, a redirect, or the main screen for an owner. */
function routeComponent({ visitor, mainScreenWhenSignedIn }: PageRoute): ComponentType {
  const VisitorPage: ComponentType =
    typeof visitor === "string"
      ? PAGES[visitor]
      : () => (
          <Redirect
            to={loginPathLeadingTo(visitor.redirectTo, window.location.pathname, window.location.search)}
            replace
          />
        );
  return mainScreenWhenSignedIn ? () => <MainScreenOr visitorPage={<VisitorPage />} /> : VisitorPage;
}

const ROUTES = PAGE_ROUTES.map((route) => ({ path: route.path, component: routeComponent(route) }));
const NotFoundPage = PAGES[NOT_FOUND_PAGE];

/**
 * The view scrolls to the top on every route change, not on the first: a page rendered ahead is
 * hydrated where the visitor has scrolled it to (decision 0030).
 */
function ScrollToTopOnRouteChange() {
  const [location] = useLocation();
  const shownLocation = useRef(location);
  useEffect(() => {
    if (shownLocation.current === location) return;
    shownLocation.current = location;
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

/** Loads the toast viewport once the page is idle, or at once when a toast is raised before that. */
function DeferredToaster() {
  const { toasts } = useToast();
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => whenIdle(() => setIsIdle(true), IDLE_WORK_TIMEOUT_MS), []);
  if (!isIdle && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/**
 * A page whose code could not be fetched: a dropped connection, or a release that replaced it while
 * the tab was open. Without it the whole screen would go blank. Kept to plain markup: it is part of
 * every page's entry script.
 */
function PageLoadFailed() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 p-6 text-center">
      <h1 className="text-lg font-semibold">This page could not be loaded</h1>
      <p role="alert" className="text-sm text-muted-foreground">
        Check your connection, then reload the page.
      </p>
      <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ScrollToTopOnRouteChange />
      <ErrorBoundary fallback={<PageLoadFailed />}>
        <Suspense fallback={<PageLoader />}>
          <Switch>
            {ROUTES.map((route) => (
              <Route key={route.path} path={route.path} component={route.component} />
            ))}
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
      </ErrorBoundary>
      {/* Without its code, toasts stay hidden and the page stays as it is. */}
      <ErrorBoundary fallback={null}>
        <DeferredToaster />
      </ErrorBoundary>
      <TestCallLauncher />
    </QueryClientProvider>
  );
}
