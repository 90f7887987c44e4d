import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { Redirect, Route, Switch, useLocation } from "wouter";
import { routePath } from "../shared/catalog/route-path";
import { queryClient } from "./api/query-client";
import { sessionSentWithPage, useSession } from "./api/session";
import { TestCallLauncher } from "./features/calls/test-call-launcher";
import { lazyComponent } from "./lazy-component";
import { buttonClasses } from "./ui/button";
import { ErrorBoundary } from "./ui/error-boundary";
import { PageLoader } from "./ui/spinner";
import { useToast } from "./ui/use-toast";
import { IDLE_WORK_TIMEOUT_MS, whenIdle } from "./when-idle";

// Every page is its own chunk so a visitor's landing page loads none of the signed-in code.
// The server's page names the chunks of the page it will show, so the browser fetches them beside
// this entry (src/server/http/page-preloads.ts, decision 0012).
const LandingPage = lazyComponent(() => import("./pages/landing-page").then((module) => module.LandingPage));
const AuthPage = lazy(() => import("./pages/auth-page").then((module) => ({ default: module.AuthPage })));
const AgentBuilderPage = lazyComponent(() =>
  import("./pages/agent-builder-page").then((module) => module.AgentBuilderPage),
);
const PricingPage = lazy(() =>
  import("./pages/pricing-page").then((module) => ({ default: module.PricingPage })),
);
const CheckoutPage = lazy(() =>
  import("./pages/checkout-page").then((module) => ({ default: module.CheckoutPage })),
);
const AddBalancePage = lazy(() =>
  import("./pages/add-balance-page").then((module) => ({ default: module.AddBalancePage })),
);
const SettingsPage = lazy(() =>
  import("./pages/settings-page").then((module) => ({ default: module.SettingsPage })),
);
const UpgradePage = lazy(() =>
  import("./pages/upgrade-page").then((module) => ({ default: module.UpgradePage })),
);
const CheckoutUpgradePage = lazy(() =>
  import("./pages/checkout-upgrade-page").then((module) => ({ default: module.CheckoutUpgradePage })),
);
const UpgradeSuccessPage = lazy(() =>
  import("./pages/upgrade-success-page").then((module) => ({ default: module.UpgradeSuccessPage })),
);
const AgentTemplatesPage = lazy(() =>
  import("./pages/agent-templates-page").then((module) => ({ default: module.AgentTemplatesPage })),
);
const HelpSupportPage = lazy(() =>
  import("./pages/help-support-page").then((module) => ({ default: module.HelpSupportPage })),
);
const DocumentationPage = lazy(() =>
  import("./pages/documentation-page").then((module) => ({ default: module.DocumentationPage })),
);
const NotificationsPage = lazy(() =>
  import("./pages/notifications-page").then((module) => ({ default: module.NotificationsPage })),
);
const CallsPage = lazy(() => import("./pages/calls-page").then((module) => ({ default: module.CallsPage })));
const NotFoundPage = lazy(() =>
  import("./pages/not-found-page").then((module) => ({ default: module.NotFoundPage })),
);
const Toaster = lazy(() => import("./ui/toast").then((module) => ({ default: module.Toaster })));

/**
 * Decision 0013: at `/` and `/dashboard` the page's own session says which screen comes first, so its
 * code, already on the way (decision 0012), is loaded before the first render.
 */
export function loadFirstScreen(): Promise<unknown> {
  const session = sessionSentWithPage();
  if (session === undefined) return Promise.resolve();
  const path = routePath(window.location.pathname);
  if (path === "/") return (session?.user ? AgentBuilderPage : LandingPage).preload();
  if (path === "/dashboard" && session?.user) return AgentBuilderPage.preload();
  return Promise.resolve();
}

/** The main screen for a signed-in owner, `visitorPage` for anyone else. */
function MainScreenOr({ visitorPage }: { visitorPage: ReactNode }) {
  const { user, isLoading } = useSession();
  if (isLoading) return <PageLoader />;
  return user ? <AgentBuilderPage user={user} /> : visitorPage;
}

/** Spec 001 §2: `/` is the landing page for visitors and the main screen (the agent builder) for signed-in users. */
function HomeRoute() {
  return <MainScreenOr visitorPage={<LandingPage />} />;
}

function DashboardRoute() {
  return <MainScreenOr visitorPage={<Redirect to="/login" replace />} />;
}

/** Spec 001 §2: the view scrolls to the top on every route change. */
function ScrollToTopOnRouteChange() {
  const [location] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scroll is the reaction to a new location.
  useEffect(() => {
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
            <Route path="/" component={HomeRoute} />
            <Route path="/login" component={AuthPage} />
            <Route path="/signup" component={AuthPage} />
            <Route path="/auth" component={AuthPage} />
            <Route path="/dashboard" component={DashboardRoute} />
            <Route path="/pricing" component={PricingPage} />
            <Route path="/checkout-upgrade" component={CheckoutUpgradePage} />
            <Route path="/checkout" component={CheckoutPage} />
            <Route path="/checkout/*" component={CheckoutPage} />
            <Route path="/add-balance" component={AddBalancePage} />
            <Route path="/settings" component={SettingsPage} />
            <Route path="/upgrade" component={UpgradePage} />
            <Route path="/upgrade-success" component={UpgradeSuccessPage} />
            <Route path="/agent-templates" component={AgentTemplatesPage} />
            <Route path="/help-support" component={HelpSupportPage} />
            <Route path="/documentation" component={DocumentationPage} />
            <Route path="/notifications" component={NotificationsPage} />
            <Route path="/calls" component={CallsPage} />
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
