import { Menu, PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import type { PublicUser } from "../../../shared/api/auth";
import { SIDEBAR_BREAKPOINT_PX } from "../../../shared/catalog/client-timing";
import { useMediaQuery } from "../../hooks/use-media-query";
import { buttonClasses } from "../../ui/button";
import { cn } from "../../ui/class-names";
import { lazyDialog, usePreloadWhenIdle } from "../../ui/lazy-dialog";
import { Logo } from "../../ui/logo";
import { TooltipProvider } from "../../ui/tooltip";
import { useAutoRechargeAnnouncements } from "../billing/auto-recharge-announcements";
import { SIDEBAR_ID, SidebarOverlay, SidebarRail, type SidebarView } from "./sidebar";
import { AccountMenu, type OpenProfile, UserMenu } from "./user-menus";

// Closed when a page loads, so its code waits for the first paint (decision 0015).
const ProfileDialog = lazyDialog(() => import("./profile-dialog").then((module) => module.ProfileDialog));

const NARROW_VIEWPORT_QUERY = `(max-width: ${SIDEBAR_BREAKPOINT_PX - 0.02}px)`;

/** The frame of every signed-in page: header, collapsible sidebar and main area. */
export function AppShell({
  user,
  sidebar,
  children,
}: {
  user: PublicUser;
  /** The sidebar's content, drawn for the rail or the overlay. */
  sidebar: (view: SidebarView) => ReactNode;
  children: (actions: { openProfile: OpenProfile }) => ReactNode;
}) {
  const isPlus = user.subscriptionPlan === "plus";
  const isNarrow = useMediaQuery(NARROW_VIEWPORT_QUERY);
  const [isSidebarOpen, setIsSidebarOpen] = useState(false);
  const sidebarToggleRef = useRef<HTMLButtonElement>(null);
  const [isProfileOpen, setIsProfileOpen] = useState(false);
  const profileReturnFocus = useRef<HTMLElement | null>(null);
  usePreloadWhenIdle(ProfileDialog);
  useAutoRechargeAnnouncements();

  // The sidebar closes whenever the window is narrower than 768 px.
  useEffect(() => {
    if (isNarrow) setIsSidebarOpen(false);
  }, [isNarrow]);

  const openProfile: OpenProfile = (returnFocusTo) => {
    profileReturnFocus.current = returnFocusTo;
    setIsProfileOpen(true);
  };

  const sidebarView: SidebarView = {
    isExpanded: isNarrow || isSidebarOpen,
    isOverlay: isNarrow,
    expand: () => setIsSidebarOpen(true),
    dismissOverlay: () => {
      if (isNarrow) setIsSidebarOpen(false);
    },
  };

  const firstName = user.firstName?.trim();
  const isOverlayOpen = isNarrow && isSidebarOpen;
  // On narrow screens the open overlay carries its own close button, so this toggle only opens it.
  const toggleLabel = isNarrow ? "Open sidebar" : isSidebarOpen ? "Collapse sidebar" : "Expand sidebar";
  const ToggleIcon = isNarrow ? Menu : isSidebarOpen ? PanelLeftClose : PanelLeftOpen;

  return (
    // The tooltip provider lives here rather than at the root: Radix's provider module carries the whole
    // tooltip and its positioning engine, which the landing page (JavaScript budget 100 kB gzip) never uses.
    <TooltipProvider>
      {/* Exactly the window's height, and never a page that scrolls: the panes inside scroll on their
          own. Positioned and clipping, so text drawn out of flow for screen readers far down a pane
          cannot make the document taller than the window, and nothing scrolled into view can move the
          header. */}
      <div className="relative flex h-dvh flex-col overflow-clip">
        <header
          inert={isOverlayOpen}
          className={cn(
            "z-30 flex h-16 shrink-0 items-center gap-2 border-b bg-background px-3 sm:px-4",
            isPlus ? "border-plus/40" : "border-border",
          )}
        >
          <button
            ref={sidebarToggleRef}
            type="button"
            aria-label={toggleLabel}
            aria-expanded={isSidebarOpen}
            aria-controls={isNarrow && !isSidebarOpen ? undefined : SIDEBAR_ID}
            onClick={() => setIsSidebarOpen((open) => !open)}
            className={buttonClasses({ variant: "ghost", size: "icon" })}
          >
            <ToggleIcon aria-hidden="true" className="size-5" />
          </button>
          <Logo plus={isPlus} hideWordmarkOnSmallScreens />
          {isPlus ? (
            <span className="rounded-full bg-plus px-2 py-0.5 text-xs font-bold tracking-wider text-plus-foreground">
              PLUS
            </span>
          ) : null}
          <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2">
            <p className="min-w-0 truncate text-sm text-muted-foreground">
              Welcome,{" "}
              <span className={cn("font-semibold", isPlus ? "text-plus" : "text-foreground")}>
                {firstName || user.username}
              </span>
            </p>
            <UserMenu user={user} onOpenProfile={openProfile} />
            <AccountMenu user={user} isPlus={isPlus} onOpenProfile={openProfile} />
          </div>
        </header>

        <div inert={isOverlayOpen} className="flex min-h-0 flex-1">
          {isNarrow ? null : <SidebarRail isExpanded={isSidebarOpen}>{sidebar(sidebarView)}</SidebarRail>}
          <main className="min-h-0 min-w-0 flex-1">{children({ openProfile })}</main>
        </div>

        {isOverlayOpen ? (
          <SidebarOverlay onClose={() => setIsSidebarOpen(false)} returnFocusRef={sidebarToggleRef}>
            {sidebar(sidebarView)}
          </SidebarOverlay>
        ) : null}

        <ProfileDialog
          user={user}
          open={isProfileOpen}
          onOpenChange={setIsProfileOpen}
          returnFocusTo={() => profileReturnFocus.current}
        />
      </div>
    </TooltipProvider>
  );
}
