import { useQueryClient } from "@tanstack/react-query";
import { CircleCheck, LogIn, Send } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import type { PublicUser } from "../../../shared/api/auth";
import {
  SUPPORT_ISSUE_TYPES,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_RESPONSE_HOURS,
} from "../../../shared/catalog/support";
import { clearSession } from "../../api/session";
import { Button, buttonClasses } from "../../ui/button";
import { Field } from "../../ui/field";
import { Input } from "../../ui/input";
import { Notice } from "../../ui/notice";
import { PendingButton } from "../../ui/pending-button";
import { Select } from "../../ui/select";
import { Textarea } from "../../ui/textarea";
import { toast } from "../../ui/toast-store";
import { useSubmitSupportRequest } from "./support-api";
import {
  describeSupportFailure,
  LOGIN_REQUIRED_MESSAGE,
  SUBMISSION_FAILED_TITLE,
  type SupportFieldErrors,
  validateSupportRequest,
} from "./support-validation";

interface SentRequest {
  reference: string;
  email: string;
}

function RequestSent({ sent, onSendAnother }: { sent: SentRequest; onSendAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="flex flex-col items-start gap-4">
      <CircleCheck aria-hidden="true" className="size-8 text-success-text" />
      <div>
        <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
          Your request was sent
        </h3>
        <p className="mt-2 text-sm text-muted-foreground">
          Your reference is <strong className="font-mono text-base text-foreground">{sent.reference}</strong>.
          We will reply within {SUPPORT_RESPONSE_HOURS} hours at {sent.email}, and a confirmation with the
          reference is on its way there now.
        </p>
      </div>
      <Button variant="outline" onClick={onSendAnother}>
        Send another request
      </Button>
    </div>
  );
}

/**
 * The support request form. The name is the username (read-only), the email starts
 * as the account's, and sending needs a signed-in user; visitors can read the form and are asked to log in.
 */
export function SupportForm({ user }: { user: PublicUser | null }) {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState(user?.email ?? "");
  const [issueType, setIssueType] = useState("");
  const [message, setMessage] = useState("");
  const [fieldErrors, setFieldErrors] = useState<SupportFieldErrors>({});
  const [sent, setSent] = useState<SentRequest | null>(null);
  const submitRequest = useSubmitSupportRequest();

  if (sent) {
    return (
      <RequestSent
        sent={sent}
        onSendAnother={() => {
          setIssueType("");
          setMessage("");
          setSent(null);
        }}
      />
    );
  }

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (!user) {
      toast({ variant: "destructive", title: "Login Required", description: LOGIN_REQUIRED_MESSAGE });
      return;
    }
    const checked = validateSupportRequest({ name: user.username, email, issueType, message });
    if (!checked.ok) {
      setFieldErrors(checked.fieldErrors);
      toast({ variant: "destructive", title: "Missing Information", description: checked.message });
      return;
    }
    setFieldErrors({});
    submitRequest.mutate(checked.request, {
      onSuccess: ({ reference }) => {
        setSent({ reference, email: checked.request.email });
        toast({
          title: "Request Sent",
          description: `We will reply within ${SUPPORT_RESPONSE_HOURS} hours.`,
        });
      },
      onError: (error) => {
        const failure = describeSupportFailure(error);
        if (failure.field) setFieldErrors({ [failure.field]: failure.description });
        if (failure.isSignedOut) clearSession(queryClient);
        toast({ variant: "destructive", title: SUBMISSION_FAILED_TITLE, description: failure.description });
      },
    });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {user ? null : (
        <Notice
          title={LOGIN_REQUIRED_MESSAGE}
          action={
            <Link href="/login" className={buttonClasses({ variant: "primary", size: "sm" })}>
              <LogIn aria-hidden="true" className="size-4" />
              Sign In
            </Link>
          }
        >
          Sign in so we can link the request to your account and reply to you.
        </Notice>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" hint="Your username.">
          {(control) => <Input {...control} readOnly value={user?.username ?? ""} />}
        </Field>
        <Field label="Email" error={fieldErrors.email} hint="Where we send our reply.">
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
      </div>
      <Field label="Issue type" error={fieldErrors.issueType}>
        {(control) => (
          <Select
            {...control}
            aria-required="true"
            value={issueType}
            onChange={(event) => {
              setIssueType(event.target.value);
              setFieldErrors(({ issueType: _cleared, ...others }) => others);
            }}
          >
            <option value="" disabled>
              Choose the kind of issue
            </option>
            {SUPPORT_ISSUE_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label="Message"
        error={fieldErrors.message}
        hint="What happened, what you expected, and the agent or phone number it concerns."
      >
        {(control) => (
          <Textarea
            {...control}
            aria-required="true"
            rows={6}
            maxLength={SUPPORT_MESSAGE_MAX}
            value={message}
            onChange={(event) => {
              setMessage(event.target.value);
              if (event.target.value.trim()) setFieldErrors(({ message: _cleared, ...others }) => others);
            }}
          />
        )}
      </Field>
      <div className="flex flex-col sm:flex-row sm:justify-end">
        <PendingButton
          type="submit"
          isPending={submitRequest.isPending}
          icon={<Send aria-hidden="true" className="size-4" />}
        >
          Submit Request
        </PendingButton>
      </div>
    </form>
  );
}
