import { Search } from "lucide-react";
import type { ComponentProps } from "react";
import { Input } from "./input";

/** A search box with a magnifier inside it on the left; its label is the caller's to give. */
export function SearchInput(props: Omit<ComponentProps<"input">, "type" | "className">) {
  return (
    <div className="relative">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input type="search" className="pl-9" {...props} />
    </div>
  );
}
