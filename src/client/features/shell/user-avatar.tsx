import type { PublicUser } from "../../../shared/api/auth";
import { cn } from "../../ui/class-names";

function initialsOf(user: PublicUser): string {
  const fromNames = [user.firstName, user.lastName].map((name) => name?.trim().charAt(0) ?? "").join("");
  return (fromNames || user.username.slice(0, 2)).toUpperCase();
}

/** The profile picture, or the user's initials when there is none. Decorative: the button names it. */
export function UserAvatar({
  user,
  isPlus,
  className,
}: {
  user: PublicUser;
  isPlus: boolean;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex size-9 items-center justify-center overflow-hidden rounded-full text-xs font-semibold ring-2 ring-offset-2 ring-offset-background",
        isPlus ? "bg-plus-soft text-plus ring-plus" : "bg-primary-soft text-primary-text ring-primary/60",
        className,
      )}
    >
      {user.profilePicture ? (
        <img src={user.profilePicture} alt="" className="size-full object-cover" />
      ) : (
        initialsOf(user)
      )}
    </span>
  );
}
