import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { buttonClasses } from "./button";
import { cn } from "./class-names";
import { SiteHeader } from "./logo";

const WIDTH_CLASSES = {
  narrow: "max-w-lg",
  medium: "max-w-3xl",
  wide: "max-w-5xl",
} as const;

/**
 * The frame of a page outside the main screen (pricing, checkout, balance, settings, upgrade): the logo
 * home, the page's navigation on the right, and a centred column of the given width.
 */
export function PageFrame({
  navigation,
  width = "medium",
  plus = false,
  children,
}: {
  navigation?: ReactNode;
  width?: keyof typeof WIDTH_CLASSES;
  plus?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="relative min-h-dvh overflow-x-clip">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[32rem] bg-[radial-gradient(ellipse_at_top,var(--color-primary-soft),transparent_70%)]"
      />
      <SiteHeader
        className="bg-background/80"
        plus={plus}
        hideWordmarkOnSmallScreens={navigation !== undefined}
      >
        {navigation ? <nav className="flex min-w-0 items-center gap-1 sm:gap-2">{navigation}</nav> : null}
      </SiteHeader>
      <main className={cn("mx-auto w-full px-4 pt-8 pb-16 sm:px-6 sm:pt-12", WIDTH_CLASSES[width])}>
        {children}
      </main>
    </div>
  );
}

/** The heading block at the top of a framed page. */
export function PageHeading({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <div className="mb-8">
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      {description ? <p className="mt-2 text-pretty text-muted-foreground">{description}</p> : null}
    </div>
  );
}

/** The header link back to where the page was reached from. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className={buttonClasses({ variant: "ghost", size: "sm" })}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
