import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { avatarInitial, UserAvatar } from "@/components/layout/user-avatar";

const base = { firstName: null, email: "", profileImageUrl: null };

describe("avatarInitial", () => {
  it("uses the first letter of the first name", () => {
    expect(avatarInitial({ ...base, firstName: "maria", email: "zed@example.com" })).toBe("M");
  });

  it("falls back to the first letter of the e-mail", () => {
    expect(avatarInitial({ ...base, email: "zed@example.com" })).toBe("Z");
    expect(avatarInitial({ ...base, firstName: "   ", email: "kim@example.com" })).toBe("K");
  });

  it("falls back to U when there is neither", () => {
    expect(avatarInitial(base)).toBe("U");
    expect(avatarInitial(null)).toBe("U");
  });
});

describe("UserAvatar", () => {
  it("shows the profile image when there is one", () => {
    const { container } = render(<UserAvatar user={{ ...base, firstName: "Ann", profileImageUrl: "/me.png" }} />);
    expect(container.querySelector("img")).toHaveAttribute("src", "/me.png");
    expect(screen.queryByText("A")).not.toBeInTheDocument();
  });

  it("shows the initial otherwise", () => {
    const { container } = render(<UserAvatar user={{ ...base, email: "bo@example.com" }} />);
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByText("B")).toBeInTheDocument();
  });
});
