// The one player of the songs screen: a single audio element, so one song plays at a time. Playing
// another song or pressing the playing one again pauses it; the end of the song or an error clears
// it, an error with "Playback Error: Could not play this audio file". docs/product/music.md.
import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorToast } from '../../ui/toast.tsx';

interface Player {
  /** The global id of the song playing, or null. */
  playingId: string | null;
  toggle(id: string, url: string): void;
}

const PlayerContext = createContext<Player | null>(null);

export function usePlayer(): Player {
  const player = useContext(PlayerContext);
  if (!player) throw new Error('usePlayer needs a PlayerProvider');
  return player;
}

export function PlayerProvider({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('music');
  const audio = useRef<HTMLAudioElement>(null);
  const [playingId, setPlayingId] = useState<string | null>(null);

  const failed = useCallback(() => {
    setPlayingId(null);
    errorToast(t('messages.playbackError'), t('messages.playbackErrorTitle'));
  }, [t]);

  const toggle = useCallback(
    (id: string, url: string) => {
      const element = audio.current;
      if (!element) return;
      element.pause();
      if (playingId === id) return void setPlayingId(null);
      element.src = url;
      setPlayingId(id);
      element.play().catch((error: unknown) => {
        // A newer choice interrupted this one (AbortError); an unplayable file also fires `error`.
        const name = error instanceof DOMException ? error.name : '';
        if (name !== 'AbortError' && name !== 'NotSupportedError') failed();
      });
    },
    [playingId, failed],
  );

  const value = useMemo(() => ({ playingId, toggle }), [playingId, toggle]);
  return (
    <PlayerContext.Provider value={value}>
      {children}
      {/* biome-ignore lint/a11y/useMediaCaption: songs have no spoken words to caption; the cards are its controls */}
      <audio
        ref={audio}
        preload="none"
        hidden
        onEnded={() => setPlayingId(null)}
        onError={() => {
          if (audio.current?.getAttribute('src')) failed();
        }}
      />
    </PlayerContext.Provider>
  );
}
