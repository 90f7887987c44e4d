import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import { DELETE_ACCOUNT_CONFIRMATION, DeleteAccountRequestSchema } from "../../../shared/api/account";
import { bindField } from "../../forms/bind-field";
import { useSchemaForm } from "../../forms/use-schema-form";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogSubmitActions } from "../../ui/dialog";
import { ConfirmationField, TextField } from "../../ui/text-field";
import { toast } from "../../ui/toast-store";
import { useDeleteAccount } from "./account-api";

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const form = useSchemaForm(DeleteAccountRequestSchema, { confirmation: "", password: "" });
  const deleteAccount = useDeleteAccount();
  const [, navigate] = useLocation();
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.submitWith((request) =>
        deleteAccount.mutate(request, {
          onSuccess: (answer) => {
            toast({ title: "Account Deleted", description: answer.message });
            navigate("/");
          },
          onError: (error) =>
            form.showError(error, {
              title: "Account Not Deleted",
              fallback: "We could not delete your account. Please try again.",
            }),
        }),
      )}
    >
      <ConfirmationField word={DELETE_ACCOUNT_CONFIRMATION} {...bindField(form, "confirmation")} />
      <TextField
        password
        label="Current password"
        autoComplete="current-password"
        {...bindField(form, "password")}
      />
      <DialogSubmitActions onCancel={onCancel} variant="destructive" isPending={deleteAccount.isPending}>
        Delete my account
      </DialogSubmitActions>
    </form>
  );
}

/** Delete account: what goes and what stays, then a typed confirmation and the password. */
export function DeleteAccountSection() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
        <li>Your agents stop answering calls at once and their numbers are released.</li>
        <li>Your conversations, calls, transcripts, saved cards and profile are removed.</li>
        <li>Any balance left can no longer be used. Payment records stay, without your name or email.</li>
        <li>This cannot be undone. Download your data first if you want a copy.</li>
      </ul>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <div>
          <Button variant="destructive" onClick={() => setIsOpen(true)}>
            <TriangleAlert aria-hidden="true" className="size-4" />
            Delete account
          </Button>
        </div>
        {isOpen ? (
          <DialogContent
            title="Delete your account?"
            description="Your agents stop answering, your numbers are released and your data is removed. This cannot be undone."
          >
            <DeleteAccountForm onCancel={() => setIsOpen(false)} />
          </DialogContent>
        ) : null}
      </Dialog>
    </div>
  );
}
