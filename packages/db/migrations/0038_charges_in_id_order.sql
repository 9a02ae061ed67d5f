DROP INDEX "pledge_charges_event_state_idx";--> statement-breakpoint
CREATE INDEX "pledge_charges_event_state_id_idx" ON "pledge_charges" USING btree ("event_id","state","id");