import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  type PublicUser,
  type UpdateProfileRequest,
  UpdateProfileRequestSchema,
  UserResponseSchema,
} from "../../../shared/api/auth";
import { NAME_MAX } from "../../../shared/catalog/accounts";
import { apiRequest } from "../../api/request";
import { storeSignedInUser } from "../../api/session";
import { Dialog, DialogActions, DialogContent } from "../../ui/dialog";
import { Field } from "../../ui/field";
import { Input } from "../../ui/input";
import { PendingButton } from "../../ui/pending-button";
import { toast } from "../../ui/toast-store";
import { ProfilePictureField } from "../profile/profile-picture-field";

async function updateProfile(request: UpdateProfileRequest): Promise<PublicUser> {
  return UserResponseSchema.parse(await apiRequest("POST", "/api/update-profile", request)).user;
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
  const [firstName, setFirstName] = useState(user.firstName ?? "");
  const [lastName, setLastName] = useState(user.lastName ?? "");

  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: (updatedUser) => {
      // Spec 000 §7: the session is refetched after profile changes.
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
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = UpdateProfileRequestSchema.safeParse({ firstName, lastName });
        if (!parsed.success) {
          toast({
            variant: "destructive",
            title: UPDATE_FAILED.title,
            description: parsed.error.issues[0]?.message,
          });
          return;
        }
        save.mutate(parsed.data);
      }}
    >
      <ProfilePictureField user={user} />
      {/* Spec 000 §5: username and email are read-only in the profile. */}
      <Field label="Username">{(control) => <Input {...control} value={user.username} readOnly />}</Field>
      <Field label="Email">
        {(control) => <Input {...control} type="email" value={user.email} readOnly />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First name">
          {(control) => (
            <Input
              {...control}
              name="firstName"
              autoComplete="given-name"
              maxLength={NAME_MAX}
              value={firstName}
              onChange={(event) => setFirstName(event.target.value)}
            />
          )}
        </Field>
        <Field label="Last name">
          {(control) => (
            <Input
              {...control}
              name="lastName"
              autoComplete="family-name"
              maxLength={NAME_MAX}
              value={lastName}
              onChange={(event) => setLastName(event.target.value)}
            />
          )}
        </Field>
      </div>
      <DialogActions onCancel={onCancel} className="mt-2">
        <PendingButton type="submit" isPending={save.isPending}>
          Save Changes
        </PendingButton>
      </DialogActions>
    </form>
  );
}

/** Spec 000 §2: the Profile Settings dialog. */
export function ProfileDialog({
  user,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  user: PublicUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
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
