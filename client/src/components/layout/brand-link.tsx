import { Scale } from "lucide-react";
import { Link } from "wouter";
import { paths } from "@shared/paths";
import { PRODUCT_NAME } from "@/config/product";

export function BrandLink() {
  return (
    <Link
      href={paths.home}
      className="inline-flex items-center gap-2 rounded-md text-lg font-semibold text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <span className="inline-flex size-8 items-center justify-center rounded-md bg-primary text-primary-foreground">
        <Scale aria-hidden="true" className="size-5" />
      </span>
      {PRODUCT_NAME}
    </Link>
  );
}
