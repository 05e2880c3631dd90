CREATE TABLE "two_factor_tries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "two_factor_tries" ADD CONSTRAINT "two_factor_tries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "two_factor_tries_user_at_idx" ON "two_factor_tries" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "two_factor_tries_at_idx" ON "two_factor_tries" USING btree ("at");