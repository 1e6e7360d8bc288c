// Sending songs: the selection rules of the upload card and the upload itself, one file per
// POST /api/music/upload through XMLHttpRequest, whose upload progress events drive each file's
// progress bar (fetch has no upload progress in browsers). docs/product/music.md, "Uploading".

/** The audio kinds a song may be; the server checks the bytes again. */
const AUDIO_TYPES = new Set(['audio/mpeg', 'audio/mp3', 'audio/wav', 'audio/x-wav', 'audio/wave', 'audio/m4a', 'audio/x-m4a', 'audio/mp4']);
const AUDIO_EXTENSIONS = /\.(mp3|wav|m4a)$/i;
export const ACCEPTED_TYPES = ['audio/mpeg', 'audio/wav', 'audio/x-m4a', 'audio/mp4', '.mp3', '.wav', '.m4a'];

/** How many chosen names the card lists. */
export const LISTED_NAMES = 3;

export const isAudioFile = (file: Pick<File, 'name' | 'type'>) =>
  AUDIO_TYPES.has(file.type.toLowerCase()) || (file.type === '' && AUDIO_EXTENSIONS.test(file.name)) || (file.type === 'application/octet-stream' && AUDIO_EXTENSIONS.test(file.name));

/** If any chosen file is not audio, none are taken: answers the files, or how many were refused. */
export function chooseAudio<F extends Pick<File, 'name' | 'type'>>(files: readonly F[]): { files: F[] } | { skipped: number } {
  const skipped = files.filter((file) => !isAudioFile(file)).length;
  return skipped > 0 ? { skipped } : { files: [...files] };
}

/** A file's name without its extension. */
export function titleOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

/** Today in the member's own time zone, YYYY-MM-DD. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export type UploadOutcome = { ok: true } | { ok: false; message: string | null };

/**
 * Sends one song; `onProgress` hears the fraction of its bytes sent (0 to 1). Resolves with the
 * server's message when it refuses the file, or null when the network failed.
 */
export function uploadSong(file: File, fields: { title: string; date: string }, onProgress: (fraction: number) => void): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const form = new FormData();
    form.append('title', fields.title);
    form.append('date', fields.date);
    form.append('file', file, file.name);
    const request = new XMLHttpRequest();
    request.open('POST', '/api/music/upload');
    request.withCredentials = true;
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 201) {
        onProgress(1);
        resolve({ ok: true });
      } else {
        const body = request.response as { message?: unknown } | null;
        resolve({ ok: false, message: typeof body?.message === 'string' ? body.message : null });
      }
    };
    request.onerror = () => resolve({ ok: false, message: null });
    request.send(form);
  });
}
