ALTER TYPE "public"."reconciled_transaction" ADD VALUE 'transfer';--> statement-breakpoint
ALTER TYPE "public"."reconciled_transaction" ADD VALUE 'transfer_reversal';--> statement-breakpoint
ALTER TYPE "public"."reconciled_transaction" ADD VALUE 'payout_paid';--> statement-breakpoint
ALTER TYPE "public"."reconciled_transaction" ADD VALUE 'payout_failed';