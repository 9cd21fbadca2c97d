import { useState } from 'react';

interface AvatarProps {
  name: string;
  photoURL: string | null;
  /** Tailwind size classes for the circle. */
  className?: string;
}

export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return letters || '?';
}

/** A round photo, or the person's initials when there is no photo or it does not load. */
export function Avatar({ name, photoURL, className = 'size-10' }: AvatarProps) {
  const [failedURL, setFailedURL] = useState<string | null>(null);
  const showPhoto = photoURL !== null && photoURL !== failedURL;

  return (
    <span
      className={`bg-primary text-primary-content inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full font-semibold ${className}`}
    >
      {showPhoto ? (
        <img
          src={photoURL}
          alt={name}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
          referrerPolicy="no-referrer"
          onError={() => setFailedURL(photoURL)}
        />
      ) : (
        // The initials come from CSS, not text: axe (and screen readers) would count typed or
        // SVG text as the visible label of a button that wraps the avatar, and "JD" is not in
        // "Account menu (Jane Doe)". They scale with the circle (container query units).
        <span
          role="img"
          aria-label={name}
          className="@container flex size-full items-center justify-center"
        >
          <span
            aria-hidden="true"
            data-initials={initialsOf(name)}
            className="text-[40cqw] leading-none after:content-[attr(data-initials)]"
          />
        </span>
      )}
    </span>
  );
}
