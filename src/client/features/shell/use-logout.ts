import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { LogoutResponseSchema } from "../../../shared/api/auth";
import { apiRequest } from "../../api/request";
import { clearSession } from "../../api/session";
import { clearTabStorage } from "../../browser-storage";
import { toast } from "../../ui/toast-store";

/** Spec 000 §4: signing out clears the cached session, refetches it and goes to the site root. */
export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: async () => LogoutResponseSchema.parse(await apiRequest("POST", "/api/auth/logout")),
    onSuccess: () => {
      clearTabStorage();
      clearSession(queryClient);
      navigate("/");
    },
    // Spec 000 §8 leaves logout failures open; say so rather than fail silently.
    onError: () =>
      toast({
        variant: "destructive",
        title: "Logout Failed",
        description: "We could not sign you out. Please try again.",
      }),
  });
}
