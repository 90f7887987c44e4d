import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { logOut } from "../../../shared/api/contracts/auth";
import { callApi } from "../../api/request";
import { clearSession } from "../../api/session";
import { clearTabStorage } from "../../browser-storage";
import { toast } from "../../ui/toast-store";

/** Signing out clears the cached session, refetches it and goes to the site root. */
export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: () => callApi(logOut),
    onSuccess: () => {
      clearTabStorage();
      clearSession(queryClient);
      navigate("/");
    },
    // A failed logout has no sentence of its own; say so rather than fail silently.
    onError: () =>
      toast({
        variant: "destructive",
        title: "Logout Failed",
        description: "We could not sign you out. Please try again.",
      }),
  });
}
