ALTER TYPE "public"."reconciled_transaction" ADD VALUE 'dispute_withdrawn';--> statement-breakpoint
ALTER TYPE "public"."reconciled_transaction" ADD VALUE 'dispute_reinstated';