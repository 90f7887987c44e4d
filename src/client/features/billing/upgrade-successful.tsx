import { PartyPopper } from "lucide-react";
import type { ReactNode } from "react";

/** The Upgrade Successful screen; `children` says where the page goes next. */
export function UpgradeSuccessful({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-plus/50 bg-surface px-6 py-10 text-center shadow-2xl shadow-plus/10">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-plus-soft text-plus">
        <PartyPopper aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight">Upgrade Successful</h1>
      <p className="mt-3 text-pretty text-muted-foreground">
        Congratulations! Your account is now on the Plus plan: create as many agents as your business needs.
      </p>
      <div className="mt-8 flex w-full flex-col items-center gap-4">{children}</div>
    </div>
  );
}
