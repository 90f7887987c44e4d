import { Home } from "lucide-react";
import { Link } from "wouter";
import { type PageMetadata, usePageMetadata } from "../hooks/use-page-metadata";
import { buttonClasses } from "../ui/button";
import { Logo } from "../ui/logo";

const PAGE_METADATA: PageMetadata = {
  title: "Page Not Found | Switchboard",
  description: "The page you were looking for does not exist.",
};

/** Any unknown route shows the 404 page. */
export function NotFoundPage() {
  usePageMetadata(PAGE_METADATA);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-8 px-6 text-center">
      <Logo />
      <div className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">404 Page Not Found</h1>
        <p className="text-muted-foreground">The page you were looking for does not exist or has moved.</p>
      </div>
      <Link href="/" className={buttonClasses({ variant: "primary", size: "lg" })}>
        <Home aria-hidden="true" className="size-4" />
        Go to the home page
      </Link>
    </main>
  );
}
