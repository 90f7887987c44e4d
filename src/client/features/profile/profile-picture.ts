import type { ToastOptions } from "../../ui/toast-store";

// Uploads must be images under 5MB; the result is a 200x200 JPEG at quality 0.8.
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
const PROFILE_PICTURE_SIDE_PX = 200;
const PROFILE_PICTURE_JPEG_QUALITY = 0.8;

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Why a chosen file cannot be a profile picture, as the toast that says so; null when it can. */
export function imageFileProblem(file: { type: string; size: number }): ToastOptions | null {
  if (!file.type.startsWith("image/")) {
    return { variant: "destructive", title: "Invalid File", description: "Please select an image file." };
  }
  if (file.size >= IMAGE_UPLOAD_MAX_BYTES) {
    return {
      variant: "destructive",
      title: "File Too Large",
      description: "Please select an image smaller than 5MB.",
    };
  }
  return null;
}

/** The largest square in the middle of the image. */
export function centredSquareCrop(width: number, height: number): PixelArea {
  const side = Math.min(width, height);
  return {
    x: Math.round((width - side) / 2),
    y: Math.round((height - side) / 2),
    width: side,
    height: side,
  };
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error("The picture could not be read."));
    image.src = url;
  });
}

/** Draws `area` of the image into a 200x200 canvas and returns it as a JPEG data URL at quality 0.8. */
export async function renderProfilePicture(imageUrl: string, area: PixelArea): Promise<string> {
  const image = await loadImage(imageUrl);
  const canvas = document.createElement("canvas");
  canvas.width = PROFILE_PICTURE_SIDE_PX;
  canvas.height = PROFILE_PICTURE_SIDE_PX;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("This browser cannot draw the picture.");
  // JPEG has no transparency: transparent pixels become white rather than black.
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, PROFILE_PICTURE_SIDE_PX, PROFILE_PICTURE_SIDE_PX);
  context.imageSmoothingQuality = "high";
  context.drawImage(
    image,
    area.x,
    area.y,
    area.width,
    area.height,
    0,
    0,
    PROFILE_PICTURE_SIDE_PX,
    PROFILE_PICTURE_SIDE_PX,
  );
  return canvas.toDataURL("image/jpeg", PROFILE_PICTURE_JPEG_QUALITY);
}
