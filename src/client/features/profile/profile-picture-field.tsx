import { ImageUp } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import type { PublicUser } from "../../../shared/api/auth";
import { Button } from "../../ui/button";
import { Spinner } from "../../ui/spinner";
import { toast } from "../../ui/toast-store";
import { UserAvatar } from "../shell/user-avatar";
import { imageFileProblem } from "./profile-picture";

// The cropper is only needed once a picture is chosen, so its code stays out of the main screen's bundle.
const importCropPictureDialog = () => import("./crop-picture-dialog");
const CropPictureDialog = lazy(() =>
  importCropPictureDialog().then((module) => ({ default: module.CropPictureDialog })),
);

/** Select a file, crop it, save, then sync it to the server. */
export function ProfilePictureField({ user }: { user: PublicUser }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const [imageUrl, setImageUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!imageUrl) return;
    return () => URL.revokeObjectURL(imageUrl);
  }, [imageUrl]);

  return (
    <div className="flex items-center gap-4">
      <UserAvatar user={user} isPlus={user.subscriptionPlan === "plus"} className="size-16 text-base" />
      <div className="flex flex-col gap-1.5">
        <span id={labelId} className="text-sm font-medium">
          Profile picture
        </span>
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          aria-labelledby={labelId}
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (!file) return;
            const problem = imageFileProblem(file);
            if (problem) {
              toast(problem);
              return;
            }
            setImageUrl(URL.createObjectURL(file));
          }}
        />
        <Button
          variant="secondary"
          size="sm"
          onPointerEnter={() => void importCropPictureDialog()}
          onClick={() => {
            void importCropPictureDialog();
            inputRef.current?.click();
          }}
        >
          <ImageUp aria-hidden="true" className="size-4" />
          Choose Picture
        </Button>
      </div>
      {imageUrl ? (
        <Suspense fallback={<Spinner label="Opening the cropper…" />}>
          <CropPictureDialog imageUrl={imageUrl} onClose={() => setImageUrl(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
