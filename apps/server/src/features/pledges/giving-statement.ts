import { messages } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import { AppError } from '../../http/app-error';
import { wording } from './donor-mail';
import { findGivingOfYear } from './giving-statement.queries';
import { givingStatementPdf } from './giving-statement-pdf';
import { findPledgeIdByToken } from './pledge-links';
import { findPledge } from './pledges.queries';

/**
 * A year's giving statement from a receipt's link (decision 137): every card payment made under the
 * link's donor address, to any Thon, since whoever holds a link sent to an address can read what that
 * address gave. In the language of the pledge, as its e-mails are.
 */
export async function readGivingStatement(db: Executor, { token, year }: { token: string; year: number }) {
  const pledgeId = await findPledgeIdByToken(db, { token });
  const pledge = pledgeId ? await findPledge(db, { pledgeId }) : undefined;
  if (!pledge?.donorEmail) throw new AppError('not_found', messages.pledgeLinkInvalid);
  const rows = await findGivingOfYear(db, { email: pledge.donorEmail, year });
  const pdf = await givingStatementPdf({
    words: wording(pledge.language),
    year,
    donorName: `${pledge.donorFirstName} ${pledge.donorLastName}`,
    email: pledge.donorEmail,
    issuedOn: new Date().toISOString().slice(0, 10),
    rows,
  });
  return { fileName: `giving-statement-${year}.pdf`, pdf };
}
