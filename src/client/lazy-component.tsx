import { type ComponentType, lazy } from "react";

/** A component whose code loads on demand, and that can be loaded ahead of its first render. */
export type LazyComponent<Props extends object> = ComponentType<Props> & { preload(): Promise<unknown> };

/**
 * React.lazy, plus `preload`: once the code is in, the component renders straight away instead of
 * suspending. React keeps a fallback it has shown on screen for at least 300 ms, so a first screen whose
 * code is already on the way (decision 0012) would otherwise wait behind the loading state (decision 0013).
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        // A failed preload leaves the component's own first load free to try again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(loadOnce);
  // biome-ignore lint/correctness/noComponentHookFactories: like React.lazy, it is called once per component at module level, so each keeps one component for good.
  function Loaded(props: Props) {
    // Before the code is in, the lazy component suspends and never commits, so switching to the
    // loaded one afterwards remounts nothing.
    const Component = loaded ?? Suspending;
    return <Component {...props} />;
  }
  return Object.assign(Loaded, { preload: loadOnce });
}
