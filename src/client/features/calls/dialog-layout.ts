// On phones the call screen and a call's details fill the screen; from the
// sm breakpoint they are centred dialogs.
export const FULL_SCREEN_ON_PHONES =
  "flex flex-col max-sm:inset-0 max-sm:top-0 max-sm:left-0 max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-none max-sm:border-0";
