import { useCallback, useEffect, useRef } from "react";
import { useLocation } from "wouter";

/** Navigates after a pause (the commerce pages' redirect timings); leaving the page first cancels it. */
export function useDelayedNavigation(): (path: string, delayMs: number) => void {
  const [, navigate] = useLocation();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(
    (path: string, delayMs: number) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => navigate(path), delayMs);
    },
    [navigate],
  );
}
