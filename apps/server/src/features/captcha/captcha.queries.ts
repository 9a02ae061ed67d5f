import { and, type Executor, eq, gt, isNull, schema } from '@pledgethon/db';

const { captchaChallenges } = schema;

export async function insertCaptchaChallenge(db: Executor, challenge: typeof captchaChallenges.$inferInsert) {
  await db.insert(captchaChallenges).values(challenge);
}

/**
 * Marks a live challenge used and gives its answer hash; null when it is unknown, used or expired.
 * Any answer uses the challenge up, so one image cannot be guessed at repeatedly.
 */
export async function consumeCaptchaChallenge(
  db: Executor,
  { id, now }: { id: string; now: Date },
): Promise<string | null> {
  const [row] = await db
    .update(captchaChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(captchaChallenges.id, id),
        isNull(captchaChallenges.usedAt),
        gt(captchaChallenges.expiresAt, now),
      ),
    )
    .returning({ answerHash: captchaChallenges.answerHash });
  return row?.answerHash ?? null;
}
