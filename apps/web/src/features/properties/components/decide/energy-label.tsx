import { ENERGY_RATINGS, type EnergyRating } from '@elite/shared/listing-decision-values';
import { intlLocale, useLingui } from '../../../../lib/i18n';

/*
 * The EU-style energy label (CONTRACT.md section 13): bars A to G in the scale's green-to-red
 * colours, each with its letter as text (black on every colour passes WCAG AA, 4.5:1), the
 * listing's bar marked by a black arrow with the letter again. Classes, not style attributes: the
 * page's CSP allows no inline style.
 */
const BAR_COLOURS: Record<EnergyRating, string> = {
  A: 'bg-[#00a651]',
  B: 'bg-[#50b848]',
  C: 'bg-[#bfd730]',
  D: 'bg-[#fff200]',
  E: 'bg-[#fdb913]',
  F: 'bg-[#f37021]',
  G: 'bg-[#ed1c24]',
};

const BAR_WIDTHS: Record<EnergyRating, string> = {
  A: 'w-[40%]',
  B: 'w-[50%]',
  C: 'w-[60%]',
  D: 'w-[70%]',
  E: 'w-[80%]',
  F: 'w-[90%]',
  G: 'w-full',
};

/** A bar's arrow end points to the line's end (left in a right-to-left page). */
const ARROW_END =
  '[clip-path:polygon(0_0,calc(100%_-_0.6rem)_0,100%_50%,calc(100%_-_0.6rem)_100%,0_100%)] rtl:[clip-path:polygon(0.6rem_0,100%_0,100%_100%,0.6rem_100%,0_50%)]';
/** The marker's arrow points back to its bar. */
const ARROW_START =
  '[clip-path:polygon(0.6rem_0,100%_0,100%_100%,0.6rem_100%,0_50%)] rtl:[clip-path:polygon(0_0,calc(100%_-_0.6rem)_0,100%_50%,calc(100%_-_0.6rem)_100%,0_100%)]';

/** The label's graphic: read as "Energy rating C", the letters shown as text. */
export function EnergyScale({ rating }: { rating: EnergyRating }) {
  const { _ } = useLingui();
  return (
    <div
      role="img"
      aria-label={_('decide.energyRating', { rating })}
      className="flex w-full max-w-xs flex-col gap-1"
    >
      <span className="text-base-content/80 text-xs">{_('decide.moreEfficient')}</span>
      {ENERGY_RATINGS.map((letter) => (
        <div key={letter} className="flex items-center gap-2">
          <span className="flex min-w-0 flex-1">
            <span
              className={`flex h-6 items-center ps-2 text-sm font-bold text-black ${BAR_COLOURS[letter]} ${BAR_WIDTHS[letter]} ${ARROW_END}`}
            >
              {letter}
            </span>
          </span>
          <span className="w-12 shrink-0">
            {letter === rating && (
              <span
                className={`flex h-7 items-center justify-end bg-black pe-2 text-base font-bold text-white ${ARROW_START}`}
              >
                {letter}
              </span>
            )}
          </span>
        </div>
      ))}
      <span className="text-base-content/80 text-xs">{_('decide.lessEfficient')}</span>
    </div>
  );
}

/**
 * The listing's energy label on its page, with its consumption (kWh per m² per year) when known;
 * nothing when its rating is unknown.
 */
export function EnergyLabel({
  rating,
  consumption,
}: {
  rating: EnergyRating | null;
  consumption: number | null;
}) {
  const { _ } = useLingui();
  if (rating === null) return null;
  return (
    <section aria-labelledby="energy-label" className="flex flex-col gap-3">
      <h2 id="energy-label" className="text-xl font-bold">
        {_('decide.energyHeading')}
      </h2>
      <EnergyScale rating={rating} />
      {consumption !== null && (
        <p>
          {_('decide.consumption', {
            value: consumption.toLocaleString(intlLocale(), { maximumFractionDigits: 1 }),
          })}
        </p>
      )}
    </section>
  );
}

/** A card's small badge: the rating's letter on its colour, "Energy C". */
export function EnergyBadge({ rating }: { rating: EnergyRating }) {
  const { _ } = useLingui();
  return (
    <span
      className={`rounded-field inline-flex items-center px-2 py-0.5 text-xs font-bold text-black ${BAR_COLOURS[rating]}`}
    >
      {_('facts.energyBadge', { rating })}
    </span>
  );
}
