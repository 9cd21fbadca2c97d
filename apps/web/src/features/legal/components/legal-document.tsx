import type { ReactNode } from 'react';
import { fillSlots, slot } from '../../../components/ui/rich-text';
import { intlLocale, useLingui } from '../../../lib/i18n';
import { useSiteName } from '../../../lib/public-config';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** A paragraph's message key, or a bulleted list's (one key an item). */
type Block = string | readonly string[];

export interface LegalSection {
  /** The heading's id: the contents' link to it. */
  id: string;
  heading: string;
  blocks: readonly Block[];
}

interface LegalDocumentProps {
  title: string;
  /** "Last updated: {date}". */
  updated: string;
  /** The day it was written (YYYY-MM-DD). */
  date: string;
  intro: readonly string[];
  sections: readonly LegalSection[];
  /** The contents' heading: a list of links to the sections; none without it. */
  contents?: string;
  /** Elements the texts name with a slot (`{profile}`): links inside a sentence. */
  slots?: Record<string, ReactNode>;
}

/**
 * The sections with one paragraph's key replaced (`from` by `to`) when `when` holds: the contact
 * paragraphs that name the operator's address (CONTACT_EMAIL) when the site has one.
 */
export function withParagraph(
  sections: readonly LegalSection[],
  from: string,
  to: string,
  when: boolean,
): readonly LegalSection[] {
  if (!when) return sections;
  return sections.map((section) => ({
    ...section,
    blocks: section.blocks.map((block) => (block === from ? to : block)),
  }));
}

/** The operator's address (CONTACT_EMAIL) as a link, for a text's `{email}` slot. */
export function contactEmailSlot(email: string | undefined): Record<string, ReactNode> {
  return email
    ? {
        email: (
          <a href={`mailto:${email}`} className="link">
            {email}
          </a>
        ),
      }
    : {};
}

const heading = 'scroll-mt-[calc(var(--spacing-navbar)+1rem)] text-2xl font-bold';

/**
 * A long page of text (the privacy notice, the accessibility statement): a title, its date, an
 * introduction, maybe the contents, then sections of paragraphs and lists, at a reading width.
 * Every text is a message of the page's catalogue part, with the site's name (`{siteName}`), the
 * page's date (`{date}`) and the slots filled.
 */
export function LegalDocument({
  title,
  updated,
  date,
  intro,
  sections,
  contents,
  slots = {},
}: LegalDocumentProps) {
  const { _ } = useLingui();
  const siteName = useSiteName();
  const day = new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
  const slotValues = Object.fromEntries(Object.keys(slots).map((name) => [name, slot(name)]));
  const text = (key: string) => fillSlots(_(key, { siteName, date: day, ...slotValues }), slots);
  useDocumentTitle(_(title));

  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-8 leading-relaxed">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold sm:text-4xl">{_(title)}</h1>
        <p className="text-base-content/80 text-sm">
          <time dateTime={date}>{_(updated, { date: day })}</time>
        </p>
      </header>
      {intro.map((key) => (
        <p key={key}>{text(key)}</p>
      ))}
      {contents && (
        <nav aria-labelledby="legal-contents" className="bg-base-200 rounded-box p-6">
          <h2 id="legal-contents" className="text-lg font-bold">
            {_(contents)}
          </h2>
          <ol className="mt-2 flex list-decimal flex-col gap-1 ps-6">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="link">
                  {_(section.heading)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="flex flex-col gap-3">
          <h2 id={section.id} className={heading}>
            {_(section.heading)}
          </h2>
          {section.blocks.map((block) =>
            typeof block === 'string' ? (
              <p key={block}>{text(block)}</p>
            ) : (
              <ul key={block[0]} className="flex list-disc flex-col gap-2 ps-6">
                {block.map((key) => (
                  <li key={key}>{text(key)}</li>
                ))}
              </ul>
            ),
          )}
        </section>
      ))}
    </article>
  );
}
