import { Modal } from "./Modal";

/**
 * Whether video embeds may load. The shop's CSP (app/lib/core/security.server.ts) has no frame-src, so
 * default-src 'self' blocks a YouTube iframe: until a frame-src for VIDEO_EMBED_ORIGIN is added,
 * a video is a link to its page instead of a modal player.
 */
export const VIDEO_EMBEDS_ALLOWED = false;
const VIDEO_EMBED_ORIGIN = "https://www.youtube-nocookie.com";

export interface VideoModalProps {
  /** The YouTube video id. */
  videoId: string;
  title: string;
  /** Play in a modal (needs the CSP change above); otherwise link to the video's page. */
  embed?: boolean;
  className?: string;
}

function PlayIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path d="M10 8l6 4-6 4z" fill="#fff" />
    </svg>
  );
}

/**
 * The video modal of spec §1: a video by id that starts playing when the modal opens. The
 * iframe exists only while the modal is open, so closing it stops the video.
 */
export function VideoModal({
  videoId,
  title,
  embed = VIDEO_EMBEDS_ALLOWED,
  className = "video-link",
}: VideoModalProps) {
  const watchUrl = `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
  const watchLink = (
    <a className={className} href={watchUrl} target="_blank" rel="noopener noreferrer">
      <PlayIcon />
      <span>
        {title}
        <span className="visually-hidden"> (video on YouTube, opens in a new tab)</span>
      </span>
    </a>
  );
  if (!embed) return watchLink;

  return (
    <Modal
      id={`video-${videoId}`}
      title={title}
      triggerClassName={className}
      trigger={
        <>
          <PlayIcon />
          <span>{title}</span>
        </>
      }
    >
      {(open) =>
        open ? (
          <div className="video-frame">
            <iframe
              src={`${VIDEO_EMBED_ORIGIN}/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
              title={title}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
            />
          </div>
        ) : (
          watchLink
        )
      }
    </Modal>
  );
}
