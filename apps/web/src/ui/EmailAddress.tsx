import { Fragment } from 'react';

/**
 * An e-mail address that may wrap only before its @ and after its dots, so a narrow screen breaks
 * "emma.carter@pledgethon.test" into readable parts instead of in the middle of a word.
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?=@)|(?<=\.)/);
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address never move
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
