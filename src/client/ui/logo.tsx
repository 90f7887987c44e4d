import { type ComponentProps, type ReactNode, useId } from "react";
import { Link } from "wouter";
import { cn } from "./class-names";

/** The Switchboard mark: four signal bars on a blue-violet tile (gold for Plus subscribers). */
function LogoMark({ plus = false, className }: { plus?: boolean; className?: string }) {
  // useId output holds characters that are not valid in a url(#…) reference.
  const gradientId = `logo-gradient-${useId().replace(/[^A-Za-z0-9_-]/g, "")}`;
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={cn("size-8 shrink-0", className)}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={plus ? "var(--color-plus)" : "var(--color-primary)"} />
          <stop offset="1" stopColor={plus ? "var(--color-warning)" : "var(--color-violet)"} />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <g
        fill="none"
        stroke={plus ? "var(--color-plus-foreground)" : "var(--color-primary-foreground)"}
        strokeWidth="2.4"
        strokeLinecap="round"
      >
        <path d="M9 12.5v7" />
        <path d="M13.7 9.5v13" />
        <path d="M18.3 11v10" />
        <path d="M23 14v4" />
      </g>
    </svg>
  );
}

export function Logo({
  plus = false,
  hideWordmarkOnSmallScreens = false,
  className,
}: {
  plus?: boolean;
  hideWordmarkOnSmallScreens?: boolean;
  className?: string;
}) {
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <LogoMark plus={plus} />
      <span
        className={cn(
          "text-lg font-semibold tracking-tight text-foreground",
          hideWordmarkOnSmallScreens && "max-sm:sr-only",
        )}
      >
        Switchboard
      </span>
    </span>
  );
}

/** The logo as the link to the home page. */
export function HomeLink(logo: ComponentProps<typeof Logo>) {
  return (
    <Link href="/" aria-label="Switchboard home" className="inline-flex min-h-10 items-center rounded-md">
      <Logo {...logo} />
    </Link>
  );
}

/**
 * The sticky header of a page outside the main screen: the logo home on the left and the page's
 * navigation (`children`) on the right. `className` sets how much of the page shows through.
 */
export function SiteHeader({
  className,
  children,
  ...logo
}: ComponentProps<typeof Logo> & { className: string; children: ReactNode }) {
  return (
    <header className={cn("sticky top-0 z-20 border-b border-border/60 backdrop-blur-md", className)}>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <HomeLink {...logo} />
        {children}
      </div>
    </header>
  );
}
