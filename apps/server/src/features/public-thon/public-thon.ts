import {
  eventsGetParticipantPhotoRoute,
  type MoneySplit,
  type PublicEvent,
  type PublicParticipant,
  pathOf,
  type SponsorUpdatePage,
} from '@pledgethon/contracts';
import { PAGE_SIZE, publicParticipantName } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import {
  findNameChoices,
  findPublicEventFacts,
  findPublicParticipant,
  findSponsorUpdatePage,
  findTeamLeaderboard,
  findTopParticipants,
} from './public-thon.queries';
import { ShortCache } from './short-cache';

/**
 * The public pages are the most visited: their answers are kept for a second (decision 056) and
 * renewed behind their callers (decision 169), so a crowd opening one link costs the database at most
 * two loads a second and never waits for it, while a new pledge still shows to anyone who looks a
 * second later.
 */
export const PUBLIC_ANSWER_TTL_MS = 1_000;

const caches = new WeakMap<Executor, ShortCache>();
function cacheOf(db: Executor): ShortCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ShortCache(PUBLIC_ANSWER_TTL_MS);
    caches.set(db, cache);
  }
  return cache;
}

type Facts = NonNullable<Awaited<ReturnType<typeof findPublicEventFacts>>>;

function moneySplitOf(facts: Facts): MoneySplit {
  const commissionPercent = (facts.commissionBasisPoints ?? 0) / 100;
  return {
    OrganizationSharePercent: 100 - commissionPercent,
    CommissionPercent: commissionPercent,
    FranchiseeName: facts.franchiseeName,
  };
}

export async function sponsorUpdatePage(
  db: Executor,
  { eventId, participantId, page }: { eventId: string; participantId?: string | undefined; page: number },
): Promise<SponsorUpdatePage> {
  const { rows, total } = await findSponsorUpdatePage(db, { eventId, participantId, page });
  return {
    Items: rows.map((row) => ({
      SponsorUpdateId: row.id,
      Message: row.message,
      ParticipantId: row.participantId,
      PostedAt: row.createdAt.toISOString(),
    })),
    Total: total,
    Page: page,
    PageSize: PAGE_SIZE,
  };
}

async function loadPublicEvent(db: Executor, eventCode: string): Promise<PublicEvent | undefined> {
  const facts = await findPublicEventFacts(db, eventCode);
  if (!facts) return undefined;
  const eventId = facts.id;
  const [teams, top, updates] = await Promise.all([
    findTeamLeaderboard(db, { eventId }),
    facts.ranksParticipants ? findTopParticipants(db, { eventId }) : [],
    sponsorUpdatePage(db, { eventId, page: 1 }),
  ]);
  const fullNames = await findNameChoices(
    db,
    top.map((row) => row.id),
  );
  return {
    EventId: eventId,
    EventCode: facts.eventCode,
    Name: facts.name,
    EventDate: facts.eventDate,
    TimeZone: facts.timeZone,
    OrganizationName: facts.organizationName,
    UnitName: facts.unitName,
    UnitNamePlural: facts.unitNamePlural,
    GoalCents: facts.goalCents,
    RaisedCents: facts.raisedCents,
    ParticipantCount: facts.participantCount,
    FundsGoTo: facts.fundsGoTo,
    FlatDonationsOnly: facts.flatDonationsOnly,
    Status: facts.status,
    MoneySplit: moneySplitOf(facts),
    Teams: teams.map((team) => ({
      Name: team.name,
      RaisedCents: team.raisedCents,
      ParticipantCount: team.participantCount,
    })),
    RanksParticipants: facts.ranksParticipants,
    TopParticipants: top.map((row) => ({
      ParticipantId: row.id,
      DisplayName: publicParticipantName(row.firstName, row.lastName, fullNames.get(row.id) ?? false),
      GoalCents: row.goalCents,
      RaisedCents: row.raisedCents,
    })),
    SponsorUpdates: updates,
  };
}

/** A Thon's public page by event code (any case); undefined for an unknown code. */
export function publicEvent(db: Executor, eventCode: string) {
  return cacheOf(db).remember(`event:${eventCode.toLowerCase()}`, () => loadPublicEvent(db, eventCode));
}

async function loadPublicParticipant(
  db: Executor,
  eventCode: string,
  participantId: string,
): Promise<PublicParticipant | undefined> {
  const facts = await findPublicEventFacts(db, eventCode);
  if (!facts) return undefined;
  const eventId = facts.id;
  const [participant, updates] = await Promise.all([
    findPublicParticipant(db, { eventId, participantId }),
    sponsorUpdatePage(db, { eventId, participantId, page: 1 }),
  ]);
  if (!participant) return undefined;
  return {
    ParticipantId: participant.id,
    DisplayName: publicParticipantName(
      participant.firstName,
      participant.lastName,
      participant.publicFullNameOptIn,
    ),
    TeamName: participant.teamName,
    PhotoUrl: participant.photoName
      ? pathOf(
          eventsGetParticipantPhotoRoute,
          { eventCode: facts.eventCode, participantId: participant.id },
          { v: participant.photoName.slice(0, 12) },
        )
      : null,
    GoalCents: participant.goalCents,
    RaisedCents: participant.raisedCents,
    EventId: eventId,
    EventCode: facts.eventCode,
    EventName: facts.name,
    EventDate: facts.eventDate,
    TimeZone: facts.timeZone,
    OrganizationName: facts.organizationName,
    UnitName: facts.unitName,
    UnitNamePlural: facts.unitNamePlural,
    FundsGoTo: facts.fundsGoTo,
    FlatDonationsOnly: facts.flatDonationsOnly,
    Status: facts.status,
    MoneySplit: moneySplitOf(facts),
    SponsorUpdates: updates,
  };
}

/** A participant's public page; undefined when the code or the participant (in that Thon) is unknown. */
export function publicParticipant(db: Executor, eventCode: string, participantId: string) {
  return cacheOf(db).remember(`participant:${eventCode.toLowerCase()}:${participantId}`, () =>
    loadPublicParticipant(db, eventCode, participantId),
  );
}

/**
 * Another public page's answer, kept beside the Thon's and the participants' for as long and within the
 * same bounds (decisions 056, 148). The key names the page and whose it is; an answer that shows one
 * participant ends in `:{eventCode}:{participantId}`, so that forgetPublicAnswers drops it with theirs.
 */
export function keptPublicAnswer<T>(db: Executor, key: string, load: () => Promise<T | undefined>) {
  return cacheOf(db).remember(key, load);
}

/** Drops this process's kept answers under these keys, after a change made here that they show. */
export function forgetPublicAnswerKeys(db: Executor, keys: readonly string[]) {
  cacheOf(db).forget((key) => keys.includes(key));
}

/**
 * Drops this process's kept answers of a Thon's page and of every page that shows one participant (their
 * page, their pledge form), so a withdrawn consent shows at once rather than a second later (decision
 * 087). Other processes keep theirs for at most PUBLIC_ANSWER_TTL_MS.
 */
export function forgetPublicAnswers(db: Executor, eventCode: string, participantId: string) {
  const code = eventCode.toLowerCase();
  const participantsPages = `:${code}:${participantId.toLowerCase()}`;
  cacheOf(db).forget((key) => key === `event:${code}` || key.toLowerCase().endsWith(participantsPages));
}
