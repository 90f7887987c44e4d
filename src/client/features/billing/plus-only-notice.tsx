import type { ReactNode } from "react";
import { Link } from "wouter";
import { buttonClasses } from "../../ui/button";
import { Notice } from "../../ui/notice";

/** Shown to an owner on the simple plan in place of a Plus feature: what it needs, and the way to upgrade. */
export function PlusOnlyNotice({ children }: { children: ReactNode }) {
  return (
    <Notice
      action={
        <Link href="/upgrade" className={buttonClasses({ variant: "plus", size: "sm" })}>
          Upgrade to Plus
        </Link>
      }
    >
      {children}
    </Notice>
  );
}
