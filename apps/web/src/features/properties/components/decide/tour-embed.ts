/*
 * A listing's tour_url that plays inside the page (CONTRACT.md section 13): a YouTube video
 * (played from YouTube's privacy-enhanced host), a Vimeo video or a Matterport space. The hosts
 * are the CSP's frame-src (apps/server/src/plugins/security.ts, TOUR_FRAMES); any other URL is
 * not embedded.
 */
export interface TourEmbed {
  /** The player's address, framed only after the visitor asks for it. */
  src: string;
  /** The player's host, named to the visitor before they play it. */
  host: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else {
      const [, kind, value] = url.pathname.split('/');
      if (kind === 'embed' || kind === 'shorts' || kind === 'live') id = value ?? null;
    }
  }
  return id !== null && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  if (host === 'vimeo.com' && parts.length === 1) return /^\d+$/.test(parts[0]!) ? parts[0]! : null;
  if (host === 'player.vimeo.com' && parts[0] === 'video' && parts.length === 2) {
    return /^\d+$/.test(parts[1]!) ? parts[1]! : null;
  }
  return null;
}

function matterportId(url: URL): string | null {
  if (url.hostname !== 'my.matterport.com' || !/^\/show\/?$/.test(url.pathname)) return null;
  const id = url.searchParams.get('m');
  return id !== null && /^[A-Za-z0-9]+$/.test(id) ? id : null;
}

/** How `tourUrl` plays inside the page, or `null` when it is a link to open elsewhere. */
export function tourEmbed(tourUrl: string): TourEmbed | null {
  let url: URL;
  try {
    url = new URL(tourUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const youtube = youtubeId(url);
  if (youtube) {
    return {
      src: `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1`,
      host: 'www.youtube-nocookie.com',
    };
  }
  const vimeo = vimeoId(url);
  if (vimeo) {
    return { src: `https://player.vimeo.com/video/${vimeo}?autoplay=1`, host: 'player.vimeo.com' };
  }
  const matterport = matterportId(url);
  if (matterport) {
    return {
      src: `https://my.matterport.com/show/?m=${matterport}&play=1`,
      host: 'my.matterport.com',
    };
  }
  return null;
}
