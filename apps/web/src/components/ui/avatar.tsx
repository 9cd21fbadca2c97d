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
          className="size-full object-cover"
          referrerPolicy="no-referrer"
          onError={() => setFailedURL(photoURL)}
        />
      ) : (
        // Drawn, not typed, so a button wrapping the avatar is named by its label, not by "JD".
        <svg viewBox="0 0 40 40" role="img" aria-label={name} className="size-full">
          <text
            x="50%"
            y="50%"
            dominantBaseline="central"
            textAnchor="middle"
            fill="currentColor"
            fontSize="16"
          >
            {initialsOf(name)}
          </text>
        </svg>
      )}
    </span>
  );
}
