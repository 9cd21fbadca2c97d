import { useEffect, useRef, useState } from 'react';
import { useLingui } from '../../../../lib/i18n';
import { tourEmbed } from './tour-embed';

/**
 * A listing's tour: a YouTube, Vimeo or Matterport tour plays inside the page once the visitor
 * presses Play the tour (until then nothing is asked of that host: no frame, no thumbnail); any
 * other tour stays a link that opens in a new tab.
 */
export function ListingTour({ url, title }: { url: string; title: string }) {
  const { _ } = useLingui();
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const embed = tourEmbed(url);
  // The player takes the focus from the button it replaces.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  if (!embed) {
    return (
      <p>
        <a href={url} target="_blank" rel="noopener noreferrer" className="btn btn-outline">
          {_('listing.takeTour')}
          <span className="sr-only"> {_('listing.newTab')}</span>
        </a>
      </p>
    );
  }
  if (playing) {
    return (
      <div className="rounded-box border-base-300 aspect-video w-full overflow-hidden border bg-black">
        <iframe
          ref={frame}
          src={embed.src}
          title={_('decide.tourFrame', { title })}
          allow="autoplay; fullscreen; picture-in-picture; xr-spatial-tracking"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="size-full"
        />
      </div>
    );
  }
  return (
    <div className="rounded-box border-base-300 bg-base-200 flex aspect-video w-full flex-col items-center justify-center gap-3 border p-4 text-center">
      <button type="button" className="btn btn-primary" onClick={() => setPlaying(true)}>
        <svg viewBox="0 0 24 24" fill="currentColor" className="size-5" aria-hidden="true">
          <path d="M8 5.5v13l10.5-6.5z" />
        </svg>
        {_('decide.playTour')}
      </button>
      <p className="text-base-content/80 max-w-sm text-sm">
        {_('decide.tourFrom', { host: embed.host })}
      </p>
    </div>
  );
}
