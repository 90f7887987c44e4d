import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { Redirect, Route, Switch, useLocation } from "wouter";
import { queryClient } from "./api/query-client";
import { useSession } from "./api/session";
import { PageLoader } from "./ui/spinner";
import { useToast } from "./ui/use-toast";

// Every page is its own chunk so a visitor's landing page loads none of the signed-in code.
const importLandingPage = () => import("./pages/landing-page");
const LandingPage = lazy(() => importLandingPage().then((module) => ({ default: module.LandingPage })));
const AuthPage = lazy(() => import("./pages/auth-page").then((module) => ({ default: module.AuthPage })));
const DashboardPage = lazy(() =>
  import("./pages/dashboard-page").then((module) => ({ default: module.DashboardPage })),
);
const NotFoundPage = lazy(() =>
  import("./pages/not-found-page").then((module) => ({ default: module.NotFoundPage })),
);
const Toaster = lazy(() => import("./ui/toast").then((module) => ({ default: module.Toaster })));

/** Spec 001 §2: `/` is the landing page for visitors and the dashboard for signed-in users. */
function HomeRoute() {
  const { user, isLoading } = useSession();
  if (isLoading) {
    // Most visitors are signed out: fetch the landing page's code while the session lookup runs.
    void importLandingPage();
    return <PageLoader />;
  }
  return user ? <DashboardPage user={user} /> : <LandingPage />;
}

function DashboardRoute() {
  const { user, isLoading } = useSession();
  if (isLoading) return <PageLoader />;
  return user ? <DashboardPage user={user} /> : <Redirect to="/login" replace />;
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
  useEffect(() => {
    if ("requestIdleCallback" in window) {
      const handle = window.requestIdleCallback(() => setIsIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = setTimeout(() => setIsIdle(true), 200);
    return () => clearTimeout(handle);
  }, []);
  if (!isIdle && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ScrollToTopOnRouteChange />
      <Suspense fallback={<PageLoader />}>
        <Switch>
          <Route path="/" component={HomeRoute} />
          <Route path="/login" component={AuthPage} />
          <Route path="/signup" component={AuthPage} />
          <Route path="/auth" component={AuthPage} />
          <Route path="/dashboard" component={DashboardRoute} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
      <DeferredToaster />
    </QueryClientProvider>
  );
}
