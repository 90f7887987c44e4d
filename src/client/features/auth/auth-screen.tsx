import type { ReactNode } from "react";
import { HomeLink } from "../../ui/logo";

/**
 * The frame of the account screens (sign in, sign up, verify, forgot and reset password): the home
 * link above one card with its heading, on a phone as on a desk.
 */
export function AuthScreen({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <div className="relative flex min-h-dvh flex-col items-center px-4 py-10 sm:justify-center">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[32rem] bg-[radial-gradient(ellipse_at_top,var(--color-primary-soft),transparent_70%)]"
      />
      {/* Every part of the page sits in a landmark (WCAG 1.3.1). */}
      <header className="mb-8">
        <HomeLink />
      </header>
      <main className="w-full max-w-md rounded-2xl border border-border bg-surface/95 p-6 shadow-2xl sm:p-8">
        <div className="mb-6 text-center">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <p className="mt-1.5 text-sm text-muted-foreground">{subtitle}</p>
        </div>
        {children}
      </main>
    </div>
  );
}
