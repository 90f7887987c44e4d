import {
  Bell,
  BookOpen,
  CalendarDays,
  ChevronDown,
  CreditCard,
  LifeBuoy,
  LogOut,
  PhoneCall,
  ShieldCheck,
  UserRound,
} from "lucide-react";
import { type ReactNode, useRef } from "react";
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
import { BOOKINGS_PATH } from "../bookings/bookings-path";
import { CALLS_PATH } from "../calls/call-log-path";
import { useLogout } from "./use-logout";
import { UserAvatar } from "./user-avatar";

/** Where focus goes back to when the profile dialog closes: the trigger of the menu that opened it. */
export type OpenProfile = (returnFocusTo: HTMLElement | null) => void;

function MenuIdentity({ user }: { user: PublicUser }) {
  return (
    <DropdownMenuLabel>
      <span className="block truncate font-semibold">{user.username}</span>
      <span className="block truncate text-xs font-normal text-muted-foreground">{user.email}</span>
    </DropdownMenuLabel>
  );
}

/**
 * A menu of the signed-in user: who is signed in, the item that opens the profile, the given items
 * and Logout. The profile item keeps the menu from moving focus back to its trigger, or the trigger
 * would take focus from the dialog that just opened.
 */
function SignedInMenu({
  user,
  onOpenProfile,
  triggerLabel,
  triggerClassName,
  trigger,
  profileLabel,
  children,
}: {
  user: PublicUser;
  onOpenProfile: OpenProfile;
  triggerLabel: string;
  triggerClassName: string;
  trigger: ReactNode;
  profileLabel: string;
  children?: ReactNode;
}) {
  const logout = useLogout();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const isOpeningDialog = useRef(false);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger ref={triggerRef} aria-label={triggerLabel} className={triggerClassName}>
        {trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent
        onCloseAutoFocus={(event) => {
          if (!isOpeningDialog.current) return;
          isOpeningDialog.current = false;
          event.preventDefault();
        }}
      >
        <MenuIdentity user={user} />
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() => {
            isOpeningDialog.current = true;
            onOpenProfile(triggerRef.current);
          }}
        >
          <UserRound aria-hidden="true" />
          {profileLabel}
        </DropdownMenuItem>
        {children}
        <DropdownMenuItem variant="destructive" disabled={logout.isPending} onSelect={() => logout.mutate()}>
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The user menu of the header. */
export function UserMenu({ user, onOpenProfile }: { user: PublicUser; onOpenProfile: OpenProfile }) {
  const [, navigate] = useLocation();
  return (
    <SignedInMenu
      user={user}
      onOpenProfile={onOpenProfile}
      triggerLabel="User menu"
      triggerClassName={cn(
        buttonClasses({ variant: "ghost", size: "icon" }),
        "data-[state=open]:bg-surface-hover",
      )}
      trigger={<ChevronDown aria-hidden="true" className="size-5" />}
      profileLabel="Profile Settings"
    >
      <DropdownMenuItem onSelect={() => navigate(CALLS_PATH)}>
        <PhoneCall aria-hidden="true" />
        Calls
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => navigate(BOOKINGS_PATH)}>
        <CalendarDays aria-hidden="true" />
        Bookings
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => navigate("/account")}>
        <ShieldCheck aria-hidden="true" />
        Account
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => navigate("/notifications")}>
        <Bell aria-hidden="true" />
        Notifications
      </DropdownMenuItem>
      {/* Payment & Settings is opened with a full page load. */}
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
    </SignedInMenu>
  );
}

/** The avatar menu offers View Profile and Logout. */
export function AccountMenu({
  user,
  isPlus,
  onOpenProfile,
}: {
  user: PublicUser;
  isPlus: boolean;
  onOpenProfile: OpenProfile;
}) {
  return (
    <SignedInMenu
      user={user}
      onOpenProfile={onOpenProfile}
      triggerLabel="Account"
      triggerClassName="inline-flex size-10 shrink-0 items-center justify-center rounded-full"
      trigger={<UserAvatar user={user} isPlus={isPlus} />}
      profileLabel="View Profile"
    />
  );
}
