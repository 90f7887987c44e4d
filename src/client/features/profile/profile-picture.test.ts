import { describe, expect, it } from "vitest";
import { centredSquareCrop, IMAGE_UPLOAD_MAX_BYTES, imageFileProblem } from "./profile-picture";

describe("profile picture files", () => {
  it("accepts images under 5MB", () => {
    expect(imageFileProblem({ type: "image/png", size: IMAGE_UPLOAD_MAX_BYTES - 1 })).toBeNull();
  });

  it("refuses files that are not images", () => {
    expect(imageFileProblem({ type: "application/pdf", size: 10 })).toEqual({
      variant: "destructive",
      title: "Invalid File",
      description: "Please select an image file.",
    });
  });

  it("refuses images of 5MB or more", () => {
    expect(imageFileProblem({ type: "image/jpeg", size: IMAGE_UPLOAD_MAX_BYTES })).toEqual({
      variant: "destructive",
      title: "File Too Large",
      description: "Please select an image smaller than 5MB.",
    });
  });

  it("crops the largest centred square", () => {
    expect(centredSquareCrop(800, 600)).toEqual({ x: 100, y: 0, width: 600, height: 600 });
    expect(centredSquareCrop(300, 501)).toEqual({ x: 0, y: 101, width: 300, height: 300 });
    expect(centredSquareCrop(200, 200)).toEqual({ x: 0, y: 0, width: 200, height: 200 });
  });
});
