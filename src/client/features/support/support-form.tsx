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
import { Notice } from "../../ui/notice";
import { PendingButton } from "../../ui/pending-button";
import { Options, Select } from "../../ui/select";
import { ReadOnlyField, TextareaField, TextField } from "../../ui/text-field";
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
  // What went wrong with a sending that no field explains; told in the form, above its button.
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<SentRequest | null>(null);
  const submitRequest = useSubmitSupportRequest();
  const formRef = useRef<HTMLFormElement>(null);
  const signInRef = useRef<HTMLAnchorElement>(null);
  // After a refused submit, focus goes to the first field that says what to fix.
  const [focusFirstProblem, setFocusFirstProblem] = useState(0);
  useEffect(() => {
    if (focusFirstProblem > 0) formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [focusFirstProblem]);

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
    // Each problem is told once, where it is: the sign-in notice, a field, or the form's own alert.
    if (!user) {
      signInRef.current?.focus();
      return;
    }
    const checked = validateSupportRequest({ name: user.username, email, issueType, message });
    if (!checked.ok) {
      setFieldErrors(checked.fieldErrors);
      setFocusFirstProblem((count) => count + 1);
      return;
    }
    setFieldErrors({});
    setFormError(null);
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
        if (failure.field) {
          setFieldErrors({ [failure.field]: failure.description });
          setFocusFirstProblem((count) => count + 1);
        } else if (failure.isSignedOut) {
          // Signed out, the form shows its sign-in notice instead.
          clearSession(queryClient);
        } else {
          setFormError(failure.description);
        }
      },
    });
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-5">
      {user ? null : (
        <Notice
          title={LOGIN_REQUIRED_MESSAGE}
          action={
            <Link ref={signInRef} href="/login" className={buttonClasses({ variant: "primary", size: "sm" })}>
              <LogIn aria-hidden="true" className="size-4" />
              Sign In
            </Link>
          }
        >
          Sign in so we can link the request to your account and reply to you.
        </Notice>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <ReadOnlyField label="Name" hint="Your username." value={user?.username ?? ""} />
        <TextField
          label="Email"
          error={fieldErrors.email}
          hint="Where we send our reply."
          type="email"
          autoComplete="email"
          value={email}
          onValueChange={setEmail}
        />
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
            <Options items={SUPPORT_ISSUE_TYPES} label={(type) => type} />
          </Select>
        )}
      </Field>
      <TextareaField
        label="Message"
        error={fieldErrors.message}
        hint="What happened, what you expected, and the agent or phone number it concerns."
        aria-required="true"
        rows={6}
        maxLength={SUPPORT_MESSAGE_MAX}
        value={message}
        onValueChange={(typed) => {
          setMessage(typed);
          if (typed.trim()) setFieldErrors(({ message: _cleared, ...others }) => others);
        }}
      />
      {formError ? (
        <Notice tone="error" title={SUBMISSION_FAILED_TITLE}>
          {formError}
        </Notice>
      ) : null}
      <div className="flex flex-col sm:flex-row sm:justify-end">
        <PendingButton type="submit" isPending={submitRequest.isPending} icon={Send}>
          Submit Request
        </PendingButton>
      </div>
    </form>
  );
}
