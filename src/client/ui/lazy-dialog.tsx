import { type ComponentType, Suspense, useEffect, useState } from "react";
import { type LazyComponent, lazyComponent } from "../lazy-component";
import { IDLE_WORK_TIMEOUT_MS, whenIdle } from "../when-idle";
import { announceDialogOpening } from "./dialog-opening";
import { ErrorBoundary } from "./error-boundary";
import { Spinner } from "./spinner";
import { toast } from "./toast-store";

/** What a lazily loaded dialog needs of its props: a way to tell its page that it closed. */
type DialogProps = { onOpenChange: (open: boolean) => void };

/**
 * Shown while a dialog opened for the first time fetches its code, which only a click made before the
 * page preloaded its dialogs on a slow connection ever sees. The overlay matches the dialog's own.
 */
function DialogCodeLoading() {
  useEffect(announceDialogOpening, []);
  return (
    <div className="fixed inset-0 z-40 flex items-center justify-center bg-overlay backdrop-blur-sm">
      <div className="rounded-xl border border-border bg-surface px-6 py-4 shadow-2xl">
        <Spinner label="Loading…" className="size-5" />
      </div>
    </div>
  );
}

/**
 * A dialog whose code stays out of its page's first load (docs/decisions/0015): a closed
 * dialog renders nothing, so it loads when it first opens, or earlier through `preload`. Once opened it
 * stays mounted, so it can close as it always does and return focus to its opener. If its
 * code cannot be fetched, the dialog closes and a toast says so; the page itself stays.
 */
export function lazyDialog<Props extends DialogProps>(
  load: () => Promise<ComponentType<Props>>,
  // Most dialogs take an `open` prop; one that opens on something else says how to read it.
  isOpen: (props: Props) => boolean = (props) => "open" in props && props.open === true,
): LazyComponent<Props> {
  // React.lazy keeps a failure for good, so after one the next open starts from a new one.
  let Dialog = lazyComponent(load);
  // biome-ignore lint/correctness/noComponentHookFactories: called once per dialog at module level, like React.lazy.
  function LazyDialog(props: Props) {
    const open = isOpen(props);
    const [hasOpened, setHasOpened] = useState(open);
    if (open && !hasOpened) setHasOpened(true);
    if (!open && !hasOpened) return null;
    // The dialog closes, and the next open loads its code again.
    const reportFailure = () => {
      Dialog = lazyComponent(load);
      setHasOpened(false);
      props.onOpenChange(false);
      toast({
        variant: "destructive",
        title: "This window could not be opened",
        description: "Check your connection, then try again.",
      });
    };
    return (
      // A dialog whose code did not arrive leaves the page as it was instead of blanking it.
      <ErrorBoundary fallback={null} onError={reportFailure}>
        <Suspense fallback={<DialogCodeLoading />}>
          <Dialog {...props} />
        </Suspense>
      </ErrorBoundary>
    );
  }
  return Object.assign(LazyDialog, { preload: () => Dialog.preload() });
}

/**
 * Loads the given dialogs' code once the browser is idle after the page's first render, so a dialog
 * opens at once later without weighing on the first paint.
 */
export function usePreloadWhenIdle(...components: readonly Pick<LazyComponent<object>, "preload">[]): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the dialogs are module-level constants; one preload per mount.
  useEffect(
    () =>
      whenIdle(() => {
        for (const component of components) component.preload().catch(() => undefined);
      }, IDLE_WORK_TIMEOUT_MS),
    [],
  );
}
