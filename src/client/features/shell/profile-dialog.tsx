import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "wouter";
import {
  type PublicUser,
  type UpdateProfileRequest,
  UpdateProfileRequestSchema,
} from "../../../shared/api/auth";
import { updateProfile as updateProfileContract } from "../../../shared/api/contracts/auth";
import { NAME_MAX } from "../../../shared/catalog/accounts";
import { callApi } from "../../api/request";
import { storeSignedInUser } from "../../api/session";
import { bindField } from "../../forms/bind-field";
import { useSchemaForm } from "../../forms/use-schema-form";
import { Dialog, DialogContent, type DialogState, DialogSubmitActions } from "../../ui/dialog";
import { ReadOnlyField, TextField } from "../../ui/text-field";
import { toast } from "../../ui/toast-store";
import { ProfilePictureField } from "../profile/profile-picture-field";

async function updateProfile(request: UpdateProfileRequest): Promise<PublicUser> {
  return (await callApi(updateProfileContract, { body: request })).user;
}

const UPDATE_FAILED = {
  title: "Update Failed",
  description: "Failed to update your profile. Please try again.",
};

function ProfileForm({
  user,
  onSaved,
  onCancel,
}: {
  user: PublicUser;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useSchemaForm(UpdateProfileRequestSchema, {
    firstName: user.firstName ?? "",
    lastName: user.lastName ?? "",
  });

  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: (updatedUser) => {
      // The session is refetched after profile changes.
      storeSignedInUser(queryClient, updatedUser);
      toast({ title: "Profile Updated", description: "Your profile has been saved." });
      onSaved();
    },
    onError: () => toast({ variant: "destructive", ...UPDATE_FAILED }),
  });

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.submitWith((request) => save.mutate(request))}
    >
      <ProfilePictureField user={user} />
      {/* Username and email are read-only in the profile. */}
      <ReadOnlyField label="Username" value={user.username} />
      <ReadOnlyField label="Email" type="email" value={user.email} />
      <p className="text-sm text-muted-foreground">
        Password, signed-in devices, your data and deleting your account are on the{" "}
        <Link href="/account" onClick={onCancel} className="font-medium text-primary-text underline">
          Account page
        </Link>
        .
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          maxLength={NAME_MAX}
          {...bindField(form, "firstName")}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          maxLength={NAME_MAX}
          {...bindField(form, "lastName")}
        />
      </div>
      <DialogSubmitActions onCancel={onCancel} isPending={save.isPending}>
        Save Changes
      </DialogSubmitActions>
    </form>
  );
}

/** The Profile Settings dialog. */
export function ProfileDialog({
  user,
  open,
  onOpenChange,
  returnFocusTo,
}: DialogState & {
  user: PublicUser;
  returnFocusTo: () => HTMLElement | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Profile Settings"
        description="Your username and email cannot be changed here."
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo();
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <ProfileForm user={user} onSaved={() => onOpenChange(false)} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
