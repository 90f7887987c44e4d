import {
  Bell,
  BookOpen,
  ChevronDown,
  CreditCard,
  LifeBuoy,
  LogOut,
  PhoneCall,
  UserRound,
} from "lucide-react";
import { useRef } from "react";
import { useLocation } from "wouter";
import type { PublicUser } from "../../../shared/api/auth";
import { buttonClasses } from "../../ui/button";
import { cn } from "../../ui/class-names";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../ui/dropdown-menu";
import { CALLS_PATH } from "../calls/call-log-path";
import { useLogout } from "./use-logout";
import { UserAvatar } from "./user-avatar";

/** Where focus goes back to when the profile dialog closes: the trigger of the menu that opened it. */
export type OpenProfile = (returnFocusTo: HTMLElement | null) => void;

/**
 * A menu item that opens a dialog must keep the menu from moving focus back to its trigger, or the
 * trigger would take focus from the dialog that just opened.
 */
function useDialogFromMenu(onOpenProfile: OpenProfile) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const isOpeningDialog = useRef(false);
  return {
    triggerRef,
    openProfile: () => {
      isOpeningDialog.current = true;
      onOpenProfile(triggerRef.current);
    },
    onCloseAutoFocus: (event: Event) => {
      if (!isOpeningDialog.current) return;
      isOpeningDialog.current = false;
      event.preventDefault();
    },
  };
}

function MenuIdentity({ user }: { user: PublicUser }) {
  return (
    <DropdownMenuLabel>
      <span className="block truncate font-semibold">{user.username}</span>
      <span className="block truncate text-xs font-normal text-muted-foreground">{user.email}</span>
    </DropdownMenuLabel>
  );
}

/** Spec 000 §2: the user menu of the header. */
export function UserMenu({ user, onOpenProfile }: { user: PublicUser; onOpenProfile: OpenProfile }) {
  const [, navigate] = useLocation();
  const logout = useLogout();
  const { triggerRef, openProfile, onCloseAutoFocus } = useDialogFromMenu(onOpenProfile);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        ref={triggerRef}
        aria-label="User menu"
        className={cn(
          buttonClasses({ variant: "ghost", size: "icon" }),
          "data-[state=open]:bg-surface-hover",
        )}
      >
        <ChevronDown aria-hidden="true" className="size-5" />
      </DropdownMenuTrigger>
      <DropdownMenuContent onCloseAutoFocus={onCloseAutoFocus}>
        <MenuIdentity user={user} />
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={openProfile}>
          <UserRound aria-hidden="true" />
          Profile Settings
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate(CALLS_PATH)}>
          <PhoneCall aria-hidden="true" />
          Calls
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate("/notifications")}>
          <Bell aria-hidden="true" />
          Notifications
        </DropdownMenuItem>
        {/* Spec 000 §2: Payment & Settings is opened with a full page load. */}
        <DropdownMenuItem onSelect={() => window.location.assign("/settings")}>
          <CreditCard aria-hidden="true" />
          Payment & Settings
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate("/help-support")}>
          <LifeBuoy aria-hidden="true" />
          Help & Support
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate("/documentation")}>
          <BookOpen aria-hidden="true" />
          Documentation
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" disabled={logout.isPending} onSelect={() => logout.mutate()}>
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** Spec 000 §2: the avatar menu offers View Profile and Logout. */
export function AccountMenu({
  user,
  isPlus,
  onOpenProfile,
}: {
  user: PublicUser;
  isPlus: boolean;
  onOpenProfile: OpenProfile;
}) {
  const logout = useLogout();
  const { triggerRef, openProfile, onCloseAutoFocus } = useDialogFromMenu(onOpenProfile);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        ref={triggerRef}
        aria-label="Account"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-full"
      >
        <UserAvatar user={user} isPlus={isPlus} />
      </DropdownMenuTrigger>
      <DropdownMenuContent onCloseAutoFocus={onCloseAutoFocus}>
        <MenuIdentity user={user} />
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={openProfile}>
          <UserRound aria-hidden="true" />
          View Profile
        </DropdownMenuItem>
        <DropdownMenuItem variant="destructive" disabled={logout.isPending} onSelect={() => logout.mutate()}>
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
