import type { PublicUser } from "@shared/api/types";
import { cn } from "@/lib/utils";

type AvatarUser = Pick<PublicUser, "firstName" | "email" | "profileImageUrl"> | null | undefined;

/** Spec section 2: the first letter of the first name, else of the e-mail, else 'U'. */
export function avatarInitial(user: AvatarUser): string {
  const source = user?.firstName?.trim() || user?.email?.trim() || "";
  return source ? source.charAt(0).toUpperCase() : "U";
}

export function UserAvatar({ user, className }: { user: AvatarUser; className?: string }) {
  const base = "inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full";
  if (user?.profileImageUrl) {
    // Decorative: the button around it carries the accessible name.
    return <img src={user.profileImageUrl} alt="" className={cn(base, "object-cover", className)} />;
  }
  return (
    <span
      aria-hidden="true"
      className={cn(base, "bg-primary text-sm font-semibold text-primary-foreground", className)}
    >
      {avatarInitial(user)}
    </span>
  );
}
