import { useEffect, useRef, useState, type PointerEvent } from 'react';
import type { I18n } from '@lingui/core';
import { messages } from '@elite/shared/messages';
import { isRightToLeft } from '@elite/shared/locales';
// The first picture is the home page's largest paint: it comes inside the code (5 kB) rather
// than as a request of its own, so it paints with the page's first render.
import cityImage from '../../../assets/hero/hero-city.svg?inline';
import estateImage from '../../../assets/hero/hero-estate.svg?no-inline';
import suburbImage from '../../../assets/hero/hero-suburb.svg?no-inline';
import { currentLocale, translateShared, useLingui } from '../../../lib/i18n';
import { useSiteName } from '../../../lib/public-config';
import { useHydrated } from '../../../lib/use-hydrated';

/** SPEC.md section 9. */
const AUTOPLAY_DELAY_MS = 2500;
/** How far a finger must travel sideways for a swipe to change the slide. */
const SWIPE_DISTANCE_PX = 40;

interface Slide {
  image: string;
  title: string;
  text: string;
}

function slidesFor(siteName: string, _: I18n['_']): Slide[] {
  return [
    {
      image: cityImage,
      // messages.heroWelcomeTitle with the site's name.
      title: _('home.heroWelcomeTitle', { siteName }),
      text: _('home.heroCityText'),
    },
    {
      image: suburbImage,
      title: translateShared(messages.heroDiscoverTitle),
      text: _('home.heroSuburbText'),
    },
    {
      image: estateImage,
      title: translateShared(messages.heroWorldTitle),
      text: _('home.heroEstateText'),
    },
  ];
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const arrowClass =
  'btn btn-circle btn-ghost absolute top-1/2 z-10 -translate-y-1/2 text-white hover:bg-white/20';

function Arrow({ direction, onClick }: { direction: 'previous' | 'next'; onClick: () => void }) {
  const { _ } = useLingui();
  return (
    <button
      type="button"
      className={`${arrowClass} ${direction === 'previous' ? 'start-2' : 'end-2'}`}
      aria-label={direction === 'previous' ? _('home.previousSlide') : _('home.nextSlide')}
      onClick={onClick}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-8 rtl:-scale-x-100"
        fill="none"
        stroke="currentColor"
        aria-hidden="true"
      >
        <path
          strokeLinecap="round"
          strokeLinejoin="round"
          strokeWidth={2.5}
          d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        />
      </svg>
    </button>
  );
}

/**
 * Three slides that play on their own every 2.5 s and loop, with arrows, clickable dots and a
 * pause button (moving content must be stoppable); visitors who ask for less motion start paused.
 *
 * Plain markup rather than a carousel library (docs/decisions/011): the home page does not
 * download and run a library's 30 kB (gzipped) before it can show anything, and its largest
 * paint, the first slide's picture, shows with the first render.
 */
export function HeroCarousel() {
  const { _ } = useLingui();
  const siteName = useSiteName();
  const slides = slidesFor(siteName, _);
  const [current, setCurrent] = useState(0);
  // Until the visitor presses play or pause, it plays unless they ask for less motion (which
  // only the browser knows: the server's HTML, and the render taking it over, say playing).
  const [chosen, setPlaying] = useState<boolean | undefined>(undefined);
  const hydrated = useHydrated();
  const playing = chosen ?? (hydrated ? !prefersReducedMotion() : true);

  // A new timer after every move: a click on an arrow or dot gives that slide its full time.
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(
      () => setCurrent((index) => (index + 1) % slides.length),
      AUTOPLAY_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [playing, current, slides.length]);

  const go = (index: number) => setCurrent((index + slides.length) % slides.length);

  // A swipe on a touch screen moves one slide, as a carousel library's would; vertical
  // movement stays the page's scroll (touch-action: pan-y).
  const swipeStart = useRef<number | undefined>(undefined);
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = undefined;
    if (start === undefined) return;
    const distance = event.clientX - start;
    // Right to left, the next slide is the one to the left: a swipe to the right brings it.
    const forward = isRightToLeft(currentLocale()) ? distance > 0 : distance < 0;
    if (Math.abs(distance) >= SWIPE_DISTANCE_PX) go(current + (forward ? 1 : -1));
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={_('home.featuredHomes')}
      className="rounded-box relative h-[450px] touch-pan-y overflow-hidden bg-neutral-900 md:h-[700px] lg:h-[862px]"
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (swipeStart.current = undefined)}
    >
      {/* Announces slide changes only while the visitor drives it, not every 2.5 s. */}
      <div aria-live={playing ? 'off' : 'polite'} className="size-full">
        {slides.map((slide, index) => {
          const active = index === current;
          return (
            <div
              key={slide.title}
              role="group"
              aria-roledescription="slide"
              aria-label={_('home.slideOf', { number: index + 1, total: slides.length })}
              aria-hidden={!active}
              inert={!active}
              className={`absolute inset-0 transition-opacity duration-500 motion-reduce:transition-none ${active ? 'opacity-100' : 'opacity-0'}`}
            >
              <img
                src={slide.image}
                alt=""
                width={1600}
                height={900}
                fetchPriority={index === 0 ? 'high' : 'low'}
                className="absolute inset-0 size-full object-cover"
              />
              <div className="relative flex size-full items-center justify-center bg-black/60 px-14 py-16 sm:px-20">
                <div className="flex max-w-3xl flex-col items-center gap-4 text-center text-white sm:gap-6">
                  <h2 className="text-3xl leading-tight font-bold sm:text-5xl lg:text-6xl">
                    {slide.title}
                  </h2>
                  <p className="max-w-2xl text-base text-white/90 sm:text-lg lg:text-xl">
                    {slide.text}
                  </p>
                </div>
              </div>
            </div>
          );
        })}
      </div>
      <Arrow direction="previous" onClick={() => go(current - 1)} />
      <Arrow direction="next" onClick={() => go(current + 1)} />
      <div className="absolute inset-x-0 bottom-4 z-10 flex justify-center gap-1">
        {slides.map((slide, index) => (
          <button
            key={slide.title}
            type="button"
            className="flex size-6 items-center justify-center"
            aria-label={_('home.goToSlide', { number: index + 1 })}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => go(index)}
          >
            <span
              className={`block size-3 rounded-full bg-white ${index === current ? '' : 'opacity-50'}`}
            />
          </button>
        ))}
      </div>
      <button
        type="button"
        className="btn btn-sm btn-circle absolute end-3 bottom-3 z-10 border-white/40 bg-black/60 text-white hover:bg-black/80"
        aria-label={playing ? _('home.pauseSlideshow') : _('home.playSlideshow')}
        onClick={() => setPlaying(!playing)}
      >
        <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
          {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5v14l11-7z" />}
        </svg>
      </button>
    </section>
  );
}
