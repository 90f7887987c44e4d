import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import Cropper from "react-easy-crop";
import { updateProfilePicture } from "../../../shared/api/contracts/auth";
import { callApi } from "../../api/request";
import { storeSignedInUser } from "../../api/session";
import { Dialog, DialogActions, DialogContent } from "../../ui/dialog";
import { PendingButton } from "../../ui/pending-button";
import { toast } from "../../ui/toast-store";
import { centredSquareCrop, type PixelArea, renderProfilePicture } from "./profile-picture";

const MAX_ZOOM = 3;

async function saveProfilePicture(profilePicture: string) {
  return (await callApi(updateProfilePicture, { body: { profilePicture } })).user;
}

/** The Crop Profile Picture dialog; saving syncs the picture to the server. */
export function CropPictureDialog({ imageUrl, onClose }: { imageUrl: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [cropArea, setCropArea] = useState<PixelArea | null>(null);

  const save = useMutation({
    mutationFn: async (area: PixelArea) => saveProfilePicture(await renderProfilePicture(imageUrl, area)),
    onSuccess: (user) => {
      storeSignedInUser(queryClient, user);
      toast({ title: "Profile Picture Saved", description: "Your new picture is on your profile." });
      onClose();
    },
    onError: () =>
      toast({
        variant: "destructive",
        title: "Error",
        description: "Failed to sync profile picture. Please try again.",
      }),
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent
        title="Crop Profile Picture"
        description="Drag to move the picture and use the slider to zoom. The circle shows how others will see it."
        className="max-w-lg"
      >
        <div className="relative h-72 overflow-hidden rounded-lg bg-background sm:h-80">
          <Cropper
            image={imageUrl}
            crop={crop}
            zoom={zoom}
            maxZoom={MAX_ZOOM}
            aspect={1}
            cropShape="round"
            showGrid={false}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_area, areaPixels) => setCropArea(areaPixels)}
            onMediaLoaded={(media) =>
              setCropArea((current) => current ?? centredSquareCrop(media.naturalWidth, media.naturalHeight))
            }
          />
        </div>
        <label className="mt-4 flex items-center gap-3 text-sm font-medium">
          Zoom
          <input
            type="range"
            min={1}
            max={MAX_ZOOM}
            step={0.05}
            value={zoom}
            onChange={(event) => setZoom(Number(event.target.value))}
            className="h-10 flex-1 accent-primary"
          />
        </label>
        <DialogActions onCancel={onClose} className="mt-4">
          <PendingButton
            isPending={save.isPending}
            disabled={cropArea === null}
            onClick={() => cropArea && save.mutate(cropArea)}
          >
            Save Picture
          </PendingButton>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
