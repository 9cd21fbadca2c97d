import { useState } from 'react';
import type { CSSProperties } from 'react';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { messages } from '@elite/shared';
import cityImage from '../../../assets/hero/hero-city.svg?no-inline';
import estateImage from '../../../assets/hero/hero-estate.svg?no-inline';
import suburbImage from '../../../assets/hero/hero-suburb.svg?no-inline';
import { DEFAULT_SITE_NAME, useSiteName } from '../../../lib/public-config';

/** SPEC.md section 9. */
const AUTOPLAY_DELAY_MS = 2500;

interface Slide {
  image: string;
  title: string;
  text: string;
}

function slidesFor(siteName: string): Slide[] {
  return [
    {
      image: cityImage,
      title: messages.heroWelcomeTitle.replace(DEFAULT_SITE_NAME, siteName),
      text: 'Hand-picked premium homes, from a modern city apartment and a quiet suburban home to a countryside estate with room to breathe.',
    },
    {
      image: suburbImage,
      title: messages.heroDiscoverTitle,
      text: 'A diverse range of properties for every lifestyle: urban lofts, family houses in the suburbs and luxurious estates.',
    },
    {
      image: estateImage,
      title: messages.heroWorldTitle,
      text: 'Exclusive listings of stunning homes in the most desirable locations, verified before they reach you.',
    },
  ];
}

const carouselColors = {
  '--swiper-navigation-color': '#ffffff',
  '--swiper-pagination-color': '#ffffff',
  '--swiper-pagination-bullet-inactive-color': '#ffffff',
  '--swiper-pagination-bullet-inactive-opacity': '0.5',
  '--swiper-pagination-bullet-size': '12px',
} as CSSProperties;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Three slides that play on their own every 2.5 s and loop, with arrows, clickable dots and a
 * pause button (moving content must be stoppable); visitors who ask for less motion start paused.
 */
export function HeroCarousel() {
  const siteName = useSiteName();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());

  const toggle = () => {
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPlaying(!playing);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured homes"
      className="rounded-box relative overflow-hidden"
    >
      <Swiper
        modules={[A11y, Autoplay, Navigation, Pagination]}
        slidesPerView={1}
        loop
        autoplay={{ delay: AUTOPLAY_DELAY_MS, disableOnInteraction: false }}
        navigation
        pagination={{ clickable: true }}
        onSwiper={(instance) => {
          if (!playing) instance.autoplay.stop();
          setSwiper(instance);
        }}
        style={carouselColors}
        className="h-[450px] md:h-[700px] lg:h-[862px]"
      >
        {slidesFor(siteName).map((slide) => (
          <SwiperSlide key={slide.title}>
            <div
              className="flex size-full items-center justify-center bg-cover bg-center"
              style={{ backgroundImage: `url("${slide.image}")` }}
            >
              <div className="flex size-full items-center justify-center bg-black/60 px-14 py-16 sm:px-20">
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
          </SwiperSlide>
        ))}
      </Swiper>
      <button
        type="button"
        className="btn btn-sm btn-circle absolute right-3 bottom-3 z-10 border-white/40 bg-black/60 text-white hover:bg-black/80"
        aria-label={playing ? 'Pause the slideshow' : 'Play the slideshow'}
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
          {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5v14l11-7z" />}
        </svg>
      </button>
    </section>
  );
}
