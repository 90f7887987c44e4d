import type { ComponentProps, ReactNode } from "react";
import type { PublicUser } from "../../../shared/api/auth";
import { type Session, useSession } from "../../api/session";
import { DashboardOrSignInLink } from "../../ui/dashboard-or-sign-in-link";
import { BackLink, PageFrame, PageHeading } from "../../ui/page-frame";
import { SignedInOnly } from "../billing/signed-in-only";

/** What a framed page says of itself: its column's width and the title heading it. */
interface FramedPageProps<Context> {
  width?: ComponentProps<typeof PageFrame>["width"];
  title: string;
  description: string | ((context: Context) => string);
  /** The content, or how it follows from the session or the user. */
  children: ReactNode | ((context: Context) => ReactNode);
}

function FramedPage<Context>({
  context,
  isPlus,
  navigation,
  width,
  title,
  description,
  children,
}: FramedPageProps<Context> & { context: Context; isPlus: boolean; navigation: ReactNode }) {
  return (
    <PageFrame width={width} plus={isPlus} navigation={navigation}>
      <PageHeading
        title={title}
        description={typeof description === "function" ? description(context) : description}
      />
      {typeof children === "function" ? children(context) : children}
    </PageFrame>
  );
}

/** A framed page of the signed-in user, with the way back to the dashboard; visitors are sent to /login. */
export function SignedInPage(props: FramedPageProps<PublicUser>) {
  return (
    <SignedInOnly>
      {(user) => (
        <FramedPage
          {...props}
          context={user}
          isPlus={user.subscriptionPlan === "plus"}
          navigation={<BackLink href="/">Dashboard</BackLink>}
        />
      )}
    </SignedInOnly>
  );
}

/** A framed page that visitors may read too: its header links back to the dashboard, or to sign in. */
export function OpenPage(props: FramedPageProps<Session>) {
  const session = useSession();
  return (
    <FramedPage
      {...props}
      context={session}
      isPlus={session.user?.subscriptionPlan === "plus"}
      navigation={
        session.isLoading ? undefined : <DashboardOrSignInLink isSignedIn={session.user !== null} />
      }
    />
  );
}
