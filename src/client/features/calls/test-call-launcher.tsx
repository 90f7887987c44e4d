import { lazy, type ReactNode, Suspense, useSyncExternalStore } from "react";
import type { Agent } from "../../../shared/api/agents";
import { Button } from "../../ui/button";
import { ErrorBoundary } from "../../ui/error-boundary";
import { Spinner } from "../../ui/spinner";

// The call screen (speech, transcript, billing) is its own chunk, fetched when a call is asked for,
// so the main screen's JavaScript stays within its budget.
const importTestCallDialog = () => import("./test-call-dialog");
const lazyTestCallDialog = () =>
  lazy(() => importTestCallDialog().then((module) => ({ default: module.TestCallDialog })));
// React keeps a failed lazy import failed; a fresh one after a failure lets the next try fetch again.
let TestCallDialog = lazyTestCallDialog();

interface TestCallRequest {
  agent: Agent;
  /** A fresh screen for every request, even for the same agent. */
  key: number;
}

let currentRequest: TestCallRequest | null = null;
let requestCount = 0;
const listeners = new Set<() => void>();

function publish(request: TestCallRequest | null): void {
  currentRequest = request;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Opens the call screen for an agent, from the sidebar, the Calls page or anywhere else. */
export function requestTestCall(agent: Agent): void {
  requestCount += 1;
  publish({ agent, key: requestCount });
}

/** Fetches the call screen's code when a click on "Test call" is likely (pointer over it, or focus). */
export function preloadTestCallScreen(): void {
  void importTestCallDialog();
}

function CallScreenOverlay({ children }: { children: ReactNode }) {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-overlay p-4">
      <div className="max-w-md rounded-lg border border-border bg-surface p-4 shadow-2xl">{children}</div>
    </div>
  );
}

// Plain markup rather than the Notice: this part loads with every page, the landing page included.
function CallScreenUnavailable({ onClose }: { onClose: () => void }) {
  return (
    <CallScreenOverlay>
      <div role="alert" className="flex flex-col gap-3 text-sm">
        <p className="font-semibold text-destructive-text">The call screen did not load</p>
        <p className="text-muted-foreground">Check your connection and try the test call again.</p>
        {/* The only way out of this overlay takes focus at once. */}
        <Button variant="outline" size="sm" autoFocus onClick={onClose} className="self-end">
          Close
        </Button>
      </div>
    </CallScreenOverlay>
  );
}

/**
 * Mounted once at the root, so the screen outlives whatever asked for it (the sidebar overlay closes
 * on phones as the call opens).
 */
export function TestCallLauncher() {
  const request = useSyncExternalStore(
    subscribe,
    () => currentRequest,
    () => null,
  );
  if (request === null) return null;
  const close = () => publish(null);
  return (
    <ErrorBoundary
      key={request.key}
      fallback={
        <CallScreenUnavailable
          onClose={() => {
            TestCallDialog = lazyTestCallDialog();
            close();
          }}
        />
      }
    >
      <Suspense
        fallback={
          <CallScreenOverlay>
            <Spinner label="Opening the call screen…" />
          </CallScreenOverlay>
        }
      >
        <TestCallDialog key={request.key} agent={request.agent} onClose={close} />
      </Suspense>
    </ErrorBoundary>
  );
}
