import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ListingTour } from './listing-tour';
import { tourEmbed } from './tour-embed';

describe('a listing’s tour', () => {
  it('plays a YouTube tour from the privacy-enhanced host, only after a click', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <ListingTour url="https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10" title="Harbour View" />,
    );
    // Nothing from the video's host before the click: no frame, no picture.
    expect(container.querySelector('iframe, img, [src], [href], [srcset]')).toBeNull();
    expect(screen.getByText(/plays from www\.youtube-nocookie\.com/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Play the tour' }));
    const frame = screen.getByTitle('Virtual tour of Harbour View');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    expect(frame).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Play the tour' })).toBeNull();
  });

  it('keeps any other tour a link that opens in a new tab', () => {
    const { container } = render(
      <ListingTour url="https://tours.example.com/villa" title="Harbour View" />,
    );
    const link = screen.getByRole('link', {
      name: /^Take the virtual tour\s*\(opens in a new tab\)$/,
    });
    expect(link).toHaveAttribute('href', 'https://tours.example.com/villa');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('knows YouTube, Vimeo and Matterport addresses, and nothing else', () => {
    const src = (url: string) => tourEmbed(url)?.src ?? null;
    expect(src('https://youtu.be/dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    expect(src('https://m.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    expect(src('https://vimeo.com/76979871')).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1',
    );
    expect(src('https://my.matterport.com/show/?m=SxQL3iGyoDo')).toBe(
      'https://my.matterport.com/show/?m=SxQL3iGyoDo&play=1',
    );
    expect(src('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(src('https://vimeo.com/channels/staffpicks')).toBeNull();
    expect(src('https://evil.example.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(src('https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(src('not a url')).toBeNull();
  });
});
