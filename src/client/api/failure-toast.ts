import { toast } from "../ui/toast-store";
import { errorMessageOf } from "./error-details";

/** The toast that says `title` failed: in the server's own sentence when it gave one, else in `fallback`. */
export function toastFailure(title: string, error: unknown, fallback: string): void {
  toast({ variant: "destructive", title, description: errorMessageOf(error, fallback) });
}
