import type { ReactNode } from "react";
import { Redirect } from "wouter";
import type { PublicUser } from "../../../shared/api/auth";
import { useSession } from "../../api/session";
import { PageLoader } from "../../ui/spinner";

/** Renders `children` for a signed-in user; sends visitors to /login. */
export function SignedInOnly({ children }: { children: (user: PublicUser) => ReactNode }) {
  const { user, isLoading } = useSession();
  if (isLoading) return <PageLoader />;
  if (!user) return <Redirect to="/login" replace />;
  return children(user);
}
