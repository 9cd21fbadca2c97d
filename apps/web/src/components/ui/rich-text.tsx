import { Fragment, type ReactNode } from 'react';

const MARK = '\u2063';

/**
 * A placeholder an element will fill, for a translated sentence with a link or a styled word in
 * it: `fillSlots(_('offers.emptyHint', { wishlist: slot('wishlist') }), { wishlist: <Link … /> })`.
 * The sentence stays whole in the catalogue, so each language puts the element where it belongs.
 */
export const slot = (name: string) => `${MARK}${name}${MARK}`;

/** The translated text with its slots replaced by their elements. */
export function fillSlots(text: string, elements: Record<string, ReactNode>): ReactNode[] {
  return text
    .split(MARK)
    .map((part, index) =>
      index % 2 === 1 ? <Fragment key={index}>{elements[part]}</Fragment> : part,
    );
}
